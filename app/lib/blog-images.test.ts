import { describe, expect, it } from "vitest";
import {
  blogImageAddress,
  blogImageMarkdown,
  blogImageShareAddress,
  blogImageSize,
  blogImageSrcSet,
  newBlogImageId,
  parseBlogImageAddress,
  variantHeight,
  variantUpTo,
  variantWidths,
} from "./blog-images.ts";

const HEX = "0123456789abcdef01234567";

describe("variant widths", () => {
  it.each([
    [6000, [400, 800, 1200, 1600]],
    [1601, [400, 800, 1200, 1600]],
    [1600, [400, 800, 1200, 1600]],
    [1599, [400, 800, 1200, 1599]],
    [1000, [400, 800, 1000]],
    [800, [400, 800]],
    [401, [400, 401]],
    [400, [400]],
    [120, [120]],
    [1, [1]],
  ])("a photo %i pixels wide gets %j: never wider than itself, never enlarged", (width, widths) => {
    expect(variantWidths(width)).toEqual(widths);
  });

  it("keeps the proportions, at least one pixel high", () => {
    expect(variantHeight({ width: 4032, height: 3024 }, 800)).toBe(600);
    expect(variantHeight({ width: 3000, height: 2000 }, 400)).toBe(267);
    expect(variantHeight({ width: 5000, height: 1 }, 400)).toBe(1);
  });

  it("picks the widest variant up to a width, or the narrowest when all are wider", () => {
    expect(variantUpTo({ width: 4032, height: 3024 }, 1200)).toBe(1200);
    expect(variantUpTo({ width: 1000, height: 500 }, 1200)).toBe(1000);
    expect(variantUpTo({ width: 4032, height: 3024 }, 300)).toBe(400);
  });
});

describe("image ids and addresses", () => {
  const id = newBlogImageId(HEX, { width: 4032, height: 3024 });

  it("an id carries the photo's size", () => {
    expect(id).toBe(`${HEX}-4032x3024`);
    expect(blogImageSize(id)).toEqual({ width: 4032, height: 3024 });
    for (const bad of ["", null, undefined, "../etc/passwd", `${HEX}-0x10`, `${HEX.toUpperCase()}-10x10`, `${HEX}-10x10/`, "https://example.com/a.jpg"]) {
      expect(blogImageSize(bad)).toBeNull();
    }
  });

  it("reads back only addresses it makes", () => {
    expect(parseBlogImageAddress(blogImageAddress(id, 800, "avif"))).toEqual({ id, width: 800, format: "avif" });
    for (const bad of [`/blog-images/${id}/800.jpg`, `/blog-images/${id}/800.webp?x=1`, `/blog-images/${id}/0800.webp`, `/blog-images/x/800.webp`, `//evil/blog-images/${id}/800.webp`]) {
      expect(parseBlogImageAddress(bad), bad).toBeNull();
    }
  });

  it("lists every variant in srcset, smallest first", () => {
    expect(blogImageSrcSet(id, { width: 1000, height: 500 }, "webp")).toBe(
      `/blog-images/${id}/400.webp 400w, /blog-images/${id}/800.webp 800w, /blog-images/${id}/1000.webp 1000w`,
    );
  });

  it("shares the 1200-pixel WebP (link previews), or the largest there is", () => {
    expect(blogImageShareAddress(id)).toBe(`/blog-images/${id}/1200.webp`);
    expect(blogImageShareAddress(`${HEX}-640x480`)).toBe(`/blog-images/${HEX}-640x480/640.webp`);
    expect(blogImageShareAddress("nope")).toBeNull();
  });

  it("gives Markdown to paste, with the description kept on one line and its brackets escaped", () => {
    expect(blogImageMarkdown(id, "Lake Mead at dusk")).toBe(`![Lake Mead at dusk](/blog-images/${id}/1200.webp)`);
    expect(blogImageMarkdown(`${HEX}-900x600`, " A [red]\n truck \\ ")).toBe(`![A \\[red\\] truck \\\\](/blog-images/${HEX}-900x600/900.webp)`);
  });
});
