/**
 * PDFs for the signing tests, made on the spot (no binary fixtures in the repository).
 * Test code only: nothing in the app imports this module.
 */
import { createHash } from "node:crypto";
import { PDFDocument, degrees, rgb } from "pdf-lib";

export interface FixturePage {
  size?: [number, number];
  rotate?: number;
  cropBox?: [number, number, number, number];
  /** Black rectangles, in the page's user space. */
  blackRects?: { x: number; y: number; width: number; height: number }[];
  texts?: { text: string; x: number; y: number; size?: number }[];
}

export async function makePdf(pages: FixturePage[], title = "Fixture"): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  // Fixed dates: the same fixture is the same bytes.
  document.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  document.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  for (const spec of pages) {
    const page = document.addPage(spec.size ?? [612, 792]);
    if (spec.rotate) page.setRotation(degrees(spec.rotate));
    if (spec.cropBox) page.setCropBox(...spec.cropBox);
    for (const rect of spec.blackRects ?? []) page.drawRectangle({ ...rect, color: rgb(0, 0, 0) });
    for (const text of spec.texts ?? []) page.drawText(text.text, { x: text.x, y: text.y, size: text.size ?? 12 });
  }
  return document.save();
}

/** The padding of the standard security handler (ISO 32000-1, 7.6.3.3). */
const PADDING = Buffer.from("28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a", "hex");

const padded = (password: string) => Buffer.concat([Buffer.from(password, "latin1"), PADDING]).subarray(0, 32);
const md5 = (...parts: Buffer[]) => createHash("md5").update(Buffer.concat(parts)).digest();

/** RC4, written out: OpenSSL 3 leaves it out of its default provider. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

/**
 * A one-page PDF encrypted with the standard security handler, revision 2 (40-bit RC4). With
 * an empty user password it opens without a password (owner-password-only "protection",
 * which restricts printing and copying); with a user password it does not open without it.
 * The page has no content stream, so there is no string or stream to encrypt: the
 * encryption dictionary and the file identifier are what make it an encrypted file.
 */
export function encryptedPdf({ userPassword, ownerPassword }: { userPassword: string; ownerPassword: string }): Uint8Array {
  const permissions = -44; // printing and copying refused
  const id = Buffer.from("0123456789abcdef0123456789abcdef", "hex");
  const owner = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const permissionBytes = Buffer.alloc(4);
  permissionBytes.writeInt32LE(permissions);
  const key = md5(padded(userPassword), owner, permissionBytes, id).subarray(0, 5);
  const user = rc4(key, PADDING);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << >> >>",
    `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString("hex")}> /U <${user.toString("hex")}> /P ${permissions} >>`,
  ];
  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${id.toString("hex")}> <${id.toString("hex")}>] >>\n`;
  body += `startxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}
