import { Clock, Mail, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/privacy-request";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { PrivacyRequestForm } from "../../components/PrivacyRequestForm.tsx";
import { Section } from "../../components/Section.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { PRIVACY_ANSWER_DAYS, PRIVACY_EXTENSION_DAYS, PRIVACY_REQUEST_PATH } from "../../lib/privacy-requests.ts";
import { privacyRequestKindsIn } from "../../lib/schemas/privacy-request-fields.ts";
import type { RouteHandle } from "../../root.tsx";
import { privacyRequestForm } from "../../server/compliance/privacy-request-form.ts";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

export const headers = retryAfterHeaders;

/** Built ahead of time; a request is posted here and, once stored, the visitor goes to /privacy/request/sent. */
export const action = (args: Route.ActionArgs) => submitLeadForm(privacyRequestForm, args);

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("privacy.title"), href: "/privacy" },
  { label: t("privacyRequest.crumb"), href: PRIVACY_REQUEST_PATH },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("privacyRequest.title"), description: t("privacyRequest.description"), path: PRIVACY_REQUEST_PATH, breadcrumbs: trailFor(t) });
};

export default function PrivacyRequestPage({ actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const t = useT();
  const locale = useLocale();
  const localHref = useLocalHref();
  const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <PageHero eyebrow={t("privacyRequest.eyebrow")} heading={t("privacyRequest.heading")} intro={t("privacyRequest.intro")} />
      <Section id="request" heading={t("privacyRequest.sendHeading")} intro={t("privacyRequest.sendIntro")}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <PrivacyRequestForm failure={actionData} />
          </div>
          <aside aria-label={t("privacyRequest.next.label")} className="space-y-5 text-slate-700">
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">{t("privacyRequest.next.withinDays", { days: PRIVACY_ANSWER_DAYS })}</strong> {t("privacyRequest.next.moreTime", { days: PRIVACY_EXTENSION_DAYS })}
              </span>
            </p>
            <p className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">{t("privacyRequest.next.checkTitle")}</strong> {t("privacyRequest.next.checkText")}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">{t("privacyRequest.next.callTitle")}</strong> <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a> {t("privacyRequest.next.callText")}
              </span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">{t("privacyRequest.next.writeTitle")}</strong> {t("privacyRequest.next.writeText")} <a href={`mailto:${agency.emails.info}`} className={`break-all ${linkClass}`}>{agency.emails.info}</a>.
              </span>
            </p>
            <p>
              {t("privacyRequest.next.fewer")}{" "}
              <Link to={localHref("/privacy#your-rights")} className={linkClass}>
                {t("privacyRequest.next.policy")}
              </Link>
              .
            </p>
          </aside>
        </div>
      </Section>
      <Section id="choices" tone="tint" heading={t("privacyRequest.choicesHeading")}>
        <dl className="grid gap-5 md:grid-cols-2">
          {privacyRequestKindsIn(locale).map((kind) => (
            <div key={kind.value} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <dt className="font-semibold text-navy-900">{kind.label}</dt>
              <dd className="mt-2 text-slate-700">{kind.hint}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
