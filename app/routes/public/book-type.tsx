/**
 * /book/{type} and /es/book/{type} (docs/product.md#booking-a-call): a week of days as links
 * (?day=…), the chosen day's free times as radio buttons, then who is booking and what about,
 * with the booking's consent statement. Works without JavaScript; the booking-times script adds
 * the visitor's time zone and each time in their own time. A signed-in customer's details are
 * filled in and the booking is linked to their record.
 *
 * The post runs the public forms' reading steps (receive-form.ts: size, rate limit `form:booking`,
 * validation with every value back), the honeypot, then bookAppointment. A time taken meanwhile
 * comes back with its message above the nearest free times (the details kept); a stored booking
 * goes on to /book/booked?t=… (303). The free times change with every booking: the page is
 * rendered per request and never kept in the shared page cache.
 */
import { ArrowLeft, Building2, Clock, Phone, Video } from "lucide-react";
import { data, redirect } from "react-router";
import type { Route } from "./+types/book-type";
import { BookingHours } from "../../components/booking/BookingHours.tsx";
import { DayLinks, longDate, TimeChoices, VisitorZoneInput } from "../../components/booking/BookingSlots.tsx";
import { Breadcrumbs } from "../../components/Breadcrumbs.tsx";
import { FormSection, PrivacyNote } from "../../components/FormLayout.tsx";
import { EnhancedForm, ErrorSummary, Field, Honeypot, SubmitButton, TextareaField, valueOf } from "../../components/forms.tsx";
import { MessageBox } from "../../components/MessageBox.tsx";
import { useAgency, useLocale, useLocalHref, useT } from "../../components/use-site.ts";
import { bookingDepsOf } from "../../http/booking-deps.ts";
import { requestInfoOf, servicesOf } from "../../http/context.ts";
import { notStored, pageUrlOf, receiveForm, refusal } from "../../http/receive-form.ts";
import { retryAfterHeaders } from "../../http/retry-after.ts";
import { getCurrentUser } from "../../http/session.ts";
import { appointmentLocationLabels, BOOK_PATH, type AppointmentLocationName } from "../../lib/booking.ts";
import { bookingWeek } from "../../lib/booking-week.ts";
import { isBot } from "../../lib/field-schemas.ts";
import type { FormFailure, FormValues } from "../../lib/form-data.ts";
import { translatorFor, type Translate } from "../../lib/i18n/i18n.ts";
import { localeOfUrl } from "../../lib/i18n/locale.ts";
import { localizedHref } from "../../lib/i18n/spanish-twins.ts";
import { BOOKING_TOPIC_MAX } from "../../lib/schemas/booking-fields.ts";
import { pageMeta, siteFromMatches } from "../../lib/seo.ts";
import type { RouteHandle } from "../../root.tsx";
import { bookAppointment } from "../../server/booking/book-appointment.ts";
import { bookingIntake } from "../../server/booking/booking-form.ts";
import { findBookableType } from "../../server/booking/appointment-types.ts";
import { bookableDays } from "../../server/booking/schedules.ts";
import { customerContactDetails } from "../../server/customer-portal/contact-details.ts";

/** No React bundle: the form script and the booking-times script add the rest. */
export const handle: RouteHandle = { scripts: ["form", "booking-times"] };

/** A refused post's Retry-After reaches the browser. */
export const headers = retryAfterHeaders;

const trailFor = (t: Translate, type?: { slug: string; name: string }) => [
  { label: t("common.home"), href: "/" },
  { label: t("booking.page.crumb"), href: BOOK_PATH },
  ...(type ? [{ label: type.name, href: `${BOOK_PATH}/${type.slug}` }] : []),
];

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(url.href);
  const type = await findBookableType(services.db, params.type);
  if (!type) throw data(null, { status: 404 });
  const { days, slotsByDate } = await bookableDays(services.db, services.agency, type, new Date());
  const week = bookingWeek(days, url.searchParams.get("day"));
  const prefill = await customerContactDetails(services.db, await getCurrentUser(context));
  return {
    type: {
      slug: type.slug,
      name: locale === "es" ? type.nameEs : type.name,
      description: locale === "es" ? type.descriptionEs : type.description,
      minutes: type.durationMinutes,
      location: type.location,
      horizonDays: type.horizonDays,
    },
    week,
    slots: week.chosen ? (slotsByDate.get(week.chosen) ?? []).map((s) => s.startsAt.toISOString()) : [],
    prefill: prefill ? { firstName: prefill.firstName, lastName: prefill.lastName, email: prefill.email, phone: prefill.phone } : null,
  };
}

type Failure = FormFailure & { nearest?: string[] };

/** Why the chosen time could not be booked, in the visitor's words. */
const SLOT_MESSAGES = { taken: "booking.errors.slotTaken", past: "booking.errors.slotPast", outside: "booking.errors.slotOutside" } as const;

export async function action({ context, params, request }: Route.ActionArgs) {
  const services = servicesOf(context);
  const locale = localeOfUrl(request.url);
  const t = translatorFor(locale);
  const type = await findBookableType(services.db, params.type);
  if (!type) throw data(null, { status: 404 });
  return receiveForm(bookingIntake(locale), { request, services, clientIp: requestInfoOf(context).clientIp }, async ({ data: input, values }) => {
    // A bot is sent where a person would go, with nothing booked.
    if (isBot(input)) return redirect(localizedHref(`${BOOK_PATH}/booked`, locale), 303);
    const customer = await customerContactDetails(services.db, await getCurrentUser(context));
    let result;
    try {
      result = await bookAppointment(
        await bookingDepsOf(services),
        {
          typeSlug: type.slug,
          startsAt: new Date(input.slot),
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          topic: input.topic,
          locale,
          visitorTimeZone: input.timeZone,
          customerId: customer?.customerId ?? null,
          pageUrl: pageUrlOf(request, services.env.PUBLIC_URL),
        },
        new Date(),
      );
    } catch (error) {
      return notStored("booking", error, services, locale, values);
    }
    if (result.ok) {
      services.kickOutbox();
      return redirect(`${localizedHref(`${BOOK_PATH}/booked`, locale)}?t=${encodeURIComponent(result.changeToken)}`, 303);
    }
    if (!("nearest" in result)) {
      if (result.reason === "no-type") throw data(null, { status: 404 });
      return refusal(409, { errors: {}, values, formError: t("booking.errors.unavailable", { phone: services.agency.phone.display }) });
    }
    const failure: Failure = { errors: { slot: t(SLOT_MESSAGES[result.reason]) }, values, nearest: result.nearest.map((s) => s.startsAt.toISOString()) };
    return data(failure, { status: result.reason === "taken" ? 409 : 400 });
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const t = translatorFor(site?.locale ?? "en");
  if (!loaderData) return [{ title: t("booking.page.title") }];
  const { type } = loaderData;
  return pageMeta(site, { title: `${type.name} · ${t("booking.page.title")}`, description: type.description, path: `${BOOK_PATH}/${type.slug}`, breadcrumbs: trailFor(t, type) });
};

const locationIcons: Record<AppointmentLocationName, typeof Phone> = { phone: Phone, office: Building2, video: Video };

/** The fields' labels in the page's language, in the form's order (the error summary's links). */
function bookingFieldLabels(t: Translate) {
  return {
    slot: t("booking.page.labels.slot"),
    firstName: t("booking.page.labels.firstName"),
    lastName: t("booking.page.labels.lastName"),
    email: t("booking.page.labels.email"),
    phone: t("booking.page.labels.phone"),
    topic: t("booking.page.labels.topic"),
  };
}

/** The page's form values: what was posted, else the signed-in customer's details. */
function startingValues(failure: Failure | undefined, prefill: Record<string, string> | null): FormValues | undefined {
  return failure?.values ?? prefill ?? undefined;
}

export default function BookTypePage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const agency = useAgency();
  const localHref = useLocalHref();
  const { type, week, slots, prefill } = loaderData;
  const failure = actionData as Failure | undefined;
  const values = startingValues(failure, prefill);
  const errors = failure?.errors;
  const labels = bookingFieldLabels(t);
  const nearest = failure?.nearest?.length ? failure.nearest : null;
  const pagePath = localHref(`${BOOK_PATH}/${type.slug}`);
  const hrefFor = (date: string) => `${pagePath}?day=${date}#times`;
  const Icon = locationIcons[type.location];
  return (
    <>
      <Breadcrumbs trail={trailFor(t, type)} />
      <div className="bg-navy-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{t("booking.page.crumb")}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{type.name}</h1>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 font-medium text-slate-100">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {t("booking.page.minutes", { count: type.minutes })}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Icon aria-hidden="true" className="h-4 w-4" />
              {appointmentLocationLabels[locale][type.location]}
            </span>
          </p>
          <p className="mt-3 max-w-3xl text-lg text-slate-100">{type.description}</p>
        </div>
      </div>
      <div className="bg-navy-50">
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
          <div className="relative space-y-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            {week.chosen ? (
              <DayLinks week={week} hrefFor={hrefFor} heading={t("booking.page.daysHeading")} />
            ) : (
              <MessageBox tone="info">
                <p>{t("booking.page.noDays", { days: type.horizonDays, phone: agency.phone.display })}</p>
              </MessageBox>
            )}
            {week.chosen ? (
              <EnhancedForm action={`${pagePath}?day=${week.chosen}`} id="times" className="scroll-mt-24 space-y-8">
                <ErrorSummary errors={errors} labels={labels} formError={failure?.formError} />
                <Honeypot />
                <VisitorZoneInput value={valueOf(values, "timeZone")} />
                <section aria-labelledby="times-heading" className="space-y-3">
                  <h2 id="times-heading" className="text-lg font-semibold text-navy-900">{t("booking.page.timesHeading")}</h2>
                  <TimeChoices
                    legend={nearest ? t("booking.page.nearestLegend") : t("booking.page.timesLegend", { date: longDate(week.chosen, locale) })}
                    slots={nearest ?? slots}
                    withDate={nearest !== null}
                    chosen={nearest ? undefined : valueOf(values, "slot")}
                    error={errors?.slot}
                    empty={t("booking.page.noTimes")}
                  />
                </section>
                <FormSection legend={t("booking.page.detailsHeading")} description={t("booking.page.detailsDescription")}>
                  {prefill && !failure ? <p className="text-sm text-slate-700 sm:col-span-2">{t("booking.page.signedInNote")}</p> : null}
                  <Field name="firstName" label={labels.firstName} required autoComplete="given-name" defaultValue={valueOf(values, "firstName")} error={errors?.firstName} />
                  <Field name="lastName" label={labels.lastName} required autoComplete="family-name" defaultValue={valueOf(values, "lastName")} error={errors?.lastName} />
                  <Field name="email" type="email" label={labels.email} required autoComplete="email" defaultValue={valueOf(values, "email")} error={errors?.email} />
                  <Field name="phone" type="tel" label={labels.phone} required autoComplete="tel" defaultValue={valueOf(values, "phone")} error={errors?.phone} />
                  <TextareaField
                    name="topic"
                    label={labels.topic}
                    required
                    rows={4}
                    maxLength={BOOKING_TOPIC_MAX}
                    hint={t("booking.page.topicHint")}
                    className="sm:col-span-2"
                    defaultValue={valueOf(values, "topic")}
                    error={errors?.topic}
                  />
                </FormSection>
                <div className="space-y-4 border-t border-slate-200 pt-6">
                  <PrivacyNote form="booking" values={values} />
                  <SubmitButton pendingText={t("booking.page.submitting")}>{t("booking.page.submit")}</SubmitButton>
                </div>
              </EnhancedForm>
            ) : null}
          </div>
          <aside aria-label={t("booking.page.hoursHeading")} className="space-y-4">
            <BookingHours />
            <p>
              <a href={localHref(BOOK_PATH)} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-navy-800 underline hover:text-navy-950">
                <ArrowLeft aria-hidden="true" className="h-4 w-4" />
                {t("booking.page.allTypes")}
              </a>
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
