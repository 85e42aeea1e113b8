/**
 * The public Service center page (docs/product.md#carrier-directory-and-the-public-service-center-page):
 * what existing customers can do online, the way into their account, the carrier directory
 * (claims phones and payment pages, kept by admins in the database, so the page renders per
 * request), and how to reach the agency.
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
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { ButtonLink } from "../components/ButtonLink.tsx";
import { OfficeHours } from "../components/OfficeHours.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Section } from "../components/Section.tsx";
import { useSite } from "../components/use-site.ts";
import { parseUsPhone } from "../config/agency.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";
import { servicesOf } from "../server/context.ts";
import { sharePublicPage } from "../server/public-pages/public-page.ts";
import { CARRIER_DIRECTORY_TAG } from "../server/public-pages/page-tags.ts";
import { loadCarrierDirectory } from "../server/settings/carrier-directory.ts";

const trail = [
  { label: "Home", href: "/" },
  { label: "Service Center", href: "/service-center" },
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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Service Center: Manage Your Policies Online",
    description:
      "Existing customers: see your policies, download ID cards, request a certificate, change a vehicle, driver or address, file a claim and find your carrier's claims phone and payment page.",
    path: "/service-center",
    breadcrumbs: trail,
  });

interface Task {
  Icon: typeof Phone;
  title: string;
  text: string;
  href: string;
}

const tasks: Task[] = [
  { Icon: ShieldCheck, title: "See your policies", text: "Coverage, dates, vehicles and drivers of every policy you have with us.", href: "/dashboard/policies" },
  { Icon: FileText, title: "Download ID cards and documents", text: "Auto ID cards, declarations pages and the documents we send you.", href: "/dashboard/documents" },
  { Icon: FileBadge, title: "Request a certificate", text: "Proof of coverage for a client, landlord or general contractor.", href: "/dashboard/requests/new/certificate" },
  { Icon: CarFront, title: "Add or remove a vehicle or driver", text: "A new car, a sold one, a new driver in the household.", href: "/dashboard/requests/new" },
  { Icon: Home, title: "Change your address", text: "Update your mailing or garaging address.", href: "/dashboard/requests/new/address-change" },
  { Icon: HelpCircle, title: "Ask a billing question", text: "About a bill, a payment or your premium.", href: "/dashboard/requests/new/billing-question" },
  { Icon: ShieldAlert, title: "File a claim", text: "Report an accident or a loss online, any time.", href: "/submit-claim" },
  { Icon: CreditCard, title: "Pay your bill", text: "Your carrier's payment page, or ours for policies we bill.", href: "/dashboard/payments" },
];

const linkClass = "font-semibold text-navy-800 underline underline-offset-2 hover:text-navy-950";

export default function ServiceCenterPage({ loaderData }: Route.ComponentProps) {
  const { agency, signedIn } = useSite();
  const { carriers } = loaderData;
  return (
    <>
      <Breadcrumbs trail={trail} />
      <PageHero
        eyebrow="For our customers"
        heading="Service Center"
        intro="Take care of your insurance online, any time: see your policies, download ID cards, ask for changes and find your carrier's claims line. Your requests go straight to your agent."
      >
        {signedIn ? (
          <ButtonLink href="/dashboard">
            <ShieldCheck aria-hidden="true" className="h-5 w-5" />
            Go to my account
          </ButtonLink>
        ) : (
          <>
            <ButtonLink href="/login">
              <LogIn aria-hidden="true" className="h-5 w-5" />
              Sign in
            </ButtonLink>
            <ButtonLink href="/login?mode=signup" variant="outlineLight">
              <UserPlus aria-hidden="true" className="h-5 w-5" />
              Create an account
            </ButtonLink>
          </>
        )}
      </PageHero>

      <Section
        id="online"
        heading="What you can do online"
        intro={
          signedIn
            ? "Pick what you need; your requests go to your agent and you can follow them in your account."
            : "Sign in to your account for these. New here? Create an account with the email address we have on file and your policies appear once you confirm it."
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tasks.map(({ Icon, title, text, href }) => (
            <li
              key={title}
              className="relative flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm focus-within:ring-2 focus-within:ring-navy-700 hover:border-navy-700 sm:flex-col sm:gap-0 sm:p-5"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-800">
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-semibold text-navy-900 sm:mt-3">
                  {/* The whole card is the link's target (the ::after covers it); the heading stays its text. */}
                  <a href={href} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none">
                    {title}
                  </a>
                </h3>
                <p className="mt-1 text-slate-700">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        {!signedIn ? (
          <p className="mt-6 text-slate-700">
            Already have an account? <a href="/login" className={linkClass}>Sign in</a>. First time?{" "}
            <a href="/login?mode=signup" className={linkClass}>Create an account</a>.
          </p>
        ) : null}
      </Section>

      <Section
        id="carriers"
        tone="tint"
        heading="Your insurance company's claims line and payment page"
        intro="Most carriers take claims around the clock and bill you directly. Find yours below, or call us and we will help."
      >
        {carriers.length === 0 ? (
          <div className="max-w-2xl rounded-xl bg-white p-6 shadow-sm">
            <p className="text-slate-800">
              For claims and payments, call us at{" "}
              <a href={`tel:${agency.phone.dial}`} className={`text-lg ${linkClass}`}>{agency.phone.display}</a> and we will connect you with your
              insurance company. To report a claim after hours, call our 24/7 claims line at{" "}
              <a href={`tel:${agency.claimsPhone.dial}`} className={linkClass}>{agency.claimsPhone.display}</a>.
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
                        Claims<span className="sr-only"> for {carrier.name}</span>: {carrier.claimsPhone.display}
                      </span>
                    </a>
                  ) : (
                    <p className="text-sm text-slate-700">
                      Claims: call us at <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a>
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
                        Make a payment<span className="sr-only"> to {carrier.name} (opens in a new tab)</span>
                      </span>
                      <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    </a>
                  ) : null}
                  {carrier.website ? (
                    <a href={carrier.website} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
                      <Globe aria-hidden="true" className="h-4 w-4" />
                      Website<span className="sr-only"> of {carrier.name} (opens in a new tab)</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {carriers.length ? (
          <p className="mt-6 text-slate-700">
            Not sure who insures you, or is your carrier missing? Call us at{" "}
            <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a>. Policies we bill ourselves are paid through{" "}
            <a href={agency.paymentPortalUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              our payment portal<span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        ) : null}
      </Section>

      <Section id="contact" heading="Talk to us" intro="Prefer a person? A licensed agent will help you, by phone, by email or at our office.">
        <ul className="grid gap-4 md:grid-cols-3">
          <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <Phone aria-hidden="true" className="h-5 w-5 text-navy-700" />
              Call us
            </h3>
            <p className="mt-2">
              <a href={`tel:${agency.phone.dial}`} className={`text-xl ${linkClass}`}>{agency.phone.display}</a>
            </p>
            <p className="mt-2 text-sm text-slate-700">
              24/7 claims: <a href={`tel:${agency.claimsPhone.dial}`} className={linkClass}>{agency.claimsPhone.display}</a>
            </p>
          </li>
          <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-navy-900">
              <Mail aria-hidden="true" className="h-5 w-5 text-navy-700" />
              Email us
            </h3>
            <p className="mt-2">
              <a href={`mailto:${agency.emails.info}`} className={`break-all text-xl ${linkClass}`}>{agency.emails.info}</a>
            </p>
            <p className="mt-2 text-sm text-slate-700">Send a question or a change; a licensed agent answers.</p>
          </li>
          <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <OfficeHours listClassName="mt-2">
              <p className="mt-2 text-sm text-slate-700">
                Pacific Time. <a href="/contact" className={linkClass}>Directions and more ways to reach us</a>
              </p>
            </OfficeHours>
          </li>
        </ul>
      </Section>
    </>
  );
}
