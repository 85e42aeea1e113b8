/**
 * Where the bodies of the pages kept in memory (server/public-page-cache.ts) live: copied into
 * shared blocks of 1 MB instead of kept as one allocation each.
 *
 * Why: a cached post is two allocations of about 9 KB (its Brotli and gzip bodies), made among
 * the short-lived allocations of rendering and freed in least-recently-used order. glibc cannot
 * give back a heap with such holes in it. A block is above the C library's mmap threshold
 * (server/production-runtime.ts), so it is mapped on its own and returned to the system whole.
 *
 * Bodies are appended to the open block; space a page leaves behind in a closed block is not
 * reused piecemeal. A block is freed when its last page leaves, or emptied earlier by
 * `compactSparsest`, which copies its remaining pages to the open block.
 */

/** The copies of one page's bodies, in the order given (after a compaction, the `moved` given to `place` gets the new ones). */
export interface Placement {
  readonly parts: readonly (Buffer | undefined)[];
  readonly bytes: number;
}

interface PlacedBodies extends Placement {
  parts: (Buffer | undefined)[];
  block: Block;
  moved: (parts: readonly (Buffer | undefined)[]) => void;
}

interface Block {
  readonly memory: Buffer;
  /** Bytes written from the start. */
  used: number;
  /** Bytes of the pages still placed in it. */
  live: number;
  /** A block of a single large page, never appended to. */
  readonly own: boolean;
  readonly placements: Set<PlacedBodies>;
}

export class PageBodyBlocks {
  readonly blockBytes: number;
  readonly #blocks = new Set<Block>();
  #open: Block | undefined;
  #allocated = 0;
  #live = 0;

  constructor(blockBytes: number) {
    this.blockBytes = blockBytes;
  }

  /** The memory held: every block's full size, the open block's unwritten end included. */
  get allocatedBytes(): number {
    return this.#allocated;
  }

  /** Space in closed blocks left by pages that have gone: what compaction can give back. */
  get unusedBytes(): number {
    const openTail = this.#open ? this.#open.memory.length - this.#open.used : 0;
    return this.#allocated - this.#live - openTail;
  }

  get blockCount(): number {
    return this.#blocks.size;
  }

  /** Copies the parts into a block. */
  place(parts: readonly (Buffer | undefined)[], moved: (parts: readonly (Buffer | undefined)[]) => void = () => {}): Placement {
    const bytes = parts.reduce((n, part) => n + (part?.length ?? 0), 0);
    const block = this.#blockFor(bytes);
    const placed: PlacedBodies = { parts: this.#append(block, parts), bytes, block, moved };
    block.live += bytes;
    block.placements.add(placed);
    this.#live += bytes;
    return placed;
  }

  /** The page's bodies are no longer needed; its block goes when nothing else is in it. */
  release(placement: Placement): void {
    const placed = placement as PlacedBodies;
    if (!placed.block.placements.delete(placed)) return;
    placed.block.live -= placed.bytes;
    this.#live -= placed.bytes;
    if (placed.block.placements.size === 0) this.#drop(placed.block);
  }

  /**
   * Copies the remaining pages of the closed block with the most unused space to the open block
   * and frees it. Returns false when no block has at least an eighth of its size unused.
   */
  compactSparsest(): boolean {
    let sparsest: Block | undefined;
    for (const block of this.#blocks) {
      if (block === this.#open || block.own) continue;
      if (!sparsest || block.memory.length - block.live > sparsest.memory.length - sparsest.live) sparsest = block;
    }
    if (!sparsest || sparsest.memory.length - sparsest.live < sparsest.memory.length / 8) return false;
    for (const placed of sparsest.placements) {
      const target = this.#blockFor(placed.bytes);
      placed.parts = this.#append(target, placed.parts);
      placed.block = target;
      target.live += placed.bytes;
      target.placements.add(placed);
      placed.moved(placed.parts);
    }
    this.#drop(sparsest);
    return true;
  }

  clear(): void {
    this.#blocks.clear();
    this.#open = undefined;
    this.#allocated = 0;
    this.#live = 0;
  }

  #blockFor(bytes: number): Block {
    // A page of more than a quarter block gets a block of its own: it would leave most of a shared one unused.
    if (bytes > this.blockBytes / 4) return this.#newBlock(bytes, true);
    if (!this.#open || this.#open.memory.length - this.#open.used < bytes) {
      const previous = this.#open;
      this.#open = this.#newBlock(this.blockBytes, false);
      if (previous && previous.placements.size === 0) this.#drop(previous);
    }
    return this.#open;
  }

  #newBlock(size: number, own: boolean): Block {
    // Uninitialized and outside Node's shared pool: the pages of the mapping become resident as they are written.
    const block: Block = { memory: Buffer.allocUnsafeSlow(size), used: 0, live: 0, own, placements: new Set() };
    this.#blocks.add(block);
    this.#allocated += size;
    return block;
  }

  #append(block: Block, parts: readonly (Buffer | undefined)[]): (Buffer | undefined)[] {
    return parts.map((part) => {
      if (!part) return undefined;
      part.copy(block.memory, block.used);
      const view = block.memory.subarray(block.used, block.used + part.length);
      block.used += part.length;
      return view;
    });
  }

  #drop(block: Block): void {
    // Responses still being written hold views of it; the memory goes when the last of them does.
    this.#blocks.delete(block);
    this.#allocated -= block.memory.length;
    if (block === this.#open) this.#open = undefined;
  }
}
