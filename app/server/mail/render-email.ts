/**
 * Every email's HTML and plain-text parts, from one description. All values are
 * escaped: submissions are shown to staff and echoed to visitors.
 */
export interface EmailContent {
  subject: string;
  /** The first line, also the HTML heading. */
  heading: string;
  /** Plain-text paragraphs. */
  paragraphs: string[];
  /** A table of labelled values (a submission's fields). Empty values show as "—". */
  fields?: [label: string, value: string | null | undefined][];
  /** A button (HTML) / a line with the URL (text). */
  action?: { label: string; url: string };
  /** Small print at the bottom (agency name, address, why you got this). */
  footer: string[];
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
  const fields = content.fields ?? [];
  const show = (value: string | null | undefined) => (value && value.trim() ? value : "—");

  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(fields.length ? [...fields.map(([label, value]) => `${label}: ${show(value)}`), ""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    "--",
    ...content.footer,
  ].join("\n");

  const url = content.action ? safeUrl(content.action.url) : null;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:#0c2340;color:#ffffff;padding:20px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${escapeHtml(content.heading)}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">
${content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("\n")}
${
  fields.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="border-collapse:collapse;margin:8px 0 16px">
${fields
  .map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;border-bottom:1px solid #e2e8f0;font-size:14px;color:#475569;width:40%">${escapeHtml(label)}</th><td style="padding:6px 0;border-bottom:1px solid #e2e8f0;font-size:14px;white-space:pre-wrap">${escapeHtml(show(value))}</td></tr>`,
  )
  .join("\n")}
</table>`
    : ""
}
${url ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="background:#f2b632;color:#07172b;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(content.action!.label)}</a></p><p style="font-size:13px;color:#475569">Or copy this address: ${escapeHtml(url)}</p>` : ""}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${content.footer.map(escapeHtml).join("<br>")}</td></tr>
</table></td></tr></table></body></html>`;

  return { subject, text, html };
}
