/**
 * The booking pages' script against the markup of app/components/booking/BookingSlots.tsx, in a
 * jsdom window whose browser says it is in a given time zone.
 */
// @ts-expect-error jsdom ships no types here; the little this file uses is typed below.
import { JSDOM as UntypedJSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TimeChoices, VisitorZoneInput } from "../booking/BookingSlots.tsx";
import { BOOKING_TIMES_SCRIPT } from "./booking-times.ts";

const JSDOM = UntypedJSDOM as new (html: string, options: { url: string; runScripts: "outside-only" }) => { window: Window & typeof globalThis & { eval(code: string): unknown } };

/** 9:00 and 9:30 AM in Las Vegas on a winter day (17:00 and 17:30 UTC). */
const SLOTS = ["2026-12-03T17:00:00.000Z", "2026-12-03T17:30:00.000Z"];

function pageIn(zone: string | null, path = "/book/quote-call") {
  const Page = createRoutesStub([
    {
      path,
      Component: () => (
        <form>
          <VisitorZoneInput />
          <TimeChoices legend="Times" slots={SLOTS} empty="None" />
        </form>
      ),
    },
  ]);
  const html = renderToStaticMarkup(<Page initialEntries={[path]} />);
  const { window } = new JSDOM(`<!doctype html><body>${html}</body>`, { url: `https://agency.test${path}`, runScripts: "outside-only" });
  // The browser's own zone, as Intl reports it; formatting in a named zone is the real Intl's.
  const Real = Intl.DateTimeFormat;
  const Fake = function (locale?: string, options?: Intl.DateTimeFormatOptions) {
    const format = new Real(locale, options);
    if (options) return format;
    return { resolvedOptions: () => ({ ...format.resolvedOptions(), timeZone: zone ?? undefined }) };
  };
  Object.assign(window, { Intl: { ...Intl, DateTimeFormat: Fake } });
  window.eval(BOOKING_TIMES_SCRIPT);
  const document = window.document;
  return {
    zone: () => (document.querySelector('input[name="timeZone"]') as HTMLInputElement).value,
    /** Each time's label as shown: its hidden parts left out, its lines joined with " / ". */
    labels: () =>
      [...document.querySelectorAll("label")].map((label) => {
        const visible = (node: Node): string =>
          node.nodeType === 3 ? node.textContent! : (node as HTMLElement).hidden ? "" : [...node.childNodes].map(visible).join("");
        const [time, own] = [...label.querySelectorAll(":scope > span > span")].map(visible);
        return [time, own].filter(Boolean).join(" / ").replace(/\s+/g, " ");
      }),
    note: () => document.querySelector("[data-zone-note]") as HTMLElement,
  };
}

describe("the booking-times script", () => {
  it("posts the visitor's zone and shows each time in their own time when it differs", () => {
    const page = pageIn("America/New_York");
    expect(page.zone()).toBe("America/New_York");
    expect(page.labels()).toEqual(["9:00 AM Las Vegas / 12:00 PM your time", "9:30 AM Las Vegas / 12:30 PM your time"]);
    expect(page.note().hidden).toBe(false);
    expect(page.note().textContent).toContain("your own time (New York)");
  });

  it("names the day when the visitor's date differs", () => {
    expect(pageIn("Asia/Tokyo").labels()[0]).toBe("9:00 AM Las Vegas / Fri 2:00 AM your time");
  });

  it("adds nothing in Las Vegas' own zone, nor in another with the same clock", () => {
    for (const zone of ["America/Los_Angeles", "America/Tijuana"]) {
      const page = pageIn(zone);
      expect(page.zone()).toBe(zone);
      expect(page.labels()).toEqual(["9:00 AM", "9:30 AM"]);
      expect(page.note().hidden).toBe(true);
    }
  });

  it("speaks Spanish on a Spanish page", () => {
    const page = pageIn("America/New_York", "/es/book/quote-call");
    expect(page.labels()[0]).toMatch(/^9:00 a\. ?m\. Las Vegas \/ 12:00 p\. ?m\. su hora$/);
  });
});
