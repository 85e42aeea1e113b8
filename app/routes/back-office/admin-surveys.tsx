/**
 * /admin/surveys (admins; docs/product.md#how-likely-are-you-to-recommend-us): the recommendation
 * survey's score over the last 90 days with its promoters, passives and detractors, the score
 * month by month, the answers newest first (50 a page) with who answered and what the survey
 * followed, whether the review link is shown now, and the settings (which events send the survey,
 * the review link's threshold; audited). No React bundle: the form posts and comes back.
 */
import { CheckCircle2, Clock, ListTodo, MessageSquareText, Save, ThumbsDown, ThumbsUp, Minus, XCircle } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-surveys";
import { AdminFrame, EmptyState, Panel } from "../../components/admin/AdminFrame.tsx";
import { Badge, type BadgeTone } from "../../components/admin/Badges.tsx";
import { hrefWith, Pagination } from "../../components/admin/listing.tsx";
import { ChoiceGroup, ErrorSummary, Field, SubmitButton, valueOf, listOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { requireAdmin } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { formValues, parseForm, type FormFailure } from "../../lib/form-data.ts";
import { formatDateTime } from "../../lib/format.ts";
import { LANGUAGE_NAME, isLocale } from "../../lib/i18n/locale.ts";
import {
  formatRecommendScore,
  MAX_REVIEW_THRESHOLD,
  MIN_REVIEW_THRESHOLD,
  SURVEY_RESPONSES_PAGE_SIZE,
  SURVEYS_ADMIN_PATH,
  surveyGroupLabels,
  surveyGroupOf,
  surveyTriggers,
  type SurveyGroup,
} from "../../lib/surveys.ts";
import { loadSurveyReport, type SurveyResponse } from "../../server/surveys/survey-report.ts";
import { setSurveySettings } from "../../server/surveys/survey-settings.ts";
import { surveySettingsFields, surveySettingsSchema } from "../../server/surveys/survey-settings-form.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = servicesOf(context);
  const report = await loadSurveyReport(services.db, new Date(), Number(url.searchParams.get("page") ?? 1));
  const saved = url.searchParams.get("saved") === "1" ? { unchanged: url.searchParams.get("unchanged") === "1" } : null;
  return { ...report, reviewUrl: services.agency.reviewProfile?.url ?? null, saved, fields: surveySettingsFields, bounds: { min: MIN_REVIEW_THRESHOLD, max: MAX_REVIEW_THRESHOLD } };
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const form = await readAdminForm(request);
  if (form.get("intent") !== "settings") throw data("Unknown action", { status: 400 });
  const parsed = parseForm(surveySettingsSchema, form, [surveySettingsFields.triggers]);
  if (!parsed.ok) return data<FormFailure>({ errors: parsed.errors, values: formValues(form, [surveySettingsFields.triggers]) }, { status: 400 });
  const { changed } = await setSurveySettings(servicesOf(context).db, admin, parsed.data);
  return redirect(hrefWith(SURVEYS_ADMIN_PATH, { saved: "1", unchanged: changed ? null : "1" }) + "#settings-heading", 303);
}

export const meta = () => [{ title: "How likely are you to recommend us? · Back office" }, { name: "robots", content: "noindex" }];

const linkClass = "font-semibold text-navy-900 underline underline-offset-2 hover:text-navy-700";
const th = "px-4 py-3 text-left text-sm font-semibold text-slate-700";
const thNum = `${th} text-right`;
const td = "px-4 py-3 align-top text-slate-800";
const tdNum = `${td} text-right tabular-nums`;

const groupStyle: Record<SurveyGroup, { tone: BadgeTone; Icon: typeof ThumbsUp }> = {
  promoter: { tone: "green", Icon: ThumbsUp },
  passive: { tone: "slate", Icon: Minus },
  detractor: { tone: "red", Icon: ThumbsDown },
};

function ScoreBadge({ score }: { score: number }) {
  const group = surveyGroupOf(score);
  const { tone, Icon } = groupStyle[group];
  return (
    <Badge tone={tone} Icon={Icon}>
      {score} · {surveyGroupLabels[group]}
    </Badge>
  );
}

const percentOf = (n: number, total: number) => (total ? `${Math.round((n * 100) / total)}%` : "—");

export default function SurveysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { recent, thresholdMet, months, responses, page, pageCount, total, settings, reviewUrl, saved, fields, bounds } = loaderData;
  const failure = actionData;
  const groups = [
    { key: "promoter", label: "Promoters", range: "9–10", n: recent.promoters },
    { key: "passive", label: "Passives", range: "7–8", n: recent.passives },
    { key: "detractor", label: "Detractors", range: "0–6", n: recent.detractors },
  ] as const;
  return (
    <AdminFrame
      title="How likely are you to recommend us?"
      description={
        <p>
          One question by email the day after a service request is completed, a lead is won or a policy renews; nobody is asked more than once in 90
          days. The score is the % of answers 9–10 minus the % of answers 0–6.
        </p>
      }
    >
      {saved ? (
        <MessageBox tone={saved.unchanged ? "info" : "success"} className="mb-6" focus>
          <p>{saved.unchanged ? "The survey's settings were already set that way; nothing changed." : "Saved: the survey's settings."}</p>
        </MessageBox>
      ) : null}

      <div className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="The last 90 days" titleId="recent-heading">
            <p className="text-slate-700">
              Score{" "}
              <span className="block text-4xl font-bold tabular-nums text-navy-900">{formatRecommendScore(recent.score)}</span>
            </p>
            <p className="mt-2 text-slate-700">
              {recent.answers} {recent.answers === 1 ? "answer" : "answers"} to {recent.sent} {recent.sent === 1 ? "survey" : "surveys"} sent in the last 90 days.
            </p>
            <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
              {groups.map((g) => (
                <div key={g.key} className="rounded-lg border border-slate-200 p-3">
                  <dt className="text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{g.label}</span> <span className="whitespace-nowrap">({g.range})</span>
                  </dt>
                  <dd className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">
                    {g.n} <span className="text-base font-normal text-slate-700">({percentOf(g.n, recent.answers)})</span>
                  </dd>
                </div>
              ))}
            </dl>
          </Panel>

          <Panel title="The review link" titleId="review-heading">
            {!reviewUrl ? (
              <>
                <Badge tone="slate" Icon={XCircle}>Not shown</Badge>
                <p className="mt-3 text-slate-700">
                  No review link is shown to anyone: <code className="rounded bg-slate-100 px-1">AGENCY_REVIEW_URL</code> is not set. Set it to the
                  agency&apos;s review page (an https address) where the server runs, and restart it.
                </p>
              </>
            ) : thresholdMet ? (
              <>
                <Badge tone="green" Icon={CheckCircle2}>Shown</Badge>
                <p className="mt-3 text-slate-700">
                  People who answer are offered{" "}
                  <a href={reviewUrl} className={linkClass}>the review page</a>: the score over the last 90 days ({formatRecommendScore(recent.score)})
                  reaches the threshold ({formatRecommendScore(settings.reviewThreshold)}).
                </p>
              </>
            ) : (
              <>
                <Badge tone="amber" Icon={Clock}>Not shown now</Badge>
                <p className="mt-3 text-slate-700">
                  {recent.score === null
                    ? "Nobody has answered in the last 90 days, so the threshold is not met."
                    : `The score over the last 90 days (${formatRecommendScore(recent.score)}) is below the threshold (${formatRecommendScore(settings.reviewThreshold)}).`}
                </p>
              </>
            )}
            <p className="mt-3 text-sm text-slate-700">
              Whether a person is offered the link is decided when they answer, from everyone else&apos;s answers of the last 90 days: their own
              answer never counts, so a low score is not treated differently from a high one.
            </p>
          </Panel>
        </div>

        <Panel title="Month by month" titleId="months-heading" padded={false}>
          <div role="region" aria-label="The score month by month, the last 12 months (Las Vegas time)" tabIndex={0} className="relative overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200">
              <caption className="sr-only">The score month by month, the last 12 months (Las Vegas time)</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>Month</th>
                  <th scope="col" className={thNum}>Sent</th>
                  <th scope="col" className={thNum}>Answers</th>
                  <th scope="col" className={thNum}>Promoters</th>
                  <th scope="col" className={thNum}>Passives</th>
                  <th scope="col" className={thNum}>Detractors</th>
                  <th scope="col" className={thNum}>Score</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {[...months].reverse().map((m) => (
                  <tr key={m.key}>
                    <th scope="row" className={`${td} whitespace-nowrap text-left font-medium`}>{m.label}</th>
                    <td className={tdNum}>{m.sent}</td>
                    <td className={tdNum}>{m.answers}</td>
                    <td className={tdNum}>{m.promoters}</td>
                    <td className={tdNum}>{m.passives}</td>
                    <td className={tdNum}>{m.detractors}</td>
                    <td className={`${tdNum} font-semibold`}>
                      {m.score === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">no answers</span>
                        </>
                      ) : (
                        formatRecommendScore(m.score)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>

        <section aria-labelledby="answers-heading">
          <h2 id="answers-heading" className="mb-3 text-lg font-semibold text-navy-900">Answers, newest first</h2>
          {responses.length === 0 ? (
            <EmptyState title="Nobody has answered yet.">
              <p>Answers appear here as people send them from the survey&apos;s page.</p>
            </EmptyState>
          ) : (
            <>
              <ul className="space-y-3">
                {responses.map((response) => (
                  <li key={response.id}>
                    <ResponseCard response={response} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} pageSize={SURVEY_RESPONSES_PAGE_SIZE} total={total} hrefFor={(p) => hrefWith(SURVEYS_ADMIN_PATH, { page: p > 1 ? p : null }) + "#answers-heading"} noun="answers" />
            </>
          )}
        </section>

        <Panel title="Settings" titleId="settings-heading">
          <Form method="post" noValidate className="max-w-2xl space-y-5" aria-labelledby="settings-heading">
            <input type="hidden" name="intent" value="settings" />
            <ErrorSummary errors={failure?.errors} labels={{ [fields.triggers]: "Send the survey when", [fields.threshold]: "Score the review link needs" }} />
            <ChoiceGroup
              type="checkbox"
              name={fields.triggers}
              legend="Send the survey when"
              hint="Turning one off stops new surveys for it; surveys already sent can still be answered."
              columns={1}
              options={surveyTriggers.map((t) => ({ value: t.code, label: t.label }))}
              defaultValue={failure ? listOf(failure.values, fields.triggers) : surveyTriggers.filter((t) => settings.triggers[t.code]).map((t) => t.code)}
              error={failure?.errors[fields.triggers]}
            />
            <Field
              name={fields.threshold}
              label="Score the review link needs"
              hint={`From ${bounds.min} to ${bounds.max}. Someone who answers is offered the review link when the score of everyone else's answers over the last 90 days is at least this.`}
              required
              inputMode="numeric"
              defaultValue={failure ? valueOf(failure.values, fields.threshold) : String(settings.reviewThreshold)}
              error={failure?.errors[fields.threshold]}
              className="max-w-md"
            />
            <SubmitButton>
              <Save aria-hidden="true" className="mr-2 h-5 w-5" />
              Save settings
            </SubmitButton>
          </Form>
        </Panel>
      </div>
    </AdminFrame>
  );
}

function ResponseCard({ response }: { response: SurveyResponse }) {
  const name = response.name ?? "(erased)";
  return (
    <article aria-label={`${name}, ${response.score} out of 10`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="min-w-0 break-words text-lg">
          {response.whoHref ? <Link to={response.whoHref} className={linkClass}>{name}</Link> : <span className="font-semibold text-slate-900">{name}</span>}
        </p>
        <ScoreBadge score={response.score} />
      </div>
      {response.comment ? (
        <blockquote className="mt-2 flex gap-2 whitespace-pre-line break-words text-slate-800">
          <MessageSquareText aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-slate-600" />
          <span>
            <span className="sr-only">Comment: </span>
            {response.comment}
          </span>
        </blockquote>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No comment.</p>
      )}
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-600">For</dt>
          <dd>{response.occasion.href ? <Link to={response.occasion.href} className={linkClass}>{response.occasion.text}</Link> : <span className="text-slate-900">{response.occasion.text}</span>}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Answered</dt>
          <dd className="text-slate-900">{formatDateTime(response.answeredAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Language</dt>
          <dd className="text-slate-900">{isLocale(response.language) ? LANGUAGE_NAME[response.language] : response.language}</dd>
        </div>
        {response.hasTask ? (
          <div>
            <dt className="text-slate-600">Follow-up</dt>
            <dd className="flex items-center gap-1 text-slate-900">
              <ListTodo aria-hidden="true" className="h-4 w-4" />
              {response.taskOwner ? `Task for ${response.taskOwner}` : "Task, not assigned"}
            </dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
