/**
 * The privacy notice for customers (/privacy-notice), which the Gramm-Leach-Bliley Act asks an
 * insurance producer to give the people it insures: laid out like the federal model form (Facts;
 * Why, What, How; the sharing table; who we are; what we do; definitions). `{agency}` is replaced
 * with the agency's name; its address and phone come from the configuration.
 */
export const privacyNotice = {
  /** The day this version took effect (YYYY-MM-DD). */
  revised: "2026-11-27",
  why: "Financial companies, including insurance agencies, choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share and protect your personal information. Please read this notice carefully to understand what we do.",
  what: {
    intro: "The types of personal information we collect and share depend on the insurance you have with us. This information can include:",
    items: [
      "your name, address, date of birth, driver's license number and contact details",
      "your insurance and claims history, and the vehicles, property and businesses you insure",
      "payment history and, through the insurance companies, driving records and credit-based insurance scores",
    ],
  },
  how: "All financial companies need to share customers' personal information to run their everyday business. In the section below, we list the reasons financial companies can share their customers' personal information, the reasons {agency} chooses to share, and whether you can limit this sharing.",
  /** Reason, does the agency share, can you limit it. */
  sharing: [
    { reason: "For our everyday business purposes: to quote, place and service your insurance, process your claims, respond to court orders and legal investigations, or report to insurance regulators", shares: "Yes", limit: "No" },
    { reason: "For our marketing purposes: to offer our products and services to you", shares: "No", limit: "We don't share" },
    { reason: "For joint marketing with other financial companies", shares: "No", limit: "We don't share" },
    { reason: "For our affiliates' everyday business purposes: information about your transactions and experiences", shares: "No", limit: "We don't share" },
    { reason: "For our affiliates' everyday business purposes: information about your creditworthiness", shares: "No", limit: "We don't share" },
    { reason: "For our affiliates to market to you", shares: "No", limit: "We don't share" },
    { reason: "For nonaffiliates to market to you", shares: "No", limit: "We don't share" },
  ],
  whatWeDo: [
    {
      question: "How does {agency} protect my personal information?",
      answer: "To protect your personal information from unauthorized access and use, we use security measures that comply with federal law. These measures include computer safeguards, secured files and buildings, and access limited to the staff who need it to serve you.",
    },
    {
      question: "How does {agency} collect my personal information?",
      answer: "We collect your personal information, for example, when you apply for insurance or ask for a quote, file a claim, give us your contact information, pay your premiums, or show us your driver's license. We also collect it from others, such as the insurance companies we place your policies with, motor vehicle records and consumer reporting agencies (through those insurance companies).",
    },
    {
      question: "Why can't I limit all sharing?",
      answer: "Federal law gives you the right to limit only sharing for affiliates' everyday business purposes (information about your creditworthiness), affiliates using your information to market to you, and sharing with nonaffiliates so they can market to you. We do none of these. State laws may give you additional rights; see below.",
    },
  ],
  definitions: [
    { term: "Affiliates", meaning: "Companies related by common ownership or control. They can be financial and nonfinancial companies. {agency} has no affiliates." },
    { term: "Nonaffiliates", meaning: "Companies not related by common ownership or control. They can be financial and nonfinancial companies. The nonaffiliates we share with are the insurance companies that quote, issue and service your policies and handle your claims, and the service providers who help us run the agency. {agency} does not share with nonaffiliates so they can market to you." },
    { term: "Joint marketing", meaning: "A formal agreement between nonaffiliated financial companies that together market financial products or services to you. {agency} does not jointly market." },
  ],
  other: [
    "Nevada residents: you may ask us not to sell your personal information, or ask for a copy of it or to correct or delete it, using our privacy request form. We do not sell personal information.",
    "The insurance companies that issue your policies send you their own privacy notices, which cover what they collect and share.",
    "Our Privacy Policy explains what this website collects and how long we keep it.",
  ],
} as const;
