/**
 * "Approximate place" of a session, from its client address, without looking anything up.
 *
 * The server has no network access to a location service, and the GeoIP databases that ship
 * in npm packages are either under licences that need an account and attribution (MaxMind's
 * GeoLite2) or go stale within weeks, and a city guessed from an address is often wrong (mobile
 * carriers, VPNs). So we say honestly what we know: the network the address belongs to, with
 * its last part hidden ("203.0.113.x", "2001:db8:85a3::/48"), or that it is a private network
 * (the office's, a home router's: the server sees such addresses only from inside), or the
 * server itself. The full address stays in the session row (purged with it); the pages and
 * emails show only this coarse form.
 */
import { isIPv4, isIPv6 } from "node:net";
import type { NetworkPlace } from "../../lib/security-words.ts";

export type { NetworkPlace };

function ipv4Place(ip: string): NetworkPlace {
  const [a, b, c] = ip.split(".").map(Number) as [number, number, number];
  if (a === 127) return { kind: "local" };
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)) return { kind: "private" };
  return { kind: "public", network: `${a}.${b}.${c}.x` };
}

/** The eight groups of an IPv6 address as numbers (the address is valid: node:net said so). */
function ipv6Groups(ip: string): number[] {
  const [left, right] = ip.includes("::") ? ip.split("::") : [ip, undefined];
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const missing = right === undefined ? 0 : 8 - head.length - tail.length;
  return [...head, ...Array<string>(missing).fill("0"), ...tail].map((group) => Number.parseInt(group || "0", 16));
}

export function describeAddress(address: string | null | undefined): NetworkPlace {
  const ip = (address ?? "").trim().toLowerCase();
  if (isIPv4(ip)) return ipv4Place(ip);
  if (!isIPv6(ip)) return { kind: "unknown" };
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return ipv4Place(mapped[1]!);
  const groups = ipv6Groups(ip);
  if (groups.every((g, i) => (i === 7 ? g === 1 : g === 0))) return { kind: "local" };
  const first = groups[0]!;
  if ((first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80) return { kind: "private" };
  return { kind: "public", network: `${groups.slice(0, 3).map((g) => g.toString(16)).join(":")}::/48` };
}
