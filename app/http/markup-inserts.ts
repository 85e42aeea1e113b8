/**
 * Markup a loader already holds as UTF-8 bytes (an inbox's kept rows), placed into its page
 * after the page is encoded instead of going through React's string.
 *
 * Why: React's renderToString returns the page as a string of many pieces, which V8 joins into
 * one before encoding it. A string over 128 KB (64 K characters once one of them is outside
 * Latin-1, like "—") is given fresh memory of its own, and on the 2-core machines we measure on
 * its page faults cost about 0.5 ms a page; joining an inbox's 25 kept rows (66 K characters)
 * cost as much again. Kept as bytes, the rows are copied once into the answer, and only the rest
 * of the page (30 K characters) is joined and encoded.
 *
 * The loader gets a marker for its bytes and its component renders that marker as an element's
 * raw HTML (dangerouslySetInnerHTML), which React writes as it is; the marker carries a random
 * token of this process, and React escapes "<" in text and attributes, so nothing else on a page
 * can be taken for it. The entry (app/entry.server.tsx) replaces each marker after encoding.
 *
 * Markers only where the entry renders the page: the HTTP server gives each document request
 * its inserts (app/http/application.ts). A client navigation's data request (a hydrated page's
 * link to one that is not), development and prerendering have none, and get the markup itself
 * as text. For pages that do not hydrate only: React in the browser would find the marker.
 */
import { randomUUID } from "node:crypto";
import { createContext, type RouterContextProvider } from "react-router";
import type { RouteContext } from "./context.ts";

const TOKEN = randomUUID();

const markerOf = (index: number) => `<!--insert ${TOKEN} ${index}-->`;

export class MarkupInserts {
  private readonly inserts: (readonly Uint8Array[])[] = [];

  /** How many inserts the loaders asked for. */
  get size(): number {
    return this.inserts.length;
  }

  /** The marker to render where `parts` go, one after the other. */
  add(parts: readonly Uint8Array[]): string {
    return markerOf(this.inserts.push(parts) - 1);
  }

  /**
   * The encoded page with each marker replaced by its parts. A marker the page does not contain
   * (the loader's page was not rendered, or rendered its rows itself) inserts nothing.
   */
  fill(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
    const found: { at: number; end: number; parts: readonly Uint8Array[] }[] = [];
    this.inserts.forEach((parts, index) => {
      const marker = markerOf(index);
      const at = bytes.indexOf(marker, 0, "latin1");
      if (at >= 0) found.push({ at, end: at + marker.length, parts });
    });
    if (found.length === 0) return page;
    found.sort((a, b) => a.at - b.at);
    let size = page.byteLength;
    for (const { at, end, parts } of found) size += parts.reduce((sum, part) => sum + part.byteLength, 0) - (end - at);
    const filled = new Uint8Array(size);
    let from = 0;
    let to = 0;
    for (const { at, end, parts } of found) {
      filled.set(page.subarray(from, at), to);
      to += at - from;
      for (const part of parts) {
        filled.set(part, to);
        to += part.byteLength;
      }
      from = end;
    }
    filled.set(page.subarray(from), to);
    return filled;
  }
}

const markupInsertsContext = createContext<MarkupInserts | null>(null);
const decoder = new TextDecoder();

/** Set by the HTTP server on the router context of a request whose page the entry renders. */
export function allowMarkupInserts(context: RouterContextProvider): void {
  context.set(markupInsertsContext, new MarkupInserts());
}

/**
 * For a loader: what its component renders (as raw HTML) where `parts` go in the page: a marker
 * when the entry will render this page, else the markup itself.
 */
export function insertMarkup(context: RouteContext, parts: readonly Uint8Array[]): string {
  const inserts = context.get(markupInsertsContext);
  return inserts ? inserts.add(parts) : parts.map((part) => decoder.decode(part)).join("");
}

/** For the entry: the inserts this request's loaders asked for, if any. */
export function markupInsertsOf(context: RouteContext): MarkupInserts | null {
  const inserts = context.get(markupInsertsContext);
  return inserts && inserts.size > 0 ? inserts : null;
}
