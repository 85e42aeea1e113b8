/**
 * The build step's half of the help desk: reads the content files and the guides of both
 * languages from disk and returns each language's serialised index. Runs in Node at build
 * time (vite/help-desk-index.ts), so it reads the guides with the file system instead of the
 * bundler's glob.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { articleSlugs } from "../../content/article-slugs.ts";
import { contentFor } from "../../content/localized.ts";
import { LOCALES, type Locale } from "../../lib/i18n/locale.ts";
import { parseArticleSource } from "../blog/article-source.ts";
import { contentPassages } from "./help-passages.ts";
import { buildHelpIndex } from "./help-index.ts";

const articleFolder: Record<Locale, URL> = {
  en: new URL("../../content/articles/", import.meta.url),
  es: new URL("../../content/articles/es/", import.meta.url),
};

/** The files the index is built from, so a change to one rebuilds it during development. */
export function helpIndexSources(): string[] {
  return LOCALES.flatMap((locale) => articleSlugs.map((slug) => fileURLToPath(new URL(`${slug}.md`, articleFolder[locale]))));
}

export function buildHelpIndexes(): Record<Locale, string> {
  const built = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const guides = articleSlugs.map((slug) => parseArticleSource(slug, locale, readFileSync(new URL(`${slug}.md`, articleFolder[locale]), "utf8")));
    built[locale] = JSON.stringify(buildHelpIndex(locale, contentPassages(locale, contentFor(locale), guides)));
  }
  return built;
}
