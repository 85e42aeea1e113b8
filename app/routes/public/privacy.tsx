import type { Route } from "./+types/privacy";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { AgencyContactCard, DocumentHeader } from "../../components/DocumentHeader.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { Paragraphs } from "../../components/Paragraphs.tsx";
import { useT } from "../../components/use-site.ts";
import { contentFor } from "../../content/localized.ts";
import type { PolicySection } from "../../content/privacy.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { PRIVACY_REQUEST_PATH } from "../../lib/privacy-requests.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("privacy.title"), href: "/privacy" },
];

export function loader({ url }: Route.LoaderArgs) {
  return { policy: contentFor(localeOfPath(url.pathname)).privacyPolicy };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("privacy.title"), description: t("privacy.description"), path: "/privacy", breadcrumbs: trailFor(t) });
};

const headingClass = "scroll-mt-24 text-2xl font-bold text-navy-900";
const textClass = "space-y-4 text-lg leading-8 text-slate-700";
const listClass = "list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700 marker:text-navy-700";

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className={listClass}>
      {items.map((item) => <li key={item}>{item}</li>)}
    </ul>
  );
}

function PolicyBlock({ section }: { section: PolicySection }) {
  const headingId = section.id;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} className={headingClass}>{section.heading}</h2>
      {section.body ? <div className={textClass}><Paragraphs text={section.body} /></div> : null}
      {section.bullets?.length ? <Bullets items={section.bullets} /> : null}
      {section.subsections?.map((sub) => (
        <div key={sub.heading} className="space-y-3 pt-2">
          <h3 className="text-xl font-semibold text-navy-900">{sub.heading}</h3>
          {sub.body ? <div className={textClass}><Paragraphs text={sub.body} /></div> : null}
          {sub.bullets?.length ? <Bullets items={sub.bullets} /> : null}
        </div>
      ))}
      {section.closing ? <div className={textClass}><Paragraphs text={section.closing} /></div> : null}
    </section>
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  const toc = [...policy.sections, policy.contact];
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <DocumentHeader title={t("privacy.title")} dateLabel={t("privacy.effectiveDate")} date={policy.effectiveDate} intro={policy.intro}>
        <p className="mt-6 flex flex-wrap gap-3">
          <ButtonLink href={PRIVACY_REQUEST_PATH} variant="navy">{t("privacy.makeRequest")}</ButtonLink>
          <ButtonLink href="/privacy-notice" variant="outline">{t("privacy.customerNotice")}</ButtonLink>
        </p>
      </DocumentHeader>

      <section aria-labelledby="at-a-glance" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6 lg:px-8">
        <h2 id="at-a-glance" className={headingClass}>{t("privacy.glanceHeading")}</h2>
        <div className="mt-5 lg:overflow-x-auto lg:rounded-xl lg:border lg:border-slate-200">
          <table className={`w-full text-left text-base ${cardsBelowLg}`}>
            <caption className="sr-only">{t("privacy.glanceCaption")}</caption>
            <thead className="bg-navy-50 text-sm font-semibold text-navy-900">
              <tr>
                <th scope="col" className="px-4 py-3">{t("privacy.colWhat")}</th>
                <th scope="col" className="px-4 py-3">{t("privacy.colExamples")}</th>
                <th scope="col" className="px-4 py-3">{t("privacy.colWhy")}</th>
                <th scope="col" className="px-4 py-3">{t("privacy.colFrom")}</th>
                <th scope="col" className="px-4 py-3">{t("privacy.colKept")}</th>
              </tr>
            </thead>
            <tbody className="text-slate-700 lg:divide-y lg:divide-slate-200 [&_td]:px-4 [&_td]:py-3 [&_th]:px-4 [&_th]:py-3">
              {policy.categories.map((c) => (
                <tr key={c.category} className="align-top">
                  <th scope="row" className="font-semibold text-navy-900">{c.category}</th>
                  <td data-label={t("privacy.colExamples")}>{c.examples}</td>
                  <td data-label={t("privacy.cardWhy")}>{c.purpose}</td>
                  <td data-label={t("privacy.cardFrom")}>{c.source}</td>
                  <td data-label={t("privacy.cardKept")}>{c.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-labelledby="toc-heading" className="self-start rounded-xl border border-slate-200 bg-white p-5 lg:sticky lg:top-32">
          <h2 id="toc-heading" className="text-base font-semibold text-navy-900">{t("document.onThisPage")}</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700 marker:text-slate-600">
            {toc.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="underline hover:text-navy-800">{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-12">
          {policy.sections.map((section) => <PolicyBlock key={section.id} section={section} />)}

          <section aria-labelledby={policy.contact.id} className="space-y-5">
            <h2 id={policy.contact.id} className={headingClass}>{policy.contact.heading}</h2>
            <div className={textClass}><Paragraphs text={policy.contact.body} /></div>
            <AgencyContactCard withName mailAttention={t("privacy.mailAttention")} />
          </section>
        </div>
      </div>
    </>
  );
}
