/**
 * /admin/help-questions: the questions the help desk could not answer from a page
 * (docs/product.md#help-desk), for staff and admins. Tabs Open / Answered / Dismissed, newest
 * first, 25 to a page; each open question with its words, language and time, "Write an answer"
 * (`?answer=<id>` opens the form in its card) and Dismiss. Beside them "Our answers", the FAQ
 * entries the help desk answers from, each with Edit (`?edit=<id>`) and Delete (`?delete=<id>`
 * asks first).
 *
 * Links, GET parameters and plain forms only: no JavaScript. One answer form at a time (its
 * fields' ids are their names); a refused post comes back with its messages and every value.
 */
import { Languages, MessageSquarePlus, Pencil, Save, Trash2, XCircle } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/admin-help-questions";
import { AdminFrame, EmptyState } from "../../components/admin/AdminFrame.tsx";
import { Badge } from "../../components/admin/Badges.tsx";
import { FilterTabs, hrefWith, Pagination } from "../../components/admin/listing.tsx";
import { ChoiceGroup, ErrorSummary, SelectField, SubmitButton, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { parseForm, type FormFailure } from "../../lib/form-data.ts";
import { helpAnswerSchema } from "../../lib/schemas/help-answer.ts";
import {
  HELP_ANSWERS_PAGE_SIZE,
  HELP_QUESTIONS_ADMIN_PATH,
  HELP_QUESTIONS_PAGE_SIZE,
  helpAnswerAnchor,
  helpLanguageName,
  helpQuestionStatuses,
  helpSavedMessages,
  isHelpQuestionStatus,
  isHelpSaved,
  type HelpQuestionStatus,
  type HelpSaved,
} from "../../lib/help-questions.ts";
import { pathInLocale, isLocale } from "../../lib/i18n/locale.ts";
import {
  HELP_ANSWER_MAX,
  HELP_ANSWER_QUESTION_MAX,
  helpAnswerLabels,
  helpAnswerPageLabel,
  helpAnswerPageOptions,
  SHOW_ON_PAGE_VALUE,
  showOnPageHint,
} from "../../lib/schemas/help-answer-fields.ts";
import { requireStaff } from "../../http/guards.ts";
import { servicesOf } from "../../http/context.ts";
import { readAdminForm } from "../../http/read-admin-form.ts";
import { helpSavedOf, workHelpQuestion, type HelpQuestionAction, type HelpQuestionIntent } from "../../server/help-desk/help-question-work.ts";
import { getHelpAnswer, getOpenHelpQuestion, listHelpAnswers, listHelpQuestions, type HelpQuestion, type StaffAnswer } from "../../server/help-desk/help-questions.ts";
import { parsePage } from "../../server/inbox/list-leads.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const { searchParams } = args.url;
  const db = servicesOf(args.context).db;
  const asked = searchParams.get("show");
  const show: HelpQuestionStatus = isHelpQuestionStatus(asked) ? asked : "open";
  const questions = await listHelpQuestions(db, show, parsePage(searchParams.get("page")));
  const answers = await listHelpAnswers(db, parsePage(searchParams.get("apage")));
  const answerId = searchParams.get("answer");
  const editId = searchParams.get("edit");
  const deleteId = searchParams.get("delete");
  const saved = searchParams.get("saved");
  return {
    show,
    questions,
    answers,
    answering: answerId ? await getOpenHelpQuestion(db, answerId) : null,
    editing: editId ? await getHelpAnswer(db, editId) : null,
    confirmDelete: deleteId ? await getHelpAnswer(db, deleteId) : null,
    saved: isHelpSaved(saved) ? saved : null,
  };
}

/** A refused post: which form, about which question or answer. */
type HelpQuestionFailure = FormFailure & { intent: HelpQuestionIntent; id: string };

const notOpen = "Someone else answered or dismissed this question a moment ago; it is no longer open.";

/** The list the post came from (its tab and pages), with what was saved. */
function backTo(url: URL, saved: HelpSaved, keepAnswersPage: boolean): string {
  const to = new URLSearchParams();
  for (const name of ["show", "page", ...(keepAnswersPage ? ["apage"] : [])]) {
    const value = url.searchParams.get(name);
    if (value) to.set(name, value);
  }
  to.set("saved", saved);
  return `${url.pathname}?${to}`;
}

/** A refusal comes back with its form's messages and values; a change redirects back to the same lists with what was saved. */
export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args);
  const fields = await readAdminForm(args.request);
  const idOf = (name: string) => String(fields.get(name) ?? "");
  const failed = (intent: HelpQuestionIntent, id: string, failure: FormFailure, status = 400) => data<HelpQuestionFailure>({ intent, id, ...failure }, { status });
  let work: HelpQuestionAction;
  let values: FormFailure["values"] = {};
  switch (fields.get("intent")) {
    case "answer":
    case "edit": {
      const intent = fields.get("intent") as "answer" | "edit";
      const id = idOf(intent === "answer" ? "questionId" : "answerId");
      const parsed = parseForm(helpAnswerSchema, fields);
      if (!parsed.ok) return failed(intent, id, parsed);
      work = intent === "answer" ? { intent, questionId: id, answer: parsed.data } : { intent, answerId: id, answer: parsed.data };
      values = parsed.values;
      break;
    }
    case "dismiss":
      work = { intent: "dismiss", questionId: idOf("questionId") };
      break;
    case "delete":
      work = { intent: "delete", answerId: idOf("answerId") };
      break;
    default:
      throw data("Unknown action", { status: 400 });
  }
  const result = await workHelpQuestion(servicesOf(args.context).db, staff, work);
  const saved = helpSavedOf[work.intent];
  if (result.ok) return redirect(backTo(args.url, result.changed ? saved : "unchanged", saved === "deleted" || saved === "dismissed"), 303);
  if (result.reason === "not-found") throw data("Not found", { status: 404 });
  return failed(work.intent, "questionId" in work ? work.questionId : work.answerId, { errors: {}, values, formError: notOpen }, 409);
}

export const meta = () => [{ title: "Questions visitors asked · Back office" }, { name: "robots", content: "noindex" }];

type LoaderData = Route.ComponentProps["loaderData"];

const buttonClass = "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold";
const outlineButton = `${buttonClass} border-2 border-navy-800 bg-white text-navy-900 hover:bg-navy-50`;

/** The list's address with its tab and pages, plus what to open (an answer form, an edit, a deletion's question). */
function listHref(loaderData: LoaderData, extra: Record<string, string | null> = {}): string {
  const { show, questions, answers } = loaderData;
  return hrefWith(HELP_QUESTIONS_ADMIN_PATH, {
    show: show === "open" ? null : show,
    page: questions.page > 1 ? questions.page : null,
    apage: answers.page > 1 ? answers.page : null,
    ...extra,
  });
}

function Language({ locale }: { locale: string }) {
  return (
    <Badge tone="slate" Icon={Languages}>
      <span className="sr-only">Language: </span>
      {helpLanguageName(locale)}
    </Badge>
  );
}

/** The failure of this form (intent and record), if the last post was it. */
function failureFor(actionData: HelpQuestionFailure | undefined, intent: HelpQuestionFailure["intent"], id: string): FormFailure | undefined {
  return actionData?.intent === intent && actionData.id === id ? actionData : undefined;
}

/**
 * Writing an answer to a question, or editing one: the question as the help desk will know it,
 * the answer, its page and whether the page lists it. In the question's language.
 */
function AnswerForm({
  mode,
  id,
  locale,
  action,
  cancelHref,
  initial,
  failure,
}: {
  mode: "answer" | "edit";
  id: string;
  locale: string;
  action: string;
  cancelHref: string;
  initial: { question: string; answer: string; pagePath: string; showOnPage: boolean };
  failure?: FormFailure;
}) {
  const values = failure?.values;
  const errors = failure?.errors;
  const headingId = mode === "answer" ? "write-answer" : "edit-answer";
  const language = helpLanguageName(locale);
  const showOnPage = failure ? valueOf(values, "showOnPage") === SHOW_ON_PAGE_VALUE : initial.showOnPage;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border-2 border-navy-700 bg-navy-50/40 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-navy-900">{mode === "answer" ? "Write an answer" : "Edit the answer"}</h3>
      <p className="mt-1 text-sm text-slate-700">
        In {language}, written to visitors. The help desk answers questions like this one with it, with a link to the page you choose.
      </p>
      <Form method="post" action={action} className="mt-4 space-y-5" noValidate>
        <ErrorSummary errors={errors} labels={helpAnswerLabels} />
        <input type="hidden" name={mode === "answer" ? "questionId" : "answerId"} value={id} />
        <TextareaField
          name="question"
          label={helpAnswerLabels.question}
          required
          rows={3}
          maxLength={HELP_ANSWER_QUESTION_MAX}
          hint={mode === "answer" ? "The visitor's words: correct or shorten them as the help desk should know the question." : "As the help desk knows the question."}
          defaultValue={valueOf(values, "question") ?? initial.question}
          error={errors?.question}
        />
        <TextareaField
          name="answer"
          label={helpAnswerLabels.answer}
          required
          rows={6}
          maxLength={HELP_ANSWER_MAX}
          hint={`In ${language}, up to ${HELP_ANSWER_MAX.toLocaleString("en-US")} characters. Facts only: no prices and no promise of coverage.`}
          defaultValue={valueOf(values, "answer") ?? initial.answer}
          error={errors?.answer}
        />
        <SelectField
          name="pagePath"
          label={helpAnswerLabels.pagePath}
          required
          placeholder="Choose a page…"
          hint="The answer links to it."
          options={helpAnswerPageOptions}
          defaultValue={valueOf(values, "pagePath") ?? initial.pagePath}
          error={errors?.pagePath}
        />
        <ChoiceGroup
          type="checkbox"
          name="showOnPage"
          legend={helpAnswerLabels.showOnPage}
          hint={showOnPageHint}
          columns={1}
          options={[{ value: SHOW_ON_PAGE_VALUE, label: "List it among the page's FAQs" }]}
          defaultValue={showOnPage ? [SHOW_ON_PAGE_VALUE] : []}
          error={errors?.showOnPage}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value={mode} pendingText="Saving…" className="w-full gap-2 sm:w-auto">
            <Save aria-hidden="true" className="h-5 w-5" />
            {mode === "answer" ? "Save answer" : "Save changes"}
          </SubmitButton>
          <Link to={cancelHref} className={`${buttonClass} w-full border-2 border-slate-400 bg-white text-slate-800 sm:w-auto`}>Cancel</Link>
        </div>
      </Form>
    </section>
  );
}

function QuestionCard({ question, loaderData, actionData }: { question: HelpQuestion; loaderData: LoaderData; actionData?: HelpQuestionFailure }) {
  const textId = `question-text-${question.id}`;
  const answering = question.status === "open" && (loaderData.answering?.id === question.id || !!failureFor(actionData, "answer", question.id));
  return (
    <li id={`question-${question.id}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <p id={textId} lang={isLocale(question.locale) ? question.locale : undefined} className="whitespace-pre-line break-words text-lg font-semibold text-slate-900">
        {question.question}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <Language locale={question.locale} />
        <span>Asked {formatDateTime(question.askedAt)}</span>
      </p>
      {question.answer ? (
        <p className="mt-2 text-sm text-slate-800">
          Answered as <span lang={isLocale(question.locale) ? question.locale : undefined} className="font-medium">“{question.answer.question}”</span>.{" "}
          <Link to={`${listHref(loaderData, { edit: question.answer.id })}#edit-answer`} className="font-semibold text-navy-800 underline">
            Edit its answer
          </Link>
        </p>
      ) : null}
      {question.status === "open" && !answering ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to={`${listHref(loaderData, { answer: question.id })}#write-answer`} aria-describedby={textId} className={`${buttonClass} w-full bg-navy-800 text-white shadow-sm hover:bg-navy-900 sm:w-auto`}>
            <MessageSquarePlus aria-hidden="true" className="h-5 w-5" />
            Write an answer
          </Link>
          <Form method="post" action={listHref(loaderData)} className="w-full sm:w-auto">
            <input type="hidden" name="questionId" value={question.id} />
            <button type="submit" name="intent" value="dismiss" aria-describedby={textId} className={`${outlineButton} w-full sm:w-auto`}>
              <XCircle aria-hidden="true" className="h-5 w-5" />
              Dismiss
            </button>
          </Form>
        </div>
      ) : null}
      {answering ? (
        <AnswerForm
          mode="answer"
          id={question.id}
          locale={question.locale}
          action={listHref(loaderData, { answer: question.id })}
          cancelHref={`${listHref(loaderData)}#question-${question.id}`}
          initial={{ question: question.question, answer: "", pagePath: "", showOnPage: false }}
          failure={failureFor(actionData, "answer", question.id)}
        />
      ) : null}
    </li>
  );
}

/** One line of an answer's facts: the label, then the value beside it (below it when it is long). */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function AnswerCard({ answer, loaderData, actionData }: { answer: StaffAnswer; loaderData: LoaderData; actionData?: HelpQuestionFailure }) {
  const lang = isLocale(answer.locale) ? answer.locale : undefined;
  const editing = loaderData.editing?.id === answer.id || !!failureFor(actionData, "edit", answer.id);
  const headingId = `${helpAnswerAnchor(answer.id)}-question`;
  return (
    <li id={helpAnswerAnchor(answer.id)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} lang={lang} className="break-words text-lg font-semibold text-navy-900">{answer.question}</h3>
      {editing ? (
        <AnswerForm
          mode="edit"
          id={answer.id}
          locale={answer.locale}
          action={listHref(loaderData, { edit: answer.id })}
          cancelHref={`${listHref(loaderData)}#${helpAnswerAnchor(answer.id)}`}
          initial={{ question: answer.question, answer: answer.answer, pagePath: answer.pagePath, showOnPage: answer.showOnPage }}
          failure={failureFor(actionData, "edit", answer.id)}
        />
      ) : (
        <>
          <p lang={lang} className="mt-2 whitespace-pre-line break-words text-slate-800">{answer.answer}</p>
          <dl className="mt-4 space-y-1.5 text-sm">
            <Fact label="Page">
              <a href={pathInLocale(answer.pagePath, lang ?? "en")} className="font-medium text-navy-800 underline">{helpAnswerPageLabel(answer.pagePath)}</a>
              {answer.showOnPage ? ", listed among its FAQs" : ""}
            </Fact>
            <Fact label="Language">{helpLanguageName(answer.locale)}</Fact>
            <Fact label="Written by">{answer.createdBy}</Fact>
            <Fact label="When">
              {formatDateTime(answer.createdAt)}
              {answer.updatedAt !== answer.createdAt ? `; changed ${formatDateTime(answer.updatedAt)}` : null}
            </Fact>
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={`${listHref(loaderData, { edit: answer.id })}#edit-answer`} aria-describedby={headingId} className={`${outlineButton} min-h-10 px-3 text-sm`}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit
            </Link>
            <Link
              to={`${listHref(loaderData, { delete: answer.id })}#confirm-delete`}
              aria-describedby={headingId}
              className={`${buttonClass} min-h-10 border border-red-700 bg-white px-3 text-sm text-red-800 hover:bg-red-50`}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </Link>
          </div>
        </>
      )}
    </li>
  );
}

const emptyTexts: Record<HelpQuestionStatus, { title: string; body: string }> = {
  open: { title: "No open questions", body: "Questions the help desk could not answer from a page appear here as soon as a visitor asks one." },
  answered: { title: "No answered questions", body: "Questions you answer move here." },
  dismissed: { title: "No dismissed questions", body: "Questions you dismiss move here." },
};

export default function HelpQuestionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { show, questions, answers, answering, editing, confirmDelete, saved } = loaderData;
  const failure = actionData as HelpQuestionFailure | undefined;
  // A form opened for a question or answer that is not on the lists' current pages gets a card of its own above them.
  const answeringElsewhere = answering && !questions.rows.some((q) => q.id === answering.id) ? answering : null;
  const editingElsewhere = editing && !answers.rows.some((a) => a.id === editing.id) ? editing : null;
  // A conflict (the question was answered or dismissed by someone else meanwhile): its card is gone, so the page says it.
  const pageFailure = failure?.formError;
  return (
    <AdminFrame
      title="Questions visitors asked"
      eyebrow="Help desk"
      description={
        <p>
          Questions the help desk could not answer from a page. Answer one and the help desk answers it from then on, in the question&apos;s language; dismiss the ones that need no answer.
        </p>
      }
    >
      {saved ? (
        <MessageBox tone={saved === "unchanged" ? "info" : "success"} className="mb-6" focus>
          <p>
            {helpSavedMessages[saved]}
            {saved === "answered" || saved === "edited" ? (
              <>
                {" "}
                <a href="#our-answers">See our answers</a>
              </>
            ) : null}
          </p>
        </MessageBox>
      ) : null}
      {pageFailure ? (
        <MessageBox tone="error" className="mb-6" focus>
          <p>{pageFailure}</p>
        </MessageBox>
      ) : null}

      {confirmDelete ? (
        <section aria-labelledby="confirm-delete" className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
          <h2 id="confirm-delete" className="break-words text-lg font-semibold text-red-950">
            Delete the answer to “<span lang={isLocale(confirmDelete.locale) ? confirmDelete.locale : undefined}>{confirmDelete.question}</span>”?
          </h2>
          <p className="mt-1 text-red-950">
            The help desk stops answering with it at once, and the question it answered goes back under Open. This cannot be undone; the audit log keeps a line saying who deleted it.
          </p>
          <Form method="post" action={listHref(loaderData, { delete: confirmDelete.id })} className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="answerId" value={confirmDelete.id} />
            <button type="submit" name="intent" value="delete" className={`${buttonClass} w-full bg-red-800 text-white hover:bg-red-900 sm:w-auto`}>
              <Trash2 aria-hidden="true" className="h-5 w-5" />
              Delete answer
            </button>
            <Link to={`${listHref(loaderData)}#${helpAnswerAnchor(confirmDelete.id)}`} className={`${buttonClass} w-full border-2 border-slate-400 bg-white text-slate-800 sm:w-auto`}>Keep it</Link>
          </Form>
        </section>
      ) : null}

      <div className="grid items-start gap-8 lg:grid-cols-2">
        <section aria-labelledby="questions-heading" className="min-w-0">
          <h2 id="questions-heading" className="mb-3 text-xl font-semibold text-navy-900">Questions</h2>
          <FilterTabs
            label="Questions to show"
            tabs={helpQuestionStatuses.map((s) => ({
              label: s.label,
              href: hrefWith(HELP_QUESTIONS_ADMIN_PATH, { show: s.value === "open" ? null : s.value }),
              count: questions.counts[s.value],
              current: s.value === show,
            }))}
          />
          {answeringElsewhere ? (
            <ul className="mt-4 space-y-4">
              <QuestionCard question={answeringElsewhere} loaderData={loaderData} actionData={failure} />
            </ul>
          ) : null}
          <div className="mt-4">
            {questions.rows.length === 0 ? (
              <EmptyState title={emptyTexts[show].title}>
                <p>{emptyTexts[show].body}</p>
              </EmptyState>
            ) : (
              <>
                <ul aria-label={`${helpQuestionStatuses.find((s) => s.value === show)!.label} questions, newest first`} className="space-y-4">
                  {questions.rows.map((question) => (
                    <QuestionCard key={question.id} question={question} loaderData={loaderData} actionData={failure} />
                  ))}
                </ul>
                <Pagination
                  label="Pages of questions"
                  page={questions.page}
                  pageCount={questions.pageCount}
                  pageSize={HELP_QUESTIONS_PAGE_SIZE}
                  total={questions.total}
                  noun="questions"
                  hrefFor={(p) => hrefWith(HELP_QUESTIONS_ADMIN_PATH, { show: show === "open" ? null : show, page: p > 1 ? p : null, apage: answers.page > 1 ? answers.page : null })}
                />
              </>
            )}
          </div>
        </section>

        <section aria-labelledby="our-answers" className="min-w-0">
          <h2 id="our-answers" className="mb-3 text-xl font-semibold text-navy-900">Our answers</h2>
          <p className="mb-4 text-slate-700">
            The help desk answers from these as from the site&apos;s own FAQs, in their language, the newest or last changed first. {answers.total} in all.
          </p>
          {editingElsewhere ? (
            <ul className="mb-4 space-y-4">
              <AnswerCard answer={editingElsewhere} loaderData={loaderData} actionData={failure} />
            </ul>
          ) : null}
          {answers.rows.length === 0 ? (
            <EmptyState title="No answers yet">
              <p>Answer an open question and your answer appears here.</p>
            </EmptyState>
          ) : (
            <>
              <ul aria-label="Our answers, the newest first" className="space-y-4">
                {answers.rows.map((answer) => (
                  <AnswerCard key={answer.id} answer={answer} loaderData={loaderData} actionData={failure} />
                ))}
              </ul>
              <Pagination
                label="Pages of answers"
                page={answers.page}
                pageCount={answers.pageCount}
                pageSize={HELP_ANSWERS_PAGE_SIZE}
                total={answers.total}
                noun="answers"
                hrefFor={(p) => `${hrefWith(HELP_QUESTIONS_ADMIN_PATH, { show: show === "open" ? null : show, page: questions.page > 1 ? questions.page : null, apage: p > 1 ? p : null })}#our-answers`}
              />
            </>
          )}
        </section>
      </div>
    </AdminFrame>
  );
}
