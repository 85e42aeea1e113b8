/**
 * The application as the HTTP server (server/main.ts) runs it: the services started by
 * app/server/application.ts, plus the router context each request gets. The server calls
 * `startHttpApplication()` through the React Router build (app/entry.server.tsx re-exports it),
 * so the server and the routes share one copy of every module.
 */
import { RouterContextProvider } from "react-router";
import { startApplication, type Application, type StartOptions } from "../server/application.ts";
import { requestInfoContext, servicesContext, type RequestInfo } from "./context.ts";
import { allowMarkupInserts } from "./markup-inserts.ts";
import { publicPageContext, type PublicPageRecord } from "./public-page.ts";

export interface HttpApplication extends Application {
  /**
   * A router context for one request: the services, what the server knows of the request,
   * the record in which a public page's loader says it may be shared (public-page.ts), and for
   * a request whose page the entry renders (not a client navigation's data), the page's markup
   * inserts (markup-inserts.ts).
   */
  requestContext(info: RequestInfo, publicPage?: PublicPageRecord, answer?: "page" | "data"): RouterContextProvider;
}

export async function startHttpApplication(options: StartOptions = {}): Promise<HttpApplication> {
  const application = await startApplication(options);
  return {
    ...application,
    requestContext(info, publicPage, answer = "page") {
      const context = new RouterContextProvider();
      context.set(servicesContext, application.services);
      context.set(requestInfoContext, info);
      if (publicPage) context.set(publicPageContext, publicPage);
      if (answer === "page") allowMarkupInserts(context);
      return context;
    },
  };
}
