import { PDFDocument, PDFName, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { withPdfjsDocument } from "./pdf-js-node.ts";
import { beforeLastUpdate, saveIncrementalUpdate, snapshotObjects } from "./pdf-incremental-update.ts";
import { makePdf } from "./pdf-test-fixtures.ts";

async function firstRevision() {
  const document = await PDFDocument.load(await makePdf([{ texts: [{ text: "First page", x: 72, y: 700 }] }, {}]));
  return document.save({ useObjectStreams: false });
}

describe("saveIncrementalUpdate", () => {
  it("keeps the earlier file as a prefix and adds a page both parsers read", async () => {
    const earlier = await firstRevision();
    const document = await PDFDocument.load(earlier);
    const before = snapshotObjects(document);
    document.addPage([612, 792]).drawText("Added page", { x: 72, y: 700 });
    const updated = await saveIncrementalUpdate(earlier, document, before);

    expect(Buffer.compare(updated.subarray(0, earlier.byteLength), earlier)).toBe(0);
    expect((await PDFDocument.load(updated)).getPageCount()).toBe(3);
    const texts = await withPdfjsDocument(updated, async (pdf) => {
      const pages = [];
      for (let n = 1; n <= pdf.numPages; n++) {
        const content = await (await pdf.getPage(n)).getTextContent();
        pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(""));
      }
      return pages;
    }, { stopAtErrors: true });
    expect(texts).toEqual(["First page", "", "Added page"]);
  });

  it("writes only the objects that changed", async () => {
    const earlier = await firstRevision();
    const document = await PDFDocument.load(earlier);
    const before = snapshotObjects(document);
    document.addPage([612, 792]);
    const update = Buffer.from(await saveIncrementalUpdate(earlier, document, before)).subarray(earlier.byteLength).toString("latin1");
    const written = [...update.matchAll(/^(\d+) 0 obj$/gm)].map((match) => Number(match[1]));
    // The page tree (its count and kids changed) and the new page; not the first two pages, not the catalog.
    const pageTree = document.catalog.get(PDFName.of("Pages")) as PDFRef;
    expect(written).toContain(pageTree.objectNumber);
    expect(written).toContain(document.getPage(2).ref.objectNumber);
    expect(written).not.toContain(document.getPage(0).ref.objectNumber);
    expect(written).not.toContain(document.getPage(1).ref.objectNumber);
    expect(written).toHaveLength(2);
    expect(update).toMatch(/\/Prev \d+/);
  });

  it("refuses an earlier file that does not end as a PDF does", async () => {
    const earlier = await firstRevision();
    const document = await PDFDocument.load(earlier);
    const before = snapshotObjects(document);
    await expect(saveIncrementalUpdate(new Uint8Array(Buffer.concat([earlier, Buffer.from("junk".repeat(300))])), document, before)).rejects.toThrow(/startxref/);
  });
});

describe("beforeLastUpdate", () => {
  it("gives back the earlier file exactly", async () => {
    const earlier = await firstRevision();
    const document = await PDFDocument.load(earlier);
    const before = snapshotObjects(document);
    document.addPage([612, 792]);
    const updated = await saveIncrementalUpdate(earlier, document, before);
    expect(Buffer.compare(beforeLastUpdate(updated)!, earlier)).toBe(0);
  });

  it("gives nothing for a file without an update", async () => {
    expect(beforeLastUpdate(await firstRevision())).toBeNull();
  });
});
