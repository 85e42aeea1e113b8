/**
 * A campaign's email (docs/product.md#campaigns): its template in Markdown with merge fields
 * (`{{first_name}}` …), filled for one person and laid out like every other email of the agency,
 * with an HTML part (Markdown → HTML through an allowlist sanitizer) and a plain-text part.
 * Merge values are escaped before the Markdown is rendered: a customer's name can never add a
 * link or markup to the message.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { fullAddress, parseUsPhone, type Agency } from "../../config/agency.ts";
import { MERGE_FIELD_PATTERN, mergeFields, type MergeFieldName } from "../../lib/campaigns.ts";
import { INTL_LOCALE, type Locale } from "../../lib/i18n/locale.ts";
import { policyLineLabel } from "../../lib/policies.ts";
import { escapeHtml, renderEmail, type RenderedEmail } from "../mail/render-email.ts";
import { messageLanguage, type Campaign } from "./campaign-row.ts";

export type MergeValues = Record<MergeFieldName, string>;

/** What a message can say about its person; each part may be missing (a lead has no policy). */
export interface MergeFacts {
  /** The customer's or lead's full name (a business's contact person when it has one). */
  fullName: string;
  policy: { line: string; carrier: string; policyNumber: string; expirationDate: string } | null;
  owner: { name: string; phone: string | null; email: string } | null;
}

/** "2027-01-15" → "Friday, January 15, 2027" / "viernes, 15 de enero de 2027" (a calendar day, not shifted). */
export function calendarDateInWords(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

const firstNameFallback: Record<Locale, string> = { en: "there", es: "cliente" };

export function mergeValuesFor(facts: MergeFacts, agency: Agency, locale: Locale): MergeValues {
  const fullName = facts.fullName.replace(/\s+/g, " ").trim();
  const phone = (value: string | null) => (value ? (parseUsPhone(value)?.display ?? value) : "");
  // Without an owner on the team the agency itself signs: its name, main number and inbox.
  const owner = facts.owner;
  return {
    first_name: fullName.split(" ")[0] || firstNameFallback[locale],
    full_name: fullName,
    policy_line: facts.policy ? policyLineLabel(facts.policy.line) : "",
    carrier: facts.policy?.carrier ?? "",
    policy_number: facts.policy?.policyNumber ?? "",
    renewal_date: facts.policy ? calendarDateInWords(facts.policy.expirationDate, locale) : "",
    owner_name: owner?.name.trim() || agency.name,
    owner_phone: owner?.phone ? phone(owner.phone) : agency.phone.display,
    owner_email: owner?.email ?? agency.emails.info,
    agency_name: agency.name,
    agency_phone: agency.phone.display,
  };
}

/** The values a preview or a test shows when nobody matches: the lists' examples, the agency's own facts. */
export function exampleMergeValues(agency: Agency, locale: Locale, owner: MergeFacts["owner"]): MergeValues {
  const example = (name: MergeFieldName) => mergeFields.find((f) => f.name === name)!.example;
  return mergeValuesFor(
    {
      fullName: example("full_name"),
      policy: { line: "auto", carrier: example("carrier"), policyNumber: example("policy_number"), expirationDate: "2027-01-15" },
      owner,
    },
    agency,
    locale,
  );
}

/** Replaces each known `{{field}}` with its value (passed through `escape`); an unknown one stays as written. */
export function fillTemplate(template: string, values: MergeValues, escape: (value: string) => string = (v) => v): string {
  return template.replace(MERGE_FIELD_PATTERN, (whole, name: string) => (name in values ? escape(values[name as MergeFieldName]) : whole));
}

const emailMarkdown = new Marked({ gfm: true, breaks: true });

const emailTags: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "p", "br", "hr", "ul", "ol", "li", "blockquote", "strong", "b", "em", "i", "a"],
  allowedAttributes: { a: ["href"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Email clients ignore stylesheets: each element carries its look.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: "color:#0c2340" } }),
    p: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: "margin:0 0 16px" } }),
    h2: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: "margin:24px 0 8px;font-size:18px;color:#0c2340" } }),
    h3: (tagName, attribs) => ({ tagName, attribs: { ...attribs, style: "margin:16px 0 8px;font-size:16px;color:#0c2340" } }),
  },
  allowedStyles: { "*": { color: [/^#[0-9a-f]{6}$/i], margin: [/^[\d\spx]+$/], "font-size": [/^\d+px$/] } },
};

/** A filled template's Markdown as safe HTML and as plain text (links as "text (address)"). */
export function markdownForEmail(markdown: string): { html: string; text: string } {
  const html = sanitizeHtml(emailMarkdown.parse(markdown, { async: false }), emailTags);
  const text = markdown
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_, label: string, url: string) => (label && label !== url ? `${label} (${url})` : url))
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/^#{1,6}\s+/gm, "");
  return { html, text };
}

const smallPrint: Record<Locale, { why: Record<Campaign["purpose"], string> }> = {
  en: {
    why: {
      service: "You receive this email because you have a policy or a request with us.",
      marketing: "You receive this email because you agreed to hear from us about offers and news.",
    },
  },
  es: {
    why: {
      service: "Recibe este correo porque tiene una póliza o una solicitud con nosotros.",
      marketing: "Recibe este correo porque aceptó recibir nuestras ofertas y noticias.",
    },
  },
};

/**
 * The email for one person in `language` (Spanish when they read it and the campaign has it;
 * else English). The outbox adds the preferences link to the small print as it sends.
 */
export function renderCampaignEmail(
  campaign: Pick<Campaign, "purpose" | "subject" | "body">,
  language: string,
  values: MergeValues,
  context: { agency: Agency; publicUrl?: string },
): RenderedEmail & { locale: Locale } {
  const locale = messageLanguage(campaign, language);
  const { agency } = context;
  const subject = fillTemplate(campaign.subject[locale], values);
  const filledForHtml = fillTemplate(campaign.body[locale], values, escapeMarkdownValue);
  // The text part: the template's own Markdown turned to text, then the values exactly as they are.
  const body = { html: markdownForEmail(filledForHtml).html, text: fillTemplate(markdownForEmail(campaign.body[locale]).text, values) };
  const rendered = renderEmail({
    locale,
    subject,
    heading: subject,
    paragraphs: [],
    markdownBody: body,
    footer: [agency.name, fullAddress(agency), smallPrint[locale].why[campaign.purpose]],
  });
  return { ...rendered, locale };
}

/** A value put into Markdown: HTML is escaped and Markdown's own marks lose their meaning. */
function escapeMarkdownValue(value: string): string {
  // Markdown's marks first: the entities escapeHtml writes ("&#39;") must stay whole.
  return escapeHtml(value.replace(/([\\`*_[\]()#+!|~])/g, "\\$1"));
}
