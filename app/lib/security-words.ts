/**
 * A session's device and network in words, in the page's or email's language: used by the
 * Security page and the new-device email. The descriptions themselves are made on the server
 * (app/server/accounts/device-description.ts, network-place.ts).
 */
import type { Translate } from "./i18n/i18n.ts";

export type DeviceKind = "computer" | "phone" | "tablet" | "unknown";

export interface DeviceDescription {
  /** e.g. "Firefox 128"; null when not recognised. */
  browser: string | null;
  /** e.g. "Windows", "Android 14"; null when not recognised. */
  system: string | null;
  kind: DeviceKind;
}

export type NetworkPlace =
  | { kind: "public"; network: string }
  /** 10/8, 172.16/12, 192.168/16, 169.254/16, fc00::/7, fe80::/10: the office's network or another private one. */
  | { kind: "private" }
  /** 127/8, ::1: the server itself (a local test, a command on the server). */
  | { kind: "local" }
  | { kind: "unknown" };

/** "Firefox 128 on Windows (Computer)", "Unknown browser (Unknown device)". */
export function deviceWords(t: Translate, device: DeviceDescription): string {
  const browser = device.browser ?? t("security.unknownBrowser");
  const named = device.system ? t("security.browserOnSystem", { browser, system: device.system }) : browser;
  return `${named} (${t(`security.kinds.${device.kind}`)})`;
}

/** "Network 203.0.113.x", "A private network, such as the office's". */
export function placeWords(t: Translate, place: NetworkPlace): string {
  return place.kind === "public" ? t("security.place.public", { network: place.network }) : t(`security.place.${place.kind}`);
}
