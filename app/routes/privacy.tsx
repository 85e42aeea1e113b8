import { CalendarDays, Mail, MapPin, Phone } from "lucide-react";
import type { Route } from "./+types/privacy";
import { Breadcrumbs } from "../components/Breadcrumbs.tsx";
import { Paragraphs } from "../components/Paragraphs.tsx";
import { useAgency } from "../components/use-site.ts";
import { privacyPolicy, type PolicySection } from "../content/privacy.ts";
import { formatDate } from "../lib/format.ts";
import { pageMeta, siteFromMatches } from "../lib/seo.ts";

const trail = [
  { label: "Home", href: "/" },
  { label: "Privacy Policy", href: "/privacy" },
];

export function loader() {
  return { policy: privacyPolicy };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteFromMatches(matches), {
    title: "Privacy Policy",
    description:
      "How our Las Vegas insurance agency collects, uses, shares, keeps and protects your information. We do not sell personal information. Your Nevada rights.",
    path: "/privacy",
    breadcrumbs: trail,
  });

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
  const agency = useAgency();
  const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";
  const toc = [...policy.sections, policy.contact];
  return (
    <>
      <Breadcrumbs trail={trail} />
      <header className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">{agency.name}</p>
          <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">Privacy Policy</h1>
          <p className="mt-4 inline-flex items-center gap-2 text-slate-700">
            <CalendarDays aria-hidden="true" className="h-5 w-5 text-navy-700" />
            <span>
              Effective date: <time dateTime={policy.effectiveDate} className="font-semibold text-slate-800">{formatDate(policy.effectiveDate)}</time>
            </span>
          </p>
          <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{policy.intro}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 lg:px-8">
        <nav aria-labelledby="toc-heading" className="self-start rounded-xl border border-slate-200 bg-white p-5 lg:sticky lg:top-32">
          <h2 id="toc-heading" className="text-base font-semibold text-navy-900">On this page</h2>
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
            <address className="space-y-4 rounded-xl border border-slate-200 bg-navy-50 p-6 text-lg not-italic text-slate-800">
              <p className="font-semibold text-navy-900">{agency.name}</p>
              <p className="flex gap-3">
                <Mail aria-hidden="true" className="mt-1.5 h-5 w-5 shrink-0 text-navy-700" />
                <span>
                  <span className="sr-only">Email: </span>
                  <a href={`mailto:${agency.emails.info}`} className={`break-all ${linkClass}`}>{agency.emails.info}</a>
                </span>
              </p>
              <p className="flex gap-3">
                <Phone aria-hidden="true" className="mt-1.5 h-5 w-5 shrink-0 text-navy-700" />
                <span>
                  <span className="sr-only">Phone: </span>
                  <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a>
                </span>
              </p>
              <p className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-1.5 h-5 w-5 shrink-0 text-navy-700" />
                <span>
                  <span className="sr-only">Mailing address: </span>
                  Attn: Privacy
                  <br />
                  {agency.address.street} {agency.address.suite}
                  <br />
                  {agency.address.city}, {agency.address.region} {agency.address.postalCode}
                </span>
              </p>
            </address>
          </section>
        </div>
      </div>
    </>
  );
}
