import { Briefcase, CreditCard, FileText, Mail, MapPin, Navigation, Phone, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { BookCallLink } from "../../components/booking/BookCallBox.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { OfficeHours } from "../../components/OfficeHours.tsx";
import { PageHero } from "../../components/PageHero.tsx";
import { QuoteCta } from "../../components/QuoteCta.tsx";
import { Section } from "../../components/Section.tsx";
import { useAgency, useLocalHref, useT } from "../../components/use-site.ts";
import { directionsUrl } from "../../config/agency.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import { ContactMessageForm } from "../../components/ContactMessageForm.tsx";
import type { RouteHandle } from "../../root.tsx";
import { submitLeadForm } from "../../http/lead-form-action.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { contactMessageForm } from "../../server/leads/lead-form-definitions.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

/** The page itself is built ahead of time (both languages); a message is posted here and, once stored, the visitor goes to /contact/sent (or /es/contact/sent). */
export const action = (args: Route.ActionArgs) => submitLeadForm(contactMessageForm, args);

const trailFor = (t: Translate) => [
  { label: t("common.home"), href: "/" },
  { label: t("contact.crumb"), href: "/contact" },
];

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  return pageMeta(site, { title: t("contact.title"), description: t("contact.description"), path: "/contact", breadcrumbs: trailFor(t) });
};

/** A card on the contact page: an icon, a heading and what to do. */
function ContactCard({ icon, heading, children }: { icon: React.ReactNode; heading: string; children: React.ReactNode }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">{icon}</span>
        <h3 className="text-lg font-semibold text-navy-900">{heading}</h3>
      </div>
      <div className="mt-4 flex flex-1 flex-col text-slate-700">{children}</div>
    </li>
  );
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const t = useT();
  const localHref = useLocalHref();
  const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";
  return (
    <>
      <Breadcrumbs trail={trailFor(t)} />
      <PageHero eyebrow={`${agency.address.city}, Nevada`} heading={t("contact.heading")} intro={t("contact.intro")}>
        <ButtonLink href="/quote">{t("common.getFreeQuote")}</ButtonLink>
        <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
          <Phone aria-hidden="true" className="h-5 w-5" />
          {t("common.callNumber", { phone: agency.phone.display })}
        </ButtonLink>
      </PageHero>

      <Section id="reach-us" heading={t("contact.reach.heading")} intro={t("contact.reach.intro")}>
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={<Phone aria-hidden="true" className="h-6 w-6" />} heading={t("contact.reach.callHeading")}>
            <p>
              <a href={`tel:${agency.phone.dial}`} className={`text-xl ${linkClass}`}>{agency.phone.display}</a>
            </p>
            <p className="mt-2">{t("contact.reach.callText")}</p>
            <p className="mt-2">
              <BookCallLink />
            </p>
          </ContactCard>
          <ContactCard icon={<Mail aria-hidden="true" className="h-6 w-6" />} heading={t("contact.reach.emailHeading")}>
            <p>
              <a href={`mailto:${agency.emails.info}`} className={`break-all text-xl ${linkClass}`}>{agency.emails.info}</a>
            </p>
            <p className="mt-2">{t("contact.reach.emailText")}</p>
          </ContactCard>
          <ContactCard icon={<ShieldAlert aria-hidden="true" className="h-6 w-6" />} heading={t("contact.reach.claimsHeading")}>
            <p>
              <a href={`tel:${agency.claimsPhone.dial}`} className={`text-xl ${linkClass}`}>{agency.claimsPhone.display}</a>
            </p>
            <p className="mt-2">
              {t("contact.reach.claimsText")}{" "}
              <Link to={localHref("/submit-claim")} className={linkClass}>{t("contact.reach.claimsLink")}</Link>.
            </p>
          </ContactCard>
        </ul>
      </Section>

      <Section id="message" tone="tint" heading={t("contact.message.heading")} intro={t("contact.message.intro")}>
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactMessageForm failure={actionData} />
          </div>
          <aside aria-label={t("contact.message.asideLabel")} className="space-y-4 text-slate-700">
            <p>
              <strong className="text-navy-900">{t("contact.message.claimLead")}</strong> {t("contact.message.claimText")}{" "}
              <a href={`tel:${agency.claimsPhone.dial}`} className={linkClass}>{agency.claimsPhone.display}</a> {t("contact.message.claimOr")}{" "}
              <Link to={localHref("/submit-claim")} className={linkClass}>{t("contact.message.claimLink")}</Link>
              {t("contact.message.claimEnd")}
            </p>
            <p>
              <strong className="text-navy-900">{t("contact.message.priceLead")}</strong> {t("contact.message.priceBefore")}{" "}
              <Link to={localHref("/quote")} className={linkClass}>{t("contact.message.priceLink")}</Link> {t("contact.message.priceAfter")}
            </p>
            <p>
              <strong className="text-navy-900">{t("contact.message.changesLead")}</strong> {t("contact.message.changesText")}
            </p>
          </aside>
        </div>
      </Section>

      <Section id="visit" heading={t("contact.visit.heading")} intro={t("contact.visit.intro")}>
        <div className="grid gap-5 md:grid-cols-2">
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <MapPin aria-hidden="true" className="h-5 w-5 text-navy-700" />
              {t("contact.visit.addressHeading")}
            </h3>
            <address className="mt-3 not-italic text-slate-800 sm:text-lg">
              {agency.name}
              <br />
              {agency.address.street} {agency.address.suite}
              <br />
              {agency.address.city}, {agency.address.region} {agency.address.postalCode}
            </address>
            <p className="mt-6">
              <ButtonLink href={directionsUrl(agency)} variant="navy" newTab>
                <Navigation aria-hidden="true" className="h-5 w-5" />
                {t("home.directions")}
              </ButtonLink>
            </p>
          </div>
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <OfficeHours listClassName="mt-3 sm:text-lg">
              <p className="mt-2 text-sm text-slate-700">{t("contact.visit.hoursNote")}</p>
            </OfficeHours>
          </div>
        </div>
      </Section>

      <Section id="more" tone="tint" heading={t("contact.more.heading")}>
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={<CreditCard aria-hidden="true" className="h-6 w-6" />} heading={t("contact.more.paymentHeading")}>
            <p className="flex-1">{t("contact.more.paymentText")}</p>
            <p className="mt-4">
              <a href={agency.paymentPortalUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t("contact.more.paymentLink")}
                <span className="sr-only"> {t("common.opensInNewTab")}</span>
              </a>
            </p>
          </ContactCard>
          <ContactCard icon={<FileText aria-hidden="true" className="h-6 w-6" />} heading={t("contact.more.reviewHeading")}>
            <p className="flex-1">{t("contact.more.reviewText")}</p>
            <p className="mt-4">
              <Link to={localHref("/coverage-review")} className={linkClass}>{t("contact.more.reviewLink")}</Link>
            </p>
          </ContactCard>
          <ContactCard icon={<Briefcase aria-hidden="true" className="h-6 w-6" />} heading={t("contact.more.careersHeading")}>
            <p className="flex-1">{t("contact.more.careersText")}</p>
            <p className="mt-4">
              <Link to={localHref("/careers")} className={linkClass}>{t("contact.more.careersLink")}</Link>
            </p>
          </ContactCard>
        </ul>
      </Section>

      <QuoteCta heading={t("contact.ctaHeading")} label={t("common.getFreeQuote")} />
    </>
  );
}
