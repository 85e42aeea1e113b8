/**
 * `npm run admin -- <command> <email>`: manage accounts from the command line
 * (on the server, against DATABASE_URL; reads .env like `npm run serve`).
 *
 *   create <email>   create an admin account and print a one-time link to set its password
 *   invite <email> --name "Dana Reyes" [--role staff|admin]
 *                    invite a team member: create the account, email the invitation and print its link
 *   role <email> <customer|staff|admin>
 *                    give an existing account a role (audited)
 *   grant <email>    give an existing account the admin role
 *   revoke <email>   take the admin role away (takes effect on the next request)
 *   disable <email>  stop an account from signing in and end its sessions
 *   enable <email>   undo disable
 *   list             print every admin account
 *
 * Runs under plain Node (type stripping): it imports app/server modules only.
 */
import { parseArgs } from "node:util";
import { isRole, roleLabels } from "../app/lib/account-roles.ts";
import { INVITATION_LINK_DAYS, teamInviteSchema } from "../app/lib/schemas/team-invite.ts";
import { changeRole } from "../app/server/accounts/admin-account-actions.ts";
import { isConfiguredAdmin } from "../app/server/accounts/admin-emails.ts";
import {
  createAdminAccount,
  grantAdmin,
  listAdmins,
  revokeAdmin,
  setAccountDisabled,
  type ManageResult,
} from "../app/server/accounts/manage-accounts.ts";
import { systemActor } from "../app/server/audit/record-audit.ts";
import { recordSecurityEvent } from "../app/server/security/security-events.ts";
import { startApplication, type Application } from "../app/server/application.ts";
import { inviteTeamMember } from "../app/server/team/invite-team-member.ts";
import { email as emailSchema } from "../app/lib/field-schemas.ts";

const USAGE = `Usage: npm run admin -- <command> [email] [options]

Commands:
  create <email>   create an admin account and print a one-time link to set its password
  invite <email> --name "Dana Reyes" [--role staff|admin]
                   invite a team member (staff unless --role admin): create the account,
                   email the invitation and print its one-time link (valid ${INVITATION_LINK_DAYS} days)
  role <email> <customer|staff|admin>
                   give an existing account a role
  grant <email>    give an existing account the admin role
  revoke <email>   take the admin role away
  disable <email>  stop an account from signing in and end its sessions
  enable <email>   allow a disabled account to sign in again
  list             list the admin accounts`;

const ACTOR = systemActor("npm run admin");

function fail(message: string): number {
  console.error(message);
  return 1;
}

function reportNotFound(result: ManageResult, email: string): boolean {
  if (result.ok) return false;
  console.error(`No account uses ${email}. It must sign up first (or use: npm run admin -- create ${email}).`);
  return true;
}

async function run(args: string[]): Promise<number> {
  let parsedArgs;
  try {
    parsedArgs = parseArgs({ args, allowPositionals: true, options: { name: { type: "string" }, role: { type: "string" } } });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : error}\n\n${USAGE}`);
  }
  const { positionals, values: options } = parsedArgs;
  const [command, rawEmail, ...extra] = positionals;
  if (!command || command === "help" || command === "--help") return fail(USAGE);
  // Only `role` takes a second word, and only `invite` takes options.
  if (extra.length > (command === "role" ? 1 : 0) || (command !== "invite" && (options.name !== undefined || options.role !== undefined))) return fail(USAGE);

  application = await startApplication();
  const { env, db, auth } = application.services;

  if (command === "list") {
    const admins = await listAdmins(db);
    console.log(admins.length ? admins.join("\n") : "There are no admin accounts yet.");
    return 0;
  }

  const parsed = emailSchema.safeParse(rawEmail ?? "");
  if (!parsed.success) return fail(rawEmail ? `"${rawEmail}" is not an email address.\n\n${USAGE}` : USAGE);
  const email = parsed.data;

  switch (command) {
    case "create": {
      const result = await createAdminAccount(auth, email, env.PUBLIC_URL);
      if (!result.ok) return fail(`An account already uses ${email}. To make it an admin: npm run admin -- grant ${email}`);
      // A new admin reaches the other admins (app/server/security/security-events.ts).
      await recordSecurityEvent(db, { kind: "admin-granted", account: { id: result.userId, email }, from: null, by: ACTOR, how: "command line" });
      console.log(`Created the admin account ${email}.`);
      console.log(`\nOpen this link to choose its password (it works once, until ${result.expiresAt.toISOString()}):\n\n  ${result.link}\n`);
      console.log("Then sign in at /login with that email and password.");
      return 0;
    }
    case "invite": {
      const invite = teamInviteSchema.safeParse({ email, name: options.name ?? "", role: options.role ?? "staff" });
      if (!invite.success) return fail(`${invite.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join("\n")}\n\n${USAGE}`);
      const result = await inviteTeamMember(application.services, ACTOR, invite.data);
      if (!result.ok) {
        if (result.reason === "customer") return fail(`${result.message}\nTo do that: npm run admin -- role ${email} ${result.role}`);
        return fail(result.message);
      }
      console.log(`${result.again ? "Invited again" : "Invited"}: ${invite.data.name} <${email}> as ${roleLabels[invite.data.role]}. The invitation email is in the outbox.`);
      console.log(`\nThe link to set the password (it works once, until ${result.expiresAt.toISOString()}):\n\n  ${result.link}\n`);
      return 0;
    }
    case "role": {
      const role = extra[0];
      if (!isRole(role)) return fail(`Which role? customer, staff or admin.\n\n${USAGE}`);
      const user = await db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst();
      if (!user) {
        reportNotFound({ ok: false, reason: "not-found" }, email);
        return 1;
      }
      const result = await changeRole(db, ACTOR, user.id, role, env.ADMIN_EMAILS);
      if (!result.ok) return fail(result.message);
      console.log(result.message);
      if (result.warning) console.warn(`Note: ${result.warning}`);
      return 0;
    }
    case "grant": {
      if (reportNotFound(await grantAdmin(db, email), email)) return 1;
      console.log(`${email} is now an admin.`);
      return 0;
    }
    case "revoke": {
      if (reportNotFound(await revokeAdmin(db, email), email)) return 1;
      console.log(`${email} is no longer an admin.`);
      if (isConfiguredAdmin(email, env.ADMIN_EMAILS)) {
        console.warn(`Note: ${email} is listed in ADMIN_EMAILS, so it becomes an admin again at its next sign-in. Remove it from ADMIN_EMAILS too.`);
      }
      return 0;
    }
    case "disable":
    case "enable": {
      if (reportNotFound(await setAccountDisabled(db, email, command === "disable", ACTOR), email)) return 1;
      console.log(command === "disable" ? `${email} is disabled and signed out everywhere.` : `${email} can sign in again.`);
      return 0;
    }
    default:
      return fail(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

let application: Application | undefined;
let code = 1;
try {
  code = await run(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await application?.stop();
}
process.exit(code);
