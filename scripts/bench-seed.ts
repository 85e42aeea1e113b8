/**
 * The data `npm run bench` measures against: the demo data of `npm run seed:demo`
 * (scripts/seed-demo.ts), with every post published. Posts go through the blog manager's
 * domain function, leads through the four forms' domain functions (each with its emails and
 * files, as a visitor's post), spread over two years with statuses, notes and audit entries.
 * No email is left queued, so the outbox worker is idle while the routes are measured
 * (sending is not what the bench measures).
 */
import type { Kysely } from "kysely";
import { agencyFromEnv } from "../app/config/agency.ts";
import type { Database } from "../app/server/db/schema.ts";
import { parseEnv } from "../app/server/env.ts";
import type { FileKeyring } from "../app/server/uploads/file-encryption.ts";
import { seedDemoData } from "./seed-demo.ts";

export interface SeedResult {
  posts: number;
  leads: number;
  /** Slug of a published post, for the "database blog post" route. */
  postSlug: string;
}

export async function seedBenchDatabase(db: Kysely<Database>, fileKeys: FileKeyring, options: { authorId: string; publicUrl: string; posts: number; leads: number }): Promise<SeedResult> {
  const context = { agency: agencyFromEnv(parseEnv(process.env)), publicUrl: options.publicUrl, fileKeys };
  const seeded = await seedDemoData(db, context, { submissions: options.leads, posts: options.posts, authorId: options.authorId, draftShare: 0 });
  return { posts: seeded.published, leads: options.leads, postSlug: seeded.postSlug };
}
