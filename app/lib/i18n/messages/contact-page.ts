/** The contact page and its form ("Send us a message"), and the page after it. */
import type { Widen } from "./catalogue-shape.ts";

export const contactEn = {};

export const contactEs: Widen<typeof contactEn> = {};
