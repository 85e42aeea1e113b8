import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { threadId as mainThreadId, type Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { renderPageImages } from "./page-images.ts";
import { checkPdf } from "./pdf-check.ts";
import { encryptedPdf, makePdf } from "./pdf-test-fixtures.ts";
import { createPdfWorkerLayer, PdfWorkerError, type PdfWorkerLayer } from "./pdf-worker-layer.ts";
import type { Certificate, FilledField } from "./signing-types.ts";
import { writeSignedPdf } from "./write-signed-pdf.ts";

const certificate: Omit<Certificate, "signedPagesSha256"> = {
  documentTitle: "Auto policy change request",
  reference: "SIG-2026-0042",
  agencyName: "Desert Shield Insurance",
  verificationUrl: "https://agency.example/verify",
  originalSha256: "a".repeat(64),
  completedAt: "2026-03-04T17:05:09.000Z",
  signers: [
    {
      name: "Signer Number1",
      email: "signer1@example.com",
      role: "Named insured",
      address: "203.0.113.1",
      browser: "Mozilla/5.0",
      sentAt: "2026-03-04T16:00:00.000Z",
      viewedAt: "2026-03-04T16:30:00.000Z",
      consentedAt: "2026-03-04T16:31:00.000Z",
      consentVersion: "2026-01",
      signedAt: "2026-03-04T17:05:09.000Z",
      verification: "email code",
    },
  ],
};

const fields: FilledField[] = [
  { box: { page: 1, x: 0.1, y: 0.7, width: 0.4, height: 0.06 }, value: { kind: "signature", typed: "María José Núñez" } },
  { box: { page: 1, x: 0.1, y: 0.8, width: 0.04, height: 0.03 }, value: { kind: "checkbox", checked: true } },
  { box: { page: 2, x: 0.5, y: 0.1, width: 0.3, height: 0.05 }, value: { kind: "text", text: "Policy NV-123 añadida" } },
];

const twoPages = () => makePdf([{ texts: [{ text: "Please sign below", x: 72, y: 720 }], blackRects: [{ x: 60, y: 560, width: 120, height: 160 }] }, { rotate: 90, cropBox: [20, 30, 560, 740] }]);
const manyPages = (count: number) => makePdf(Array.from({ length: count }, (_, index) => ({ texts: [{ text: `Page ${index + 1}`, x: 72, y: 720, size: 24 }], blackRects: [{ x: 60, y: 100, width: 400, height: 300 }] })));

/** The layers each test started, stopped after the file (the default one included). */
const layers: PdfWorkerLayer[] = [];
function layer(options: Parameters<typeof createPdfWorkerLayer>[0] = {}): PdfWorkerLayer {
  const created = createPdfWorkerLayer(options);
  layers.push(created);
  return created;
}
afterAll(() => Promise.all(layers.map((created) => created.stop())));

// Each worker loads pdf.js anew: seconds on a busy 2-core machine.
describe("the PDF layer in a worker thread", { timeout: 60_000 }, () => {
  const shared = layer();

  it("checks a PDF as checkPdf does in this thread, and answers from another thread", async () => {
    const bytes = await twoPages();
    expect(await shared.checkPdf(bytes)).toEqual(await checkPdf(bytes));
    expect(shared.lastThreadId()).toBeDefined();
    expect(shared.lastThreadId()).not.toBe(mainThreadId);
  });

  it("gives the same typed refusals: not a PDF, encrypted, cut short, malformed", async () => {
    const whole = await twoPages();
    const inputs = {
      "not-a-pdf": new TextEncoder().encode("Hello, this is not a PDF"),
      encrypted: encryptedPdf({ userPassword: "secret", ownerPassword: "owner" }),
      "cut short": whole.subarray(0, Math.floor(whole.byteLength / 2)),
      malformed: new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
    };
    const answers = await Promise.all(Object.values(inputs).map((bytes) => shared.checkPdf(bytes)));
    const expected = await Promise.all(Object.values(inputs).map((bytes) => checkPdf(bytes)));
    expect(answers).toEqual(expected);
    expect(answers.map((answer) => !answer.ok && answer.error)).toEqual(["not-a-pdf", "encrypted", "unreadable", "unreadable"]);
  });

  it("leaves the caller's bytes as they were (the worker gets a copy)", async () => {
    const bytes = await twoPages();
    const before = Buffer.from(bytes);
    await shared.checkPdf(bytes);
    await shared.renderPageImages(bytes, { widthPx: 100 });
    expect(bytes.byteLength).toBe(before.byteLength);
    expect(Buffer.from(bytes).equals(before)).toBe(true);
  });

  it("draws the same page images", async () => {
    const bytes = await twoPages();
    const images = await shared.renderPageImages(bytes, { widthPx: 400 });
    const here = await renderPageImages(bytes, { widthPx: 400 });
    expect(images.map(({ page, widthPx, heightPx }) => ({ page, widthPx, heightPx }))).toEqual(here.map(({ page, widthPx, heightPx }) => ({ page, widthPx, heightPx })));
    images.forEach((image, index) => expect(Buffer.from(image.png).equals(Buffer.from(here[index]!.png))).toBe(true));
  });

  it("throws what renderPageImages throws: a RangeError for a width out of bounds", async () => {
    const bytes = await twoPages();
    const here = await renderPageImages(bytes, { widthPx: 0 }).catch((error: unknown) => error);
    const there = await shared.renderPageImages(bytes, { widthPx: 0 }).catch((error: unknown) => error);
    expect(there).toBeInstanceOf(RangeError);
    expect((there as Error).message).toBe((here as Error).message);
  });

  it("writes the same signed file, and refuses a field off the page as writeSignedPdf does", async () => {
    const original = await twoPages();
    const there = await shared.writeSignedPdf(original, fields, certificate);
    const here = await writeSignedPdf(original, fields, certificate);
    expect(there).toEqual(here);
    expect(Buffer.from(there.bytes).equals(Buffer.from(here.bytes))).toBe(true);

    const offPage: FilledField[] = [{ box: { page: 3, x: 0.1, y: 0.1, width: 0.2, height: 0.05 }, value: { kind: "text", text: "x" } }];
    const refusedHere = await writeSignedPdf(original, offPage, certificate).catch((error: unknown) => error);
    const refusedThere = await shared.writeSignedPdf(original, offPage, certificate).catch((error: unknown) => error);
    expect(refusedThere).toBeInstanceOf(RangeError);
    expect((refusedThere as Error).message).toBe((refusedHere as Error).message);
  });

  it("takes calls in order, one at a time", async () => {
    const bytes = await twoPages();
    const answers = await Promise.all([shared.checkPdf(bytes), shared.renderPageImages(bytes, { widthPx: 50 }), shared.checkPdf(new Uint8Array([1, 2, 3]))]);
    expect(answers[0].ok).toBe(true);
    expect(answers[1]).toHaveLength(2);
    expect(answers[2]).toEqual({ ok: false, error: "not-a-pdf" });
  });

  it("keeps this thread free while it draws pages: timers here keep firing during the render", async () => {
    const bytes = await manyPages(12);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      const rendering = shared.renderPageImages(bytes, { widthPx: 1200 });
      // Ticks counted while the render is still going prove this thread was not blocked by it.
      let ticksWhileRendering = 0;
      let finished = false;
      void rendering.finally(() => {
        finished = true;
        ticksWhileRendering = ticks;
      });
      const images = await rendering;
      expect(finished).toBe(true);
      expect(images).toHaveLength(12);
      expect(shared.lastThreadId()).not.toBe(mainThreadId);
      expect(ticksWhileRendering).toBeGreaterThan(10);
    } finally {
      clearInterval(timer);
    }
  });
});

describe("when the worker thread ends during a call", { timeout: 60_000 }, () => {
  /** A layer whose workers the test can end: the application's layer has no such hook. */
  function endable() {
    const workers: Worker[] = [];
    return { layer: layer({ onStart: (worker) => workers.push(worker) }), workers };
  }

  it("a render rejects, and the next call starts a new worker that answers", async () => {
    const { layer: pdf, workers } = endable();
    const bytes = await manyPages(6);
    await pdf.checkPdf(bytes);
    const first = pdf.lastThreadId();
    const rendering = pdf.renderPageImages(bytes, { widthPx: 1500 });
    await workers[0]!.terminate();
    await expect(rendering).rejects.toBeInstanceOf(PdfWorkerError);

    expect(await pdf.renderPageImages(bytes, { widthPx: 100 })).toHaveLength(6);
    expect(workers).toHaveLength(2);
    expect(pdf.lastThreadId()).not.toBe(first);
  });

  it("a check answers that the file cannot be read (the refusal the upload form shows), and the next check works", async () => {
    const { layer: pdf, workers } = endable();
    const bytes = await twoPages();
    await pdf.checkPdf(bytes);
    const checking = pdf.checkPdf(bytes);
    await workers[0]!.terminate();
    expect(await checking).toEqual({ ok: false, error: "unreadable" });
    expect((await pdf.checkPdf(bytes)).ok).toBe(true);
  });

  it("a worker past its memory limit ends, not the process: the call fails as for a bad file", async () => {
    const pdf = layer({ resourceLimits: { maxOldGenerationSizeMb: 12, maxYoungGenerationSizeMb: 4 } });
    const bytes = await twoPages();
    await expect(pdf.renderPageImages(bytes, { widthPx: 100 })).rejects.toBeInstanceOf(PdfWorkerError);
  });

  it("a call past the time limit ends its worker", async () => {
    const pdf = layer({ callTimeoutMs: 1 });
    await expect(pdf.renderPageImages(await manyPages(3), { widthPx: 1000 })).rejects.toThrow(/took longer than 1 ms/);
  });

  it("stopping refuses the calls waiting and ends the worker; a later call starts another", async () => {
    const { layer: pdf, workers } = endable();
    const bytes = await twoPages();
    await pdf.checkPdf(bytes);
    const calls = Promise.allSettled([pdf.renderPageImages(bytes, { widthPx: 300 }), pdf.checkPdf(bytes)]);
    await pdf.stop();
    for (const settled of await calls) expect(settled.status === "rejected" && String(settled.reason)).toMatch(/application stopped/);
    expect((await pdf.checkPdf(bytes)).ok).toBe(true);
    expect(workers).toHaveLength(2);
  });
});

describe("the process", { timeout: 60_000 }, () => {
  it("exits on its own after a call: an idle worker does not keep it alive", async () => {
    const layerUrl = new URL("./pdf-worker-layer.ts", import.meta.url).href;
    const script = `
      const { createPdfWorkerLayer } = await import(${JSON.stringify(layerUrl)});
      const answer = await createPdfWorkerLayer().checkPdf(new TextEncoder().encode("%PDF-1.4 not really"));
      console.log(JSON.stringify(answer));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { cwd: fileURLToPath(new URL("../../..", import.meta.url)), timeout: 30_000 });
    expect(JSON.parse(stdout.trim())).toEqual({ ok: false, error: "unreadable" });
  });
});
