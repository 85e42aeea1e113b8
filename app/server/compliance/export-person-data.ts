/**
 * Everything held about one person as one ZIP archive (docs/product.md#a-persons-data):
 * `person.json` (every section person-data.ts finds, row by row), `README.txt` (what is in it),
 * and `files/` (each uploaded file as it was received). Streamed with fflate: the JSON is
 * compressed, files already compressed (photos, PDFs) are stored as they are, and each file's
 * bytes are read from the database only when their turn comes. The download is audited.
 */
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Kysely } from "kysely";
import { recordAudit, type Actor } from "../audit/record-audit.ts";
import type { Database } from "../db/schema.ts";
import { errorFields, log } from "../log.ts";
import type { FileKeyring } from "../uploads/file-encryption.ts";
import { ENVELOPE_COLUMNS, openStoredFile } from "../uploads/stored-files.ts";
import { findPersonData, type PersonData } from "./person-data.ts";

/** A file's place in the archive: its id keeps two "photo.jpg" apart; the name is already cleaned on upload. */
export function archivePathOf(file: { id: string; fileName: string }): string {
  return `files/${file.id.slice(0, 8)}-${file.fileName.replace(/[/\\]/g, "_")}`;
}

/** The archive's name: the day, never the person's address (it ends up in download folders and logs). */
export function archiveNameOf(now: Date): string {
  return `personal-data-${now.toISOString().slice(0, 10)}.zip`;
}

function readme(agencyName: string, data: PersonData, now: Date): string {
  return [
    `Personal data held by ${agencyName}`,
    `Prepared ${now.toISOString()} for the email addresses ${data.keys.emails.join(", ") || "(none)"} and phone numbers ${data.keys.phones.join(", ") || "(none)"}.`,
    "",
    "person.json lists every record that holds this person's information, grouped by what it is:",
    ...data.sections.map((s) => `- ${s.label}: ${s.rows.length}`),
    "",
    `files/ holds the ${data.files.length} file(s) this person sent or that were filed for them, as received.`,
    "Times are in UTC (ISO 8601). Passwords are never stored in readable form and are not included.",
  ].join("\n");
}

export interface PersonArchive {
  stream: ReadableStream<Uint8Array>;
  fileName: string;
}

/** Starts the archive of what is held about the person; null when nothing is. */
export async function exportPersonData(db: Kysely<Database>, fileKeys: FileKeyring, actor: Actor, typed: { emails: string[]; phones: string[] }, agencyName: string, now = new Date()): Promise<PersonArchive | null> {
  const data = await findPersonData(db, typed);
  if (!data.sections.length && !data.files.length) return null;
  await recordAudit(db, actor, {
    action: "person.export",
    targetType: "person",
    targetId: "export",
    detail: `${data.sections.reduce((n, s) => n + s.rows.length, 0)} records, ${data.files.length} files`,
  });
  const json = {
    prepared_at: now.toISOString(),
    searched: { emails: data.keys.emails, phones: data.keys.phones },
    sections: Object.fromEntries(data.sections.map((s) => [s.key, { label: s.label, rows: s.rows }])),
    files: data.files.map((f) => ({ id: f.id, file_name: f.fileName, content_type: f.contentType, size_bytes: f.size, belongs_to: f.ownerType, path: archivePathOf(f) })),
  };

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      try {
        for (const [name, text] of [["README.txt", readme(agencyName, data, now)], ["person.json", JSON.stringify(json, null, 2)]] as const) {
          const entry = new ZipDeflate(name, { level: 6 });
          zip.add(entry);
          entry.push(strToU8(text), true);
        }
        for (const file of data.files) {
          const row = await db.selectFrom("uploaded_files").select(["id", "data", ...ENVELOPE_COLUMNS]).where("id", "=", file.id).executeTakeFirst();
          const entry = new ZipPassThrough(archivePathOf(file));
          zip.add(entry);
          // As received: decrypted here, so the archive holds the original bytes.
          entry.push(row ? openStoredFile(fileKeys, row) : new Uint8Array(), true);
        }
        zip.end();
      } catch (error) {
        log.error("personal data archive failed", errorFields(error));
        controller.error(error);
      }
    },
  });
  return { stream, fileName: archiveNameOf(now) };
}
