/**
 * What an upload field tells the file picker (FileField in app/components/forms.tsx): the
 * limits the server applies to that form's files, read from its definition, so the browser
 * refuses before sending exactly what the server would refuse after.
 */
import { MEGABYTE, acceptAttribute } from "../uploads/check-upload.ts";
import type { FormShape } from "./lead-form.ts";

/** Room in one post for the text fields and the multipart framing around the files. */
export const TEXT_FIELDS_ALLOWANCE_BYTES = 64 * 1024;

/**
 * The upload limits of a form: its accepted types, the largest file, how many files, and
 * how much they may weigh together: what the form's own size limit and the server-wide cap
 * (`MAX_REQUEST_MB`), whichever is smaller, leave after the text fields.
 */
export function fileLimitsOf(form: Pick<FormShape, "uploads" | "maxBytes">, serverMaxMegabytes: number) {
  const { uploads } = form;
  if (!uploads) throw new Error("this form takes no files");
  const postMaxBytes = Math.min(form.maxBytes, serverMaxMegabytes * MEGABYTE);
  return {
    accept: acceptAttribute(uploads.rule),
    maxFileBytes: uploads.rule.maxBytes,
    maxFiles: uploads.maxFiles,
    maxTotalBytes: Math.max(0, postMaxBytes - TEXT_FIELDS_ALLOWANCE_BYTES),
  };
}

/** "10 MB": a size limit as the visitor reads it. */
export const megabytes = (bytes: number) => `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;
