/**
 * A featured image hosted elsewhere must answer with an image when the post is saved
 * (docs/product.md#posts): one GET, at most MAX_REDIRECTS redirects, TIMEOUT_MS in all, a 2xx
 * answer with an image/* type. Only the headers are read.
 *
 * The server itself makes this request, so it must never reach what only the server can
 * reach (SSRF): an address on a private, loopback, link-local (cloud metadata at
 * 169.254.169.254), shared or reserved network is refused, whether written as a number or
 * behind a name. The check is made on the addresses the connection really uses (the lookup
 * given to the socket), at every redirect, so a name that resolves differently the second
 * time (DNS rebinding) or a redirect to an inside address gets nowhere.
 */
import { lookup as dnsLookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

export const TIMEOUT_MS = 5_000;
export const MAX_REDIRECTS = 3;

/** Networks a public image is never on (IANA special-purpose registries). */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) notPublic.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  // Unspecified, loopback, IPv4-mapped and -translated (checked as IPv4 below), discard, documentation,
  // 6to4 and Teredo (they carry an IPv4 address), unique local, link-local, multicast.
  ["::", 128], ["::1", 128], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 32], ["2001:db8::", 32],
  ["2002::", 16], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) notPublic.addSubnet(network, prefix, "ipv6");

/** True when `address` (IPv4 or IPv6, as text) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    // ::ffff:a.b.c.d (or its hex form) is the IPv4 address a.b.c.d.
    const mapped = /^::ffff:(?:0:)?((?:\d{1,3}\.){3}\d{1,3})$/i.exec(address)?.[1] ?? hexMappedIpv4(address);
    if (mapped) return isPublicAddress(mapped);
    return !notPublic.check(address, "ipv6");
  }
  return !notPublic.check(address, "ipv4");
}

function hexMappedIpv4(address: string): string | undefined {
  const match = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!match) return undefined;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

export type ImageAddressProblem = "not-web-address" | "credentials" | "private-address" | "unreachable" | "timeout" | "error-status" | "not-an-image" | "too-many-redirects";

export type ImageAddressCheck = { ok: true; contentType: string } | { ok: false; problem: ImageAddressProblem; message: string };

const AFTER = "Please check the address, or upload the photo instead.";

function refusal(problem: ImageAddressProblem, detail?: string): ImageAddressCheck {
  const messages: Record<ImageAddressProblem, string> = {
    "not-web-address": "The featured image must be a web address starting with http:// or https://.",
    credentials: "Please use an image address without a user name or password in it.",
    "private-address": "This address is on a private or local network, which the public cannot see. Please use an image on a public website, or upload the photo instead.",
    unreachable: `The image address could not be reached. ${AFTER}`,
    timeout: `The image address did not answer within ${TIMEOUT_MS / 1000} seconds. ${AFTER}`,
    "error-status": `The image address answered with an error (HTTP ${detail}), not an image. ${AFTER}`,
    "not-an-image": `The image address answers with ${detail ? `“${detail}”` : "something"}, not an image. Please use the address of the image itself, or upload the photo instead.`,
    "too-many-redirects": `The image address redirects more than ${MAX_REDIRECTS} times. Please use the image's final address, or upload the photo instead.`,
  };
  return { ok: false, problem, message: messages[problem] };
}

export interface CheckOptions {
  /** Which resolved addresses may be connected to; the tests allow their own server on loopback. */
  addressAllowed?: (address: string) => boolean;
  /** Name resolution (the system's by default). */
  lookup?: typeof dnsLookup;
  timeoutMs?: number;
}

class PrivateAddressError extends Error {
  readonly code = "EPRIVATEADDRESS";
}

/** A lookup for the socket that resolves as usual and refuses a name with any address that is not allowed. */
function guardedLookup(resolve: typeof dnsLookup, allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as unknown as { address: string; family: number }[];
      if (!list.length || list.some((a) => !allowed(a.address))) return callback(new PrivateAddressError(hostname), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Checks that `address` answers with an image, as described above. Never throws. */
export async function checkImageAddress(address: string, options: CheckOptions = {}): Promise<ImageAddressCheck> {
  const allowed = options.addressAllowed ?? isPublicAddress;
  const lookup = guardedLookup(options.lookup ?? dnsLookup, allowed);
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return refusal("not-web-address");
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== "http:" && url.protocol !== "https:") return refusal("not-web-address");
    if (url.username || url.password) return refusal("credentials");
    // A numeric host is connected to without a lookup: it is checked here.
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal) && !allowed(literal)) return refusal("private-address");
    let answer: { status: number; contentType: string; location: string | undefined };
    try {
      answer = await requestHead(url, lookup, signal);
    } catch (error) {
      if (error instanceof PrivateAddressError || (error as { cause?: unknown }).cause instanceof PrivateAddressError) return refusal("private-address");
      return refusal(signal.aborted ? "timeout" : "unreachable");
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      try {
        url = new URL(answer.location, url);
      } catch {
        return refusal("unreachable");
      }
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) return refusal("error-status", String(answer.status));
    const type = answer.contentType.split(";")[0]!.trim().toLowerCase();
    if (!type.startsWith("image/")) return refusal("not-an-image", type || undefined);
    return { ok: true, contentType: type };
  }
  return refusal("too-many-redirects");
}

/** One GET whose body is never read: the status, the type, and where a redirect leads. */
function requestHead(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<{ status: number; contentType: string; location: string | undefined }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup,
        signal,
        agent: false,
        headers: { Accept: "image/avif,image/webp,image/*;q=0.9,*/*;q=0.1", "User-Agent": "Mozilla/5.0 (compatible; blog image check)" },
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, contentType: String(response.headers["content-type"] ?? ""), location: response.headers.location });
        response.destroy();
      },
    );
    request.on("error", reject);
  });
}
