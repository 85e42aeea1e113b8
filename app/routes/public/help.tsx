import { data } from "react-router";
import type { Route } from "./+types/help";
import { BookCallBox } from "../../components/booking/BookCallBox.tsx";
import { CallbackForm } from "../../components/help-desk/CallbackForm.tsx";
import { HelpAnswerView } from "../../components/help-desk/HelpAnswerView.tsx";
import { HelpQuestionForm } from "../../components/help-desk/HelpQuestionForm.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { useT } from "../../components/use-site.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import type { RouteHandle } from "../../root.tsx";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { askFromRequest } from "../../http/ask-from-request.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { callbackRequestForm } from "../../server/leads/lead-form-definitions.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs): Headers {
  const headers = retryAfterHeaders({ actionHeaders });
  const retry = loaderHeaders.get("Retry-After");
  if (retry) headers.set("Retry-After", retry);
  return headers;
}

/**
 * /help?q=… (and /es/help): the help desk without JavaScript: one question, its answer and the
 * next steps, and the callback form when the office is closed or the visitor asks for it.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const question = url.searchParams.get("q");
  const wantsCallback = url.searchParams.get("callback") === "1";
  // Without a question the page is the same for everyone; an answer is one visitor's (and counts against their limit).
  if (question === null) {
    sharePublicPage(context, { params: ["q", "callback"] });
    return { question: null, result: null, wantsCallback };
  }
  const { result, status, headers } = await askFromRequest(url, context);
  return data({ question, result, wantsCallback }, { status, headers });
}

/** A callback request, on the form pipeline: stored, then /help/sent. */
export const action = (args: Route.ActionArgs) => submitLeadForm(callbackRequestForm, args);

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  // An answer page is one visitor's question: not for search engines.
  return pageMeta(site, { title: t("help.title"), description: t("help.description"), path: "/help", noindex: location.search.length > 0 });
};

export default function HelpPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { question, result, wantsCallback } = loaderData;
  const answer = result?.ok ? result.answer : null;
  const showCallback = wantsCallback || actionData !== undefined || (answer !== null && !answer.officeOpen);
  return (
    <>
      <PageHero heading={t("help.heading")} intro={t("help.intro")} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <HelpQuestionForm question={question ?? ""} error={result && !result.ok ? result.message : undefined} />
        {answer ? <HelpAnswerView answer={answer} /> : null}
        {showCallback ? (
          <section id="callback" aria-labelledby="callback-heading" className="scroll-mt-32 space-y-4">
            <h2 id="callback-heading" className="text-2xl font-bold text-navy-900">{t("help.callback.heading")}</h2>
            <CallbackForm failure={actionData} question={question ?? ""} />
            <BookCallBox Heading="h3" className="" />
          </section>
        ) : null}
      </div>
    </>
  );
}
