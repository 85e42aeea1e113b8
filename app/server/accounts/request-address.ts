/**
 * The client address of the request being answered, for better-auth's session hooks.
 *
 * better-auth would read the address itself from X-Forwarded-For, trusting a single entry
 * whoever wrote it: without a proxy in front, any visitor could store an address of their
 * choosing with their session. Its own reading stays off (auth.ts, `disableIpTracking`); the
 * root middleware (session-middleware.ts) runs every request inside `withRequestAddress` with
 * the address server/client-address.ts worked out under TRUST_PROXY (the one the rate limits
 * use), and the session.create hook stores that one.
 */
import { AsyncLocalStorage } from "node:async_hooks";

const current = new AsyncLocalStorage<string>();

/** Runs `fn` with `address` as the request's client address. */
export function withRequestAddress<T>(address: string, fn: () => T): T {
  return current.run(address, fn);
}

/** The address of the request being answered; null outside one (the command line, tests calling auth.api directly). */
export function requestAddress(): string | null {
  return current.getStore() || null;
}
