import { describe, expect, it } from "vitest";
import { HIDDEN_TOKEN, redactSecrets } from "./redact-secrets.ts";

describe("redactSecrets", () => {
  it("hides one-time tokens in text and HTML, keeping the rest of the link", () => {
    expect(redactSecrets("Open http://x.test/reset-password?token=abc.DEF-123_x now")).toBe(
      `Open http://x.test/reset-password?token=${HIDDEN_TOKEN} now`,
    );
    expect(redactSecrets('<a href="https://x.test/confirm-email?token=eyJhbGciOi.J9&amp;callbackURL=%2F">Confirm</a>')).toBe(
      `<a href="https://x.test/confirm-email?token=${HIDDEN_TOKEN}&amp;callbackURL=%2F">Confirm</a>`,
    );
    expect(redactSecrets("a?x=1&token=zzz")).toBe(`a?x=1&token=${HIDDEN_TOKEN}`);
  });

  it("leaves other text alone", () => {
    const text = "Your claim CLM-2026-000042 was received. The word token= alone is fine.";
    expect(redactSecrets(text)).toBe(text);
  });
});
