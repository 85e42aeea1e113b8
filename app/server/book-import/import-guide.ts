/**
 * The import's documentation as the back office shows it: docs/import.md (the column layout
 * and how to map an export to it) and the sample file docs/examples/book-of-business.csv,
 * bundled with the server so the page and the repository never disagree.
 */
import guideMarkdown from "../../../docs/import.md?raw";
import sampleCsv from "../../../docs/examples/book-of-business.csv?raw";
import { renderMarkdown } from "../blog/markdown.ts";

/** The repository's relative links, as the back office serves them: the sample is a download, the product rules are named. */
export function guideForBackOffice(markdown: string): string {
  return markdown
    .replaceAll("](examples/book-of-business.csv)", "](/admin/customers/import/sample.csv)")
    .replace(/\[([^\]]+)\]\(product\.md[^)]*\)/g, "$1 (docs/product.md)");
}

let guideHtml: string | undefined;

/** Rendered once per process: the guide is part of the build (it cost the page a third of its CPU per request). */
export function importGuideHtml(): string {
  guideHtml ??= renderMarkdown(guideForBackOffice(guideMarkdown)).html;
  return guideHtml;
}

export function importSampleCsv(): string {
  return sampleCsv;
}
