/**
 * The npm scripts that run a TypeScript file under plain Node (`node scripts/….ts`: the benches,
 * the demo seed, migrations, backups) load the app's server modules without Vite. A module those
 * scripts reach that uses a Vite-only feature (`import.meta.glob`, `?raw` imports, `virtual:`
 * modules) makes the script die at start-up while the built server still works, so the test suite
 * alone would not notice. This walks each script's relative imports and fails naming the path to
 * the first such module.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const VITE_ONLY = /import\.meta\.glob|from\s+["'][^"']*\?(raw|url|inline)["']|from\s+["']virtual:/;
const RELATIVE_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

/** The scripts package.json runs with plain `node`. */
function nodeScripts(): string[] {
  const scripts = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
  const files = new Set<string>();
  for (const command of Object.values(scripts)) {
    for (const match of command.matchAll(/(?:^|&&\s*)node\s+(?:--\S+\s+)*(scripts\/[\w-]+\.ts)/g)) files.add(match[1]!);
  }
  return [...files].sort();
}

/** The chain of files from `entry` to the first module with a Vite-only feature, or null. */
function viteOnlyChain(entry: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    const here = [...chain, relative(root, file)];
    if (VITE_ONLY.test(source)) return here;
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]!);
      if (!/\.(ts|tsx|js|mjs)$/.test(target) || !existsSync(target)) continue;
      const found = walk(target, here);
      if (found) return found;
    }
    return null;
  };
  return walk(join(root, entry), []);
}

describe("scripts run under plain Node", () => {
  const entries = nodeScripts();

  it("finds the scripts package.json runs with node", () => {
    expect(entries).toEqual(expect.arrayContaining(["scripts/bench.ts", "scripts/bench-growth.ts", "scripts/seed-demo.ts", "scripts/migrate.ts"]));
  });

  it.each(entries)("%s reaches no Vite-only module", (entry) => {
    expect(viteOnlyChain(entry)).toBeNull();
  });

  it("sees a Vite-only module when a script reaches one", () => {
    expect(viteOnlyChain("app/server/blog/blog-index.ts")).toEqual(["app/server/blog/blog-index.ts", "app/server/blog/fixed-articles.ts"]);
  });
});
