/**
 * The parts of a policy-like page (privacy policy, accessibility statement).
 */

/** The head of such a page: the agency, the title, the date it is current from, the intro and any buttons. */
import { CalendarDays, Mail, MapPin, Phone } from "lucide-react";
import { formatDate } from "../lib/format.ts";
import { useAgency, useLocale, useT } from "./use-site.ts";

export function DocumentHeader({ title, dateLabel, date, intro, children }: { title: string; dateLabel: string; date: string; intro: string; children?: React.ReactNode }) {
  const agency = useAgency();
  const locale = useLocale();
  return (
    <header className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-navy-700">{agency.name}</p>
        <h1 className="mt-2 text-3xl font-bold leading-tight text-navy-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 inline-flex items-center gap-2 text-slate-700">
          <CalendarDays aria-hidden="true" className="h-5 w-5 text-navy-700" />
          <span>
            {dateLabel}: <time dateTime={date} className="font-semibold text-slate-800">{formatDate(date, undefined, locale)}</time>
          </span>
        </p>
        <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-700">{intro}</p>
        {children}
      </div>
    </header>
  );
}

const linkClass = "font-semibold text-navy-800 underline hover:text-navy-950";

/** The agency's email and phone, and on request its name and a mailing address "Attn: …", each with its icon: the foot of such a page. */
export function AgencyContactCard({ withName = false, mailAttention }: { withName?: boolean; mailAttention?: string }) {
  const agency = useAgency();
  const t = useT();
  return (
    <address className="space-y-4 rounded-xl border border-slate-200 bg-navy-50 p-6 text-lg not-italic text-slate-800">
      {withName ? <p className="font-semibold text-navy-900">{agency.name}</p> : null}
      <p className="flex gap-3">
        <Mail aria-hidden="true" className="mt-1.5 h-5 w-5 shrink-0 text-navy-700" />
        <span>
          <span className="sr-only">{t("document.email")} </span>
          <a href={`mailto:${agency.emails.info}`} className={`break-all ${linkClass}`}>{agency.emails.info}</a>
        </span>
      </p>
      <p className="flex gap-3">
        <Phone aria-hidden="true" className="mt-1.5 h-5 w-5 shrink-0 text-navy-700" />
        <span>
          <span className="sr-only">{t("document.phone")} </span>
          <a href={`tel:${agency.phone.dial}`} className={linkClass}>{agency.phone.display}</a>
        </span>
      </p>
      {mailAttention ? (
        <p className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-1.5 h-5 w-5 shrink-0 text-navy-700" />
          <span>
            <span className="sr-only">{t("document.mailingAddress")} </span>
            {t("document.attention", { name: mailAttention })}
            <br />
            {agency.address.street} {agency.address.suite}
            <br />
            {agency.address.city}, {agency.address.region} {agency.address.postalCode}
          </span>
        </p>
      ) : null}
    </address>
  );
}
