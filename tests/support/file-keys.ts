/** Agency file keyrings for tests that store or read uploaded files (they are stored encrypted). */
import { keyringOf, newAgencyKey, type FileKeyring } from "../../app/server/uploads/file-encryption.ts";
import { readKeyringFile } from "../../app/server/uploads/file-keys.ts";
import { openStoredFile, type EnvelopeColumns } from "../../app/server/uploads/stored-files.ts";

/** One random key, as a fresh install generates. */
export function testFileKeys(): FileKeyring {
  return keyringOf(newAgencyKey());
}

/** The columns to select for storedBytes(). */
export const STORED_FILE_SQL = "id, data, envelope_version, key_id, wrapped_key, iv, auth_tag";

/** A file row read straight from a server's database, opened with the key file that server generated. */
export function storedBytes(keyFile: string, row: { id: string; data: Uint8Array } & EnvelopeColumns): Buffer {
  const [current, ...older] = readKeyringFile(keyFile);
  if (!current) throw new Error(`no key in ${keyFile}`);
  return Buffer.from(openStoredFile(keyringOf(current, older), row));
}
