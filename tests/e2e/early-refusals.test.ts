/**
 * Uploads refused before their body is read still get their answer, against the built server:
 * twenty at once from one address, each a little over a limit, all answered with a status,
 * none with a reset (server/answer-before-body.ts for the server-wide limit, the request
 * listener's discarding of unread bodies for a form's own). One body is built in memory and
 * sent twenty times.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "../support/app-server.ts";
import { PDF, sameOrigin, validLeadFields } from "../support/site-requests.ts";

/**
 * Above what loopback's socket buffers hold (a few MB), so the client is still sending when
 * the answer comes, as an upload over the internet is.
 */
const MAX_REQUEST_MB = 10;
const AT_ONCE = 20;
/** The quote form's own limit (app/server/leads/lead-form-definitions.ts). */
const TEXT_FORM_BYTES = 256 * 1024;

const BOUNDARY = "----early-refusal";

let server: AppServer;

beforeAll(async () => {
  server = await startAppServer({ MAX_REQUEST_MB: String(MAX_REQUEST_MB) });
});

afterAll(async () => {
  await server?.stop();
});

/** A claim whose body is `overBy` bytes past `limit`: its PDF fills what the fields leave. */
function claimOver(limit: number, overBy: number): Uint8Array<ArrayBuffer> {
  const boundary = BOUNDARY;
  const fields = validLeadFields("claim", "early-claim@example.com")
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="damage.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  const end = `\r\n--${boundary}--\r\n`;
  const fileBytes = limit + overBy - Buffer.byteLength(fields + fileHead + end);
  const file = Buffer.concat([PDF, Buffer.alloc(fileBytes - PDF.length, 0x20)]);
  return new Uint8Array(Buffer.concat([Buffer.from(fields + fileHead), file, Buffer.from(end)]));
}

type Outcome = { status: number; text: string; connection: string | null } | { reset: string };

/** Posts each body at once; an answer's status and text, or how the request failed. */
async function postAll(path: string, bodies: Uint8Array<ArrayBuffer>[], contentType: (index: number) => string): Promise<Outcome[]> {
  return Promise.all(
    bodies.map(async (body, index): Promise<Outcome> => {
      try {
        const answer = await fetch(`${server.url}${path}`, {
          method: "POST",
          body,
          headers: { ...sameOrigin(server), "content-type": contentType(index) },
          redirect: "manual",
        });
        return { status: answer.status, text: await answer.text(), connection: answer.headers.get("connection") };
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return { reset: `${String(error)}: ${cause?.code ?? cause?.message ?? ""}` };
      }
    }),
  );
}

describe("uploads refused before their body is read", () => {
  it(`answers each of ${AT_ONCE} claims just over MAX_REQUEST_MB at once with 413 and says why, none reset`, async () => {
    const limit = MAX_REQUEST_MB * 1024 * 1024;
    const body = claimOver(limit, 64 * 1024);
    const outcomes = await postAll("/submit-claim", Array.from({ length: AT_ONCE }, () => body), () => `multipart/form-data; boundary=${BOUNDARY}`);
    expect(outcomes.filter((outcome) => "reset" in outcome)).toEqual([]);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 413, text: "Request body too large.", connection: "close" });
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it(`answers each of ${AT_ONCE} quotes just over the form's own limit at once with the form's page, none reset`, async () => {
    const fields = new URLSearchParams(validLeadFields("quote", "early-quote@example.com")).toString();
    const body = new Uint8Array(Buffer.from(`${fields}&notes=${"x".repeat(TEXT_FORM_BYTES + 1024 - fields.length)}`));
    const outcomes = await postAll("/quote", Array.from({ length: AT_ONCE }, () => body), () => "application/x-www-form-urlencoded");
    expect(outcomes.filter((outcome) => "reset" in outcome)).toEqual([]);
    for (const outcome of outcomes) {
      expect("status" in outcome && [413, 429].includes(outcome.status)).toBe(true);
      if ("status" in outcome && outcome.status === 413) expect(outcome.text).toContain("could not be sent");
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
