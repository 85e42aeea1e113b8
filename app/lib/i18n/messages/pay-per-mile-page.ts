/** The pay-per-mile quote form (/just-insurance), and its confirmation. */
import type { Widen } from "./catalogue-shape.ts";

export const payPerMileEn = {};

export const payPerMileEs: Widen<typeof payPerMileEn> = {};
