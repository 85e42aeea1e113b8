import { describe, expect, it } from "vitest";
import { PageBodyBlocks } from "./page-body-blocks.ts";

const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

describe("PageBodyBlocks", () => {
  it("keeps copies: the caller's buffers can change or go without touching what is kept", () => {
    const blocks = new PageBodyBlocks(4096);
    const br = bytes(100, 7);
    const placement = blocks.place([undefined, br, bytes(50, 8)]);
    br.fill(0);
    expect(placement.parts[0]).toBeUndefined();
    expect(placement.parts[1]!.equals(bytes(100, 7))).toBe(true);
    expect(placement.parts[2]!.equals(bytes(50, 8))).toBe(true);
    expect(placement.bytes).toBe(150);
  });

  it("appends pages to one block until it is full, and frees a block when its last page leaves", () => {
    const blocks = new PageBodyBlocks(4096);
    const pages = Array.from({ length: 5 }, (_, i) => blocks.place([bytes(1000, i)]));
    // Four pages fill the first block; the fifth opens a second.
    expect(blocks.blockCount).toBe(2);
    expect(blocks.allocatedBytes).toBe(8192);
    for (const page of pages.slice(0, 4)) blocks.release(page);
    expect(blocks.blockCount).toBe(1);
    blocks.release(pages[4]!);
    expect(blocks.allocatedBytes).toBe(0);
    // Releasing twice changes nothing.
    blocks.release(pages[4]!);
    expect(blocks.allocatedBytes).toBe(0);
  });

  it("gives a page of more than a quarter block a block of its own, freed with it", () => {
    const blocks = new PageBodyBlocks(4096);
    const small = blocks.place([bytes(100, 1)]);
    const large = blocks.place([bytes(3000, 2), bytes(3000, 3)]);
    expect(blocks.allocatedBytes).toBe(4096 + 6000);
    expect(large.parts[1]!.equals(bytes(3000, 3))).toBe(true);
    blocks.release(large);
    expect(blocks.allocatedBytes).toBe(4096);
    expect(small.parts[0]!.equals(bytes(100, 1))).toBe(true);
  });

  it("compacts the closed block with the most unused space: its pages move, keep their bytes, and are told where they are", () => {
    const blocks = new PageBodyBlocks(4096);
    const moves: number[] = [];
    const pages = Array.from({ length: 8 }, (_, i) => blocks.place([bytes(1000, i + 1)], () => moves.push(i)));
    expect(blocks.blockCount).toBe(2);
    // Nothing unused yet: nothing to compact.
    expect(blocks.compactSparsest()).toBe(false);
    // Three of the first block's four pages go; one is left in it.
    for (const i of [0, 1, 3]) blocks.release(pages[i]!);
    expect(blocks.unusedBytes).toBe(3096);
    const before = pages[2]!.parts[0]!;
    expect(blocks.compactSparsest()).toBe(true);
    expect(moves).toEqual([2]);
    expect(pages[2]!.parts[0]).not.toBe(before);
    expect(pages[2]!.parts[0]!.equals(bytes(1000, 3))).toBe(true);
    // The first block is gone; the moved page went into the open block (the second is full, so a third).
    expect(blocks.blockCount).toBe(2);
    expect(blocks.unusedBytes).toBe(96);
    for (const i of [4, 5, 6, 7]) expect(pages[i]!.parts[0]!.equals(bytes(1000, i + 1))).toBe(true);
  });

  it("leaves a block alone when less than an eighth of it is unused", () => {
    const blocks = new PageBodyBlocks(8000);
    const pages = Array.from({ length: 17 }, (_, i) => blocks.place([bytes(500, i)]));
    blocks.release(pages[0]!); // 500 of 8,000 unused in the closed block
    expect(blocks.compactSparsest()).toBe(false);
    blocks.release(pages[1]!); // 1,000 of 8,000
    expect(blocks.compactSparsest()).toBe(true);
  });
});
