import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FILE_HEAD_BYTES, readForm, readTextForm, type FormLimits } from "./read-form.ts";

const CRLF = "\r\n";
const BOUNDARY = "----test-boundary";
const limits: FormLimits = { maxBytes: 1024 * 1024, maxParts: 10, maxFieldBytes: 1000, maxFiles: 2, maxFileBytes: 10_000 };

type Part = [name: string, value: string] | [name: string, file: { name: string; bytes: Buffer }];

function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === "string") {
      chunks.push(Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${CRLF}${CRLF}${value}${CRLF}`));
    } else {
      chunks.push(Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"; filename="${value.name}"${CRLF}Content-Type: application/octet-stream${CRLF}${CRLF}`));
      chunks.push(value.bytes, Buffer.from(CRLF));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--${CRLF}`));
  return Buffer.concat(chunks);
}

function post(body: Buffer | string, contentType = `multipart/form-data; boundary=${BOUNDARY}`): Request {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  return new Request("http://localhost/form", {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: { "content-type": contentType, "content-length": String(bytes.length) },
  });
}

describe("readForm", () => {
  it("reads text fields and streams files to disk, removed by dispose()", async () => {
    const pdf = Buffer.concat([Buffer.from("%PDF-1.7 "), Buffer.alloc(6000, 0x41)]);
    const read = await readForm(post(multipart([["firstName", "Ana"], ["resume", { name: "cv.pdf", bytes: pdf }], ["city", "Reno"]])), limits);
    if (!read.ok) throw new Error(read.problem);
    expect([...read.form.fields.entries()]).toEqual([["firstName", "Ana"], ["city", "Reno"]]);
    const [file] = read.form.files;
    expect(file).toMatchObject({ field: "resume", name: "cv.pdf", size: pdf.length, tooLarge: false });
    expect(Buffer.from(file!.head)).toEqual(pdf.subarray(0, FILE_HEAD_BYTES));
    expect(readFileSync(file!.path)).toEqual(pdf);
    await read.form.dispose();
    expect(existsSync(file!.path)).toBe(false);
  });

  it("cuts off a file over its limit, flags it, and still reads the fields after it", async () => {
    const big = Buffer.alloc(limits.maxFileBytes! + 5000, 0x42);
    const read = await readForm(post(multipart([["resume", { name: "big.pdf", bytes: big }], ["lastName", "Diaz"]])), limits);
    if (!read.ok) throw new Error(read.problem);
    expect(read.form.files[0]).toMatchObject({ tooLarge: true });
    expect(read.form.fields.get("lastName")).toBe("Diaz");
    await read.form.dispose();
  });

  it("drops files past the form's count, flags them, and keeps reading", async () => {
    const file = (name: string) => ["attachments", { name, bytes: Buffer.from("x") }] as Part;
    const read = await readForm(post(multipart([file("a.png"), file("b.png"), file("c.png"), ["note", "after"]])), limits);
    if (!read.ok) throw new Error(read.problem);
    expect(read.form.files.map((f) => f.name)).toEqual(["a.png", "b.png"]);
    expect(read.form.tooManyFiles).toBe(true);
    expect(read.form.fields.get("note")).toBe("after");
    await read.form.dispose();
  });

  it("ignores an empty file input (nothing chosen)", async () => {
    const read = await readForm(post(multipart([["resume", { name: "", bytes: Buffer.alloc(0) }], ["a", "b"]])), limits);
    if (!read.ok) throw new Error(read.problem);
    expect(read.form.files).toEqual([]);
    expect(read.form.tooManyFiles).toBe(false);
    await read.form.dispose();
  });

  it("flags a text field over its size", async () => {
    const read = await readForm(post(multipart([["description", "d".repeat(limits.maxFieldBytes + 10)]])), limits);
    if (!read.ok) throw new Error(read.problem);
    expect(read.form.truncatedFields).toEqual(["description"]);
    await read.form.dispose();
  });

  it("refuses more parts than the form has, as soon as the limit is passed", async () => {
    const many = Array.from({ length: 50_000 }, (_, i) => `f${i}=v`).join("&");
    const started = performance.now();
    expect(await readForm(post(many, "application/x-www-form-urlencoded"), { ...limits, maxBytes: 10 * 1024 * 1024 })).toEqual({ ok: false, problem: "too-many-parts" });
    const parts: Part[] = Array.from({ length: 10_000 }, (_, i) => [`f${i}`, "v"]);
    expect(await readForm(post(multipart(parts)), { ...limits, maxBytes: 10 * 1024 * 1024 })).toEqual({ ok: false, problem: "too-many-parts" });
    // Far from the minute a quadratic reader needed; a generous bound that still catches it.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses a body larger than its limit, declared or not", async () => {
    expect(await readForm(post(multipart([["a", "b".repeat(2000)]])), { ...limits, maxBytes: 100 })).toEqual({ ok: false, problem: "too-large" });
    const lying = new Request("http://localhost/form", {
      method: "POST",
      body: new Uint8Array(multipart([["a", "b".repeat(900)], ["c", "d".repeat(900)]])),
      headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": "10" },
    });
    expect(await readForm(lying, { ...limits, maxBytes: 1000 })).toEqual({ ok: false, problem: "too-large" });
  });

  it.each([
    ["cut off", multipart([["a", "b"], ["file", { name: "x.png", bytes: Buffer.alloc(3000, 1) }]]).subarray(0, 200)],
    ["without its closing boundary", multipart([["a", "b"]]).subarray(0, -(BOUNDARY.length + 6))],
    ["with a NUL in a part header", Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="em\u0000ail"${CRLF}${CRLF}x${CRLF}--${BOUNDARY}--${CRLF}`)],
    ["with huge part headers", Buffer.from(`--${BOUNDARY}${CRLF}Content-Disposition: form-data; name="email"${CRLF}X-Pad: ${"p".repeat(200_000)}${CRLF}${CRLF}x${CRLF}--${BOUNDARY}--${CRLF}`)],
    ["without a disposition", Buffer.from(`--${BOUNDARY}${CRLF}Content-Type: text/plain${CRLF}${CRLF}x${CRLF}--${BOUNDARY}--${CRLF}`)],
    ["of random bytes", Buffer.from("9f3ac01d".repeat(500), "hex")],
    ["with bare line feeds", Buffer.from(multipart([["a", "b"]]).toString("latin1").replace(/\r\n/g, "\n"), "latin1")],
  ])("answers a multipart body %s without throwing", async (_case, body) => {
    const read = await readForm(post(body), limits);
    if (read.ok) await read.form.dispose();
    expect(read.ok || ["unreadable", "too-many-parts", "too-large"].includes(read.problem)).toBe(true);
  });

  it.each([
    ["a wrong boundary", `multipart/form-data; boundary=other`],
    ["no boundary", "multipart/form-data"],
    ["an empty boundary", "multipart/form-data; boundary="],
    ["JSON", "application/json"],
    ["no type", ""],
  ])("answers a body with %s without throwing", async (_case, contentType) => {
    const read = await readForm(post(multipart([["a", "b"]]), contentType), limits);
    if (read.ok) await read.form.dispose();
    expect(read.ok ? read.form.fields.has("a") : read.problem).toBe(read.ok ? false : "unreadable");
  });
});

describe("readTextForm", () => {
  it("reads an urlencoded form, and drops files of a form that takes none", async () => {
    const text = await readTextForm(post("email=a%40b.c&password=x", "application/x-www-form-urlencoded"), limits);
    expect(text.ok && Object.fromEntries(text.fields)).toEqual({ email: "a@b.c", password: "x" });
    const withFile = await readTextForm(post(multipart([["intent", "save"], ["f", { name: "x.pdf", bytes: Buffer.from("%PDF") }]])), limits);
    expect(withFile.ok && Object.fromEntries(withFile.fields)).toEqual({ intent: "save" });
  });
});
