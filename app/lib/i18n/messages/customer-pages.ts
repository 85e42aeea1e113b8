/** The customer's own pages: dashboard, claims, policies, documents, payments, service requests. */
import type { Widen } from "./catalogue-shape.ts";

export const customerEn = {};

export const customerEs: Widen<typeof customerEn> = {};
