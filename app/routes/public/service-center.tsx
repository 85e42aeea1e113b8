/**
 * The public Service center page (docs/product.md#carrier-directory-and-the-public-service-center-page):
 * what existing customers can do online, the way into their account, the carrier directory
 * (claims phones and payment pages, kept by admins in the database, so the page renders per
 * request), and how to reach the agency. /es/service-center is the same page in Spanish (carrier
 * names as the directory has them), kept in memory as its own page.
 */
import {
  Building2,
  CarFront,
  CreditCard,
  ExternalLink,
  FileBadge,
  FileText,
  Globe,
  HelpCircle,
  Home,
  LogIn,
  Mail,
  Phone,
  ShieldAlert,
  ShieldCheck,
  UserPlus,
} from "lucide-react";
import type { Route } from "./+types/service-center";
import { BookCallLink } from "../../components/booking/BookCallBox.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { OfficeHours } from "../../components/OfficeHours.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { Section } from "../../components/Section.tsx";
import { useLocalHref, useSite, useT } from "../../components/use-site.ts";
import { partMarks, WithParts } from "../../components/WithParts.tsx";
import { parseUsPhone } from "../../config/agency.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import type { serviceCenterEn } from "../../lib/i18n/messages/service-center-page.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { servicesOf } from "../../http/context.ts";
import { sharePublicPage } from "../../http/public-page.ts";
import { CARRIER_DIRECTORY_TAG } from "../../server/public-pages/page-tags.ts";
import { loadCarrierDirectory } from "../../server/settings/carrier-directory.ts";

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("serviceCenter.crumb"), href: "/service-center" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const carriers = await loadCarrierDirectory(servicesOf(context).db);
  sharePublicPage(context, { tags: [CARRIER_DIRECTORY_TAG] });
  return {
    carriers: carriers.map((c) => {
      const phone = c.claimsPhone ? parseUsPhone(c.claimsPhone) : null;
      return { name: c.name, claimsPhone: phone, paymentUrl: c.paymentUrl || null, website: c.website || null };
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, {
    title: t("serviceCenter.title"),
    description: t("serviceCenter.description"),
    path: "/service-center",
    breadcrumbs: trailFor(t),
  });
};

type TaskKey = keyof typeof serviceCenterEn.tasks;

interface Task {
  key: TaskKey;
  Icon: typeof Phone;
  /** The English path; links go to the page's language. */
  href: string;
}

const tasks: Task[] = [
  { key: "policies", Icon: ShieldCheck, href: "/dashboard/policies" },
  { key: "documents", Icon: FileText, href: "/dashboard/documents" },
  { key: "certificate", Icon: FileBadge, href: "/dashboard/requests/new/certificate" },
  { key: "vehicleDriver", Icon: CarFront, href: "/dashboard/requests/new" },
  { key: "address", Icon: Home, href: "/dashboard/requests/new/address-change" },
  { key: "billing", Icon: HelpCircle, href: "/dashboard/requests/new/billing-question" },
  { key: "claim", Icon: ShieldAlert, href: "/submit-claim" },
  { key: "pay", Icon: CreditCard, href: "/dashboard/payments" },
];

const linkClass = "font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950";

export default function ServiceCenterPage({ loaderData }: Route.ComponentProps) {
  const { agency, signedIn } = useSite();
  const t = useT();
  const localHref = useLocalHref();
  const { carriers } = loaderData;
  const agencyPhone = (className = "") => (
    <a href={`tel:${agency.phone.dial}`} className={`${className} ${linkClass}`.trim()}>{agency.phone.display}</a>
  );
  const claimsPhone = <a href={`tel:${agency.claimsPhone.dial}`} className={linkClass}>{agency.claimsPhone.display}</a>;
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <PageHero eyebrow={t("serviceCenter.eyebrow")} heading={t("serviceCenter.heading")} intro={t("serviceCenter.intro")}>
        {signedIn ? (
          <ButtonLink href="/dashboard">
            <ShieldCheck aria-hidden="true" className="h-5 w-5" />
            {t("serviceCenter.goToAccount")}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink href="/login">
              <LogIn aria-hidden="true" className="h-5 w-5" />
              {t("serviceCenter.signIn")}
            </ButtonLink>
            <ButtonLink href="/login?mode=signup" variant="outlineLight">
              <UserPlus aria-hidden="true" className="h-5 w-5" />
              {t("serviceCenter.createAccount")}
            </ButtonLink>
          </>
        )}
      </PageHero>

      <Section
        id="online"
        heading={t("serviceCenter.onlineHeading")}
        intro={signedIn ? t("serviceCenter.onlineIntroSignedIn") : t("serviceCenter.onlineIntroSignedOut")}
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tasks.map(({ key, Icon, href }) => (
            <li
              key={key}
              className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-navy-700 hover:border-navy-700 sm:flex-col sm:gap-0 sm:p-5"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-navy-900 sm:mt-3">
                  {/* The whole card is the link's target (the ::after covers it); the heading stays its text. */}
                  <a href={localHref(href)} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
                    {t(`serviceCenter.tasks.${key}.title`)}
                  </a>
                </h3>
                <p className="mt-1 text-slate-700">{t(`serviceCenter.tasks.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        {!signedIn ? (
          <p className="mt-6 text-slate-700">
            <WithParts
              text={t("serviceCenter.haveAccount", partMarks("signInLink", "createLink"))}
              parts={{
                signInLink: <a href={localHref("/login")} className={linkClass}>{t("serviceCenter.signIn")}</a>,
                createLink: <a href={localHref("/login?mode=signup")} className={linkClass}>{t("serviceCenter.createAccount")}</a>,
              }}
            />
          </p>
        ) : null}
      </Section>

      <Section id="carriers" tone="tint" heading={t("serviceCenter.carriersHeading")} intro={t("serviceCenter.carriersIntro")}>
        {carriers.length === 0 ? (
          <div className="max-w-2xl rounded-xl bg-white p-6 shadow-sm">
            <p className="text-slate-800">
              <WithParts text={t("serviceCenter.noDirectory", partMarks("phone", "claimsPhone"))} parts={{ phone: agencyPhone("text-lg"), claimsPhone }} />
            </p>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {carriers.map((carrier) => (
              <li key={carrier.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="flex items-center gap-2 break-words text-lg font-semibold text-navy-900">
                  <Building2 aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-700" />
                  {carrier.name}
                </h3>
                <div className="mt-3 flex flex-1 flex-col gap-2">
                  {carrier.claimsPhone ? (
                    <a
                      href={`tel:${carrier.claimsPhone.dial}`}
                      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-navy-900 hover:border-navy-700 hover:bg-navy-50"
                    >
                      <Phone aria-hidden="true" className="h-4 w-4" />
                      <span>
                        {t("serviceCenter.claims")}
                        <span className="sr-only"> {t("serviceCenter.claimsFor", { carrier: carrier.name })}</span>: {carrier.claimsPhone.display}
                      </span>
                    </a>
                  ) : (
                    <p className="text-sm text-slate-700">
                      <WithParts text={t("serviceCenter.claimsCallUs", partMarks("phone"))} parts={{ phone: agencyPhone() }} />
                    </p>
                  )}
                  {carrier.paymentUrl ? (
                    <a
                      href={carrier.paymentUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 font-semibold text-navy-900 hover:border-navy-700 hover:bg-navy-50"
                    >
                      <CreditCard aria-hidden="true" className="h-4 w-4" />
                      <span>
                        {t("serviceCenter.makePayment")}
                        <span className="sr-only"> {t("serviceCenter.paymentTo", { carrier: carrier.name })}</span>
                      </span>
                      <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    </a>
                  ) : null}
                  {carrier.website ? (
                    <a href={carrier.website} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
                      <Globe aria-hidden="true" className="h-4 w-4" />
                      {t("serviceCenter.website")}
                      <span className="sr-only"> {t("serviceCenter.websiteOf", { carrier: carrier.name })}</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {carriers.length ? (
          <p className="mt-6 text-slate-700">
            <WithParts
              text={t("serviceCenter.notSure", partMarks("phone", "portal"))}
              parts={{
                phone: agencyPhone(),
                portal: (
                  <a href={agency.paymentPortalUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t("serviceCenter.portal")}
                    <span className="sr-only"> {t("common.opensInNewTab")}</span>
                  </a>
                ),
              }}
            />
          </p>
        ) : null}
      </Section>

      <Section id="contact" heading={t("serviceCenter.talkHeading")} intro={t("serviceCenter.talkIntro")}>
        <ul className="grid gap-4 md:grid-cols-3">
          <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <Phone aria-hidden="true" className="h-5 w-5 text-navy-700" />
              {t("serviceCenter.callUs")}
            </h3>
            <p className="mt-2">{agencyPhone("text-xl")}</p>
            <p className="mt-2 text-sm text-slate-700">
              <WithParts text={t("serviceCenter.claims247", partMarks("phone"))} parts={{ phone: claimsPhone }} />
            </p>
            <p className="mt-2">
              <BookCallLink />
            </p>
          </li>
          <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <Mail aria-hidden="true" className="h-5 w-5 text-navy-700" />
              {t("serviceCenter.emailUs")}
            </h3>
            <p className="mt-2">
              <a href={`mailto:${agency.emails.info}`} className={`break-all text-xl ${linkClass}`}>{agency.emails.info}</a>
            </p>
            <p className="mt-2 text-sm text-slate-700">{t("serviceCenter.emailText")}</p>
          </li>
          <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <OfficeHours listClassName="mt-2">
              <p className="mt-2 text-sm text-slate-700">
                {t("common.pacificTime")}. <a href={localHref("/contact")} className={linkClass}>{t("serviceCenter.directions")}</a>
              </p>
            </OfficeHours>
          </li>
        </ul>
      </Section>
    </>
  );
}
