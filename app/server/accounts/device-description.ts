/**
 * A session's browser and device in words, from its User-Agent header, for the Security page
 * and the new-device email: "Firefox 128", "Windows", a computer / phone / tablet.
 *
 * A small parser of our own rather than a package: we name the handful of browsers and systems
 * people actually use (Chrome, Edge, Firefox, Safari, Opera, Samsung Internet; Windows, macOS,
 * iOS, iPadOS, Android, ChromeOS, Linux) and nothing else, which is twenty lines of patterns.
 * ua-parser-js is AGPL from version 2 and ships thousands of rules we would not use; bowser
 * would do, but adds a dependency for what these patterns already say. Anything unrecognised
 * reads "Unknown browser", never a guess. The header is chosen by the client, so this is a
 * description, not proof.
 */

import type { DeviceDescription, DeviceKind } from "../../lib/security-words.ts";

export type { DeviceDescription, DeviceKind };

/** Checked in order: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari". */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\b(?:OPR|OPiOS)\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)(?:\.\d+)*(?: Mobile\/\w+)? Safari\//],
];

/** The user agent's text beyond this length is ignored (a header can be long; ours never needs more). */
const MAX_LENGTH = 512;

function systemOf(ua: string): string | null {
  if (/\biPad\b/.test(ua)) return "iPadOS";
  if (/\b(?:iPhone|iPod)\b/.test(ua)) return "iOS";
  const android = /\bAndroid (\d+)/.exec(ua);
  if (android) return `Android ${android[1]}`;
  if (/\bAndroid\b/.test(ua)) return "Android";
  if (/\bWindows (?:NT|Phone)\b/.test(ua)) return "Windows";
  if (/\bCrOS\b/.test(ua)) return "ChromeOS";
  if (/\bMac OS X\b|\bMacintosh\b/.test(ua)) return "macOS";
  if (/\bLinux\b/.test(ua)) return "Linux";
  return null;
}

function kindOf(ua: string, system: string | null, browser: string | null): DeviceKind {
  if (/\biPad\b|\bTablet\b/.test(ua) || (system?.startsWith("Android") && !/\bMobile\b/.test(ua))) return "tablet";
  if (/\bMobile\b|\biPhone\b|\biPod\b/.test(ua)) return "phone";
  return system || browser ? "computer" : "unknown";
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? "").slice(0, MAX_LENGTH);
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = systemOf(ua);
  return { browser, system, kind: kindOf(ua, system, browser) };
}
