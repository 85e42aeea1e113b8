/**
 * The certificate of completion appended to a signed document: who signed, from where, when
 * (UTC and Las Vegas time), how they were verified, and the hashes that tie the file to the
 * agency's records. Letter pages; content that does not fit flows onto further pages.
 */
import type { PDFDocument, PDFFont } from "pdf-lib";
import { forFont, REPLACEMENT_CHARACTER, wrapText } from "./pdf-text.ts";
import type { Certificate, CertificateSigner } from "./signing-types.ts";

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 54;
const TEXT_WIDTH = PAGE.width - 2 * MARGIN;
const FOOTER_SIZE = 8;

type Style = "title" | "heading" | "name" | "body" | "hash" | "note";

interface Line {
  text: string;
  style: Style;
  /** Space above the line, in points. */
  gap: number;
  indent: number;
}

const SIZES: Record<Style, number> = { title: 16, heading: 12, name: 10.5, body: 9.5, hash: 9, note: 9 };

const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} UTC`;
const lasVegasFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Los_Angeles",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  second: "2-digit",
  timeZoneName: "short",
});

/** "2026-03-04 17:05:09 UTC (Mar 4, 2026, 9:05:09 AM PST in Las Vegas)" */
export function certificateTime(iso: string | null): string {
  if (!iso) return "not recorded";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${utc(date)} (${lasVegasFormat.format(date)} in Las Vegas)`;
}

function signerLines(signer: CertificateSigner, index: number): [string, Style][] {
  const consent = signer.consentedAt ? `${certificateTime(signer.consentedAt)}, consent text version ${signer.consentVersion ?? "not recorded"}` : "not recorded";
  return [
    [`${index + 1}. ${signer.name}`, "name"],
    [`Email: ${signer.email}`, "body"],
    [`Role: ${signer.role}`, "body"],
    [`Identity verified by: ${signer.verification}`, "body"],
    [`Address: ${signer.address}`, "body"],
    [`Browser: ${signer.browser}`, "body"],
    [`Sent: ${certificateTime(signer.sentAt)}`, "body"],
    [`Viewed: ${certificateTime(signer.viewedAt)}`, "body"],
    [`Consented to sign electronically: ${consent}`, "body"],
    [`Signed: ${certificateTime(signer.signedAt)}`, "body"],
  ];
}

/** The certificate's text, before wrapping: [text, style, gap]. */
function certificateContent(certificate: Certificate): [string, Style, number][] {
  const where = certificate.verificationUrl ? ` at ${certificate.verificationUrl}` : "";
  return [
    ["Certificate of completion", "title", 0],
    [certificate.agencyName, "name", 6],
    [`Document: ${certificate.documentTitle}`, "body", 10],
    [`Reference: ${certificate.reference}`, "body", 2],
    [`Completed: ${certificateTime(certificate.completedAt)}`, "body", 2],
    ["Signers", "heading", 16],
    ...certificate.signers.flatMap((signer, index) => signerLines(signer, index).map(([text, style], line): [string, Style, number] => [text, style, line === 0 ? 10 : 1.5])),
    ["Document hashes (SHA-256)", "heading", 16],
    ["Original file, as sent for signature:", "body", 6],
    [certificate.originalSha256, "hash", 1.5],
    ["Signed pages, before this certificate was added (this file's first revision: the certificate is an incremental update after it):", "body", 6],
    [certificate.signedPagesSha256, "hash", 1.5],
    ["Verification", "heading", 16],
    [
      `This file can be verified on the verification page of ${certificate.agencyName}${where}, with the reference above. ` +
        "The SHA-256 of this whole file, certificate included, cannot be printed in it; it is the one the agency recorded when signing was completed, " +
        "and a file whose SHA-256 differs from that record is not the file the agency issued.",
      "body",
      6,
    ],
  ];
}

export interface CertificateFonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

export async function embedCertificateFonts(document: PDFDocument): Promise<CertificateFonts> {
  const { StandardFonts } = await import("pdf-lib");
  return {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    mono: await document.embedFont(StandardFonts.Courier),
  };
}

const fontFor = (style: Style, fonts: CertificateFonts) =>
  style === "title" || style === "heading" || style === "name" ? fonts.bold : style === "hash" ? fonts.mono : fonts.regular;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** The note listing characters written as "?" or without their accent, when there are any. */
function replacementNote(replaced: string[]): [string, Style, number][] {
  if (replaced.length === 0) return [];
  const list = replaced.map(codePoint).join(", ");
  return [[`Characters this file's fonts cannot show were written as "${REPLACEMENT_CHARACTER}" or without their accent: ${list}.`, "note", 12]];
}

/**
 * Appends the certificate pages. `replacedInFields` are the characters the signed values
 * lost; with those the certificate's own text loses, they are listed in a note at its end.
 * Returns both.
 */
export async function appendCertificatePages(
  document: PDFDocument,
  certificate: Certificate,
  fonts: CertificateFonts,
  replacedInFields: string[] = [],
): Promise<string[]> {
  const { rgb } = await import("pdf-lib");
  const replaced = new Set<string>(replacedInFields);
  const content = certificateContent(certificate).map(([raw, style, gap]) => {
    const { text, replaced: lost } = forFont(raw, fontFor(style, fonts));
    for (const character of lost) replaced.add(character);
    return [text, style, gap] as const;
  });
  const lines: Line[] = [];
  for (const [text, style, gap] of [...content, ...replacementNote([...replaced])]) {
    const font = fontFor(style, fonts);
    const indent = style === "body" || style === "hash" ? 14 : 0;
    wrapText(font, forFont(text, font).text, SIZES[style], TEXT_WIDTH - indent).forEach((part, index) => {
      lines.push({ text: part, style, gap: index === 0 ? gap : 1.5, indent });
    });
  }

  // Laid out first, so each page's footer can say how many there are.
  const pages: { line: Line; baseline: number }[][] = [[]];
  let y = PAGE.height - MARGIN;
  for (const line of lines) {
    const size = SIZES[line.style];
    const advance = line.gap + size * 1.25;
    if (y - advance < MARGIN + 2 * FOOTER_SIZE && pages.at(-1)!.length > 0) {
      pages.push([]);
      y = PAGE.height - MARGIN;
    }
    const first = pages.at(-1)!.length === 0;
    y -= (first ? 0 : line.gap) + size * 1.25;
    pages.at(-1)!.push({ line, baseline: y });
  }

  pages.forEach((content, index) => {
    const page = document.addPage([PAGE.width, PAGE.height]);
    for (const { line, baseline } of content) {
      page.drawText(line.text, {
        x: MARGIN + line.indent,
        y: baseline,
        size: SIZES[line.style],
        font: fontFor(line.style, fonts),
        color: line.style === "note" ? rgb(0.45, 0.05, 0.05) : rgb(0, 0, 0),
      });
    }
    const footer = forFont(`${certificate.reference}: certificate of completion, page ${index + 1} of ${pages.length}`, fonts.regular).text;
    page.drawText(footer, { x: MARGIN, y: MARGIN - FOOTER_SIZE, size: FOOTER_SIZE, font: fonts.regular, color: rgb(0.3, 0.3, 0.3) });
  });
  return [...replaced];
}
