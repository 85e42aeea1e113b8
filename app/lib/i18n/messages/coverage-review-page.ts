/** The coverage review request form and the page after it (the page's written content is app/content). */
import type { Widen } from "./catalogue-shape.ts";

export const coverageReviewEn = {};

export const coverageReviewEs: Widen<typeof coverageReviewEn> = {};
