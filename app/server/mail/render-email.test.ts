import { describe, expect, it } from "vitest";
import { renderEmail } from "./render-email.ts";

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
