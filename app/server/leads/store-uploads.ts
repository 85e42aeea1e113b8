import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import type { CheckedFile } from "../uploads/check-upload.ts";

/** Stores checked files with their submission, in its transaction. */
export async function storeUploads(
  trx: Transaction<Database>,
  owner: { type: "claim" | "job_application"; id: string },
  purpose: "attachment" | "resume",
  files: CheckedFile[],
  createdAt: string,
): Promise<void> {
  for (const file of files) {
    await trx
      .insertInto("uploaded_files")
      .values({
        id: randomUUID(),
        owner_type: owner.type,
        owner_id: owner.id,
        purpose,
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: file.bytes.byteLength,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        data: file.bytes,
        created_at: createdAt,
      })
      .execute();
  }
}
