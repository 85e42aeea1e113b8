import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { keyIdOf, newAgencyKey } from "./file-encryption.ts";
import { addCurrentKey, FileKeysError, readKeyringFile, resolveFileKeys } from "./file-keys.ts";

describe("the agency's file keys", () => {
  const dirs: string[] = [];
  const keyFile = () => {
    const dir = mkdtempSync(join(tmpdir(), "file-keys-"));
    dirs.push(dir);
    return join(dir, "data", "file-encryption-key");
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("generates one key into the key file (mode 0600) on a fresh install, and reads the same key afterwards", () => {
    const path = keyFile();
    const first = resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path });
    expect(first.source).toBe("generated");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readFileSync(path, "utf8")).toMatch(new RegExp(`^${first.keyring.current.id} \\S{44}$`, "m"));
    const again = resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path });
    expect(again.source).toBe("file");
    expect(again.keyring.current.key.equals(first.keyring.current.key)).toBe(true);
  });

  it("refuses to generate a key for a database whose files are already encrypted (a restore without its key)", () => {
    const path = keyFile();
    expect(() => resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path }, ["0123456789abcdef"])).toThrow(FileKeysError);
    expect(() => resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path }, ["0123456789abcdef"])).toThrow(/0123456789abcdef.*Restore the key file/);
    expect(() => readFileSync(path)).toThrow(); // nothing written
  });

  it("uses FILE_ENCRYPTION_KEY when set, with the previous keys and the key file's keys still opening older files", () => {
    const path = keyFile();
    const fromFile = resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path }).keyring.current;
    const current = randomBytes(32);
    const previous = randomBytes(32);
    const env = { FILE_ENCRYPTION_KEY: current.toString("base64"), FILE_ENCRYPTION_KEY_PREVIOUS: previous.toString("hex"), FILE_ENCRYPTION_KEY_FILE: path };
    const { keyring, source } = resolveFileKeys(env);
    expect(source).toBe("environment");
    expect(keyring.current.id).toBe(keyIdOf(current));
    expect(keyring.find(keyIdOf(previous))?.key.equals(previous)).toBe(true);
    expect(keyring.find(fromFile.id)?.key.equals(fromFile.key)).toBe(true);
  });

  it("puts a rotation's new key first and keeps the older ones; a running server's keyring finds it on a miss", () => {
    const path = keyFile();
    const running = resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path }).keyring;
    const old = running.current;
    const added = addCurrentKey(path);
    expect(readKeyringFile(path).map((k) => k.id)).toEqual([added.id, old.id]);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(running.current.id).toBe(old.id); // new files keep the key the server started with…
    expect(running.find(added.id)?.key.equals(added.key)).toBe(true); // …and files re-wrapped meanwhile still open
    expect(resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path }).keyring.current.id).toBe(added.id);
  });

  it("refuses a key file whose line was changed", () => {
    const path = keyFile();
    resolveFileKeys({ FILE_ENCRYPTION_KEY_FILE: path });
    writeFileSync(path, `${newAgencyKey().id} ${randomBytes(32).toString("base64")}\n`);
    expect(() => readKeyringFile(path)).toThrow(/line 1: not "<id> <key>" with the id of that key/);
  });

  it("names FILE_ENCRYPTION_KEY and FILE_ENCRYPTION_KEY_PREVIOUS when they are not 32-byte keys, never their values", () => {
    expect(() => parseEnv({ FILE_ENCRYPTION_KEY: "hunter2-not-a-key" })).toThrow(/FILE_ENCRYPTION_KEY: must be 32 random bytes/);
    expect(() => parseEnv({ FILE_ENCRYPTION_KEY: "hunter2-not-a-key" })).not.toThrow(/hunter2/);
    expect(() => parseEnv({ FILE_ENCRYPTION_KEY_PREVIOUS: `${randomBytes(32).toString("base64")}, short` })).toThrow(/FILE_ENCRYPTION_KEY_PREVIOUS: 1 of its comma-separated keys is not/);
    expect(parseEnv({ FILE_ENCRYPTION_KEY: randomBytes(32).toString("hex") }).FILE_ENCRYPTION_KEY_FILE).toBe("./data/file-encryption-key");
  });
});
