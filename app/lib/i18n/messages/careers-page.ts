/** The job application form on the careers page, and its confirmation. */
import type { Widen } from "./catalogue-shape.ts";

export const careersEn = {};

export const careersEs: Widen<typeof careersEn> = {};
