import { Briefcase, CreditCard, FileText, Mail, MapPin, Navigation, Phone, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { OfficeHours } from "../components/OfficeHours.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { QuoteCta } from "../components/QuoteCta.tsx";
import { Section } from "../components/Section.tsx";
import { useAgency } from "../components/use-site.ts";
import { directionsUrl } from "../config/agency.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { ContactMessageForm } from "../components/ContactMessageForm.tsx";
import type { RouteHandle } from "../root.tsx";
import { submitLeadForm } from "../server/forms/lead-form.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";
import { contactMessageForm } from "../server/leads/lead-form-definitions.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

/** The page itself is built ahead of time; a message is posted here and, once stored, the visitor goes to /contact/sent. */
export const action = (args: Route.ActionArgs) => submitLeadForm(contactMessageForm, args);

const trail = [
  { label: "Home", href: "/" },
  { label: "Contact Us", href: "/contact" },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Contact Us: Las Vegas Insurance Agency",
    description:
      "Call, email or visit our Las Vegas office. Talk to a licensed agent about auto, home, business or life insurance, or reach our 24/7 claims hotline.",
    path: "/contact",
    breadcrumbs: trail,
  });

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
  const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow={`${agency.address.city}, Nevada`}
        heading="Contact Us"
        intro="Have a question about a policy, want a second opinion on your coverage or just prefer to talk to a real person? Call, email or stop by our office. A licensed, local agent will help you, with no phone trees and no pressure."
      >
        <ButtonLink href="/quote">Get a Free Quote</ButtonLink>
        <ButtonLink href={`tel:${agency.phone.dial}`} variant="outlineLight">
          <Phone aria-hidden="true" className="h-5 w-5" />
          Call {agency.phone.display}
        </ButtonLink>
      </PageHero>

      <Section id="reach-us" heading="How to reach us" intro="Pick whatever is easiest for you. During office hours you will reach our team directly.">
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={<Phone aria-hidden="true" className="h-6 w-6" />} heading="Call us">
            <p>
              <a href={`tel:${agency.phone.dial}`} className={`text-xl ${linkClass}`}>{agency.phone.display}</a>
            </p>
            <p className="mt-2">Talk to a licensed agent about a new policy, a change or a question about your bill.</p>
          </ContactCard>
          <ContactCard icon={<Mail aria-hidden="true" className="h-6 w-6" />} heading="Email us">
            <p>
              <a href={`mailto:${agency.emails.info}`} className={`break-all text-xl ${linkClass}`}>{agency.emails.info}</a>
            </p>
            <p className="mt-2">Send us your question or your current declarations pages and we will get back to you.</p>
          </ContactCard>
          <ContactCard icon={<ShieldAlert aria-hidden="true" className="h-6 w-6" />} heading="24/7 claims hotline">
            <p>
              <a href={`tel:${agency.claimsPhone.dial}`} className={`text-xl ${linkClass}`}>{agency.claimsPhone.display}</a>
            </p>
            <p className="mt-2">
              Had an accident or a loss? Call any time, day or night, or{" "}
              <Link to="/submit-claim" className={linkClass}>submit a claim online</Link>.
            </p>
          </ContactCard>
        </ul>
      </Section>

      <Section id="message" tone="tint" heading="Send us a message" intro="Write to us any time. We answer during office hours, usually the same day.">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <ContactMessageForm failure={actionData} />
          </div>
          <aside aria-label="Before you write" className="space-y-4 text-slate-700">
            <p>
              <strong className="text-navy-900">Reporting a claim?</strong> Call our 24/7 claims hotline at{" "}
              <a href={`tel:${agency.claimsPhone.dial}`} className={linkClass}>{agency.claimsPhone.display}</a> or{" "}
              <Link to="/submit-claim" className={linkClass}>submit a claim online</Link>: a message is not a claim.
            </p>
            <p>
              <strong className="text-navy-900">Want a price?</strong> The <Link to="/quote" className={linkClass}>free quote form</Link> asks what we need to quote you in one go.
            </p>
            <p>
              <strong className="text-navy-900">Coverage changes</strong> take effect only once an agent confirms them with you.
            </p>
          </aside>
        </div>
      </Section>

      <Section id="visit" heading="Visit our office" intro="Stop by during office hours, bring your current policies and sit down with a licensed agent. Free parking is right outside the building.">
        <div className="grid gap-5 md:grid-cols-2">
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <MapPin aria-hidden="true" className="h-5 w-5 text-navy-700" />
              Office address
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
                Get Directions
              </ButtonLink>
            </p>
          </div>
          <div className="rounded-xl bg-white p-6 shadow-sm">
            <OfficeHours listClassName="mt-3 sm:text-lg">
              <p className="mt-2 text-sm text-slate-700">Pacific Time. Claims can be reported 24/7.</p>
            </OfficeHours>
          </div>
        </div>
      </Section>

      <Section id="more" tone="tint" heading="Looking for something else?">
        <ul className="grid gap-5 md:grid-cols-3">
          <ContactCard icon={<CreditCard aria-hidden="true" className="h-6 w-6" />} heading="Make a payment">
            <p className="flex-1">Pay your premium online through our secure payment portal.</p>
            <p className="mt-4">
              <a href={agency.paymentPortalUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Open the payment portal
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
          </ContactCard>
          <ContactCard icon={<FileText aria-hidden="true" className="h-6 w-6" />} heading="Review your coverage">
            <p className="flex-1">Already insured? We will look over your current policies for gaps and savings, free of charge.</p>
            <p className="mt-4">
              <Link to="/coverage-review" className={linkClass}>Free coverage review</Link>
            </p>
          </ContactCard>
          <ContactCard icon={<Briefcase aria-hidden="true" className="h-6 w-6" />} heading="Join our team">
            <p className="flex-1">Interested in a career in insurance? See our open positions and apply online.</p>
            <p className="mt-4">
              <Link to="/careers" className={linkClass}>Careers</Link>
            </p>
          </ContactCard>
        </ul>
      </Section>

      <QuoteCta heading="Ready for a free quote?" label="Get a Free Quote" />
    </>
  );
}
