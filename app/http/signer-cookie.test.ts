import { describe, expect, it } from "vitest";
import { signerProofCookie } from "./signer-cookie.ts";

describe("the signer's proof cookie header", () => {
  it("is set httpOnly, SameSite=Lax, for an hour, on the signing pages of the signer's language, Secure on https", () => {
    const token = "A".repeat(43);
    const plain = signerProofCookie(token, "v", "en", "http://127.0.0.1:4321");
    expect(plain).toMatch(/^sign_[0-9a-f]{16}=v; Path=\/sign; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    expect(signerProofCookie(token, "v", "es", "https://agency.example")).toMatch(/; Path=\/es\/sign; .*; Secure$/);
    // One cookie per link: another link's proof does not overwrite this one.
    expect(signerProofCookie("B".repeat(43), "v", "en", "http://x").split("=")[0]).not.toBe(plain.split("=")[0]);
  });
});
