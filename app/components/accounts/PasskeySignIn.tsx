import { Fingerprint } from "lucide-react";
import { useT } from "../use-site.ts";

/**
 * "Sign in with a passkey": hidden until the passkeys script finds WebAuthn in the browser
 * (app/components/scripts/passkeys.ts); the page must ask for the "passkeys" script.
 * `done` is where a successful sign-in goes.
 */
export function PasskeySignIn({ done }: { done: string }) {
  const t = useT();
  return (
    <div data-passkey hidden className="space-y-2">
      <button
        type="button"
        data-passkey-action="sign-in"
        data-passkey-done={done}
        data-passkey-error={t("secondFactor.passkeys.signInFailed")}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md border-2 border-navy-800 bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50 disabled:opacity-60"
      >
        <Fingerprint aria-hidden="true" className="h-5 w-5" />
        {t("secondFactor.passkeys.signIn")}
      </button>
      <p data-passkey-status role="status" className="text-sm font-medium text-red-800 empty:hidden" />
    </div>
  );
}
