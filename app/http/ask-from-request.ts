/**
 * The help desk's GET side for a route: the question from the address, the language from the
 * path, the client's address for the rate limit, and the answer's status and Retry-After.
 * Shared by the page (/help) and the panel's answers (/help/answer); the help desk itself
 * (app/server/help-desk/help-desk.ts) takes plain values.
 */
import { localeOfPath } from "../lib/i18n/locale.ts";
import { askHelpDesk, type AskResult } from "../server/help-desk/help-desk.ts";
import { retryAfter } from "./retry-after.ts";
import { requestInfoOf, servicesOf, type RouteContext } from "./context.ts";

export async function askFromRequest(url: URL, context: RouteContext): Promise<{ result: AskResult; status: number; headers: Record<string, string> }> {
  const result = await askHelpDesk(servicesOf(context), {
    question: url.searchParams.get("q") ?? "",
    locale: localeOfPath(url.pathname),
    clientIp: requestInfoOf(context).clientIp,
  });
  if (result.ok) return { result, status: 200, headers: {} };
  return { result, status: result.status, headers: result.retryAfterSeconds ? retryAfter(result.retryAfterSeconds) : {} };
}
