/** Copy of the home page's sections (agency facts come from configuration). */

export const homeHero = {
  eyebrow: "Independent · Veteran-Owned · Las Vegas",
  heading: "Insurance that fits your life, from people who answer the phone",
  intro:
    "We compare coverage from several insurers for Nevada families and businesses, explain it in plain English, and stay with you when it is time to file a claim.",
};

export const howItWorks = {
  heading: "How it works",
  intro: "Getting better coverage should not take an afternoon on hold.",
  steps: [
    {
      title: "Tell us what you need",
      description: "Fill in the free quote form in a few minutes, or call the office. Share your current policy if you have one.",
    },
    {
      title: "We shop several insurers",
      description: "A licensed agent compares coverage, limits, deductibles and price across the insurers we work with.",
    },
    {
      title: "You choose, with no pressure",
      description: "We walk you through the options side by side, answer every question, and set up the policy you pick.",
    },
  ],
};

export const whyIndependent = {
  heading: "Why work with an independent agency?",
  points: [
    {
      icon: "search" as const,
      title: "Choice, not a single price list",
      description: "A captive agent sells one company's policies. We compare several, so you see what the market offers before you decide.",
    },
    {
      icon: "shield-check" as const,
      title: "Advice you can hold us to",
      description: "We explain what a policy covers and what it leaves out, including the limits we would choose for our own families.",
    },
    {
      icon: "users" as const,
      title: "One team for home, auto and business",
      description: "Keep your policies in one place, with one team that knows your situation when something changes or goes wrong.",
    },
    {
      icon: "badge-check" as const,
      title: "Veteran-owned and local",
      description: "We are a Las Vegas agency founded by a veteran. We know Nevada's roads, weather, laws and neighborhoods.",
    },
  ],
};

export const officeVisit = {
  heading: "Visit our Las Vegas office",
  intro: "Prefer to talk face to face? Stop by with your current policies and we will review them with you.",
  blurbs: [
    { icon: "map-pin" as const, title: "Easy parking", description: "Free parking right outside the building, with accessible spaces close to the entrance." },
    { icon: "users" as const, title: "Personal service", description: "Sit down with a licensed agent who takes the time to understand your needs. No call centers, no scripts." },
    { icon: "badge-check" as const, title: "Local expertise", description: "We live and work here, so we know what Nevada drivers, homeowners and business owners really need." },
  ],
};

export const claimsHelp = {
  heading: "Need to file a claim?",
  text: "Report it online any time, or call our claims hotline. An adjuster reviews new claims within 24 hours, and we stay with you until it is resolved.",
};
