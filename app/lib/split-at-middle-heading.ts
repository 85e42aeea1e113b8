/**
 * Where a long article gets its mid-page call to action: at the top-level <h2> closest to
 * the middle of its HTML, so the box sits between two sections and never inside a list,
 * table or quote. Short texts (fewer than three sections) are not split.
 */
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g;
const VOID = new Set(["area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** Offsets of the <h2> tags that are not nested inside another element. */
function topLevelHeadingOffsets(html: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  for (const match of html.matchAll(TAG)) {
    const [, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    if (closing) {
      depth = Math.max(0, depth - 1);
    } else {
      if (name === "h2" && depth === 0) offsets.push(match.index);
      if (!VOID.has(name) && !selfClosing) depth++;
    }
  }
  return offsets;
}

/** [before, after] around the middle section break, or null when the text is too short to split. */
export function splitAtMiddleHeading(html: string, minSections = 3): [string, string] | null {
  const offsets = topLevelHeadingOffsets(html);
  if (offsets.length < minSections) return null;
  const middle = html.length / 2;
  // The first heading opens the first section: splitting there would put the box on top.
  const candidates = offsets.filter((offset) => offset > 0);
  if (!candidates.length) return null;
  const at = candidates.reduce((best, offset) => (Math.abs(offset - middle) < Math.abs(best - middle) ? offset : best));
  return [html.slice(0, at), html.slice(at)];
}
