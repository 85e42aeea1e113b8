import { describe, expect, it } from "vitest";
import { PREFERENCES_LINK_SLOT, renderEmail, withPreferencesLink } from "./render-email.ts";

describe("renderEmail", () => {
  const email = renderEmail({
    subject: "New quote\r\nBcc: victim@example.com",
    heading: "New <quote>",
    paragraphs: ["Hello & welcome"],
    fields: [["Name", "<script>alert(1)</script>"], ["Empty", ""]],
    action: { label: "Open", url: "javascript:alert(1)" },
    footer: ["Agency"],
  });

  it("keeps the subject on one line (no header injection)", () => {
    expect(email.subject).toBe("New quote Bcc: victim@example.com");
  });

  it("escapes every value in the HTML part", () => {
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(email.html).toContain("New &lt;quote&gt;");
    expect(email.html).toContain("Hello &amp; welcome");
  });

  it("drops non-http links from the HTML", () => {
    expect(email.html).not.toContain("javascript:");
  });

  it("has a readable plain-text part with every field", () => {
    expect(email.text).toContain("Name: <script>alert(1)</script>");
    expect(email.text).toContain("Empty: —");
  });
});

describe("the preferences link", () => {
  const email = renderEmail({ subject: "S", heading: "H", paragraphs: ["P"], footer: ["Agency"] });

  it("goes in the small print of the HTML and at the end of the text, escaped", () => {
    const url = "https://agency.test/email/preferences?token=v1.a.1.b&x=<y>";
    const linked = withPreferencesLink(email, url);
    expect(linked.text.endsWith(`Email, text and call preferences: ${url}`)).toBe(true);
    expect(linked.html).toContain('<a href="https://agency.test/email/preferences?token=v1.a.1.b&amp;x=&lt;y&gt;" style="color:#334155">Email, text and call preferences</a></td></tr>');
    expect(linked.html).not.toContain(PREFERENCES_LINK_SLOT);
  });

  it("is never a link to anything but http(s)", () => {
    expect(withPreferencesLink(email, "javascript:alert(1)").html).not.toContain("javascript:");
  });
});

describe("an email in Spanish", () => {
  const email = renderEmail({ locale: "es", subject: "Recibimos su mensaje", heading: "¡Gracias!", paragraphs: ["Hola, Ana:"], action: { label: "Ver", url: "https://agency.test/x" }, footer: ["Agency"] });

  it("declares its language and says its own small words in Spanish", () => {
    expect(email.html).toContain('<html lang="es">');
    expect(email.html).toContain("O copie esta dirección: https://agency.test/x");
    const linked = withPreferencesLink(email, "https://agency.test/email/preferences?token=t");
    expect(linked.text.endsWith("Preferencias de correos, mensajes de texto y llamadas: https://agency.test/email/preferences?token=t")).toBe(true);
  });

  it("is English unless it says otherwise", () => {
    expect(renderEmail({ subject: "S", heading: "H", paragraphs: [], footer: [] }).html).toContain('<html lang="en">');
  });
});

describe("a row of choices (a survey's 0–10)", () => {
  const items = [0, 1, 10].map((n) => ({ label: String(n), url: `https://agency.test/survey?token=t&score=${n}` }));
  const email = renderEmail({
    subject: "S",
    heading: "H",
    paragraphs: ["P"],
    choices: { question: "How likely <really>?", items: [...items, { label: "<b>x</b>", url: "javascript:alert(1)" }], low: "0 = not at all likely", high: "10 = extremely likely" },
    footer: ["Agency"],
  });

  it("is a plain link per choice in the HTML, escaped, never a link to anything but http(s)", () => {
    expect(email.html).toContain('<a href="https://agency.test/survey?token=t&amp;score=0"');
    expect(email.html).toContain('<a href="https://agency.test/survey?token=t&amp;score=10"');
    expect(email.html).toContain("How likely &lt;really&gt;?");
    expect(email.html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(email.html).not.toContain("javascript:");
    expect(email.html).not.toContain("<form");
    expect(email.html).toContain("0 = not at all likely");
    expect(email.html).toContain("10 = extremely likely");
  });

  it("is a line per choice with its address in the text part, after the paragraphs", () => {
    expect(email.text).toContain("P\n\nHow likely <really>?\n(0 = not at all likely, 10 = extremely likely)\n\n0: https://agency.test/survey?token=t&score=0\n1: https://agency.test/survey?token=t&score=1\n10: https://agency.test/survey?token=t&score=10\n");
  });
});
