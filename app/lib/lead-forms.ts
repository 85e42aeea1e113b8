/**
 * What each back-office inbox is called and how it is searched, for pages and
 * exports. The URLs live in ./inbox-paths.ts; the tables in app/server/inbox/lead-tables.ts.
 */
import { leadForms, type LeadForm } from "./inbox-paths.ts";

export { leadForms, type LeadForm };

export interface LeadFormInfo {
  /** The inbox's heading and the dashboard tile, e.g. "Quote Requests". */
  title: string;
  /** One record, e.g. "Quote request". */
  singular: string;
  /** What the search box looks in. */
  searchHint: string;
  /** The CSV file's name, before the date. */
  exportName: string;
  /** The dashboard tile's sentence. */
  description: string;
}

export const leadFormInfo: Record<LeadForm, LeadFormInfo> = {
  quotes: {
    title: "Quote Requests",
    singular: "Quote request",
    searchHint: "Name, email, phone or ZIP code",
    exportName: "quote-requests",
    description: "Free quote requests from the quote form.",
  },
  claims: {
    title: "Claims",
    singular: "Claim",
    searchHint: "Name, email, phone or claim number",
    exportName: "claims",
    description: "Claims filed online, with their photos and documents.",
  },
  applications: {
    title: "Job Applications",
    singular: "Job application",
    searchHint: "Name, email, phone or ZIP code",
    exportName: "job-applications",
    description: "Applications from the careers page, with resumes.",
  },
  "pay-per-mile": {
    title: "Pay-per-mile Quotes",
    singular: "Pay-per-mile quote",
    searchHint: "Name, email, phone or ZIP code",
    exportName: "pay-per-mile-quotes",
    description: "Pay-per-mile auto quote requests.",
  },
  "coverage-reviews": {
    title: "Coverage Reviews",
    singular: "Coverage review",
    searchHint: "Name, email, phone or carrier",
    exportName: "coverage-reviews",
    description: "Free coverage review requests, with declarations pages.",
  },
  messages: {
    title: "Messages",
    singular: "Message",
    searchHint: "Name, email, phone or words in the message",
    exportName: "contact-messages",
    description: "Messages sent from the contact page.",
  },
};

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === "string" && (leadForms as readonly string[]).includes(value);
}
