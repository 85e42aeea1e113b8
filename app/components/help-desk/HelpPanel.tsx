import { MessageCircleQuestion } from "lucide-react";
import { useLocalHref, useT } from "../use-site.ts";
import { QuestionBox } from "./HelpQuestionForm.tsx";

/**
 * "Questions? Ask us, 24/7": the help desk at the foot of every public page, above the footer.
 * Without JavaScript its form opens /help?q=…; with it, the panel's script answers in place
 * (help-panel-script.ts), as a conversation in the live region above the box.
 */
export function HelpPanel() {
  const t = useT();
  const localHref = useLocalHref();
  const helpPath = localHref("/help");
  return (
    <section
      id="ask"
      aria-labelledby="ask-heading"
      data-help-panel=""
      data-you-asked={t("help.youAsked")}
      data-read-more={t("help.readMore", { page: "{page}" })}
      data-more-pages={t("help.morePages")}
      data-no-answer={t("help.noAnswer")}
      data-office-open={t("help.officeOpen")}
      data-office-closed={t("help.officeClosed")}
      className="scroll-mt-32 border-t border-slate-200 bg-navy-50"
    >
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id="ask-heading" className="flex items-center gap-2 text-2xl font-bold text-navy-900">
          <MessageCircleQuestion aria-hidden="true" className="h-7 w-7 shrink-0 text-navy-700" />
          {t("help.panelHeading")}
        </h2>
        <p className="mt-2 text-lg text-slate-700">{t("help.panelIntro")}</p>
        <div data-help-log="" aria-live="polite" className="help-log mt-4 space-y-3" />
        <form action={helpPath} method="get" data-answer-url={`${helpPath}/answer`} className="mt-4 space-y-2">
          <label htmlFor="ask-question" className="block font-semibold text-navy-900">{t("help.questionLabel")}</label>
          <QuestionBox id="ask-question" required />
        </form>
      </div>
    </section>
  );
}
