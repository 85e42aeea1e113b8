/**
 * `import helpIndexes from "virtual:help-desk-index"`: the help desk's search index of each
 * language, built from the content files when the app is built (and when tests or the dev
 * server load it), so the server only loads it. See app/server/help-desk/build-help-index.ts.
 */
import type { Plugin } from "vite";

const MODULE_ID = "virtual:help-desk-index";
const RESOLVED_ID = `\0${MODULE_ID}`;

export function helpDeskIndex(): Plugin {
  return {
    name: "agency:help-desk-index",
    resolveId(source) {
      return source === MODULE_ID ? RESOLVED_ID : null;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const { buildHelpIndexes, helpIndexSources } = await import("../app/server/help-desk/build-help-index.ts");
      for (const file of helpIndexSources()) this.addWatchFile(file);
      return `export default ${JSON.stringify(buildHelpIndexes())};`;
    },
  };
}
