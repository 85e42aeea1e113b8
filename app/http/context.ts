/**
 * What loaders, actions and middleware receive through React Router's context: the
 * application's services (app/server/services.ts, started once by the HTTP server through
 * app/http/application.ts) and what the server knows about this request.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { AppServices } from "../server/services.ts";

export interface RequestInfo {
  /** Also sent back as X-Request-Id and written to the request's log line. */
  requestId: string;
  /** The client's address: the socket's, or what the trusted proxy saw (server/client-address.ts). */
  clientIp: string;
}

export const servicesContext = createContext<AppServices | null>(null);

/** Prerendering and the dev server render without our HTTP server: a local request. */
export const requestInfoContext = createContext<RequestInfo>({ requestId: "local", clientIp: "127.0.0.1" });

export type RouteContext = Readonly<RouterContextProvider>;

/** The services of this request (set by the HTTP server, or by the root middleware in development). */
export function servicesOf(context: RouteContext): AppServices {
  const services = context.get(servicesContext);
  if (!services) throw new Error("Application services are missing from the router context (see app/http/application.ts)");
  return services;
}

export function requestInfoOf(context: RouteContext): RequestInfo {
  return context.get(requestInfoContext);
}
