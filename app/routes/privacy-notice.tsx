/**
 * /privacy-notice: the privacy notice for customers (GLBA), in the federal model form's order:
 * Facts, Why / What / How, the sharing table with "Can you limit this sharing?", Questions, then
 * who we are, what we do, definitions and other important information. Built ahead of time.
 */
import { Link } from "react-router";
import type { Route } from "./+types/privacy-notice";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { cardsBelowLg } from "../components/responsive-table.ts";
import { useAgency } from "../components/use-site.ts";
import { fullAddress } from "../config/agency.ts";
import { privacyNotice } from "../content/privacy-notice.ts";
import { formatDate } from "../lib/format.ts";
import { PRIVACY_REQUEST_PATH } from "../lib/privacy-requests.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

const trail = [
  { label: "Home", href: "/" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Privacy Notice for Customers", href: "/privacy-notice" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Privacy Notice for Customers",
    description: "What our Las Vegas insurance agency does with the personal information of the people it insures: what we collect, who we share it with, and what you can limit.",
    path: "/privacy-notice",
    breadcrumbs: trail,
  });

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

export default function PrivacyNoticePage() {
  const agency = useAgency();
  const n = privacyNotice;
  const named = (text: string) => text.replaceAll("{agency}", agency.name);
  return (
    <>
      <Breadcrumbs trail={trail} />
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-12 sm:px-6 lg:px-8">
        <header>
          <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">Facts</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">What does {agency.name} do with your personal information?</h1>
          <p className="mt-3 text-slate-700">
            Privacy notice for customers. Rev. <time dateTime={n.revised}>{formatDate(n.revised)}</time>
          </p>
        </header>

        <FactTable caption="Why we give this notice, what we collect and how we share it">
          <FactRow label="Why?">{named(n.why)}</FactRow>
          <FactRow label="What?">
            <p>{n.what.intro}</p>
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {n.what.items.map((item) => <li key={item}>{item}</li>)}
            </ul>
            <p className="mt-2">When you are no longer our customer, we continue to share your information as described in this notice.</p>
          </FactRow>
          <FactRow label="How?">{named(n.how)}</FactRow>
        </FactTable>

        <section aria-labelledby="sharing" className="space-y-3">
          <h2 id="sharing" className="text-2xl font-bold text-navy-900">Reasons we can share your personal information</h2>
          <div>
            <table className={`w-full border-collapse text-base ${cardsBelowLg}`}>
              <caption className="sr-only">Each reason, whether {agency.name} shares for it, and whether you can limit it</caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>Reasons we can share your personal information</th>
                  <th scope="col" className={`${th} w-36`}>Does {agency.name} share?</th>
                  <th scope="col" className={`${th} w-40`}>Can you limit this sharing?</th>
                </tr>
              </thead>
              <tbody>
                {n.sharing.map((row) => (
                  <tr key={row.reason}>
                    <th scope="row" className={`${shareCell} text-left font-normal`}>{row.reason}</th>
                    <td data-label="Shared by us" className={`${shareCell} font-semibold`}>{row.shares}</td>
                    <td data-label="Can you limit it" className={shareCell}>{row.limit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <FactTable caption="Questions">
          <FactRow label="Questions?">
            Call <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a>, email{" "}
            <a href={`mailto:${agency.emails.info}`} className={`break-all ${linkClass}`}>{agency.emails.info}</a> or see our <Link to="/privacy" className={linkClass}>Privacy Policy</Link>.
          </FactRow>
        </FactTable>

        <FactSection id="who-we-are" heading="Who we are" caption="Who provides this notice">
          <FactRow label="Who is providing this notice?">{agency.name}, an independent insurance agency licensed in Nevada, {fullAddress(agency)}.</FactRow>
        </FactSection>

        <FactSection id="what-we-do" heading="What we do" caption="How we protect and collect your information, and why you cannot limit all sharing">
          {n.whatWeDo.map((row) => <FactRow key={row.question} label={named(row.question)}>{named(row.answer)}</FactRow>)}
        </FactSection>

        <FactSection id="definitions" heading="Definitions" caption="Definitions">
          {n.definitions.map((row) => <FactRow key={row.term} label={row.term}>{named(row.meaning)}</FactRow>)}
        </FactSection>

        <section aria-labelledby="other" className="space-y-3">
          <h2 id="other" className="text-2xl font-bold text-navy-900">Other important information</h2>
          <ul className="list-disc space-y-2 pl-6 text-lg leading-8 text-slate-700">
            {n.other.map((item) => <li key={item}>{item}</li>)}
          </ul>
          <p className="flex flex-wrap gap-x-6 gap-y-2 text-lg">
            <Link to={PRIVACY_REQUEST_PATH} className={linkClass}>Make a privacy request</Link>
            <Link to="/privacy" className={linkClass}>Privacy Policy</Link>
          </p>
        </section>
      </div>
    </>
  );
}
