/**
 * Cross-site request forgery guard for every state-changing request (forms, JSON,
 * auth endpoints), applied once in the HTTP server before any route runs.
 * Browsers say where a request comes from: Sec-Fetch-Site (all current browsers),
 * else Origin, else Referer. A request from another site is refused; requests
 * without any of these come from non-browser clients, which cannot carry a
 * victim's cookies, and are allowed (the session cookie is also SameSite=Lax).
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** `ownOrigins` is asked for only when the request changes state: a page view parses no URL for it. */
export function isCrossSiteRequest(
  method: string | undefined,
  headers: Record<string, string | string[] | undefined>,
  ownOrigins: () => readonly string[],
): boolean {
  if (SAFE_METHODS.has((method ?? "GET").toUpperCase())) return false;
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const fetchSite = header("sec-fetch-site");
  if (fetchSite) return fetchSite === "cross-site" || (fetchSite === "same-site" && !matchesOrigin(header("origin"), ownOrigins()));
  const origin = header("origin");
  if (origin) return !matchesOrigin(origin, ownOrigins());
  const referer = header("referer");
  if (referer) {
    try {
      return !matchesOrigin(new URL(referer).origin, ownOrigins());
    } catch {
      return true;
    }
  }
  return false;
}

function matchesOrigin(origin: string | undefined, ownOrigins: readonly string[]): boolean {
  return !!origin && ownOrigins.includes(origin.replace(/\/$/, ""));
}

/** The origins this server answers as: PUBLIC_URL, and the Host it was reached by (direct or via a proxy). */
export function ownOriginsFor(publicUrl: string, host: string | undefined, forwardedProto: string | undefined): string[] {
  const origins = [new URL(publicUrl).origin];
  if (host) {
    const proto = forwardedProto?.split(",")[0]?.trim() || new URL(publicUrl).protocol.replace(":", "");
    origins.push(`${proto}://${host}`, `http://${host}`);
  }
  return origins;
}
