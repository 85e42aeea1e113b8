/** The claim form page, and its confirmation. */
import type { Widen } from "./catalogue-shape.ts";

export const claimEn = {};

export const claimEs: Widen<typeof claimEn> = {};
