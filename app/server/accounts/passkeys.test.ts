import { describe, expect, it } from "vitest";
import { mayAddPasskey } from "./passkeys.ts";

const now = new Date("2026-12-02T10:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe("mayAddPasskey", () => {
  it("lets an account with a second factor add a passkey only within 15 minutes of confirming it", () => {
    const withFactor = (confirmed: string | null) => ({ user: { twoFactorEnabled: true }, session: { createdAt: minutesAgo(1), secondFactorAt: confirmed } });
    expect(mayAddPasskey(withFactor(minutesAgo(5)), now)).toBe(true);
    expect(mayAddPasskey(withFactor(minutesAgo(16)), now)).toBe(false);
    // A fresh session is not enough once the account has a factor: it must be confirmed on it.
    expect(mayAddPasskey(withFactor(null), now)).toBe(false);
  });

  it("lets an account without one add its first passkey only within 15 minutes of signing in", () => {
    const withoutFactor = (created: string) => ({ user: { twoFactorEnabled: 0 }, session: { createdAt: created } });
    expect(mayAddPasskey(withoutFactor(minutesAgo(2)), now)).toBe(true);
    expect(mayAddPasskey(withoutFactor(minutesAgo(20)), now)).toBe(false);
  });
});
