/**
 * Saves a pdf-lib document as an incremental update of the file it was loaded from: the
 * earlier file's bytes unchanged, then only the objects added or changed since, a
 * cross-reference section for them and a trailer pointing back to the earlier one
 * (ISO 32000-1, 7.5.6). pdf-lib only writes whole files; this is how the certificate is
 * added after the signed pages, so the signed pages stay a byte-for-byte prefix of the final
 * file and their SHA-256 can be checked by anyone holding it.
 */
import type { PDFDocument, PDFObject, PDFRef } from "pdf-lib";

const key = (ref: PDFRef) => `${ref.objectNumber} ${ref.generationNumber}`;

function serialize(object: PDFObject): Uint8Array {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return bytes;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.byteLength === b.byteLength && Buffer.compare(a, b) === 0;

/** Every object's bytes as loaded, taken before the document is changed. */
export type ObjectSnapshot = Map<string, Uint8Array>;

export function snapshotObjects(document: PDFDocument): ObjectSnapshot {
  return new Map(document.context.enumerateIndirectObjects().map(([ref, object]) => [key(ref), serialize(object)]));
}

/** Where the earlier file's last cross-reference section starts. */
function lastStartXref(bytes: Uint8Array): number {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).toString("latin1");
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match) throw new Error("The earlier file does not end with startxref and %%EOF.");
  return Number(match[1]);
}

/**
 * `previous` is the file `document` was loaded from and `before` the snapshot taken right
 * after loading it. The earlier file must use a classic cross-reference table (pdf-lib's
 * save with useObjectStreams: false), which the new section's /Prev then points to.
 */
export async function saveIncrementalUpdate(previous: Uint8Array, document: PDFDocument, before: ObjectSnapshot): Promise<Uint8Array> {
  const { PDFDict, PDFName, PDFNumber } = await import("pdf-lib");
  await document.flush();
  const changed = document.context
    .enumerateIndirectObjects()
    .map(([ref, object]) => ({ ref, bytes: serialize(object) }))
    .filter(({ ref, bytes }) => {
      const earlier = before.get(key(ref));
      return !earlier || !sameBytes(earlier, bytes);
    })
    .sort((a, b) => a.ref.objectNumber - b.ref.objectNumber);

  const parts: Uint8Array[] = [previous];
  let offset = previous.byteLength;
  const push = (part: Uint8Array | string) => {
    const bytes = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(bytes);
    offset += bytes.byteLength;
  };
  // The earlier file ends with "%%EOF" and, from pdf-lib, no newline after it.
  if (previous[previous.byteLength - 1] !== 0x0a) push("\n");

  const offsets = new Map<number, number>();
  for (const { ref, bytes } of changed) {
    offsets.set(ref.objectNumber, offset);
    push(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    push(bytes);
    push("\nendobj\n");
  }

  const xrefAt = offset;
  let xref = "xref\n";
  // Subsections of consecutive object numbers, each entry exactly 20 bytes.
  for (let i = 0; i < changed.length; ) {
    let j = i;
    while (j + 1 < changed.length && changed[j + 1]!.ref.objectNumber === changed[j]!.ref.objectNumber + 1) j++;
    xref += `${changed[i]!.ref.objectNumber} ${j - i + 1}\n`;
    for (let k = i; k <= j; k++) {
      const { ref } = changed[k]!;
      xref += `${String(offsets.get(ref.objectNumber)).padStart(10, "0")} ${String(ref.generationNumber).padStart(5, "0")} n\r\n`;
    }
    i = j + 1;
  }
  push(xref);

  const { context } = document;
  if (!context.trailerInfo.Root) throw new Error("The document has no catalog.");
  const trailer = PDFDict.withContext(context);
  trailer.set(PDFName.of("Size"), PDFNumber.of(context.largestObjectNumber + 1));
  trailer.set(PDFName.of("Root"), context.trailerInfo.Root);
  if (context.trailerInfo.Info) trailer.set(PDFName.of("Info"), context.trailerInfo.Info);
  if (context.trailerInfo.ID) trailer.set(PDFName.of("ID"), context.trailerInfo.ID);
  trailer.set(PDFName.of("Prev"), PDFNumber.of(lastStartXref(previous)));
  push("trailer\n");
  push(serialize(trailer));
  push(`\nstartxref\n${xrefAt}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * The file as it was before its last incremental update: for a signed document, the signed
 * pages without the certificate, whose SHA-256 the certificate prints. Null for a file with
 * no update (its last trailer has no /Prev).
 */
export function beforeLastUpdate(bytes: Uint8Array): Uint8Array | null {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const trailerAt = text.lastIndexOf("trailer");
  const prev = trailerAt < 0 ? null : /\/Prev\s+(\d+)/.exec(text.slice(trailerAt));
  if (!prev) return null;
  // The earlier revision ends with the %%EOF after the cross-reference section /Prev points to.
  const end = text.indexOf("%%EOF", Number(prev[1]));
  return end < 0 ? null : bytes.subarray(0, end + "%%EOF".length);
}
