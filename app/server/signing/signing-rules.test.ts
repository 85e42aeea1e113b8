import { describe, expect, it } from "vitest";
import { CURRENT_ESIGN_VERSION, esignDisclosure, isEsignVersion } from "./esign-disclosure.ts";
import {
  acceptFieldValue,
  canTransition,
  checkEmailCode,
  codeExpiry,
  currentOrder,
  digestsEqual,
  expiryFrom,
  hashEmailCode,
  hashToken,
  isWellFormedToken,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
  MAX_DRAWN_SIGNATURE_BYTES,
  newEmailCode,
  newLinkToken,
  nextCodeWindow,
  normalizeCode,
  normalizeSha256,
  reminderDue,
  signingDueState,
} from "./signing-rules.ts";

const at = (iso: string) => new Date(iso);

describe("status transitions", () => {
  it("lets a draft be sent or voided, and a sent document end one way", () => {
    expect(canTransition("draft", "sent")).toBe(true);
    expect(canTransition("draft", "voided")).toBe(true);
    expect(canTransition("draft", "completed")).toBe(false);
    for (const to of ["completed", "declined", "expired", "voided"] as const) expect(canTransition("sent", to)).toBe(true);
    expect(canTransition("sent", "draft")).toBe(false);
  });

  it("changes nothing once a document is final", () => {
    for (const from of ["completed", "declined", "expired", "voided"]) {
      for (const to of ["draft", "sent", "completed", "declined", "expired", "voided"] as const) expect(canTransition(from, to)).toBe(false);
    }
    expect(canTransition("unknown", "sent")).toBe(false);
  });

  it("gives the turn to the lowest order not yet signed", () => {
    expect(currentOrder([{ signing_order: 1, status: "signed" }, { signing_order: 2, status: "waiting" }, { signing_order: 2, status: "waiting" }, { signing_order: 3, status: "waiting" }])).toBe(2);
    expect(currentOrder([{ signing_order: 1, status: "signed" }])).toBeNull();
  });

  it("expires the configured days after sending", () => {
    expect(expiryFrom(at("2026-12-01T10:00:00Z"), 30).toISOString()).toBe("2026-12-31T10:00:00.000Z");
  });
});

describe("link tokens", () => {
  it("are 32 random bytes in base64url, stored only as a digest", () => {
    const token = newLinkToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(newLinkToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(isWellFormedToken("short")).toBe(false);
    expect(isWellFormedToken(`${token.slice(0, 42)}!`)).toBe(false);
  });
});

describe("email codes", () => {
  const now = at("2026-12-01T10:00:00Z");
  const state = (code: string, overrides: Partial<{ code_expires_at: string; code_attempts: number }> = {}) => ({
    code_hash: hashEmailCode("signer-1", code),
    code_expires_at: codeExpiry(now).toISOString(),
    code_attempts: 0,
    ...overrides,
  });

  it("are six digits, bound to the signer", () => {
    const code = newEmailCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(hashEmailCode("signer-1", code)).not.toBe(hashEmailCode("signer-2", code));
  });

  it("accept the right code with spaces or a dash, within 10 minutes", () => {
    expect(checkEmailCode(state("123456"), "signer-1", "123 456", now)).toBe("ok");
    expect(checkEmailCode(state("123456"), "signer-1", "123-456", at("2026-12-01T10:09:59Z"))).toBe("ok");
    expect(checkEmailCode(state("123456"), "signer-1", "123456", at("2026-12-01T10:10:00Z"))).toBe("expired");
  });

  it("refuse a wrong code, another signer's code, and every code after the attempts are used", () => {
    expect(checkEmailCode(state("123456"), "signer-1", "654321", now)).toBe("wrong");
    expect(checkEmailCode(state("123456"), "signer-2", "123456", now)).toBe("wrong");
    expect(checkEmailCode(state("123456"), "signer-1", "12345a", now)).toBe("wrong");
    expect(checkEmailCode(state("123456", { code_attempts: MAX_CODE_ATTEMPTS }), "signer-1", "123456", now)).toBe("too-many-attempts");
    expect(checkEmailCode({ code_hash: null, code_expires_at: null, code_attempts: 0 }, "signer-1", "123456", now)).toBe("no-code");
  });

  it("normalise what was typed", () => {
    expect(normalizeCode(" 12 34 56 ")).toBe("123456");
    expect(normalizeCode("12345")).toBeNull();
  });

  it("compare digests in constant time, unequal lengths unequal", () => {
    expect(digestsEqual("ab", "ab")).toBe(true);
    expect(digestsEqual("ab", "abcd")).toBe(false);
    expect(digestsEqual("", "")).toBe(false);
  });

  it("are sent at most a few times an hour", () => {
    let window = { code_window_start: null as string | null, codes_in_window: 0 };
    for (let i = 0; i < MAX_CODES_PER_HOUR; i++) {
      const next = nextCodeWindow(window, at("2026-12-01T10:05:00Z"));
      if (!next.allowed) throw new Error("refused too early");
      window = { code_window_start: next.windowStart, codes_in_window: next.count };
    }
    expect(nextCodeWindow(window, at("2026-12-01T10:30:00Z"))).toEqual({ allowed: false, retryAt: "2026-12-01T11:05:00.000Z" });
    expect(nextCodeWindow(window, at("2026-12-01T11:05:00Z"))).toMatchObject({ allowed: true, count: 1 });
  });
});

describe("reminders and overdue", () => {
  it("remind a signer whose turn it is at most once a day", () => {
    const signer = { status: "sent", sent_at: "2026-12-01T10:00:00Z", reminded_at: null };
    expect(reminderDue(signer, at("2026-12-02T09:59:59Z"))).toBe(false);
    expect(reminderDue(signer, at("2026-12-02T10:00:00Z"))).toBe(true);
    expect(reminderDue({ ...signer, reminded_at: "2026-12-02T10:00:00Z" }, at("2026-12-02T20:00:00Z"))).toBe(false);
    expect(reminderDue({ ...signer, status: "waiting" }, at("2026-12-09T10:00:00Z"))).toBe(false);
  });

  it("call a document expiring within 3 days expiring, and one waiting a week overdue", () => {
    const now = at("2026-12-10T10:00:00Z");
    expect(signingDueState({ expires_at: "2026-12-12T10:00:00Z" }, "2026-12-09T10:00:00Z", now)).toBe("expiring");
    expect(signingDueState({ expires_at: "2026-12-30T10:00:00Z" }, "2026-12-03T10:00:00Z", now)).toBe("overdue");
    expect(signingDueState({ expires_at: "2026-12-30T10:00:00Z" }, "2026-12-04T10:00:01Z", now)).toBe("waiting");
  });
});

describe("field values", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  it("always need the typed signature; the drawn one is an optional PNG under the cap", () => {
    expect(acceptFieldValue("signature", true, { typed: "  Avery   Park " }, "")).toEqual({ ok: true, value: { kind: "signature", typed: "Avery Park" } });
    expect(acceptFieldValue("signature", true, { drawnPng: png }, "")).toEqual({ ok: false, problem: "missing" });
    expect(acceptFieldValue("signature", true, { typed: "A", drawnPng: png }, "")).toMatchObject({ ok: true, value: { drawnPng: png } });
    expect(acceptFieldValue("signature", true, { typed: "A", drawnPng: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]) }, "")).toEqual({ ok: false, problem: "drawn-not-png" });
    const big = new Uint8Array(MAX_DRAWN_SIGNATURE_BYTES + 1);
    big.set(png);
    expect(acceptFieldValue("initials", true, { typed: "AP", drawnPng: big }, "")).toEqual({ ok: false, problem: "drawn-too-large" });
  });

  it("stamp dates, never take them typed", () => {
    expect(acceptFieldValue("date", true, { text: "1999-01-01" }, "December 1, 2026")).toEqual({ ok: true, value: { kind: "date", text: "December 1, 2026" } });
  });

  it("leave optional fields empty and refuse missing required ones", () => {
    expect(acceptFieldValue("text", false, undefined, "")).toEqual({ ok: true, value: null });
    expect(acceptFieldValue("text", true, { text: " " }, "")).toEqual({ ok: false, problem: "missing" });
    expect(acceptFieldValue("checkbox", true, { checked: false }, "")).toEqual({ ok: false, problem: "missing" });
    expect(acceptFieldValue("checkbox", false, undefined, "")).toEqual({ ok: true, value: { kind: "checkbox", checked: false } });
  });
});

describe("the ESIGN disclosure", () => {
  const facts = { agencyName: "Example Agency", phone: "(702) 555-0100", email: "info@example.com", address: "1 Main St, Las Vegas, NV" };

  it("names paper copies, withdrawal, scope and what is needed, in both languages, under one version", () => {
    const en = esignDisclosure("en", facts);
    const es = esignDisclosure("es", facts);
    expect(en.version).toBe(CURRENT_ESIGN_VERSION);
    expect(es.version).toBe(CURRENT_ESIGN_VERSION);
    expect(en.paragraphs.join(" ")).toMatch(/paper copy[\s\S]*withdraw[\s\S]*PDF/);
    expect(es.paragraphs.join(" ")).toMatch(/copia en papel[\s\S]*retirar[\s\S]*PDF/i);
    expect(en.paragraphs.length).toBe(es.paragraphs.length);
    expect(isEsignVersion(CURRENT_ESIGN_VERSION)).toBe(true);
    expect(() => esignDisclosure("en", facts, "1999-01-01")).toThrow();
  });
});

describe("SHA-256 as typed", () => {
  it("is 64 hex digits in any case", () => {
    expect(normalizeSha256(` ${"A".repeat(64)} `)).toBe("a".repeat(64));
    expect(normalizeSha256("abc")).toBeNull();
  });
});
