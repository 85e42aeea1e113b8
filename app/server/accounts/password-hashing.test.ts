import { argon2Sync } from "node:crypto";
import { hashPassword as betterAuthScrypt } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import {
  ARGON2ID_PARAMETERS,
  formatArgon2id,
  hashPassword,
  isLegacyScryptHash,
  needsRehash,
  parseArgon2id,
  verifyPassword,
} from "./password-hashing.ts";

const PASSWORD = "a quiet harbor lamp";

describe("Argon2id password hashes", () => {
  it("computes Argon2id correctly (RFC 9106, section 5.3 test vector)", () => {
    const tag = argon2Sync("argon2id", {
      message: Buffer.alloc(32, 1),
      nonce: Buffer.alloc(16, 2),
      secret: Buffer.alloc(8, 3),
      associatedData: Buffer.alloc(12, 4),
      passes: 3,
      memory: 32,
      parallelism: 4,
      tagLength: 32,
    });
    expect(tag.toString("hex")).toBe("0d640df58d78766c08c037a34a8b53c9d01ef0452d75b65eb52520e96b01e659");
  });

  it("stores a new password as an argon2id PHC string with OWASP's parameters and a fresh salt", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    const parsed = parseArgon2id(hash)!;
    expect(parsed.memory).toBeGreaterThanOrEqual(19 * 1024);
    expect(parsed.passes).toBeGreaterThanOrEqual(2);
    expect(parsed.parallelism).toBe(1);
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.hash).toHaveLength(32);
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword(PASSWORD);
    expect(await verifyPassword({ hash, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash, password: "a quiet harbor lamb" })).toBe(false);
    expect(await verifyPassword({ hash, password: "" })).toBe(false);
  });

  it("treats equivalent Unicode spellings of a password as the same password (NFKC)", async () => {
    const hash = await hashPassword("café au lait please");
    expect(await verifyPassword({ hash, password: "cafe\u0301 au lait please" })).toBe(true);
  });

  it("matches the PHC encoding of a hash computed directly", async () => {
    const salt = Buffer.from("somesaltsomesalt");
    const raw = argon2Sync("argon2id", { message: "password", nonce: salt, memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 });
    const phc = formatArgon2id({ memory: 19_456, passes: 2, parallelism: 1, salt, hash: raw });
    expect(phc.startsWith("$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$")).toBe(true);
    expect(await verifyPassword({ hash: phc, password: "password" })).toBe(true);
  });

  it("verifies hashes made with other Argon2id parameters, and asks to rehash weaker ones", async () => {
    const salt = Buffer.alloc(16, 7);
    const weak = formatArgon2id({
      memory: 4096,
      passes: 1,
      parallelism: 1,
      salt,
      hash: argon2Sync("argon2id", { message: PASSWORD, nonce: salt, memory: 4096, passes: 1, parallelism: 1, tagLength: 32 }),
    });
    expect(await verifyPassword({ hash: weak, password: PASSWORD })).toBe(true);
    expect(needsRehash(weak)).toBe(true);
  });
});

describe("hashes made before Argon2id (better-auth's scrypt)", () => {
  it("still verify, and are due for an upgrade", async () => {
    const legacy = await betterAuthScrypt(PASSWORD);
    expect(isLegacyScryptHash(legacy)).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "a quiet harbor lamb" })).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });
});

describe("damaged or foreign hashes", () => {
  it.each([
    "",
    "plain text",
    "$argon2i$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaA",
    "$argon2id$v=16$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaA",
    "$argon2id$v=19$m=99999999,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaA",
    "$argon2id$v=19$m=19456,t=0,p=1$c29tZXNhbHRzb21lc2FsdA$aGFzaGhhc2hoYXNoaGFzaA",
    "$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234",
  ])("refuses %j without throwing", async (hash) => {
    await expect(verifyPassword({ hash, password: PASSWORD })).resolves.toBe(false);
    expect(needsRehash(hash)).toBe(true);
  });

  it("uses the documented parameters", () => {
    expect(ARGON2ID_PARAMETERS).toMatchObject({ memory: 19_456, passes: 2, parallelism: 1 });
  });
});
