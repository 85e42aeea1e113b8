/**
 * One i18next instance for the whole process, with both catalogues loaded up front (they are
 * small and bundled, so nothing is fetched and `t` is synchronous on the server and in the
 * browser). `translatorFor(locale)` gives a typed `t` bound to a language: keys are checked
 * against the English catalogue (app/lib/i18n/i18next.d.ts), plurals follow Intl.PluralRules.
 */
import i18next, { type TFunction } from "i18next";
import { keptUpTo } from "../kept-up-to.ts";
import { INTL_LOCALE, type Locale } from "./locale.ts";
import { en, type Messages } from "./messages/en.ts";
import { es } from "./messages/es.ts";

const instance = i18next.createInstance();
void instance.init({
  resources: { [INTL_LOCALE.en]: { translation: en }, [INTL_LOCALE.es]: { translation: es } },
  lng: INTL_LOCALE.en,
  // A missing Spanish key is a bug the compiler already refuses; never show English silently.
  fallbackLng: false,
  initAsync: false,
  // React escapes what it renders; emails escape in their own templates.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translate = TFunction<"translation">;

const translators = new Map<Locale, Translate>();

export function translatorFor(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = keepingPlainTexts(instance.getFixedT(INTL_LOCALE[locale]));
    translators.set(locale, t);
  }
  return t;
}

/** At most this many plain texts kept per language (emptied when full): the catalogue's keys, with room to spare. */
export const KEPT_TEXTS = 5_000;

/**
 * `t` that keeps what a key without options translated to: the catalogues never change while
 * the process runs, and i18next resolves a key anew on every call (a few microseconds each,
 * two for each field of a back-office form). Calls with options (plurals, values) go to i18next.
 */
function keepingPlainTexts(t: Translate): Translate {
  const resolve = t as unknown as (...args: unknown[]) => unknown;
  const plainText = keptUpTo<string, string>(KEPT_TEXTS);
  const translate = (key: unknown, ...more: unknown[]): unknown =>
    typeof key !== "string" || more.length > 0 ? resolve(key, ...more) : plainText(key, () => String(resolve(key)));
  return translate as unknown as Translate;
}

/** The catalogue itself, for lists keyed by a stored value (a form's options): `catalogueOf(locale).contact.topics[value]`. */
export function catalogueOf(locale: Locale): Messages {
  return locale === "es" ? es : en;
}
