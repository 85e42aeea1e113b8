/**
 * Debian's Chromium driven by playwright-core (`npx playwright install` cannot work
 * here): its headless shell (package chromium-headless-shell), the same Blink without the
 * browser around it, as Playwright itself runs headless tests
 * (docs/decisions/015-browser-tests-in-the-headless-shell.md). The flags keep it from
 * reaching for the network in a closed sandbox.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { chromium, type Browser, type Page } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/** What AxeBuilder evaluates in place of axe-core's source when the document already has axe. */
const AXE_ALREADY_IN_PAGE = "void 0";

/**
 * Puts axe-core in the page once per document. AxeBuilder evaluates the whole source (half a
 * megabyte) twice per check, about 0.2 s of the page's CPU each time on a 2-core machine, and
 * a page checked at two widths was checked twice. A page with frames keeps AxeBuilder's own way:
 * it puts axe in every frame.
 */
async function axeSourceFor(page: Page): Promise<string | undefined> {
  if (page.frames().length > 1) return undefined;
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!present) await page.evaluate(axe.source);
  return AXE_ALREADY_IN_PAGE;
}

/**
 * Runs axe (WCAG 2.x A/AA rules) on the page and returns the violations, summarised for messages.
 * `skipFrames`: selectors of frames axe cannot enter, such as a sandboxed frame without scripts
 * (the back office shows an email's HTML that way); they are left out of the check.
 * `include`: a selector to check only that part of the page.
 *
 * Legacy mode runs axe inside the page itself; the default mode finishes every run in a new blank
 * page, which nearly doubles the time of each check (about 2.9 s against 1.6 s per page on a 2-core
 * machine). The site has no cross-origin frames, the one case the default mode exists for.
 * Only violations are collected in full (`resultTypes`): every rule still runs on every element,
 * but the passes, which nobody reads here, are not gathered node by node (1.0 s instead of 1.6 s).
 */
export async function axeViolations(page: Page, options: { skipFrames?: string[]; include?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page, axeSource: await axeSourceFor(page) })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.skipFrames ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
  );
}

/**
 * A full-page picture for a person to look at, `{SCREENSHOT_DIR}/{name}.png`, taken only when
 * SCREENSHOT_DIR is set (`SCREENSHOT_DIR=.tmp/screenshots npx vitest run tests/e2e/…`). No test
 * reads the pictures, and each costs Chromium a layout of the whole page, its rasterising and a
 * PNG encoding on every run of the suite.
 */
export async function savePicture(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** With SCREENSHOT_DIR set: pictures of the page at a phone's and a laptop's width (`{name}-{width}`), then the laptop's again. */
export async function savePicturesAtBothWidths(page: Page, name: string): Promise<void> {
  if (!process.env.SCREENSHOT_DIR) return;
  for (const [width, height] of [[390, 844], [1280, 900]] as const) {
    await page.setViewportSize({ width, height });
    await savePicture(page, `${name}-${width}`);
  }
}

/**
 * A page as people see it: axe at desktop (1280 px) and phone (390 px) widths, nothing wider
 * than the screen, and a picture of each (`savePicture`, `{name}-{width}`).
 */
export async function checkAtBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page), `${page.url()} at ${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()} scrolls sideways at ${width}px`).toBeLessThanOrEqual(width);
    await savePicture(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
