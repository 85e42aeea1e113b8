/**
 * The validation of a customer's service requests and of the messages of a request's thread
 * (docs/product.md#service-requests). A request's form depends on the customer's book: the
 * policy must be one of theirs, a vehicle or driver one of that policy's, so each schema is
 * built for the customer (`serviceRequestSchema(type, book, today)`). Labels and choices are in
 * ./service-request-fields.ts.
 */
import { z } from "zod";
import { documentTypes } from "../documents.ts";
import { optionalText, requiredText, zip } from "../field-schemas.ts";
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

/** A required calendar day, YYYY-MM-DD (what a date input posts). */
function day(what: string) {
  return z
    .string({ error: `Please enter ${what}.` })
    .trim()
    .min(1, `Please enter ${what}.`)
    .refine(isCalendarDay, `Please enter ${what} as a date, like 2026-03-01.`);
}

function option<const T extends readonly Option[]>(options: T, message: string) {
  return z.enum(optionValues(options), { error: message });
}

/** "Anything else we should know": optional, empty is null. */
const note = () => optionalText(MAX_REQUEST_MESSAGE_LENGTH);

/** An id chosen from a fixed set; empty is null (the "optional" case). */
function oneOf(ids: readonly string[], wrong: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || ids.includes(v), wrong);
}

function policyField(book: RequestBook, required: boolean) {
  const ids = book.policies.map((p) => p.id);
  const field = oneOf(ids, "Please choose one of your policies.");
  return required ? field.refine((v) => v !== null, "Please choose the policy.").transform((v) => v!) : field;
}

const policyOf = (book: RequestBook, id: string | null) => book.policies.find((p) => p.id === id);

/** Each type's schema, for this customer's book. `today`: the Las Vegas date (a date of birth is before it). */
export function serviceRequestSchema(type: ServiceRequestTypeCode, book: RequestBook, today: string) {
  const allVehicles = book.policies.flatMap((p) => p.vehicles.map((v) => v.id));
  const allDrivers = book.policies.flatMap((p) => p.drivers.map((d) => d.id));
  const policyIds = book.policies.map((p) => p.id);
  switch (type) {
    case "id-cards":
      return z
        .object({
          policyId: policyField(book, true),
          vehicles: z.array(z.string()).max(50).default([]),
          otherVehicles: optionalText(500),
          delivery: option(deliveryOptions, "Please choose how you would like the ID cards."),
          message: note(),
        })
        .superRefine((v, ctx) => {
          const onPolicy = new Set(policyOf(book, v.policyId)?.vehicles.map((x) => x.id) ?? []);
          if (v.vehicles.some((id) => !onPolicy.has(id))) {
            ctx.addIssue({ code: "custom", path: ["vehicles"], message: "Please choose vehicles of the policy you chose." });
          }
        });
    case "certificate":
      return z
        .object({
          policyId: policyField(book, true),
          holderName: requiredText("the certificate holder's name", 200),
          holderAddress: requiredText("the certificate holder's address", 500),
          additionalInsured: option(yesNoOptions, "Please say whether the holder is an additional insured."),
          operations: optionalText(2000),
          sendTo: option(certificateSendToOptions, "Please choose where we send the certificate."),
          holderEmail: z.string().trim().max(254, "Please enter a shorter email address.").optional().transform((v) => (v ? v.toLowerCase() : null)),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.sendTo !== "holder") return;
          if (!v.holderEmail) ctx.addIssue({ code: "custom", path: ["holderEmail"], message: "Please enter the certificate holder's email address." });
          else if (!z.email().safeParse(v.holderEmail).success) {
            ctx.addIssue({ code: "custom", path: ["holderEmail"], message: "Please enter a valid email address, like name@example.com." });
          }
        })
        .transform((v) => ({ ...v, holderEmail: v.sendTo === "holder" ? v.holderEmail : null }));
    case "add-vehicle":
      return z
        .object({
          policyId: policyField(book, true),
          year: z.string({ error: "Please enter the year." }).trim().min(1, "Please enter the year.").regex(/^(19|20)\d{2}$/, "Please enter a 4-digit year, like 2022."),
          make: requiredText("the make", 60),
          model: requiredText("the model", 60),
          vin: z
            .string({ error: "Please enter the VIN." })
            .trim()
            .min(1, "Please enter the VIN.")
            .transform((v) => v.toUpperCase().replace(/\s+/g, ""))
            .refine((v) => VIN_PATTERN.test(v), "A VIN has 17 letters and digits (never I, O or Q)."),
          purchaseDate: day("the date of purchase"),
          garagingZip: zip,
          ownership: option(ownershipOptions, "Please choose whether it is owned, financed or leased."),
          lienholder: optionalText(500),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.ownership !== "owned" && !v.lienholder) {
            ctx.addIssue({ code: "custom", path: ["lienholder"], message: "Please enter the lender or leasing company." });
          }
        })
        .transform((v) => ({ ...v, lienholder: v.ownership === "owned" ? null : v.lienholder }));
    case "remove-vehicle":
      return z
        .object({
          policyId: policyField(book, true),
          vehicleId: oneOf(allVehicles, "Please choose one of the listed vehicles."),
          vehicleDescription: optionalText(300),
          removalDate: day("the date to remove it"),
          reason: option(removeVehicleReasons, "Please choose a reason."),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.vehicleId && !policyOf(book, v.policyId)?.vehicles.some((x) => x.id === v.vehicleId)) {
            ctx.addIssue({ code: "custom", path: ["vehicleId"], message: "Please choose a vehicle of the policy you chose." });
          } else if (!v.vehicleId && !v.vehicleDescription) {
            ctx.addIssue({ code: "custom", path: ["vehicleId"], message: "Please choose the vehicle, or describe it below." });
          }
        });
    case "add-driver":
      return z.object({
        policyId: policyField(book, true),
        driverName: requiredText("the driver's full name", 120),
        dateOfBirth: day("the date of birth").refine((v) => v < today && v > "1900-01-01", "Please enter a date of birth in the past."),
        licenseNumber: requiredText("the license number", 40),
        licenseState: z
          .string({ error: "Please enter the state that issued the license." })
          .trim()
          .regex(/^[A-Za-z]{2}$/, "Please enter the state's two letters, like NV.")
          .transform((v) => v.toUpperCase()),
        relationship: option(relationshipOptions, "Please choose the driver's relationship to you."),
        message: note(),
      });
    case "remove-driver":
      return z
        .object({
          policyId: policyField(book, true),
          driverId: oneOf(allDrivers, "Please choose one of the listed drivers."),
          driverDescription: optionalText(200),
          reason: option(removeDriverReasons, "Please choose a reason."),
          removalDate: day("the date to remove them"),
          message: note(),
        })
        .superRefine((v, ctx) => {
          if (v.driverId && !policyOf(book, v.policyId)?.drivers.some((x) => x.id === v.driverId)) {
            ctx.addIssue({ code: "custom", path: ["driverId"], message: "Please choose a driver of the policy you chose." });
          } else if (!v.driverId && !v.driverDescription) {
            ctx.addIssue({ code: "custom", path: ["driverId"], message: "Please choose the driver, or write their name below." });
          }
        });
    case "address-change":
      return z.object({
        address: requiredText("the new street address", 200),
        city: requiredText("the city", 100),
        state: z
          .string({ error: "Please enter the state." })
          .trim()
          .regex(/^[A-Za-z]{2}$/, "Please enter the state's two letters, like NV.")
          .transform((v) => v.toUpperCase()),
        zipCode: zip,
        effectiveDate: day("the date of the move"),
        policyIds: z
          .array(z.string())
          .max(100)
          .default([])
          .refine((ids) => ids.every((id) => policyIds.includes(id)), "Please choose among your policies."),
        message: note(),
      });
    case "cancel-policy":
      return z.object({
        policyId: policyField(book, true),
        cancelDate: day("the cancellation date"),
        reason: option(cancelReasons, "Please choose a reason."),
        message: note(),
      });
    case "billing-question":
      return z.object({ policyId: policyField(book, false), message: requiredText("your question", MAX_REQUEST_MESSAGE_LENGTH) });
    case "other":
      return z.object({ policyId: policyField(book, false), message: requiredText("how we can help", MAX_REQUEST_MESSAGE_LENGTH) });
  }
}
export type ServiceRequestInput = z.output<ReturnType<typeof serviceRequestSchema>>;

/** A customer's reply in their request's thread. */
export const customerReplySchema = z.object({ message: requiredText("your message", MAX_REQUEST_MESSAGE_LENGTH) });

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
