/**
 * Pay-per-mile auto insurance page content (/just-insurance), offered through
 * a partner insurer. Figures are the marketing figures of docs/product.md#business-constants
 * and must stay hedged: rates vary by driver, vehicle and state.
 */

export const payPerMile: {
  intro: string;
  benefits: { title: string; description: string }[];
  steps: { title: string; description: string }[];
  faqs: { question: string; answer: string }[];
} = {
  intro:
    "If your car spends more time parked than on the road, a traditional auto policy may be charging you for miles you never drive. Through our pay-per-mile partner, you pay a low monthly base rate, from $43.90 per month, plus a charge for the miles you actually drive. Drivers who cover fewer than 8,000 miles a year can save up to 40% compared with a traditional policy.\n\nRates vary by driver, vehicle and state, so the quickest way to see what you would pay is a free quote.",
  benefits: [
    {
      title: "Pay for the miles you drive",
      description:
        "Your monthly cost is a base rate plus your actual mileage, so a quiet month costs less than a busy one.",
    },
    {
      title: "Save up to 40%",
      description:
        "Low-mileage drivers can save up to 40% compared with a traditional policy. Actual savings vary by driver, vehicle and state.",
    },
    {
      title: "Plans from $43.90 per month",
      description:
        "Monthly base rates start at $43.90 plus mileage. Your rate depends on your driving record, vehicle and where you live.",
    },
    {
      title: "Built for low-mileage drivers",
      description:
        "A strong fit if you drive fewer than 8,000 miles a year: remote and hybrid workers, retirees, students and households with a second car.",
    },
    {
      title: "No tracking device to install",
      description:
        "You report mileage by taking a photo of your odometer in an app once a month, with no plug-in device to install in your car.",
    },
    {
      title: "Local help from our agency",
      description:
        "You get a real person to talk to. We help you compare pay-per-mile with a traditional policy and tell you honestly which one costs less for the way you drive.",
    },
  ],
  steps: [
    {
      title: "Get a quote",
      description:
        "Fill out the short form below with your vehicle and average monthly miles, and we will follow up with your pay-per-mile quote.",
    },
    {
      title: "Photograph your odometer monthly",
      description:
        "Once a month, use the app to take a quick photo of your odometer. Your bill is your base rate plus the miles you drove.",
    },
    {
      title: "Save money",
      description:
        "Drive less, pay less. Low-mileage drivers can save up to 40% compared with a traditional policy; rates vary by driver, vehicle and state.",
    },
  ],
  faqs: [
    {
      question: "Who is pay-per-mile insurance best for?",
      answer:
        "It is designed for drivers who put fewer than 8,000 miles a year on their car, such as people who work from home, retirees, students and households with a second vehicle that rarely leaves the driveway. If you commute long distances every day, a traditional policy may cost less, and we can compare both for you.",
    },
    {
      question: "How is my monthly bill calculated?",
      answer:
        "You pay a monthly base rate, starting at $43.90 per month, plus a per-mile charge for the miles you drove that month, based on the odometer photo you submit in the app. Both the base rate and the per-mile rate depend on your driver profile, vehicle and state.",
    },
    {
      question: "Is the coverage the same as a regular auto policy?",
      answer:
        "Pay-per-mile is real auto insurance; only the way you pay is different. A policy on a Nevada-registered vehicle must meet at least the state minimum liability limits of $25,000 per person, $50,000 per accident and $20,000 for property damage, and you can typically choose higher limits and add collision and comprehensive coverage.",
    },
    {
      question: "What if I take a long road trip?",
      answer:
        "Your bill for that month will be higher because you pay for the miles you drive, while you remain covered as usual. If long trips are a regular part of your year, tell us your typical mileage and we will check whether pay-per-mile or a traditional policy makes more sense.",
    },
  ],
};
