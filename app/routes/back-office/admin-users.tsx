/**
 * User management (docs/back-office.md#users, docs/product.md#team-accounts-and-invitations):
 * every account with its name, email, whether the address is verified, its role, state,
 * creation and last sign-in; search by email; filter by role and state. Admins invite team
 * members (staff or admin) by email, give any account a role (customer, staff, admin), send a
 * pending invitation again, open a team member's profile, disable an account (its sessions end
 * at once) and enable it again. The last active admin cannot demote themselves, and nobody can
 * disable themselves (app/server/accounts/admin-account-rules.ts). Admins only; every change is audited.
 */
import { CheckCircle2, CircleSlash, KeyRound, MailPlus, Send, UserCheck, UserCog, UserX } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-users";
import { AdminFrame, EmptyState, Panel } from "../../components/admin/AdminFrame.tsx";
import { AccountStateBadge, RoleBadge } from "../../components/admin/Badges.tsx";
import { FilterSelect, hrefWith, Pagination, SearchForm } from "../../components/admin/listing.tsx";
import { ErrorSummary, Field, SelectField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { isRole, roleInSentence, roleLabels, ROLES, TEAM_ROLES, type Role, type TeamRole } from "../../lib/account-roles.ts";
import { formatDateTime } from "../../lib/format.ts";
import { parseForm, type FieldErrors, type FormValues } from "../../lib/form-data.ts";
import { INVITATION_LINK_DAYS, teamInviteLabels } from "../../lib/schemas/team-invite-fields.ts";
import { teamInviteSchema } from "../../lib/schemas/team-invite.ts";
import { changeAccount, changeRole, type AccountChangeResult } from "../../server/accounts/admin-account-actions.ts";
import { requireAdmin, requireRecentSecondFactor } from "../../http/guards.ts";
import { resetSecondFactors } from "../../server/accounts/reset-second-factors.ts";
import { countActiveAdmins, listAccounts, USERS_PAGE_SIZE } from "../../server/accounts/list-accounts.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { parsePage } from "../../server/inbox/list-leads.ts";
import { inviteTeamMember, resendInvitation, type InviteResult } from "../../server/team/invite-team-member.ts";
import { servicesOf } from "../../http/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  const role = url.searchParams.get("role");
  const state = url.searchParams.get("state");
  const filter = {
    search: (url.searchParams.get("q") ?? "").trim().slice(0, 200) || null,
    role: isRole(role) ? role : null,
    state: state === "active" || state === "disabled" ? state : null,
  } as const;
  const db = servicesOf(context).db;
  const [accounts, activeAdmins] = await Promise.all([listAccounts(db, filter, parsePage(url.searchParams.get("page"))), countActiveAdmins(db)]);
  return { accounts, filter, me: admin.id, activeAdmins, pageSize: USERS_PAGE_SIZE };
}

export interface UsersActionResult {
  tone: "success" | "info" | "error";
  /** Shown at the top of the page; empty when the invitation form shows its own errors. */
  message: string;
  warning?: string;
  /** The invitation form's problems and what was typed (kept when nothing was sent). */
  invite?: { errors: FieldErrors; values: FormValues };
  /** A customer's account uses the invited address: offered instead, never done silently. */
  offer?: { userId: string; email: string; role: TeamRole };
}

function fromAccountChange(result: AccountChangeResult) {
  if (!result.ok) return data<UsersActionResult>({ tone: "error", message: result.message }, { status: result.status });
  return data<UsersActionResult>({ tone: result.changed ? "success" : "info", message: result.message, warning: result.warning });
}

function fromInvitation(result: InviteResult, values?: FormValues) {
  if (result.ok) return data<UsersActionResult>({ tone: "success", message: result.message });
  // Nothing was sent: the form keeps what was typed.
  const invite = values ? { errors: {}, values } : undefined;
  if (result.reason === "customer") {
    return data<UsersActionResult>({ tone: "info", message: result.message, invite, offer: { userId: result.userId, email: result.email, role: result.role } }, { status: 409 });
  }
  return data<UsersActionResult>({ tone: result.reason === "disabled" ? "error" : "info", message: result.message, invite }, { status: 409 });
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const services = servicesOf(context);
  const formData = await readAdminForm(request);
  const intent = formData.get("intent");
  const userId = String(formData.get("userId") ?? "");
  switch (intent) {
    case "invite": {
      const parsed = parseForm(teamInviteSchema, formData);
      if (!parsed.ok) {
        return data<UsersActionResult>(
          // The form's error summary says it all (and takes the focus).
          { tone: "error", message: "", invite: { errors: parsed.errors, values: parsed.values } },
          { status: 400 },
        );
      }
      if (parsed.data.role === "admin") requireRecentSecondFactor({ request }, admin);
      return fromInvitation(await inviteTeamMember(services, admin, parsed.data), parsed.values);
    }
    case "resend": {
      const result = userId ? await resendInvitation(services, admin, userId) : null;
      if (!result) return data<UsersActionResult>({ tone: "error", message: "This account no longer exists." }, { status: 404 });
      return fromInvitation(result);
    }
    case "role": {
      const role = formData.get("role");
      if (!userId || !isRole(role)) throw data("Unknown role", { status: 400 });
      requireRecentSecondFactor({ request }, admin);
      return fromAccountChange(await changeRole(services.db, admin, userId, role, services.env.ADMIN_EMAILS));
    }
    // A customer who lost their phone and their recovery codes (a team member's is on their profile page).
    case "reset-factors": {
      const result = userId ? await resetSecondFactors(services.db, admin, userId, { agency: services.agency, origin: services.env.PUBLIC_URL }) : null;
      if (!result?.ok) return data<UsersActionResult>({ tone: "error", message: "This account's second factor cannot be reset here." }, { status: result?.reason === "own-account" ? 400 : 404 });
      services.kickOutbox();
      return data<UsersActionResult>({ tone: "success", message: `The second factor of ${result.email} was reset: they were signed out everywhere and emailed, and sign in with their password alone until they set up a new one.` });
    }
    case "disable":
    case "enable":
      if (!userId) break;
      return fromAccountChange(await changeAccount(services.db, admin, userId, intent));
  }
  throw data("Unknown action", { status: 400 });
}

export const meta = () => [{ title: "Users · Back office" }, { name: "robots", content: "noindex" }];

type Row = Route.ComponentProps["loaderData"]["accounts"]["rows"][number];

const outlineButton = "inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-md border-2 bg-white px-3 text-sm font-semibold disabled:opacity-60";

function StateButton({ row, busy }: { row: Row; busy: boolean }) {
  const change = row.disabled ? "enable" : "disable";
  const look = {
    disable: { label: "Disable", sr: `Disable ${row.email}`, Icon: UserX, className: "border-red-700 text-red-800 hover:bg-red-50" },
    enable: { label: "Re-enable", sr: `Re-enable ${row.email}`, Icon: UserCheck, className: "border-green-700 text-green-900 hover:bg-green-50" },
  }[change];
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={row.id} />
      <button type="submit" name="intent" value={change} disabled={busy} className={`${outlineButton} ${look.className}`}>
        <look.Icon aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">{look.label}</span>
        <span className="sr-only">{look.sr}</span>
      </button>
    </Form>
  );
}

/** A select of the three roles and its button; the select's label is read, not shown (the column says Role). */
function RoleForm({ row, busy }: { row: Row; busy: boolean }) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="userId" value={row.id} />
      <label>
        <span className="sr-only">Role of {row.email}</span>
        <select
          name="role"
          defaultValue={row.role}
          className="min-h-10 rounded-md border border-slate-400 bg-white px-2 text-sm text-slate-900"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>{roleLabels[role]}</option>
          ))}
        </select>
      </label>
      <button type="submit" name="intent" value="role" disabled={busy} className={`${outlineButton} border-navy-800 text-navy-900 hover:bg-navy-50`}>
        <span aria-hidden="true">Change role</span>
        <span className="sr-only">Change the role of {row.email}</span>
      </button>
    </Form>
  );
}

function RowActions({ row, me, activeAdmins, busy }: { row: Row; me: string; activeAdmins: number; busy: boolean }) {
  const self = row.id === me;
  const lastAdmin = self && row.role === "admin" && activeAdmins <= 1;
  const team = row.role !== "customer";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {lastAdmin ? <p className="text-sm text-slate-600">Only active admin</p> : <RoleForm row={row} busy={busy} />}
      {self ? null : <StateButton row={row} busy={busy} />}
      {team ? (
        <Link to={self ? "/admin/profile" : `/admin/users/${row.id}`} className={`${outlineButton} border-slate-400 text-slate-800 hover:bg-slate-50`}>
          <UserCog aria-hidden="true" className="h-4 w-4" />
          <span aria-hidden="true">Profile</span>
          <span className="sr-only">{self ? "Your profile" : `Profile of ${row.email}`}</span>
        </Link>
      ) : null}
      {!team && !self && row.secondFactor ? (
        <Form method="post">
          <input type="hidden" name="userId" value={row.id} />
          <button type="submit" name="intent" value="reset-factors" disabled={busy} className={`${outlineButton} border-red-700 text-red-800 hover:bg-red-50`}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            <span aria-hidden="true">Reset second factor</span>
            <span className="sr-only">Reset the second factor of {row.email}</span>
          </button>
        </Form>
      ) : null}
      {row.invitationPending && !row.disabled ? (
        <Form method="post">
          <input type="hidden" name="userId" value={row.id} />
          <button type="submit" name="intent" value="resend" disabled={busy} className={`${outlineButton} border-slate-400 text-slate-800 hover:bg-slate-50`}>
            <Send aria-hidden="true" className="h-4 w-4" />
            <span aria-hidden="true">Invite again</span>
            <span className="sr-only">Send {row.email} a new invitation</span>
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function Verified({ row }: { row: Row }) {
  if (row.invitationPending) {
    return <span className="inline-flex items-center gap-1 text-slate-700"><MailPlus aria-hidden="true" className="h-4 w-4" />Invited, no password yet</span>;
  }
  return row.verified ? (
    <span className="inline-flex items-center gap-1 text-green-900"><CheckCircle2 aria-hidden="true" className="h-4 w-4" />Verified</span>
  ) : (
    <span className="inline-flex items-center gap-1 text-slate-700"><CircleSlash aria-hidden="true" className="h-4 w-4" />Not verified</span>
  );
}

function You() {
  return <span className="ml-2 rounded bg-gold-300 px-1.5 py-0.5 text-xs font-semibold text-navy-950">You</span>;
}

function InvitePanel({ failure, formKey }: { failure?: UsersActionResult["invite"]; formKey: string }) {
  const values = failure?.values;
  const errors = failure?.errors;
  return (
    <Panel title="Invite a team member" titleId="invite-heading">
      <p className="text-slate-700">
        They get an email with a link to set their password (it works once, for {INVITATION_LINK_DAYS} days), then sign in with this address.
        Staff work the inboxes; admins can do everything.
      </p>
      <div className="mt-4">
        <ErrorSummary errors={errors} labels={teamInviteLabels} />
      </div>
      <Form key={formKey} method="post" noValidate className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-start">
        <Field name="name" label={teamInviteLabels.name} required autoComplete="off" defaultValue={valueOf(values, "name")} error={errors?.name} />
        <Field name="email" type="email" label={teamInviteLabels.email} required autoComplete="off" defaultValue={valueOf(values, "email")} error={errors?.email} />
        <SelectField
          name="role"
          label={teamInviteLabels.role}
          required
          placeholder={null}
          options={TEAM_ROLES.map((role) => ({ value: role, label: roleLabels[role] }))}
          defaultValue={valueOf(values, "role") ?? "staff"}
          error={errors?.role}
        />
        <button
          type="submit"
          name="intent"
          value="invite"
          className="inline-flex min-h-11 items-center justify-center gap-2 self-end rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900"
        >
          <MailPlus aria-hidden="true" className="h-5 w-5" />
          Send invitation
        </button>
      </Form>
    </Panel>
  );
}

function RoleOffer({ offer }: { offer: NonNullable<UsersActionResult["offer"]> }) {
  return (
    <Form method="post" className="pt-2">
      <input type="hidden" name="userId" value={offer.userId} />
      <input type="hidden" name="role" value={offer.role} />
      <button type="submit" name="intent" value="role" className={`${outlineButton} border-navy-800 text-navy-900 hover:bg-navy-100`}>
        Make {offer.email} {roleInSentence[offer.role]}
      </button>
    </Form>
  );
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, filter, me, activeAdmins, pageSize } = loaderData;
  const busy = useNavigation().state === "submitting";
  const base = "/admin/users";
  const keep = { q: filter.search, role: filter.role, state: filter.state };
  const filtered = !!(filter.search || filter.role || filter.state);
  const roleOptions = [{ value: "", label: "All roles" }, ...ROLES.map((role: Role) => ({ value: role, label: roleLabels[role] }))];

  return (
    <AdminFrame
      section="users"
      eyebrow="User management"
      title="Users"
      description={<p>Accounts on the website. Staff and admins work in the back office; disabled accounts cannot sign in.</p>}
    >
      {actionData?.message ? (
        <MessageBox tone={actionData.tone} className="mb-6" focus focusKey={actionData}>
          <p>{actionData.message}</p>
          {actionData.warning ? <p>{actionData.warning}</p> : null}
          {actionData.offer ? <RoleOffer offer={actionData.offer} /> : null}
        </MessageBox>
      ) : null}

      <InvitePanel failure={actionData?.invite} formKey={actionData?.tone === "success" ? actionData.message : "invite"} />

      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <SearchForm action={base} label="Search accounts" hint="Part of an email address" value={filter.search ?? ""} clearHref={filtered ? base : undefined}>
          <FilterSelect name="role" label="Role" value={filter.role ?? ""} options={roleOptions} />
          <FilterSelect
            name="state"
            label="State"
            value={filter.state ?? ""}
            options={[{ value: "", label: "Active and disabled" }, { value: "active", label: "Active" }, { value: "disabled", label: "Disabled" }]}
          />
        </SearchForm>
      </div>

      <div className="mt-6">
        {accounts.rows.length === 0 ? (
          <EmptyState title={filtered ? "No accounts match these filters" : "No accounts yet"} />
        ) : (
          <>
            {/* A table where it fits beside the navigation; cards on narrower screens. */}
            <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm xl:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Accounts, newest first</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3">Account</th>
                    <th scope="col" className="px-4 py-3">Role and state</th>
                    <th scope="col" className="px-4 py-3">Last sign-in</th>
                    <th scope="col" className="px-4 py-3">Actions</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {accounts.rows.map((row) => (
                    <tr key={row.id} className="align-top">
                      <td className="min-w-56 px-4 py-3">
                        {row.name ? <span className="block font-semibold text-slate-900">{row.name}</span> : null}
                        <span className={`break-all ${row.name ? "text-slate-700" : "font-medium text-slate-900"}`}>{row.email}</span>
                        {row.id === me ? <You /> : null}
                        <span className="mt-1 block text-slate-700"><Verified row={row} /></span>
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex flex-col items-start gap-1.5">
                          <RoleBadge role={row.role} />
                          <AccountStateBadge disabled={row.disabled} />
                        </div>
                      </td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                        {row.lastSignInAt ? formatDateTime(row.lastSignInAt) : "Never"}
                        <span className="mt-1 block text-xs text-slate-600">Created {formatDateTime(row.createdAt)}</span>
                      </td>
                      <td className="px-4 py-3"><RowActions row={row} me={me} activeAdmins={activeAdmins} busy={busy} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 xl:hidden">
              {accounts.rows.map((row) => (
                <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  {row.name ? <p className="font-semibold text-slate-900">{row.name}</p> : null}
                  <p className={`break-all ${row.name ? "text-slate-700" : "font-semibold text-slate-900"}`}>
                    {row.email}
                    {row.id === me ? <You /> : null}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <RoleBadge role={row.role} />
                    <AccountStateBadge disabled={row.disabled} />
                  </div>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-600">Email address</dt>
                    <dd><Verified row={row} /></dd>
                    <dt className="text-slate-600">Created</dt>
                    <dd className="text-slate-900">{formatDateTime(row.createdAt)}</dd>
                    <dt className="text-slate-600">Last sign-in</dt>
                    <dd className="text-slate-900">{row.lastSignInAt ? formatDateTime(row.lastSignInAt) : "Never"}</dd>
                  </dl>
                  <div className="mt-4"><RowActions row={row} me={me} activeAdmins={activeAdmins} busy={busy} /></div>
                </li>
              ))}
            </ul>
            <Pagination
              page={accounts.page}
              pageCount={accounts.pageCount}
              pageSize={pageSize}
              total={accounts.total}
              noun="accounts"
              hrefFor={(page) => hrefWith(base, { ...keep, page: page > 1 ? page : null })}
            />
          </>
        )}
      </div>
    </AdminFrame>
  );
}
