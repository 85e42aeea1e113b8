/**
 * /privacy-notice: the privacy notice for customers (GLBA), in the federal model form's order:
 * Facts, Why / What / How, the sharing table with "Can you limit this sharing?", Questions, then
 * who we are, what we do, definitions and other important information. Built ahead of time.
 */
import { Link } from "react-router";
import type { Route } from "./+types/privacy-notice";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { cardsBelowLg } from "../../components/responsive-table.ts";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { fullAddress } from "../../config/agency.ts";
import { contentFor } from "../../content/localized.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfPath } from "../../lib/i18n/locale.ts";
import { formatDate } from "../../lib/format.ts";
import { PRIVACY_REQUEST_PATH } from "../../lib/privacy-requests.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("privacy.title"), href: "/privacy" },
  { label: t("notice.title"), href: "/privacy-notice" },
];

export function loader({ url }: Route.LoaderArgs) {
  return { notice: contentFor(localeOfPath(url.pathname)).privacyNotice };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("notice.title"), description: t("notice.description"), path: "/privacy-notice", breadcrumbs: trailFor(t) });
};

const th = "border border-slate-300 bg-navy-900 px-4 py-3 text-left align-top font-semibold text-white";
const td = "border border-slate-300 px-4 py-3 align-top text-slate-800";
/** The sharing table's cells: bordered on a wide screen; on a phone each row is a card of labelled lines. */
const shareCell = "px-4 py-3 align-top text-slate-800 lg:border lg:border-slate-300";
const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

/** A row of the notice: its label cell and its content. */
function FactRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row" className={`${th} w-24 text-sm sm:w-40 sm:text-base`}>{label}</th>
      <td className={td}>{children}</td>
    </tr>
  );
}

/** A table of label/content rows (its caption for screen readers). */
function FactTable({ caption, children }: { caption: string; children: React.ReactNode }) {
  return (
    <table className="w-full border-collapse text-base sm:text-lg">
      <caption className="sr-only">{caption}</caption>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A headed part of the notice holding one such table. */
function FactSection({ id, heading, caption, children }: { id: string; heading: string; caption: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold text-navy-900">{heading}</h2>
      <FactTable caption={caption}>{children}</FactTable>
    </section>
  );
}

export default function PrivacyNoticePage({ loaderData }: Route.ComponentProps) {
  const agency = useAgency();
  const locale = useLocale();
  const t = useT();
  const localHref = useLocalHref();
  const n = loaderData.notice;
  const named = (text: string) => text.replaceAll("{agency}", agency.name);
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">{t("notice.facts")}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{t("notice.heading", { agency: agency.name })}</h1>
          <p className="mt-3 text-slate-700">
            {`${t("notice.revised")} `}<time dateTime={n.revised}>{formatDate(n.revised, undefined, locale)}</time>
          </p>
        </header>

        <FactTable caption={t("notice.topCaption")}>
          <FactRow label={t("notice.why")}>{named(n.why)}</FactRow>
          <FactRow label={t("notice.what")}>
            <p>{n.what.intro}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {n.what.items.map((item) => <li key={item}>{item}</li>)}
            </ul>
            <p className="mt-2">{t("notice.afterCustomer")}</p>
          </FactRow>
          <FactRow label={t("notice.how")}>{named(n.how)}</FactRow>
        </FactTable>

        <section aria-labelledby="sharing" className="space-y-3">
          <h2 id="sharing" className="text-2xl font-bold text-navy-900">{t("notice.reasons")}</h2>
          <div>
            <table className={`w-full border-collapse text-base ${cardsBelowLg}`}>
              <caption className="sr-only">{t("notice.sharingCaption", { agency: agency.name })}</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>{t("notice.reasons")}</th>
                  <th scope="col" className={`${th} w-36`}>{t("notice.doesShare", { agency: agency.name })}</th>
                  <th scope="col" className={`${th} w-40`}>{t("notice.canLimit")}</th>
                </tr>
              </thead>
              <tbody>
                {n.sharing.map((row) => (
                  <tr key={row.reason}>
                    <th scope="row" className={`${shareCell} text-left font-normal`}>{row.reason}</th>
                    <td data-label={t("notice.sharedByUs")} className={`${shareCell} font-semibold`}>{row.shares}</td>
                    <td data-label={t("notice.canLimitCard")} className={shareCell}>{row.limit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <FactTable caption={t("notice.questions")}>
          <FactRow label={t("notice.questionsLabel")}>
            {t("notice.questionsCall")} <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a>{t("notice.questionsEmail")}{" "}
            <a href={`mailto:${agency.emails.info}`} className={`break-all ${linkClass}`}>{agency.emails.info}</a> {t("notice.questionsSee")}{" "}
            <Link to={localHref("/privacy")} className={linkClass}>{t("privacy.title")}</Link>.
          </FactRow>
        </FactTable>

        <FactSection id="who-we-are" heading={t("notice.whoWeAre")} caption={t("notice.whoCaption")}>
          <FactRow label={t("notice.whoLabel")}>{t("notice.whoText", { agency: agency.name, address: fullAddress(agency) })}</FactRow>
        </FactSection>

        <FactSection id="what-we-do" heading={t("notice.whatWeDo")} caption={t("notice.whatWeDoCaption")}>
          {n.whatWeDo.map((row) => <FactRow key={row.question} label={named(row.question)}>{named(row.answer)}</FactRow>)}
        </FactSection>

        <FactSection id="definitions" heading={t("notice.definitions")} caption={t("notice.definitions")}>
          {n.definitions.map((row) => <FactRow key={row.term} label={row.term}>{named(row.meaning)}</FactRow>)}
        </FactSection>

        <section aria-labelledby="other" className="space-y-3">
          <h2 id="other" className="text-2xl font-bold text-navy-900">{t("notice.other")}</h2>
          <ul className="list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700">
            {n.other.map((item) => <li key={item}>{item}</li>)}
          </ul>
          <p className="flex flex-wrap gap-x-6 gap-y-2 text-lg">
            <Link to={localHref(PRIVACY_REQUEST_PATH)} className={linkClass}>{t("privacy.makeRequest")}</Link>
            <Link to={localHref("/privacy")} className={linkClass}>{t("privacy.title")}</Link>
          </p>
        </section>
      </div>
    </>
  );
}
