import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checkPdf, MAX_SIGNING_PDF_BYTES, MAX_SIGNING_PDF_PAGES } from "./pdf-check.ts";
import { withPdfjsDocument } from "./pdf-js-node.ts";
import { encryptedPdf, makePdf } from "./pdf-test-fixtures.ts";

describe("checkPdf", () => {
  it("accepts a plain PDF and gives each page's size in points", async () => {
    const bytes = await makePdf([{ size: [612, 792] }, { size: [595.28, 841.89] }]);
    expect(await checkPdf(bytes)).toEqual({
      ok: true,
      pageSizes: [
        { page: 1, widthPt: 612, heightPt: 792 },
        { page: 2, widthPt: 595.28, heightPt: 841.89 },
      ],
    });
  });

  it("gives sizes as displayed: rotation applied, crop box used", async () => {
    const bytes = await makePdf([
      { rotate: 90 },
      { rotate: 270 },
      { rotate: 180 },
      { cropBox: [36, 36, 540, 720] },
      { rotate: 90, cropBox: [36, 36, 540, 720] },
    ]);
    const check = await checkPdf(bytes);
    expect(check.ok && check.pageSizes.map((p) => [p.widthPt, p.heightPt])).toEqual([
      [792, 612],
      [792, 612],
      [612, 792],
      [540, 720],
      [720, 540],
    ]);
  });

  it(`accepts ${MAX_SIGNING_PDF_PAGES} pages and refuses one more`, async () => {
    const pages = Array.from({ length: MAX_SIGNING_PDF_PAGES }, () => ({}));
    expect((await checkPdf(await makePdf(pages))).ok).toBe(true);
    expect(await checkPdf(await makePdf([...pages, {}]))).toEqual({ ok: false, error: "too-many-pages" });
  });

  it("refuses a file over the size limit before parsing it", async () => {
    const bytes = new Uint8Array(MAX_SIGNING_PDF_BYTES + 1);
    bytes.set(Buffer.from("%PDF-1.7\n"));
    expect(await checkPdf(bytes)).toEqual({ ok: false, error: "too-large" });
  });

  it.each([
    ["a text file named contract.pdf", Buffer.from("Dear customer, please sign.\n")],
    ["a PNG named contract.pdf", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")],
    ["an empty file", Buffer.alloc(0)],
    ["a PDF header further into the file", Buffer.from("junk\n%PDF-1.7\n%%EOF\n")],
  ])("refuses %s as not a PDF", async (_, content) => {
    expect(await checkPdf(new Uint8Array(content))).toEqual({ ok: false, error: "not-a-pdf" });
  });

  it.each([0.2, 0.5, 0.9, 0.99])("refuses a PDF cut short at %d of its length", async (fraction) => {
    const bytes = await makePdf([{ texts: [{ text: "Policy", x: 72, y: 700 }] }, {}]);
    expect(await checkPdf(bytes.slice(0, Math.floor(bytes.byteLength * fraction)))).toEqual({ ok: false, error: "unreadable" });
  });

  it.each([0.3, 0.6])("refuses a PDF missing its middle from %d of its length, though it ends as a PDF does", async (fraction) => {
    const bytes = await makePdf([{ texts: [{ text: "Policy", x: 72, y: 700 }] }, {}]);
    const cut = Buffer.concat([bytes.slice(0, Math.floor(bytes.byteLength * fraction)), Buffer.from("\n%%EOF\n")]);
    expect(await checkPdf(new Uint8Array(cut))).toEqual({ ok: false, error: "unreadable" });
  });

  it("refuses a file with a PDF header and nothing a parser can read", async () => {
    expect(await checkPdf(new Uint8Array(Buffer.from("%PDF-1.7\nnot really\n%%EOF\n")))).toEqual({ ok: false, error: "unreadable" });
  });

  it("refuses a PDF without pages", async () => {
    const empty = await (await PDFDocument.create()).save({ addDefaultPage: false });
    expect(await checkPdf(empty)).toEqual({ ok: false, error: "unreadable" });
  });

  it("refuses a PDF that needs a password to open", async () => {
    const bytes = encryptedPdf({ userPassword: "secret", ownerPassword: "owner" });
    // The fixture is really encrypted: pdf.js checks the empty password against it and asks for one.
    await expect(withPdfjsDocument(bytes, async () => "opened")).rejects.toMatchObject({ name: "PasswordException" });
    expect(await checkPdf(bytes)).toEqual({ ok: false, error: "encrypted" });
  });

  it("refuses a PDF with only an owner password, which opens without one", async () => {
    const bytes = encryptedPdf({ userPassword: "", ownerPassword: "owner" });
    expect(await withPdfjsDocument(bytes, async (document) => document.numPages)).toBe(1);
    expect(await checkPdf(bytes)).toEqual({ ok: false, error: "encrypted" });
  });
});
