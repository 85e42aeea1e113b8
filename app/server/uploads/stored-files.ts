/**
 * Uploaded files as rows of `uploaded_files`: the columns a file is written with (its bytes
 * encrypted, and their envelope) and the original bytes of a row read back. Every module that
 * stores or hands out a file goes through these two functions, so none sees the envelope.
 */
import type { UploadedFilesTable } from "../db/schema.ts";
import { decryptFile, encryptFile, type Envelope, type FileKeyring } from "./file-encryption.ts";

export type EnvelopeColumns = Pick<UploadedFilesTable, "envelope_version" | "key_id" | "wrapped_key" | "iv" | "auth_tag">;

/** What a read selects to open a file (with `id` and `data`); qualify them for a join. */
export const ENVELOPE_COLUMNS = ["envelope_version", "key_id", "wrapped_key", "iv", "auth_tag"] as const;

/** The row's envelope; null for a row still plain (stored before encryption, not yet encrypted by the start-up pass). */
export function envelopeOf(row: EnvelopeColumns): Envelope | null {
  if (row.envelope_version === null || row.key_id === null || row.wrapped_key === null || row.iv === null || row.auth_tag === null) return null;
  return { version: Number(row.envelope_version), keyId: row.key_id, wrappedKey: row.wrapped_key, iv: row.iv, tag: row.auth_tag };
}

export function envelopeColumns(envelope: Envelope): EnvelopeColumns {
  return { envelope_version: envelope.version, key_id: envelope.keyId, wrapped_key: envelope.wrappedKey, iv: envelope.iv, auth_tag: envelope.tag };
}

/** The `data` and envelope columns of a new row with this id and these (plain) bytes. */
export function sealedFileColumns(keyring: FileKeyring, fileId: string, bytes: Uint8Array): EnvelopeColumns & { data: Uint8Array } {
  const sealed = encryptFile(keyring, fileId, bytes);
  return { data: sealed.ciphertext, ...envelopeColumns(sealed.envelope) };
}

/** A row's original bytes (FileDecryptionError when they cannot be authenticated). */
export function openStoredFile(keyring: FileKeyring, row: { id: string; data: Uint8Array } & EnvelopeColumns): Uint8Array<ArrayBuffer> {
  const envelope = envelopeOf(row);
  if (!envelope) return new Uint8Array(row.data);
  return decryptFile(keyring, row.id, { envelope, ciphertext: new Uint8Array(row.data) });
}
