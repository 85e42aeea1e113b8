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
import { signingPdf } from "./signing/pdf-layer.ts";
import type { SigningDeps } from "./signing/signing-context.ts";
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

/** What the signing functions are given (signing/signing-context.ts): these services, the PDF layer and the site's address for links. */
export function signingDepsOf(services: Pick<AppServices, "db" | "fileKeys" | "agency" | "env">): SigningDeps {
  return { db: services.db, fileKeys: services.fileKeys, agency: services.agency, pdf: signingPdf, publicUrl: services.env.PUBLIC_URL };
}
