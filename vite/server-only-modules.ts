/**
 * Build-time boundaries between the three places code runs:
 * - `serverOnlyModules()`: the browser bundle may not contain a module from app/server/
 *   (domain code, database, secrets), from app/http/ (the HTTP side of the routes: context,
 *   guards, session, request reading) or any `*.server.ts` file. React Router removes
 *   loaders and actions from the browser build along with the imports only they use, so
 *   an app/server module that is still loaded there is used by a component: the build
 *   fails and names it.
 * - `noAppModulesInRuntime()`: the HTTP server bundle (vite.server.config.ts) may not
 *   contain app code: the server gets the application from the React Router build, so
 *   every module of the app exists once in the process (app/server/application.ts).
 */
import { sep } from "node:path";
import type { Plugin } from "vite";

const normalize = (id: string) => id.split("?")[0]!.split(sep).join("/");

/** True for a module that must never reach the browser. */
export function isServerOnlyModule(id: string): boolean {
  const path = normalize(id);
  return /\/app\/(server|http)\//.test(path) || /\.server\.[cm]?[jt]sx?$/.test(path);
}

export function serverOnlyModules(): Plugin {
  /** Who imported each server-only module, for the error message. */
  const importers = new Map<string, string>();
  return {
    name: "agency:server-only-modules",
    // First, so it sees every import being resolved (it resolves through the others).
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && importer && isServerOnlyModule(resolved.id)) importers.set(resolved.id, normalize(importer));
      return resolved;
    },
    // Loaded after React Router has removed loaders and actions (and the imports only they
    // used) from the routes: a server-only module still loaded here is used by a component.
    load(id) {
      if (isServerOnlyModule(id)) {
        const importer = importers.get(id);
        this.error(`${normalize(id)} is server-only code, but ${importer ?? "browser code"} imports it into the browser bundle. Move what the page needs into app/lib/ or pass it through the loader.`);
      }
    },
  };
}

/** True for a module of the app (the React Router build's job, not the HTTP server's). */
export function isAppModule(id: string): boolean {
  return /\/app\//.test(normalize(id)) && !normalize(id).includes("/node_modules/");
}

export function noAppModulesInRuntime(): Plugin {
  return {
    name: "agency:no-app-modules-in-runtime",
    load(id) {
      if (isAppModule(id)) {
        this.error(`${normalize(id)} is app code, but the HTTP server imports it. Reach it through the application the React Router build provides (app/server/application.ts).`);
      }
    },
  };
}
