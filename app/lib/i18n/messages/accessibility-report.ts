/** The barrier report form on the accessibility page, and the page after it. */
import type { Widen } from "./catalogue-shape.ts";

export const accessibilityReportEn = {};

export const accessibilityReportEs: Widen<typeof accessibilityReportEn> = {};
