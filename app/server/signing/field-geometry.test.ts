import { describe, expect, it } from "vitest";
import {
  DEFAULT_FIELD_SIZE_PT,
  displayedSize,
  FIELD_STEP,
  MIN_FIELD_SIDE_PT,
  moveField,
  normalizeRotation,
  placeField,
  resizeField,
  toPdfRect,
  validateBox,
  type PdfPageGeometry,
} from "./field-geometry.ts";
import type { FieldBox, PageSize } from "./signing-types.ts";

const letter: PageSize = { page: 1, widthPt: 612, heightPt: 792 };
const landscape: PageSize = { page: 2, widthPt: 792, heightPt: 612 };

/** A Letter page whose crop box is offset from the origin, as scanners and imposition tools write. */
const cropped = (rotate: number): PdfPageGeometry => ({ cropBox: { x: 10, y: 20, width: 612, height: 792 }, rotate });

const expectRect = (actual: { x: number; y: number; width: number; height: number }, expected: typeof actual) => {
  for (const key of ["x", "y", "width", "height"] as const) expect(actual[key], key).toBeCloseTo(expected[key], 6);
};

describe("default sizes", () => {
  it("makes a signature wider than initials, and a checkbox square in points", () => {
    expect(DEFAULT_FIELD_SIZE_PT.signature.width).toBeGreaterThan(DEFAULT_FIELD_SIZE_PT.initials.width);
    expect(DEFAULT_FIELD_SIZE_PT.checkbox.width).toBe(DEFAULT_FIELD_SIZE_PT.checkbox.height);
  });

  it("keeps a placed checkbox square on paper on a landscape page (not square in fractions)", () => {
    const box = placeField("checkbox", 2, 0.5, 0.5, landscape);
    expect(box.width * landscape.widthPt).toBeCloseTo(box.height * landscape.heightPt, 9);
    expect(box.width).not.toBeCloseTo(box.height, 3);
  });
});

describe("placeField", () => {
  it("centres the kind's default box on the click", () => {
    const box = placeField("signature", 1, 0.5, 0.5, letter);
    expect(box.page).toBe(1);
    expect(box.width * 612).toBeCloseTo(180, 9);
    expect(box.height * 792).toBeCloseTo(40, 9);
    expect(box.x + box.width / 2).toBeCloseTo(0.5, 9);
    expect(box.y + box.height / 2).toBeCloseTo(0.5, 9);
  });

  it.each([
    ["top-left corner", 0, 0, { x: 0, y: 0 }],
    ["bottom-right corner", 1, 1, { x: 1 - 180 / 612, y: 1 - 40 / 792 }],
    ["beyond the page", 1.7, -3, { x: 1 - 180 / 612, y: 0 }],
  ])("keeps the box inside the page for a click at the %s", (_, clickX, clickY, expected) => {
    const box = placeField("signature", 1, clickX, clickY, letter);
    expect(box.x).toBeCloseTo(expected.x, 9);
    expect(box.y).toBeCloseTo(expected.y, 9);
    expect(validateBox(box, [letter])).toEqual({ ok: true });
  });

  it("shrinks a default box to the page on a page smaller than the box", () => {
    const tiny: PageSize = { page: 1, widthPt: 100, heightPt: 30 };
    const box = placeField("signature", 1, 0.5, 0.5, tiny);
    expect(box).toEqual({ page: 1, x: 0, y: 0, width: 1, height: 1 });
  });

  it("centres a click that is not a number instead of writing NaN", () => {
    const box = placeField("text", 1, Number.NaN, Number.POSITIVE_INFINITY, letter);
    expect(Number.isFinite(box.x) && Number.isFinite(box.y)).toBe(true);
  });
});

describe("moveField", () => {
  const box: FieldBox = { page: 1, x: 0.2, y: 0.3, width: 0.2, height: 0.1 };

  it("moves by the step", () => {
    const moved = moveField(box, FIELD_STEP, -FIELD_STEP);
    expect(moved.x).toBeCloseTo(0.21, 9);
    expect(moved.y).toBeCloseTo(0.29, 9);
    expect(moved.width).toBe(box.width);
  });

  it.each([
    [-1, 0, { x: 0, y: 0.3 }],
    [1, 0, { x: 0.8, y: 0.3 }],
    [0, -1, { x: 0.2, y: 0 }],
    [0, 1, { x: 0.2, y: 0.9 }],
  ])("stops at the page's edges (dx %d, dy %d)", (dx, dy, expected) => {
    const moved = moveField(box, dx, dy);
    expect(moved.x).toBeCloseTo(expected.x, 9);
    expect(moved.y).toBeCloseTo(expected.y, 9);
  });
});

describe("resizeField", () => {
  const box: FieldBox = { page: 1, x: 0.5, y: 0.5, width: 0.2, height: 0.1 };

  it("grows by the step from the top-left corner", () => {
    const grown = resizeField(box, FIELD_STEP, FIELD_STEP, letter);
    expect(grown).toMatchObject({ x: 0.5, y: 0.5 });
    expect(grown.width).toBeCloseTo(0.21, 9);
    expect(grown.height).toBeCloseTo(0.11, 9);
  });

  it("stops at the page's right and bottom edges", () => {
    const grown = resizeField(box, 5, 5, letter);
    expect(grown.width).toBeCloseTo(0.5, 9);
    expect(grown.height).toBeCloseTo(0.5, 9);
  });

  it("stops at the smallest legible size", () => {
    const shrunk = resizeField(box, -5, -5, letter);
    expect(shrunk.width * letter.widthPt).toBeCloseTo(MIN_FIELD_SIDE_PT, 9);
    expect(shrunk.height * letter.heightPt).toBeCloseTo(MIN_FIELD_SIDE_PT, 9);
    expect(validateBox(shrunk, [letter])).toEqual({ ok: true });
  });

  it("keeps a checkbox square in points, also against an edge", () => {
    const checkbox = placeField("checkbox", 2, 0.5, 0.5, landscape);
    const grown = resizeField(checkbox, FIELD_STEP, 0, landscape, "checkbox");
    expect(grown.width * landscape.widthPt).toBeCloseTo(grown.height * landscape.heightPt, 9);
    expect(grown.width).toBeGreaterThan(checkbox.width);
    const huge = resizeField(checkbox, 5, 5, landscape, "checkbox");
    expect(huge.width * landscape.widthPt).toBeCloseTo(huge.height * landscape.heightPt, 9);
    expect(huge.y + huge.height).toBeLessThanOrEqual(1 + 1e-9);
    expect(huge.x + huge.width).toBeLessThanOrEqual(1 + 1e-9);
  });
});

describe("validateBox", () => {
  const pages = [letter, { ...letter, page: 2 }];
  const good: FieldBox = { page: 2, x: 0.1, y: 0.1, width: 0.3, height: 0.05 };

  it("accepts a box inside its page, also one touching the edges", () => {
    expect(validateBox(good, pages)).toEqual({ ok: true });
    expect(validateBox({ page: 1, x: 0.7, y: 0.9, width: 0.3, height: 0.1 }, pages)).toEqual({ ok: true });
  });

  it.each([
    ["page 0", { ...good, page: 0 }, "page-out-of-range"],
    ["a page after the last", { ...good, page: 3 }, "page-out-of-range"],
    ["a page that is not a whole number", { ...good, page: 1.5 }, "not-a-number"],
    ["a NaN position", { ...good, x: Number.NaN }, "not-a-number"],
    ["a negative x", { ...good, x: -0.01 }, "outside-page"],
    ["past the right edge", { ...good, x: 0.8 }, "outside-page"],
    ["past the bottom edge", { ...good, y: 0.96 }, "outside-page"],
    ["a negative width", { ...good, width: -0.1 }, "too-small"],
    ["a box narrower than the minimum", { ...good, width: (MIN_FIELD_SIDE_PT - 1) / 612 }, "too-small"],
    ["a box lower than the minimum", { ...good, height: (MIN_FIELD_SIDE_PT - 1) / 792 }, "too-small"],
  ] as const)("refuses %s", (_, box, error) => {
    expect(validateBox(box, pages)).toEqual({ ok: false, error });
  });
});

describe("rotation and displayed size", () => {
  it.each([
    [0, 0],
    [90, 90],
    [-90, 270],
    [450, 90],
    [540, 180],
    [-180, 180],
  ])("reads /Rotate %d as %d", (rotate, expected) => {
    expect(normalizeRotation(rotate)).toBe(expected);
  });

  it("swaps width and height for a quarter turn", () => {
    expect(displayedSize(cropped(0))).toEqual({ widthPt: 612, heightPt: 792 });
    expect(displayedSize(cropped(90))).toEqual({ widthPt: 792, heightPt: 612 });
    expect(displayedSize(cropped(180))).toEqual({ widthPt: 612, heightPt: 792 });
    expect(displayedSize(cropped(270))).toEqual({ widthPt: 792, heightPt: 612 });
  });
});

describe("toPdfRect", () => {
  /** The displayed page's top-left quarter-wide, quarter-high box. */
  const topLeft: FieldBox = { page: 1, x: 0, y: 0, width: 0.5, height: 0.25 };

  it("flips the y axis on an unrotated page with no crop offset", () => {
    const page: PdfPageGeometry = { cropBox: { x: 0, y: 0, width: 612, height: 792 }, rotate: 0 };
    expectRect(toPdfRect({ page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.1 }, page), {
      x: 61.2,
      y: 792 * 0.7,
      width: 612 * 0.3,
      height: 79.2,
    });
  });

  it.each([
    // Rotate 0: the displayed top-left is the crop box's top-left.
    [0, { x: 10, y: 20 + 594, width: 306, height: 198 }],
    // Rotate 90 (clockwise): the displayed top-left is the crop box's bottom-left, and the
    // displayed width runs up the user space's y axis.
    [90, { x: 10, y: 20, width: 153, height: 396 }],
    // Rotate 180: the displayed top-left is the crop box's bottom-right.
    [180, { x: 10 + 306, y: 20, width: 306, height: 198 }],
    // Rotate 270: the displayed top-left is the crop box's top-right.
    [270, { x: 10 + 459, y: 20 + 396, width: 153, height: 396 }],
  ])("maps the displayed top-left box through /Rotate %d and a crop offset", (rotate, expected) => {
    expectRect(toPdfRect(topLeft, cropped(rotate)), expected);
  });

  it.each([0, 90, 180, 270])("maps the whole displayed page onto the whole crop box at /Rotate %d", (rotate) => {
    expectRect(toPdfRect({ page: 1, x: 0, y: 0, width: 1, height: 1 }, cropped(rotate)), { x: 10, y: 20, width: 612, height: 792 });
  });

  it.each([0, 90, 180, 270])("keeps a box's area in points at /Rotate %d", (rotate) => {
    const box: FieldBox = { page: 1, x: 0.13, y: 0.41, width: 0.22, height: 0.07 };
    const size = displayedSize(cropped(rotate));
    const rect = toPdfRect(box, cropped(rotate));
    expect(rect.width * rect.height).toBeCloseTo(box.width * size.widthPt * box.height * size.heightPt, 6);
  });

  it("reads a crop box written with its corners swapped", () => {
    const page: PdfPageGeometry = { cropBox: { x: 622, y: 812, width: -612, height: -792 }, rotate: 0 };
    expectRect(toPdfRect(topLeft, page), { x: 10, y: 614, width: 306, height: 198 });
  });
});
