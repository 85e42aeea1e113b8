/**
 * The rules of signing as plain functions (no database): which status may follow which, whose
 * turn it is, the personal link's token and the one-time email code (their digests, limits and
 * expiry), reminders, overdue documents, and what a signer may fill in.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import type { FieldValue, SigningFieldKind } from "./signing-types.ts";
import { dateTimeFormat } from "../../lib/format.ts";

export const SIGNING_STATUSES = ["draft", "sent", "completed", "declined", "expired", "voided"] as const;
export type SigningStatus = (typeof SIGNING_STATUSES)[number];

/** A draft is edited then sent (or voided); a sent document ends in exactly one way. */
const TRANSITIONS: Record<SigningStatus, readonly SigningStatus[]> = {
  draft: ["sent", "voided"],
  sent: ["completed", "declined", "expired", "voided"],
  completed: [],
  declined: [],
  expired: [],
  voided: [],
};

export function canTransition(from: string, to: SigningStatus): boolean {
  return (TRANSITIONS as Record<string, readonly SigningStatus[] | undefined>)[from]?.includes(to) ?? false;
}

export function isFinalStatus(status: string): boolean {
  return status === "completed" || status === "declined" || status === "expired" || status === "voided";
}

export const SIGNER_ROLES = ["customer", "co_insured", "agent"] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];
export const SIGNER_STATUSES = ["waiting", "sent", "signed", "declined"] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];
export const SIGNING_LOCALES = ["en", "es"] as const;
export type SigningLocale = (typeof SIGNING_LOCALES)[number];

/** Days a sent document stays open when the agency has not set its own (Settings). */
export const DEFAULT_SIGNING_EXPIRY_DAYS = 30;
export const MIN_SIGNING_EXPIRY_DAYS = 1;
export const MAX_SIGNING_EXPIRY_DAYS = 180;

export function isSigningExpiryDays(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_SIGNING_EXPIRY_DAYS && value <= MAX_SIGNING_EXPIRY_DAYS;
}

const DAY_MS = 86_400_000;

export function expiryFrom(sentAt: Date, days: number): Date {
  return new Date(sentAt.getTime() + days * DAY_MS);
}

/** The signing orders still to sign, lowest first: the first is whose turn it is (they sign in parallel). */
export function currentOrder(signers: readonly { signing_order: number; status: string }[]): number | null {
  const open = signers.filter((s) => s.status !== "signed").map((s) => s.signing_order);
  return open.length ? Math.min(...open) : null;
}

// ---- The personal link ----------------------------------------------------------------------

/** A file's SHA-256 in hex: the original's, the signed pages', the final's and the one the verification page checks. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** 32 random bytes, base64url: the secret part of a signer's link. Only its digest is stored. */
export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A token as links carry it (43 base64url characters); anything else is refused before a lookup. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

// ---- The one-time email code -----------------------------------------------------------------

export const CODE_LENGTH = 6;
export const CODE_TTL_MINUTES = 10;
/** Wrong codes allowed for one code; then a new code must be sent. */
export const MAX_CODE_ATTEMPTS = 5;
/** Codes sent to one signer per hour. */
export const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export function newEmailCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** Bound to the signer, so a digest copied to another signer's row does not match. */
export function hashEmailCode(signerId: string, code: string): string {
  return createHash("sha256").update(`${signerId}:${code}`, "utf8").digest("hex");
}

/** Compares two hex digests in constant time (different lengths are simply unequal). */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** Spaces and dashes typed between digits are allowed; anything else is not a code. */
export function normalizeCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(digits) ? digits : null;
}

export interface CodeWindow {
  code_window_start: string | null;
  codes_in_window: number;
}

/** Whether one more code may be sent now, and the window's state after sending it. */
export function nextCodeWindow(state: CodeWindow, now: Date): { allowed: true; windowStart: string; count: number } | { allowed: false; retryAt: string } {
  const start = state.code_window_start ? new Date(state.code_window_start) : null;
  if (!start || now.getTime() - start.getTime() >= HOUR_MS) return { allowed: true, windowStart: now.toISOString(), count: 1 };
  if (state.codes_in_window >= MAX_CODES_PER_HOUR) return { allowed: false, retryAt: new Date(start.getTime() + HOUR_MS).toISOString() };
  return { allowed: true, windowStart: start.toISOString(), count: state.codes_in_window + 1 };
}

export interface CodeState {
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: number;
}

export type CodeCheck = "ok" | "no-code" | "expired" | "too-many-attempts" | "wrong";

/**
 * Checks a typed code against the stored one. "wrong" counts an attempt (the caller stores it);
 * at MAX_CODE_ATTEMPTS the code is spent and only a new one helps.
 */
export function checkEmailCode(state: CodeState, signerId: string, typed: string, now: Date): CodeCheck {
  if (!state.code_hash || !state.code_expires_at) return "no-code";
  if (state.code_attempts >= MAX_CODE_ATTEMPTS) return "too-many-attempts";
  if (now.getTime() >= new Date(state.code_expires_at).getTime()) return "expired";
  const code = normalizeCode(typed);
  // A malformed code is still compared (against a digest of nothing), so timing says nothing either way.
  const candidate = hashEmailCode(signerId, code ?? "");
  return code !== null && digestsEqual(candidate, state.code_hash) ? "ok" : "wrong";
}

export function codeExpiry(now: Date): Date {
  return new Date(now.getTime() + CODE_TTL_MINUTES * 60_000);
}

// ---- Reminders and overdue documents ----------------------------------------------------------

/** A signer is reminded at most once a day (counted from the invitation or the last reminder). */
export const REMINDER_INTERVAL_HOURS = 24;

export function reminderDue(signer: { status: string; sent_at: string | null; reminded_at: string | null }, now: Date): boolean {
  if (signer.status !== "sent" || !signer.sent_at) return false;
  const last = new Date(signer.reminded_at ?? signer.sent_at).getTime();
  return now.getTime() - last >= REMINDER_INTERVAL_HOURS * HOUR_MS;
}

/** A document waiting this long on its current signers, or this close to expiring, is overdue. */
export const OVERDUE_AFTER_DAYS = 7;
export const EXPIRING_WITHIN_DAYS = 3;

export type SigningDueState = "overdue" | "expiring" | "waiting";

/**
 * Overdue: the current signers have had it for OVERDUE_AFTER_DAYS or more; expiring: it
 * expires within EXPIRING_WITHIN_DAYS (or already has, before the job marks it).
 */
export function signingDueState(doc: { expires_at: string | null }, turnSentAt: string | null, now: Date): SigningDueState {
  if (doc.expires_at && new Date(doc.expires_at).getTime() - now.getTime() <= EXPIRING_WITHIN_DAYS * DAY_MS) return "expiring";
  if (turnSentAt && now.getTime() - new Date(turnSentAt).getTime() >= OVERDUE_AFTER_DAYS * DAY_MS) return "overdue";
  return "waiting";
}

// ---- What a signer fills in -------------------------------------------------------------------

export const MAX_TYPED_SIGNATURE_LENGTH = 100;
export const MAX_TEXT_FIELD_LENGTH = 500;
export const MAX_REASON_LENGTH = 1000;
/** A drawn signature is a small PNG; anything larger is not a signature pad's drawing. */
export const MAX_DRAWN_SIGNATURE_BYTES = 200 * 1024;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPng(bytes: Uint8Array): boolean {
  return bytes.length > PNG_MAGIC.length && PNG_MAGIC.every((b, i) => bytes[i] === b);
}

/** What the signer posted for one field, before the product checks it. */
export type SubmittedValue = { typed?: string; drawnPng?: Uint8Array; text?: string; checked?: boolean };

export type ValueProblem = "missing" | "too-long" | "drawn-not-png" | "drawn-too-large";

/**
 * The value to store for a field of this kind, or why not. A date is never typed: the product
 * stamps it (`dateText`). An optional field left empty gives null.
 */
export function acceptFieldValue(
  kind: SigningFieldKind,
  required: boolean,
  submitted: SubmittedValue | undefined,
  dateText: string,
): { ok: true; value: FieldValue | null } | { ok: false; problem: ValueProblem } {
  switch (kind) {
    case "date":
      return { ok: true, value: { kind: "date", text: dateText } };
    case "checkbox": {
      const checked = submitted?.checked === true;
      if (required && !checked) return { ok: false, problem: "missing" };
      return { ok: true, value: { kind: "checkbox", checked } };
    }
    case "text": {
      const text = (submitted?.text ?? "").trim();
      if (!text) return required ? { ok: false, problem: "missing" } : { ok: true, value: null };
      if (text.length > MAX_TEXT_FIELD_LENGTH) return { ok: false, problem: "too-long" };
      return { ok: true, value: { kind: "text", text } };
    }
    case "signature":
    case "initials": {
      const typed = (submitted?.typed ?? "").replace(/\s+/g, " ").trim();
      const drawn = submitted?.drawnPng;
      // The typed signature is always required: it is what the certificate and a screen reader show.
      if (!typed) return required || drawn ? { ok: false, problem: "missing" } : { ok: true, value: null };
      if (typed.length > MAX_TYPED_SIGNATURE_LENGTH) return { ok: false, problem: "too-long" };
      if (drawn && drawn.byteLength) {
        if (drawn.byteLength > MAX_DRAWN_SIGNATURE_BYTES) return { ok: false, problem: "drawn-too-large" };
        if (!isPng(drawn)) return { ok: false, problem: "drawn-not-png" };
        return { ok: true, value: { kind, typed, drawnPng: drawn } };
      }
      return { ok: true, value: { kind, typed } };
    }
  }
}

/** A date field's text: the signing day in Las Vegas, as the signer's language writes it. */
export function signingDateText(now: Date, locale: string): string {
  return dateTimeFormat(locale === "es" ? "es-US" : "en-US", { timeZone: "America/Los_Angeles", year: "numeric", month: "long", day: "numeric" }).format(now);
}

export function formatSigningReference(year: number, sequence: number): string {
  return `SIG-${year}-${String(sequence).padStart(6, "0")}`;
}

/** A SHA-256 as typed or pasted: 64 hex digits, any case, spaces around. */
export function normalizeSha256(value: string): string | null {
  const hex = value.trim().toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}
