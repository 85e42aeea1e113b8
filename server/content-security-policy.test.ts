import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./content-security-policy.ts";

const sha = (s: string) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script><script nonce="n">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ nonce: "abc", scriptHashes: ["'sha256-xyz'"], https: true });
  it("allows scripts from self, the nonce and the hashes, never unsafe-inline", () => {
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc' 'sha256-xyz'");
    expect(scriptSrc).not.toContain("unsafe");
  });
  it("forbids framing and plugins, and upgrades http on https sites", () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ scriptHashes: [], https: false })).not.toContain("upgrade-insecure-requests");
  });
  it("keeps the office map working", () => {
    expect(policy).toContain("frame-src https://www.google.com");
  });
});
