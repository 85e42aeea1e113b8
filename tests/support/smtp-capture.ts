/**
 * A real SMTP server (the smtp-server package) on a loopback port that keeps every
 * message it receives, so tests can read the emails the app sends.
 */
import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/local-process.ts";

export interface CapturedEmail {
  from: string;
  to: string[];
  raw: string;
  /** The Subject header as written, its MIME encoded-words (=?UTF-8?Q?…?=, a subject with "é") decoded. */
  subject: string;
  /** The text/plain part, decoded (quoted-printable soft breaks removed). */
  text: string;
}

export interface SmtpCapture {
  url: string;
  messages: CapturedEmail[];
  /**
   * Errors of client connections, e.g. ECONNRESET from a server killed in the middle of a
   * message (the crash test does it on purpose). smtp-server emits them on the server; kept
   * here, they cannot end the test run as an uncaught exception.
   */
  connectionErrors: Error[];
  /** Waits for a message matching `match` (to-address substring or predicate). */
  waitFor(match: string | ((m: CapturedEmail) => boolean), timeoutMs?: number): Promise<CapturedEmail>;
  stop(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/**
 * The text/plain part and what follows it, to the message's end. It used to stop at the first line
 * starting with "--" and a character other than a space or a dash, meant as the next boundary:
 * nodemailer's boundary lines start with "----" and never matched, while a quoted-printable line
 * wrapped inside a link's token (base64url: letters, digits, "-" and "_") can start that way and
 * cut the link short.
 */
function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^\r\n]*\r?\n(?:Content-Transfer-Encoding: ([^\r\n]+)\r?\n)?(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*)$/i.exec(raw);
  if (!match) return raw;
  const encoding = (match[1] ?? "").toLowerCase();
  const body = match[2] ?? "";
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** RFC 2047 encoded-words, as mail software writes a header that is not plain ASCII. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, encoding: string, text: string) =>
      encoding.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1").toString("utf8"),
    );
}

function header(raw: string, name: string): string {
  const m = new RegExp(`^${name}: ([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, "im").exec(raw);
  return (m?.[1] ?? "").replace(/\r?\n[ \t]/g, " ");
}

/**
 * `delayMs`: how long each message takes to be accepted (a slow mail server, so a crash
 * can catch a send in flight). It is read at every message: a test may change it on the
 * object it passed.
 */
export async function startSmtpCapture(options: { delayMs?: number } = {}): Promise<SmtpCapture> {
  const messages: CapturedEmail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // No reverse DNS of 127.0.0.1 per connection (the app opens one per email).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeEncodedWords(header(raw, "Subject")),
          text: textPart(raw),
        });
        waiters.splice(0).forEach((w) => w());
        if (options.delayMs) setTimeout(callback, options.delayMs);
        else callback();
      });
    },
  });
  const connectionErrors: Error[] = [];
  server.on("error", (error: Error) => connectionErrors.push(error));
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    connectionErrors,
    async waitFor(match, timeoutMs = 15_000) {
      const test = typeof match === "string" ? (m: CapturedEmail) => m.to.some((t) => t.includes(match)) : match;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(test);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no email matched within ${timeoutMs} ms (got ${messages.length})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
