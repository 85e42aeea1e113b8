/**
 * The path as the request log writes it: a path whose last segment is a credential (a team
 * member's private calendar feed, GET /calendar/feed/{token}.ics, read by calendar programs
 * for as long as the link lives) is written without it, so the log never holds a working link.
 */
const SECRET_LAST_SEGMENT = /^(\/calendar\/feed\/)[^/]+$/;

export function pathForLog(pathname: string): string {
  return pathname.replace(SECRET_LAST_SEGMENT, "$1[token]");
}
