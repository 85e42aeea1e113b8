/**
 * Free Coverage Review page content (/coverage-review).
 * The page's buttons (Request a Coverage Review -> /quote, Call Us -> phone link)
 * and all contact details come from the page component and agency configuration.
 */
import type { Faq, ProseSection } from "./types.ts";

export const coverageReview: {
  intro: string;
  whatWeReview: { title: string; description: string }[];
  steps: { title: string; description: string }[];
  sections: ProseSection[];
  faqs: Faq[];
} = {
  intro:
    "Most people buy a policy, set up automatic payments and never look at it again, until a claim shows what it does not cover. Our free coverage review puts a licensed agent next to your current auto, home and business policies to look for gaps, outdated limits and missed savings. There is no cost and no obligation to switch: you leave with a clear picture of what you have and what, if anything, should change.",
  whatWeReview: [
    {
      title: "Auto liability limits vs. your assets",
      description:
        "Nevada's minimum liability limits of $25,000 per person, $50,000 per accident and $20,000 for property damage can be used up quickly by a serious accident. We compare your limits with what you have to protect.",
    },
    {
      title: "Home dwelling replacement cost",
      description:
        "Building costs change over time. We check whether your dwelling limit would actually rebuild your home today, and whether your policy pays replacement cost or actual cash value.",
    },
    {
      title: "Liability and umbrella coverage",
      description:
        "We look at the liability limits across your auto and home policies and whether a personal umbrella policy would add meaningful protection for a modest cost.",
    },
    {
      title: "Deductibles",
      description:
        "A higher deductible can lower your premium, but only if you could comfortably pay it after a loss. We help you find the balance that fits your budget.",
    },
    {
      title: "Discounts and bundling",
      description:
        "Bundling home and auto, safety features, good driving records and paying in full can all affect price. We check which discounts you already receive and which you may be missing.",
    },
    {
      title: "Business coverage",
      description:
        "For business owners, we review general liability, property, workers' comp, commercial auto and any contract requirements to make sure your coverage still matches how your business operates.",
    },
  ],
  steps: [
    {
      title: "Share what you have",
      description:
        "Request a review online or call our office, and send us the declarations pages of your current policies. Those summary pages list your coverages, limits and deductibles.",
    },
    {
      title: "We review your coverage",
      description:
        "A licensed agent compares your coverage with your home, vehicles, business and budget, looks for gaps and overlaps, and compares options from the insurers we represent.",
    },
    {
      title: "Get clear recommendations",
      description:
        "We walk you through what we found in plain language: what is working, what leaves you exposed and where you may save. You decide what, if anything, to change.",
    },
  ],
  sections: [
    {
      heading: "When a review makes the most sense",
      body:
        "A coverage review is worth doing every year or two, and especially after a change in your life or business. Policies do not update themselves when your situation does.",
      bullets: [
        "You bought, sold or remodeled a home, or started renting.",
        "You added a teen driver, a new vehicle, a boat or a motorcycle.",
        "You married, divorced, had a child or retired.",
        "Your business hired employees, signed a new contract or moved locations.",
        "Your premium went up at renewal and you are not sure why.",
      ],
    },
    {
      heading: "Why an independent agency",
      body:
        "A captive agent can only show you one company's products. As an independent agency, we work with multiple insurers, so if your current coverage is a good fit we will say so, and if a different option gives you better protection or a better price, we can show you the comparison side by side.",
    },
  ],
  faqs: [
    {
      question: "Is the coverage review really free?",
      answer:
        "Yes. There is no fee for the review and no obligation to buy anything or switch insurers. If your current coverage is a good fit, we will tell you that.",
    },
    {
      question: "What do I need for the review?",
      answer:
        "The declarations pages of your current policies are the most helpful, since they list coverages, limits, deductibles and premiums. If you do not have them handy, a copy of your policy or even your insurer's app or account page is a good start, and we can work from there.",
    },
    {
      question: "Do I have to switch insurers?",
      answer:
        "No. Sometimes the best recommendation is a small change with your current insurer, such as raising a liability limit or adjusting a deductible. If we find a better option elsewhere, we show you the comparison and the decision is entirely yours.",
    },
    {
      question: "Can you review a policy I bought somewhere else?",
      answer:
        "Yes. Most of the policies we review were written by another agent, a direct insurer or online. We review what you have regardless of where you bought it.",
    },
    {
      question: "Do you review business insurance too?",
      answer:
        "Yes. We review general liability, commercial property, workers' comp, commercial auto, professional liability and other business coverage, along with the insurance requirements in your leases and contracts. Business reviews often turn up missing endorsements or limits that no longer match the business.",
    },
  ],
};
