/**
 * The help desk's GET side for a route: the question from the address, the language from the
 * path, the client's address for the rate limit. Shared by the page (/help) and the panel's
 * answers (/help/answer).
 */
import type { RouterContextProvider } from "react-router";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { retryAfter } from "../http/retry-after.ts";
import { askHelpDesk, type AskResult } from "./help-desk.ts";

export async function askFromRequest(url: URL, context: Readonly<RouterContextProvider>): Promise<{ result: AskResult; status: number; headers: Record<string, string> }> {
  const result = await askHelpDesk(servicesOf(context), {
    question: url.searchParams.get("q") ?? "",
    locale: localeOfPath(url.pathname),
    clientIp: requestInfoOf(context).clientIp,
  });
  if (result.ok) return { result, status: 200, headers: {} };
  return { result, status: result.status, headers: result.retryAfterSeconds ? retryAfter(result.retryAfterSeconds) : {} };
}
