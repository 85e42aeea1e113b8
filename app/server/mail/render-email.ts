/**
 * Every email's HTML and plain-text parts, from one description. All values are
 * escaped: submissions are shown to staff and echoed to visitors.
 */
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

export interface EmailContent {
  /** The email's language (English unless it goes to a visitor who wrote in Spanish). */
  locale?: Locale;
  subject: string;
  /** The first line, also the HTML heading. */
  heading: string;
  /** One sentence that must not be missed (a claim with injuries): first, in bold, in a bordered box. */
  alert?: string;
  /** Plain-text paragraphs (line breaks are kept). */
  paragraphs: string[];
  /**
   * A body written in Markdown (a campaign's message), after the paragraphs: `html` must already
   * be sanitized (app/server/blog/markdown.ts), `text` is its plain-text part.
   */
  markdownBody?: { html: string; text: string };
  /**
   * What the email is about at a glance, a short table after the paragraphs. With a summary,
   * the action follows it, so the link is near the top of a long email.
   */
  summary?: [label: string, value: string][];
  /** A line above the fields table. */
  fieldsHeading?: string;
  /** A table of labelled values (a submission's fields). Empty values show as "—". */
  fields?: [label: string, value: string | null | undefined][];
  /** Headed lists of lines, each optionally a link (the digest's sections). */
  lists?: { heading: string; items: { text: string; url?: string }[]; more?: string }[];
  /** Paragraphs after the fields and lists, where a letter is signed (line breaks are kept). */
  closing?: string[];
  /** A button (HTML) / a line with the URL (text). */
  action?: { label: string; url: string };
  /**
   * A question answered by choosing one of a row of links (a survey's 0–10), right after the
   * paragraphs: a row of small buttons with the scale's two ends under it (HTML); a line per
   * choice with its URL (text). Each is a plain link: no form, no script.
   */
  choices?: { question: string; items: { label: string; url: string }[]; low?: string; high?: string };
  /** Small print at the bottom (agency name, address, why you got this). */
  footer: string[];
  /** A link after the small print (a reminder's "stop these emails"). */
  footerLink?: { label: string; url: string };
}

/**
 * Where the outbox puts the preferences link of an email for a customer or lead, signed for its
 * recipient when it is sent (app/server/mail/outbox-worker.ts): an HTML comment in the small print.
 */
export const PREFERENCES_LINK_SLOT = "<!--preferences-link-->";

/** The preferences link added to an email's two parts (the text part gets it as its last line). */
export function withPreferencesLink(email: { text: string; html: string }, url: string): { text: string; html: string } {
  // The link speaks the email's language (its <html lang>).
  const label = translatorFor(email.html.includes('<html lang="es">') ? "es" : "en")("emails.preferences");
  const safe = safeUrl(url);
  return {
    text: `${email.text}\n${label}: ${url}`,
    html: safe ? email.html.replace(PREFERENCES_LINK_SLOT, `<br><a href="${escapeHtml(safe)}" style="color:#334155">${label}</a>`) : email.html,
  };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Only http(s) URLs become links; anything else is dropped from the HTML. */
function safeUrl(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  // Subjects are single-line: a newline would let a value inject headers.
  const subject = content.subject.replace(/[\r\n]+/g, " ").trim();
  const locale = content.locale ?? "en";
  const fields = content.fields ?? [];
  const show = (value: string | null | undefined) => (value && value.trim() ? value : "—");

  const summary = content.summary ?? [];
  const lists = content.lists ?? [];
  const actionText = content.action ? [`${content.action.label}: ${content.action.url}`, ""] : [];
  const choices = content.choices;
  const scale = choices ? [choices.low, choices.high].filter(Boolean).join(", ") : "";
  const text = [
    content.heading,
    "",
    ...(content.alert ? [`!! ${content.alert}`, ""] : []),
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(choices ? [choices.question, ...(scale ? [`(${scale})`] : []), "", ...choices.items.map((item) => `${item.label}: ${item.url}`), ""] : []),
    ...(content.markdownBody ? [content.markdownBody.text.trim(), ""] : []),
    ...(summary.length ? [...summary.map(([label, value]) => `${label}: ${value}`), "", ...actionText] : []),
    ...(content.fieldsHeading && fields.length ? [content.fieldsHeading, ""] : []),
    ...(fields.length ? [...fields.map(([label, value]) => `${label}: ${show(value)}`), ""] : []),
    ...lists.flatMap((list) => [
      list.heading,
      ...list.items.map((item) => `- ${item.text}${item.url ? `: ${item.url}` : ""}`),
      ...(list.more ? [list.more] : []),
      "",
    ]),
    ...(content.closing ?? []).flatMap((p) => [p, ""]),
    ...(summary.length ? [] : actionText),
    "--",
    ...content.footer,
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
  ].join("\n");

  const url = content.action ? safeUrl(content.action.url) : null;
  const cell = "padding:6px 0;border-bottom:1px solid #e2e8f0;font-size:14px;white-space:pre-wrap";
  const labelCell = "padding:6px 12px 6px 0;border-bottom:1px solid #e2e8f0;font-size:14px;color:#475569;width:40%";
  const table = (rows: [string, string][], style = "") =>
    `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:8px 0 16px">
${rows.map(([label, value]) => `<tr><th align="left" valign="top" style="${labelCell}">${escapeHtml(label)}</th><td style="${cell}${style}">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>`;
  const button = url
    ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#f2b632;color:#07172b;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action!.label)}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(translatorFor(locale)("emails.copyAddress"))} ${escapeHtml(url)}</p>`
    : "";
  // Table cells, not a flexbox: mail programs lay out tables alike; each cell shares the row's width.
  const choicesHtml = choices
    ? `<p style="margin:16px 0 8px;font-weight:bold">${escapeHtml(choices.question)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:separate;border-spacing:3px 0;table-layout:fixed;margin:0 0 4px">
<tr>${choices.items
        .map((item) => {
          const href = safeUrl(item.url);
          const label = escapeHtml(item.label);
          return `<td align="center" style="padding:0">${href ? `<a href="${escapeHtml(href)}" style="display:block;padding:10px 0;border:1px solid #0c2340;border-radius:4px;background:#ffffff;color:#0c2340;font-weight:bold;font-size:16px;text-decoration:none">${label}</a>` : label}</td>`;
        })
        .join("")}</tr>
</table>
${scale ? `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:0 0 16px;font-size:13px;color:#475569"><tr><td align="left">${escapeHtml(choices.low ?? "")}</td><td align="right">${escapeHtml(choices.high ?? "")}</td></tr></table>` : ""}`
    : "";
  const footerHref = content.footerLink ? safeUrl(content.footerLink.url) : null;
  const footerLink = footerHref ? `<br><a href="${escapeHtml(footerHref)}" style="color:#334155">${escapeHtml(content.footerLink!.label)}</a>` : "";
  const listHtml = lists
    .map(
      (list) => `<h2 style="margin:24px 0 8px;font-size:17px;color:#0c2340">${escapeHtml(list.heading)}</h2>
<ul style="margin:0 0 8px;padding-left:20px">
${list.items
  .map((item) => {
    const href = item.url ? safeUrl(item.url) : null;
    return `<li style="margin:0 0 6px">${href ? `<a href="${escapeHtml(href)}" style="color:#0c2340">${escapeHtml(item.text)}</a>` : escapeHtml(item.text)}</li>`;
  })
  .join("\n")}
</ul>${list.more ? `<p style="margin:0 0 16px;font-size:14px;color:#475569">${escapeHtml(list.more)}</p>` : ""}`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:#0c2340;color:#ffffff;padding:20px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(content.heading)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${content.alert ? `<p style="margin:0 0 16px;padding:12px 16px;border:2px solid #b91c1c;border-radius:6px;background:#fef2f2;color:#7f1d1d;font-weight:bold">${escapeHtml(content.alert)}</p>` : ""}
${content.paragraphs.map((p) => `<p style="margin:0 0 16px;white-space:pre-line">${escapeHtml(p)}</p>`).join("\n")}
${choicesHtml}
${content.markdownBody ? `<div style="margin:0 0 16px">${content.markdownBody.html}</div>` : ""}
${summary.length ? `${table(summary, ";font-weight:bold")}\n${button}` : ""}
${content.fieldsHeading && fields.length ? `<h2 style="margin:24px 0 8px;font-size:17px;color:#0c2340">${escapeHtml(content.fieldsHeading)}</h2>` : ""}
${fields.length ? table(fields.map(([label, value]) => [label, show(value)])) : ""}
${listHtml}
${(content.closing ?? []).map((p) => `<p style="margin:16px 0 0;white-space:pre-line">${escapeHtml(p)}</p>`).join("\n")}
${summary.length ? "" : button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${content.footer.map(escapeHtml).join("<br>")}${footerLink}${PREFERENCES_LINK_SLOT}</td></tr>
</table></td></tr></table></body></html>`;

  return { subject, text, html };
}
