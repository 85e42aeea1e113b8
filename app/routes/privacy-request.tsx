import { Clock, Mail, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/privacy-request";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { PrivacyRequestForm } from "../components/PrivacyRequestForm.tsx";
import { Section } from "../components/Section.tsx";
import { useAgency } from "../components/use-site.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { PRIVACY_ANSWER_DAYS, PRIVACY_EXTENSION_DAYS, PRIVACY_REQUEST_PATH, privacyRequestKinds } from "../lib/privacy-requests.ts";
import type { RouteHandle } from "../root.tsx";
import { privacyRequestForm } from "../server/compliance/privacy-request-form.ts";
import { submitLeadForm } from "../server/forms/lead-form.ts";
import { retryAfterHeaders } from "../server/http/retry-after.ts";

/** No React bundle: the form script adds the rest (docs/product.md#what-javascript-adds). */
export const handle: RouteHandle = { scripts: ["form"] };

export const headers = retryAfterHeaders;

/** Built ahead of time; a request is posted here and, once stored, the visitor goes to /privacy/request/sent. */
export const action = (args: Route.ActionArgs) => submitLeadForm(privacyRequestForm, args);

const trail = [
  { label: "Home", href: "/" },
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Privacy Request", href: PRIVACY_REQUEST_PATH },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Your Privacy Choices: Do Not Sell, Access or Delete",
    description: "Ask our Las Vegas insurance agency not to sell your personal information, for a copy of it, or to delete or correct it. We answer within 60 days.",
    path: PRIVACY_REQUEST_PATH,
    breadcrumbs: trail,
  });

export default function PrivacyRequestPage({ actionData }: Route.ComponentProps) {
  const agency = useAgency();
  const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="Your privacy choices"
        heading="Make a privacy request"
        intro="Tell us not to sell your personal information, ask for a copy of what we hold about you, or ask us to delete or correct it. It costs nothing, and you do not need an account."
      />
      <Section id="request" heading="Send your request" intro="We answer every request by email.">
        <div className="grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <PrivacyRequestForm failure={actionData} />
          </div>
          <aside aria-label="What happens next" className="space-y-5 text-slate-700">
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">Within {PRIVACY_ANSWER_DAYS} days.</strong> If we need more time we tell you why, and answer within {PRIVACY_EXTENSION_DAYS} more days.
              </span>
            </p>
            <p className="flex gap-3">
              <ShieldCheck aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">We check it is you</strong> before we send or delete anything, usually by writing to the email address you give.
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">Rather call?</strong> <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a> during office hours.
              </span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-navy-700" />
              <span>
                <strong className="text-navy-900">Or write to us</strong> at <a href={`mailto:${agency.emails.info}`} className={`break-all ${linkClass}`}>{agency.emails.info}</a>.
              </span>
            </p>
            <p>
              Only want fewer emails, texts or calls? Use the preferences link at the bottom of any email from us, or see how in our <Link to="/privacy#your-rights" className={linkClass}>Privacy Policy</Link>.
            </p>
          </aside>
        </div>
      </Section>
      <Section id="choices" tone="tint" heading="What you can ask">
        <dl className="grid gap-5 md:grid-cols-2">
          {privacyRequestKinds.map((kind) => (
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
