import { PDFDocument, StandardFonts, type PDFFont } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { centredBaseline, fittedFontSize, forFont, wrapText } from "./pdf-text.ts";

let helvetica: PDFFont;
let timesItalic: PDFFont;

beforeAll(async () => {
  const document = await PDFDocument.create();
  helvetica = await document.embedFont(StandardFonts.Helvetica);
  timesItalic = await document.embedFont(StandardFonts.TimesRomanItalic);
});

describe("forFont", () => {
  it("keeps Spanish and other WinAnsi characters as they are", () => {
    expect(forFont("Peña Núñez, ¿Sí? ¡Ñandú! € “quoted” – Zoë", helvetica)).toEqual({ text: "Peña Núñez, ¿Sí? ¡Ñandú! € “quoted” – Zoë", replaced: [] });
  });

  it("writes an accented letter outside the encoding as its base letter, and reports it", () => {
    expect(forFont("Ŝmith Wałęsa", timesItalic)).toEqual({ text: "Smith Wa?esa", replaced: ["Ŝ", "ł", "ę"] });
  });

  it("writes characters with no base letter as ?, each reported once", () => {
    expect(forFont("王王 😀 ok", helvetica)).toEqual({ text: "?? ? ok", replaced: ["王", "😀"] });
  });

  it("joins lines and tabs into single spaces, including the narrow no-break space of date formats", () => {
    expect(forFont("a\nb\t\tc\u202fd", helvetica).text).toBe("a b c d");
  });

  it("composes decomposed accents the encoding has", () => {
    expect(forFont("Jose\u0301", helvetica)).toEqual({ text: "José", replaced: [] });
  });

  it("gives text pdf-lib can encode without throwing", () => {
    const { text } = forFont("Ω≈ç√∫˜µ≤≥÷ 𝓐 \u0000", helvetica);
    expect(() => helvetica.encodeText(text)).not.toThrow();
    expect(() => helvetica.encodeText("Ω")).toThrow();
  });
});

describe("fittedFontSize", () => {
  it("is limited by the box's height for short text and by the maximum", () => {
    const size = fittedFontSize(helvetica, "Hi", 500, 20, Number.POSITIVE_INFINITY);
    expect(helvetica.heightAtSize(size)).toBeCloseTo(20, 6);
    expect(fittedFontSize(helvetica, "Hi", 500, 20, 12)).toBe(12);
  });

  it("shrinks long text to the box's width rather than cutting it", () => {
    const text = "A rather long answer typed into a small text field";
    const size = fittedFontSize(helvetica, text, 100, 20, 12);
    expect(size).toBeLessThan(12);
    expect(helvetica.widthOfTextAtSize(text, size)).toBeCloseTo(100, 6);
  });
});

describe("centredBaseline", () => {
  it("puts a line's full height (descender included) in the middle of the band", () => {
    const size = 10;
    const baseline = centredBaseline(helvetica, size, 100, 40);
    const descent = helvetica.heightAtSize(size) - helvetica.heightAtSize(size, { descender: false });
    const bottom = baseline - descent;
    const top = bottom + helvetica.heightAtSize(size);
    expect(bottom - 100).toBeCloseTo(140 - top, 6);
  });
});

describe("wrapText", () => {
  it("breaks between words, every line within the width", () => {
    const lines = wrapText(helvetica, "one two three four five six seven eight nine ten", 10, 80);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe("one two three four five six seven eight nine ten");
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(80);
  });

  it("cuts a word wider than the line, losing no character", () => {
    const word = "x".repeat(200);
    const lines = wrapText(helvetica, word, 10, 100);
    expect(lines.join("")).toBe(word);
    for (const line of lines) expect(helvetica.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
  });

  it("gives one empty line for empty text", () => {
    expect(wrapText(helvetica, "", 10, 100)).toEqual([""]);
  });
});
