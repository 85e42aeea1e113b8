import { sql } from "kysely";
import { getDb } from "../server/db/index.ts";
import { errorFields, log } from "../server/log.ts";

/** For load balancers and deploy scripts: 200 when the database answers, 503 otherwise. */
export async function loader() {
  try {
    await sql`select 1`.execute(getDb());
    return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("health check failed", errorFields(error));
    return Response.json({ status: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
