/**
 * The path as the request log writes it: a path whose last segment is a credential is
 * written without it, so the log never holds a working link. Those are a team member's
 * private calendar feed (GET /calendar/feed/{token}.ics, read by calendar programs for as
 * long as the link lives), a blog draft's preview link (/blog/preview/{token}) and a claim's
 * confirmation link from its email (/dashboard/claims/confirm/{token}), both in either
 * language. Routes match letters in any case and a trailing slash, so the pattern does too.
 */
const SECRET_LAST_SEGMENT = /^((?:\/es)?\/(?:blog\/preview|dashboard\/claims\/confirm)\/|\/calendar\/feed\/)[^/]+\/?$/i;

export function pathForLog(pathname: string): string {
  return pathname.replace(SECRET_LAST_SEGMENT, "$1[token]");
}
