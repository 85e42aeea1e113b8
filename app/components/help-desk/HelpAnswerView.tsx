import { ArrowRight, Clock, MessageCircleQuestion, Phone, ShieldAlert } from "lucide-react";
import type { HelpAnswer } from "../../server/help-desk/answer-question.ts";
import { ButtonLink } from "../ButtonLink.tsx";
import { useT } from "../use-site.ts";

/**
 * One answer of the help desk as the /help page shows it: the question, the rule's words for a
 * guarded question, the passage with its page, more pages, and the next steps. The panel's
 * script (app/components/scripts/help-panel.ts) draws the same parts from the JSON answer.
 */
export function HelpAnswerView({ answer }: { answer: HelpAnswer }) {
  const t = useT();
  return (
    <section aria-labelledby="help-answer-heading" className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" data-help-answer={answer.outcome}>
      <p className="flex items-start gap-2 text-slate-700">
        <MessageCircleQuestion aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-navy-700" />
        <span>
          <span className="font-semibold text-navy-900">{t("help.youAsked")}:</span> {answer.question}
        </span>
      </p>
      <h2 id="help-answer-heading" className="text-2xl font-bold text-navy-900">{t("help.answerHeading")}</h2>
      {answer.guardText ? (
        <p className="flex items-start gap-3 rounded-lg border-l-4 border-gold-400 bg-amber-50 p-4 text-lg text-slate-900" data-help-guard={answer.guard ?? undefined}>
          <ShieldAlert aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-800" />
          <span>{answer.guardText}</span>
        </p>
      ) : null}
      {answer.passage ? (
        <div className="space-y-2">
          <h3 className="text-lg font-semibold text-navy-900">{answer.passage.heading}</h3>
          <p className="text-lg leading-8 text-slate-700">{answer.passage.text}</p>
          <p>
            <a href={answer.passage.page.href} className="inline-flex items-center gap-1 font-semibold text-navy-800 underline hover:text-navy-950">
              {t("help.readMore", { page: answer.passage.page.label })} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
          </p>
        </div>
      ) : (
        <p className="text-lg text-slate-700">{t("help.noAnswer")}</p>
      )}
      {answer.pages.length > 1 ? (
        <div>
          <h3 className="font-semibold text-navy-900">{t("help.morePages")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
            {answer.pages.slice(1).map((page) => (
              <li key={page.href}>
                <a href={page.href} className="text-navy-800 underline hover:text-navy-950">{page.label}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="border-t border-slate-200 pt-5">
        <h3 className="font-semibold text-navy-900">{t("help.nextSteps")}</h3>
        <p className="mt-1 flex items-center gap-2 text-slate-700" data-office-open={answer.officeOpen ? "true" : "false"}>
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
          {answer.officeOpen ? t("help.officeOpen") : t("help.officeClosed")}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          {answer.nextSteps.map((step, i) => (
            <ButtonLink key={step.kind} href={step.href} variant={i === 0 ? "navy" : "outline"}>
              {step.kind === "call" || step.kind === "claims-line" ? <Phone aria-hidden="true" className="h-5 w-5" /> : null}
              {step.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
