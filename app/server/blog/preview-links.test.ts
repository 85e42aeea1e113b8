import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { visitSourceCookie } from "../pipeline/visit-source-cookie.ts";
import { canPreviewPost, newPreviewToken, parsePreviewDays, previewLinkPath, previewLinkState, previewTokenHash, PREVIEW_TOKEN_BYTES } from "./preview-links.ts";

describe("preview tokens", () => {
  it("are 32 random bytes written in base64url: 43 URL-safe characters, never twice the same", () => {
    const tokens = Array.from({ length: 200 }, newPreviewToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(PREVIEW_TOKEN_BYTES);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("are stored as their SHA-256 in hex, which does not contain them", () => {
    const token = newPreviewToken();
    const hash = previewTokenHash(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(previewTokenHash(token)).toBe(hash);
    expect(previewTokenHash(newPreviewToken())).not.toBe(hash);
    expect(hash).not.toContain(token);
  });

  it("open the preview in the post's language", () => {
    expect(previewLinkPath("abc", "en")).toBe("/blog/preview/abc");
    expect(previewLinkPath("abc", "es")).toBe("/es/blog/preview/abc");
  });

  it("never end up on a lead's record as the visit's landing page", () => {
    const view = (path: string) =>
      visitSourceCookie({ method: "GET", url: `https://agency.example${path}`, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36" }, "https://agency.example");
    expect(view("/blog/preview/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG")).toBeNull();
    expect(view("/es/blog/preview/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG")).toBeNull();
    expect(view("/blog/our-new-office")).toContain("visit_source=");
  });
});

describe("how long a link works", () => {
  it("is a whole number of days from 1 to 30, as typed", () => {
    expect(parsePreviewDays("1")).toBe(1);
    expect(parsePreviewDays("7")).toBe(7);
    expect(parsePreviewDays(" 30 ")).toBe(30);
    for (const bad of ["0", "31", "-1", "7.5", "1e1", "", "seven", "007", null, undefined, 7]) expect(parsePreviewDays(bad), String(bad)).toBeNull();
  });
});

describe("a link's state", () => {
  const now = new Date("2026-11-27T18:00:00.000Z");
  it("is active until the instant it expires, then expired", () => {
    expect(previewLinkState({ expires_at: "2026-11-27T18:00:00.001Z", revoked_at: null }, now)).toBe("active");
    expect(previewLinkState({ expires_at: "2026-11-27T18:00:00.000Z", revoked_at: null }, now)).toBe("expired");
    expect(previewLinkState({ expires_at: "2026-11-01T00:00:00.000Z", revoked_at: null }, now)).toBe("expired");
  });

  it("is revoked once revoked, expired or not", () => {
    expect(previewLinkState({ expires_at: "2026-12-04T18:00:00.000Z", revoked_at: "2026-11-27T17:00:00.000Z" }, now)).toBe("revoked");
    expect(previewLinkState({ expires_at: "2026-11-01T00:00:00.000Z", revoked_at: "2026-10-30T00:00:00.000Z" }, now)).toBe("revoked");
  });
});

describe("which posts get preview links", () => {
  it("drafts and scheduled posts only: a published post is public", () => {
    expect(canPreviewPost("draft")).toBe(true);
    expect(canPreviewPost("scheduled")).toBe(true);
    expect(canPreviewPost("published")).toBe(false);
    expect(canPreviewPost("")).toBe(false);
  });
});
