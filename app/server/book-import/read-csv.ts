/**
 * A book-of-business file's text into rows (csv-parse, streamed in chunks so a large file
 * does not hold the event loop while it is read). Row numbers are the spreadsheet's: the
 * header is row 1, and a row is numbered by the line it starts on, so a person finds it in
 * Excel or a text editor. Blank lines and rows of empty cells are skipped.
 */
import { parse } from "csv-parse";
import { yieldToEventLoop } from "../event-loop.ts";

/** Rows of policies a file may hold (a whole agency's book, with room to spare). */
export const MAX_IMPORT_ROWS = 50_000;

/** Characters handed to the parser at a time; the event loop turns between chunks. */
const CHUNK = 256 * 1024;

export interface CsvRow {
  /** The spreadsheet row number (the header is 1). */
  rowNumber: number;
  cells: string[];
}

export type CsvRead = { ok: true; header: string[]; rows: CsvRow[] } | { ok: false; message: string };

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/** csv-parse's error codes worded for a person (the rest get a general sentence). */
function parseProblem(error: unknown): string {
  const code = (error as { code?: string }).code;
  const line = (error as { lines?: number }).lines;
  const where = line ? ` near line ${line}` : "";
  if (code === "CSV_QUOTE_NOT_CLOSED") return `A quoted cell is never closed${where}. Please check the quotation marks in the file.`;
  if (code === "CSV_INVALID_CLOSING_QUOTE" || code === "INVALID_OPENING_QUOTE") return `A quotation mark is out of place${where}. Please check the quotation marks in the file.`;
  if (code === "CSV_MAX_RECORD_SIZE") return `A row is far too long${where}. Please check that the file is a CSV export.`;
  return `The file could not be read as CSV${where}. Please export it again as CSV (comma-separated values).`;
}

export async function readCsv(text: string, { maxRows = MAX_IMPORT_ROWS }: { maxRows?: number } = {}): Promise<CsvRead> {
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: false, max_record_size: 64 * 1024 });
  const records: ParsedRecord[] = [];
  let failure: string | null = null;
  let tooMany = false;
  parser.on("readable", () => {
    let entry: ParsedRecord | null;
    while ((entry = parser.read() as ParsedRecord | null) !== null) records.push(entry);
  });
  const finished = new Promise<void>((resolve) => {
    parser.on("error", (error) => {
      failure = parseProblem(error);
      resolve();
    });
    parser.on("end", () => resolve());
  });
  for (let at = 0; at < text.length && failure === null; at += CHUNK) {
    parser.write(text.slice(at, at + CHUNK));
    // A header and the row limit's worth of records is all a file may have: stop reading past it.
    if (records.length > maxRows + 1) {
      tooMany = true;
      break;
    }
    await yieldToEventLoop();
  }
  if (tooMany) {
    parser.destroy();
    return { ok: false, message: `The file has more than ${maxRows.toLocaleString("en-US")} rows. Please split it into smaller files and import each one.` };
  }
  if (failure === null) parser.end();
  await finished;
  if (failure !== null) return { ok: false, message: failure };

  let nextLine = 1;
  const rows: CsvRow[] = [];
  let header: string[] | null = null;
  for (const { record, info } of records) {
    const rowNumber = nextLine;
    nextLine = info.lines + 1;
    if (record.every((cell) => cell.trim() === "")) continue;
    if (!header) header = record;
    else rows.push({ rowNumber, cells: record });
  }
  if (!header) return { ok: false, message: "The file is empty. Please choose the CSV export of your book of business." };
  if (!rows.length) return { ok: false, message: "The file has a header row but no policies under it." };
  if (rows.length > maxRows) {
    return { ok: false, message: `The file has more than ${maxRows.toLocaleString("en-US")} rows. Please split it into smaller files and import each one.` };
  }
  return { ok: true, header, rows };
}
