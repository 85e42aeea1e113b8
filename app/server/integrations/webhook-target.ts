/**
 * Where a webhook may go (docs/integrations.md#safety): an https URL whose host resolves only to
 * public addresses, checked when the subscription is saved and again at each delivery, where
 * the connection is made to the address just checked (a name that later resolves to 127.0.0.1 —
 * DNS rebinding — is refused, never followed). An operator may allow plain http and private
 * targets (tests, an intranet receiver) with WEBHOOK_ALLOW_PRIVATE_TARGETS.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges: never a webhook's target. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is one a webhook must not reach. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1]!, "ipv4");
    return blocked.check(address, "ipv6");
  }
  return true;
}

export type TargetCheck = { ok: true; url: URL } | { ok: false; message: string };

/** The URL's own rules (no DNS): https, no credentials, and no private address written out. */
export function checkWebhookUrl(value: string, allowPrivate: boolean): TargetCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, message: "Please enter a full address starting with https://." };
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return { ok: false, message: "The address must start with https://." };
  if (url.username || url.password) return { ok: false, message: "Put no user name or password in the address: the signature proves who sends." };
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) return { ok: false, message: "That address is private, loopback or link-local: webhooks only go to public addresses." };
  if (!allowPrivate && (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host.endsWith(".local")))
    return { ok: false, message: "That address is a local name: webhooks only go to public addresses." };
  return { ok: true, url };
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that answers only public addresses (unless allowed): the
 * connection goes to the address this check saw, so a rebinding name cannot slip past it.
 */
export function safeLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      const found = addresses as LookupAddress[];
      const refused = allowPrivate ? [] : found.filter((a) => isPrivateAddress(a.address));
      if (!found.length || refused.length) {
        const problem = Object.assign(new Error(`${hostname} resolves to a private address (${refused.map((a) => a.address).join(", ") || "none"})`), { code: "EPRIVATETARGET" });
        return callback(problem, []);
      }
      if (options.all) return callback(null, found);
      callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

/** Whether a host name resolves to public addresses only (the check when a subscription is saved). */
export async function resolvesPublicly(hostname: string, allowPrivate: boolean): Promise<TargetCheck | { ok: true }> {
  if (allowPrivate) return { ok: true };
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPrivateAddress(host) ? { ok: false, message: "That address is private." } : { ok: true };
  return new Promise((resolve) => {
    safeLookup(false)(host, { all: true }, (error) => {
      if (!error) return resolve({ ok: true });
      resolve({
        ok: false,
        message: error.code === "EPRIVATETARGET" ? "That address resolves to a private, loopback or link-local network: webhooks only go to public addresses." : "That address's name could not be found.",
      });
    });
  });
}
