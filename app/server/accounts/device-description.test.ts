import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./device-description.ts";
import { describeAddress } from "./network-place.ts";
import { deviceVerdict, isDeviceToken, newDeviceToken } from "./known-devices.ts";

describe("describeUserAgent", () => {
  const cases: [string, ReturnType<typeof describeUserAgent>][] = [
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      { browser: "Chrome 126", system: "Windows", kind: "computer" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
      { browser: "Edge 126", system: "Windows", kind: "computer" },
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", { browser: "Firefox 128", system: "Linux", kind: "computer" }],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      { browser: "Safari 17", system: "macOS", kind: "computer" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari 17", system: "iOS", kind: "phone" },
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
      { browser: "Chrome 126", system: "iPadOS", kind: "tablet" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      { browser: "Samsung Internet 25", system: "Android 14", kind: "phone" },
    ],
    ["Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36", { browser: "Chrome 126", system: "Android 13", kind: "tablet" }],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
      { browser: "Opera 111", system: "Windows", kind: "computer" },
    ],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36", { browser: "Chrome 126", system: "ChromeOS", kind: "computer" }],
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36", { browser: "Chrome 140", system: "Linux", kind: "computer" }],
    ["curl/8.5.0", { browser: null, system: null, kind: "unknown" }],
    ["", { browser: null, system: null, kind: "unknown" }],
  ];
  it.each(cases)("%s", (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });

  it("reads nothing for a missing header and only the start of a huge one", () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, system: null, kind: "unknown" });
    expect(describeUserAgent(`${"x".repeat(600)} Firefox/128.0`).browser).toBeNull();
  });
});

describe("describeAddress", () => {
  it("hides the last part of a public address", () => {
    expect(describeAddress("203.0.113.77")).toEqual({ kind: "public", network: "203.0.113.x" });
    expect(describeAddress("::ffff:198.51.100.4")).toEqual({ kind: "public", network: "198.51.100.x" });
    expect(describeAddress("2001:db8:85a3:8d3:1319:8a2e:370:7348")).toEqual({ kind: "public", network: "2001:db8:85a3::/48" });
    expect(describeAddress("2001:DB8::1")).toEqual({ kind: "public", network: "2001:db8:0::/48" });
  });

  it("calls private ranges a private network and loopback the server itself", () => {
    for (const ip of ["10.1.2.3", "172.16.0.9", "172.31.255.1", "192.168.1.20", "169.254.1.1", "fd12:3456::1", "fe80::1"]) {
      expect(describeAddress(ip), ip).toEqual({ kind: "private" });
    }
    expect(describeAddress("172.32.0.1")).toEqual({ kind: "public", network: "172.32.0.x" });
    expect(describeAddress("127.0.0.1")).toEqual({ kind: "local" });
    expect(describeAddress("::1")).toEqual({ kind: "local" });
    expect(describeAddress("::ffff:127.0.0.1")).toEqual({ kind: "local" });
  });

  it("says unknown for anything that is not an address", () => {
    for (const value of [null, undefined, "", "unknown", "999.1.1.1", "<script>"]) expect(describeAddress(value)).toEqual({ kind: "unknown" });
  });
});

describe("known devices", () => {
  it("a cookie the account knows is known; otherwise new, except for the account's first device", () => {
    expect(deviceVerdict({ knownHere: true, otherDevices: 3 })).toBe("known");
    expect(deviceVerdict({ knownHere: false, otherDevices: 1 })).toBe("new");
    expect(deviceVerdict({ knownHere: false, otherDevices: 0 })).toBe("first");
  });

  it("makes random 256-bit tokens and looks up only tokens of that shape", () => {
    const token = newDeviceToken();
    expect(isDeviceToken(token)).toBe(true);
    expect(newDeviceToken()).not.toBe(token);
    for (const bad of [null, "", "short", `${token}x`, `${token.slice(0, 42)}!`, 42]) expect(isDeviceToken(bad)).toBe(false);
  });
});
