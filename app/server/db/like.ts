/**
 * Case-insensitive "contains" that behaves the same on SQLite and PostgreSQL:
 * `lower(column) like pattern escape '\'`. SQLite has no default LIKE escape
 * character, so it is always named. Build patterns with escapeLike()
 * (app/server/inbox/search-term.ts) so % and _ typed by staff match literally.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";

export function lowerLike(column: string, pattern: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
