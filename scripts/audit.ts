/**
 * `npm run audit`: builds the site, serves it, and checks every public route and the
 * signed-in pages with Lighthouse (mobile profile, Debian's Chromium), axe (WCAG 2.2 AA)
 * and the Nu HTML Checker (vnu-jar), then prints one table and PASS/FAIL per target.
 *
 * Targets on public routes: Lighthouse 100 in all four categories, LCP under 1.2 s
 * (Lighthouse's simulated mobile throttling) and at most 15 KB of JavaScript (every script
 * the page runs, inline and external, counted compressed as sent). On every route: zero axe
 * violations and zero HTML errors. Pages that are `noindex` by design (the account screens,
 * the 404 page, the signed-in pages: an admin's, on a database seeded with posts and leads)
 * show their SEO score, but it is not a target.
 *
 *   npm run audit                      every public route and signed-in page
 *   npm run audit -- /quote /dashboard only these ("/blog/:post" is a seeded database post with a featured photo, "/blog/tag/:tag" the first tag page /blog links to)
 *   AUDIT_SKIP_BUILD=1 npm run audit   reuse .tmp/audit-build (AUDIT_BUILD_DIR: another folder)
 *   AUDIT_REPORT_DIR=.tmp/lh npm run audit -- /quote   also keep each route's Lighthouse report (JSON)
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { articleSlugs } from "../app/content/article-slugs.ts";
import { confirmationPaths, publicPaths } from "../app/prerender-paths.ts";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS, serverEntry } from "../server/production-runtime.ts";
import { freePort, waitForHttp } from "./local-process.ts";
import { createSeededAdmin, signInAdmin } from "./seeded-admin.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-dev-shm-usage"];
const buildDir = resolve(process.env.AUDIT_BUILD_DIR ?? ".tmp/audit-build");
/** The back office as an admin sees it; ":first" is the first record listed in that inbox. */
const SIGNED_IN_ROUTES = [
  "/dashboard",
  "/blog-manager",
  "/blog-manager?edit=new",
  "/admin/my-work",
  "/admin/inbox/quotes",
  "/admin/inbox/quotes?view=people",
  "/admin/inbox/quotes/:first",
  "/admin/inbox/claims/:first",
  "/admin/inbox/applications",
  "/admin/inbox/pay-per-mile/:first",
  "/admin/reports",
  "/admin/settings",
  "/admin/profile",
  "/admin/users",
  "/admin/outbox",
  "/admin/audit",
  "/admin/privacy-requests",
  "/admin/help-questions",
  "/admin/people?email=someone%40example.com",
];
/** A published post from the database (the seeded ones) with an uploaded featured photo, as /blog/{slug} renders it. */
const DATABASE_POST = "/blog/:post";
/** The post page's own featured photo (not a related post's card): the uploaded photo it fetches first. */
const HERO_PHOTO = /<img src="\/blog-images\/[^"]*"[^>]*fetchpriority="high"/i;
/** The page of the first tag a database post on /blog links to. */
const DATABASE_TAG = "/blog/tag/:tag";
const NOT_FOUND_ROUTE = "/no-such-page";
const SPANISH_NOT_FOUND_ROUTE = "/es/no-such-page";
const isNotFoundRoute = (route: string) => route === NOT_FOUND_ROUTE || route === SPANISH_NOT_FOUND_ROUTE;
/** Public pages besides the sitemap's: a database post and a tag page, the forms' confirmations, the account screens and the 404 page. */
const ACCOUNT_SCREENS = ["/login", "/login?mode=signup", "/forgot-password", "/reset-password?token=x", "/confirm-email"];
const MORE_PUBLIC_ROUTES = [DATABASE_POST, DATABASE_TAG, ...confirmationPaths, ...ACCOUNT_SCREENS, ...ACCOUNT_SCREENS.map((route) => `/es${route}`), NOT_FOUND_ROUTE, SPANISH_NOT_FOUND_ROUTE];
const isSignedInRoute = (route: string) => /^(\/es)?\/(dashboard|blog-manager|admin)(\/|\?|$)/.test(route);
/** Pages kept out of search engines on purpose: their SEO score is shown, not a target. */
const isNoindexRoute = (route: string) =>
  isSignedInRoute(route) || /^(\/es)?\/(login|forgot-password|reset-password|confirm-email)(\?|$)/.test(route) || isNotFoundRoute(route) || confirmationPaths.includes(route);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...publicPaths(), ...MORE_PUBLIC_ROUTES, ...SIGNED_IN_ROUTES];

/** The public-route targets besides Lighthouse's scores. */
const LCP_TARGET_MS = 1200;
const JS_TARGET_KB = 15;

if (!(process.env.AUDIT_SKIP_BUILD === "1" && existsSync(serverEntry(buildDir)))) {
  console.log("Building…");
  execFileSync("npm", ["run", "build"], { env: { ...process.env, BUILD_DIR: buildDir }, stdio: ["ignore", "ignore", "inherit"] });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "agency-audit-"));
const origin = `http://127.0.0.1:${port}`;
const serverEnv = {
  BUILD_DIR: buildDir,
  DATABASE_URL: `file:${join(dataDir, "app.db")}`,
  AUTH_SECRET_FILE: join(dataDir, "secret"),
  FILE_ENCRYPTION_KEY_FILE: join(dataDir, "file-encryption-key"),
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  SMTP_URL: "",
};
const adminPassword = "an audit lantern quay";
const admin = routes.some((route) => isSignedInRoute(route) || route === DATABASE_POST || route === DATABASE_TAG)
  ? await createSeededAdmin(serverEnv, { email: "audit-admin@example.com", publicUrl: origin, posts: 15, leads: 40 })
  : undefined;
const server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, serverEntry(buildDir)], {
  env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...serverEnv },
  stdio: ["ignore", "inherit", "inherit"],
});
await waitForHttp(`${origin}/healthz`, server); // its output goes to this terminal

const cookie = admin ? await signInAdmin(origin, admin, adminPassword) : "";

/**
 * Replaces ":first" with the id of the first record the inbox page links to, and
 * "/blog/:post" with the first database post the blog lists that has a featured photo, "/blog/tag/:tag" with the first tag page it links to.
 */
async function resolveRoute(route: string): Promise<string> {
  if (route === DATABASE_POST) {
    const html = await (await fetch(`${origin}/blog`)).text();
    const slugs = [...new Set([...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]!))].filter((s) => !(articleSlugs as readonly string[]).includes(s));
    // A post with an uploaded featured photo: the heaviest kind of post page.
    for (const slug of slugs) if ((await (await fetch(`${origin}/blog/${slug}`)).text()).match(HERO_PHOTO)) return `/blog/${slug}`;
    throw new Error("the blog lists no database post with a featured photo");
  }
  if (route === DATABASE_TAG) {
    const html = await (await fetch(`${origin}/blog`)).text();
    const tag = /href="(\/blog\/tag\/[a-z0-9-]+)"/.exec(html)?.[1];
    if (!tag) throw new Error("the blog links to no tag page");
    return tag;
  }
  if (!route.endsWith("/:first")) return route;
  const inbox = route.slice(0, -"/:first".length);
  const html = await (await fetch(origin + inbox, { headers: { cookie } })).text();
  const id = new RegExp(`href="${inbox}/([^"/?.]+)"`).exec(html)?.[1]; // a record, not export.csv
  if (!id) throw new Error(`no record listed on ${inbox}`);
  return `${inbox}/${id}`;
}

/**
 * The bytes the page's inline scripts add to the document as sent: the document compressed
 * as the server sent it (Brotli at the rendered pages' quality 4, or gzip), less the same
 * document without their text. JSON and JSON-LD blocks are data, not scripts.
 */
function inlineScriptBytes(html: string, contentEncoding: string | null): number {
  const executable = /<script(?![^>]*\bsrc=)(?![^>]*\btype="(?!module"|text\/javascript")[^"]*")([^>]*)>([\s\S]*?)<\/script>/gi;
  const stripped = html.replace(executable, "<script$1></script>");
  if (stripped === html) return 0;
  const size = (text: string) =>
    contentEncoding === "br"
      ? brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }).length
      : contentEncoding === "gzip"
        ? gzipSync(text, { level: 6 }).length
        : Buffer.byteLength(text);
  return Math.max(0, size(html) - size(stripped));
}

interface Row {
  route: string;
  signedIn: boolean;
  noindex: boolean;
  perf: number;
  a11y: number;
  bp: number;
  /** The 404 page's best-practices shortfall is only the browser logging its 404 status. */
  bpExpected404: boolean;
  seo: number;
  lcpMs: number;
  totalKb: number;
  /** Every script the page runs, inline and external, compressed as sent (KiB). */
  jsKb: number;
  axe: number;
  html: number;
  notes: string[];
}
const rows: Row[] = [];
const htmlDir = join(dataDir, "html");
mkdirSync(htmlDir);

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => !f.startsWith("--headless")) });
try {
  // Two one-time costs of a fresh Chromium land on whichever route is measured first: its cold
  // start (blocking time), and, on the first Spanish page, loading the language model behind its
  // offer to translate (first paint held for about a second; a browser set to Spanish makes no
  // such offer). Discarded runs of both home pages pay them before any route is measured.
  for (const warmUp of ["/", "/es"]) {
    await lighthouse(origin + warmUp, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  }
  for (const listed of routes) {
    const route = await resolveRoute(listed);
    const signedIn = isSignedInRoute(route);
    const headers: Record<string, string> = signedIn ? { cookie } : {};
    const url = origin + route;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      extraHeaders: headers,
      // The 404 page is measured like any other (Lighthouse otherwise refuses an error status).
      ignoreStatusCode: isNotFoundRoute(route),
    });
    const lhr = result!.lhr;
    if (process.env.AUDIT_REPORT_DIR) {
      mkdirSync(process.env.AUDIT_REPORT_DIR, { recursive: true });
      writeFileSync(join(process.env.AUDIT_REPORT_DIR, `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id];
    const summary = (audit("resource-summary")?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const notes = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
      .map((a) => a.id);
    // A real 404 status is logged by the browser as a console error, which costs the 404 page
    // its best-practices 100; that one is expected there, anything else still counts.
    const failedBestPractices = (lhr.categories["best-practices"]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map((ref) => ref.id);
    type ConsoleError = { description?: string; sourceLocation?: { url?: string } };
    const consoleErrors = (audit("errors-in-console")?.details as { items?: ConsoleError[] } | undefined)?.items ?? [];
    const onlyOwn404Logged =
      isNotFoundRoute(route) &&
      failedBestPractices.every((id) => id === "errors-in-console") &&
      consoleErrors.every((item) => item.sourceLocation?.url === url && /status of 404/.test(item.description ?? ""));

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: headers });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    for (const v of axe.violations) notes.push(`axe:${v.id}`);
    await context.close();

    const fileName = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`;
    const documentResponse = await fetch(url, { headers: { ...headers, "accept-encoding": "br, gzip" } });
    const html = await documentResponse.text();
    writeFileSync(join(htmlDir, fileName), html);
    const externalScriptBytes = summary.find((i) => i.resourceType === "script")?.transferSize ?? 0;

    rows.push({
      route,
      signedIn,
      noindex: isNoindexRoute(route),
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      bpExpected404: onlyOwn404Logged && score("best-practices") < 100,
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")?.numericValue ?? 0),
      totalKb: Math.round((audit("total-byte-weight")?.numericValue ?? 0) / 1024),
      jsKb: (externalScriptBytes + inlineScriptBytes(html, documentResponse.headers.get("content-encoding"))) / 1024,
      axe: axe.violations.length,
      html: 0,
      notes,
    });
    process.stdout.write(`  ${route} done\n`);
  }

  // The Nu HTML Checker over every page at once (one JVM start).
  const vnuJar = resolve("node_modules/vnu-jar/build/dist/vnu.jar");
  let report = "";
  try {
    report = execFileSync("java", ["-jar", vnuJar, "--format", "json", "--stdout", "--errors-only", htmlDir], { encoding: "utf8" });
  } catch (error) {
    report = (error as { stdout?: string }).stdout ?? "";
  }
  const messages = (JSON.parse(report || '{"messages":[]}') as { messages: { url: string; type: string; message: string }[] }).messages;
  for (const row of rows) {
    const fileName = `${row.route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`;
    const errors = messages.filter((m) => m.type === "error" && m.url.endsWith(`/${fileName}`));
    row.html = errors.length;
    for (const e of errors.slice(0, 3)) row.notes.push(`html:${e.message.slice(0, 60)}`);
  }
} finally {
  await browser.close();
  chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

/** Each target, and whether a row meets it (undefined: not a target for that row). */
const targets: { name: string; met: (r: Row) => boolean | undefined }[] = [
  { name: "Lighthouse performance 100", met: (r) => r.perf >= 100 },
  { name: "Lighthouse accessibility 100", met: (r) => r.a11y >= 100 },
  { name: "Lighthouse best practices 100", met: (r) => r.bp >= 100 || r.bpExpected404 },
  { name: "Lighthouse SEO 100 (indexed pages)", met: (r) => (r.noindex ? undefined : r.seo >= 100) },
  { name: `LCP < ${LCP_TARGET_MS} ms (public)`, met: (r) => (r.signedIn ? undefined : r.lcpMs < LCP_TARGET_MS) },
  { name: `JavaScript <= ${JS_TARGET_KB} KB (public)`, met: (r) => (r.signedIn ? undefined : r.jsKb <= JS_TARGET_KB) },
  { name: "axe violations 0", met: (r) => r.axe === 0 },
  { name: "HTML errors 0", met: (r) => r.html === 0 },
];
const failedTargets = (r: Row) => targets.filter((t) => t.met(r) === false).map((t) => t.name);

const header = ["route", "perf", "a11y", "best-pr", "seo", "LCP ms", "JS KB", "total KB", "axe", "html", "targets"];
const table = rows.map((r) =>
  [
    r.route,
    r.perf,
    r.a11y,
    r.bpExpected404 ? `${r.bp}‡` : r.bp,
    r.noindex ? `${r.seo}†` : r.seo,
    r.lcpMs,
    r.jsKb.toFixed(1),
    r.totalKb,
    r.axe,
    r.html,
    failedTargets(r).length ? "FAIL" : "PASS",
  ].map(String),
);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |";
console.log("\n" + line(header));
console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of table) console.log(line(r));
if (rows.some((r) => r.noindex)) {
  console.log("† noindex by design (account screens, the 404 page, pages signed in as an admin), so SEO is not a target");
}
if (rows.some((r) => r.bpExpected404)) {
  console.log("‡ only the browser's console error for the page's own 404 status, which a real 404 page must send");
}

console.log("\nTargets:");
const nameWidth = Math.max(...targets.map((t) => t.name.length));
for (const target of targets) {
  const judged = rows.filter((r) => target.met(r) !== undefined);
  const failing = judged.filter((r) => target.met(r) === false);
  const verdict = !judged.length ? "n/a" : failing.length ? `FAIL ${failing.length} of ${judged.length}: ${failing.map((r) => r.route).join(", ")}` : `PASS ${judged.length} of ${judged.length}`;
  console.log(`  ${target.name.padEnd(nameWidth)}  ${verdict}`);
}

const shortfalls = rows.filter((r) => failedTargets(r).length);
console.log(`\n${rows.length} routes; ${rows.length - shortfalls.length} meet every target.`);
for (const r of shortfalls) console.log(`  ${r.route}: ${failedTargets(r).join("; ")}${r.notes.length ? ` (${r.notes.join(", ")})` : ""}`);
process.exitCode = rows.some((r) => r.axe > 0 || r.html > 0) ? 1 : 0;
