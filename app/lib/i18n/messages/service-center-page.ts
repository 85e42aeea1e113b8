/** The public service center page. */
import type { Widen } from "./catalogue-shape.ts";

export const serviceCenterEn = {};

export const serviceCenterEs: Widen<typeof serviceCenterEn> = {};
