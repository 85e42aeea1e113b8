/**
 * The validation of a customer's service requests and of the messages of a request's thread
 * (docs/product.md#service-requests). A request's form depends on the customer's book: the
 * policy must be one of theirs, a vehicle or driver one of that policy's, so each schema is
 * built for the customer (`serviceRequestSchema(type, book, today, locale)`), with its messages
 * in the language of the page it is posted from (English unless told). Labels and choices are
 * in ./service-request-fields.ts. The staff's schemas (a reply, a status) stay English.
 */
import { z } from "zod";
import { documentTypes } from "../documents.ts";
import { fieldRules, optionalText, requiredText } from "../field-schemas.ts";
import { catalogueOf } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locale.ts";
import { serviceRequestStatuses, type ServiceRequestTypeCode } from "../service-requests.ts";
import { optionValues, type Option } from "./options.ts";
import {
  cancelReasons,
  certificateSendToOptions,
  deliveryOptions,
  KEEP_STATUS,
  MAX_REQUEST_MESSAGE_LENGTH,
  ownershipOptions,
  relationshipOptions,
  removeDriverReasons,
  removeVehicleReasons,
  yesNoOptions,
} from "./service-request-fields.ts";

/** What a request's form may refer to: the customer's policies, each with its vehicles and drivers. */
export interface RequestBook {
  policies: { id: string; vehicles: { id: string }[]; drivers: { id: string }[] }[];
}

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
}

function option<const T extends readonly Option[]>(options: T, message: string) {
  return z.enum(optionValues(options), { error: message });
}

/** An id chosen from a fixed set; empty is null (the "optional" case). */
function oneOf(ids: readonly string[], wrong: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || ids.includes(v), wrong);
}

/** The field rules and messages of the customer's forms in one language. */
function rulesIn(locale: Locale) {
  const rules = fieldRules(locale);
  const { errors, what } = catalogueOf(locale).customer.requestForm;
  const enter = (thing: keyof typeof what) => rules.t("customer.requestForm.errors.enter", { what: what[thing] });
  /** A required single-line text: "Please enter {what}." */
  const required = (thing: keyof typeof what, max: number) => rules.requiredText(enter(thing), max);
  /** A required calendar day, YYYY-MM-DD (what a date input posts). */
  const day = (thing: keyof typeof what) =>
    z
      .string({ error: enter(thing) })
      .trim()
      .min(1, enter(thing))
      .refine(isCalendarDay, rules.t("customer.requestForm.errors.enterDate", { what: what[thing] }));
  /** Two letters of a state, upper-cased. */
  const stateLetters = (missing: string) =>
    z
      .string({ error: missing })
      .trim()
      .regex(/^[A-Za-z]{2}$/, errors.stateLetters)
      .transform((v) => v.toUpperCase());
  return { ...rules, errors, enter, required, day, stateLetters };
}

type Rules = ReturnType<typeof rulesIn>;

function policyField(book: RequestBook, required: boolean, rules: Rules) {
  const ids = book.policies.map((p) => p.id);
  const field = oneOf(ids, rules.errors.policyOwn);
  return required ? field.refine((v) => v !== null, rules.errors.policyRequired).transform((v) => v!) : field;
}

const policyOf = (book: RequestBook, id: string | null) => book.policies.find((p) => p.id === id);

/**
 * Each type's schema, for this customer's book. `today`: the Las Vegas date (a date of birth is
 * before it). `locale`: the language of the page the form is posted from (its messages).
 */
export function serviceRequestSchema(type: ServiceRequestTypeCode, book: RequestBook, today: string, locale: Locale = "en") {
  const rules = rulesIn(locale);
  const { errors } = rules;
  /** "Anything else we should know": optional, empty is null. */
  const note = () => rules.optionalText(MAX_REQUEST_MESSAGE_LENGTH);
  const allVehicles = book.policies.flatMap((p) => p.vehicles.map((v) => v.id));
  const allDrivers = book.policies.flatMap((p) => p.drivers.map((d) => d.id));
  const policyIds = book.policies.map((p) => p.id);
  switch (type) {
    case "id-cards":
      return z
        .object({
          policyId: policyField(book, true, rules),
          vehicles: z.array(z.string()).max(50).default([]),
          otherVehicles: rules.optionalText(500),
          delivery: option(deliveryOptions, errors.delivery),
          message: note(),
        })
        .superRefine((v, ctx) => {
          const onPolicy = new Set(policyOf(book, v.policyId)?.vehicles.map((x) => x.id) ?? []);
          if (v.vehicles.some((id) => !onPolicy.has(id))) {
            ctx.addIssue({ code: "custom", path: ["vehicles"], message: errors.vehiclesOfPolicy });
          }
        });
    case "certificate":
      return z
        .object({
          policyId: policyField(book, true, rules),
          holderName: rules.required("holderName", 200),
          holderAddress: rules.required("holderAddress", 500),
          additionalInsured: option(yesNoOptions, errors.additionalInsured),
          operations: rules.optionalText(2000),
          sendTo: option(certificateSendToOptions, errors.sendTo),
          holderEmail: z.string().trim().max(254, rules.t("forms.field.emailTooLong")).optional().transform((v) => (v ? v.toLowerCase() : null)),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.sendTo !== "holder") return;
          if (!v.holderEmail) ctx.addIssue({ code: "custom", path: ["holderEmail"], message: errors.holderEmail });
          else if (!z.email().safeParse(v.holderEmail).success) {
            ctx.addIssue({ code: "custom", path: ["holderEmail"], message: rules.t("forms.field.emailInvalid") });
          }
        })
        .transform((v) => ({ ...v, holderEmail: v.sendTo === "holder" ? v.holderEmail : null }));
    case "add-vehicle":
      return z
        .object({
          policyId: policyField(book, true, rules),
          year: z.string({ error: rules.enter("year") }).trim().min(1, rules.enter("year")).regex(/^(19|20)\d{2}$/, errors.yearFormat),
          make: rules.required("make", 60),
          model: rules.required("model", 60),
          vin: z
            .string({ error: rules.enter("vin") })
            .trim()
            .min(1, rules.enter("vin"))
            .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
            .refine((v) => VIN_PATTERN.test(v), errors.vinFormat),
          purchaseDate: rules.day("purchaseDate"),
          garagingZip: rules.zip,
          ownership: option(ownershipOptions, errors.ownership),
          lienholder: rules.optionalText(500),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.ownership !== "owned" && !v.lienholder) {
            ctx.addIssue({ code: "custom", path: ["lienholder"], message: errors.lienholder });
          }
        })
        .transform((v) => ({ ...v, lienholder: v.ownership === "owned" ? null : v.lienholder }));
    case "remove-vehicle":
      return z
        .object({
          policyId: policyField(book, true, rules),
          vehicleId: oneOf(allVehicles, errors.vehicleListed),
          vehicleDescription: rules.optionalText(300),
          removalDate: rules.day("removeVehicleDate"),
          reason: option(removeVehicleReasons, errors.reason),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.vehicleId && !policyOf(book, v.policyId)?.vehicles.some((x) => x.id === v.vehicleId)) {
            ctx.addIssue({ code: "custom", path: ["vehicleId"], message: errors.vehicleOfPolicy });
          } else if (!v.vehicleId && !v.vehicleDescription) {
            ctx.addIssue({ code: "custom", path: ["vehicleId"], message: errors.vehicleOrDescribe });
          }
        });
    case "add-driver":
      return z.object({
        policyId: policyField(book, true, rules),
        driverName: rules.required("driverName", 120),
        dateOfBirth: rules.day("dateOfBirth").refine((v) => v < today && v > "1900-01-01", errors.dateOfBirthPast),
        licenseNumber: rules.required("licenseNumber", 40),
        licenseState: rules.stateLetters(errors.licenseState),
        relationship: option(relationshipOptions, errors.relationship),
        message: note(),
      });
    case "remove-driver":
      return z
        .object({
          policyId: policyField(book, true, rules),
          driverId: oneOf(allDrivers, errors.driverListed),
          driverDescription: rules.optionalText(200),
          reason: option(removeDriverReasons, errors.reason),
          removalDate: rules.day("removeDriverDate"),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.driverId && !policyOf(book, v.policyId)?.drivers.some((x) => x.id === v.driverId)) {
            ctx.addIssue({ code: "custom", path: ["driverId"], message: errors.driverOfPolicy });
          } else if (!v.driverId && !v.driverDescription) {
            ctx.addIssue({ code: "custom", path: ["driverId"], message: errors.driverOrName });
          }
        });
    case "address-change":
      return z.object({
        address: rules.required("address", 200),
        city: rules.required("city", 100),
        state: rules.stateLetters(errors.state),
        zipCode: rules.zip,
        effectiveDate: rules.day("moveDate"),
        policyIds: z
          .array(z.string())
          .max(100)
          .default([])
          .refine((ids) => ids.every((id) => policyIds.includes(id)), errors.policiesAmong),
        message: note(),
      });
    case "cancel-policy":
      return z.object({
        policyId: policyField(book, true, rules),
        cancelDate: rules.day("cancelDate"),
        reason: option(cancelReasons, errors.reason),
        message: note(),
      });
    case "billing-question":
      return z.object({ policyId: policyField(book, false, rules), message: rules.required("question", MAX_REQUEST_MESSAGE_LENGTH) });
    case "other":
      return z.object({ policyId: policyField(book, false, rules), message: rules.required("help", MAX_REQUEST_MESSAGE_LENGTH) });
  }
}
export type ServiceRequestInput = z.output<ReturnType<typeof serviceRequestSchema>>;

/** A customer's reply in their request's thread, with its message in the page's language. */
export function customerReplySchemaFor(locale: Locale) {
  const rules = rulesIn(locale);
  return z.object({ message: rules.required("message", MAX_REQUEST_MESSAGE_LENGTH) });
}
/** The English reply schema (existing callers). */
export const customerReplySchema = customerReplySchemaFor("en");

const statusValues = serviceRequestStatuses.map((s) => s.value) as unknown as readonly [string, ...string[]];

/** A staff member's reply: the text, what the attached documents are, and the request's status afterwards. */
export const staffReplySchema = z.object({
  message: requiredText("a reply to the customer", MAX_REQUEST_MESSAGE_LENGTH),
  docType: z.enum(optionValues(documentTypes), { error: "Please choose the kind of document." }),
  title: optionalText(150),
  nextStatus: z.enum([KEEP_STATUS, ...statusValues], { error: "Please choose the status." }),
});
export type StaffReplyInput = z.output<typeof staffReplySchema>;

export const statusChangeSchema = z.object({ status: z.enum(statusValues, { error: "Please choose one of the statuses." }) });
