/**
 * What loaders, actions and middleware receive through React Router's context:
 * the application's services (started once by the HTTP server, app/server/application.ts)
 * and what the server knows about this request. Nothing here is a process global.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { Kysely } from "kysely";
import type { Agency } from "../config/agency.ts";
import type { Auth } from "./accounts/auth.ts";
import type { DatabaseEngine } from "./db/connection.ts";
import type { Database } from "./db/schema.ts";
import type { Env } from "./env.ts";
import type { FileKeyring } from "./uploads/file-encryption.ts";

export interface AppServices {
  env: Env;
  /** The agency's facts with this deployment's overrides (config/agency.ts). */
  agency: Agency;
  db: Kysely<Database>;
  engine: DatabaseEngine;
  auth: Auth;
  /** The agency's keys for uploaded files: stored encrypted with them, opened with them (uploads/file-encryption.ts). */
  fileKeys: FileKeyring;
  /** Asks the email worker to look at the outbox now (after a commit that queued mail). */
  kickOutbox(): void;
}

export interface RequestInfo {
  /** Also sent back as X-Request-Id and written to the request's log line. */
  requestId: string;
  /** The client's address: the socket's, or what the trusted proxy saw (server/client-address.ts). */
  clientIp: string;
}

export const servicesContext = createContext<AppServices | null>(null);

/** Prerendering and the dev server render without our HTTP server: a local request. */
export const requestInfoContext = createContext<RequestInfo>({ requestId: "local", clientIp: "127.0.0.1" });

type Context = Readonly<RouterContextProvider>;

/** The services of this request (set by the HTTP server, or by the root middleware in development). */
export function servicesOf(context: Context): AppServices {
  const services = context.get(servicesContext);
  if (!services) throw new Error("Application services are missing from the router context (see app/server/application.ts)");
  return services;
}

export function requestInfoOf(context: Context): RequestInfo {
  return context.get(requestInfoContext);
}
