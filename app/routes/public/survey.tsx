/**
 * /survey?token=…&score=N (and /es/survey): the page a survey email's links open
 * (docs/product.md#how-likely-are-you-to-recommend-us). No sign-in: the signed token is the proof.
 * Opening it records nothing (mail scanners open every link): it thanks them, shows the score they
 * clicked already chosen among 0–10, a comment box and "Send my answer". The post records the
 * answer once; then it thanks them and, when the others' answers reach the threshold, offers the
 * review link. In the survey's language; works without JavaScript (the form script only marks the
 * button while it posts).
 */
import { Phone, Star } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/survey";
import { AccountLayout } from "../../components/AccountLayout.tsx";
import { EnhancedForm, ErrorSummary, errorIdOf, SubmitButton, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useAgency, useLocale, useT } from "../../components/use-site.ts";
import { partMarks, WithParts } from "../../components/WithParts.tsx";
import { servicesOf } from "../../http/context.ts";
import { readTextForm } from "../../http/read-form.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { formatDate } from "../../lib/format.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { localeOfUrl, pathInLocale } from "../../lib/i18n/locale.ts";
import { parseSurveyScore, SURVEY_COMMENT_MAX, SURVEY_SCORES, surveyFieldNames } from "../../lib/surveys.ts";
import type { RouteHandle } from "../../root.tsx";
import { linkSecret } from "../../server/security/signed-link.ts";
import { answerSurvey, loadSurveyPage } from "../../server/surveys/answer-survey.ts";
import { surveyAnswerSchema } from "../../server/surveys/survey-answer-form.ts";
import { SURVEY_PATH } from "../../server/surveys/survey-token.ts";

/** No React bundle: the form script marks the button while the answer posts. */
export const handle: RouteHandle = { scripts: ["form"] };

/** The token is in the address: never kept by a browser or a cache, and never sent on as a referrer to another site. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ location }) => {
  const t = translatorFor(localeOfUrl(`http://x${location.pathname}`));
  return [{ title: t("survey.page.title") }, { name: "robots", content: "noindex" }];
};

type Answered = { kind: "recorded" | "already"; score: number; answeredOn: string; offerReview: boolean };
type BadLink = { kind: "bad-link"; reason: "invalid" | "expired" };
type Failure = FormFailure & { kind: "failure" };

export async function loader({ context, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(url);
  const page = await loadSurveyPage(services.db, await linkSecret(services), url.searchParams.get("token"), new Date());
  if (!page.ok) return data<BadLink>({ kind: "bad-link", reason: page.reason }, { status: 404 });
  // A survey speaks the language it was sent in, whichever address was typed.
  if (page.locale !== locale) throw redirect(`${pathInLocale(SURVEY_PATH, page.locale)}${url.search}`);
  if (page.state === "answered") return { kind: "already", score: page.score, answeredOn: formatDate(page.answeredAt, undefined, locale), offerReview: page.offerReview } satisfies Answered;
  return { kind: "open" as const, chosen: parseSurveyScore(url.searchParams.get("score")) };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(url);
  const t = translatorFor(locale);
  // A comment of 2,000 characters is at most 8 KB of UTF-8.
  const read = await readTextForm(request, { maxBytes: 32 * 1024, maxParts: 8, maxFieldBytes: 16 * 1024 });
  if (!read.ok) return data<Failure>({ kind: "failure", errors: {}, values: {}, formError: t("forms.upload.unreadable") }, { status: 400 });
  const parsed = parseForm(surveyAnswerSchema(locale), read.fields);
  if (!parsed.ok) return data<Failure>({ kind: "failure", errors: parsed.errors, values: parsed.values }, { status: 400 });
  const result = await answerSurvey(services.db, await linkSecret(services), url.searchParams.get("token"), parsed.data, new Date());
  if (!result.ok) return data<BadLink>({ kind: "bad-link", reason: result.reason }, { status: 404 });
  return {
    kind: result.recorded ? "recorded" : "already",
    score: result.score,
    answeredOn: formatDate(result.answeredAt, undefined, locale),
    offerReview: result.offerReview,
  } satisfies Answered;
}

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

function PhoneLink() {
  const agency = useAgency();
  return <a href={`tel:${agency.phone.dial}`} className={`whitespace-nowrap ${linkClass}`}>{agency.phone.display}</a>;
}

function CallUs() {
  const t = useT();
  return (
    <p className="mt-6 flex items-start gap-2 text-slate-700">
      <Phone aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
      <span>
        <WithParts text={t("survey.page.contact", partMarks("phone"))} parts={{ phone: <PhoneLink /> }} />
      </span>
    </p>
  );
}

function BadLinkPage({ reason }: { reason: BadLink["reason"] }) {
  const t = useT();
  return (
    <AccountLayout heading={t("survey.page.badLinkHeading")} aside={false}>
      <MessageBox tone="error" focus>
        <p>{reason === "expired" ? t("survey.page.expiredLink") : t("survey.page.badLink")}</p>
      </MessageBox>
      <p className="mt-6 text-slate-700">
        <WithParts text={t("survey.page.badLinkCall", partMarks("phone"))} parts={{ phone: <PhoneLink /> }} />
      </p>
    </AccountLayout>
  );
}

function AnsweredPage({ answer }: { answer: Answered }) {
  const t = useT();
  const agency = useAgency();
  const review = answer.offerReview ? agency.reviewProfile : null;
  const recorded = answer.kind === "recorded";
  return (
    <AccountLayout heading={recorded ? t("survey.page.thanksHeading") : t("survey.page.alreadyHeading")} aside={false}>
      <MessageBox tone={recorded ? "success" : "info"} focus>
        <p>{recorded ? t("survey.page.recorded", { score: answer.score }) : t("survey.page.already", { date: answer.answeredOn })}</p>
      </MessageBox>
      <p className="mt-6 text-slate-800">{t("survey.page.thanks")}</p>
      {review ? (
        <section aria-labelledby="review-heading" className="mt-6 rounded-xl border border-slate-200 bg-navy-50 p-5">
          <h2 id="review-heading" className="flex items-center gap-2 text-lg font-semibold text-navy-900">
            <Star aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700" />
            {t("survey.page.reviewHeading")}
          </h2>
          <p className="mt-2 text-slate-800">{t("survey.page.reviewText")}</p>
          <a
            href={review.url}
            rel="noopener"
            className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
          >
            {review.site ? t("survey.page.reviewLink", { site: review.site }) : t("survey.page.reviewLinkGeneric")}
          </a>
        </section>
      ) : null}
      <CallUs />
    </AccountLayout>
  );
}

/** The 0–10 question: real radio buttons in a fieldset, drawn as a row of numbered boxes (two rows on a phone). */
function ScoreField({ chosen, error }: { chosen: number | null; error?: string }) {
  const t = useT();
  const agency = useAgency();
  const name = surveyFieldNames.score;
  const hintId = `field-${name}-hint`;
  return (
    <fieldset id={`field-${name}`} tabIndex={-1} aria-invalid={error ? true : undefined} aria-describedby={[hintId, error ? errorIdOf(name) : ""].filter(Boolean).join(" ")}>
      <legend className="text-lg font-semibold text-navy-900">{t("survey.page.question", { agency: agency.name })}</legend>
      <p id={hintId} className="mt-1 text-sm text-slate-700">{t("survey.page.scale")}</p>
      <div className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-11 sm:gap-1.5">
        {SURVEY_SCORES.map((score) => (
          <label
            key={score}
            className="relative flex min-h-12 cursor-pointer items-center justify-center rounded-md border-2 border-slate-400 bg-white text-lg font-semibold text-navy-900 hover:border-navy-700 has-[:checked]:border-navy-900 has-[:checked]:bg-navy-800 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-navy-700"
          >
            <input type="radio" name={name} value={score} defaultChecked={score === chosen} className="sr-only" />
            {score}
          </label>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1.5 hidden justify-between text-sm text-slate-700 sm:flex">
        <span>{t("survey.page.notAtAll")}</span>
        <span>{t("survey.page.extremely")}</span>
      </div>
      {error ? (
        <p id={errorIdOf(name)} className="mt-1.5 text-sm font-medium text-red-800">
          <span className="sr-only">{t("forms.errorPrefix")} </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export default function SurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  if (actionData?.kind === "bad-link") return <BadLinkPage reason={actionData.reason} />;
  if (actionData?.kind === "recorded" || actionData?.kind === "already") return <AnsweredPage answer={actionData} />;
  if (loaderData.kind === "bad-link") return <BadLinkPage reason={loaderData.reason} />;
  if (loaderData.kind === "already") return <AnsweredPage answer={loaderData} />;

  const failure = actionData?.kind === "failure" ? actionData : undefined;
  const posted = parseSurveyScore(valueOf(failure?.values, surveyFieldNames.score));
  const chosen = failure ? posted : loaderData.chosen;
  const intro =
    loaderData.chosen !== null ? (
      <p>
        <strong className="text-navy-900">{t("survey.page.youChose", { score: loaderData.chosen })}</strong> {t("survey.page.checkAndSend")}
      </p>
    ) : (
      <p>{t("survey.page.chooseAndSend")}</p>
    );
  const maxText = SURVEY_COMMENT_MAX.toLocaleString(locale === "es" ? "es-US" : "en-US");
  return (
    <AccountLayout heading={loaderData.chosen !== null ? t("survey.page.heading") : t("survey.page.headingNoScore")} intro={intro} aside={false}>
      <EnhancedForm className="space-y-6">
        <ErrorSummary
          errors={failure?.errors}
          formError={failure?.formError}
          labels={{ [surveyFieldNames.score]: t("survey.page.title"), [surveyFieldNames.comment]: t("survey.page.comment") }}
        />
        <ScoreField chosen={chosen} error={failure?.errors[surveyFieldNames.score]} />
        <TextareaField
          name={surveyFieldNames.comment}
          label={t("survey.page.comment")}
          hint={t("survey.page.commentHint", { max: maxText })}
          rows={5}
          maxLength={SURVEY_COMMENT_MAX}
          defaultValue={valueOf(failure?.values, surveyFieldNames.comment)}
          error={failure?.errors[surveyFieldNames.comment]}
        />
        <SubmitButton pendingText={t("survey.page.sending")}>{t("survey.page.send")}</SubmitButton>
      </EnhancedForm>
      <CallUs />
    </AccountLayout>
  );
}
