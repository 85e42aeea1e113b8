/** The quote request page and its form, and its confirmation. */
import type { Widen } from "./catalogue-shape.ts";

export const quoteEn = {};

export const quoteEs: Widen<typeof quoteEn> = {};
