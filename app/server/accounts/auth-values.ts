/**
 * Reading better-auth's columns the same way on both engines: SQLite hands back
 * ISO text and 0/1, PostgreSQL Date objects and booleans (see db/schema.ts).
 */
export function toBoolean(value: boolean | number | string | null | undefined): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
