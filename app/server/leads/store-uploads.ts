import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { SERVICE_MESSAGE_FILE } from "../../lib/documents.ts";
import type { Database } from "../db/schema.ts";
import type { FileOwnerType } from "../inbox/lead-tables.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { sealedFileColumns } from "../uploads/stored-files.ts";

/** What a lead's file is: a claim's photo or document, a resume, a coverage review's declarations page. */
export type UploadPurpose = "attachment" | "resume" | "declarations";

/**
 * Stores checked files with their submission, in its transaction, one file in memory at a
 * time, each encrypted under the agency's current key (its sha256 stays the original's).
 */
export async function storeUploads(
  trx: Transaction<Database>,
  fileKeys: FileKeyring,
  owner: { type: FileOwnerType | typeof SERVICE_MESSAGE_FILE; id: string },
  purpose: UploadPurpose,
  files: CheckedFile[],
  createdAt: string,
): Promise<void> {
  for (const file of files) {
    const bytes = await file.read();
    const id = randomUUID();
    await trx
      .insertInto("uploaded_files")
      .values({
        id,
        owner_type: owner.type,
        owner_id: owner.id,
        purpose,
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: bytes.byteLength,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        ...sealedFileColumns(fileKeys, id, bytes),
        created_at: createdAt,
      })
      .execute();
  }
}
