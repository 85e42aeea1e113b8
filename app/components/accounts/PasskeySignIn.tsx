import { Fingerprint } from "lucide-react";
import { useT } from "../use-site.ts";

/**
 * A passkey button for the passkeys script (app/components/scripts/passkeys.ts; the page must ask
 * for the "passkeys" script): "add" registers a new passkey, "sign-in" signs in with one. On
 * success the browser goes to `done`; a failure reads `error` in the block's status line.
 */
export function PasskeyButton({ action, done, error, label, className }: { action: "add" | "sign-in"; done: string; error: string; label: string; className: string }) {
  return (
    <button type="button" data-passkey-action={action} data-passkey-done={done} data-passkey-error={error} className={className}>
      <Fingerprint aria-hidden="true" className="h-5 w-5" />
      {label}
    </button>
  );
}

/** Where the passkeys script says what went wrong (announced to screen readers). */
export function PasskeyStatus() {
  return <p data-passkey-status role="status" className="text-sm font-medium text-red-800 empty:hidden" />;
}

/** "Sign in with a passkey": hidden until the script finds WebAuthn in the browser. */
export function PasskeySignIn({ done }: { done: string }) {
  const t = useT();
  return (
    <div data-passkey hidden className="space-y-2">
      <PasskeyButton
        action="sign-in"
        done={done}
        error={t("secondFactor.passkeys.signInFailed")}
        label={t("secondFactor.passkeys.signIn")}
        className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md border-2 border-navy-800 bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50 disabled:opacity-60"
      />
      <PasskeyStatus />
    </div>
  );
}
