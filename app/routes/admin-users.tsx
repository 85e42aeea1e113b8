/**
 * User management (docs/back-office.md#users): every account with its email, whether the address is
 * verified, its role, state, creation and last sign-in; search by email; grant and
 * revoke the admin role; disable an account (its sessions end at once) and enable
 * it again. The last active admin cannot remove their own role, and nobody can
 * disable themselves (app/server/accounts/admin-account-rules.ts). Admins only;
 * every change is audited.
 */
import { CheckCircle2, CircleSlash, ShieldCheck, ShieldOff, UserCheck, UserX } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin-users";
import { AdminFrame, EmptyState } from "../components/admin/AdminFrame.tsx";
import { AccountStateBadge, RoleBadge } from "../components/admin/Badges.tsx";
import { FilterSelect, hrefWith, Pagination, SearchForm } from "../components/admin/listing.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { formatDateTime } from "../lib/format.ts";
import { isAccountChange, type AccountChange } from "../server/accounts/admin-account-rules.ts";
import { changeAccount } from "../server/accounts/admin-account-actions.ts";
import { requireAdmin } from "../server/accounts/guards.ts";
import { countActiveAdmins, listAccounts, USERS_PAGE_SIZE } from "../server/accounts/list-accounts.ts";
import { readAdminForm } from "../server/http/read-admin-form.ts";
import { parsePage } from "../server/inbox/list-leads.ts";
import { servicesOf } from "../server/context.ts";

export const handle = { hydrate: true };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  const role = url.searchParams.get("role");
  const state = url.searchParams.get("state");
  const filter = {
    search: (url.searchParams.get("q") ?? "").trim().slice(0, 200) || null,
    role: role === "admin" || role === "customer" ? role : null,
    state: state === "active" || state === "disabled" ? state : null,
  } as const;
  const db = servicesOf(context).db;
  const [accounts, activeAdmins] = await Promise.all([listAccounts(db, filter, parsePage(url.searchParams.get("page"))), countActiveAdmins(db)]);
  return { accounts, filter, me: admin.id, activeAdmins, pageSize: USERS_PAGE_SIZE };
}

export interface UsersActionResult {
  tone: "success" | "info" | "error";
  message: string;
  warning?: string;
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request);
  const intent = formData.get("intent");
  const userId = String(formData.get("userId") ?? "");
  if (!isAccountChange(intent) || !userId) throw data("Unknown action", { status: 400 });
  const result = await changeAccount(servicesOf(context).db, admin, userId, intent, servicesOf(context).env.ADMIN_EMAILS);
  if (!result.ok) return data<UsersActionResult>({ tone: "error", message: result.message }, { status: result.status });
  return data<UsersActionResult>({ tone: result.changed ? "success" : "info", message: result.message, warning: result.warning });
}

export const meta = () => [{ title: "Users · Back office" }, { name: "robots", content: "noindex" }];

type Row = Route.ComponentProps["loaderData"]["accounts"]["rows"][number];

function ChangeButton({ row, change, busy }: { row: Row; change: AccountChange; busy: boolean }) {
  const look = {
    grant: { label: "Make admin", sr: `Make ${row.email} an admin`, Icon: ShieldCheck, className: "border-navy-800 text-navy-900 hover:bg-navy-50" },
    revoke: { label: "Remove admin", sr: `Remove the admin role from ${row.email}`, Icon: ShieldOff, className: "border-slate-400 text-slate-800 hover:bg-slate-50" },
    disable: { label: "Disable", sr: `Disable ${row.email}`, Icon: UserX, className: "border-red-700 text-red-800 hover:bg-red-50" },
    enable: { label: "Re-enable", sr: `Re-enable ${row.email}`, Icon: UserCheck, className: "border-green-700 text-green-900 hover:bg-green-50" },
  }[change];
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={row.id} />
      <button
        type="submit"
        name="intent"
        value={change}
        disabled={busy}
        className={`inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-md border-2 bg-white px-3 text-sm font-semibold disabled:opacity-60 ${look.className}`}
      >
        <look.Icon aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">{look.label}</span>
        <span className="sr-only">{look.sr}</span>
      </button>
    </Form>
  );
}

function RowActions({ row, me, activeAdmins, busy }: { row: Row; me: string; activeAdmins: number; busy: boolean }) {
  const self = row.id === me;
  const lastAdmin = self && activeAdmins <= 1;
  return (
    <div className="flex flex-wrap gap-2">
      {row.role === "admin" ? (
        lastAdmin ? (
          <p className="text-sm text-slate-600">Only active admin</p>
        ) : (
          <ChangeButton row={row} change="revoke" busy={busy} />
        )
      ) : (
        <ChangeButton row={row} change="grant" busy={busy} />
      )}
      {self ? null : <ChangeButton row={row} change={row.disabled ? "enable" : "disable"} busy={busy} />}
    </div>
  );
}

function Verified({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="inline-flex items-center gap-1 text-green-900"><CheckCircle2 aria-hidden="true" className="h-4 w-4" />Verified</span>
  ) : (
    <span className="inline-flex items-center gap-1 text-slate-700"><CircleSlash aria-hidden="true" className="h-4 w-4" />Not verified</span>
  );
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { accounts, filter, me, activeAdmins, pageSize } = loaderData;
  const busy = useNavigation().state === "submitting";
  const base = "/admin/users";
  const keep = { q: filter.search, role: filter.role, state: filter.state };
  const filtered = !!(filter.search || filter.role || filter.state);

  return (
    <AdminFrame
      section="users"
      eyebrow="User management"
      title="Users"
      description={<p>Accounts on the website. Admins see the back office; disabled accounts cannot sign in.</p>}
    >
      {actionData ? (
        <MessageBox tone={actionData.tone} className="mb-6" focus focusKey={actionData}>
          <p>{actionData.message}</p>
          {actionData.warning ? <p>{actionData.warning}</p> : null}
        </MessageBox>
      ) : null}

      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <SearchForm action={base} label="Search accounts" hint="Part of an email address" value={filter.search ?? ""} clearHref={filtered ? base : undefined}>
          <FilterSelect
            name="role"
            label="Role"
            value={filter.role ?? ""}
            options={[{ value: "", label: "All roles" }, { value: "admin", label: "Admins" }, { value: "customer", label: "Customers" }]}
          />
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
            <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm lg:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Accounts, newest first</caption>
                <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-700">
                  <tr>
                    <th scope="col" className="px-4 py-3">Email</th>
                    <th scope="col" className="px-4 py-3">Address</th>
                    <th scope="col" className="px-4 py-3">Role</th>
                    <th scope="col" className="px-4 py-3">State</th>
                    <th scope="col" className="px-4 py-3">Created</th>
                    <th scope="col" className="px-4 py-3">Last sign-in</th>
                    <th scope="col" className="px-4 py-3">Actions</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {accounts.rows.map((row) => (
                    <tr key={row.id} className="align-middle">
                      <td className="px-4 py-3">
                        <span className="break-all font-medium text-slate-900">{row.email}</span>
                        {row.id === me ? <span className="ml-2 rounded bg-gold-300 px-1.5 py-0.5 text-xs font-semibold text-navy-950">You</span> : null}
                      </td>
                      <td className="whitespace-nowrap px-4 py-3"><Verified verified={row.verified} /></td>
                      <td className="px-4 py-3"><RoleBadge role={row.role} /></td>
                      <td className="px-4 py-3"><AccountStateBadge disabled={row.disabled} /></td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{formatDateTime(row.createdAt)}</td>
                      <td className="whitespace-nowrap px-4 py-3 text-slate-700">{row.lastSignInAt ? formatDateTime(row.lastSignInAt) : "Never"}</td>
                      <td className="px-4 py-3"><RowActions row={row} me={me} activeAdmins={activeAdmins} busy={busy} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 lg:hidden">
              {accounts.rows.map((row) => (
                <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <p className="break-all font-semibold text-slate-900">
                    {row.email}
                    {row.id === me ? <span className="ml-2 rounded bg-gold-300 px-1.5 py-0.5 text-xs font-semibold text-navy-950">You</span> : null}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <RoleBadge role={row.role} />
                    <AccountStateBadge disabled={row.disabled} />
                  </div>
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-slate-600">Email address</dt>
                    <dd><Verified verified={row.verified} /></dd>
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
