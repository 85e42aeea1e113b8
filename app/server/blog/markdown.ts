/**
 * Markdown (with HTML allowed) to safe HTML, for the fixed articles and for blog posts
 * written in the manager. Everything passes an allowlist sanitizer: no scripts, event
 * handlers, javascript: URLs, iframes, forms or inline styles survive.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { slugify } from "../../lib/slug.ts";
import { IMG_TAG, responsiveImage } from "./images/content-pictures.ts";

export interface RenderedMarkdown {
  html: string;
  /** h2 headings with their ids, for an on-page table of contents. */
  headings: { id: string; text: string }[];
  wordCount: number;
}

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "ul", "ol", "li", "blockquote", "pre", "code",
    "strong", "b", "em", "i", "u", "s", "del", "sup", "sub", "small", "mark", "abbr",
    "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan", "align"],
    td: ["colspan", "rowspan", "align"],
    abbr: ["title"],
    h2: ["id"],
    h3: ["id"],
    "*": [],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // A heading inside content must not compete with the page's own h1.
  transformTags: {
    h1: "h2",
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" } : attribs,
      };
    },
  },
  disallowedTagsMode: "discard",
};

function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}

/**
 * Markdown to sanitized HTML. A Spanish text's links to site pages go to their Spanish twins
 * when those exist (`localizedHref`), so a guide never sends a reader to a page that is not there.
 */
export function renderMarkdown(markdown: string, locale: Locale = "en"): RenderedMarkdown {
  const t = translatorFor(locale);
  const headings: RenderedMarkdown["headings"] = [];
  const used = new Set<string>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const text = textOf(inner);
        const level = Math.min(Math.max(depth, 2), 6);
        let id = slugify(text) || "section";
        for (let n = 2; used.has(id); n++) id = `${slugify(text)}-${n}`;
        used.add(id);
        if (level === 2) headings.push({ id, text });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const rawHtml = marked.parse(markdown) as string;
  // Wide tables scroll inside a focusable region instead of widening the page on phones.
  // Each region gets its own name (landmarks must be unique).
  let tables = 0;
  const html = sanitizeHtml(rawHtml, allowed)
    .replace(/<table>/g, () => `<div class="table-scroll" role="region" aria-label="${t("common.tableN", { n: ++tables })}" tabindex="0"><table>`)
    .replaceAll("</table>", "</table></div>")
    .replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localizedHref(href, locale)}"`)
    .replace(IMG_TAG, responsiveImage);
  const wordCount = textOf(html).split(/\s+/).filter(Boolean).length;
  return { html, headings, wordCount };
}

/** Minutes to read at 230 words a minute, at least one. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 230));
}
