/**
 * The help desk's English test set: questions as visitors type them (lower case, typos,
 * slang, abbreviations), each with every page of the site that answers it, best first.
 * Pages are checked against app/content (products, industries, articles, claims, pay-per-mile,
 * coverage review, careers, privacy, privacy notice, accessibility) and the office facts on /contact.
 */
import type { EvaluationQuestion } from "./evaluation-question.ts";

export const englishQuestions: EvaluationQuestion[] = [
  // ------------------------------------------------------------------ Auto
  { question: "whats the minimum car insurance you need in nevada", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada", "/blog/compare-insurance-rates-guide"] },
  { question: "need an sr22 after my dui can u help", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "how long do i have to keep an sr-22 in nv", pages: ["/auto-insurance"] },
  { question: "is nevada a no fault state", pages: ["/auto-insurance"] },
  { question: "do i need pip in nevada", pages: ["/auto-insurance"] },
  { question: "what does comprehensiv cover on a car", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada", "/blog/save-money-insurance-2025"] },
  { question: "is um coverage required here or optional", pages: ["/blog/cheapest-car-insurance-nevada", "/auto-insurance"] },
  { question: "i drive for uber part time do i need extra insurence", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada", "/blog/compare-insurance-rates-guide"] },
  { question: "what happens if my financed car gets totaled and i owe more than its worth", pages: ["/auto-insurance"] },
  { question: "what happens if you get caught driving without insurance in nevada", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "why is car insurance so expensive in vegas compared to reno", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "is full coverage required by law in nv", pages: ["/blog/cheapest-car-insurance-nevada", "/auto-insurance"] },
  { question: "how fast can i get a quote for my ride", pages: ["/auto-insurance"] },
  { question: "how much is car insurance for a 19 year old", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"], guard: "price" },

  // ------------------------------------------------------------------ Pay-per-mile
  { question: "i barely drive, maybe 5k miles a year. is there insurance that charges by the mile", pages: ["/just-insurance", "/auto-insurance", "/blog/cheapest-car-insurance-nevada"] },
  { question: "pay per mile insurance how does it work", pages: ["/just-insurance", "/auto-insurance"] },
  { question: "do i have to plug a tracking device in my car for pay per mile", pages: ["/just-insurance"] },
  { question: "pay per mile what happens if i take a long road trip", pages: ["/just-insurance"] },
  { question: "how much a month is the pay per mile plan", pages: ["/just-insurance", "/auto-insurance"], guard: "price" },

  // ------------------------------------------------------------------ Home
  { question: "does home insurence cover flooding from monsoon storms", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "is earthquake damage covered on a regular homeowners policy", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "is homeowners insurance mandatory in nevada", pages: ["/home-insurance"] },
  { question: "replacement cost vs actual cash value whats the difference", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada", "/commercial-property-insurance"] },
  { question: "are block walls and a detached casita covered under home insurance", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "how much dwelling coverage should i carry on my house", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "do i need more liability coverage because i have a pool", pages: ["/home-insurance"] },
  { question: "tips to lower my homeowners premium", pages: ["/blog/affordable-home-insurance-nevada", "/home-insurance", "/blog/lower-insurance-costs"] },
  { question: "does an old roof make home insurance go up", pages: ["/blog/affordable-home-insurance-nevada", "/home-insurance"] },
  { question: "my insurer wont renew my house in reno because of wildfire risk what can i do", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "how much does it cost to insure a house in henderson", pages: ["/home-insurance", "/blog/affordable-home-insurance-nevada"], guard: "price" },

  // ------------------------------------------------------------------ Renters
  { question: "is renters insurence required in nevada", pages: ["/renters-insurance"] },
  { question: "doesnt my landlords insurance cover my stuff", pages: ["/renters-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "does renters insurance cover dog bites", pages: ["/renters-insurance"] },
  { question: "can me and my roommate share one renters policy", pages: ["/renters-insurance"] },
  { question: "how much is renters insurance a month in vegas", pages: ["/renters-insurance", "/blog/affordable-home-insurance-nevada", "/blog/lower-insurance-costs"], guard: "price" },

  // ------------------------------------------------------------------ Condo
  { question: "what is an ho-6 policy", pages: ["/condo-insurance", "/blog/affordable-home-insurance-nevada"] },
  { question: "my hoa has a master policy do i still need condo insurance", pages: ["/condo-insurance"] },
  { question: "what is loss assessment coverage", pages: ["/condo-insurance"] },
  { question: "i rent out my condo to a long term tenant does a normal ho6 work", pages: ["/condo-insurance"] },
  { question: "who is responsible when water from one condo leaks into the unit below", pages: ["/condo-insurance"] },
  { question: "is a townhome insured like a condo or a house", pages: ["/condo-insurance"] },

  // ------------------------------------------------------------------ Mobile home, motorcycle, boat
  { question: "do you insure manufactured homes in a mobile home park", pages: ["/mobile-home-insurance"] },
  { question: "older mobile home, would it be replacement cost or actual cash value", pages: ["/mobile-home-insurance"] },
  { question: "motorcycle insurance that covers custom exhaust and saddlebags", pages: ["/motorcycle-insurance"] },
  { question: "is liability required on a motorcycle in nv", pages: ["/motorcycle-insurance"] },
  { question: "can i reduce coverage on my bike while its stored for the winter", pages: ["/motorcycle-insurance"] },
  { question: "boat insurance for lake mead", pages: ["/boat-insurance"] },
  { question: "does boat insurance cover the trailer too", pages: ["/boat-insurance"] },
  { question: "do u insure jet skis", pages: ["/boat-insurance"] },

  // ------------------------------------------------------------------ Life
  { question: "term or whole life which one is better", pages: ["/life-insurance", "/blog/lower-insurance-costs"] },
  { question: "how much life insurance do i actually need", pages: ["/life-insurance", "/blog/lower-insurance-costs"] },
  { question: "can i get life insurance without a medical exam", pages: ["/life-insurance"] },
  { question: "can i get life insurence if i have diabetes", pages: ["/life-insurance"] },
  { question: "is a life insurance payout taxed", pages: ["/life-insurance"] },
  { question: "i have life insurance through my job is that enough", pages: ["/life-insurance", "/blog/lower-insurance-costs"] },
  { question: "how much would a 20 year term policy cost for a 35 year old", pages: ["/life-insurance", "/blog/save-money-insurance-2025"], guard: "price" },

  // ------------------------------------------------------------------ Business
  { question: "what business insurance is required by law in nevada", pages: ["/business-insurance", "/blog/small-business-insurance-savings"] },
  { question: "what is a bop", pages: ["/business-insurance", "/blog/small-business-insurance-savings"] },
  { question: "do i need workers comp if i only have 2 part time employees", pages: ["/business-insurance", "/blog/small-business-insurance-savings", "/restaurant-insurance"] },
  { question: "does gl cover mistakes in the advice i give clients", pages: ["/business-insurance", "/blog/small-business-insurance-savings"] },
  { question: "does a small business really need cyber insurance", pages: ["/business-insurance", "/technology-insurance"] },
  { question: "employees use their own cars for work errands do we need commercial auto", pages: ["/business-insurance", "/blog/small-business-insurance-savings"] },
  { question: "how can my small business save money on insurance", pages: ["/blog/small-business-insurance-savings"] },
  { question: "how much is general liability for a small cleaning business", pages: ["/business-insurance", "/industries"], guard: "price" },

  // ------------------------------------------------------------------ Industries
  { question: "do yall insure restaurants", pages: ["/restaurant-insurance", "/industries"] },
  { question: "liquor liability for my bar", pages: ["/restaurant-insurance"] },
  { question: "what insurance does a food truck need", pages: ["/restaurant-insurance"] },
  { question: "contractor here, do i need workers comp if i only use subs", pages: ["/construction-insurance"] },
  { question: "what bond do i need for a nevada contractors license", pages: ["/construction-insurance"] },
  { question: "malpractice tail coverage when switching jobs", pages: ["/healthcare-insurance"] },
  { question: "insurance for a med spa doing botox and lasers", pages: ["/healthcare-insurance"] },
  { question: "product recall insurance for a manufacturing company", pages: ["/manufacturing-insurance"] },
  { question: "im a freelance web developer do i need e&o", pages: ["/technology-insurance", "/business-insurance"] },
  { question: "my commercial building is going to sit vacant for a few months", pages: ["/commercial-property-insurance"] },
  { question: "whats the difference between garage liability and garagekeepers", pages: ["/auto-dealer-insurance", "/blog/garage-insurance-gaps"] },
  { question: "what covers a car lot if a buyer pays with a fake cashiers check", pages: ["/auto-dealer-insurance", "/blog/garage-insurance-gaps"] },
  { question: "do you insure churches or nonprofits", pages: ["/industries"] },
  { question: "do you do insurance for small motels", pages: ["/industries"] },
  { question: "what industries do you insure", pages: ["/industries", "/business-insurance"] },
  { question: "insurance for a plumbing company with tools and work vans", pages: ["/industries", "/construction-insurance", "/business-insurance"] },

  // ------------------------------------------------------------------ Guides
  { question: "ways to save money on insurance", pages: ["/blog/save-money-insurance-2025", "/blog/lower-insurance-costs", "/blog/insurance-discounts-2025"] },
  { question: "what discounts can i get on car insurance", pages: ["/blog/insurance-discounts-2025", "/blog/cheapest-car-insurance-nevada", "/auto-insurance"] },
  { question: "how do i compare insurance quotes apples to apples", pages: ["/blog/compare-insurance-rates-guide"] },
  { question: "cheapest car insurance in nevada", pages: ["/blog/cheapest-car-insurance-nevada", "/auto-insurance"] },
  { question: "military or veteran discount", pages: ["/blog/insurance-discounts-2025", "/blog/save-money-insurance-2025", "/blog/cheapest-car-insurance-nevada"] },
  { question: "independent agent vs captive agent", pages: ["/blog/compare-insurance-rates-guide", "/coverage-review"] },
  { question: "should i drop collision on my old car", pages: ["/blog/save-money-insurance-2025", "/blog/cheapest-car-insurance-nevada", "/blog/lower-insurance-costs"] },
  { question: "does bundling home and auto actually save money", pages: ["/blog/insurance-discounts-2025", "/blog/lower-insurance-costs", "/blog/save-money-insurance-2025"] },
  { question: "does my credit score affect my insurance in nevada", pages: ["/blog/lower-insurance-costs", "/blog/save-money-insurance-2025", "/auto-insurance"] },
  { question: "coverage gaps for auto repair shops", pages: ["/blog/garage-insurance-gaps", "/auto-dealer-insurance"] },

  // ------------------------------------------------------------------ Claims
  { question: "how do i file a claim", pages: ["/submit-claim", "/contact"] },
  { question: "what info do i need to report a claim", pages: ["/submit-claim"] },
  { question: "how long before an adjuster contacts me", pages: ["/submit-claim"] },
  { question: "someone hit my car in the parking lot", pages: ["/submit-claim", "/contact"], guard: "claim" },
  { question: "i just got in an accident what do i do", pages: ["/submit-claim", "/contact"], guard: "claim" },
  { question: "water leak in kitchen, water all over the floor right now", pages: ["/submit-claim", "/contact"], guard: "claim" },
  { question: "my apartment got broken into last night and they took my tv", pages: ["/submit-claim", "/contact"], guard: "claim" },
  { question: "a customer slipped and fell in my store today", pages: ["/submit-claim", "/contact"], guard: "claim" },

  // ------------------------------------------------------------------ Am I covered
  { question: "am i covered if my teenager crashes my car", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada", "/coverage-review"], guard: "bound" },
  { question: "will my insurance pay for hail damage on my car", pages: ["/auto-insurance"], guard: "bound" },
  { question: "will my renters policy pay for a laptop stolen out of my car", pages: ["/renters-insurance"], guard: "bound" },
  { question: "doing doordash tonight, am i covered on my regular policy", pages: ["/auto-insurance", "/blog/cheapest-car-insurance-nevada"], guard: "bound" },

  // ------------------------------------------------------------------ Office
  { question: "where are you located", pages: ["/contact"] },
  { question: "are you open on sunday", pages: ["/contact"] },
  { question: "phone number", pages: ["/contact"] },
  { question: "claims number after hours", pages: ["/submit-claim", "/contact"] },
  { question: "saturday hours", pages: ["/contact"] },
  { question: "is there parking at your office", pages: ["/contact"] },
  { question: "how do i pay my bill online", pages: ["/contact"] },
  { question: "whats your email", pages: ["/contact"] },

  // ------------------------------------------------------------------ Coverage review
  { question: "is the coverage review actually free", pages: ["/coverage-review"] },
  { question: "what should i bring for a policy review", pages: ["/coverage-review"] },
  { question: "can you look over a policy i bought online from another company", pages: ["/coverage-review"] },

  // ------------------------------------------------------------------ Careers
  { question: "are you hiring", pages: ["/careers"] },
  { question: "do i need an insurance license to apply for a job there", pages: ["/careers"] },
  { question: "claims specialist job opening", pages: ["/careers"] },

  // ------------------------------------------------------------------ Privacy
  { question: "do you sell my data", pages: ["/privacy", "/privacy-notice"] },
  { question: "how do i get you to delete my information", pages: ["/privacy", "/privacy-notice"] },
  { question: "how long do you keep claim info", pages: ["/privacy"] },
  { question: "do you use cookies or tracking pixels", pages: ["/privacy"] },
  { question: "how do i stop getting text messages from you guys", pages: ["/privacy"] },
  { question: "do you share my info with affiliates for marketing", pages: ["/privacy-notice", "/privacy"] },

  // ------------------------------------------------------------------ Accessibility
  { question: "is your website accessible with a screen reader", pages: ["/accessibility"] },
  { question: "can i get documents in large print", pages: ["/accessibility"] },
  { question: "how do i report a problem using your site with just a keyboard", pages: ["/accessibility"] },
];
