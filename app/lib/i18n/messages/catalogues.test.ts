import { describe, expect, it } from "vitest";
import { KEPT_TEXTS, translatorFor } from "../i18n.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the Spanish catalogue", () => {
  const english = new Map(entries(en as unknown as Tree));
  const spanish = new Map(entries(es as unknown as Tree));

  it("has every English key and no other", () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("fills in the same values as the English text, and leaves no text empty", () => {
    for (const [key, text] of english) {
      const translated = spanish.get(key)!;
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it("is Spanish: most texts differ from the English ones", () => {
    const same = [...english].filter(([key, text]) => spanish.get(key) === text).map(([key]) => key);
    // Words that are the same in both languages ("Blog", "Error 404") are few.
    expect(same.length).toBeLessThan(english.size / 20);
  });
});

describe("translation at run time", () => {
  it("fills in values and counts in the page's language", () => {
    expect(translatorFor("en")("common.minRead", { count: 7 })).toBe("7 min read");
    expect(translatorFor("es")("common.minRead", { count: 7 })).toBe("7 min de lectura");
    expect(translatorFor("es")("common.callNumber", { phone: "(702) 555-0100" })).toBe("Llame al (702) 555-0100");
  });

  it("never answers a Spanish key with English", () => {
    expect(translatorFor("es")("notFound.heading")).toBe("No encontramos esa página");
  });

  it("answers every plain text from its own language's catalogue, the first time and after (texts kept)", () => {
    const plain = (text: string) => !text.includes("{{") && !text.includes("$t(");
    for (const [locale, catalogue] of [["en", en], ["es", es]] as const) {
      const t = translatorFor(locale) as unknown as (key: string) => string;
      const texts = entries(catalogue as unknown as Tree).filter(([key, text]) => plain(text) && !/_(zero|one|two|few|many|other)$/.test(key));
      expect(texts.length).toBeGreaterThan(100);
      for (let round = 0; round < 2; round++) for (const [key, text] of texts) expect(t(key), `${locale} ${key}`).toBe(text);
    }
    // Keys with options are translated each time: the same key, other values.
    expect(translatorFor("en")("common.minRead", { count: 1 })).toBe("1 min read");
    expect(translatorFor("en")("common.minRead", { count: 3 })).toBe("3 min read");
  });

  it("stays right past the number of texts it keeps", () => {
    const t = translatorFor("en") as unknown as (key: string) => string;
    for (let i = 0; i <= KEPT_TEXTS; i++) expect(t(`no.such.key${i}`)).toBe(`no.such.key${i}`);
    expect(t("notFound.heading")).toBe(en.notFound.heading);
  });
});
