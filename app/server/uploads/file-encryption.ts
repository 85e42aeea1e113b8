/**
 * The rule for uploaded files at rest (docs/product.md#files-at-rest,
 * docs/decisions/017-files-encrypted-at-rest.md): every file's bytes are encrypted with
 * AES-256-GCM under a random data key of its own, and that data key is stored wrapped
 * (AES-256-GCM again) by the agency's key. The database alone then holds nothing readable;
 * rotating the agency's key re-wraps 32-byte data keys and never touches the files' bytes.
 *
 * Both encryptions are bound to the file's id (GCM's additional data), the wrap also to the
 * agency key's id: a ciphertext or a wrapped key copied onto another row fails to open, and
 * any changed byte fails GCM's authentication (FileDecryptionError), never decrypts to garbage.
 * Everything here is node:crypto; this module only chooses the parameters and the layout.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** The layout written by encryptFile; a row records it, so a later format can sit beside it. */
export const ENVELOPE_VERSION = 1;
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CIPHER = "aes-256-gcm";

/** One of the agency's keys, known by a short fingerprint (never the key). */
export interface AgencyKey {
  id: string;
  key: Buffer;
}

/** The agency's keys: the current one wraps new files; the others still open older ones. */
export interface FileKeyring {
  current: AgencyKey;
  /** The key with this id, or undefined when the keyring does not hold it. */
  find(id: string): AgencyKey | undefined;
  /** Every key id held, the current one first. */
  ids(): string[];
}

/** What a file row records beside its encrypted bytes (all but the version as base64). */
export interface Envelope {
  version: number;
  /** The id of the agency key that wraps the data key. */
  keyId: string;
  /** IV, encrypted data key and tag of the wrap: 12 + 32 + 16 bytes. */
  wrappedKey: string;
  /** The IV and the tag of the file's own encryption. */
  iv: string;
  tag: string;
}

export interface SealedFile {
  envelope: Envelope;
  ciphertext: Uint8Array<ArrayBuffer>;
}

/** A stored file that cannot be opened: an unknown key, a changed byte, a wrong row. */
export class FileDecryptionError extends Error {
  override name = "FileDecryptionError";
}

/** A key written as 64 hex digits or as base64 (standard or URL-safe) of 32 bytes; null otherwise. */
export function parseAgencyKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.byteLength === KEY_BYTES ? bytes : null;
}

/** The key's fingerprint: 16 hex digits of a labelled SHA-256, enough to tell keys apart and nothing about the key. */
export function keyIdOf(key: Buffer): string {
  return createHash("sha256").update("agency-file-key-id\0").update(key).digest("hex").slice(0, 16);
}

export function agencyKeyOf(key: Buffer): AgencyKey {
  if (key.byteLength !== KEY_BYTES) throw new Error(`An agency file key is ${KEY_BYTES} bytes (got ${key.byteLength})`);
  return { id: keyIdOf(key), key };
}

export function newAgencyKey(): AgencyKey {
  return agencyKeyOf(randomBytes(KEY_BYTES));
}

/** A keyring over fixed keys: `current` first, then `older` (duplicates ignored). */
export function keyringOf(current: AgencyKey, older: AgencyKey[] = []): FileKeyring {
  const byId = new Map<string, AgencyKey>([[current.id, current]]);
  for (const key of older) if (!byId.has(key.id)) byId.set(key.id, key);
  return { current, find: (id) => byId.get(id), ids: () => [...byId.keys()] };
}

const fileAad = (fileId: string) => Buffer.from(`uploaded-file:v${ENVELOPE_VERSION}:${fileId}`);
const wrapAad = (fileId: string, keyId: string) => Buffer.from(`file-data-key:v${ENVELOPE_VERSION}:${fileId}:${keyId}`);

function seal(key: Buffer, plaintext: Uint8Array, aad: Buffer): { iv: Buffer; ciphertext: Buffer; tag: Buffer } {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, ciphertext, tag: cipher.getAuthTag() };
}

function open(key: Buffer, parts: { iv: Buffer; ciphertext: Uint8Array; tag: Buffer }, aad: Buffer, what: string): Buffer {
  if (parts.iv.byteLength !== IV_BYTES || parts.tag.byteLength !== TAG_BYTES) throw new FileDecryptionError(`${what}: malformed envelope`);
  const decipher = createDecipheriv(CIPHER, key, parts.iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(aad);
  decipher.setAuthTag(parts.tag);
  try {
    return Buffer.concat([decipher.update(parts.ciphertext), decipher.final()]);
  } catch {
    // final() throws when the tag does not match: nothing decrypted is ever returned.
    throw new FileDecryptionError(`${what}: authentication failed (the stored bytes or their envelope were changed, or belong to another file)`);
  }
}

function wrapDataKey(agencyKey: AgencyKey, fileId: string, dataKey: Buffer): string {
  const { iv, ciphertext, tag } = seal(agencyKey.key, dataKey, wrapAad(fileId, agencyKey.id));
  return Buffer.concat([iv, ciphertext, tag]).toString("base64");
}

function unwrapDataKey(keyring: FileKeyring, fileId: string, envelope: Envelope): Buffer {
  if (envelope.version !== ENVELOPE_VERSION) throw new FileDecryptionError(`File ${fileId}: unknown envelope version ${envelope.version}`);
  const agencyKey = keyring.find(envelope.keyId);
  if (!agencyKey) throw new FileDecryptionError(`File ${fileId}: its key ${envelope.keyId} is not in the keyring (FILE_ENCRYPTION_KEY, FILE_ENCRYPTION_KEY_PREVIOUS, the key file)`);
  const wrapped = Buffer.from(envelope.wrappedKey, "base64");
  if (wrapped.byteLength !== IV_BYTES + KEY_BYTES + TAG_BYTES) throw new FileDecryptionError(`File ${fileId}: malformed wrapped key`);
  const parts = { iv: wrapped.subarray(0, IV_BYTES), ciphertext: wrapped.subarray(IV_BYTES, IV_BYTES + KEY_BYTES), tag: wrapped.subarray(IV_BYTES + KEY_BYTES) };
  return open(agencyKey.key, parts, wrapAad(fileId, agencyKey.id), `File ${fileId}'s data key`);
}

/** Encrypts a file's bytes under a new data key, wrapped by the keyring's current key. */
export function encryptFile(keyring: FileKeyring, fileId: string, plaintext: Uint8Array): SealedFile {
  const dataKey = randomBytes(KEY_BYTES);
  try {
    const { iv, ciphertext, tag } = seal(dataKey, plaintext, fileAad(fileId));
    return {
      envelope: { version: ENVELOPE_VERSION, keyId: keyring.current.id, wrappedKey: wrapDataKey(keyring.current, fileId, dataKey), iv: iv.toString("base64"), tag: tag.toString("base64") },
      // Buffer.concat allocates a plain ArrayBuffer (never shared).
      ciphertext: new Uint8Array(ciphertext.buffer as ArrayBuffer, ciphertext.byteOffset, ciphertext.byteLength),
    };
  } finally {
    dataKey.fill(0);
  }
}

/** The original bytes of a sealed file; throws FileDecryptionError rather than return anything unauthenticated. */
export function decryptFile(keyring: FileKeyring, fileId: string, sealed: SealedFile): Uint8Array<ArrayBuffer> {
  const dataKey = unwrapDataKey(keyring, fileId, sealed.envelope);
  try {
    const plain = open(dataKey, { iv: Buffer.from(sealed.envelope.iv, "base64"), ciphertext: sealed.ciphertext, tag: Buffer.from(sealed.envelope.tag, "base64") }, fileAad(fileId), `File ${fileId}`);
    return new Uint8Array(plain.buffer as ArrayBuffer, plain.byteOffset, plain.byteLength);
  } finally {
    dataKey.fill(0);
  }
}

/**
 * The envelope with its data key wrapped by the keyring's current key (the file's bytes,
 * IV and tag unchanged). An envelope already under the current key comes back as it is.
 */
export function rewrapKey(keyring: FileKeyring, fileId: string, envelope: Envelope): Envelope {
  if (envelope.keyId === keyring.current.id) return envelope;
  const dataKey = unwrapDataKey(keyring, fileId, envelope);
  try {
    return { ...envelope, keyId: keyring.current.id, wrappedKey: wrapDataKey(keyring.current, fileId, dataKey) };
  } finally {
    dataKey.fill(0);
  }
}
