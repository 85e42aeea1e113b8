/**
 * The application's services, started once (application.ts) and handed to domain code as a plain
 * object: by the HTTP side through React Router's context (app/http/context.ts), by command-line
 * tools directly. Nothing here is a process global.
 */
import type { Kysely } from "kysely";
import type { Agency } from "../config/agency.ts";
import type { Auth } from "./accounts/auth.ts";
import type { DatabaseEngine } from "./db/connection.ts";
import type { Database } from "./db/schema.ts";
import type { Env } from "./env.ts";
import type { FileKeyring } from "./uploads/file-encryption.ts";

export interface AppServices {
  env: Env;
  /** The agency's facts with this deployment's overrides (config/agency.ts). */
  agency: Agency;
  db: Kysely<Database>;
  engine: DatabaseEngine;
  auth: Auth;
  /** The agency's keys for uploaded files: stored encrypted with them, opened with them (uploads/file-encryption.ts). */
  fileKeys: FileKeyring;
  /** Asks the email worker to look at the outbox now (after a commit that queued mail). */
  kickOutbox(): void;
}
