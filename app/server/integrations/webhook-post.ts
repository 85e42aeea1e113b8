/**
 * One webhook POST: the body signed per Standard Webhooks (`standardwebhooks`: HMAC-SHA256 over
 * "id.timestamp.body" with the subscription's secret), sent through a lookup that refuses
 * private addresses (webhook-target.ts), given 10 seconds, and at most 1 KB of the answer kept.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { Webhook } from "standardwebhooks";
import { checkWebhookUrl, safeLookup } from "./webhook-target.ts";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface WebhookPost {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  now: Date;
}

export type WebhookPostResult = { ok: true; status: number; excerpt: string } | { ok: false; status: number | null; error: string; excerpt: string | null };

/** The three Standard Webhooks headers of a message. */
export function signedHeaders(secret: string, messageId: string, body: string, now: Date): Record<string, string> {
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(messageId, now, body),
  };
}

export function postWebhook(post: WebhookPost, options: { allowPrivate: boolean; timeoutMs?: number; userAgent: string }): Promise<WebhookPostResult> {
  const target = checkWebhookUrl(post.url, options.allowPrivate);
  if (!target.ok) return Promise.resolve({ ok: false, status: null, error: target.message, excerpt: null });
  const request = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: WebhookPostResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = request(
      target.url,
      {
        method: "POST",
        lookup: safeLookup(options.allowPrivate) as never,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(post.body),
          "user-agent": options.userAgent,
          ...signedHeaders(post.secret, post.messageId, post.body, post.now),
        },
        signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on("data", (chunk: Buffer) => {
          if (kept >= RESPONSE_EXCERPT_BYTES) return;
          chunks.push(chunk.subarray(0, RESPONSE_EXCERPT_BYTES - kept));
          kept += Math.min(chunk.length, RESPONSE_EXCERPT_BYTES - kept);
          // Enough kept: the rest is not read (a receiver cannot make us hold a large answer).
          if (kept >= RESPONSE_EXCERPT_BYTES) res.destroy();
        });
        const done = () => {
          const status = res.statusCode ?? 0;
          const excerpt = Buffer.concat(chunks).toString("utf8");
          finish(status >= 200 && status < 300 ? { ok: true, status, excerpt } : { ok: false, status, error: `HTTP ${status}`, excerpt });
        };
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      const reason = error.name === "TimeoutError" || error.name === "AbortError" ? "No answer within 10 seconds" : error.message;
      finish({ ok: false, status: null, error: reason.slice(0, 300), excerpt: null });
    });
    req.end(post.body);
  });
}
