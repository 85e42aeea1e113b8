/**
 * What the HTTP server knows about a request and hands to loaders and actions
 * through React Router's context (see server/main.ts, getLoadContext).
 */
import { createContext, type RouterContext } from "react-router";

export interface RequestInfo {
  /** Also sent back as X-Request-Id and written to every log line of the request. */
  requestId: string;
  /** The client's address (the proxy's X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** The Content-Security-Policy nonce of this response (rendered pages' framework scripts). */
  nonce: string | undefined;
}

// The server entry and the route bundle each load this module; keep one context object.
const key = Symbol.for("agency.requestInfoContext");
type Holder = { [key]?: RouterContext<RequestInfo> };

export const requestInfoContext: RouterContext<RequestInfo> = ((globalThis as Holder)[key] ??=
  createContext<RequestInfo>({ requestId: "build", clientIp: "127.0.0.1", nonce: undefined }));
