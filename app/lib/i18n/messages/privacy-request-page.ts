/** The privacy request page and its form, and the page after it. */
import type { Widen } from "./catalogue-shape.ts";

export const privacyRequestEn = {};

export const privacyRequestEs: Widen<typeof privacyRequestEn> = {};
