/**
 * patches/react-router+8.4.0.patch (applied by `npm ci`): React Router builds its route tree once
 * per build instead of on every render, encodes the loader data for the browser only when
 * the server entry reads it, and passes over routes whose first path segment cannot match. If an
 * upgrade drops the patch, the first ones fail; the last guards that matching gives the same routes.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRequestHandler, createStaticRouter, matchRoutes, ServerRouter, type EntryContext, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";

/** A build of one root route (the page) whose module counts how often React Router reads its error boundary. */
function oneRouteBuild(entry: (context: EntryContext) => Response) {
  let boundaryReads = 0;
  const rootModule = {
    default: () => createElement("main", null, "Hello"),
    loader: () => ({ greeting: "Hello" }),
    get ErrorBoundary() {
      boundaryReads += 1;
      return undefined;
    },
  };
  const build = {
    entry: { module: { default: (_request: Request, status: number, headers: Headers, context: EntryContext) => (void status, void headers, entry(context)) } },
    routes: { root: { id: "root", path: "", module: rootModule } },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: { root: { id: "root", path: "", module: "/root.js", hasLoader: true, hasAction: false, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false, imports: [], css: [] } }, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return { build, boundaryReads: () => boundaryReads };
}

describe("the React Router patch", () => {
  it("encodes the loader data only when the entry reads it, and not once the entry has set it", async () => {
    const seen: { hasGetter: boolean; stream: unknown }[] = [];
    const { build } = oneRouteBuild((context) => {
      const hasGetter = typeof Object.getOwnPropertyDescriptor(context, "serverHandoffStream")?.get === "function";
      context.serverHandoffStream = undefined;
      seen.push({ hasGetter, stream: context.serverHandoffStream });
      return new Response("ok");
    });
    const response = await createRequestHandler(build, "production")(new Request("http://localhost/"));
    expect(response.status).toBe(200);
    expect(seen).toEqual([{ hasGetter: true, stream: undefined }]);
  });

  it("still gives the encoded loader data to an entry that reads it", async () => {
    let stream: unknown;
    const { build } = oneRouteBuild((context) => {
      stream = context.serverHandoffStream;
      return new Response("ok");
    });
    await createRequestHandler(build, "production")(new Request("http://localhost/"));
    expect(stream).toBeInstanceOf(ReadableStream);
    await (stream as ReadableStream).cancel();
  });

  it("builds the route tree once for renders of the same build", async () => {
    const contexts: EntryContext[] = [];
    const { build, boundaryReads } = oneRouteBuild((context) => {
      context.serverHandoffStream = undefined;
      contexts.push(context);
      return new Response("ok");
    });
    const handler = createRequestHandler(build, "production");
    await handler(new Request("http://localhost/"));
    await handler(new Request("http://localhost/"));
    expect(contexts[0]!.routeModules).toBe(contexts[1]!.routeModules);
    const html = contexts.map((context) => renderToString(createElement(ServerRouter, { context, url: "http://localhost/" })));
    expect(html[0]).toContain("Hello");
    expect(html[1]).toBe(html[0]);
    expect(boundaryReads()).toBe(1);
  });

  it("makes a route tree's data routes once", () => {
    const routes = [{ id: "root", path: "/", element: null }];
    const context = { basename: "/", location: { pathname: "/", search: "", hash: "", state: null, key: "default" }, matches: [], loaderData: {}, actionData: null, errors: null, statusCode: 200, loaderHeaders: {}, actionHeaders: {} };
    const first = createStaticRouter(routes, context as never);
    const second = createStaticRouter(routes, { ...context } as never);
    expect(second.routes).toBe(first.routes);
  });
  it("matches the same routes while passing over those whose first segment differs", () => {
    const routes: RouteObject[] = [
      {
        id: "root",
        path: "",
        children: [
          { id: "home", index: true },
          { id: "careers", path: "careers" },
          { id: "es-careers", path: "es/careers" },
          { id: "by-language", path: ":lang/page" },
          { id: "optional", path: "opt?/thing" },
          { id: "lead", path: "admin/inbox/:form/:id" },
          { id: "feed", path: "rss.xml" },
          { id: "not-found", path: "*" },
        ],
      },
    ];
    const leaf = (pathname: string) => {
      const matches = matchRoutes(routes, pathname);
      return matches ? { id: matches.at(-1)!.route.id, params: matches.at(-1)!.params } : null;
    };
    expect(leaf("/")?.id).toBe("home");
    expect(leaf("/CAREERS/")?.id).toBe("careers"); // paths match in any case, as without the patch
    expect(leaf("/es/careers")?.id).toBe("es-careers");
    expect(leaf("/es/page")).toEqual({ id: "by-language", params: { lang: "es" } });
    expect(leaf("/thing")?.id).toBe("optional");
    expect(leaf("/opt/thing")?.id).toBe("optional");
    expect(leaf("/Admin/inbox/quotes/7")).toEqual({ id: "lead", params: { form: "quotes", id: "7" } });
    expect(leaf("/rss.xml")?.id).toBe("feed");
    expect(leaf("/careersx")).toEqual({ id: "not-found", params: { "*": "careersx" } });
    expect(leaf("/%61dmin/inbox/quotes/7")?.id).toBe("lead"); // compared after decoding
  });
});
