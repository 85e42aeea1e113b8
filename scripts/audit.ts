/**
 * `npm run audit`: builds the site, serves it, and checks every public route and the
 * signed-in pages with Lighthouse (mobile profile, Debian's Chromium), axe (WCAG 2.2 AA)
 * and the Nu HTML Checker (vnu-jar), then prints one table. Targets: public routes
 * Lighthouse 100 in all four categories; every route zero axe violations and zero HTML
 * errors. Signed-in pages (an admin's, on a database seeded with posts and leads) are
 * `noindex` by design, so their SEO score is shown but not a target.
 *
 *   npm run audit                      every public route and signed-in page
 *   npm run audit -- /quote /dashboard only these
 *   AUDIT_SKIP_BUILD=1 npm run audit   reuse .tmp/audit-build
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { publicPaths } from "../app/prerender-paths.ts";
import { PRODUCTION_MALLOC_ENV, PRODUCTION_NODE_FLAGS, serverEntry } from "../server/production-runtime.ts";
import { freePort, waitForHttp } from "./local-process.ts";
import { createSeededAdmin, signInAdmin } from "./seeded-admin.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-dev-shm-usage"];
const buildDir = resolve(".tmp/audit-build");
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
];
const isSignedInRoute = (route: string) => /^\/(dashboard|blog-manager|admin)(\/|\?|$)/.test(route);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...publicPaths(), ...SIGNED_IN_ROUTES];

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
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  SMTP_URL: "",
};
const adminPassword = "an audit lantern quay";
const admin = routes.some(isSignedInRoute)
  ? await createSeededAdmin(serverEnv, { email: "audit-admin@example.com", publicUrl: origin, posts: 15, leads: 40 })
  : undefined;
const server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, serverEntry(buildDir)], {
  env: { ...process.env, ...PRODUCTION_MALLOC_ENV, ...serverEnv },
  stdio: ["ignore", "inherit", "inherit"],
});
await waitForHttp(`${origin}/healthz`, server); // its output goes to this terminal

const cookie = admin ? await signInAdmin(origin, admin, adminPassword) : "";

/** Replaces ":first" with the id of the first record the inbox page links to. */
async function resolveRoute(route: string): Promise<string> {
  if (!route.endsWith("/:first")) return route;
  const inbox = route.slice(0, -"/:first".length);
  const html = await (await fetch(origin + inbox, { headers: { cookie } })).text();
  const id = new RegExp(`href="${inbox}/([^"/?.]+)"`).exec(html)?.[1]; // a record, not export.csv
  if (!id) throw new Error(`no record listed on ${inbox}`);
  return `${inbox}/${id}`;
}

interface Row {
  route: string;
  signedIn: boolean;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcpMs: number;
  totalKb: number;
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
    });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id];
    const summary = (audit("resource-summary")?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const notes = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual" && a.scoreDisplayMode !== "notApplicable")
      .map((a) => a.id);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: headers });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "networkidle" });
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
    for (const v of axe.violations) notes.push(`axe:${v.id}`);
    await context.close();

    const fileName = `${route.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`;
    writeFileSync(join(htmlDir, fileName), await (await fetch(url, { headers })).text());

    rows.push({
      route,
      signedIn,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")?.numericValue ?? 0),
      totalKb: Math.round((audit("total-byte-weight")?.numericValue ?? 0) / 1024),
      jsKb: Math.round((summary.find((i) => i.resourceType === "script")?.transferSize ?? 0) / 1024),
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

const header = ["route", "perf", "a11y", "best-pr", "seo", "LCP ms", "total KB", "JS KB", "axe", "html"];
const table = rows.map((r) => [r.route, r.perf, r.a11y, r.bp, r.signedIn ? `${r.seo}†` : r.seo, r.lcpMs, r.totalKb, r.jsKb, r.axe, r.html].map(String));
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |";
console.log("\n" + line(header));
console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|");
for (const r of table) console.log(line(r));

const shortfalls = rows.filter((r) => r.perf < 100 || r.a11y < 100 || r.bp < 100 || (!r.signedIn && r.seo < 100) || r.axe > 0 || r.html > 0);
if (rows.some((r) => r.signedIn)) console.log("† signed in as an admin; the page is noindex by design, so SEO is not a target");
console.log(`\n${rows.length} routes; ${rows.length - shortfalls.length} meet every target.`);
for (const r of shortfalls) console.log(`  ${r.route}: ${r.notes.join(", ")}`);
process.exitCode = rows.some((r) => r.axe > 0 || r.html > 0) ? 1 : 0;
