/**
 * A campaign's page (docs/product.md#the-campaigns-pages): Start, Pause or Resume; who it would
 * reach if it ran now and what would happen for each (nothing is written); each language's
 * message as its first person would get it, in a locked frame; "Send a test to me" (to the
 * signed-in admin's own address only); and the campaign form. Editing a running campaign is
 * allowed: the scheduler sends by the saved version from its next minute. Admins only; every
 * change is audited.
 */
import { BarChart3, CirclePause, CirclePlay, FlaskConical, Send, Users } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-campaign";
import { AdminFrame, EmptyState, Panel } from "../../components/admin/AdminFrame.tsx";
import { CampaignStatusBadge, SendStatusBadge } from "../../components/admin/campaigns/CampaignBadges.tsx";
import { CampaignForm } from "../../components/admin/campaigns/CampaignForm.tsx";
import { SandboxedEmail } from "../../components/admin/campaigns/SandboxedEmail.tsx";
import { hrefWith } from "../../components/admin/listing.tsx";
import { ChoiceGroup, SubmitButton } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { CAMPAIGN_FORM_MAX_PARTS, campaignFormLists, languageLabel, offsetLabel } from "../../lib/campaign-form-fields.ts";
import { campaignActions, campaignSendStatuses, campaignStatusLabel } from "../../lib/campaigns.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { isLocale } from "../../lib/i18n/locale.ts";
import { inboxPath, leadForms, type LeadForm } from "../../lib/inbox-paths.ts";
import { staffCustomerPath } from "../../lib/service-requests.ts";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { campaignFormSchema, campaignFormValues } from "../../server/campaigns/campaign-form.ts";
import { PREVIEW_SCAN } from "../../server/campaigns/campaign-audience.ts";
import { loadCampaignPage } from "../../server/campaigns/campaign-page.ts";
import { pauseCampaign, resumeCampaign, startCampaign, updateCampaign, type ChangeStatusResult } from "../../server/campaigns/campaign-store.ts";
import { sendCampaignTest } from "../../server/campaigns/campaign-test-send.ts";

export const handle = { hydrate: true };

const notFound = () => data("Not found", { status: 404 });

const savedMessages = ["created", "updated", "unchanged", "started", "paused", "resumed", "status-unchanged", "test"] as const;
type Saved = (typeof savedMessages)[number];

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, context });
  const { db, agency } = servicesOf(context);
  const page = await loadCampaignPage(db, agency, params.id, new Date());
  if (!page) throw notFound();
  const saved = url.searchParams.get("saved");
  const testLanguage = url.searchParams.get("language");
  return {
    ...page,
    formValues: campaignFormValues(page.campaign),
    previewScan: PREVIEW_SCAN,
    adminEmail: admin.email,
    saved: (savedMessages as readonly string[]).includes(saved ?? "") ? (saved as Saved) : null,
    test: saved === "test" ? { language: isLocale(testLanguage) ? testLanguage : "en", example: url.searchParams.get("values") === "example" } : null,
  };
}

type Intent = "update" | "test" | "start" | "pause" | "resume";
type ActionFailure = Partial<FormFailure> & { intent: Intent; problems?: string[] };
const failed = (failure: ActionFailure, status = 400) => data<ActionFailure>(failure, { status });

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const formData = await readAdminForm(request, { maxParts: CAMPAIGN_FORM_MAX_PARTS });
  const services = servicesOf(context);
  const { db } = services;
  const here = `/admin/campaigns/${encodeURIComponent(params.id)}`;
  const done = (saved: Saved, hash = "", extra: Record<string, string> = {}) => redirect(`${hrefWith(here, { saved, ...extra })}${hash}`, 303);
  const statusAnswer = (intent: Intent, result: ChangeStatusResult, saved: Saved) => {
    if (result.ok) return done(result.changed ? saved : "status-unchanged");
    if (result.reason === "not-found") throw notFound();
    if (result.reason === "not-ready") return failed({ intent, problems: result.problems }, 409);
    return failed({ intent, problems: [`The campaign is ${campaignStatusLabel(result.status).toLowerCase()}: reload the page to see what it can do now.`] }, 409);
  };

  switch (formData.get("intent")) {
    case "update": {
      const parsed = parseForm(campaignFormSchema, formData, campaignFormLists);
      if (!parsed.ok) return failed({ intent: "update", errors: parsed.errors, values: parsed.values });
      const result = await updateCampaign(db, admin, params.id, parsed.data);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) {
        const message = "A started campaign needs an audience: choose at least one filter, or it would go to everyone on the book.";
        return failed({ intent: "update", errors: { lines: message }, values: parsed.values }, 409);
      }
      return done(result.changed ? "updated" : "unchanged", "#campaign-heading");
    }
    case "test": {
      const language = formData.get("language");
      if (!isLocale(language)) return failed({ intent: "test", problems: ["Please choose the language of the test."] });
      const result = await sendCampaignTest({ db, agency: services.agency }, admin, params.id, language);
      if (!result.ok && result.reason === "not-found") throw notFound();
      if (!result.ok) return failed({ intent: "test", problems: ["This campaign sends no email yet: choose an action with an email and enter its English subject and message."] }, 409);
      services.kickOutbox();
      return done("test", "#test-heading", { language: result.language, values: result.valuesOf ? "person" : "example" });
    }
    case "start":
      return statusAnswer("start", await startCampaign(db, admin, params.id), "started");
    case "pause":
      return statusAnswer("pause", await pauseCampaign(db, admin, params.id), "paused");
    case "resume":
      return statusAnswer("resume", await resumeCampaign(db, admin, params.id), "resumed");
    default:
      throw data("Unknown action", { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.campaign.name} · Campaigns` : "Campaigns · Back office" },
  { name: "robots", content: "noindex" },
];

const savedTexts: Record<Exclude<Saved, "test">, string> = {
  created: "The campaign is saved as a draft. Check who it would reach below, send yourself a test, then start it.",
  updated: "Campaign saved.",
  unchanged: "Nothing changed: the campaign was already like that.",
  started: "The campaign is running: from the next minute it sends at its hour, every day its trigger finds someone.",
  paused: "The campaign is paused: nothing more goes out until you resume it.",
  resumed: "The campaign is running again.",
  "status-unchanged": "The campaign was already like that; nothing changed.",
};

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";
const headerButton = `${buttonClass} border-2 border-white text-white hover:bg-white/10`;
const linkClass = "font-semibold text-navy-800 underline decoration-navy-800/30 hover:decoration-navy-800";

function whenText(campaign: { trigger: string; offsetDays: number; fixedDate: string | null; sendHour: number }): string {
  const hour = `${String(campaign.sendHour).padStart(2, "0")}:00 Las Vegas time`;
  if (campaign.trigger === "fixed_date") return campaign.fixedDate ? `On ${formatDate(campaign.fixedDate)}, from ${hour}` : "On a date not set yet";
  const label = offsetLabel(campaign.trigger) ?? "";
  return `${label.replace(/^Days/, campaign.offsetDays === 1 ? "1 day" : `${campaign.offsetDays} days`)}, from ${hour}`;
}

export default function CampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, preview, previewScan, messages, task, ownerOptions, monthlyCap, startProblems, formValues, adminEmail, saved, test } = loaderData;
  const updateFailure = actionData?.intent === "update" ? actionData : undefined;
  const statusFailure = actionData && ["start", "pause", "resume"].includes(actionData.intent) ? actionData : undefined;
  const testFailure = actionData?.intent === "test" ? actionData : undefined;
  const statusIntent = campaign.status === "draft" ? "start" : campaign.status === "active" ? "pause" : "resume";

  return (
    <AdminFrame
      crumbs={[{ label: "Campaigns", href: "/admin/campaigns" }]}
      eyebrow="Campaign"
      title={campaign.name}
      description={
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="rounded-full bg-white px-0.5 py-0.5"><CampaignStatusBadge status={campaign.status} /></span>
          <span>{whenText(campaign)}</span>
        </div>
      }
      actions={
        <>
          <Form method="post">
            <button type="submit" name="intent" value={statusIntent} className={`${buttonClass} bg-gold-400 text-navy-950 hover:bg-gold-300`}>
              {statusIntent === "pause" ? <CirclePause aria-hidden="true" className="h-5 w-5" /> : <CirclePlay aria-hidden="true" className="h-5 w-5" />}
              {statusIntent === "start" ? "Start" : statusIntent === "pause" ? "Pause" : "Resume"}
              <span className="sr-only"> the campaign</span>
            </button>
          </Form>
          <Link to={`/admin/campaigns/${encodeURIComponent(campaign.id)}/report`} className={headerButton}>
            <BarChart3 aria-hidden="true" className="h-5 w-5" />
            Report
          </Link>
        </>
      }
    >
      {saved && saved !== "test" ? (
        <MessageBox tone={saved === "unchanged" || saved === "status-unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>{savedTexts[saved]}</p>
        </MessageBox>
      ) : null}
      {statusFailure ? (
        <MessageBox tone="error" className="mb-6" focus focusKey={statusFailure} title={statusFailure.intent === "pause" ? "The campaign could not be paused" : "The campaign cannot start yet"}>
          <ul className="list-disc space-y-1 pl-5">
            {(statusFailure.problems ?? []).map((problem) => <li key={problem}>{problem}</li>)}
          </ul>
        </MessageBox>
      ) : campaign.status === "draft" && startProblems.length ? (
        <MessageBox tone="info" className="mb-6" title="Before it can start">
          <ul className="list-disc space-y-1 pl-5">
            {startProblems.map((problem) => <li key={problem}>{problem}</li>)}
          </ul>
        </MessageBox>
      ) : null}

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <PreviewPanel preview={preview} scanLimit={previewScan} />
        </div>
        <div className="space-y-6">
          <Panel title="The message" titleId="message-heading">
            {messages.length ? (
              <div className="space-y-6">
                {messages.map((message) => (
                  <section key={message.locale} aria-labelledby={`message-${message.locale}`}>
                    <h3 id={`message-${message.locale}`} className="font-semibold text-navy-900">{languageLabel(message.locale)}</h3>
                    <p className="mt-1 text-sm text-slate-700">
                      {message.valuesOf ? `Filled in as ${message.valuesOf} would get it.` : "Filled in with example values: nobody would get it today."}
                    </p>
                    <p className="mt-2 break-words text-slate-900"><span className="font-medium text-slate-700">Subject: </span>{message.subject}</p>
                    <SandboxedEmail html={message.html} title={`The ${languageLabel(message.locale)} email: ${message.subject}`} className="mt-2 h-[26rem]" />
                  </section>
                ))}
                {messages.length === 1 ? <p className="text-sm text-slate-700">There is no Spanish version: people whose emails are in Spanish get the English one.</p> : null}
              </div>
            ) : (
              <p className="text-slate-700">
                {campaign.action === "task" ? "This campaign sends no email: it makes a task for each person's owner." : "Enter the English subject and message to see the email here."}
              </p>
            )}
            {task ? (
              <div className="mt-6 border-t border-slate-200 pt-4">
                <h3 className="font-semibold text-navy-900">The task</h3>
                <p className="mt-1 text-sm text-slate-700">{task.valuesOf ? `As ${task.valuesOf}'s owner would get it.` : "Filled in with example values: nobody would get it today."}</p>
                <p className="mt-2 break-words text-slate-900">{task.title}</p>
              </div>
            ) : null}
          </Panel>

          {messages.length ? (
            <Panel title="Send a test to me" titleId="test-heading">
              {saved === "test" && test ? (
                <MessageBox tone="success" className="mb-4" focus>
                  <p>
                    The {languageLabel(test.language)} version is on its way to {adminEmail}, filled in {test.example ? "with example values" : "as the first person it would reach would get it"}. Nobody else gets it.
                  </p>
                </MessageBox>
              ) : null}
              {testFailure ? (
                <MessageBox tone="error" className="mb-4" focus focusKey={testFailure}>
                  <p>{testFailure.problems?.[0]}</p>
                </MessageBox>
              ) : null}
              <Form method="post" noValidate className="space-y-4">
                <p className="flex items-start gap-2 text-slate-700">
                  <FlaskConical aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                  <span>The email goes to your own address only ({adminEmail}), its subject starting with &ldquo;[Test]&rdquo;.</span>
                </p>
                <ChoiceGroup
                  type="radio"
                  name="language"
                  legend="Language"
                  required
                  columns={2}
                  options={[
                    { value: "en", label: "English" },
                    { value: "es", label: messages.length > 1 ? "Spanish" : "Spanish (gets the English version)" },
                  ]}
                  defaultValue="en"
                />
                <SubmitButton name="intent" value="test" pendingText="Sending…" className="w-full gap-2 sm:w-auto">
                  <Send aria-hidden="true" className="h-5 w-5" />
                  Send a test to me
                </SubmitButton>
              </Form>
            </Panel>
          ) : null}
        </div>
      </div>

      <div className="mt-6">
        <Panel title="The campaign" titleId="campaign-heading">
          <p className="mb-5 text-sm text-slate-700">
            {campaign.status === "draft"
              ? "A draft: change anything, then start it."
              : `${campaignStatusLabel(campaign.status)} since ${formatDateTime((campaign.status === "paused" ? campaign.pausedAt : campaign.startedAt) ?? campaign.updatedAt)}. A change saved here applies from the scheduler's next minute.`}{" "}
            What it does: {campaignActions.find((a) => a.value === campaign.action)?.label.toLowerCase()}.
          </p>
          <CampaignForm
            key={campaign.updatedAt}
            values={updateFailure?.values ?? formValues}
            errors={updateFailure?.errors}
            ownerOptions={ownerOptions}
            monthlyCap={monthlyCap}
            intent="update"
            submitLabel="Save the campaign"
          />
        </Panel>
      </div>
    </AdminFrame>
  );
}

function PreviewPanel({ preview, scanLimit }: { preview: Route.ComponentProps["loaderData"]["preview"]; scanLimit: number }) {
  const counted = campaignSendStatuses.filter((s) => preview.counts[s.value]);
  const total = campaignSendStatuses.reduce((sum, s) => sum + preview.counts[s.value], 0);
  return (
    <Panel title="Who would receive it today" titleId="preview-heading">
      <p className="flex items-start gap-2 text-slate-700">
        <Users aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
        <span>If it ran now, whatever its status: the people its trigger finds today and what would happen for each. Nothing is sent from here.</span>
      </p>
      {total ? (
        <>
          <ul aria-label="What would happen, counted" className="mt-4 flex flex-wrap gap-2">
            {counted.map((s) => (
              <li key={s.value} className="flex items-center gap-1.5">
                <SendStatusBadge status={s.value} />
                <span className="font-semibold tabular-nums text-slate-900">{preview.counts[s.value]}</span>
              </li>
            ))}
          </ul>
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {preview.recipients.map((person, index) => (
              <li key={`${person.customerId ?? person.lead?.id ?? ""}-${person.policyId ?? ""}-${index}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <PersonLink person={person} />
                  <span className="block break-all text-sm text-slate-700">{person.email ?? "No email address"}</span>
                  <span className="block text-sm text-slate-700">
                    {languageLabel(person.language)}
                    {person.ownerName ? ` · Owner: ${person.ownerName}` : ""}
                  </span>
                </div>
                <div className="shrink-0">
                  <SendStatusBadge status={person.outcome} />
                </div>
              </li>
            ))}
          </ul>
          {preview.more ? <p className="mt-3 text-sm text-slate-700">Showing the first {preview.recipients.length} of {total}{total >= scanLimit ? " or more" : ""}.</p> : null}
        </>
      ) : (
        <div className="mt-4">
          <EmptyState title="Nobody today">
            <p>Its trigger finds nobody due today with these filters. Tomorrow may differ.</p>
          </EmptyState>
        </div>
      )}
    </Panel>
  );
}

function PersonLink({ person }: { person: { name: string; customerId: string | null; lead: { form: string; id: string } | null } }) {
  const href = person.customerId ? staffCustomerPath(person.customerId) : person.lead && (leadForms as readonly string[]).includes(person.lead.form) ? inboxPath(person.lead.form as LeadForm, person.lead.id) : null;
  const name = person.name || "Someone without a name";
  return href ? <Link to={href} className={`${linkClass} break-words`}>{name}</Link> : <span className="break-words font-semibold text-slate-900">{name}</span>;
}
