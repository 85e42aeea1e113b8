/**
 * Personal-lines product pages (/auto-insurance ... /boat-insurance).
 * Order = order of the 'Insurance Types' navigation menu.
 * Figures come from docs/product.md#business-constants and are always hedged; agency facts
 * (phone, email, address) come from configuration, never from this file.
 */
import type { InsuranceProductPage } from "./types.ts";

export const insuranceProducts: InsuranceProductPage[] = [
  // ---------------------------------------------------------------- Auto
  {
    slug: "auto-insurance",
    layout: "full",
    navLabel: "Auto Insurance",
    icon: "car",
    cardSummary:
      "Nevada-compliant liability, collision and comprehensive cover, plus pay-per-mile options for low-mileage drivers.",
    seoTitle: "Auto Insurance in Las Vegas & Nevada | Free Quotes",
    metaDescription:
      "Compare car insurance from several insurers. Learn Nevada's 25/50/20 minimums, local average premiums and pay-per-mile options for low-mileage drivers.",
    heading: "Auto Insurance in Las Vegas and Across Nevada",
    intro:
      "As an independent agency, we compare car insurance from several insurers for you, so you don't have to call around. Whether you commute on I-15 every day, drive a few miles a week in Henderson, or cover long stretches between Reno and Sparks, we help you meet Nevada's legal requirements and choose coverage that fits how you actually drive.",
    coverageHeading: "Coverage Options",
    coverages: [
      {
        name: "Liability Coverage",
        description:
          "Pays for injuries and property damage you cause to other people in an accident, up to your limits, including your legal defense if you are sued. Nevada requires at least 25/50/20; many drivers choose higher limits to protect their savings and home equity.",
      },
      {
        name: "Collision Coverage",
        description:
          "Pays to repair or replace your own vehicle after a crash with another car or an object, no matter who was at fault, minus your deductible. Lenders and leasing companies usually require it.",
      },
      {
        name: "Comprehensive Coverage",
        description:
          "Covers damage that doesn't come from a collision: theft, vandalism, fire, hail, flooding, falling objects, broken glass and animal strikes, minus your deductible.",
      },
      {
        name: "Uninsured/Underinsured Motorist",
        description:
          "Pays for your and your passengers' injuries when the at-fault driver has no insurance, or too little to cover your bills. Nevada doesn't make you buy it, but insurers must offer it, and we recommend it.",
      },
      {
        name: "Medical Payments (MedPay)",
        description:
          "Pays medical bills for you and your passengers after an accident, regardless of fault, up to a limit you choose. Because Nevada has no personal injury protection (PIP) requirement, MedPay helps cover costs while fault is being sorted out.",
      },
      {
        name: "Rental Reimbursement",
        description:
          "Pays for a rental car while your vehicle is in the shop after a covered claim, up to a daily amount and a total limit stated in your policy.",
      },
      {
        name: "Roadside Assistance",
        description:
          "Covers towing, jump-starts, lockouts, flat-tire changes and fuel delivery. Useful when Nevada summer heat is hard on batteries and tires.",
      },
      {
        name: "Gap Coverage",
        description:
          "If your financed or leased car is totaled or stolen, gap coverage pays the difference between the car's actual cash value and what you still owe on the loan or lease.",
      },
    ],
    stats: [
      {
        value: "25/50/20",
        label: "Nevada minimum liability limits",
        note: "$25,000 per person and $50,000 per accident for bodily injury, $20,000 for property damage. A legal floor, not a recommendation.",
      },
      {
        value: "$1,856",
        label: "Average yearly car premium, Las Vegas",
        note: "Published average; your rate varies by insurer, driver and vehicle.",
      },
      {
        value: "$1,742",
        label: "Average yearly car premium, Henderson",
        note: "Published average; your rate varies by insurer, driver and vehicle.",
      },
      {
        value: "$1,628",
        label: "Average yearly car premium, Reno",
        note: "Published average; your rate varies by insurer, driver and vehicle.",
      },
      {
        value: "$1,594",
        label: "Average yearly car premium, Sparks",
        note: "Published average; your rate varies by insurer, driver and vehicle.",
      },
    ],
    sections: [
      {
        heading: "Nevada's Minimum Auto Insurance Requirements",
        body:
          "Nevada law requires every registered vehicle to carry liability insurance of at least $25,000 for bodily injury to one person, $50,000 for bodily injury to all people in one accident, and $20,000 for property damage. You will often see this written as 25/50/20. Your policy must stay in force the whole time the vehicle is registered; the Nevada DMV verifies coverage electronically, and a lapse can lead to a suspended registration and reinstatement fees.\n\nNevada is an at-fault state: the driver who causes a crash, and that driver's insurer, is responsible for the other people's injuries and damage. That is why liability limits matter. The state minimums are low compared with what accidents cost today. For example, replacing a newer pickup or SUV can cost well over $20,000 on its own, and any amount above your limits can become your personal responsibility. We usually suggest looking at higher limits, and we will show you what the difference costs before you decide.",
      },
      {
        heading: "What Drivers Pay in Las Vegas, Henderson, Reno and Sparks",
        body:
          "Published averages put yearly car insurance premiums at about $1,856 in Las Vegas, $1,742 in Henderson, $1,628 in Reno and $1,594 in Sparks. These are averages across many drivers and insurers, not quotes: your own premium can be well above or below them, and it varies by insurer.\n\nEvery insurer weighs risk a little differently, which is why comparing several of them is the most reliable way to find a fair price. The main things insurers look at are:",
        bullets: [
          "Your driving record, including accidents, tickets and DUI convictions",
          "Where the car is garaged: rates differ from one ZIP code to the next",
          "The vehicle's make, model, age, safety features and repair costs",
          "How many miles you drive each year and what you use the car for",
          "Your age and years of driving experience",
          "Your credit-based insurance score, with insurers that use one",
          "The coverages, limits and deductibles you choose",
        ],
      },
      {
        heading: "Pay-Per-Mile Auto Insurance for Low-Mileage Drivers",
        body:
          "If you drive less than 8,000 miles a year, you may be paying for miles you never drive. Through our pay-per-mile partner insurer, low-mileage drivers can save up to 40%, with rates starting from $43.90 per month plus a charge for each mile driven. Those figures are the partner insurer's advertised ones; your actual rate and savings vary with your driver profile and how much you drive.\n\nIt works in three steps: you get a quote, you photograph your odometer once a month with the insurer's app, and you pay for the miles you actually drive. It can be a good fit for retirees, people who work from home, households with a second car that mostly sits in the garage, and anyone who walks, bikes or uses transit for most trips. Use our pay-per-mile quote page or call our office to see whether it beats a traditional policy for you.",
      },
      {
        heading: "Ways to Lower Your Car Insurance Premium",
        body:
          "Small changes often add up. When we review your policy, we check every discount you may qualify for and compare the same coverage across several insurers. Available discounts and their size vary by insurer.",
        bullets: [
          "Bundle your auto policy with home, condo or renters insurance",
          "Insure more than one vehicle on the same policy",
          "Raise your collision and comprehensive deductibles, if you can afford the higher out-of-pocket amount",
          "Keep a clean driving record, or complete an approved defensive driving course where the insurer gives credit for it",
          "Ask about good student, anti-theft device, paperless and paid-in-full discounts",
          "Review your coverage every year, especially after paying off a loan or when an older car's value drops",
        ],
      },
    ],
    faqs: [
      {
        question: "How much car insurance do I need in Nevada?",
        answer:
          "The legal minimum is liability coverage of $25,000 per person and $50,000 per accident for injuries, plus $20,000 for property damage. That is only the floor. If you own a home or have savings, higher limits (for example, 100/300/100) protect those assets if you cause a serious accident, and the added cost is often smaller than people expect. We can quote several limit options side by side so you can see the difference.",
      },
      {
        question: "Is Nevada a no-fault state?",
        answer:
          "No. Nevada is an at-fault (tort) state, which means the driver who causes an accident is responsible for the resulting injuries and damage, usually through their liability insurance. If you are hit by another driver, you can file a claim with their insurer, use your own coverage such as collision or MedPay, or both.",
      },
      {
        question: "What happens if I drive without insurance in Nevada?",
        answer:
          "The Nevada DMV checks insurance electronically, and a lapse in coverage can lead to a suspended vehicle registration and reinstatement fees. Depending on the circumstances, you may also be required to file an SR-22 to get your driving privileges back. Most importantly, if you cause an accident while uninsured, you are personally responsible for the other people's injuries and damage.",
      },
      {
        question: "What is an SR-22, and can you help me get one?",
        answer:
          "An SR-22 is a certificate your insurer files with the Nevada DMV to prove you carry at least the state minimum liability coverage. It is usually required after a DUI, driving without insurance, or certain other serious violations, and the DMV sets how long you must keep it, commonly three years. Yes, we work with insurers that file SR-22s; call our office and we will help you find coverage.",
      },
      {
        question: "Why does car insurance usually cost more in Las Vegas than in Reno or Sparks?",
        answer:
          "Insurers price by location, and a large metro area with heavy traffic tends to see more accidents, more vehicle thefts and more claims than smaller cities. Published averages reflect that: about $1,856 a year in Las Vegas compared with about $1,628 in Reno. Your own rate still depends on your driving record, vehicle and coverage, and it varies by insurer.",
      },
      {
        question: "Am I covered when I drive for Uber, Lyft or a delivery app?",
        answer:
          "Usually not fully. Most personal auto policies exclude or limit coverage while you are using your car for paid rides or deliveries, and the app company's coverage may not apply while you are waiting for a request. A rideshare endorsement on your personal policy can close that gap, and it is often inexpensive. Tell us how you drive so we can match the right coverage.",
      },
      {
        question: "Is pay-per-mile insurance right for me?",
        answer:
          "It is designed for drivers who put fewer than 8,000 miles a year on their car. You pay a monthly base rate, from $43.90 with our partner insurer, plus a charge per mile, and low-mileage drivers can save up to 40% compared with a traditional policy. If you commute long distances or drive for work, a standard policy will usually cost less, so we compare both.",
      },
      {
        question: "How quickly will I get a quote?",
        answer:
          "Submit our free quote request and we will get back to you within 24 hours. Having your driver's license numbers, vehicle identification numbers (VINs) and your current policy's declarations page handy speeds things up. If you would rather talk it through, call our office during business hours.",
      },
    ],
  },

  // ---------------------------------------------------------------- Home
  {
    slug: "home-insurance",
    layout: "full",
    navLabel: "Home Insurance",
    icon: "home",
    cardSummary:
      "Protect your house, belongings and finances against fire, wind, theft and liability claims.",
    seoTitle: "Home Insurance in Las Vegas & Nevada | Free Quotes",
    metaDescription:
      "Compare homeowners insurance from several insurers. See Nevada's average premium, how wildfire and wind are covered, and why flood needs its own policy.",
    heading: "Home Insurance for Nevada Homeowners",
    intro:
      "Your home is likely your largest investment. We compare homeowners policies from several insurers to protect your house, your belongings and your finances, whether you live in Summerlin, Henderson, Reno or Sparks, and we explain plainly what a policy covers and what it leaves out.",
    coverageHeading: "Coverage Options",
    coverages: [
      {
        name: "Dwelling",
        description:
          "Pays to repair or rebuild the structure of your home, including attached garages, roofs, built-in appliances, plumbing and electrical systems, after a covered loss such as fire or windstorm.",
      },
      {
        name: "Other Structures",
        description:
          "Covers structures not attached to the house, such as detached garages, block walls, fences, sheds, gazebos and casitas.",
      },
      {
        name: "Personal Property",
        description:
          "Covers your furniture, clothing, electronics and other belongings if they are stolen or damaged by a covered cause, at home and often while you travel. Jewelry, firearms and collectibles have lower limits unless you schedule them.",
      },
      {
        name: "Loss of Use",
        description:
          "Also called additional living expenses. Pays for a hotel or rental, meals and other extra costs if a covered loss makes your home unlivable while it is repaired.",
      },
      {
        name: "Personal Liability",
        description:
          "Protects you if someone is injured on your property or you accidentally damage someone else's property, covering legal defense and settlements up to your limit.",
      },
      {
        name: "Medical Payments to Others",
        description:
          "Pays small medical bills for guests injured at your home, regardless of fault, which can help prevent a minor accident from turning into a lawsuit.",
      },
      {
        name: "Optional Endorsements",
        description:
          "Add-ons such as water backup of drains and sewers, scheduled jewelry, equipment breakdown, extended replacement cost and earthquake coverage, to fit your home and belongings.",
      },
    ],
    stats: [
      {
        value: "$1,245",
        label: "Average yearly home insurance premium, Nevada",
        note: "Published average; varies by insurer, home and coverage.",
      },
      {
        value: "$1,820",
        label: "Average yearly home insurance premium, United States",
        note: "Published national average for comparison; varies by insurer.",
      },
    ],
    sections: [
      {
        heading: "What Home Insurance Costs in Nevada",
        body:
          "Published figures put the average Nevada homeowners premium at about $1,245 a year, compared with about $1,820 nationally. Nevada homeowners avoid the hurricane losses that push rates up in coastal states, but averages are only a starting point: your premium depends on your home and the insurer, and it varies by insurer.\n\nThe biggest factors are:",
        bullets: [
          "What it would cost to rebuild your home, which is not the same as its market value",
          "The age and condition of the roof, plumbing and electrical systems",
          "Your location, including wildfire risk and distance to a fire station and hydrant",
          "Your claims history and, with insurers that use one, your credit-based insurance score",
          "Your deductible and the limits and endorsements you choose",
          "Protective devices such as monitored alarms, smoke detectors and water leak sensors",
        ],
      },
      {
        heading: "Wildfire and Wind: Nevada's Weather Risks",
        body:
          "A standard homeowners policy generally covers fire, including wildfire, and damage from wind and hail. In northern Nevada, homes in and around Reno, Sparks and other communities near open brush and forest face real wildfire exposure, and some insurers limit new policies in high-risk areas or ask about defensible space. Because insurers differ in where they will write coverage, an independent agency that can shop several of them is especially useful there.\n\nIn the Las Vegas valley, strong wind events can lift roof tiles and shingles, knock over block walls and bring down trees. Some policies carry a separate, higher deductible for wind or hail, so check your declarations page. A few steps lower your risk and can help at claim time:",
        bullets: [
          "Keep a defensible space around the home, clearing dry brush and debris",
          "Use ember-resistant vents and keep gutters and roof valleys clear",
          "Have your roof inspected after major wind storms",
          "Keep a photo or video inventory of your home and belongings, stored online",
        ],
      },
      {
        heading: "Flood Is Not Covered by a Standard Policy",
        body:
          "Standard homeowners policies exclude flood, meaning water that rises and flows in from outside, such as a flash flood during the summer monsoon season. That surprises many Las Vegas and Henderson homeowners, because desert storms can move a lot of water through neighborhoods very quickly.\n\nFlood coverage is available separately through the National Flood Insurance Program (NFIP) or private flood insurers, and it is often more affordable outside high-risk flood zones than people assume. NFIP policies usually have a 30-day waiting period before coverage starts, so buy it before storm season, not when a storm is in the forecast. Earthquake damage is also excluded from standard policies and can be added by endorsement or a separate policy.",
      },
    ],
    faqs: [
      {
        question: "Is home insurance required in Nevada?",
        answer:
          "State law doesn't require homeowners insurance. However, if you have a mortgage, your lender will require it and can buy expensive coverage on your behalf if your policy lapses. Many HOAs also require owners to carry certain coverage under the community's rules.",
      },
      {
        question: "Does homeowners insurance cover flood damage from a monsoon storm?",
        answer:
          "Not if the water rises and flows in from outside; that is flood, and it is excluded from standard policies. Rain that enters through a roof damaged by wind or hail is typically covered, because the wind damage came first. For flood protection you need a separate flood policy, and NFIP policies usually take 30 days to start.",
      },
      {
        question: "Is wildfire covered by my homeowners policy?",
        answer:
          "Yes, fire, including wildfire, is a standard covered cause of loss on homeowners policies. The challenge in higher-risk parts of Nevada is finding an insurer willing to write or renew the policy at a reasonable price. Because we work with several insurers, we can look for options if yours declines to renew.",
      },
      {
        question: "Does homeowners insurance cover earthquakes?",
        answer:
          "No. Earthquake damage is excluded from standard homeowners policies, even though Nevada is one of the more seismically active states. You can add earthquake coverage by endorsement or buy a separate policy; earthquake deductibles are usually a percentage of your dwelling coverage rather than a flat dollar amount.",
      },
      {
        question: "How much dwelling coverage do I need?",
        answer:
          "Enough to rebuild your home at today's construction costs, which can be higher or lower than what you paid or what the home would sell for. Market value includes the land, which doesn't burn down and isn't insured. We can help estimate rebuilding cost, and extended replacement cost coverage adds a cushion if construction prices jump after a major disaster.",
      },
      {
        question: "What is the difference between replacement cost and actual cash value?",
        answer:
          "Replacement cost pays what it costs to repair or replace damaged property with new items of similar kind and quality. Actual cash value subtracts depreciation, so an older roof or a five-year-old television pays out much less. Replacement cost coverage costs more but usually leaves you far better off after a claim.",
      },
      {
        question: "Is my swimming pool covered?",
        answer:
          "An in-ground pool is usually covered as part of the dwelling or other structures against covered causes such as fire or wind. The larger concern is liability: a pool increases the chance of a serious injury on your property, so many owners raise their liability limit or add an umbrella policy. Some insurers also ask that pools be fenced or have a locking gate.",
      },
      {
        question: "How can I lower my home insurance premium?",
        answer:
          "Bundling home and auto with the same insurer, raising your deductible, and installing monitored alarms or water leak sensors can all reduce your premium. A newer roof and updated plumbing and wiring also help with many insurers. We compare the same coverage across several insurers so you can see which one prices your home best.",
      },
    ],
  },

  // ---------------------------------------------------------------- Business
  {
    slug: "business-insurance",
    layout: "full",
    navLabel: "Business Insurance",
    icon: "briefcase",
    cardSummary:
      "Liability, property, workers' compensation and cyber coverage for Nevada businesses of every size.",
    seoTitle: "Business Insurance in Las Vegas & Nevada | Free Quotes",
    metaDescription:
      "Business insurance for Nevada companies: BOPs, general liability, property, required workers' comp, commercial auto, professional liability and cyber.",
    heading: "Business Insurance for Nevada Companies",
    intro:
      "From one-person startups to growing companies with dozens of employees, Nevada businesses face lawsuits, property damage, employee injuries and data breaches. We compare commercial insurance from several insurers and build a package around your industry, your size and the contracts you sign.",
    coverageHeading: "Coverage Options",
    coverages: [
      {
        name: "Business Owner's Policy (BOP)",
        description:
          "Bundles general liability, commercial property and business interruption coverage into one policy, usually at a lower price than buying them separately. A good starting point for many small and mid-sized businesses.",
      },
      {
        name: "General Liability",
        description:
          "Covers claims that your business caused bodily injury or property damage to others, such as a customer slipping in your store, plus advertising injury claims like libel. Landlords and clients often require proof of it.",
      },
      {
        name: "Commercial Property",
        description:
          "Protects your building if you own it, plus equipment, inventory, furniture and tenant improvements against fire, theft, wind and other covered causes.",
      },
      {
        name: "Workers' Compensation",
        description:
          "Required in Nevada for employers. Pays medical bills and part of lost wages for employees injured on the job, and generally protects the business from being sued over those injuries.",
      },
      {
        name: "Commercial Auto",
        description:
          "Covers vehicles your business owns or leases. Hired and non-owned auto coverage protects the business when employees drive rented or personal vehicles for work errands.",
      },
      {
        name: "Professional Liability (E&O)",
        description:
          "Also called errors and omissions. Covers claims that your advice or professional service caused a client a financial loss, including defense costs, which general liability excludes.",
      },
      {
        name: "Cyber Liability",
        description:
          "Pays for the costs of a data breach or ransomware attack, such as forensic investigation, customer notification, data restoration, lost income and lawsuits from affected customers.",
      },
    ],
    sections: [
      {
        heading: "Workers' Compensation Is Required for Nevada Employers",
        body:
          "Nevada requires employers with one or more employees, full-time or part-time, to carry workers' compensation insurance. It pays for an injured employee's medical care and part of their lost wages, and in exchange employees generally cannot sue the employer over a workplace injury. Sole proprietors without employees are not required to carry it but may choose to.\n\nThe Nevada Division of Industrial Relations enforces the requirement. Operating without coverage can bring penalties and leave you personally responsible for an injured worker's bills. Be careful with independent contractors, too: if a worker is really an employee under the law, or a subcontractor has no coverage of their own, the cost can end up on your policy at audit.",
      },
      {
        heading: "Building the Right Business Insurance Package",
        body:
          "There is no one-size-fits-all business policy. We start with the risks you actually face and the requirements in your leases and contracts, then compare quotes from several insurers. A typical package is built in layers:",
        bullets: [
          "A BOP or general liability policy as the foundation",
          "Workers' compensation as soon as you hire your first employee",
          "Commercial auto if you own business vehicles, or hired and non-owned auto coverage if employees drive their own",
          "Professional liability if clients pay you for advice, design or expertise",
          "Cyber liability if you store customer, patient or payment information",
          "A commercial umbrella for higher limits when contracts or your exposure call for it",
        ],
      },
      {
        heading: "Coverage for Your Industry",
        body:
          "Restaurants, contractors, medical practices, manufacturers, technology firms, auto dealers and commercial property owners each face risks that a generic policy can miss, such as liquor liability, tools and equipment in transit, or dealer plates and customer cars on the lot. See our industries pages for what each one typically needs, or call our office to talk through your business.\n\nPremiums depend on your industry, payroll, revenue, location, claims history and the limits you choose, so the only reliable number is a quote. We respond to quote requests within 24 hours.",
      },
    ],
    faqs: [
      {
        question: "What business insurance is required by law in Nevada?",
        answer:
          "If you have employees, Nevada requires workers' compensation. Vehicles owned by the business must carry at least the state minimum auto liability. Beyond that, requirements usually come from contracts, leases, lenders and licensing boards, and some licensed trades and professions must show proof of specific insurance or bonds.",
      },
      {
        question: "What is a Business Owner's Policy, and do I qualify?",
        answer:
          "A BOP combines general liability, commercial property and business interruption coverage in a single policy, usually for less than buying each one separately. It is designed for small to mid-sized businesses with relatively low risk, such as offices, retail shops and many service businesses. Higher-risk operations, like some contractors or manufacturers, may need separate policies instead.",
      },
      {
        question: "Does general liability cover mistakes in my professional work?",
        answer:
          "No. General liability covers bodily injury and property damage you cause to others. Claims that your advice, design or service caused a client to lose money fall under professional liability, also called errors and omissions (E&O), which is a separate policy.",
      },
      {
        question: "Do I need commercial auto if employees use their own cars for work?",
        answer:
          "You likely need hired and non-owned auto coverage. If an employee causes an accident while running a work errand, the injured party can sue your business, and the employee's personal policy may not be enough or may exclude business use. Hired and non-owned coverage is often inexpensive and can be added to many business policies.",
      },
      {
        question: "Does a small business really need cyber insurance?",
        answer:
          "If you accept card payments, keep customer records or rely on email and computers to operate, you have cyber risk. Small businesses are frequent targets because their defenses tend to be weaker, and general liability policies typically exclude data breaches. Cyber coverage pays for the investigation, notifications, recovery and legal costs that follow.",
      },
      {
        question: "Are independent contractors covered by my workers' compensation?",
        answer:
          "True independent contractors are expected to carry their own coverage. If a worker is legally an employee, or a subcontractor has no workers' compensation of their own, your insurer may charge premium for them at the annual audit. Collect certificates of insurance from every subcontractor before work starts.",
      },
      {
        question: "How much does business insurance cost?",
        answer:
          "It depends on your industry, payroll, revenue, location, number of vehicles, claims history and the limits and deductibles you choose, so two businesses of the same size can pay very different amounts. The most reliable way to know is to request a quote. We compare several insurers and get back to you within 24 hours.",
      },
    ],
  },

  // ---------------------------------------------------------------- Life
  {
    slug: "life-insurance",
    layout: "full",
    navLabel: "Life Insurance",
    icon: "heart-pulse",
    cardSummary:
      "Term, whole and universal life insurance to protect the people who depend on your income.",
    seoTitle: "Life Insurance in Las Vegas, Nevada | Term & Whole Life",
    metaDescription:
      "Compare term, whole and universal life insurance from several insurers. Learn how much coverage you need and how each type works for Nevada families.",
    heading: "Life Insurance for Nevada Families",
    intro:
      "Life insurance replaces your income and pays off debts if you die, so the people who depend on you can keep their home and their plans. We compare term, whole and universal life policies from several insurers and help you choose the amount and type that make sense for your family and your budget.",
    coverageHeading: "Coverage Options",
    coverages: [
      {
        name: "Term Life Insurance",
        description:
          "Covers you for a set period, such as 10, 20 or 30 years, and pays a death benefit if you die during that term. It offers the most coverage for the lowest premium and suits needs with an end date, like a mortgage or raising children.",
      },
      {
        name: "Whole Life Insurance",
        description:
          "Permanent coverage for your entire life with fixed premiums and a guaranteed death benefit. Part of each premium builds cash value that grows at a guaranteed rate and that you can borrow against.",
      },
      {
        name: "Universal Life Insurance",
        description:
          "Permanent coverage with flexible premiums and an adjustable death benefit. Cash value grows based on interest rates or, in some versions, a market index, so it needs periodic review.",
      },
      {
        name: "Final Expense Insurance",
        description:
          "A smaller whole life policy meant to cover funeral costs, medical bills and other end-of-life expenses, often with simplified health questions instead of a medical exam.",
      },
      {
        name: "Optional Riders",
        description:
          "Add-ons such as accelerated death benefits for terminal illness, waiver of premium if you become disabled, and child term riders, to tailor a policy to your situation.",
      },
      {
        name: "Business Life Insurance",
        description:
          "Key person coverage protects a company if an owner or essential employee dies, and policies can fund buy-sell agreements so surviving partners can buy out an owner's share.",
      },
    ],
    stats: [
      {
        value: "10-12x",
        label: "Common guideline: coverage of 10 to 12 times your annual income",
        note: "A starting point only; your needs depend on debts, savings, dependents and goals.",
      },
    ],
    sections: [
      {
        heading: "How Much Life Insurance Do You Need?",
        body:
          "A common guideline is coverage of 10 to 12 times your annual income. For example, someone earning $60,000 a year would start with $600,000 to $720,000 of coverage under that rule of thumb. It is a quick starting point, not a final answer.\n\nA more precise estimate adds up what your family would need and subtracts what is already available:",
        bullets: [
          "Years of income your family would need to replace",
          "Your mortgage and other debts, such as car loans and credit cards",
          "Future costs such as children's education and childcare",
          "Final expenses, including funeral and medical bills",
          "Minus savings, investments and any life insurance you already have through work or elsewhere",
        ],
      },
      {
        heading: "Term vs. Whole vs. Universal Life",
        body:
          "Term life is pure protection for a set number of years. It costs far less than permanent insurance for the same death benefit, which is why it is the right fit for many working families. If you outlive the term, the coverage ends and nothing is paid out, though many policies let you convert to permanent coverage without a new medical exam.\n\nWhole life lasts your entire life, with premiums that never change and cash value that grows on a guaranteed schedule. Universal life also lasts for life but lets you adjust premiums and the death benefit within limits; its cash value depends on interest rates or an index, so it needs regular review to make sure it stays funded. Permanent policies can make sense for lifelong needs such as estate planning, a dependent with special needs, or business planning.",
      },
      {
        heading: "Applying for Life Insurance",
        body:
          "Insurers set your price mainly by your age, health, tobacco use, family medical history and sometimes your job or hobbies. Many policies still use a short medical exam, but some insurers offer coverage based on health questions and records alone, often with faster approval.\n\nBecause premiums rise with age and health changes, buying earlier usually locks in a lower rate. Once your policy is in force, review your beneficiaries and coverage amount after major life events such as marriage, divorce, the birth of a child or buying a home.",
      },
    ],
    faqs: [
      {
        question: "Is term or whole life insurance better?",
        answer:
          "Neither is better for everyone. Term life gives the most coverage per dollar and suits temporary needs like a mortgage or raising children. Whole life costs more but lasts for life and builds cash value, which can help with estate planning or lifelong dependents. Many families start with term and add a smaller permanent policy later if needed.",
      },
      {
        question: "Do I need life insurance if I have coverage through work?",
        answer:
          "Group life insurance through an employer is a helpful benefit, but the amount is often limited and may be far below what your family would need. It also usually ends or becomes expensive when you leave the job. An individual policy stays with you no matter where you work.",
      },
      {
        question: "Do I need a medical exam to get life insurance?",
        answer:
          "Not always. Many insurers now offer policies based on a health questionnaire and records such as prescription history, and final expense policies often use only a few health questions. A traditional exam may still get you the best price if you are in good health, so we can compare both routes.",
      },
      {
        question: "What happens when my term life policy ends?",
        answer:
          "The coverage simply expires, and no benefit is paid if you are still living. Many term policies can be renewed year by year at much higher rates, or converted to permanent coverage before a deadline without proving your health again. If you still need coverage near the end of your term, talk with us well before it expires.",
      },
      {
        question: "Can I get life insurance with a health condition?",
        answer:
          "Often, yes. Conditions like controlled high blood pressure or diabetes may raise your premium rather than disqualify you, and insurers view the same condition differently, which is why comparing several of them matters. Guaranteed-issue policies are available for people who can't qualify elsewhere, though they carry lower benefit amounts and a waiting period.",
      },
      {
        question: "Who should I name as my beneficiary?",
        answer:
          "Name a primary beneficiary and at least one contingent beneficiary in case the first one dies before you. Minor children can't receive the money directly, so many parents name a trust or a custodian instead. Nevada is a community property state, so if you want to name someone other than your spouse, it is wise to speak with an estate planning attorney.",
      },
      {
        question: "Is the life insurance payout taxable?",
        answer:
          "Life insurance death benefits are generally not subject to federal income tax for the beneficiary, and Nevada has no state income tax. Very large estates can face federal estate tax, and interest paid on a delayed benefit may be taxable. Ask a tax professional about your specific situation.",
      },
    ],
  },

  // ---------------------------------------------------------------- Renters
  {
    slug: "renters-insurance",
    layout: "full",
    navLabel: "Renters Insurance",
    icon: "key",
    cardSummary:
      "Affordable protection for your belongings and liability when you rent an apartment or house.",
    seoTitle: "Renters Insurance in Las Vegas, Nevada | Free Quotes",
    metaDescription:
      "Renters insurance for Nevada apartments and homes, typically $15 to $30 a month. Cover your belongings, liability and temporary housing after a loss.",
    heading: "Renters Insurance for Nevada Apartments and Homes",
    intro:
      "Your landlord's insurance covers the building, not your belongings or your personal liability. Renters insurance does, and in Nevada it typically costs about $15 to $30 a month. We help renters in Las Vegas, Henderson, Reno and Sparks find a policy that meets their lease requirements and protects what they own.",
    coverageHeading: "Coverage Options",
    coverages: [
      {
        name: "Personal Property",
        description:
          "Covers your furniture, clothing, electronics, bikes and other belongings if they are stolen or damaged by fire, smoke, a burst pipe or another covered cause, at home or away from it.",
      },
      {
        name: "Personal Liability",
        description:
          "Pays legal defense and damages if you accidentally injure someone or damage their property, for example if a kitchen fire you started spreads to a neighbor's unit.",
      },
      {
        name: "Loss of Use",
        description:
          "Also called additional living expenses. Pays for a hotel, meals and other extra costs if a covered loss forces you out of your rental while it is repaired.",
      },
      {
        name: "Medical Payments to Others",
        description:
          "Pays small medical bills for a guest injured in your home, regardless of fault, without the need for a lawsuit.",
      },
      {
        name: "Replacement Cost Coverage",
        description:
          "Pays what it costs to buy new items rather than their depreciated value. It adds a little to the premium but makes a large difference after a theft or fire.",
      },
      {
        name: "Scheduled Personal Property",
        description:
          "Adds specific coverage for valuable items such as engagement rings, jewelry, cameras or musical instruments, which otherwise have low limits for theft.",
      },
    ],
    stats: [
      {
        value: "$15-$30",
        label: "Typical monthly cost of renters insurance",
        note: "Varies by insurer, location, coverage amount and deductible.",
      },
    ],
    sections: [
      {
        heading: "What Renters Insurance Covers",
        body:
          "A renters policy (sometimes called HO-4) protects your belongings against covered causes such as fire, smoke, theft, vandalism, windstorm and sudden water damage from a burst pipe or an overflowing appliance. Coverage follows your belongings, so a laptop stolen from your car or luggage lost to a hotel fire is generally covered too, subject to your deductible.\n\nLike homeowners policies, renters policies exclude flood and earthquake, as well as damage from pests, mold that develops over time and ordinary wear and tear. Those limits are worth knowing before you need to file a claim.",
      },
      {
        heading: "What Renters Insurance Costs",
        body:
          "Renters insurance typically runs about $15 to $30 a month. Where you fall in that range depends on your location, the amount of coverage, your deductible, your claims history and the insurer, so your price varies by insurer. Bundling renters with your auto policy often earns a multi-policy discount that can offset much of the cost.",
      },
      {
        heading: "How Much Coverage Do You Need?",
        body:
          "Most people underestimate what their belongings are worth. Walk through your home room by room, or take a video, and estimate what it would cost to replace everything new: furniture, clothing, kitchen items, electronics and sports gear add up quickly.\n\nFor liability, limits of $100,000 or $300,000 are common choices. Check your lease as well, because some Nevada landlords and apartment communities require a specific minimum and ask to be listed as an interested party on your policy.",
      },
    ],
    faqs: [
      {
        question: "Is renters insurance required in Nevada?",
        answer:
          "State law doesn't require it, but landlords can, and many Nevada apartment communities make it a condition of the lease. Even when it isn't required, it is one of the least expensive ways to protect yourself from a large, unexpected bill.",
      },
      {
        question: "Doesn't my landlord's insurance cover my belongings?",
        answer:
          "No. Your landlord's policy covers the building and the landlord's own liability. If a fire or break-in damages your furniture, clothes or electronics, you would pay to replace them yourself unless you have renters insurance.",
      },
      {
        question: "Does renters insurance cover items stolen from my car?",
        answer:
          "Generally yes. Personal belongings stolen from your car are covered under your renters policy, subject to your deductible. Damage to the car itself, such as a broken window, falls under the comprehensive coverage on your auto policy.",
      },
      {
        question: "Are my roommates covered by my renters policy?",
        answer:
          "Usually not, unless they are a relative living with you or are specifically named on the policy. The simplest and safest approach is for each roommate to carry their own policy, so one person's claim doesn't affect another's record or limits.",
      },
      {
        question: "Does renters insurance cover my dog if it bites someone?",
        answer:
          "Personal liability usually covers dog bites, which can be expensive claims. Some insurers exclude certain breeds or dogs with a bite history, so tell us about your pets when we quote. Renters insurance doesn't pay your pet's veterinary bills; that requires separate pet insurance.",
      },
      {
        question: "What happens if a fire forces me to move out?",
        answer:
          "Loss of use coverage pays the extra costs of living elsewhere while your unit is repaired, such as a hotel or short-term rental and higher food costs, up to your policy limit. Keep your receipts, because the insurer reimburses costs above what you would normally spend.",
      },
      {
        question: "Does renters insurance cover flood damage?",
        answer:
          "No. Flooding from rising water outside, such as a flash flood, is excluded from renters policies. If you live on a ground floor in a flood-prone area, ask us about a separate flood policy for your belongings.",
      },
    ],
  },

  // ---------------------------------------------------------------- Condo
  {
    slug: "condo-insurance",
    layout: "full",
    navLabel: "Condo Insurance",
    icon: "building",
    cardSummary:
      "HO-6 coverage for your unit's interior, belongings and share of HOA assessments.",
    seoTitle: "Condo Insurance (HO-6) in Las Vegas, Nevada",
    metaDescription:
      "Condo insurance (HO-6) for Nevada owners: walls-in coverage, belongings, liability and loss assessment, matched to your HOA master policy. Free quotes.",
    heading: "Condo Insurance for Nevada Condo and Townhome Owners",
    intro:
      "Your HOA's master policy protects the building, but usually not everything inside your unit. A condo policy, also called an HO-6, fills that gap. We look at your association's documents with you and compare HO-6 policies from several insurers, so there are no surprises after a loss.",
    coverageHeading: "Coverage Options",
    coverages: [
      {
        name: "Walls-In Dwelling Coverage",
        description:
          "Covers the parts of your unit the master policy doesn't, such as interior walls, flooring, cabinets, countertops, fixtures and any upgrades you or previous owners made.",
      },
      {
        name: "Personal Property",
        description:
          "Covers your furniture, clothing, electronics and other belongings against theft, fire, burst pipes and other covered causes, at home or while you travel.",
      },
      {
        name: "Loss Assessment",
        description:
          "Pays your share when the HOA charges owners for a covered loss to common areas, or passes along the master policy's deductible, up to your coverage limit.",
      },
      {
        name: "Personal Liability",
        description:
          "Protects you if someone is hurt inside your unit or if you accidentally damage a neighbor's unit, covering legal defense and damages up to your limit.",
      },
      {
        name: "Loss of Use",
        description:
          "Pays for temporary housing, meals and other extra costs if a covered loss makes your condo unlivable while repairs are made.",
      },
      {
        name: "Medical Payments to Others",
        description:
          "Pays small medical bills for guests injured in your unit, regardless of fault.",
      },
      {
        name: "Optional Endorsements",
        description:
          "Add-ons such as water backup of drains and sewers, scheduled jewelry, and earthquake coverage, which standard condo policies exclude.",
      },
    ],
    sections: [
      {
        heading: "How the HOA Master Policy and Your HO-6 Fit Together",
        body:
          "Every condo association carries a master policy, but master policies vary a great deal in what they cover inside each unit. Your HO-6 should pick up exactly where the master policy stops, with no gap and no expensive overlap. Master policies generally fall into three types:",
        bullets: [
          "Bare walls: covers the building structure only; you insure everything from the drywall in, including fixtures, cabinets and flooring",
          "Single entity (original specifications): covers the unit's original fixtures and finishes; you insure upgrades and your belongings",
          "All-in (all-inclusive): covers fixtures and improvements inside units too; you mainly insure your belongings, liability and assessments",
        ],
      },
      {
        heading: "Walls-In Coverage: What It Protects",
        body:
          "Walls-in coverage (the dwelling part of an HO-6) pays to repair the interior of your unit that the master policy doesn't cover. Think of the things you would have to replace after a kitchen fire or a burst supply line: drywall and paint, flooring, cabinets, countertops, built-in appliances, light fixtures and any remodeling you have done.\n\nTo choose an amount, read your CC&Rs and the master policy summary to see where the association's responsibility ends, then estimate what it would cost to rebuild the rest of the interior at today's prices. We can help you work through both.",
      },
      {
        heading: "Loss Assessment and the Master Policy Deductible",
        body:
          "When a covered loss damages common areas, or the association's master policy carries a large deductible, the HOA can divide the cost among owners through a special assessment. Loss assessment coverage on your HO-6 pays your share of a covered assessment, up to your limit.\n\nFor example, if a covered fire in a building's common hallway leaves a $50,000 master policy deductible and the association splits it among 50 units, each owner could be assessed $1,000. Default loss assessment limits on many policies are modest, and raising them usually costs little, so compare your limit with your association's master policy deductible.",
      },
    ],
    faqs: [
      {
        question: "What is HO-6 insurance?",
        answer:
          "HO-6 is the standard industry name for a condo owner's policy. It covers the interior of your unit that the association doesn't insure, your belongings, your personal liability, loss of use and your share of HOA assessments. It is designed to work alongside your association's master policy.",
      },
      {
        question: "Is condo insurance required in Nevada?",
        answer:
          "State law doesn't require it, but your mortgage lender almost certainly will, and many associations require owners to carry an HO-6 under their CC&Rs. Even without a requirement, the master policy leaves you exposed for your belongings, liability and often the interior of your unit.",
      },
      {
        question: "How do I find out what my HOA's master policy covers?",
        answer:
          "Ask your HOA or property management company for the master policy's declarations page or a certificate of insurance, and read the insurance section of your CC&Rs. Look for which type of master policy it is and how large its deductible is. Send them to us and we will help you match your HO-6 to them.",
      },
      {
        question: "How much loss assessment coverage do I need?",
        answer:
          "A good rule is to carry at least enough to cover your share of the master policy deductible, since that is the most common assessment after a covered loss. If the association has a large deductible or few units to share costs, consider a higher limit. Increasing loss assessment coverage is usually inexpensive.",
      },
      {
        question: "Who pays if water from my unit damages the unit below?",
        answer:
          "It depends on the cause and your association's rules. If you were negligent, for example by leaving a bathtub running, your liability coverage may pay for the neighbor's damage, and your walls-in coverage repairs your own unit. Some CC&Rs also let the HOA charge the master policy deductible to the owner whose unit the water came from; depending on the insurer, loss assessment coverage or an endorsement may help pay that charge.",
      },
      {
        question: "I rent out my condo. Does a regular HO-6 cover it?",
        answer:
          "Not fully. When you rent your unit to a long-term tenant, you usually need a policy or endorsement written for rented condos, and your tenant should carry their own renters insurance. Short-term rentals often need different coverage again, and many HOAs and local rules restrict them, so tell us how you use the unit.",
      },
      {
        question: "Is a townhome insured like a condo?",
        answer:
          "It depends on what you legally own. If you own only the interior of your unit and the association insures the structure, an HO-6 is the right fit. If you own the building and the land under it, you may need a standard homeowners policy instead. Your deed and CC&Rs answer the question, and we can help you read them.",
      },
    ],
  },

  // ---------------------------------------------------------------- Mobile home (simple)
  {
    slug: "mobile-home-insurance",
    layout: "simple",
    navLabel: "Mobile Home Insurance",
    icon: "caravan",
    cardSummary:
      "Coverage built for manufactured and mobile homes, in a park or on your own land.",
    seoTitle: "Mobile Home Insurance in Las Vegas, Nevada",
    metaDescription:
      "Mobile and manufactured home insurance for Nevada owners: dwelling, personal property, liability and additional structures. Request a free quote today.",
    heading: "Mobile Home Insurance in Nevada",
    intro:
      "Manufactured and mobile homes need coverage written for how they are built and where they sit. We compare mobile home policies from insurers that specialize in them, whether your home is in a community park in Las Vegas or Henderson or on your own land in northern Nevada.",
    coverageHeading: "Protection Includes",
    coverages: [
      {
        name: "Dwelling",
        description:
          "Pays to repair or replace your mobile or manufactured home, including attached structures like decks and carports, after fire, windstorm, hail, theft, vandalism and other covered causes.",
      },
      {
        name: "Personal Property",
        description:
          "Covers your furniture, clothing, electronics and other belongings inside the home, and often while you are away from it.",
      },
      {
        name: "Liability",
        description:
          "Protects you if a visitor is injured on your property or you accidentally damage someone else's property, including legal defense costs, up to your limit.",
      },
      {
        name: "Additional Structures",
        description:
          "Covers detached structures on your lot, such as sheds, detached carports, fences and workshops.",
      },
    ],
    sections: [
      {
        heading: "Specialized Mobile Home Coverage",
        body:
          "Many standard homeowners insurers won't write a policy on a manufactured or mobile home, and those that do may not account for how these homes are built, anchored and valued. A dedicated mobile home policy is designed around those differences, including wind exposure, tie-downs and skirting, and the age of the home. Newer homes can often be insured for replacement cost, while older homes may be covered at actual cash value; we will explain which you are getting.\n\nIf your home sits in a park, your lot agreement may require liability coverage, and a lender will require coverage on the home itself. We compare options from several insurers so you get protection that fits your home and meets those requirements.",
      },
    ],
    faqs: [],
  },

  // ---------------------------------------------------------------- Motorcycle (simple)
  {
    slug: "motorcycle-insurance",
    layout: "simple",
    navLabel: "Motorcycle Insurance",
    icon: "bike",
    cardSummary:
      "Required liability plus collision, comprehensive, custom parts and roadside help for Nevada riders.",
    seoTitle: "Motorcycle Insurance in Las Vegas, Nevada",
    metaDescription:
      "Motorcycle insurance for Nevada riders: required liability, collision, comprehensive, accessory coverage and roadside assistance. Get a free quote today.",
    heading: "Motorcycle Insurance in Nevada",
    intro:
      "Southern Nevada's mild winters mean many riders are on the road all year, from daily commutes across the Las Vegas valley to weekend rides out to Red Rock Canyon or around Lake Tahoe. We compare motorcycle policies from several insurers to find coverage that fits your bike and the way you ride.",
    coverageHeading: "Protection Includes",
    coverages: [
      {
        name: "Liability",
        description:
          "Required by law in Nevada, at the same minimum limits as cars: $25,000 per person and $50,000 per accident for injuries, and $20,000 for property damage. Pays for injuries and damage you cause to others.",
      },
      {
        name: "Collision",
        description:
          "Pays to repair or replace your motorcycle after a crash with a vehicle or an object, regardless of fault, minus your deductible.",
      },
      {
        name: "Comprehensive",
        description:
          "Covers theft, vandalism, fire, hail, falling objects and animal strikes, minus your deductible. Motorcycles are easier to steal than cars, so this matters.",
      },
      {
        name: "Accessory Coverage",
        description:
          "Covers custom parts and equipment such as aftermarket exhausts, saddlebags, chrome and paint, and often your riding gear, up to the amount you choose.",
      },
      {
        name: "Roadside Assistance",
        description:
          "Pays for towing, jump-starts, flat-tire help and fuel delivery if your bike breaks down, which is valuable on long stretches of desert highway.",
      },
    ],
    sections: [
      {
        heading: "Specialized Motorcycle Coverage",
        body:
          "A motorcycle policy is written for the risks riders face, not adapted from a car policy. Riders are more exposed in a crash, bikes are easier to steal, and custom work can add thousands to a motorcycle's value, so the details of your coverage matter. We look at how you ride, whether you carry passengers, and what you have added to your bike.\n\nRiders in northern Nevada who park their bikes for the winter may be able to reduce coverage during storage while keeping protection against theft and fire. Many insurers also offer discounts for completing an approved motorcycle safety course, bundling with your auto policy, or insuring more than one bike.",
      },
    ],
    faqs: [],
  },

  // ---------------------------------------------------------------- Boat (simple)
  {
    slug: "boat-insurance",
    layout: "simple",
    navLabel: "Boat Insurance",
    icon: "sailboat",
    cardSummary:
      "Coverage for your boat, trailer and time on Lake Mead, Lake Las Vegas and other Nevada waters.",
    seoTitle: "Boat Insurance in Las Vegas, Nevada | Free Quotes",
    metaDescription:
      "Boat insurance for Nevada boaters on Lake Mead, Lake Las Vegas and beyond: physical damage, liability, medical payments, trailer cover and on-water towing.",
    heading: "Boat Insurance in Nevada",
    intro:
      "Whether you fish on Lake Mead, cruise Lake Las Vegas, or tow a personal watercraft to Lake Mohave or Lake Tahoe, your boat deserves protection on the water, on the trailer and in storage. We compare boat insurance from several insurers for ski boats, pontoons, fishing boats, sailboats and personal watercraft.",
    coverageHeading: "Protection Includes",
    coverages: [
      {
        name: "Physical Damage",
        description:
          "Pays to repair or replace your boat, motor and permanently attached equipment after a collision, sinking, fire, theft, vandalism or storm, minus your deductible.",
      },
      {
        name: "Liability",
        description:
          "Covers injuries to other people and damage to their boats, docks or property that you cause while operating your boat, including legal defense, up to your limit.",
      },
      {
        name: "Medical Payments",
        description:
          "Pays medical bills for you and your passengers if someone is hurt aboard your boat or while water skiing or tubing behind it, regardless of fault.",
      },
      {
        name: "Trailer Coverage",
        description:
          "Covers your boat trailer against collision, theft and other covered damage, on the road and while parked at home or in storage.",
      },
      {
        name: "On-Water Towing",
        description:
          "Pays for a tow back to the launch ramp or marina if your boat breaks down, runs out of fuel or runs aground, often far from help on a large lake.",
      },
    ],
    sections: [
      {
        heading: "Specialized Boat Coverage",
        body:
          "Boating in Nevada comes with its own risks. Lake Mead's changing water levels can expose rocks, shoals and old structures that weren't there last season, and afternoon winds can kick up rough water quickly. Lake Las Vegas, Lake Mohave and Lake Tahoe each have their own conditions, and most boats spend as many miles on a trailer behind a truck as they do on the water.\n\nA boat policy is built for those risks, with coverage for the hull, motor and equipment, liability for the people around you, and help getting back to shore. Many marinas require proof of liability coverage and lenders require physical damage coverage, and we can compare options from several insurers to meet both.",
      },
    ],
    faqs: [],
  },
];
