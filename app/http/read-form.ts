/**
 * The one way a posted form is read, for every POST the site accepts (public forms,
 * account forms, the back office, the blog manager). The body is parsed while it
 * streams in (@fastify/busboy), under the form's limits:
 * - the whole body (Content-Length checked before reading, and counted while reading),
 * - the number of parts: a form never has more fields than it was built with, so a
 *   post with more is refused as soon as the limit is passed, unread beyond it,
 * - each text field's size,
 * - each file's size: a file past its limit is cut off and flagged, its bytes dropped,
 *   and the rest of the form is still read so the page can come back with every value,
 * - the number of files: extra files are dropped and flagged the same way.
 * Files go to a temporary directory as they arrive, never whole into memory; the caller
 * disposes of them (`dispose()`) once the request is answered.
 */
import { createWriteStream, mkdtempSync, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { Busboy, type BusboyFileStream } from "@fastify/busboy";
import { FILE_HEAD_BYTES, type FormLimits, type FormRead, type FormReadProblem, type ReceivedFile } from "../server/forms/received-form.ts";

export { FILE_HEAD_BYTES } from "../server/forms/received-form.ts";
export type { FormLimits, FormRead, FormReadProblem, ReceivedFile, ReceivedForm } from "../server/forms/received-form.ts";

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

class FormReadError extends Error {
  readonly problem: FormReadProblem;
  constructor(problem: FormReadProblem) {
    super(problem);
    this.problem = problem;
  }
}

export async function readForm(request: Request, limits: FormLimits): Promise<FormRead> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(contentType) || !request.body) return { ok: false, problem: "unreadable" };
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declared) || declared > limits.maxBytes) return { ok: false, problem: "too-large" };

  const maxFiles = limits.maxFiles ?? 0;
  const fields = new FormData();
  const files: ReceivedFile[] = [];
  const truncatedFields: string[] = [];
  let tooManyFiles = false;
  let directory: string | undefined;
  const writes: Promise<void>[] = [];
  const dispose = async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  };

  let parser: InstanceType<typeof Busboy>;
  try {
    parser = new Busboy({
      headers: { "content-type": contentType },
      limits: {
        fieldSize: limits.maxFieldBytes,
        // One more than allowed, so the part past the limit arrives and is refused below
        // (busboy stops silently at its own limit for url-encoded bodies).
        fields: limits.maxParts + 1,
        parts: limits.maxParts + 1,
        // One more than the form takes, so an extra file is noticed (and dropped).
        files: maxFiles + 1,
        fileSize: limits.maxFileBytes ?? 0,
        fieldNameSize: 100,
        headerPairs: 20,
      },
    });
  } catch {
    return { ok: false, problem: "unreadable" };
  }

  const openFiles: Array<{ stream: BusboyFileStream; out: WriteStream }> = [];
  let parts = 0;
  let refused = false;
  let refuse: (problem: FormReadProblem) => void = () => {};
  const receiveFile = (field: string, stream: BusboyFileStream, name: string) => {
    // A body cut off inside a file ends its stream with an error; the whole form is unreadable.
    stream.on("error", () => refuse("unreadable"));
    if (refused) return stream.resume();
    if (++parts > limits.maxParts) return refuse("too-many-parts");
    // An empty file input posts one nameless, empty part: nothing was chosen (dropped below).
    if (files.length >= maxFiles) {
      if (name) tooManyFiles = true;
      stream.resume();
      return;
    }
    const file: ReceivedFile = { field, name, size: 0, tooLarge: false, head: new Uint8Array(0), path: "" };
    files.push(file);
    const index = files.length;
    const headChunks: Buffer[] = [];
    let headLength = 0;
    stream.on("data", (chunk: Buffer) => {
      file.size += chunk.length;
      if (headLength < FILE_HEAD_BYTES) {
        const part = chunk.subarray(0, FILE_HEAD_BYTES - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
    });
    stream.on("limit", () => {
      file.tooLarge = true;
    });
    // The directory is made on the first file, synchronously, so the file streams at once.
    directory ??= mkdtempSync(join(tmpdir(), "agency-form-"));
    file.path = join(directory, String(index));
    const out = createWriteStream(file.path);
    openFiles.push({ stream, out });
    writes.push(
      pipeline(stream, out).then(async () => {
        file.head = new Uint8Array(Buffer.concat(headChunks));
        if (file.tooLarge) await rm(file.path, { force: true });
      }),
    );
  };

  const body = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  let received = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      refuse = (problem: FormReadProblem) => {
        if (refused) return;
        refused = true;
        body.unpipe(parser);
        body.pause();
        for (const open of openFiles) {
          open.stream.destroy();
          open.out.destroy();
        }
        reject(new FormReadError(problem));
      };
      body.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > limits.maxBytes) refuse("too-large");
      });
      body.on("error", () => refuse("unreadable"));
      parser.on("field", (name, value, _nameTruncated, valueTruncated) => {
        if (refused) return;
        if (++parts > limits.maxParts) return refuse("too-many-parts");
        fields.append(name, value);
        if (valueTruncated) truncatedFields.push(name);
      });
      parser.on("file", receiveFile);
      parser.on("filesLimit", () => {
        tooManyFiles = true;
      });
      parser.on("error", () => refuse("unreadable"));
      parser.on("finish", () => resolve());
      body.pipe(parser);
    });
    await Promise.all(writes);
  } catch (error) {
    for (const open of openFiles) {
      open.stream.destroy();
      open.out.destroy();
    }
    await Promise.allSettled(writes);
    await dispose();
    if (error instanceof FormReadError) return { ok: false, problem: error.problem };
    return { ok: false, problem: "unreadable" };
  }
  const chosen = files.filter((file) => file.name !== "" || file.size > 0);
  return { ok: true, form: { fields, files: chosen, tooManyFiles, truncatedFields, dispose } };
}

/** A form without files (account, back-office and blog forms): its fields, or why it was not read. */
export async function readTextForm(
  request: Request,
  limits: Pick<FormLimits, "maxBytes" | "maxParts" | "maxFieldBytes">,
): Promise<{ ok: true; fields: FormData } | { ok: false; problem: FormReadProblem }> {
  const read = await readForm(request, { ...limits, maxFiles: 0 });
  if (!read.ok) return read;
  await read.form.dispose();
  return { ok: true, fields: read.form.fields };
}
