/** The sign-in screens: sign in, create an account, forgot and reset password, confirm email. */
import type { Widen } from "./catalogue-shape.ts";

export const accountsEn = {};

export const accountsEs: Widen<typeof accountsEn> = {};
