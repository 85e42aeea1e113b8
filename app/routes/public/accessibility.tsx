import type { Route } from "./+types/accessibility";
import { AccessibilityReportForm } from "../../components/AccessibilityReportForm.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { AgencyContactCard, DocumentHeader } from "../../components/DocumentHeader.tsx";
import { Section } from "../../components/Section.tsx";
import { useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import type { RouteHandle } from "../../root.tsx";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { accessibilityReportForm } from "../../server/leads/lead-form-definitions.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

export const headers = retryAfterHeaders;

/** Built ahead of time; a report is posted here and, once stored, the visitor goes to /accessibility/sent. */
export const action = (args: Route.ActionArgs) => submitLeadForm(accessibilityReportForm, args);

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("accessibilityReport.crumb"), href: "/accessibility" },
];

/** The statement in the page's language (app/content/accessibility.ts and its Spanish twin). */
export function loader({ url }: Route.LoaderArgs) {
  return { statement: contentFor(localeOfPath(url.pathname)).accessibilityStatement };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("accessibilityReport.title"), description: t("accessibilityReport.description"), path: "/accessibility", breadcrumbs: trailFor(t) });
};

const headingClass = "scroll-mt-24 text-2xl font-bold text-navy-900";
const textClass = "text-lg leading-8 text-slate-700";

export default function AccessibilityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { statement } = loaderData;
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <DocumentHeader title={t("accessibilityReport.title")} dateLabel={t("accessibilityReport.lastReviewed")} date={statement.reviewed} intro={statement.intro} />
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6 lg:px-8">
        {statement.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className="space-y-4">
            <h2 id={section.id} className={headingClass}>{section.heading}</h2>
            {"body" in section ? <p className={textClass}>{section.body}</p> : null}
            {"bullets" in section ? (
              <ul className="list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-navy-700">
                {section.bullets.map((item) => <li key={item}>{item}</li>)}
              </ul>
            ) : null}
          </section>
        ))}
        <AgencyContactCard />
      </div>
      <Section id="report" tone="tint" heading={t("accessibilityReport.heading")} intro={t("accessibilityReport.intro")}>
        <div className="max-w-3xl">
          <AccessibilityReportForm failure={actionData} />
        </div>
      </Section>
    </>
  );
}
