/**
 * What a posted form is once read (the streaming reader that reads it is HTTP's job): its text
 * fields, its files waiting on disk, and the limits it was read under. Domain functions take a
 * form in this shape, so they never see the request it came in.
 */
export interface FormLimits {
  /** The whole body, in bytes. */
  maxBytes: number;
  /** Fields and files together. */
  maxParts: number;
  /** One text field, in bytes. */
  maxFieldBytes: number;
  /** Files accepted (0: the form takes none). */
  maxFiles?: number;
  /** One file, in bytes. */
  maxFileBytes?: number;
}

/** Enough of a file's first bytes to recognise its type (app/server/uploads/check-upload.ts). */
export const FILE_HEAD_BYTES = 4100;

export interface ReceivedFile {
  /** The form field it was posted under. */
  field: string;
  /** The name the browser gave it. */
  name: string;
  /** Bytes received (up to the limit when `tooLarge`). */
  size: number;
  /** Over `maxFileBytes`: cut off, nothing of it is kept. */
  tooLarge: boolean;
  head: Uint8Array;
  /** Where its bytes are while the request lasts (empty when `tooLarge`). */
  path: string;
}

export interface ReceivedForm {
  /** The text fields (no files), in the order they came. */
  fields: FormData;
  files: ReceivedFile[];
  /** More files were posted than the form takes; the extra ones were dropped. */
  tooManyFiles: boolean;
  /** Text fields longer than `maxFieldBytes`, cut off. */
  truncatedFields: string[];
  /** Removes the received files from disk. */
  dispose(): Promise<void>;
}

/** Why a body was not read: typed, so callers never match message text. */
export type FormReadProblem = "too-large" | "too-many-parts" | "unreadable";

export type FormRead = { ok: true; form: ReceivedForm } | { ok: false; problem: FormReadProblem };

