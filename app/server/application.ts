/**
 * Starting and stopping the application's services: environment, database (migrated),
 * the agency's file keys, accounts, email worker. Command-line tools call `startApplication()`;
 * the HTTP server starts it through app/http/application.ts, which adds the router context each
 * request gets.
 */
import { agencyFromEnv, unsetAgencyFacts } from "../config/agency.ts";
import { createAuth, type Auth } from "./accounts/auth.ts";
import { loadAuthSecret } from "./accounts/auth-secret.ts";
import { openDatabase, resolveDatabaseUrl, type AppDatabase } from "./db/connection.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { parseEnv, type Env } from "./env.ts";
import { errorFields, log } from "./log.ts";
import { smtpTransport, startOutboxWorker } from "./mail/outbox-worker.ts";
import { startScheduler } from "./notifications/scheduler.ts";
import { startWebhookWorker } from "./integrations/webhook-delivery.ts";
import { longestRateLimitWindowMs } from "./security/rate-limit.ts";
import { hasSessionCookie } from "./session-cookie.ts";
import { visitSourceCookie, type PageView } from "./pipeline/visit-source-cookie.ts";
import { startPostViewTally } from "./blog/post-views.ts";
import { startScheduledPublisher } from "./blog/scheduled-publisher.ts";
import { followPublicChanges, type ChangeFollower } from "./public-pages/change-follower.ts";
import type { AppServices } from "./services.ts";
import { stopSigningPdf } from "./signing/pdf-layer.ts";
import type { FileKeyring } from "./uploads/file-encryption.ts";
import { loadFileKeys } from "./uploads/file-keys.ts";
import { fileKeyIdsInUse, startPlainFileEncryption } from "./uploads/file-key-passes.ts";

export interface Application {
  services: AppServices;
  /** One more view of a published post, written with the others within a second (blog/post-views.ts). */
  countPostView(postId: string): void;
  /** Calls `onChange` with the tags of every public page change committed by any instance (public-pages/change-follower.ts). */
  followPublicChanges(onChange: (tags: string[]) => void | Promise<void>): Promise<ChangeFollower>;
  /** True when a request carries a session cookie (such visitors never get prerendered pages). */
  hasSessionCookie(cookieHeader: string | null | undefined): boolean;
  /** The visit-source cookie a page view sets, or null (app/server/pipeline/visit-source-cookie.ts). */
  visitSourceCookie(view: PageView): string | null;
  log: typeof log;
  errorFields: typeof errorFields;
  /** Stops the email worker, the scheduler, the post publisher, the followers, the encryption of files stored plain and the signing PDF worker thread, stores the views counted, and closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Defaults to the validated process environment. */
  env?: Env;
  /**
   * Run the email worker in this process (the HTTP server does; command-line tools do not),
   * and with it the scheduler of the digest and follow-up reminders (app/server/notifications/scheduler.ts).
   */
  emailWorker?: boolean;
}

function authFor(env: Env, database: AppDatabase): Auth {
  return createAuth({
    db: database.db,
    engine: database.engine,
    publicUrl: env.PUBLIC_URL,
    secret: loadAuthSecret(env),
    adminEmails: env.ADMIN_EMAILS,
    agency: agencyFromEnv(env),
  });
}

function createServices(env: Env, database: AppDatabase, fileKeys: FileKeyring, kickOutbox: () => void): AppServices {
  return { env, agency: agencyFromEnv(env), db: database.db, engine: database.engine, auth: authFor(env, database), fileKeys, kickOutbox };
}

export async function startApplication(options: StartOptions = {}): Promise<Application> {
  const env = options.env ?? parseEnv(process.env);
  const database = openDatabase(resolveDatabaseUrl(env.DATABASE_URL));
  let fileKeys: FileKeyring;
  try {
    const migrated = await migrateToLatest(database.db);
    for (const result of migrated.results ?? []) log.info("migration applied", { migration: result.migrationName });
    // After the migration (it adds the envelope columns); a database with encrypted files and no key stops here.
    fileKeys = loadFileKeys(env, await fileKeyIdsInUse(database.db));
  } catch (error) {
    await database.close();
    throw error;
  }

  let kick = () => {};
  const services = createServices(env, database, fileKeys, () => kick());
  // better-auth checks its tables against its configuration now, not at the first sign-in.
  await (await services.auth.$context).checkSchema?.();

  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  let scheduler: ReturnType<typeof startScheduler> | undefined;
  let webhooks: ReturnType<typeof startWebhookWorker> | undefined;
  if (options.emailWorker) {
    // The secret better-auth was started with (BETTER_AUTH_SECRET or the generated file) also signs
    // the preferences link of every email to a customer or lead, and renewal reminders' links.
    const { secret } = await services.auth.$context;
    worker = startOutboxWorker({
      db: database.db,
      transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
      from: env.MAIL_FROM ?? `"${services.agency.name}" <${services.agency.emails.info}>`,
      pollMs: env.OUTBOX_POLL_MS,
      lockSeconds: env.OUTBOX_LOCK_SECONDS,
      rateLimitMaxAgeMs: longestRateLimitWindowMs(env),
      preferences: { secret, publicUrl: env.PUBLIC_URL },
    });
    kick = worker.kick;
    scheduler = startScheduler({ db: database.db, agency: services.agency, publicUrl: env.PUBLIC_URL, secret, fileKeys, onQueued: () => kick(), intervalMs: env.SCHEDULER_INTERVAL_SECONDS * 1000 });
    // Every server process delivers webhooks; each delivery is claimed in the database, so several never send one twice.
    webhooks = startWebhookWorker({ db: database.db, agency: services.agency, publicUrl: env.PUBLIC_URL, allowPrivate: env.WEBHOOK_ALLOW_PRIVATE_TARGETS, pollMs: env.WEBHOOK_POLL_MS });
    if (!env.SMTP_URL) log.warn("SMTP_URL is not set: emails stay in the outbox and are printed to this log");
    const unsetFacts = unsetAgencyFacts(env);
    if (unsetFacts.length) log.warn("agency facts not configured yet: set them before launch (.env.example, README)", { unset: unsetFacts });
  }

  // Files stored before encryption are encrypted by the server, in the background (uploads/file-key-passes.ts).
  const plainFiles = options.emailWorker ? startPlainFileEncryption(database.db, fileKeys) : undefined;
  const postViews = startPostViewTally(database.db);
  const followers: ChangeFollower[] = [];
  // Scheduled posts go live from the server processes (not command-line tools); this instance
  // then reads the page change at once, so its own visitors see the post without a poll's wait.
  const publisher = options.emailWorker
    ? startScheduledPublisher({ db: database.db, pollMs: env.BLOG_PUBLISH_POLL_MS, onPublished: () => followers.forEach((follower) => void follower.catchUp()) })
    : undefined;

  return {
    services,
    countPostView: (postId) => postViews.add(postId),
    async followPublicChanges(onChange) {
      const follower = await followPublicChanges(database.db, { pollMs: env.PUBLIC_PAGE_POLL_MS, onChange });
      followers.push(follower);
      return follower;
    },
    hasSessionCookie,
    visitSourceCookie: (view) => visitSourceCookie(view, env.PUBLIC_URL),
    log,
    errorFields,
    async stop() {
      for (const follower of followers) follower.stop();
      await plainFiles?.stop();
      await scheduler?.stop();
      await webhooks?.stop();
      await publisher?.stop();
      await worker?.stop();
      await postViews.stop();
      await stopSigningPdf();
      await database.close();
    },
  };
}

/**
 * Services for `react-router dev` and prerendering, which call the routes without our HTTP server
 * (app/http/local-services-middleware.ts provides them): the environment and agency at once, the
 * database and accounts opened on first use (prerendered pages never touch them, so a build opens
 * no database). There is no email worker: mail waits in the outbox; nor scheduler: no digests or
 * reminders are queued.
 */
export function createLocalServices(): AppServices {
  const env = parseEnv(process.env);
  let database: AppDatabase | undefined;
  let auth: Auth | undefined;
  let fileKeys: FileKeyring | undefined;
  const open = () => (database ??= openDatabase(resolveDatabaseUrl(env.DATABASE_URL)));
  return {
    env,
    agency: agencyFromEnv(env),
    get db() { return open().db; },
    get engine() { return open().engine; },
    // Created after the database (and, in development, after its migration): better-auth checks its tables when it starts.
    get auth() { return (auth ??= authFor(env, open())); },
    // No start-up check here (it needs the database): the dev server uses or generates the key file as the server does.
    get fileKeys() { return (fileKeys ??= loadFileKeys(env)); },
    kickOutbox() {},
  };
}
