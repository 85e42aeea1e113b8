/**
 * Plain scripts a page asks for with its route handle (`handle = { scripts: ["form"] }`,
 * app/root.tsx). Pages that do not hydrate get these instead of the React bundle: each is a
 * string inlined at the end of <body>, so the Content-Security-Policy allows it by hash
 * (server/content-security-policy.ts), and together they stay within a few kilobytes.
 */
import { BOOKING_TIMES_SCRIPT } from "./booking-times.ts";
import { FILE_PICKER_SCRIPT } from "./file-picker.ts";
import { FORM_ENHANCEMENTS_SCRIPT } from "./form-enhancements.ts";
import { OFFICE_MAP_SCRIPT } from "./office-map.ts";
import { PASSKEYS_SCRIPT } from "./passkeys.ts";

export const PAGE_SCRIPTS = {
  /** Conditional fields, submit state, field messages, the success page's redirect. */
  form: FORM_ENHANCEMENTS_SCRIPT,
  /** Upload fields: the chosen files listed, wrong types refused. */
  "file-picker": FILE_PICKER_SCRIPT,
  /** The office map, loaded when the visitor chooses to see it. */
  map: OFFICE_MAP_SCRIPT,
  /** Adding a passkey and signing in with one (WebAuthn). */
  passkeys: PASSKEYS_SCRIPT,
  /** The booking pages: the visitor's time zone posted with the form, and each time also in their own time. */
  "booking-times": BOOKING_TIMES_SCRIPT,
} as const;

export type PageScript = keyof typeof PAGE_SCRIPTS;

/** The scripts the matched routes ask for, each once, in PAGE_SCRIPTS' order. */
export function pageScriptsFor(handles: readonly unknown[]): string[] {
  const wanted = new Set<PageScript>();
  for (const handle of handles) {
    const scripts = (handle as { scripts?: readonly PageScript[] } | undefined)?.scripts;
    for (const name of scripts ?? []) wanted.add(name);
  }
  return (Object.keys(PAGE_SCRIPTS) as PageScript[]).filter((name) => wanted.has(name) && PAGE_SCRIPTS[name]).map((name) => PAGE_SCRIPTS[name]);
}
