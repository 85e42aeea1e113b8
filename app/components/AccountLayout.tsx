import { Lock, Phone, ShieldCheck } from "lucide-react";
import { useAgency, useT } from "./use-site.ts";
import { partMarks, WithParts } from "./WithParts.tsx";

/**
 * The frame of the account pages (sign in, create account, forgot and reset
 * password, confirm email): a white card with the page's heading and form on a
 * tinted background, and, beside it on wide screens (below it on phones), a short
 * reassurance panel with the agency's phone number. In the page's language.
 */
export function AccountLayout({
  heading,
  intro,
  children,
  aside = true,
}: {
  heading: string;
  /** One or two sentences under the heading. */
  intro?: React.ReactNode;
  children: React.ReactNode;
  /** Show the reassurance panel (off on pages that are a single message). */
  aside?: boolean;
}) {
  return (
    <div className="bg-navy-50">
      <div className={`mx-auto grid max-w-5xl items-start gap-6 px-4 py-10 sm:px-6 sm:py-16 ${aside ? "lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8" : "max-w-xl"}`}>
        <section aria-labelledby="account-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          <h1 id="account-heading" className="text-2xl font-bold text-navy-900 sm:text-3xl">{heading}</h1>
          {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </section>
        {aside ? <AccountAside /> : null}
      </div>
    </div>
  );
}

function AccountAside() {
  const agency = useAgency();
  const t = useT();
  return (
    <aside aria-label={t("accounts.layout.asideLabel")} className="rounded-2xl bg-navy-900 p-6 text-white shadow-sm sm:p-8">
      <ShieldCheck aria-hidden="true" className="h-10 w-10 text-gold-300" />
      <p className="mt-4 text-lg font-semibold">{t("accounts.layout.asideTitle", { agency: agency.shortName })}</p>
      <ul className="mt-4 space-y-3 text-slate-100">
        <li className="flex gap-3">
          <Lock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
          <span>{t("accounts.layout.privacy")}</span>
        </li>
        <li className="flex gap-3">
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
          <span>{t("accounts.layout.confirmed")}</span>
        </li>
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-300" />
          <span>
            <WithParts
              text={t("accounts.layout.call", partMarks("phone"))}
              parts={{ phone: <a href={`tel:${agency.phone.dial}`} className="font-semibold text-white underline">{agency.phone.display}</a> }}
            />
          </span>
        </li>
      </ul>
    </aside>
  );
}
