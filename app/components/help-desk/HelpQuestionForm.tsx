import { AlertCircle, Search } from "lucide-react";
import { MAX_QUESTION_LENGTH } from "../../lib/help-desk.ts";
import { useLocalHref, useT } from "../use-site.ts";

/** The question box of the /help page: a GET form, so an answer is an address like any page. */
export function HelpQuestionForm({ question, error }: { question: string; error?: string }) {
  const t = useT();
  const localHref = useLocalHref();
  return (
    <form action={localHref("/help")} method="get" role="search" className="space-y-2">
      <label htmlFor="help-question" className="block text-lg font-semibold text-navy-900">{t("help.questionLabel")}</label>
      <p id="help-question-hint" className="text-slate-700">{t("help.questionHint")}</p>
      <QuestionBox
        id="help-question"
        defaultValue={question}
        aria-describedby={error ? "help-question-hint help-question-error" : "help-question-hint"}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p id="help-question-error" role="alert" className="flex items-start gap-1.5 font-medium text-red-800">
          <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The question's input and the Ask button, side by side from 640 px: the page's form and the panel's. */
export function QuestionBox(props: React.InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <input
        name="q"
        type="text"
        maxLength={MAX_QUESTION_LENGTH}
        autoComplete="off"
        className="block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-navy-700"
        {...props}
      />
      <button type="submit" className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-navy-800 px-6 font-semibold text-white hover:bg-navy-900">
        <Search aria-hidden="true" className="h-5 w-5" />
        {t("help.ask")}
      </button>
    </div>
  );
}
