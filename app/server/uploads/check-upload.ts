/**
 * The upload rule, in one place: a file is accepted only when its extension is
 * allowed AND its first bytes are that kind of file, and it is within the size
 * limit. The stored content type comes from the bytes, never from the browser.
 */
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";

export type FileKind = "pdf" | "doc" | "docx" | "jpeg" | "png" | "heic" | "webp";

interface KindRule {
  extensions: string[];
  contentType: string;
  label: string;
  matches(bytes: Uint8Array): boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** A .docx is a ZIP whose parts include word/… (a renamed .zip or .xlsx is not a Word file). */
function looksLikeDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  return head.includes("word/") || head.includes("[Content_Types].xml") && head.includes("word");
}

const kinds: Record<FileKind, KindRule> = {
  pdf: { extensions: [".pdf"], contentType: "application/pdf", label: "PDF", matches: (b) => ascii(b, 0, 5) === "%PDF-" },
  doc: {
    extensions: [".doc"],
    contentType: "application/msword",
    label: "DOC",
    matches: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
  docx: {
    extensions: [".docx"],
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    label: "DOCX",
    matches: looksLikeDocx,
  },
  jpeg: { extensions: [".jpg", ".jpeg"], contentType: "image/jpeg", label: "JPEG", matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  png: {
    extensions: [".png"],
    contentType: "image/png",
    label: "PNG",
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  heic: {
    extensions: [".heic", ".heif"],
    contentType: "image/heic",
    label: "HEIC",
    matches: (b) => ascii(b, 4, 8) === "ftyp" && ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"].includes(ascii(b, 8, 12)),
  },
  webp: { extensions: [".webp"], contentType: "image/webp", label: "WebP", matches: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
};

export interface UploadRule {
  kinds: FileKind[];
  maxBytes: number;
  /** For messages, in each language: "Your resume", "Each file". */
  what: Record<Locale, string>;
}

export const MEGABYTE = 1024 * 1024;

/** The usual subject of the size message. */
export const EACH_FILE: Record<Locale, string> = { en: "Each file", es: "Cada archivo" };

export const resumeRule: UploadRule = { kinds: ["pdf", "doc", "docx"], maxBytes: 10 * MEGABYTE, what: { en: "Your resume", es: "Su currículum" } };
export const claimAttachmentRule: UploadRule = { kinds: ["jpeg", "png", "heic", "pdf"], maxBytes: 10 * MEGABYTE, what: EACH_FILE };
export const MAX_CLAIM_ATTACHMENTS = 5;
/** A coverage review's declarations pages: a PDF from the carrier's portal, or photos of the paper. */
export const declarationsRule: UploadRule = { kinds: ["pdf", "jpeg", "png", "heic"], maxBytes: 10 * MEGABYTE, what: EACH_FILE };
export const MAX_DECLARATIONS_FILES = 3;

/** The `accept` attribute for a file input. */
export function acceptAttribute(rule: UploadRule): string {
  return rule.kinds.flatMap((k) => [...kinds[k].extensions, kinds[k].contentType]).join(",");
}

/** A file that passed the check, ready to be stored with its submission. */
export interface CheckedFile {
  fileName: string;
  contentType: string;
  size: number;
  /** Its bytes, read when it is stored (one file at a time, never a whole upload at once). */
  read(): Promise<Uint8Array>;
}

/** Why a file was refused: typed, so callers choose a status without reading the message. */
export type UploadProblem = "empty" | "too-large" | "wrong-type" | "not-that-type" | "too-many";

export type UploadCheck =
  | { ok: true; fileName: string; contentType: string }
  | { ok: false; problem: UploadProblem; message: string };

/** A file already in memory (seed data, tests) as a CheckedFile. */
export function inMemoryFile(fileName: string, contentType: string, bytes: Uint8Array): CheckedFile {
  return { fileName, contentType, size: bytes.byteLength, read: async () => bytes };
}

/** Keeps a file name readable and harmless: no paths, no control characters, at most 150 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim().slice(-150);
  return cleaned || "file";
}

/**
 * The rule for one file, from its name, its size and its first bytes (enough to know its
 * type, see FILE_HEAD_BYTES in app/server/forms/received-form.ts).
 */
export function checkUpload(name: string, size: number, head: Uint8Array, rule: UploadRule, locale: Locale = "en"): UploadCheck {
  const t = translatorFor(locale);
  const fileName = cleanFileName(name);
  const ext = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0] ?? "";
  const allowed = rule.kinds.map((k) => kinds[k]);
  const names = allowed.map((k) => k.label).join(", ").replace(/, ([^,]*)$/, ` ${t("forms.upload.or")} $1`);
  if (size === 0) return { ok: false, problem: "empty", message: t("forms.upload.empty", { fileName }) };
  if (size > rule.maxBytes) {
    return { ok: false, problem: "too-large", message: t("forms.upload.tooLarge", { fileName, megabytes: rule.maxBytes / MEGABYTE, what: rule.what[locale] }) };
  }
  const kind = allowed.find((k) => k.extensions.includes(ext));
  if (!kind) return { ok: false, problem: "wrong-type", message: t("forms.upload.wrongType", { fileName, names }) };
  if (!kind.matches(head)) {
    return { ok: false, problem: "not-that-type", message: t("forms.upload.notThatType", { fileName, kind: kind.label, names }) };
  }
  return { ok: true, fileName, contentType: kind.contentType };
}
