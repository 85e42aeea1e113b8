import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { insertMarkup, markupInsertsOf } from "./markup-inserts.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const bytes = (text: string) => encoder.encode(text);

/** A page as the entry encodes it, with the loaders' markers where their components rendered them. */
function filled(context: RouterContextProvider, page: string): string {
  return decoder.decode(markupInsertsOf(context)!.fill(bytes(page)));
}

describe("markup inserted into a page as bytes", () => {
  it("replaces each marker with its parts, in order, wherever the page has it", () => {
    const context = new RouterContextProvider();
    const rows = insertMarkup(context, [bytes("<tr><td>Zoë — 李</td></tr>"), bytes("<tr><td>2</td></tr>")]);
    const note = insertMarkup(context, [bytes("<p>kept</p>")]);
    expect(rows).not.toBe(note);
    const page = `<main><div>${note}</div><table><tbody>${rows}</tbody></table>…</main>`;
    expect(filled(context, page)).toBe("<main><div><p>kept</p></div><table><tbody><tr><td>Zoë — 李</td></tr><tr><td>2</td></tr></tbody></table>…</main>");
  });

  it("leaves a page without its marker as it is (the component drew the rows itself)", () => {
    const context = new RouterContextProvider();
    insertMarkup(context, [bytes("<tr></tr>")]);
    const page = bytes("<main>no rows here</main>");
    expect(markupInsertsOf(context)!.fill(page)).toBe(page);
  });

  it("takes no text for a marker: escaped text that looks like one stays text", () => {
    const context = new RouterContextProvider();
    const marker = insertMarkup(context, [bytes("<b>inserted</b>")]);
    const escaped = marker.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
    expect(filled(context, `<p>${escaped}</p>`)).toBe(`<p>${escaped}</p>`);
    expect(marker).toMatch(/^<!--insert [0-9a-f-]{36} 0-->$/);
  });

  it("is kept per request: another request's context has none", () => {
    const context = new RouterContextProvider();
    insertMarkup(context, [bytes("x")]);
    expect(markupInsertsOf(new RouterContextProvider())).toBeNull();
  });
});
