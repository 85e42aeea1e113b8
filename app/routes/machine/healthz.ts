import type { Route } from "./+types/healthz";
import { sql } from "kysely";
import { errorFields, log } from "../../server/log.ts";
import { servicesOf } from "../../http/context.ts";

/** For load balancers and deploy scripts: 200 when the database answers, 503 otherwise. */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    await sql`select 1`.execute(servicesOf(context).db);
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("health check failed", errorFields(error));
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
