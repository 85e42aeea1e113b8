/**
 * Text for the PDF's standard fonts (Helvetica, Times, Courier), which pdf-lib writes in the
 * WinAnsi encoding: Spanish and most Western European letters are in it; anything else
 * (Polish Ł, Chinese, emoji) would make pdf-lib throw. Such characters are written as their
 * unaccented letter when one exists (ő → o), otherwise as "?", and reported so the
 * certificate can say so.
 */
import type { PDFFont } from "pdf-lib";

export const REPLACEMENT_CHARACTER = "?";

export interface FontText {
  text: string;
  /** The characters that could not be written, each once, in order of appearance. */
  replaced: string[];
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** One line of text the font can write: whitespace runs (newlines, tabs) become one space. */
export function forFont(text: string, font: PDFFont): FontText {
  const supported = characterSet(font);
  const replaced: string[] = [];
  let out = "";
  for (const character of text.normalize("NFC").replace(/\s+/gu, " ")) {
    if (supported.has(character.codePointAt(0)!)) {
      out += character;
      continue;
    }
    const base = character.normalize("NFKD").replace(/\p{M}/gu, "");
    if (base && [...base].every((c) => supported.has(c.codePointAt(0)!))) {
      out += base;
    } else {
      out += REPLACEMENT_CHARACTER;
    }
    if (!replaced.includes(character)) replaced.push(character);
  }
  return { text: out, replaced };
}

/**
 * The largest font size, at most `maxSize`, at which one line of `text` fits `width` and
 * `height`. Long text gets smaller rather than cut: a signed value is written whole.
 */
export function fittedFontSize(font: PDFFont, text: string, width: number, height: number, maxSize: number): number {
  const byHeight = Math.min(maxSize, font.sizeAtHeight(height));
  const unitWidth = font.widthOfTextAtSize(text, 1);
  const byWidth = unitWidth > 0 ? width / unitWidth : byHeight;
  return Math.max(0.5, Math.min(byHeight, byWidth));
}

/** Where to put the baseline so a line of `size` sits in the middle of a band of `height`. */
export function centredBaseline(font: PDFFont, size: number, bottom: number, height: number): number {
  const full = font.heightAtSize(size);
  const descent = full - font.heightAtSize(size, { descender: false });
  return bottom + (height - full) / 2 + descent;
}

/** Splits text into lines no wider than `width` at `size`, breaking long words if need be. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    // A word wider than the line (a user agent, a hash) is cut where it must be.
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
