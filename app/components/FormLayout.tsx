import { CheckCircle2, Lock } from "lucide-react";
import { Link } from "react-router";
import { currentConsent, MARKETING_CONSENT_FIELD, MARKETING_CONSENT_FORMS, MARKETING_CONSENT_VALUE, type ConsentFormName } from "../lib/consent.ts";
import type { FormValues } from "../lib/form-data.ts";
import { ButtonLink } from "./ButtonLink.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "./use-site.ts";

/**
 * A titled group of fields inside a form (a fieldset with a visible legend).
 * `className`: e.g. a class that app.css shows only for some answers.
 */
export function FormSection({
  legend,
  description,
  className = "",
  children,
}: {
  legend: string;
  description?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className={`border-t border-slate-200 pt-6 first-of-type:border-t-0 first-of-type:pt-0 ${className}`}>
      <legend className="float-left w-full text-lg font-semibold text-navy-900">{legend}</legend>
      {description ? <p className="clear-both pt-1 text-slate-700">{description}</p> : null}
      <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * Beside the submit button: the form's consent statement (sending the form gives it), for the
 * forms that offer it the separate, unticked marketing box, and the privacy line. The texts are
 * the current versions of app/lib/consent.ts, which the server stores word for word.
 */
export function PrivacyNote({ form, values }: { form: ConsentFormName; values?: FormValues }) {
  const agency = useAgency();
  const locale = useLocale();
  const t = useT();
  const localHref = useLocalHref();
  const marketing = MARKETING_CONSENT_FORMS.includes(form) ? currentConsent(form, "marketing", agency.name, locale) : null;
  return (
    <div className="space-y-3 text-sm text-slate-700">
      {marketing ? (
        <label className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-300 bg-white px-3 py-2.5 has-[:checked]:border-navy-700 has-[:checked]:bg-navy-50">
          <input
            type="checkbox"
            name={MARKETING_CONSENT_FIELD}
            value={MARKETING_CONSENT_VALUE}
            defaultChecked={values?.[MARKETING_CONSENT_FIELD] === MARKETING_CONSENT_VALUE}
            className="mt-0.5 h-5 w-5 shrink-0 accent-navy-800"
          />
          <span className="text-slate-800">
            {marketing.text} <span className="text-slate-600">({t("forms.optional")})</span>
          </span>
        </label>
      ) : null}
      <p>{currentConsent(form, "contact", agency.name, locale).text}</p>
      <p className="flex items-start gap-2">
        <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {t("forms.privacyLine")}{" "}
          <Link to={localHref("/privacy")} className="font-medium text-navy-800 underline">{t("privacy.title")}</Link>.
        </span>
      </p>
    </div>
  );
}

/** The confirmation shown after a successful submission (heading, message, what comes next, buttons). */
export function SuccessPanel({
  heading,
  message,
  children,
  actions,
}: {
  heading: string;
  message: string;
  children?: React.ReactNode;
  actions: { label: string; href: string }[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <div role="status" className="rounded-xl border border-green-700 bg-white p-6 shadow-sm sm:p-8">
        <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-700" />
        <h1 tabIndex={-1} autoFocus className="mt-4 text-3xl font-bold text-navy-900 focus:outline-none">{heading}</h1>
        <p className="mt-3 text-lg text-slate-700">{message}</p>
        {children}
        <div className="mt-8 flex flex-wrap gap-4">
          {actions.map((action, i) => (
            <ButtonLink key={action.href} href={action.href} variant={i === 0 ? "navy" : "outline"}>
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The countdown's words in the page's language. */
export interface CountdownWords {
  /** "Taking you to the home page in" (the count follows). */
  lead: string;
  second: string;
  seconds: string;
  stay: string;
  stayed: string;
}

/**
 * On a confirmation: "Taking you to {destination} in 5 seconds… [Stay on this page]".
 * Rendered hidden; the form script shows it, counts down and goes to `to`, unless the
 * visitor chooses to stay. Without JavaScript the page simply stays. A page in either
 * language gives all its `words` instead of an English `destination`.
 */
export function RedirectCountdown({
  to,
  seconds,
  destination,
  words,
}: { to: string; seconds: number } & ({ destination: string; words?: undefined } | { words: CountdownWords; destination?: undefined })) {
  const w = words ?? { lead: `Taking you to ${destination} in`, second: "second", seconds: "seconds", stay: "Stay on this page", stayed: "You are staying on this page." };
  return (
    <p data-redirect-to={to} data-redirect-seconds={seconds} hidden className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
      <span>
        {w.lead}{" "}
        {/* The number changes every second: not announced each time. */}
        <span data-countdown="" data-one={w.second} data-other={w.seconds} aria-live="off">
          {`${seconds} ${seconds === 1 ? w.second : w.seconds}`}
        </span>
        …
      </span>
      <button
        type="button"
        data-redirect-stay=""
        data-stayed={w.stayed}
        className="min-h-11 rounded-md border border-slate-400 bg-white px-4 font-medium text-navy-800 hover:bg-slate-50"
      >
        {w.stay}
      </button>
    </p>
  );
}
