/**
 * A team member's profile (docs/product.md#team-accounts-and-invitations): display name, direct
 * phone and email signature. At /admin/profile every team member (staff and admins) edits their
 * own; at /admin/users/{id} an admin edits another team member's, and can end all of that member's
 * sessions (docs/product.md#sessions-and-security-alerts). Every save is audited.
 */
import { KeyRound, LogOut } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-profile";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { RoleBadge } from "../../components/admin/Badges.tsx";
import { ErrorSummary, Field, SubmitButton, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { MAX_SIGNATURE_LENGTH, teamProfileLabels } from "../../lib/schemas/team-profile-fields.ts";
import { teamProfileSchema } from "../../lib/schemas/team-profile.ts";
import { countAccountSessions, endAllSessions } from "../../server/accounts/account-sessions.ts";
import { hasSecondFactor } from "../../server/accounts/passkeys.ts";
import { resetSecondFactors } from "../../server/accounts/reset-second-factors.ts";
import { requireAdmin, requireStaff } from "../../http/guards.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { getTeamProfile, updateTeamProfile } from "../../server/team/team-profile.ts";
import { servicesOf } from "../../http/context.ts";

export const handle = { hydrate: true };

const notFound = () => data("Not found", { status: 404 });

/** Whose profile this page is: one's own (any team member), or, with an id, anyone's on the team (admins). */
async function profileOwner(args: Route.LoaderArgs | Route.ActionArgs) {
  const id = "id" in args.params ? args.params.id : undefined;
  if (id === undefined) {
    const user = await requireStaff(args);
    return { actor: user, userId: user.id, own: true, here: "/admin/profile" };
  }
  const admin = await requireAdmin(args);
  return { actor: admin, userId: id, own: id === admin.id, here: `/admin/users/${encodeURIComponent(id)}` };
}

export async function loader(args: Route.LoaderArgs) {
  const { userId, own, here } = await profileOwner(args);
  const profile = await getTeamProfile(servicesOf(args.context).db, userId);
  if (!profile) throw notFound();
  const saved = args.url.searchParams.get("saved");
  const ended = Number(args.url.searchParams.get("ended"));
  return {
    profile,
    own,
    here,
    saved: saved === "1" ? ("saved" as const) : saved === "0" ? ("unchanged" as const) : null,
    // Another member's page: how many sessions are open, and what "End all sessions" did.
    sessions: own ? null : await countAccountSessions(servicesOf(args.context).db, userId),
    secondFactor: own ? null : await hasSecondFactor(servicesOf(args.context).db, userId),
    factorsReset: !own && args.url.searchParams.has("reset"),
    ended: !own && args.url.searchParams.has("ended") && Number.isInteger(ended) && ended >= 0 ? ended : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const { actor, userId, own, here } = await profileOwner(args);
  const formData = await readAdminForm(args.request);
  if (formData.get("intent") === "reset-factors") {
    if (own) throw data("Your own second factors are managed on your Security page.", { status: 400 });
    const services = servicesOf(args.context);
    const result = await resetSecondFactors(services.db, actor, userId, { agency: services.agency, origin: services.env.PUBLIC_URL });
    if (!result.ok) throw notFound();
    services.kickOutbox();
    return redirect(`${here}?reset=1`, 303);
  }
  if (formData.get("intent") === "end-sessions") {
    // Only on another member's page (profileOwner required an admin for it).
    if (own) throw data("Sign out from the menu to end your own session.", { status: 400 });
    const result = await endAllSessions(servicesOf(args.context).db, actor, userId);
    if (!result.ok) throw notFound();
    return redirect(`${here}?ended=${result.ended}`, 303);
  }
  const parsed = parseForm(teamProfileSchema, formData);
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await updateTeamProfile(servicesOf(args.context).db, actor, userId, parsed.data);
  if (!result.ok) throw notFound();
  return redirect(`${here}?saved=${result.changed ? "1" : "0"}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.own === false ? `${loaderData.profile.name || loaderData.profile.email} · Profile · Back office` : "My profile · Back office" },
  { name: "robots", content: "noindex" },
];

export default function ProfilePage({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, own, here, saved, sessions, ended, secondFactor, factorsReset } = loaderData;
  const failure = actionData;
  const values = failure?.values;
  const whose = own ? "Your profile" : `The profile of ${profile.email}`;

  return (
    <AdminFrame
      section={own ? "profile" : "users"}
      crumbs={own ? [] : [{ label: "Users", href: "/admin/users" }]}
      eyebrow={own ? "My profile" : "Team member"}
      title={own ? "My profile" : profile.name || profile.email}
      description={<p>How colleagues and customers see {own ? "you" : "this team member"}: in the back office and in emails sent from it.</p>}
    >
      <div className="max-w-3xl space-y-6">
        {saved && !failure ? (
          <MessageBox tone={saved === "saved" ? "success" : "info"} focus>
            <p>{saved === "saved" ? `${whose} is saved.` : "Nothing changed: the profile already said that."}</p>
          </MessageBox>
        ) : null}
        <Panel title="Account" titleId="account-heading">
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
            <dt className="text-slate-600">Email address</dt>
            <dd className="break-all font-medium text-slate-900">{profile.email}</dd>
            <dt className="text-slate-600">Role</dt>
            <dd><RoleBadge role={profile.role} /></dd>
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            {own ? "Your email address and role are managed by an administrator." : "Change the role on the Users page."}
          </p>
          {own ? (
            <p className="mt-3 text-slate-700">
              <Link to="/admin/profile/availability" className="font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700">My availability</Link>: the hours visitors can book you, your days off and your calendar feed.
            </p>
          ) : null}
        </Panel>
        {ended !== null && !failure ? (
          <MessageBox tone="success" focus>
            <p>
              {ended === 1 ? "1 session ended" : `${ended} sessions ended`}: {profile.email} is signed out everywhere and signs in again at the next visit.
            </p>
          </MessageBox>
        ) : null}
        {factorsReset && !failure ? (
          <MessageBox tone="success" focus>
            <p>The second factors of {profile.email} were reset: they are signed out everywhere, were emailed, and set up a new factor at their next sign-in.</p>
          </MessageBox>
        ) : null}
        {secondFactor !== null ? (
          <Panel title="Second factor" titleId="factor-heading">
            <p className="text-slate-700">
              {secondFactor
                ? "This member signs in with a second factor (an authenticator app or a passkey)."
                : "This member has no second factor yet: they set one up at their next sign-in, before reaching the back office."}{" "}
              Reset it when they lose their phone or security key: their authenticator app, recovery codes and passkeys are removed and every session ends.
            </p>
            <Form method="post" action={here} className="mt-4">
              <button
                type="submit"
                name="intent"
                value="reset-factors"
                disabled={!secondFactor}
                className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <KeyRound aria-hidden="true" className="h-5 w-5" />
                Reset second factors
                <span className="sr-only"> of {profile.email}</span>
              </button>
            </Form>
          </Panel>
        ) : null}
        {sessions !== null ? (
          <Panel title="Sessions" titleId="sessions-heading">
            <p className="text-slate-700">
              {sessions === 0 ? "Not signed in anywhere right now." : `Signed in on ${sessions === 1 ? "1 browser or device" : `${sessions} browsers or devices`} right now.`}{" "}
              Ending them signs this member out everywhere at their next request, for instance after a lost phone. Their password stays the same.
            </p>
            <Form method="post" action={here} className="mt-4">
              <button
                type="submit"
                name="intent"
                value="end-sessions"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
              >
                <LogOut aria-hidden="true" className="h-5 w-5" />
                End all sessions
                <span className="sr-only"> of {profile.email}</span>
              </button>
            </Form>
          </Panel>
        ) : null}
        <Panel title="Profile" titleId="profile-heading">
          <ErrorSummary errors={failure?.errors} labels={teamProfileLabels} />
          {/* Keyed by what is stored: after a save the fields show it as stored (a phone number formatted). */}
          <Form key={[profile.name, profile.phone, profile.signature].join("\u0000")} method="post" action={here} noValidate className="mt-2 space-y-5">
            <Field
              name="name"
              label={teamProfileLabels.name}
              required
              autoComplete={own ? "name" : "off"}
              defaultValue={valueOf(values, "name") ?? profile.name}
              error={failure?.errors.name}
            />
            <Field
              name="phone"
              type="tel"
              label={teamProfileLabels.phone}
              autoComplete={own ? "tel" : "off"}
              hint={`${own ? "Your" : "Their"} direct line, like (702) 555-0100 or (702) 555-0100 ext. 12.`}
              defaultValue={valueOf(values, "phone") ?? profile.phone ?? ""}
              error={failure?.errors.phone}
            />
            <TextareaField
              name="signature"
              label={teamProfileLabels.signature}
              rows={5}
              hint={`Plain text, up to ${MAX_SIGNATURE_LENGTH} characters; line breaks are kept. It ends the emails ${own ? "you send" : "they send"} from the back office.`}
              defaultValue={valueOf(values, "signature") ?? profile.signature ?? ""}
              error={failure?.errors.signature}
            />
            <SubmitButton pendingText="Saving...">Save profile</SubmitButton>
          </Form>
        </Panel>
      </div>
    </AdminFrame>
  );
}
