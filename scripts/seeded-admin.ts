/**
 * A database with content and a signed-in admin, for the commands that measure the
 * signed-in pages (`npm run bench`, `npm run audit`):
 *
 * 1. `createSeededAdmin`, before the server starts: the admin account through the CLI,
 *    as the agency creates its first admin (docs/accounts.md), then published posts and
 *    leads through the domain functions (scripts/bench-seed.ts).
 * 2. `signInAdmin`, once the server answers: sets the admin's password through the
 *    emailed /reset-password link, enrols its second factor and signs in; returns the Cookie header to send.
 */
import { execFileSync } from "node:child_process";
import { enrolAuthenticator, signInThroughForms } from "../tests/support/second-factor.ts";
import { seedBenchDatabase, type SeedResult } from "./bench-seed.ts";

export interface SeededAdmin extends SeedResult {
  email: string;
  /** The token of the set-password link `npm run admin -- create` printed. */
  resetToken: string;
}

export async function createSeededAdmin(
  serverEnv: Record<string, string>,
  options: { email: string; publicUrl: string; posts: number; leads: number },
): Promise<SeededAdmin> {
  const created = execFileSync(process.execPath, ["scripts/admin.ts", "create", options.email], { env: { ...process.env, ...serverEnv }, encoding: "utf8" });
  const resetToken = /\/reset-password\?token=(\S+)/.exec(created)?.[1];
  if (!resetToken) throw new Error(`admin create printed no link:\n${created}`);
  Object.assign(process.env, serverEnv); // the seeding below reads the server's environment
  const { startApplication } = await import("../app/server/application.ts");
  const application = await startApplication();
  const { db, fileKeys } = application.services;
  try {
    const admin = await db.selectFrom("user").select("id").where("email", "=", options.email).executeTakeFirstOrThrow();
    const seed = await seedBenchDatabase(db, fileKeys, { authorId: admin.id, publicUrl: options.publicUrl, posts: options.posts, leads: options.leads });
    return { ...seed, email: options.email, resetToken };
  } finally {
    await application.stop();
  }
}

/**
 * Team accounts need a second factor: the admin enrols an authenticator app through the product's
 * own pages at its first sign-in, and the codes are computed as the app on a phone would
 * (tests/support/second-factor.ts), then it signs in with password and code.
 */
export async function signInAdmin(url: string, admin: Pick<SeededAdmin, "email" | "resetToken">, password: string): Promise<string> {
  const reset = await fetch(`${url}/reset-password`, {
    method: "POST",
    body: new URLSearchParams({ token: admin.resetToken, password, confirmPassword: password }),
    headers: { origin: url },
    redirect: "manual",
  });
  if (reset.status !== 303) throw new Error(`setting the admin's password failed (${reset.status})`);
  await enrolAuthenticator({ url }, admin.email, password);
  const cookie = (await signInThroughForms({ url }, admin.email, password)).header();
  const check = await fetch(`${url}/dashboard`, { headers: { cookie } });
  if (!(await check.text()).includes("Admin Dashboard")) throw new Error("the session cookie does not open the admin dashboard");
  return cookie;
}
