/**
 * The office's facts (hours, address, phone, the 24/7 claims line) as passages of the contact
 * page, written from the agency's configuration when the server runs.
 */
import { fullAddress, type Agency } from "../../config/agency.ts";
import { formatOpeningHours } from "../../config/office-hours.ts";
import { translatorFor } from "../../lib/i18n/i18n.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import type { HelpPassage } from "./help-passages.ts";

/** The office's facts as passages of the contact page, in the agency's own configuration. */
export function officePassages(agency: Agency, locale: Locale): HelpPassage[] {
  const t = translatorFor(locale);
  const page = t("help.pages.contact");
  const passage = (n: number, heading: string, text: string): HelpPassage => ({ id: `/contact#office-${n}`, path: "/contact", page, heading, text, kind: "office" });
  return [
    passage(1, t("help.office.hoursHeading"), t("help.office.hoursText", { hours: formatOpeningHours(agency.openingHours, locale).join("; ") })),
    passage(2, t("help.office.addressHeading"), t("help.office.addressText", { address: fullAddress(agency) })),
    passage(3, t("help.office.phoneHeading"), t("help.office.phoneText", { phone: agency.phone.display, email: agency.emails.info })),
    passage(4, t("help.office.claimsHeading"), t("help.office.claimsText", { phone: agency.claimsPhone.display })),
    passage(5, t("help.office.paymentHeading"), t("help.office.paymentText")),
  ];
}

