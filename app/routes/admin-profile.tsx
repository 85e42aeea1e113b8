/**
 * A team member's profile (docs/product.md#team-accounts-and-invitations): display name, direct
 * phone and email signature. At /admin/profile every team member (staff and admins) edits their
 * own; at /admin/users/{id} an admin edits another team member's. Every save is audited.
 */
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/admin-profile";
import { AdminFrame, Panel } from "../components/admin/AdminFrame.tsx";
import { RoleBadge } from "../components/admin/Badges.tsx";
import { ErrorSummary, Field, SubmitButton, TextareaField, valueOf } from "../components/forms.tsx";
import { MessageBox } from "../components/MessageBox.tsx";
import { parseForm, type FormFailure } from "../lib/form-data.ts";
import { MAX_SIGNATURE_LENGTH, teamProfileLabels } from "../lib/schemas/team-profile-fields.ts";
import { teamProfileSchema } from "../lib/schemas/team-profile.ts";
import { requireAdmin, requireStaff } from "../server/accounts/guards.ts";
import { readAdminForm } from "../server/http/read-admin-form.ts";
import { getTeamProfile, updateTeamProfile } from "../server/team/team-profile.ts";
import { servicesOf } from "../server/context.ts";

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
  return { profile, own, here, saved: saved === "1" ? ("saved" as const) : saved === "0" ? ("unchanged" as const) : null };
}

export async function action(args: Route.ActionArgs) {
  const { actor, userId, here } = await profileOwner(args);
  const formData = await readAdminForm(args.request);
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
  const { profile, own, here, saved } = loaderData;
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
        </Panel>
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
