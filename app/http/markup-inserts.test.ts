import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { allowMarkupInserts, insertMarkup, markupInsertsOf } from "./markup-inserts.ts";

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const bytes = (text: string) => encoder.encode(text);

/** A router context as the HTTP server makes it for a request whose page the entry renders. */
function pageContext(): RouterContextProvider {
  const context = new RouterContextProvider();
  allowMarkupInserts(context);
  return context;
}

/** A page as the entry encodes it, with the loaders' markers where their components rendered them. */
function filled(context: RouterContextProvider, page: string): string {
  return decoder.decode(markupInsertsOf(context)!.fill(bytes(page)));
}

describe("markup inserted into a page as bytes", () => {
  it("replaces each marker with its parts, in order, wherever the page has it", () => {
    const context = pageContext();
    const rows = insertMarkup(context, [bytes("<tr><td>Zoë — 李</td></tr>"), bytes("<tr><td>2</td></tr>")]);
    const note = insertMarkup(context, [bytes("<p>kept</p>")]);
    expect(rows).not.toBe(note);
    const page = `<main><div>${note}</div><table><tbody>${rows}</tbody></table>…</main>`;
    expect(filled(context, page)).toBe("<main><div><p>kept</p></div><table><tbody><tr><td>Zoë — 李</td></tr><tr><td>2</td></tr></tbody></table>…</main>");
  });

  it("leaves a page without its marker as it is (the component drew the rows itself)", () => {
    const context = pageContext();
    insertMarkup(context, [bytes("<tr></tr>")]);
    const page = bytes("<main>no rows here</main>");
    expect(markupInsertsOf(context)!.fill(page)).toBe(page);
  });

  it("takes no text for a marker: escaped text that looks like one stays text", () => {
    const context = pageContext();
    const marker = insertMarkup(context, [bytes("<b>inserted</b>")]);
    const escaped = marker.replaceAll("<", "&lt;").replaceAll(">", "&gt;");
    expect(filled(context, `<p>${escaped}</p>`)).toBe(`<p>${escaped}</p>`);
    expect(marker).toMatch(/^<!--insert [0-9a-f-]{36} 0-->$/);
  });

  it("is kept per request: another request's context has none", () => {
    const context = pageContext();
    insertMarkup(context, [bytes("x")]);
    expect(markupInsertsOf(pageContext())).toBeNull();
  });

  it("gives the markup itself where the entry renders no page (a client navigation's data, development)", () => {
    const context = new RouterContextProvider();
    expect(insertMarkup(context, [bytes("<li>Zoë — 李</li>"), bytes("<li>2</li>")])).toBe("<li>Zoë — 李</li><li>2</li>");
    expect(markupInsertsOf(context)).toBeNull();
  });
});
