/**
 * The client's address behind reverse proxies, for the per-address rate limits and the
 * request log. Each proxy appends the address it received the request from to
 * X-Forwarded-For, so the entries on the right were written by our proxies and
 * everything to their left came from the client, which can write anything there.
 * With N trusted proxies (TRUST_PROXY, app/server/env.ts), the Nth entry from the right
 * is the address the outermost trusted proxy saw: the client, as far as we can know.
 * Taking the first (leftmost) entry instead would let a client choose its address, and
 * get a fresh rate-limit allowance with every request. docs/deploy.md shows the proxy
 * configurations this expects.
 */
import { isIP } from "node:net";

/**
 * One X-Forwarded-For entry as a bare address: surrounding quotes and spaces, the
 * brackets of an IPv6 address and a port are removed ("[2001:db8::1]:443" →
 * "2001:db8::1", "203.0.113.7:5120" → "203.0.113.7"). Null when what remains is not an IP
 * address ("unknown", an obfuscated RFC 7239 identifier, garbage).
 */
export function forwardedAddress(entry: string): string | null {
  let text = entry.trim().replace(/^"(.*)"$/, "$1").trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  if (!isIP(text)) return null;
  return text.toLowerCase();
}

/**
 * The address of the client that sent this request.
 *
 * @param forwardedFor the X-Forwarded-For header (Node joins repeated headers with commas; an array is joined too)
 * @param socketAddress the address of the connection's peer (the nearest proxy when there is one)
 * @param trustedProxyHops how many proxies stand in front of the server (0: none, the header is ignored)
 * @returns the Nth X-Forwarded-For entry from the right for N trusted hops; the socket address when
 * there is no proxy, when the header has fewer entries than there are proxies (the request did not
 * pass through all of them), or when that entry is not an IP address. Empty entries (",,") are
 * skipped: they can only stand in the part the client wrote, so skipping them moves nothing our
 * proxies wrote.
 */
export function clientAddress(forwardedFor: string | readonly string[] | undefined, socketAddress: string, trustedProxyHops: number): string {
  const hops = Number.isInteger(trustedProxyHops) && trustedProxyHops > 0 ? trustedProxyHops : 0;
  if (!hops || forwardedFor === undefined) return socketAddress;
  const header = typeof forwardedFor === "string" ? forwardedFor : forwardedFor.join(",");
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length < hops) return socketAddress;
  return forwardedAddress(entries[entries.length - hops]!) ?? socketAddress;
}
