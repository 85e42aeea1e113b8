import type { Route } from "./+types/help-answer";
import { askFromRequest } from "../../http/ask-from-request.ts";

/** The panel's answers, as JSON: /help/answer?q=… (and /es/help/answer). The page /help works without it. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { result, status, headers } = await askFromRequest(url, context);
  return Response.json(result, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}
