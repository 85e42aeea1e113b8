import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { agencyKeyOf, decryptFile, encryptFile, FileDecryptionError, keyIdOf, keyringOf, newAgencyKey, parseAgencyKey, rewrapKey, type SealedFile } from "./file-encryption.ts";

const pdf = new TextEncoder().encode("%PDF-1.7\nMARKER-CLAIM-7741 the insured's statement\n%%EOF");

function flipped(bytes: Uint8Array, index: number): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes);
  copy[index]! ^= 0x01;
  return copy;
}

function flippedBase64(text: string, index: number): string {
  return Buffer.from(flipped(Buffer.from(text, "base64"), index)).toString("base64");
}

describe("file encryption envelope", () => {
  const oldKey = newAgencyKey();
  const newKey = newAgencyKey();

  it("round-trips the exact bytes, and stores none of them readable", () => {
    const keyring = keyringOf(oldKey);
    const sealed = encryptFile(keyring, "file-1", pdf);
    expect(Buffer.from(sealed.ciphertext).includes("MARKER-CLAIM-7741")).toBe(false);
    expect(sealed.ciphertext.byteLength).toBe(pdf.byteLength);
    expect(sealed.envelope).toMatchObject({ version: 1, keyId: oldKey.id });
    expect(Buffer.from(sealed.envelope.wrappedKey, "base64").byteLength).toBe(12 + 32 + 16);
    expect(Buffer.from(decryptFile(keyring, "file-1", sealed))).toEqual(Buffer.from(pdf));
  });

  it("gives every file its own data key and IV: the same bytes twice are two different ciphertexts", () => {
    const keyring = keyringOf(oldKey);
    const a = encryptFile(keyring, "file-1", pdf);
    const b = encryptFile(keyring, "file-1", pdf);
    expect(Buffer.from(a.ciphertext).equals(Buffer.from(b.ciphertext))).toBe(false);
    expect(a.envelope.wrappedKey).not.toBe(b.envelope.wrappedKey);
    expect(a.envelope.iv).not.toBe(b.envelope.iv);
  });

  it("fails authentication on any changed byte of the file, its IV, its tag or its wrapped key", () => {
    const keyring = keyringOf(oldKey);
    const sealed = encryptFile(keyring, "file-1", pdf);
    const tampered: SealedFile[] = [
      { ...sealed, ciphertext: flipped(sealed.ciphertext, 10) },
      { ...sealed, envelope: { ...sealed.envelope, iv: flippedBase64(sealed.envelope.iv, 0) } },
      { ...sealed, envelope: { ...sealed.envelope, tag: flippedBase64(sealed.envelope.tag, 15) } },
      { ...sealed, envelope: { ...sealed.envelope, wrappedKey: flippedBase64(sealed.envelope.wrappedKey, 20) } },
    ];
    for (const file of tampered) expect(() => decryptFile(keyring, "file-1", file)).toThrow(FileDecryptionError);
  });

  it("binds a file to its row: the same bytes and envelope under another file id do not open", () => {
    const keyring = keyringOf(oldKey);
    const sealed = encryptFile(keyring, "file-1", pdf);
    expect(() => decryptFile(keyring, "file-2", sealed)).toThrow(/authentication failed/);
  });

  it("names a key the keyring does not hold, and refuses an unknown envelope version", () => {
    const sealed = encryptFile(keyringOf(oldKey), "file-1", pdf);
    expect(() => decryptFile(keyringOf(newKey), "file-1", sealed)).toThrow(new RegExp(`key ${oldKey.id} is not in the keyring`));
    expect(() => decryptFile(keyringOf(oldKey), "file-1", { ...sealed, envelope: { ...sealed.envelope, version: 2 } })).toThrow(/envelope version 2/);
  });

  it("re-wraps the data key under the current key without touching the bytes; the old key is then not needed", () => {
    const sealed = encryptFile(keyringOf(oldKey), "file-1", pdf);
    const rotating = keyringOf(newKey, [oldKey]);
    const envelope = rewrapKey(rotating, "file-1", sealed.envelope);
    expect(envelope.keyId).toBe(newKey.id);
    expect(envelope.iv).toBe(sealed.envelope.iv);
    expect(envelope.tag).toBe(sealed.envelope.tag);
    expect(envelope.wrappedKey).not.toBe(sealed.envelope.wrappedKey);
    expect(Buffer.from(decryptFile(keyringOf(newKey), "file-1", { envelope, ciphertext: sealed.ciphertext }))).toEqual(Buffer.from(pdf));
    // Already under the current key: unchanged, so a re-run of a rotation does nothing.
    expect(rewrapKey(rotating, "file-1", envelope)).toBe(envelope);
  });

  it("reads keys written as hex or base64 of 32 bytes, and nothing else", () => {
    const raw = randomBytes(32);
    expect(parseAgencyKey(raw.toString("hex"))).toEqual(raw);
    expect(parseAgencyKey(raw.toString("base64"))).toEqual(raw);
    expect(parseAgencyKey(raw.toString("base64url"))).toEqual(raw);
    expect(parseAgencyKey(` ${raw.toString("base64")}\n`)).toEqual(raw);
    expect(parseAgencyKey(randomBytes(16).toString("hex"))).toBeNull();
    expect(parseAgencyKey(randomBytes(31).toString("base64"))).toBeNull();
    expect(parseAgencyKey("correct horse battery staple")).toBeNull();
  });

  it("identifies a key by a fingerprint that does not reveal it", () => {
    const key = agencyKeyOf(randomBytes(32));
    expect(key.id).toMatch(/^[0-9a-f]{16}$/);
    expect(key.id).toBe(keyIdOf(key.key));
    expect(key.key.toString("hex")).not.toContain(key.id);
    expect(keyringOf(newKey, [oldKey, newKey]).ids()).toEqual([newKey.id, oldKey.id]);
  });
});
