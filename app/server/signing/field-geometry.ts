/**
 * The rules of field boxes. A box is stored as fractions of its page as displayed (top-left
 * origin, after /Rotate); sizes are decided in points so a signature box is the same size on
 * a Letter page as on a Legal one, and a checkbox is square on paper, not on screen.
 * `toPdfRect` and `displayToUserMatrix` take a box back to the PDF's own user space.
 */
import type { FieldBox, PageSize, SigningFieldKind } from "./signing-types.ts";

/** Default box size in points: a signature is wider than initials; a checkbox is square. */
export const DEFAULT_FIELD_SIZE_PT: Record<SigningFieldKind, { width: number; height: number }> = {
  signature: { width: 180, height: 40 },
  initials: { width: 60, height: 36 },
  date: { width: 100, height: 20 },
  text: { width: 160, height: 20 },
  checkbox: { width: 14, height: 14 },
};

/** Below this, on either side, nothing written into the box would be legible. */
export const MIN_FIELD_SIDE_PT = 8;

/** One keyboard step, as a fraction of the page (about 6 pt on a Letter page). */
export const FIELD_STEP = 0.01;

/** A page's geometry as the PDF stores it: its crop box in user space, and its /Rotate. */
export interface PdfPageGeometry {
  cropBox: { x: number; y: number; width: number; height: number };
  /** Clockwise, as /Rotate: 0, 90, 180 or 270. */
  rotate: number;
}

/** A rectangle in PDF user space: (x, y) is its bottom-left corner. */
export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type BoxError = "not-a-number" | "page-out-of-range" | "outside-page" | "too-small";
export type BoxCheck = { ok: true } | { ok: false; error: BoxError };

/** Float error from fraction arithmetic must not refuse a box drawn against an edge. */
const EPSILON = 1e-9;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** /Rotate may be negative or beyond 360; only quarter turns are valid. */
export function normalizeRotation(rotate: number): 0 | 90 | 180 | 270 {
  const quarter = ((Math.round(rotate / 90) % 4) + 4) % 4;
  return ([0, 90, 180, 270] as const)[quarter]!;
}

/** The page's size as displayed: a quarter turn swaps width and height. */
export function displayedSize(page: PdfPageGeometry): { widthPt: number; heightPt: number } {
  const { width, height } = page.cropBox;
  const turned = normalizeRotation(page.rotate) % 180 !== 0;
  return turned ? { widthPt: Math.abs(height), heightPt: Math.abs(width) } : { widthPt: Math.abs(width), heightPt: Math.abs(height) };
}

/**
 * A new box of the kind's default size centred on a click, given as fractions of the
 * displayed page (an `<input type="image">` click divided by the image size, or a position
 * typed in), moved inside the page when the click is near an edge.
 */
export function placeField(kind: SigningFieldKind, page: number, clickX: number, clickY: number, pageSize: PageSize): FieldBox {
  const size = DEFAULT_FIELD_SIZE_PT[kind];
  const width = Math.min(1, size.width / pageSize.widthPt);
  const height = Math.min(1, size.height / pageSize.heightPt);
  const x = clamp((Number.isFinite(clickX) ? clickX : 0.5) - width / 2, 0, 1 - width);
  const y = clamp((Number.isFinite(clickY) ? clickY : 0.5) - height / 2, 0, 1 - height);
  return { page, x, y, width, height };
}

/** Moves a box by fractions of the page, stopping at the page's edges. */
export function moveField(box: FieldBox, dx: number, dy: number): FieldBox {
  return {
    ...box,
    x: clamp(box.x + dx, 0, Math.max(0, 1 - box.width)),
    y: clamp(box.y + dy, 0, Math.max(0, 1 - box.height)),
  };
}

/**
 * Grows or shrinks a box from its top-left corner by fractions of the page, no smaller than
 * MIN_FIELD_SIDE_PT and no further than the page's edges. A checkbox stays square in points:
 * its height follows its width.
 */
export function resizeField(box: FieldBox, dWidth: number, dHeight: number, pageSize: PageSize, kind?: SigningFieldKind): FieldBox {
  const minWidth = Math.min(1, MIN_FIELD_SIDE_PT / pageSize.widthPt);
  const minHeight = Math.min(1, MIN_FIELD_SIDE_PT / pageSize.heightPt);
  if (kind === "checkbox") {
    const aspect = pageSize.widthPt / pageSize.heightPt;
    // The largest square that fits from the box's corner, in width fractions.
    const maxWidth = Math.min(1 - box.x, (1 - box.y) / aspect);
    const width = clamp(box.width + dWidth, Math.max(minWidth, minHeight / aspect), Math.max(maxWidth, minWidth));
    return { ...box, width, height: width * aspect };
  }
  return {
    ...box,
    width: clamp(box.width + dWidth, minWidth, Math.max(minWidth, 1 - box.x)),
    height: clamp(box.height + dHeight, minHeight, Math.max(minHeight, 1 - box.y)),
  };
}

/** Whether a box (from a form post or a template) can be written into the document. */
export function validateBox(box: FieldBox, pageSizes: PageSize[]): BoxCheck {
  const numbers = [box.x, box.y, box.width, box.height];
  if (!Number.isInteger(box.page) || numbers.some((n) => typeof n !== "number" || !Number.isFinite(n))) return { ok: false, error: "not-a-number" };
  const pageSize = pageSizes.find((p) => p.page === box.page);
  if (!pageSize) return { ok: false, error: "page-out-of-range" };
  if (box.x < -EPSILON || box.y < -EPSILON || box.x + box.width > 1 + EPSILON || box.y + box.height > 1 + EPSILON) {
    return { ok: false, error: "outside-page" };
  }
  if (box.width * pageSize.widthPt < MIN_FIELD_SIDE_PT - EPSILON || box.height * pageSize.heightPt < MIN_FIELD_SIDE_PT - EPSILON) {
    return { ok: false, error: "too-small" };
  }
  return { ok: true };
}

/**
 * The matrix [a b c d e f] from the displayed page (origin bottom-left, y up, in points) to
 * the PDF's user space. Drawn through it, a value reads upright on a rotated page.
 */
export function displayToUserMatrix(page: PdfPageGeometry): [number, number, number, number, number, number] {
  const { x, y, width, height } = normalizedCrop(page);
  switch (normalizeRotation(page.rotate)) {
    case 0:
      return [1, 0, 0, 1, x, y];
    case 90:
      return [0, 1, -1, 0, x + width, y];
    case 180:
      return [-1, 0, 0, -1, x + width, y + height];
    case 270:
      return [0, -1, 1, 0, x, y + height];
  }
}

/** A box (fractions of the displayed page) as a rectangle in the PDF's user space. */
export function toPdfRect(box: FieldBox, page: PdfPageGeometry): PdfRect {
  const size = displayedSize(page);
  // The box in displayed points, y up from the displayed page's bottom edge.
  const left = box.x * size.widthPt;
  const right = (box.x + box.width) * size.widthPt;
  const bottom = (1 - box.y - box.height) * size.heightPt;
  const top = (1 - box.y) * size.heightPt;
  const [a, b, c, d, e, f] = displayToUserMatrix(page);
  const corners = [
    [left, bottom],
    [right, top],
  ].map(([s, t]) => [a * s! + c * t! + e, b * s! + d * t! + f] as const);
  const [p, q] = corners as [readonly [number, number], readonly [number, number]];
  return { x: Math.min(p[0], q[0]), y: Math.min(p[1], q[1]), width: Math.abs(q[0] - p[0]), height: Math.abs(q[1] - p[1]) };
}

/** A crop box may be written with its corners in any order. */
function normalizedCrop(page: PdfPageGeometry): PdfRect {
  const { x, y, width, height } = page.cropBox;
  return { x: Math.min(x, x + width), y: Math.min(y, y + height), width: Math.abs(width), height: Math.abs(height) };
}
