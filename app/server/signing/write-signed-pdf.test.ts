import { createCanvas, loadImage } from "@napi-rs/canvas";
import { concatTransformationMatrix, PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import { beforeAll, describe, expect, it } from "vitest";
import { toPdfRect } from "./field-geometry.ts";
import { renderPageImages } from "./page-images.ts";
import { checkPdf } from "./pdf-check.ts";
import { withPdfjsDocument } from "./pdf-js-node.ts";
import { beforeLastUpdate } from "./pdf-incremental-update.ts";
import { pdfPageGeometry } from "./pdf-page-geometry.ts";
import { makePdf } from "./pdf-test-fixtures.ts";
import type { Certificate, CertificateSigner, FilledField } from "./signing-types.ts";
import { sha256Hex } from "./signing-rules.ts";
import { writeSignedPdf, type SignedPdf } from "./write-signed-pdf.ts";

interface PageText {
  /** The page's text, lines joined by spaces (a wrapped line reads as one). */
  text: string;
  items: { str: string; x: number; y: number }[];
}

async function pagesText(bytes: Uint8Array): Promise<PageText[]> {
  return withPdfjsDocument(bytes, async (document) => {
    const pages: PageText[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const items = content.items.filter((item): item is TextItem => "str" in item).map((item) => ({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number }));
      pages.push({ text: items.map((item) => item.str).join(" ").replace(/\s+/g, " "), items });
    }
    return pages;
  });
}

async function drawnSignaturePng(): Promise<Uint8Array> {
  const canvas = createCanvas(300, 100);
  const context = canvas.getContext("2d");
  context.lineWidth = 8;
  context.strokeStyle = "#000";
  context.beginPath();
  context.moveTo(20, 80);
  context.bezierCurveTo(80, 0, 160, 100, 280, 20);
  context.stroke();
  return new Uint8Array(await canvas.encode("png"));
}

const signer = (n: number, overrides: Partial<CertificateSigner> = {}): CertificateSigner => ({
  name: `Signer Number${n}`,
  email: `signer${n}@example.com`,
  role: n === 1 ? "Named insured" : "Co-insured",
  address: `203.0.113.${n}`,
  browser: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1",
  sentAt: "2026-03-04T16:00:00.000Z",
  viewedAt: "2026-03-04T16:30:00.000Z",
  consentedAt: "2026-03-04T16:31:00.000Z",
  consentVersion: "2026-01",
  signedAt: "2026-03-04T17:05:09.000Z",
  verification: "email code",
  ...overrides,
});

const certificate = (signers: CertificateSigner[]): Omit<Certificate, "signedPagesSha256"> => ({
  documentTitle: "Auto policy change request",
  reference: "SIG-2026-0042",
  agencyName: "Desert Shield Insurance",
  verificationUrl: "https://agency.example/verify",
  originalSha256: "a".repeat(64),
  completedAt: "2026-03-04T17:05:09.000Z",
  signers,
});

/** Page 1 upright; page 2 turned a quarter (landscape) with a crop box offset from the origin. */
const original = () => makePdf([{ texts: [{ text: "Please sign below", x: 72, y: 720 }] }, { rotate: 90, cropBox: [20, 30, 560, 740] }]);

describe("writeSignedPdf", () => {
  let originalBytes: Uint8Array;
  let fields: FilledField[];
  let signed: SignedPdf;
  let text: PageText[];

  beforeAll(async () => {
    originalBytes = await original();
    fields = [
      { box: { page: 1, x: 0.1, y: 0.7, width: 0.4, height: 0.06 }, value: { kind: "signature", typed: "María José Núñez" } },
      { box: { page: 1, x: 0.6, y: 0.72, width: 0.25, height: 0.03 }, value: { kind: "date", text: "03/04/2026" } },
      { box: { page: 1, x: 0.1, y: 0.8, width: 0.04, height: 0.03 }, value: { kind: "checkbox", checked: true } },
      { box: { page: 1, x: 0.2, y: 0.8, width: 0.04, height: 0.03 }, value: { kind: "checkbox", checked: false } },
      { box: { page: 2, x: 0.5, y: 0.1, width: 0.3, height: 0.05 }, value: { kind: "text", text: "Policy NV-123 añadida" } },
      { box: { page: 2, x: 0.1, y: 0.5, width: 0.15, height: 0.1 }, value: { kind: "initials", typed: "MJN", drawnPng: await drawnSignaturePng() } },
    ];
    signed = await writeSignedPdf(originalBytes, fields, certificate([signer(1), signer(2, { viewedAt: null, consentedAt: null, consentVersion: null, signedAt: null })]));
    text = await pagesText(signed.bytes);
  });

  it("writes a file both parsers read, with the certificate after the document's pages", async () => {
    const check = await checkPdf(signed.bytes);
    expect(check.ok && check.pageSizes.map((p) => [p.widthPt, p.heightPt])).toEqual([
      [612, 792],
      [740, 560],
      [612, 792],
    ]);
  });

  it("writes each value on its own page, accents included", () => {
    expect(text[0]!.text).toContain("María José Núñez");
    expect(text[0]!.text).toContain("03/04/2026");
    expect(text[1]!.text).toContain("Policy NV-123 añadida");
    expect(text[1]!.text).not.toContain("María");
    expect(text[0]!.text).not.toContain("Policy NV-123");
  });

  it("writes each value inside its box, also on a rotated, cropped page", async () => {
    const document = await PDFDocument.load(signed.bytes);
    for (const [index, value] of [
      [0, "María José Núñez"],
      [1, "03/04/2026"],
      [4, "Policy NV-123 añadida"],
    ] as const) {
      const { box } = fields[index]!;
      const rect = toPdfRect(box, pdfPageGeometry(document.getPage(box.page - 1)));
      const item = text[box.page - 1]!.items.find((candidate) => candidate.str === value)!;
      expect(item, value).toBeDefined();
      expect(item.x, value).toBeGreaterThanOrEqual(rect.x - 0.5);
      expect(item.x, value).toBeLessThanOrEqual(rect.x + rect.width + 0.5);
      expect(item.y, value).toBeGreaterThanOrEqual(rect.y - 0.5);
      expect(item.y, value).toBeLessThanOrEqual(rect.y + rect.height + 0.5);
    }
  });

  it("embeds a drawn signature as an image on its page only", async () => {
    const document = await PDFDocument.load(signed.bytes);
    const images = (pageIndex: number) => {
      const xObjects = document.getPage(pageIndex).node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
      return (xObjects?.keys() ?? []).filter((name) => {
        const object = xObjects!.lookup(name);
        return object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
      });
    };
    expect(images(1)).toHaveLength(1);
    expect(images(0)).toHaveLength(0);
    // The typed initials are not written when a drawing stands for them.
    expect(text[1]!.text).not.toContain("MJN");
  });

  it("draws a check mark in a checked box and nothing in an unchecked one", async () => {
    const [page] = await renderPageImages(signed.bytes.slice(), { widthPx: 612 });
    const image = await loadImage(Buffer.from(page!.png));
    const canvas = createCanvas(image.width, image.height);
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    const darkIn = (box: FilledField["box"]) => {
      const data = context.getImageData(box.x * image.width, box.y * image.height, box.width * image.width, box.height * image.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 1]! < 128) dark++;
      return dark;
    };
    expect(darkIn(fields[2]!.box)).toBeGreaterThan(10);
    expect(darkIn(fields[3]!.box)).toBe(0);
  });

  it("lists every signer, their times in UTC and Las Vegas, and both hashes on the certificate", () => {
    const page = text[2]!.text;
    for (const expected of [
      "Certificate of completion",
      "Desert Shield Insurance",
      "Auto policy change request",
      "SIG-2026-0042",
      "Signer Number1",
      "signer1@example.com",
      "Named insured",
      "203.0.113.1",
      "Signer Number2",
      "signer2@example.com",
      "Co-insured",
      "203.0.113.2",
      "email code",
      "2026-03-04 17:05:09 UTC (Mar 4, 2026, 9:05:09 AM PST in Las Vegas)",
      "consent text version 2026-01",
      "Viewed: not recorded",
      "a".repeat(64),
      signed.signedPagesSha256,
      "https://agency.example/verify",
    ]) {
      expect(page, expected).toContain(expected);
    }
    expect(page).toMatch(/verification page/);
    expect(page).toMatch(/SHA-256 of this whole file/);
  });

  it("keeps the signed pages as the file's first revision, so their hash can be checked from the file", () => {
    const firstEof = Buffer.from(signed.bytes).indexOf("%%EOF") + "%%EOF".length;
    expect(sha256Hex(signed.bytes.subarray(0, firstEof))).toBe(signed.signedPagesSha256);
    expect(sha256Hex(beforeLastUpdate(signed.bytes)!)).toBe(signed.signedPagesSha256);
    expect(signed.bytes.byteLength).toBeGreaterThan(firstEof + 100);
  });

  it("returns the SHA-256 of the bytes it returns", () => {
    expect(signed.sha256).toBe(sha256Hex(signed.bytes));
  });

  it("changes the SHA-256 when one byte of the file changes", () => {
    const changed = signed.bytes.slice();
    changed[Math.floor(changed.byteLength / 2)]! ^= 1;
    expect(sha256Hex(changed)).not.toBe(signed.sha256);
  });

  it("gives the same bytes for the same inputs", async () => {
    const again = await writeSignedPdf(originalBytes, fields, certificate([signer(1), signer(2, { viewedAt: null, consentedAt: null, consentVersion: null, signedAt: null })]));
    expect(Buffer.compare(again.bytes, signed.bytes)).toBe(0);
    expect(again.sha256).toBe(signed.sha256);
  });

  it("sets the title, producer and modification date from the certificate", async () => {
    const document = await PDFDocument.load(signed.bytes, { updateMetadata: false });
    expect(document.getTitle()).toBe("Auto policy change request");
    expect(document.getProducer()).toBe("Desert Shield Insurance document signing");
    expect(document.getModificationDate()?.toISOString()).toBe("2026-03-04T17:05:09.000Z");
  });
});

describe("writeSignedPdf with characters outside the standard fonts", () => {
  it("writes them as ? or without their accent, and says so on the certificate", async () => {
    const fields: FilledField[] = [
      { box: { page: 1, x: 0.1, y: 0.1, width: 0.5, height: 0.05 }, value: { kind: "signature", typed: "Łukasz Wałęsa 王" } },
      { box: { page: 1, x: 0.1, y: 0.3, width: 0.5, height: 0.05 }, value: { kind: "text", text: "ok 😀\nnext line" } },
    ];
    const signed = await writeSignedPdf(await makePdf([{}]), fields, certificate([signer(1, { name: "Zoë Ŝmith" })]));
    const [page, certificatePage] = await pagesText(signed.bytes);
    expect(page!.text).toContain("?ukasz Wa?esa ?");
    expect(page!.text).toContain("ok ? next line");
    expect(certificatePage!.text).toContain("Zoë Smith");
    expect(signed.replacedCharacters).toEqual(["Ł", "ł", "ę", "王", "😀", "Ŝ"]);
    expect(certificatePage!.text).toContain("U+0141, U+0142, U+0119, U+738B, U+1F600, U+015C");
  });
});

describe("writeSignedPdf on a page whose content leaves the coordinate system changed", () => {
  it("still writes the value inside its box", async () => {
    // A content stream ending with an unbalanced "cm", as some generators write.
    const document = await PDFDocument.create();
    document.addPage([612, 792]).pushOperators(concatTransformationMatrix(2, 0, 0, 2, 100, 100));
    const box = { page: 1, x: 0.1, y: 0.1, width: 0.4, height: 0.05 };
    const signed = await writeSignedPdf(await document.save(), [{ box, value: { kind: "text", text: "Inside" } }], certificate([signer(1)]));
    const item = (await pagesText(signed.bytes))[0]!.items.find((candidate) => candidate.str === "Inside")!;
    const rect = toPdfRect(box, { cropBox: { x: 0, y: 0, width: 612, height: 792 }, rotate: 0 });
    expect(item.x).toBeGreaterThanOrEqual(rect.x - 0.5);
    expect(item.x).toBeLessThanOrEqual(rect.x + rect.width);
    expect(item.y).toBeGreaterThanOrEqual(rect.y - 0.5);
    expect(item.y).toBeLessThanOrEqual(rect.y + rect.height);
  });
});

describe("writeSignedPdf's certificate for many signers", () => {
  it("flows onto further pages, each numbered", async () => {
    const signers = Array.from({ length: 9 }, (_, index) => signer(index + 1));
    const signed = await writeSignedPdf(await makePdf([{}]), [], certificate(signers));
    const pages = await pagesText(signed.bytes);
    const certificatePages = pages.slice(1);
    expect(certificatePages.length).toBeGreaterThan(1);
    const all = certificatePages.map((page) => page.text).join("\n");
    for (const s of signers) expect(all).toContain(s.email);
    expect(certificatePages.at(-1)!.text).toContain(signed.signedPagesSha256);
    certificatePages.forEach((page, index) => expect(page.text).toContain(`page ${index + 1} of ${certificatePages.length}`));
  });
});

describe("writeSignedPdf's refusals", () => {
  it.each([
    ["a page the document does not have", { page: 3, x: 0.1, y: 0.1, width: 0.3, height: 0.05 }, /page-out-of-range/],
    ["a box outside its page", { page: 1, x: 0.9, y: 0.1, width: 0.3, height: 0.05 }, /outside-page/],
  ])("refuses a field on %s", async (_, box, message) => {
    const fields: FilledField[] = [{ box, value: { kind: "text", text: "x" } }];
    await expect(writeSignedPdf(await makePdf([{}]), fields, certificate([signer(1)]))).rejects.toThrow(message);
  });

  it("refuses a drawn signature that is not a PNG", async () => {
    const fields: FilledField[] = [
      { box: { page: 1, x: 0.1, y: 0.1, width: 0.3, height: 0.05 }, value: { kind: "signature", typed: "Ann", drawnPng: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) } },
    ];
    await expect(writeSignedPdf(await makePdf([{}]), fields, certificate([signer(1)]))).rejects.toThrow(/not a PNG/);
  });

  it("refuses an empty typed signature", async () => {
    const fields: FilledField[] = [{ box: { page: 1, x: 0.1, y: 0.1, width: 0.3, height: 0.05 }, value: { kind: "signature", typed: "  " } }];
    await expect(writeSignedPdf(await makePdf([{}]), fields, certificate([signer(1)]))).rejects.toThrow(RangeError);
  });
});
