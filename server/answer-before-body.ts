/**
 * Answering a request without reading its body (an oversize upload, a cross-site post, a
 * malformed request), so that the client sees the answer and not a reset.
 *
 * Closing a socket while the client is still sending leaves unread bytes in the kernel, and
 * the kernel then answers with a TCP reset; the client's kernel drops whatever it had not
 * yet handed to the browser, the answer included, and the visitor sees "connection reset"
 * instead of the page that says why. So the answer is written in full at once (its
 * Content-Length says where it ends), the rest of the body is read and thrown away, and only
 * then is the response ended and, with `Connection: close`, the socket closed. A client that
 * sends more than `maxDiscardBytes`, or nothing for IDLE_MS, is cut off.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** A client that stops sending mid-body is not waited for longer than this. */
const IDLE_MS = 10_000;

export interface EarlyAnswer {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

/** Whether the request announced a body (Content-Length above 0, or chunked). */
function hasBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = Number(req.headers["content-length"] ?? 0);
  return !(length <= 0);
}

/** Reads and drops the body until it ends, the client goes, `maxBytes` are passed or it stalls. */
function discardBody(req: IncomingMessage, maxBytes: number): Promise<void> {
  return new Promise((resolve) => {
    let discarded = 0;
    const idle = setTimeout(() => done(), IDLE_MS);
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      idle.refresh();
      if (discarded > maxBytes) done();
    };
    const done = () => {
      clearTimeout(idle);
      req.off("data", onData);
      req.off("end", done);
      req.off("close", done);
      req.off("error", done);
      resolve();
    };
    req.on("data", onData);
    req.once("end", done);
    req.once("close", done);
    req.once("error", done);
    req.resume();
  });
}

/** Sends `answer` with `Connection: close`; with a body on its way, after reading it (up to `maxDiscardBytes`). */
export function answerBeforeBody(req: IncomingMessage, res: ServerResponse, answer: EarlyAnswer, maxDiscardBytes: number): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(answer.text));
  res.setHeader("Connection", "close");
  if (req.complete || !hasBody(req)) {
    res.end(answer.text);
    return;
  }
  res.write(answer.text);
  // Out now rather than at the next tick (Node corks the first write): bytes after the body that
  // are no request make Node destroy the socket within this tick, and the answer must be gone by then.
  res.socket?.uncork();
  void discardBody(req, maxDiscardBytes).then(() => res.end());
}
