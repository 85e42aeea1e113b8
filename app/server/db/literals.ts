/**
 * Our own constants (stage codes) written into a statement as literals rather than sent as
 * parameters. On PostgreSQL statements are prepared and may keep a generic plan
 * (app/server/db/postgres-prepared-statements.ts), which cannot see a parameter's value and
 * guesses how many rows a stage holds; a literal lets it plan for the stage it reads.
 * Only for values the code itself names, never for anything a person typed.
 */
import { sql } from "kysely";

export function literal(value: string) {
  return sql.lit(value);
}

export function literals(values: readonly string[]) {
  return values.map(literal);
}

/**
 * A team member's id (made by the server when the account was created, never typed) as a
 * literal, for the statements that read one person's records: a text per person, tens for a
 * team, each with a plan kept for how many records that person holds, where a parameter made
 * PostgreSQL plan the statement afresh on every run.
 */
export function teamMemberLiteral(userId: string) {
  return sql.lit(userId);
}
