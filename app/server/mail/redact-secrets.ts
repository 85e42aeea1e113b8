/**
 * Account emails carry one-time links (confirm an address, set a password). An admin
 * reading the outbox must not be able to use someone else's link, so the back office
 * shows every `token=` value hidden; the email itself is sent unchanged.
 */
export const HIDDEN_TOKEN = "[hidden]";

export function redactSecrets(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^\s"'<>&]+/gi, `$1${HIDDEN_TOKEN}`);
}
