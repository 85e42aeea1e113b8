/**
 * The repository stands on its own: no file cites a document that lives outside it
 * (the original product specification and the old decisions list, once kept next to
 * the repository) or an issue number from a tracker a newcomer cannot open. Cite a
 * section of docs/product.md, docs/back-office.md or a record in docs/decisions/
 * instead, e.g. `docs/product.md#claim`.
 *
 * Scanned: app/, server/, scripts/, tests/, docs/, README.md, ARCHITECTURE.md and the
 * root configuration files; node_modules, build output and data are skipped.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const self = fileURLToPath(import.meta.url);

const scannedDirs = ["app", "server", "scripts", "tests", "docs"];
const scannedFiles = [
  "README.md",
  "ARCHITECTURE.md",
  ".env.example",
  "vite.config.ts",
  "vite.server.config.ts",
  "vitest.config.ts",
  "react-router.config.ts",
  "eslint.config.js",
];
const skippedDirs = new Set(["node_modules", "build", "data", ".git", ".tmp", ".react-router"]);
const textExtensions = new Set([".ts", ".tsx", ".js", ".mjs", ".cjs", ".jsx", ".md", ".mdx", ".json", ".css", ".html", ".txt", ".yml", ".yaml", ".sh", ".sql", ".example", ".svg"]);

/**
 * What counts as citing something outside the repository. Each rule is narrow on
 * purpose: HTTP statuses ("404"), hex colours ("#fff"), "password#1", file names such
 * as "claim.spec.ts", "openingHoursSpecification" and issue links in URLs
 * (".../issues/12") are not citations.
 */
export const outsideCitations: { name: string; pattern: RegExp }[] = [
  // The two outside documents by file name, in any case (the specification's and the decisions' Markdown files).
  { name: "the outside specification or decisions file", pattern: /(?<![\w./-])(?:spec|decisions)\.md\b/i },
  // Their names alone, as the documents were called ("as SPEC says", "DECISIONS point 3").
  { name: "the outside specification or decisions file", pattern: /(?<![\w-])(?:SPEC|DECISIONS)(?![\w-])/ },
  // "spec section 8", "specification sections 3 and 5", "spec point 2".
  { name: "a section of the outside specification", pattern: /\bspec(?:ification)?(?:'s)?\s+(?:sections?|points?)\s*\d/i },
  // "issue 7", "Issue #5", "issues 7 and 8", "issue#5".
  { name: "an issue number", pattern: /\bissues?\s*#\d+|\bissues?\s+\d+\b/i },
  // "(#12)", as commit messages and changelogs cite issues and pull requests.
  { name: "an issue number", pattern: /\(#[1-9]\d{0,4}\)/ },
  // "PR #12", "pull request 12".
  { name: "a pull request number", pattern: /\b(?:PR|pull request)\s*#?\d+\b/i },
];

export interface Citation {
  file: string;
  line: number;
  rule: string;
  text: string;
}

/** Every citation of something outside the repository in a text, line by line. */
export function findOutsideCitations(text: string, file = "<text>"): Citation[] {
  const found: Citation[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { name, pattern } of outsideCitations) {
      if (pattern.test(line)) {
        found.push({ file, line: index + 1, rule: name, text: line.trim().slice(0, 200) });
        break;
      }
    }
  });
  return found;
}

function* walk(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (skippedDirs.has(entry)) continue;
    const path = join(dir, entry);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) yield* walk(path);
    else if (stat.isFile() && textExtensions.has(extname(entry))) yield path;
  }
}

function scannedPaths(): string[] {
  const paths = scannedDirs.flatMap((dir) => [...walk(join(root, dir))]);
  for (const file of scannedFiles) {
    const path = join(root, file);
    if (statSync(path, { throwIfNoEntry: false })?.isFile()) paths.push(path);
  }
  return paths.filter((path) => path !== self);
}

describe("the repository is self-contained", () => {
  it("scans the source, tests and documentation", () => {
    const files = scannedPaths().map((path) => relative(root, path).split(sep).join("/"));
    expect(files).toContain("README.md");
    expect(files).toContain("docs/product.md");
    expect(files).toContain("app/routes.ts");
    expect(files.some((f) => f.startsWith("tests/"))).toBe(true);
    expect(files.some((f) => f.includes("node_modules/"))).toBe(false);
  });

  it("cites no outside document and no issue number", () => {
    const citations = scannedPaths().flatMap((path) =>
      findOutsideCitations(readFileSync(path, "utf8"), relative(root, path).split(sep).join("/")),
    );
    const report = citations.map((c) => `${c.file}:${c.line} (${c.rule}): ${c.text}`).join("\n");
    expect(report, "cite docs/product.md#<section>, docs/back-office.md or docs/decisions/ instead").toBe("");
  });

  it("recognises the forms of citation it guards against", () => {
    // The outside files' names are put together here, so that this file does not cite them itself.
    const [specFile, decisionsFile] = ["SPEC", "DECISIONS"].map((name) => `${name}.md`);
    const cited = [
      `/** The message when storing fails (${specFile} section 8). */`,
      `// Customers' own claims (${decisionsFile} point 6)`,
      "(see spec.md)",
      "as SPEC specifies for /blog-manager",
      "an admin role (DECISIONS point 3)",
      "the slug rule of spec section 3",
      "The back office (issue 7)",
      "**Update (Issue 8).**",
      "Fixes issue #5",
      "issues 7 and 8",
      "Lead inbox (#12)",
      "as discussed in PR #40",
    ];
    for (const line of cited) expect(findOutsideCitations(line), line).toHaveLength(1);
  });

  it("leaves ordinary text alone", () => {
    const ordinary = [
      "return data(null, { status: 404 });",
      "answers 429 with Retry-After (RFC 9110 §10.2.3)",
      "color: #fff; border-color: #1e3a8a;",
      "password#1",
      "qwerty#1",
      "See https://github.com/better-auth/better-auth/issues/1234 for the upstream bug.",
      "import { claimSchema } from './claim.spec.ts';",
      "openingHoursSpecification(agency.openingHours)",
      "docs/product.md#claim and docs/decisions/007-back-office.md",
      "Decision 005 describes the accounts this builds on.",
      "An inspection issue is rare.",
      "CLM-2026-000042",
      "The specification of the unit's original fixtures",
    ];
    for (const line of ordinary) expect(findOutsideCitations(line), line).toEqual([]);
  });
});
