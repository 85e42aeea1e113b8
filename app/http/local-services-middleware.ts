/**
 * `react-router dev` and prerendering call the routes without our HTTP server, so no services
 * are in the context. This root middleware then provides local ones (createLocalServices in
 * app/server/application.ts); the dev server also applies pending migrations before its first
 * request. The module-level value is the one place such a fallback lives.
 */
import type { MiddlewareFunction } from "react-router";
import { createLocalServices } from "../server/application.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import type { AppServices } from "../server/services.ts";
import { servicesContext } from "./context.ts";

let localServices: AppServices | undefined;
let localMigration: Promise<unknown> | undefined;

export const localServicesMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  if (!context.get(servicesContext)) {
    localServices ??= createLocalServices();
    if (import.meta.env.DEV) await (localMigration ??= migrateToLatest(localServices.db));
    context.set(servicesContext, localServices);
  }
  return next();
};
