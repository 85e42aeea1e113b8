/**
 * The back office's settings (docs/product.md#assignment, docs/product.md#notifications-digest-and-reminders):
 * who gets each form's new submissions (nobody, a named person, or round-robin over the
 * active team) and the time the daily digest goes out. Admins only; every change is audited.
 */
import { BellRing, Building2, ChevronRight, Clock, FileSignature, Save, ShieldCheck, Users } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-settings";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { ChoiceGroup, ErrorSummary, Field, SelectField, SubmitButton, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formValues, parseForm, type FormFailure } from "../../lib/form-data.ts";
import { requireAdmin } from "../../http/guards.ts";
import { loadRememberDevicePolicy, saveRememberDevicePolicy } from "../../server/accounts/remember-device.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { isAssignableForm, setAssignmentRule, type AssignableForm } from "../../server/pipeline/assignment.ts";
import { setDigestTime } from "../../server/settings/digest-time.ts";
import { loadSettings } from "../../server/settings/load-settings.ts";
import { setRenewalReminderDays } from "../../server/settings/renewal-reminder-days.ts";
import { assignmentRuleSchema, digestTimeSchema, renewalReminderDaysSchema, signingExpiryDaysSchema } from "../../server/settings/settings-forms.ts";
import { setSigningExpiryDays } from "../../server/settings/signing-expiry-days.ts";
import { MAX_SIGNING_EXPIRY_DAYS, MIN_SIGNING_EXPIRY_DAYS } from "../../server/signing/signing-rules.ts";

export const handle = { hydrate: true };

/** Each form's fields carry its name, so the forms on the page have distinct ids. */
const modeField = (form: AssignableForm) => `mode-${form}`;
const personField = (form: AssignableForm) => `userId-${form}`;

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const settings = await loadSettings(servicesOf(context).db);
  const rememberDevice = await loadRememberDevicePolicy(servicesOf(context).db);
  const saved = url.searchParams.get("saved");
  const unchanged = url.searchParams.get("unchanged") === "1";
  const savedForm = saved?.startsWith("assignment-") ? saved.slice("assignment-".length) : null;
  return {
    ...settings,
    // The page imports no server module: the setting's bounds come with the data.
    signingExpiryBounds: { min: MIN_SIGNING_EXPIRY_DAYS, max: MAX_SIGNING_EXPIRY_DAYS },
    rememberDevice,
    saved: saved === "digest" ? ({ kind: "digest", unchanged } as const) : saved === "renewals" ? ({ kind: "renewals", unchanged } as const) : saved === "remember-device" ? ({ kind: "remember-device", unchanged } as const) : saved === "signing" ? ({ kind: "signing", unchanged } as const) : savedForm && isAssignableForm(savedForm) ? ({ kind: "assignment", form: savedForm, unchanged } as const) : null,
  };
}

type ActionResult = FormFailure & ({ intent: "assignment"; form: AssignableForm } | { intent: "digest" } | { intent: "renewals" } | { intent: "signing" });

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request);
  const db = servicesOf(context).db;
  const values = formValues(formData);

  switch (formData.get("intent")) {
    case "assignment": {
      const form = String(formData.get("form") ?? "");
      if (!isAssignableForm(form)) throw data("Unknown form", { status: 400 });
      const fields = new FormData();
      fields.set("form", form);
      for (const [name, posted] of [["mode", modeField(form)], ["userId", personField(form)]] as const) {
        const value = formData.get(posted);
        if (typeof value === "string") fields.set(name, value);
      }
      const parsed = parseForm(assignmentRuleSchema, fields);
      const failure = (errors: FormFailure["errors"]) =>
        data<ActionResult>(
          { intent: "assignment", form, values, errors: { [modeField(form)]: errors.mode, [personField(form)]: errors.userId } },
          { status: 400 },
        );
      if (!parsed.ok) return failure(parsed.errors);
      const result = await setAssignmentRule(db, admin, parsed.data);
      if (!result.ok) return failure({ userId: "That person is not on the active team any more. Please choose someone else." });
      return redirect(hrefWith("/admin/settings", { saved: `assignment-${form}`, unchanged: result.changed ? null : "1" }), 303);
    }
    case "digest": {
      const parsed = parseForm(digestTimeSchema, formData);
      if (!parsed.ok) return data<ActionResult>({ intent: "digest", errors: parsed.errors, values }, { status: 400 });
      const { changed } = await setDigestTime(db, admin, parsed.data.digestTime);
      return redirect(hrefWith("/admin/settings", { saved: "digest", unchanged: changed ? null : "1" }) + "#digest-heading", 303);
    }
    case "remember-device": {
      // Checkboxes: a role that is not sent is off.
      const roles = new Set(formData.getAll("rememberRoles").map(String));
      const { changed } = await saveRememberDevicePolicy(db, admin, { customer: roles.has("customer"), staff: roles.has("staff"), admin: roles.has("admin") });
      return redirect(hrefWith("/admin/settings", { saved: "remember-device", unchanged: changed ? null : "1" }) + "#remember-heading", 303);
    }
    case "renewals": {
      const parsed = parseForm(renewalReminderDaysSchema, formData);
      if (!parsed.ok) return data<ActionResult>({ intent: "renewals", errors: parsed.errors, values }, { status: 400 });
      const { changed } = await setRenewalReminderDays(db, admin, parsed.data.renewalReminderDays);
      return redirect(hrefWith("/admin/settings", { saved: "renewals", unchanged: changed ? null : "1" }) + "#renewals-heading", 303);
    }
    case "signing": {
      const parsed = parseForm(signingExpiryDaysSchema, formData);
      if (!parsed.ok) return data<ActionResult>({ intent: "signing", errors: parsed.errors, values }, { status: 400 });
      const { changed } = await setSigningExpiryDays(db, admin, parsed.data.signingExpiryDays);
      return redirect(hrefWith("/admin/settings", { saved: "signing", unchanged: changed ? null : "1" }) + "#signing-heading", 303);
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta = () => [{ title: "Settings · Back office" }, { name: "robots", content: "noindex" }];

const modeOptions = (teamSize: number) => [
  { value: "nobody", label: "Nobody: new submissions wait unassigned in the inbox" },
  { value: "person", label: "A named person (choose below)" },
  { value: "round_robin", label: `Round-robin: take turns among the active team (${teamSize} ${teamSize === 1 ? "person" : "people"})` },
];

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, team, digestTime, renewalReminderDays, signingExpiryDays, signingExpiryBounds, rememberDevice, saved } = loaderData;
  const teamOptions = team.map((m) => ({ value: m.id, label: m.name ? `${m.name} (${m.email})` : m.email }));
  const digestFailure = actionData?.intent === "digest" ? actionData : undefined;
  const renewalsFailure = actionData?.intent === "renewals" ? actionData : undefined;
  const signingFailure = actionData?.intent === "signing" ? actionData : undefined;

  return (
    <AdminFrame section="settings" title="Settings" description="Who gets new submissions, when the daily digest and renewal reminders go out, how long documents stay out for signature, and the carrier directory.">
      {saved ? (
        <MessageBox tone={saved.unchanged ? "info" : "success"} className="mb-6" focus>
          <p>
            {saved.kind === "signing"
              ? saved.unchanged
                ? `Documents for signature already stayed open ${signingExpiryDays} days; nothing changed.`
                : `Documents sent for signature from now on stay open ${signingExpiryDays} days.`
              : saved.kind === "remember-device"
              ? saved.unchanged
                ? "Who may remember a device was already set that way; nothing changed."
                : "Saved: who may remember a device for 30 days."
              : saved.kind === "renewals"
              ? saved.unchanged
                ? `Renewal reminders already went out ${renewalReminderDays} days before expiration; nothing changed.`
                : `Renewal reminders now go out ${renewalReminderDays} days before a policy expires.`
              : saved.kind === "digest"
              ? saved.unchanged
                ? `The digest time was already ${digestTime}; nothing changed.`
                : `The daily digest now goes out at ${digestTime} Las Vegas time on working days.`
              : saved.unchanged
                ? `The rule for ${rules.find((r) => r.form === saved.form)!.title} was already set that way; nothing changed.`
                : `Saved: ${rules.find((r) => r.form === saved.form)!.title} now ${describeRule(rules.find((r) => r.form === saved.form)!, team)}.`}
          </p>
        </MessageBox>
      ) : null}

      <div className="space-y-6">
        <Panel title="Who gets new submissions" titleId="assignment-heading">
          <p className="text-slate-700">
            Each form&apos;s new submissions get an owner by its rule. The owner is emailed with the submission and sees it in their
            work. Round-robin takes turns in the order the accounts were created; disabled accounts are skipped.
          </p>
          {team.length === 0 ? (
            <MessageBox tone="info" className="mt-4">
              <p>There is no active staff yet: until someone is invited on the Users page, new submissions wait unassigned.</p>
            </MessageBox>
          ) : null}
          <div className="mt-5 grid items-start gap-5 lg:grid-cols-2">
            {rules.map((rule) => {
              const failure = actionData?.intent === "assignment" && actionData.form === rule.form ? actionData : undefined;
              const title = rule.title;
              const mode = failure ? valueOf(failure.values, modeField(rule.form)) : rule.mode;
              const person = failure ? valueOf(failure.values, personField(rule.form)) : (rule.userId ?? undefined);
              return (
                <Form
                  // Keyed by the stored rule, so the form shows it again after each save.
                  key={`${rule.form}:${rule.mode}:${rule.userId ?? ""}`}
                  method="post"
                  noValidate
                  aria-labelledby={`rule-${rule.form}`}
                  className="space-y-4 rounded-lg border border-slate-200 p-4"
                >
                  <h3 id={`rule-${rule.form}`} className="text-base font-semibold text-navy-900">{title}</h3>
                  {rule.form === "service-requests" ? (
                    <p className="text-sm text-slate-700">A request goes to the customer&apos;s assigned staff member; this rule is for customers without one.</p>
                  ) : null}
                  <ErrorSummary
                    errors={failure?.errors}
                    labels={{ [modeField(rule.form)]: `Who gets new ${title.toLowerCase()}`, [personField(rule.form)]: "Person" }}
                  />
                  {rule.inactivePerson ? (
                    <MessageBox tone="info">
                      <p>{rule.inactivePerson} is no longer on the active team: new {title.toLowerCase()} wait unassigned until you choose someone else.</p>
                    </MessageBox>
                  ) : null}
                  <input type="hidden" name="form" value={rule.form} />
                  <ChoiceGroup
                    type="radio"
                    name={modeField(rule.form)}
                    legend={`Who gets new ${title.toLowerCase()}`}
                    required
                    columns={1}
                    options={modeOptions(team.length)}
                    defaultValue={mode}
                    error={failure?.errors[modeField(rule.form)]}
                  />
                  <SelectField
                    name={personField(rule.form)}
                    label="Person"
                    hint="Used when “A named person” is chosen."
                    options={teamOptions}
                    placeholder="Choose a person…"
                    defaultValue={person}
                    error={failure?.errors[personField(rule.form)]}
                  />
                  <SubmitButton name="intent" value="assignment" pendingText="Saving…" className="w-full sm:w-auto">
                    <Save aria-hidden="true" className="mr-2 h-5 w-5" />
                    Save<span className="sr-only"> the rule for {title}</span>
                  </SubmitButton>
                </Form>
              );
            })}
          </div>
        </Panel>

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Panel title="Daily digest" titleId="digest-heading">
            <Form method="post" noValidate className="space-y-4">
              <ErrorSummary errors={digestFailure?.errors} labels={{ digestTime: "Time of the digest" }} />
              <p className="flex items-start gap-2 text-slate-700">
                <Clock aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                <span>
                  Monday to Friday, each team member with something to report gets one email: their new submissions, follow-ups due
                  today and overdue, and quote requests not contacted within 24 hours.
                </span>
              </p>
              <Field
                name="digestTime"
                type="time"
                label="Time of the digest"
                hint="Las Vegas time, 24-hour clock, for example 08:00."
                required
                defaultValue={digestFailure ? valueOf(digestFailure.values, "digestTime") : digestTime}
                error={digestFailure?.errors.digestTime}
              />
              <SubmitButton name="intent" value="digest" pendingText="Saving…" className="w-full sm:w-auto">
                <Save aria-hidden="true" className="mr-2 h-5 w-5" />
                Save<span className="sr-only"> the digest time</span>
              </SubmitButton>
            </Form>
          </Panel>

          <Panel title="Active team" titleId="team-heading">
            {team.length ? (
              <ol className="list-decimal space-y-1 pl-6 text-slate-800">
                {team.map((m) => (
                  <li key={m.id} className="break-words">{m.name || m.email}</li>
                ))}
              </ol>
            ) : (
              <p className="text-slate-700">Nobody yet.</p>
            )}
            <p className="mt-3 flex items-start gap-2 text-sm text-slate-600">
              <Users aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>Staff and admins whose accounts are not disabled, in round-robin order.</span>
            </p>
          </Panel>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-2">
          <Panel title="Renewal reminders" titleId="renewals-heading">
            <Form method="post" noValidate className="space-y-4">
              <ErrorSummary errors={renewalsFailure?.errors} labels={{ renewalReminderDays: "Days before expiration" }} />
              <p className="flex items-start gap-2 text-slate-700">
                <BellRing aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                <span>
                  Each active policy&apos;s customer gets one email per term this many days before it expires, naming their agent.
                  Customers without an email address, and customers who stopped these emails, get none.
                </span>
              </p>
              <Field
                name="renewalReminderDays"
                type="number"
                inputMode="numeric"
                min={1}
                max={120}
                label="Days before expiration"
                hint="A whole number from 1 to 120."
                required
                defaultValue={renewalsFailure ? valueOf(renewalsFailure.values, "renewalReminderDays") : String(renewalReminderDays)}
                error={renewalsFailure?.errors.renewalReminderDays}
              />
              <SubmitButton name="intent" value="renewals" pendingText="Saving…" className="w-full sm:w-auto">
                <Save aria-hidden="true" className="mr-2 h-5 w-5" />
                Save<span className="sr-only"> the renewal reminder days</span>
              </SubmitButton>
            </Form>
          </Panel>

          <Panel title="Documents for signature" titleId="signing-heading">
            <Form method="post" noValidate className="space-y-4">
              <ErrorSummary errors={signingFailure?.errors} labels={{ signingExpiryDays: "Days before a document expires" }} />
              <p className="flex items-start gap-2 text-slate-700">
                <FileSignature aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                <span>
                  A document sent for signature expires this many days after it is sent, and its links stop working. A change applies to documents sent afterwards.
                </span>
              </p>
              <Field
                name="signingExpiryDays"
                type="number"
                inputMode="numeric"
                min={signingExpiryBounds.min}
                max={signingExpiryBounds.max}
                label="Days before a document expires"
                hint={`A whole number from ${signingExpiryBounds.min} to ${signingExpiryBounds.max}.`}
                required
                defaultValue={signingFailure ? valueOf(signingFailure.values, "signingExpiryDays") : String(signingExpiryDays)}
                error={signingFailure?.errors.signingExpiryDays}
              />
              <SubmitButton name="intent" value="signing" pendingText="Saving…" className="w-full sm:w-auto">
                <Save aria-hidden="true" className="mr-2 h-5 w-5" />
                Save<span className="sr-only"> the days before a document expires</span>
              </SubmitButton>
            </Form>
          </Panel>

          <Panel title="Remembered devices" titleId="remember-heading">
            <Form method="post" noValidate className="space-y-4">
              <p className="flex items-start gap-2 text-slate-700">
                <ShieldCheck aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                <span>
                  After the second factor, these accounts may tick &ldquo;Remember this device for 30 days&rdquo;: the browser then signs in
                  with the password alone until it ends. Leave it off for admins unless every admin&apos;s device is locked and their own.
                </span>
              </p>
              <ChoiceGroup
                type="checkbox"
                name="rememberRoles"
                legend="Who may remember a device"
                options={[
                  { value: "customer", label: "Customers" },
                  { value: "staff", label: "Staff" },
                  { value: "admin", label: "Admins" },
                ]}
                defaultValue={(["customer", "staff", "admin"] as const).filter((role) => rememberDevice[role])}
                columns={1}
              />
              <SubmitButton name="intent" value="remember-device" pendingText="Saving…" className="w-full sm:w-auto">
                <Save aria-hidden="true" className="mr-2 h-5 w-5" />
                Save<span className="sr-only"> who may remember a device</span>
              </SubmitButton>
            </Form>
          </Panel>

          <Panel title="Carrier directory" titleId="carriers-heading">
            <p className="flex items-start gap-2 text-slate-700">
              <Building2 aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
              <span>Each carrier&apos;s claims phone, payment page and website, shown on the public Service center page and on customers&apos; policies.</span>
            </p>
            <p className="mt-4">
              <Link
                to="/admin/settings/carriers"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 font-semibold text-navy-800 hover:border-navy-700 hover:bg-navy-50"
              >
                Edit the carrier directory
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </p>
          </Panel>
        </div>
      </div>
    </AdminFrame>
  );
}

function describeRule(rule: { mode: string; userId: string | null }, team: { id: string; name: string; email: string }[]): string {
  if (rule.mode === "nobody") return "waits unassigned";
  if (rule.mode === "round_robin") return "rotates among the active team";
  const person = team.find((m) => m.id === rule.userId);
  return `goes to ${person ? person.name || person.email : "the chosen person"}`;
}
