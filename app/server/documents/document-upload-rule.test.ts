import { describe, expect, it } from "vitest";
import { checkUpload, MEGABYTE } from "../uploads/check-upload.ts";
import { documentUploadRule } from "./document-upload-rule.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p)))));

const PDF = bytes("%PDF-1.7\n");
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF");
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEIC = bytes([0, 0, 0, 24], "ftypheic", [0, 0, 0, 0]);
const WEBP = bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ");
const EXE = bytes("MZ\x90\x00 This program cannot be run in DOS mode.");

describe("the customer document upload rule", () => {
  it("accepts PDFs and photos by their bytes, storing the type the bytes say", () => {
    const cases: [string, Uint8Array, string][] = [
      ["ID card.pdf", PDF, "application/pdf"],
      ["card.JPG", JPEG, "image/jpeg"],
      ["card.png", PNG, "image/png"],
      ["card.heic", HEIC, "image/heic"],
      ["card.webp", WEBP, "image/webp"],
    ];
    for (const [name, head, type] of cases) {
      expect(checkUpload(name, 1000, head, documentUploadRule)).toEqual({ ok: true, fileName: name, contentType: type });
    }
  });

  it("refuses a program renamed .pdf, and a file of another kind", () => {
    expect(checkUpload("idcard.pdf", 1000, EXE, documentUploadRule)).toMatchObject({ ok: false, problem: "not-that-type" });
    expect(checkUpload("idcard.exe", 1000, EXE, documentUploadRule)).toMatchObject({ ok: false, problem: "wrong-type" });
    expect(checkUpload("letter.docx", 1000, bytes("PK\x03\x04word/"), documentUploadRule)).toMatchObject({ ok: false, problem: "wrong-type" });
    expect(checkUpload("fake.webp", 1000, bytes("RIFF\x24\x00\x00\x00WAVEfmt "), documentUploadRule)).toMatchObject({ ok: false, problem: "not-that-type" });
  });

  it("takes up to 15 MB, and nothing empty", () => {
    expect(checkUpload("big.pdf", 15 * MEGABYTE, PDF, documentUploadRule).ok).toBe(true);
    expect(checkUpload("big.pdf", 15 * MEGABYTE + 1, PDF, documentUploadRule)).toMatchObject({ ok: false, problem: "too-large", message: expect.stringContaining("15 MB") });
    expect(checkUpload("empty.pdf", 0, PDF, documentUploadRule)).toMatchObject({ ok: false, problem: "empty" });
  });
});
