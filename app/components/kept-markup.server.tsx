/**
 * Markup of list items kept by what they show, as UTF-8 for a page's markup inserts
 * (app/http/markup-inserts.ts). A list item is drawn again and again while its record does not
 * change (for each member who opens the list, on every return to it), so an item whose key (its
 * whole input, serialised) is the same as last time gets last time's bytes; a changed record is
 * another key and is rendered anew. Each kept list says how many items it keeps, the least
 * recently used going first.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const encoder = new TextEncoder();

export class KeptMarkup {
  /** Least recently used first: a Map keeps its insertion order, and an item used again is moved to the end. */
  private readonly kept = new Map<string, Uint8Array>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** The markup of `render()`, kept under `key`, which must hold everything the element shows. */
  of(key: string, render: () => ReactElement): Uint8Array {
    let markup = this.kept.get(key);
    if (markup === undefined) {
      markup = encoder.encode(renderToStaticMarkup(render()));
      if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value!);
    } else {
      this.kept.delete(key);
    }
    this.kept.set(key, markup);
    return markup;
  }

  /** How many items are kept now (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
