import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AuthSecretError, MIN_SECRET_LENGTH, resolveAuthSecret } from "./auth-secret.ts";

describe("resolveAuthSecret", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "auth-secret-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("uses BETTER_AUTH_SECRET when set, and writes nothing", () => {
    const file = join(dir, "secret");
    const secret = "s".repeat(40);
    expect(resolveAuthSecret({ BETTER_AUTH_SECRET: secret, AUTH_SECRET_FILE: file })).toEqual({ secret, source: "environment" });
    expect(() => statSync(file)).toThrow();
  });

  it("generates a strong secret once, readable only by its owner, and reuses it", () => {
    const file = join(dir, "nested", "auth-secret");
    const first = resolveAuthSecret({ AUTH_SECRET_FILE: file });
    expect(first.source).toBe("generated");
    expect(first.secret.length).toBeGreaterThanOrEqual(MIN_SECRET_LENGTH);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = resolveAuthSecret({ AUTH_SECRET_FILE: file });
    expect(second).toEqual({ secret: first.secret, source: "file" });
  });

  it("refuses a secret file that is too short", () => {
    const file = join(dir, "auth-secret");
    writeFileSync(file, "short\n", { mode: 0o600 });
    expect(() => resolveAuthSecret({ AUTH_SECRET_FILE: file })).toThrow(AuthSecretError);
  });

  it("tightens the permissions of a secret file others can read", () => {
    const file = join(dir, "auth-secret");
    writeFileSync(file, "k".repeat(48), { mode: 0o644 });
    expect(resolveAuthSecret({ AUTH_SECRET_FILE: file }).secret).toBe("k".repeat(48));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
