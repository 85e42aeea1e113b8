/**
 * `node scripts/screenshot.ts <url> <out.png> [width] [height] [--full]`: a look at a page
 * as a person would see it, in Debian's Chromium (for reviewing layout by eye).
 */
import { chromium } from "playwright-core";

const [url, out, width = "1280", height = "900", full] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: node scripts/screenshot.ts <url> <out.png> [width] [height] [--full]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "--full" });
await browser.close();
