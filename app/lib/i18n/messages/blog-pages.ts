/** The blog index and the pages of posts written in the blog manager. */
import type { Widen } from "./catalogue-shape.ts";

export const blogEn = {};

export const blogEs: Widen<typeof blogEn> = {};
