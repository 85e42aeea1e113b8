/**
 * What the production server runs under: every package that package.json's `dependencies`
 * pull in (through their dependencies, optional dependencies and required peers, as
 * package-lock.json records them, platform packages of other machines included) is under a
 * permissive licence, or has a section of its own in docs/dependency-licences.md saying why
 * its licence is acceptable here. A new dependency under another licence fails here, naming it.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const notePath = "docs/dependency-licences.md";

/** Licences that ask nothing of a server that runs the code beyond keeping the notice: no note needed. */
const PERMISSIVE = new Set([
  "MIT",
  "MIT-0",
  "ISC",
  "BSD-2-Clause",
  "BSD-3-Clause",
  "0BSD",
  "Apache-2.0",
  "BlueOak-1.0.0",
  "Unlicense",
  "CC0-1.0",
]);

interface LockEntry {
  version?: string;
  license?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface ProductionPackage {
  name: string;
  version: string;
  licence: string;
  /** The package that brought it in ("package.json" for a direct dependency). */
  via: string;
}

/** An SPDX expression is permissive when one of its OR choices is all permissive (parentheses are not nested in practice). */
export function isPermissive(licence: string): boolean {
  return licence
    .replace(/[()]/g, "")
    .split(/\s+OR\s+/)
    .some((choice) => choice.split(/\s+AND\s+/).every((id) => PERMISSIVE.has(id.trim())));
}

function nameOf(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);
}

/** The licence as the lock records it, else as the installed package.json says. */
function licenceOf(lockPath: string, entry: LockEntry): string {
  if (entry.license) return entry.license;
  const manifest = join(root, lockPath, "package.json");
  if (!existsSync(manifest)) return "UNKNOWN";
  const json = JSON.parse(readFileSync(manifest, "utf8")) as { license?: string | { type?: string }; licenses?: { type?: string }[] };
  const licence = typeof json.license === "string" ? json.license : (json.license?.type ?? json.licenses?.map((l) => l.type).join(" OR "));
  return licence || "UNKNOWN";
}

/** The production dependency tree of package-lock.json, resolved as Node resolves: the nearest node_modules up the tree. */
export function productionPackages(): ProductionPackage[] {
  const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as { packages: Record<string, LockEntry> };
  const entries = lock.packages;
  const resolve = (from: string, name: string): string | undefined => {
    let dir = from;
    for (;;) {
      const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`;
      if (entries[candidate]) return candidate;
      if (!dir) return undefined;
      const parent = dir.lastIndexOf("/node_modules/");
      dir = parent < 0 ? "" : dir.slice(0, parent);
    }
  };
  const found = new Map<string, ProductionPackage>();
  const queue: [from: string, name: string, via: string][] = Object.keys(entries[""]!.dependencies ?? {}).map((name) => ["", name, "package.json"]);
  while (queue.length > 0) {
    const [from, name, via] = queue.shift()!;
    const path = resolve(from, name);
    if (!path || found.has(path)) continue;
    const entry = entries[path]!;
    found.set(path, { name: nameOf(path), version: entry.version ?? "?", licence: licenceOf(path, entry), via });
    const requiredPeers = Object.keys(entry.peerDependencies ?? {}).filter((peer) => !entry.peerDependenciesMeta?.[peer]?.optional);
    for (const next of [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...requiredPeers]) {
      queue.push([path, next, nameOf(path)]);
    }
  }
  return [...found.values()];
}

/** The packages docs/dependency-licences.md has a section for: headings "## `name`", where `prefix-*` stands for a family. */
export function packagesWithANote(markdown: string): string[] {
  return [...markdown.matchAll(/^##+ `([^`]+)`/gm)].map((match) => match[1]!);
}

const covers = (noted: string, name: string) => (noted.endsWith("*") ? name.startsWith(noted.slice(0, -1)) : noted === name);

describe("licences of the production dependencies", () => {
  const packages = productionPackages();
  const noted = packagesWithANote(readFileSync(join(root, notePath), "utf8"));

  it("reads SPDX expressions", () => {
    expect(isPermissive("MIT")).toBe(true);
    expect(isPermissive("(MIT OR GPL-3.0-or-later)")).toBe(true);
    expect(isPermissive("Apache-2.0 AND LGPL-3.0-or-later")).toBe(false);
    expect(isPermissive("LGPL-3.0")).toBe(false);
    expect(isPermissive("UNKNOWN")).toBe(false);
  });

  it("walks the whole tree the server runs on, not the tools", () => {
    const names = new Set(packages.map((p) => p.name));
    for (const name of ["react", "kysely", "sharp", "libheif-js", "@img/sharp-libvips-linux-x64"]) expect(names, name).toContain(name);
    for (const name of ["vitest", "eslint", "typescript", "playwright-core"]) expect(names, name).not.toContain(name);
  });

  it("are permissive, or explained in docs/dependency-licences.md", () => {
    const unexplained = packages
      .filter((p) => !isPermissive(p.licence) && !noted.some((n) => covers(n, p.name)))
      .map((p) => `${p.name}@${p.version} (${p.licence}, from ${p.via})`);
    expect(unexplained, `add a section to ${notePath}, or choose another package`).toEqual([]);
  });

  it("has no note left for a package the server no longer uses", () => {
    const stale = noted.filter((n) => !packages.some((p) => covers(n, p.name) && !isPermissive(p.licence)));
    expect(stale).toEqual([]);
  });
});
