/**
 * THE CSV rule (one place, unit-tested): how every export of the back office writes
 * a cell, a row and a file.
 *
 * - UTF-8 with a byte-order mark, so Excel opens accents and symbols correctly.
 * - RFC 4180 quoting: a cell with a comma, a double quote, a line break or
 *   leading/trailing space is wrapped in double quotes, with quotes doubled.
 * - Formula injection (CWE-1236): a cell that begins with = + - @, a tab or a
 *   carriage return would be run as a formula by spreadsheet programs. Such a cell
 *   is neutralised with a leading apostrophe, which spreadsheets show as text.
 *   Every value we export is text someone typed, so no cell is exempt.
 * - Rows end with CRLF.
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** A value that a spreadsheet would read as a formula gets a leading apostrophe. */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One cell: neutralised, then quoted when needed. null and undefined are empty. */
export function csvCell(value: string | number | null | undefined): string {
  const text = neutralizeFormula(value == null ? "" : String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ending with CRLF. */
export function csvRow(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** A whole file: byte-order mark, header, rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join("");
}
