/**
 * /admin/privacy-requests/{id}: one privacy request, worked by an admin to its answer
 * (docs/product.md#privacy-requests). Work panel: the owner, the one 30-day extension (its reason
 * is emailed to the person), the answer (emailed; closes the request). Then what was asked.
 * Plain forms; the role is checked first in the loader and the action.
 */
import { CalendarPlus, Mail, Save, Send, UserSearch } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-privacy-request";
import { AdminFrame, Panel } from "../../components/admin/AdminFrame.tsx";
import { PrivacyDueBadge, PrivacyStatusBadge } from "../../components/admin/PrivacyBadges.tsx";
import { ChoiceGroup, ErrorSummary, SelectField, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { formatDate, formatDateTime } from "../../lib/format.ts";
import { isClosedPrivacyStatus, PERSON_DATA_PATH, PRIVACY_EXTENSION_DAYS, PRIVACY_REQUESTS_ADMIN_PATH, privacyKindLabel, privacySavedMessages, staffPrivacyRequestPath, type PrivacySaved } from "../../lib/privacy-requests.ts";
import { ownerChangeSchema } from "../../lib/schemas/owner-change.ts";
import { privacyAnswerSchema, privacyExtensionSchema } from "../../lib/schemas/privacy-request.ts";
import { privacyAnswerLabels, privacyExtensionLabels, privacyOutcomeOptions, privacyRequestLabels } from "../../lib/schemas/privacy-request-fields.ts";
import { requireAdmin } from "../../http/guards.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { workPrivacyRequest, type PrivacyAction } from "../../server/compliance/privacy-request-work.ts";
import { openPrivacyRequest, type PrivacyWorkResult } from "../../server/compliance/privacy-requests.ts";
import { servicesOf } from "../../http/context.ts";

export async function loader(args: Route.LoaderArgs) {
  const admin = await requireAdmin(args);
  const opened = await openPrivacyRequest(servicesOf(args.context).db, admin, args.params.id);
  if (!opened) throw data("Not found", { status: 404 });
  const saved = args.url.searchParams.get("saved");
  return {
    request: opened.request,
    owners: opened.owners.map((m) => ({ value: m.id, label: m.id === admin.id ? `${m.name.trim() || m.email} (you)` : m.name.trim() || m.email })),
    saved: saved && Object.hasOwn(privacySavedMessages, saved) ? (saved as PrivacySaved) : null,
    now: new Date().toISOString(),
  };
}

type PrivacyIntent = PrivacyAction["intent"];
type PrivacyFailure = FormFailure & { intent: PrivacyIntent };

const failed = (intent: PrivacyIntent, failure: FormFailure, status = 400) => data<PrivacyFailure>({ intent, ...failure }, { status });

/** Why a change was refused, as the page says it (a closed request cannot be changed; there is one extension), and the field it shows beside. */
const refusals: Record<Exclude<Exclude<PrivacyWorkResult, { ok: true }>["reason"], "not-found">, string> = {
  closed: "This request was answered already, so it cannot be changed.",
  "not-admin": "Please choose an active administrator: privacy requests are worked by administrators.",
  "already-extended": "The due date was extended once already; it cannot be extended again.",
};
const fieldOf: Record<PrivacyIntent, string> = { owner: "owner_id", extend: "reason", answer: "answer" };

/** The page's three forms; each refusal comes back with its form's messages and values, each change redirects back saying what was saved. */
export async function action(args: Route.ActionArgs) {
  const admin = await requireAdmin(args);
  const { id } = args.params;
  const fields = await readAdminForm(args.request);
  let work: PrivacyAction;
  let values: FormFailure["values"];
  switch (fields.get("intent")) {
    case "owner": {
      const parsed = parseForm(ownerChangeSchema, fields);
      if (!parsed.ok) return failed("owner", parsed);
      [work, values] = [{ intent: "owner", ownerId: parsed.data.ownerId }, parsed.values];
      break;
    }
    case "extend": {
      const parsed = parseForm(privacyExtensionSchema, fields);
      if (!parsed.ok) return failed("extend", parsed);
      [work, values] = [{ intent: "extend", reason: parsed.data.reason }, parsed.values];
      break;
    }
    case "answer": {
      const parsed = parseForm(privacyAnswerSchema, fields);
      if (!parsed.ok) return failed("answer", parsed);
      [work, values] = [{ intent: "answer", answer: parsed.data }, parsed.values];
      break;
    }
    default:
      throw data("Unknown action", { status: 400 });
  }
  const result = await workPrivacyRequest(servicesOf(args.context), admin, id, work);
  if (result.ok) return redirect(`${staffPrivacyRequestPath(id)}?saved=${result.changed ? work.intent : "unchanged"}`, 303);
  if (result.reason === "not-found") throw data("Not found", { status: 404 });
  return failed(work.intent, { errors: { [fieldOf[work.intent]]: refusals[result.reason] }, values }, 409);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `${loaderData.request.reference} · Privacy requests` : "Back office" },
  { name: "robots", content: "noindex" },
];

const buttonClass = "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md px-4 font-semibold sm:w-auto";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

export default function PrivacyRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, owners, saved, now } = loaderData;
  const failure = actionData as PrivacyFailure | undefined;
  const failed = (intent: PrivacyFailure["intent"]) => (failure?.intent === intent ? failure : undefined);
  const closed = isClosedPrivacyStatus(request.status);
  const owner = failed("owner");
  const extend = failed("extend");
  const answer = failed("answer");
  return (
    <AdminFrame
      title={privacyKindLabel(request.kind)}
      eyebrow={`Privacy request ${request.reference}`}
      crumbs={[{ label: "Privacy requests", href: PRIVACY_REQUESTS_ADMIN_PATH }]}
      description={
        <p className="flex flex-wrap items-center gap-2">
          <PrivacyStatusBadge status={request.status} />
          <PrivacyDueBadge request={request} now={new Date(now)} />
        </p>
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>{privacySavedMessages[saved]}</p>
        </MessageBox>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6 lg:order-2">
          {closed ? null : (
            <Panel title="Work" titleId="work">
              <div className="space-y-8">
                <Form method="post" className="space-y-3" aria-label="Change the owner">
                  <ErrorSummary errors={owner?.errors} labels={{ owner_id: "Owner" }} />
                  <SelectField name="owner_id" label="Owner" placeholder="Unassigned" hint="An administrator." options={owners} defaultValue={valueOf(owner?.values, "owner_id") ?? request.owner?.id ?? ""} error={owner?.errors.owner_id} />
                  <button type="submit" name="intent" value="owner" className={`${buttonClass} border-2 border-navy-800 text-navy-900 hover:bg-navy-50`}>
                    <Save aria-hidden="true" className="h-5 w-5" />
                    Save owner
                  </button>
                </Form>
                {request.extendedAt ? (
                  <p className="text-sm text-slate-700">Extended on {formatDate(request.extendedAt)}: the due date cannot move again.</p>
                ) : (
                  <Form method="post" className="space-y-3" aria-label="Extend the due date">
                    <ErrorSummary errors={extend?.errors} labels={privacyExtensionLabels} />
                    <TextareaField name="reason" label={privacyExtensionLabels.reason} required rows={3} maxLength={1000} hint={`Once, by ${PRIVACY_EXTENSION_DAYS} days, when more time is reasonably needed.`} defaultValue={valueOf(extend?.values, "reason")} error={extend?.errors.reason} />
                    <button type="submit" name="intent" value="extend" className={`${buttonClass} border-2 border-navy-800 text-navy-900 hover:bg-navy-50`}>
                      <CalendarPlus aria-hidden="true" className="h-5 w-5" />
                      Extend by {PRIVACY_EXTENSION_DAYS} days
                    </button>
                  </Form>
                )}
              </div>
            </Panel>
          )}
        </div>
        <div className="space-y-6 lg:order-1">
          <Panel title="What was asked" titleId="asked">
            <dl className="divide-y divide-slate-200">
              <Fact label="Name">{request.firstName} {request.lastName}</Fact>
              <Fact label={privacyRequestLabels.email}>
                <a href={`mailto:${request.email}`} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline">
                  <Mail aria-hidden="true" className="h-4 w-4" />
                  {request.email}
                </a>
              </Fact>
              <Fact label="Request">{privacyKindLabel(request.kind)}</Fact>
              <Fact label="Details">{request.details ? <span className="whitespace-pre-line">{request.details}</span> : <span className="text-slate-600">None given</span>}</Fact>
              <Fact label="Received">{formatDateTime(request.receivedAt)}</Fact>
              <Fact label="Answer due by">
                {formatDate(request.dueAt)}
                {request.extendedAt ? <span className="block text-sm text-slate-700">Extended on {formatDate(request.extendedAt)}. Reason sent: {request.extensionReason}</span> : null}
              </Fact>
              <Fact label="Owner">{request.owner?.name ?? <span className="italic text-slate-600">Unassigned</span>}</Fact>
              <Fact label="Sent from">{request.pageUrl}</Fact>
            </dl>
            {/* Gone once the person's data was erased (the request keeps no address then). */}
            {request.email.includes("@") ? (
              <p className="mt-4">
                <Link to={`${PERSON_DATA_PATH}?${new URLSearchParams({ email: request.email })}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-navy-800 underline">
                  <UserSearch aria-hidden="true" className="h-5 w-5" />
                  Find everything held about {request.email}
                </Link>
              </p>
            ) : null}
          </Panel>
          {closed ? (
            <Panel title="The answer sent" titleId="answer">
              <p className="whitespace-pre-line text-slate-900">{request.answer}</p>
              <p className="mt-3 text-sm text-slate-700">
                {request.status === "declined" ? "Declined" : "Answered"} by {request.closedBy} on {request.closedAt ? formatDateTime(request.closedAt) : ""}.
              </p>
            </Panel>
          ) : (
            <Panel title="Answer" titleId="answer">
              <Form method="post" className="space-y-4" aria-labelledby="answer">
                <ErrorSummary errors={answer?.errors} labels={privacyAnswerLabels} />
                <p className="text-slate-700">
                  Check that the request comes from the person first (for example, a reply from {request.email}). The answer is emailed to them and closes the request.
                </p>
                <ChoiceGroup type="radio" name="outcome" legend={privacyAnswerLabels.outcome} required columns={1} options={privacyOutcomeOptions} defaultValue={valueOf(answer?.values, "outcome")} error={answer?.errors.outcome} />
                <TextareaField name="answer" label={privacyAnswerLabels.answer} required rows={8} maxLength={10_000} hint="What was done, or why not. Written to the person." defaultValue={valueOf(answer?.values, "answer")} error={answer?.errors.answer} />
                <button type="submit" name="intent" value="answer" className={`${buttonClass} bg-navy-800 text-white shadow-sm hover:bg-navy-900`}>
                  <Send aria-hidden="true" className="h-5 w-5" />
                  Send answer
                </button>
              </Form>
            </Panel>
          )}
        </div>
      </div>
    </AdminFrame>
  );
}
