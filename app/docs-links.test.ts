/**
 * No dead link into the docs. Scanned:
 * - Markdown (README.md, ARCHITECTURE.md, docs/**): every relative link `[text](target)` or
 *   `[label]: target` must name a file or folder that exists (code files included), and an
 *   anchor into a Markdown file must match one of its headings; every mention of
 *   `docs/<file>.md` or `docs/<file>.md#anchor` (plain text or code span, read from the
 *   repository's root) likewise.
 * - Comments in app/, server/, scripts/ and tests/ that mention `docs/<file>.md` or
 *   `docs/<file>.md#anchor`.
 *
 * Anchors follow GitHub's rule (github-slugger): the heading's text lower-cased, punctuation
 * dropped, each space a hyphen; a repeated heading gets -1, -2 …; `<a id="…">` and
 * `<a name="…">` count too. The failure lists each dead link with its file and line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, normalize, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const self = fileURLToPath(import.meta.url);
const skippedDirs = new Set(["node_modules", "build", "data", ".git", ".tmp", ".react-router"]);
const codeDirs = ["app", "server", "scripts", "tests"];
const codeExtensions = new Set([".ts", ".tsx", ".js", ".mjs", ".cjs", ".jsx"]);

/** A mention of a file under docs/, with its anchor: `docs/product.md#claim`. */
const docsMention = /(?<![\w./-])docs\/[\w./-]*?[\w-]\.md(?:#[\w-]*)?/g;

export interface Link {
  /** The file the link is in, relative to the repository's root, with `/`. */
  file: string;
  line: number;
  /** The link as written. */
  target: string;
  /** The file it names, relative to the repository's root. */
  path: string;
  anchor: string | undefined;
}

export interface DeadLink extends Link {
  reason: string;
}

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedDirs.has(entry.name)) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (entry.isFile() && keep(full)) out.push(full);
  }
  return out;
}

const posix = (path: string) => path.split(sep).join("/");

/** GitHub's slug of a heading's text (github-slugger), before duplicates are numbered. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** What a heading's Markdown renders as text: links by their text, code spans and emphasis by their content, no HTML tags. */
function headingText(markdown: string): string {
  return markdown
    .replace(/\s+#+\s*$/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__|\*|~~)/g, "");
}

/** Lines outside fenced code blocks, with their numbers (1-based). */
function proseLines(markdown: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fence: string | undefined;
  markdown.split("\n").forEach((text, index) => {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(text);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
    } else if (opening) {
      fence = opening[1];
    } else {
      lines.push({ text, line: index + 1 });
    }
  });
  return lines;
}

/** Every anchor a Markdown document has: its headings' slugs (duplicates numbered) and its explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const lines = proseLines(markdown);
  lines.forEach(({ text }, index) => {
    for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
    const atx = /^\s{0,3}#{1,6}\s+(.*)$/.exec(text);
    const next = lines[index + 1];
    // A setext heading: text underlined with === or --- on the next line.
    const setext = !atx && text.trim() && next && next.line === lines[index]!.line + 1 && /^\s{0,3}(=+|-+)\s*$/.test(next.text) && !/^\s*([-*+]|\d+\.)\s/.test(text) && !/^\s*\|/.test(text);
    const heading = atx ? atx[1]! : setext ? text : undefined;
    if (heading === undefined) return;
    const slug = slugOf(headingText(heading));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return anchors;
}

function splitTarget(target: string): { path: string; anchor: string | undefined } {
  const hash = target.indexOf("#");
  const path = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
  return { path: decodeURIComponent(path), anchor };
}

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/)/i;

/** The relative links of a Markdown document: inline `[text](target)` and reference definitions `[label]: target`. */
export function markdownLinks(markdown: string, file: string): Link[] {
  const links: Link[] = [];
  const dir = dirname(file);
  const add = (target: string, line: number) => {
    if (external.test(target)) return;
    const { path, anchor } = splitTarget(target);
    links.push({ file, line, target, path: path ? posix(normalize(join(dir, path))).replace(/\/$/, "") : file, anchor });
  };
  for (const { text, line } of proseLines(markdown)) {
    // Code spans are not links.
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g)) add(match[1]!, line);
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/.exec(prose);
    if (definition) add(definition[1]!, line);
  }
  return links;
}

/** Mentions of `docs/<file>.md(#anchor)` in a text, read from the repository's root. */
export function docsMentions(text: string, file: string): Link[] {
  const links: Link[] = [];
  text.split("\n").forEach((lineText, index) => {
    for (const match of lineText.matchAll(docsMention)) {
      const { path, anchor } = splitTarget(match[0]);
      links.push({ file, line: index + 1, target: match[0], path, anchor });
    }
  });
  return links;
}

/** Kinds of node whose text is not a comment: strings, templates, regular expressions, JSX text. */
const literalKinds = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * Mentions of `docs/<file>.md(#anchor)` in a source file's comments. A mention outside every
 * string, template, regular expression and JSX text is in a comment (code has no `docs/`).
 */
export function commentMentions(source: string, fileName: string): Link[] {
  const mentions = docsMentions(source, fileName);
  if (!mentions.length) return [];
  const kind = /\.[jt]sx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const literals: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (literalKinds.has(node.kind)) literals.push([node.getStart(sourceFile), node.end]);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  const lineStarts = sourceFile.getLineStarts();
  return mentions.filter((mention) => {
    const lineText = source.slice(lineStarts[mention.line - 1], lineStarts[mention.line] ?? source.length);
    // Each occurrence of this target on its line; the mention is kept when one of them is in a comment.
    for (let from = 0, at; (at = lineText.indexOf(mention.target, from)) !== -1; from = at + 1) {
      const position = lineStarts[mention.line - 1]! + at;
      if (!literals.some(([start, end]) => position >= start && position < end)) return true;
    }
    return false;
  });
}

function isFileOrFolder(path: string): "file" | "folder" | undefined {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? "folder" : "file";
}

const anchorCache = new Map<string, Set<string>>();

/** The links that lead nowhere: a missing file or folder, or an anchor that is no heading of its Markdown file. */
export function deadLinks(links: Link[]): DeadLink[] {
  const dead: DeadLink[] = [];
  for (const link of links) {
    if (link.path.startsWith("..")) {
      dead.push({ ...link, reason: "points outside the repository" });
      continue;
    }
    const kind = isFileOrFolder(link.path);
    if (!kind) {
      dead.push({ ...link, reason: `${link.path} does not exist` });
      continue;
    }
    if (link.anchor === undefined || kind === "folder" || extname(link.path) !== ".md") continue;
    let anchors = anchorCache.get(link.path);
    if (!anchors) anchorCache.set(link.path, (anchors = anchorsOf(readFileSync(join(root, link.path), "utf8"))));
    if (!link.anchor || !anchors.has(link.anchor)) dead.push({ ...link, reason: `no heading of ${link.path} has the anchor #${link.anchor}` });
  }
  return dead;
}

let scanned: Link[] | undefined;

/** Every link and mention in the repository (scanned once per run). */
function repositoryLinks(): Link[] {
  return (scanned ??= scanRepository());
}

function scanRepository(): Link[] {
  const markdownFiles = [join(root, "README.md"), join(root, "ARCHITECTURE.md"), ...walk(join(root, "docs"), (file) => file.endsWith(".md"))].filter((file) => existsSync(file));
  const links: Link[] = [];
  for (const full of markdownFiles) {
    const file = posix(relative(root, full));
    const text = readFileSync(full, "utf8");
    links.push(...markdownLinks(text, file), ...docsMentions(text, file));
  }
  for (const dir of codeDirs) {
    for (const full of walk(join(root, dir), (file) => codeExtensions.has(extname(file)) && !file.endsWith(".d.ts") && file !== self)) {
      const source = readFileSync(full, "utf8");
      if (!source.includes("docs/")) continue;
      const file = posix(relative(root, full));
      links.push(...commentMentions(source, file));
    }
  }
  return links;
}

describe("links into the docs", () => {
  it("finds the links it is meant to check", () => {
    const links = repositoryLinks();
    expect(links.filter((link) => link.file === "ARCHITECTURE.md").length).toBeGreaterThan(10);
    expect(links.some((link) => link.file.startsWith("app/") && link.path === "docs/product.md")).toBe(true);
  });

  it("has no dead link or anchor", () => {
    const dead = deadLinks(repositoryLinks()).map((link) => `${link.file}:${link.line}: ${link.target} (${link.reason})`);
    expect(dead, `Dead links (fix the link, or the heading it points to):\n${dead.join("\n")}`).toEqual([]);
  });
});

describe("the link checker", () => {
  it("slugs headings as GitHub does, numbering repeated ones", () => {
    const anchors = anchorsOf(
      [
        "# Architecture",
        "## Claim (CLM-YYYY-NNNNNN)",
        "## The `uploaded_files` table: what's in it?",
        "## Spanish",
        "## Spanish",
        "```",
        "# not a heading",
        "```",
        "### Second factor & step-up",
        '<a id="kept-anchor"></a>',
        "Setext heading",
        "---",
      ].join("\n"),
    );
    expect([...anchors].sort()).toEqual(
      ["architecture", "claim-clm-yyyy-nnnnnn", "the-uploaded_files-table-whats-in-it", "spanish", "spanish-1", "second-factor--step-up", "kept-anchor", "setext-heading"].sort(),
    );
  });

  it("reads Markdown links relative to their file and mentions from the root", () => {
    const text = "See [retention](back-office.md#retention), [code](../app/server/leads/) and `docs/product.md#claim`; [site](/quote), [web](https://example.com).";
    expect(markdownLinks(text, "docs/x.md").map((link) => [link.path, link.anchor])).toEqual([
      ["docs/back-office.md", "retention"],
      ["app/server/leads", undefined],
    ]);
    expect(docsMentions(text, "docs/x.md").map((link) => [link.path, link.anchor])).toEqual([["docs/product.md", "claim"]]);
  });

  it("reads mentions in comments only", () => {
    const source = [
      'const a = "docs/missing.md"; // docs/product.md#claim',
      "const t = `docs/missing.md ${a}`;",
      "/**",
      " * and docs/back-office.md",
      " */",
      "export const b = /docs\\/missing\\.md/; // docs/deploy.md",
    ].join("\n");
    const mentions = commentMentions(source, "x.ts");
    expect(mentions.map((link) => `${link.line}:${link.target}`)).toEqual(["1:docs/product.md#claim", "4:docs/back-office.md", "6:docs/deploy.md"]);
  });

  it("names a missing file and an anchor that matches no heading", () => {
    const dead = deadLinks([
      { file: "x.md", line: 1, target: "docs/product.md#no-such-heading", path: "docs/product.md", anchor: "no-such-heading" },
      { file: "x.md", line: 2, target: "docs/nothing.md", path: "docs/nothing.md", anchor: undefined },
      { file: "x.md", line: 3, target: "app/routes.ts", path: "app/routes.ts", anchor: undefined },
    ]);
    expect(dead.map((link) => link.line)).toEqual([1, 2]);
  });
});
