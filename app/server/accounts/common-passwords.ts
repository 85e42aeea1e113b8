/**
 * The 10,000 most common passwords, lower-case, most common first: the head of the
 * ranked "passwords-common" dictionary of the npm package @zxcvbn-ts/language-common
 * (maintained by the zxcvbn-ts project from public leaked-password frequency lists,
 * about 49,000 entries in all). A password whose lower-case form is one of them is
 * refused (app/server/accounts/password-policy.ts).
 *
 * The package is a server-only dependency, loaded with `require` on first use and not
 * at import: it decompresses its dictionaries when loaded (about 35 ms and a few MB of
 * memory), which a server that is never asked to set a password should not spend at
 * start. Being a require of a package from node_modules, it stays an external import in
 * the server builds and never reaches the browser bundle.
 */
import { createRequire } from "node:module";
import type * as LanguageCommon from "@zxcvbn-ts/language-common";

/** How many of the ranked list's entries the rule refuses. */
export const COMMON_PASSWORD_COUNT = 10_000;

let ranked: readonly string[] | undefined;

/** The list, most common first; loaded from the package on the first call. */
export function commonPasswordList(): readonly string[] {
  if (!ranked) {
    const { dictionary } = createRequire(import.meta.url)("@zxcvbn-ts/language-common") as typeof LanguageCommon;
    ranked = dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT).map((entry) => entry.toLowerCase());
  }
  return ranked;
}
