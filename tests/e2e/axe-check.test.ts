/**
 * The accessibility check every browser test relies on (tests/support/browser.ts): axe is put
 * in a document once and run again without its source, so this proves a second run of the same
 * document, and a run limited to one part of it, still finds what they must.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PAGE = `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1"><button></button></main></body></html>`;

it("finds the same violations on a document's first and second check, and only the included part's when asked", async () => {
  const page = await browser.newPage();
  await page.setContent(PAGE);
  const first = await axeViolations(page);
  expect(first.map((line) => line.split(" ")[0])).toEqual(["button-name", "image-alt"]);
  expect(await axeViolations(page)).toEqual(first);
  expect((await axeViolations(page, { include: "button" })).map((line) => line.split(" ")[0])).toEqual(["button-name"]);
  // A new document gets axe again.
  await page.setContent(PAGE.replace("<button></button>", "<button>Send</button>"));
  expect((await axeViolations(page)).map((line) => line.split(" ")[0])).toEqual(["image-alt"]);
  await page.close();
});
