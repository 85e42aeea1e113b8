/**
 * Headers every response carries, whatever produced it (static file or React Router).
 */
import type { ServerResponse } from "node:http";

export function applySecurityHeaders(res: ServerResponse, https: boolean): void {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
