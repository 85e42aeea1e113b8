/** The Users page's list: every account, newest first, searchable by email, filterable by role and state. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { lowerLike } from "../db/like.ts";
import { escapeLike } from "../inbox/search-term.ts";
import { toBoolean, toDate } from "./auth-values.ts";
import { asRole, isTeamRole, type Role } from "./roles.ts";
import { clampPage } from "../paging.ts";

export const USERS_PAGE_SIZE = 25;

export interface AccountFilter {
  /** Part of an email address. */
  search: string | null;
  role: Role | null;
  /** "disabled" or "active"; null for both. */
  state: "active" | "disabled" | null;
}

export interface AccountRow {
  id: string;
  email: string;
  /** The display name (team members set one; customers usually have none). */
  name: string;
  verified: boolean;
  role: Role;
  disabled: boolean;
  /** A team account invited but without a password yet: it can be invited again. */
  invitationPending: boolean;
  createdAt: string;
  /** When the account last signed in: our column, else its newest session; null if never. */
  lastSignInAt: string | null;
  /** The account has a second factor (an authenticator app or a passkey). */
  secondFactor: boolean;
}

export interface AccountPage {
  rows: AccountRow[];
  total: number;
  page: number;
  pageCount: number;
}

function filtered(db: Kysely<Database>, filter: AccountFilter) {
  let query = db.selectFrom("user");
  const search = filter.search?.trim().toLowerCase().slice(0, 254);
  if (search) query = query.where(lowerLike("email", `%${escapeLike(search)}%`));
  if (filter.role) query = query.where("role", "=", filter.role);
  if (filter.state) {
    // 0/1 on SQLite, boolean on PostgreSQL: compare as text, the same on both.
    const disabled = filter.state === "disabled";
    query = query.where((eb) => eb(eb.cast("disabled", "text"), "in", disabled ? ["1", "true"] : ["0", "false"]));
  }
  return query;
}

export async function listAccounts(db: Kysely<Database>, filter: AccountFilter, requestedPage = 1): Promise<AccountPage> {
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const total = Number(count);
  const { page, pageCount } = clampPage(total, requestedPage, USERS_PAGE_SIZE);
  const rows = await filtered(db, filter)
    .select((eb) => [
      "user.id",
      "user.email",
      "user.name",
      "user.email_verified",
      "user.role",
      "user.disabled",
      "user.two_factor_enabled",
      "user.created_at",
      "user.last_sign_in_at",
      eb.selectFrom("session").select((s) => s.fn.max("session.created_at").as("m")).whereRef("session.user_id", "=", "user.id").as("newest_session"),
      eb
        .exists(
          eb
            .selectFrom("account")
            .select("account.id")
            .whereRef("account.user_id", "=", "user.id")
            .where("account.provider_id", "=", "credential")
            .where("account.password", "is not", null),
        )
        .as("has_password"),
    ])
    .orderBy("user.created_at", "desc")
    .orderBy("user.id")
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE)
    .execute();
  return {
    rows: rows.map((row) => {
      const fromSession = row.newest_session ? toDate(row.newest_session).toISOString() : null;
      const lastSignInAt = [row.last_sign_in_at, fromSession].filter((v): v is string => !!v).sort().pop() ?? null;
      const role = asRole(row.role);
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        verified: toBoolean(row.email_verified),
        role,
        disabled: toBoolean(row.disabled),
        invitationPending: isTeamRole(role) && !toBoolean(row.has_password),
        createdAt: toDate(row.created_at).toISOString(),
        lastSignInAt,
        secondFactor: toBoolean(row.two_factor_enabled),
      };
    }),
    total,
    page,
    pageCount,
  };
}

/** Admins whose accounts are not disabled. */
export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const admins = await db.selectFrom("user").select("disabled").where("role", "=", "admin").execute();
  return admins.filter((a) => !toBoolean(a.disabled)).length;
}
