/**
 * Headers every response carries, whatever produced it (static file or React Router).
 */

/** The security headers, as name/value pairs: built once, sent with every answer. */
export function securityHeaders(https: boolean): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}
