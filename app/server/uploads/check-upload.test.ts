import { describe, expect, it } from "vitest";
import { acceptAttribute, checkUpload, claimAttachmentRule, cleanFileName, MEGABYTE, resumeRule, type UploadRule } from "./check-upload.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...Buffer.from(v, "latin1")] : [v])));

const pdf = bytes("%PDF-1.7\n", "rest of file");
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0);
const heic = bytes(0, 0, 0, 0x18, "ftypheic", 0, 0);
const doc = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0);
const docx = bytes(0x50, 0x4b, 0x03, 0x04, "....[Content_Types].xml....word/document.xml");
const zip = bytes(0x50, 0x4b, 0x03, 0x04, "....xl/workbook.xml");

/** The check as the form pipeline calls it: name, size and the file's first bytes. */
const check = (name: string, content: Uint8Array, rule: UploadRule) => checkUpload(name, content.byteLength, content.subarray(0, 4100), rule);

describe("checkUpload", () => {
  it.each([
    ["resume.pdf", pdf],
    ["resume.doc", doc],
    ["Resume.DOCX", docx],
  ])("accepts a real %s as a resume", (name, content) => {
    expect(check(name, content, resumeRule).ok).toBe(true);
  });

  it.each([
    ["photo.jpg", jpeg, "image/jpeg"],
    ["photo.jpeg", jpeg, "image/jpeg"],
    ["photo.png", png, "image/png"],
    ["IMG_0001.HEIC", heic, "image/heic"],
    ["police-report.pdf", pdf, "application/pdf"],
  ])("accepts %s as a claim attachment with its real type", (name, content, type) => {
    const result = check(name, content, claimAttachmentRule);
    expect(result.ok && result.contentType).toBe(type);
  });

  it("refuses a file renamed to .pdf", () => {
    const result = check("resume.pdf", bytes("MZ\x90\x00 this is an exe"), resumeRule);
    expect(result).toEqual({ ok: false, problem: "not-that-type", message: expect.stringMatching(/does not look like a real PDF/) });
  });

  it("refuses a zip renamed to .docx", () => {
    expect(check("resume.docx", zip, resumeRule).ok).toBe(false);
  });

  it("refuses other extensions, even with a valid signature", () => {
    const result = check("resume.exe", pdf, resumeRule);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/Please upload PDF, DOC or DOCX/);
    expect(check("photo.gif", png, claimAttachmentRule).ok).toBe(false);
  });

  it("refuses empty and oversize files", () => {
    expect(check("a.pdf", new Uint8Array(), resumeRule).ok).toBe(false);
    const big = new Uint8Array(10 * MEGABYTE + 1);
    big.set(pdf);
    const result = check("big.pdf", big, resumeRule);
    expect(!result.ok && result.message).toMatch(/larger than 10 MB/);
    const exact = new Uint8Array(10 * MEGABYTE);
    exact.set(pdf);
    expect(check("ok.pdf", exact, resumeRule).ok).toBe(true);
  });

  it("cleans file names", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\Users\\me\\résumé.pdf")).toBe("résumé.pdf");
    expect(cleanFileName('a"<b>\u0000.pdf')).toBe("ab.pdf");
    expect(cleanFileName("")).toBe("file");
  });

  it("builds accept attributes", () => {
    expect(acceptAttribute(resumeRule)).toContain(".pdf");
    expect(acceptAttribute(claimAttachmentRule)).toContain(".heic");
  });
});

describe("checkUpload on a Spanish page", () => {
  it("says why a file is refused in Spanish, with the same outcome", () => {
    const spanish = (name: string, content: Uint8Array, rule: UploadRule) => checkUpload(name, content.byteLength, content.subarray(0, 4100), rule, "es");
    expect(spanish("virus.exe", pdf, resumeRule)).toEqual({ ok: false, problem: "wrong-type", message: "virus.exe no es un tipo de archivo aceptado. Por favor suba un archivo PDF, DOC o DOCX." });
    expect(spanish("fake.pdf", png, resumeRule)).toMatchObject({ ok: false, problem: "not-that-type", message: expect.stringContaining("no parece ser un archivo PDF verdadero") });
    expect(checkUpload("big.pdf", 11 * MEGABYTE, pdf, resumeRule, "es")).toMatchObject({ problem: "too-large", message: "big.pdf pesa más de 10 MB. Su currículum debe pesar 10 MB o menos." });
    expect(spanish("empty.png", new Uint8Array(), claimAttachmentRule)).toMatchObject({ problem: "empty", message: "empty.png está vacío. Por favor elija el archivo de nuevo." });
    expect(spanish("photo.png", png, claimAttachmentRule).ok).toBe(true);
  });
});
