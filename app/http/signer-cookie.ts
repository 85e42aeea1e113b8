/**
 * The signer's proof cookie (docs/product.md#signing-a-document): set once the email code is
 * right, sent back only to the signing pages of the signer's language (its Path), and asked for
 * by every step after the code. Its value is the HMAC app/server/signing/signer-page.ts makes;
 * the rules of the proof live there.
 */
import { PROOF_MINUTES } from "../server/signing/signer-page.ts";
import { linkSecret } from "../server/security/signed-link.ts";
import { cookieFromHeader } from "../server/session-cookie.ts";
import { hashToken } from "../server/signing/signing-rules.ts";
import type { AppServices } from "../server/services.ts";
import type { Locale } from "../lib/i18n/locale.ts";

/** The signing pages of a language: the cookie's Path, and where the page, its images and the copy answer. */
export const signPathOf = (locale: Locale) => (locale === "es" ? "/es/sign" : "/sign");

/**
 * One cookie per link (named from its token's digest), so a browser that holds two signers'
 * links (a couple signing one policy) keeps both proofs.
 */
function cookieName(token: string): string {
  return `sign_${hashToken(token).slice(0, 16)}`;
}

export interface SignerProof {
  secret: string;
  value: string | null;
}

/** The server's secret and the proof this request carries for the link. */
export async function signerProofOf(request: Request, services: Pick<AppServices, "auth">, token: string): Promise<SignerProof> {
  return { secret: await linkSecret(services), value: cookieFromHeader(request.headers.get("cookie"), cookieName(token)) };
}

/** The Set-Cookie header of a fresh proof: httpOnly, SameSite=Lax, Secure on an https site, PROOF_MINUTES long. */
export function signerProofCookie(token: string, value: string, locale: Locale, publicUrl: string): string {
  const secure = new URL(publicUrl).protocol === "https:" ? "; Secure" : "";
  return `${cookieName(token)}=${value}; Path=${signPathOf(locale)}; Max-Age=${PROOF_MINUTES * 60}; HttpOnly; SameSite=Lax${secure}`;
}

/** The link's token as its pages receive it (`?token=`), or "" when there is none. */
export function tokenOf(url: URL): string {
  return (url.searchParams.get("token") ?? "").slice(0, 100);
}
