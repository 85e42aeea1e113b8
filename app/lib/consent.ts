/**
 * The consent statements the public forms show, with every version ever shown
 * (docs/product.md#consent). Safe in the browser: the forms render the current statement,
 * and the server stores exactly that text with its version when the form is sent.
 *
 * To change a statement, add a version at the end of its list; never edit or remove one
 * that has been shown: stored consents name their version, and this file is the history.
 * A version's Spanish wording (`es`) is part of that version: the Spanish pages arrived as
 * new versions with the same English text.
 */
import type { Locale } from "./i18n/locale.ts";
/** The forms that collect a phone number, by their pipeline name. */
export type ConsentFormName = "quote" | "claim" | "careers" | "pay-per-mile" | "contact" | "coverage-review" | "accessibility" | "callback" | "booking";

/**
 * `contact`: the visitor asks the agency to answer their own request by call, text or email
 * (given by sending the form). `marketing`: the optional, separate box for marketing: calls and
 * texts, and from version 3 (MARKETING_EMAIL_CONSENT_VERSION in
 * app/server/compliance/marketing-consent.ts) email too.
 */
export type ConsentKind = "contact" | "marketing";

interface StatementVersion {
  version: number;
  /** The day it was first shown (YYYY-MM-DD): the history staff can point to. */
  since: string;
  /** `{agency}` is replaced with the agency's name. */
  template: string;
  /** The same statement in Spanish, shown on the form's Spanish page (the English one where a version has none). */
  es?: string;
}

/** What a request's own answer needs, per form. Version 1 of the older forms did not name the agency. */
const contactStatements: Record<ConsentFormName, StatementVersion[]> = {
  quote: [
    { version: 1, since: "2026-11-21", template: "By submitting this form, you agree that we may call, text or email you about this quote request. Message and data rates may apply. Consent is not a condition of purchase." },
    { version: 2, since: "2026-11-27", template: "By submitting this form, you ask {agency} to contact you about this quote request by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts." },
    { version: 3, since: "2026-11-27", template: "By submitting this form, you ask {agency} to contact you about this quote request by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts.", es: "Al enviar este formulario, usted le pide a {agency} que se comunique con usted sobre esta solicitud de cotización por llamada, mensaje de texto o correo electrónico, al número y la dirección que nos dio. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos." },
  ],
  "pay-per-mile": [
    { version: 1, since: "2026-11-21", template: "By submitting this form, you agree that we may call, text or email you about this pay-per-mile quote request. Message and data rates may apply. Consent is not a condition of purchase." },
    { version: 2, since: "2026-11-27", template: "By submitting this form, you ask {agency} to contact you about this pay-per-mile quote request by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts." },
    { version: 3, since: "2026-11-27", template: "By submitting this form, you ask {agency} to contact you about this pay-per-mile quote request by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts.", es: "Al enviar este formulario, usted le pide a {agency} que se comunique con usted sobre esta solicitud de cotización de pago por milla por llamada, mensaje de texto o correo electrónico, al número y la dirección que nos dio. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos." },
  ],
  contact: [
    { version: 1, since: "2026-11-24", template: "By sending this message, you agree that we may call, text or email you to answer it. Message and data rates may apply. Consent is not a condition of purchase." },
    { version: 2, since: "2026-11-27", template: "By sending this message, you ask {agency} to answer it by phone call, text message or email, at the number or address you gave. Message and data rates may apply. Reply STOP to any text to stop texts." },
    { version: 3, since: "2026-11-27", template: "By sending this message, you ask {agency} to answer it by phone call, text message or email, at the number or address you gave. Message and data rates may apply. Reply STOP to any text to stop texts.", es: "Al enviar este mensaje, usted le pide a {agency} que le responda por llamada, mensaje de texto o correo electrónico, al número o la dirección que nos dio. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos." },
  ],
  "coverage-review": [
    { version: 1, since: "2026-11-24", template: "By submitting this form, you agree that we may call, text or email you about your coverage review. Message and data rates may apply. Consent is not a condition of purchase." },
    { version: 2, since: "2026-11-27", template: "By submitting this form, you ask {agency} to contact you about your coverage review by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts." },
    { version: 3, since: "2026-11-27", template: "By submitting this form, you ask {agency} to contact you about your coverage review by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts.", es: "Al enviar este formulario, usted le pide a {agency} que se comunique con usted sobre la revisión de su cobertura por llamada, mensaje de texto o correo electrónico, al número y la dirección que nos dio. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos." },
  ],
  claim: [
    { version: 1, since: "2026-11-27", template: "By submitting this claim, you ask {agency} to contact you about it by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts." },
    { version: 2, since: "2026-11-27", template: "By submitting this claim, you ask {agency} to contact you about it by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts.", es: "Al enviar este reclamo, usted le pide a {agency} que se comunique con usted sobre él por llamada, mensaje de texto o correo electrónico, al número y la dirección que nos dio. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos." },
  ],
  accessibility: [
    { version: 1, since: "2026-11-27", template: "By sending this report, you ask {agency} to contact you about it by phone call, text message or email, at the number or address you gave. Message and data rates may apply. Reply STOP to any text to stop texts." },
    { version: 2, since: "2026-11-27", template: "By sending this report, you ask {agency} to contact you about it by phone call, text message or email, at the number or address you gave. Message and data rates may apply. Reply STOP to any text to stop texts.", es: "Al enviar este reporte, usted le pide a {agency} que se comunique con usted sobre él por llamada, mensaje de texto o correo electrónico, al número o la dirección que nos dio. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos." },
  ],
  callback: [
    {
      version: 1,
      since: "2026-11-27",
      template: "By requesting a callback, you ask {agency} to call you back at the number you gave about your question. Message and data rates may apply.",
      es: "Al pedir que le llamemos, usted le pide a {agency} que le devuelva la llamada al número que nos dio para hablar de su pregunta. Pueden aplicarse cargos por mensajes y datos.",
    },
  ],
  booking: [
    {
      version: 1,
      since: "2026-12-02",
      template: "By booking, you ask {agency} to contact you about this appointment by phone call, text message or email, at the number and address you gave, including reminders before it. Message and data rates may apply. Reply STOP to any text to stop texts.",
      es: "Al reservar, usted le pide a {agency} que se comunique con usted sobre esta cita por llamada, mensaje de texto o correo electrónico, al número y la dirección que nos dio, incluidos recordatorios antes de la cita. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos.",
    },
  ],
  careers: [
    { version: 1, since: "2026-11-27", template: "By submitting this application, you ask {agency} to contact you about it by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts." },
    { version: 2, since: "2026-11-27", template: "By submitting this application, you ask {agency} to contact you about it by phone call, text message or email, at the number and address you gave. Message and data rates may apply. Reply STOP to any text to stop texts.", es: "Al enviar esta solicitud de empleo, usted le pide a {agency} que se comunique con usted sobre ella por llamada, mensaje de texto o correo electrónico, al número y la dirección que nos dio. Pueden aplicarse cargos por mensajes y datos. Responda STOP a cualquier mensaje de texto para dejar de recibirlos." },
  ],
};

/** The page each form is on (the consent's page when a submission does not say). */
export const consentPagePath: Record<ConsentFormName, string> = {
  quote: "/quote",
  claim: "/submit-claim",
  careers: "/careers",
  "pay-per-mile": "/just-insurance",
  contact: "/contact",
  "coverage-review": "/coverage-review",
  accessibility: "/accessibility",
  callback: "/help",
  booking: "/book",
};

/** The optional marketing box: unticked, separate from sending the form, never a condition of anything. */
const marketingStatements: StatementVersion[] = [
  { version: 1, since: "2026-11-27", template: "Yes, {agency} may also call and text me about insurance offers, renewals and news at the number I gave, including by automated means. This is optional and not a condition of purchase. Message and data rates may apply; reply STOP to stop." },
  { version: 2, since: "2026-11-27", template: "Yes, {agency} may also call and text me about insurance offers, renewals and news at the number I gave, including by automated means. This is optional and not a condition of purchase. Message and data rates may apply; reply STOP to stop.", es: "Sí, {agency} también puede llamarme y enviarme mensajes de texto sobre ofertas de seguros, renovaciones y noticias al número que di, incluso por medios automatizados. Esto es opcional y no es una condición de compra. Pueden aplicarse cargos por mensajes y datos; responda STOP para dejar de recibirlos." },
  // Names email: a campaign's marketing email needs it (versions 1 and 2 cover calls and texts only).
  {
    version: 3,
    since: "2026-12-02",
    template: "Yes, {agency} may also email me, and call and text me at the number I gave, about insurance offers, renewals and news, including by automated means. This is optional and not a condition of purchase. Message and data rates may apply; reply STOP to stop texts; every email has a link to stop emails.",
    es: "Sí, {agency} también puede enviarme correos electrónicos, y llamarme y enviarme mensajes de texto al número que di, sobre ofertas de seguros, renovaciones y noticias, incluso por medios automatizados. Esto es opcional y no es una condición de compra. Pueden aplicarse cargos por mensajes y datos; responda STOP para dejar de recibir mensajes de texto; cada correo electrónico trae un enlace para dejar de recibirlos.",
  },
];

/** The forms that offer the marketing box: the sales forms. A claim or a job application is never used for marketing. */
export const MARKETING_CONSENT_FORMS: readonly ConsentFormName[] = ["quote", "pay-per-mile", "contact", "coverage-review"];

/** The marketing box's field name, on every form that has it. */
export const MARKETING_CONSENT_FIELD = "marketing_consent";
/** The value the ticked box posts. */
export const MARKETING_CONSENT_VALUE = "yes";
/** The box's label in the inbox and the emails. */
export const MARKETING_CONSENT_LABEL = "Marketing emails, calls and texts";

/** One statement as shown: its kind and version, and the exact text with the agency's name. */
export interface ConsentStatement {
  form: ConsentFormName;
  kind: ConsentKind;
  version: number;
  text: string;
}

function versionsOf(form: ConsentFormName, kind: ConsentKind): StatementVersion[] {
  if (kind === "marketing") {
    if (!MARKETING_CONSENT_FORMS.includes(form)) throw new Error(`The ${form} form has no marketing consent`);
    return marketingStatements;
  }
  return contactStatements[form];
}

const render = (template: string, agencyName: string) => template.replaceAll("{agency}", agencyName);

/** The statement a form shows today, in the page's language. */
export function currentConsent(form: ConsentFormName, kind: ConsentKind, agencyName: string, locale: Locale = "en"): ConsentStatement {
  const versions = versionsOf(form, kind);
  const latest = versions[versions.length - 1]!;
  const template = locale === "es" && latest.es ? latest.es : latest.template;
  return { form, kind, version: latest.version, text: render(template, agencyName) };
}

/** Every version of a statement, oldest first (the history shown to staff). */
export function consentHistory(form: ConsentFormName, kind: ConsentKind, agencyName: string): (ConsentStatement & { since: string })[] {
  return versionsOf(form, kind).map((v) => ({ form, kind, version: v.version, since: v.since, text: render(v.template, agencyName) }));
}
