/**
 * The public pages rendered once and served from memory to every visitor without a session
 * (docs/decisions/013-public-pages-from-memory.md). A page enters when its loader said it may
 * be shared (app/http/public-page.ts) and it answered 200; it leaves when a change
 * touches one of its tags, or when the least recently used pages make room under the byte budget.
 *
 * Keys are the path plus the query parameters the page depends on, learned from its first
 * render: /blog?page=2 has its own copy, /quote?utm_source=ad shares /quote's.
 */
import type { MemoryBody } from "./memory-response.ts";
import { PageBodyBlocks, type Placement } from "./page-body-blocks.ts";

export interface CachedPage extends MemoryBody {
  tags: ReadonlySet<string>;
  /** When it goes stale by itself (ms since the epoch), for a page that shows today's date. */
  expiresAt?: number;
  /** A post whose views are counted each time the page is served. */
  viewedPostId?: string;
  /** What the entry holds in memory: its bodies and, roughly, the rest. */
  bytes: number;
}

interface HeldPage {
  page: CachedPage;
  /** Where its bodies are (server/page-body-blocks.ts). */
  placement: Placement;
  /** The cache's use count at its last read (or when stored): how recently it was used. */
  lastUse: number;
  /** The use count when it last reached the young end of the entries. */
  placedAt: number;
}

export interface PageCacheStats {
  entries: number;
  /** Counted against the budget: the blocks holding the bodies (all of each), and the rest of every entry. */
  bytes: number;
  budgetBytes: number;
  hits: number;
  misses: number;
  evictions: number;
  invalidations: number;
}

/** Paths whose query parameters are remembered: more are forgotten at once (learned again on the next render). */
const MAX_LEARNED_PATHS = 20_000;
/** Per entry, beyond its bodies: the key, headers and the Map's own bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** The bodies' blocks are a sixty-fourth of the budget, at most 1 MB (the default budget's). */
const MAX_BLOCK_BYTES = 1024 * 1024;

/** What an entry holds besides its bodies. */
function entryOverheadBytes(key: string, page: Omit<CachedPage, "bytes">): number {
  const headerBytes = (page.headers ?? []).reduce((n, [name, value]) => n + name.length + value.length, 0);
  return ENTRY_OVERHEAD_BYTES + key.length * 2 + headerBytes;
}

function bodiesOf(page: Omit<CachedPage, "bytes">): (Buffer | undefined)[] {
  return [page.body, page.br, page.gzip];
}

/** The key of a path with the listed query parameters (in the order listed), the others left out. */
export function pageKey(pathname: string, search: string, params: readonly string[]): string {
  if (!search || !params.length) return pathname;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of params) for (const value of query.getAll(name)) kept.append(name, value);
  const canonical = kept.toString();
  return canonical ? `${pathname}?${canonical}` : pathname;
}

export class PublicPageCache {
  readonly #entries = new Map<string, HeldPage>();
  readonly #paramsByPath = new Map<string, readonly string[]>();
  readonly #rendering = new Map<string, Promise<CachedPage | undefined>>();
  readonly #bodies: PageBodyBlocks;
  /** What the entries hold besides their bodies. */
  #overheadBytes = 0;
  /** Moves on at every invalidation: a render that started before it is not stored. */
  #generation = 0;
  /** Counts reads and stores: an entry's `lastUse` orders the entries by use. */
  #uses = 0;
  #stats = { hits: 0, misses: 0, evictions: 0, invalidations: 0 };

  readonly budgetBytes: number;

  constructor(budgetBytes: number) {
    this.budgetBytes = budgetBytes;
    this.#bodies = new PageBodyBlocks(Math.min(MAX_BLOCK_BYTES, Math.floor(budgetBytes / 64)));
  }

  /** The key of a request, or undefined when the path has a query and has never been rendered (its parameters are not known yet). */
  keyOf(pathname: string, search: string): string | undefined {
    if (!search) return pathname;
    const params = this.#paramsByPath.get(pathname);
    return params ? pageKey(pathname, search, params) : undefined;
  }

  /**
   * The page for a key, now the most recently used. A read only marks the entry: moving it to
   * the young end of the Map (a delete and a set) was the largest part of serving a kept page
   * after the socket's own work. `#fitBudget` moves a page read since it got there, once it is
   * the oldest, instead of evicting it (a second chance, which keeps the recently used ones).
   */
  get(key: string, now?: number): CachedPage | undefined {
    let held = this.#entries.get(key);
    if (held?.page.expiresAt !== undefined && (now ?? Date.now()) >= held.page.expiresAt) {
      this.#delete(key, held);
      held = undefined;
    }
    if (!held) {
      this.#stats.misses += 1;
      return undefined;
    }
    this.#stats.hits += 1;
    held.lastUse = ++this.#uses;
    return held.page;
  }

  /** The render of this key already under way, which concurrent requests wait for instead of rendering it again. */
  pending(key: string): Promise<CachedPage | undefined> | undefined {
    return this.#rendering.get(key);
  }

  /**
   * Starts the render of a key. `finish` must be called, with what was rendered (the page is
   * stored unless a change came in meanwhile, or it is too big) or nothing; later calls do nothing.
   */
  begin(key: string | undefined): { generation: number; finish(pathname: string, params: readonly string[], search: string, page?: Omit<CachedPage, "bytes">): CachedPage | undefined } {
    const generation = this.#generation;
    let settle: (page: CachedPage | undefined) => void = () => {};
    // Only the first render of a key is waited for (and only it clears the wait when done).
    const waitedFor = key !== undefined && !this.#rendering.has(key);
    if (waitedFor) this.#rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let finished = false;
    return {
      generation,
      finish: (pathname, params, search, page) => {
        if (finished) return undefined;
        finished = true;
        let stored: CachedPage | undefined;
        if (page) {
          this.#learn(pathname, params);
          stored = this.#store(pageKey(pathname, search, params), page, generation);
        }
        if (waitedFor) this.#rendering.delete(key);
        settle(stored);
        return stored;
      },
    };
  }

  /** Drops every page with one of the tags; returns their keys, the most recently used first. */
  invalidate(tags: Iterable<string>): string[] {
    const changed = new Set(tags);
    if (!changed.size) return [];
    this.#generation += 1;
    this.#stats.invalidations += 1;
    const dropped: [string, HeldPage][] = [];
    for (const [key, held] of this.#entries) {
      if ([...held.page.tags].some((tag) => changed.has(tag))) {
        this.#delete(key, held);
        dropped.push([key, held]);
      }
    }
    return dropped.sort(([, a], [, b]) => b.lastUse - a.lastUse).map(([key]) => key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#paramsByPath.clear();
    this.#bodies.clear();
    this.#overheadBytes = 0;
  }

  stats(): PageCacheStats {
    return { entries: this.#entries.size, bytes: this.#heldBytes(), budgetBytes: this.budgetBytes, ...this.#stats };
  }

  #learn(pathname: string, params: readonly string[]): void {
    if (this.#paramsByPath.get(pathname)?.join() === params.join()) return;
    if (this.#paramsByPath.size >= MAX_LEARNED_PATHS) this.#paramsByPath.clear();
    this.#paramsByPath.set(pathname, params);
  }

  #store(key: string, page: Omit<CachedPage, "bytes">, generation: number): CachedPage | undefined {
    const overheadBytes = entryOverheadBytes(key, page);
    const bodyBytes = bodiesOf(page).reduce((n, body) => n + (body?.length ?? 0), 0);
    // A page rendered before a change may show what the change replaced: serve it to its own request only.
    if (generation !== this.#generation || overheadBytes + bodyBytes > this.budgetBytes / 8) return undefined;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    const entry: CachedPage = { ...page, bytes: overheadBytes + bodyBytes };
    const placement = this.#bodies.place(bodiesOf(page), (moved) => {
      [entry.body, entry.br, entry.gzip] = moved;
    });
    [entry.body, entry.br, entry.gzip] = placement.parts;
    const use = ++this.#uses;
    this.#entries.set(key, { page: entry, placement, lastUse: use, placedAt: use });
    this.#overheadBytes += overheadBytes;
    this.#fitBudget();
    return entry;
  }

  /**
   * Lets the least recently used pages go until the budget holds: the oldest entry leaves,
   * unless it was read since it reached the young end, which moves it there again (each entry
   * at most once per read, so this ends). Once the space pages left in the bodies' blocks is an
   * eighth of the budget, the sparsest block is compacted first: its remaining pages (often
   * the most used ones) would otherwise keep the whole block.
   */
  #fitBudget(): void {
    while (this.#heldBytes() > this.budgetBytes) {
      if (this.#bodies.unusedBytes > this.budgetBytes / 8 && this.#bodies.compactSparsest()) continue;
      const oldest = this.#entries.entries().next();
      if (oldest.done) return;
      const [key, held] = oldest.value;
      if (held.lastUse > held.placedAt) {
        this.#entries.delete(key);
        this.#entries.set(key, held);
        held.placedAt = this.#uses;
        continue;
      }
      this.#delete(key, held);
      this.#stats.evictions += 1;
    }
  }

  #heldBytes(): number {
    return this.#overheadBytes + this.#bodies.allocatedBytes;
  }

  #delete(key: string, held: HeldPage): void {
    this.#entries.delete(key);
    this.#bodies.release(held.placement);
    this.#overheadBytes -= held.page.bytes - held.placement.bytes;
  }
}
