/**
 * Documents out for signature: the emails to signers (app/server/signing/signing-emails.ts), in
 * the signer's language. The emails to staff stay English and are not here.
 */
import type { Widen } from "./catalogue-shape.ts";

export const signingEn = {
  why: "You receive this email because {{agency}} asked you to sign a document.",
  expires: "The link works until {{date}} (Las Vegas time).",
  personal: "This link is yours alone: please do not forward this email. You will confirm your email address with a one-time code before you sign.",
  invitationSubject: "Please sign: {{title}}",
  invitationHeading: "A document to sign from {{agency}}",
  invitation: "{{sender}} at {{agency}} asks you to review and sign “{{title}}”.",
  openAndSign: "Review and sign",
  reminderSubject: "Reminder: please sign {{title}}",
  reminderHeading: "A document is waiting for your signature",
  reminder: "“{{title}}” from {{agency}} is still waiting for your signature.",
  codeSubject: "Your code to sign {{title}}: {{code}}",
  codeHeading: "Your one-time code",
  code: "Your code is {{code}}. Type it on the signing page to confirm this is your email address. It works for 10 minutes.",
  codeNotYou: "If you did not ask for a code, you can ignore this email: nobody can sign for you without it.",
  completedSubject: "Signed: {{title}}",
  completedHeading: "Everyone has signed",
  completed: "Everyone has signed “{{title}}” ({{reference}}). You can download the signed copy from the link below.",
  completedLink: "The link is the one you signed with. Keep the signed PDF for your records; you may also ask us for a paper copy.",
  downloadSigned: "Download the signed copy",
  voidedSubject: "Cancelled: {{title}}",
  voidedHeading: "This document no longer needs your signature",
  voided: "{{agency}} cancelled “{{title}}”. Its signing link no longer works. The reason given: {{reason}}",
  voidedContact: "Questions? Call {{phone}} or email {{email}}.",
} as const;

export const signingEs: Widen<typeof signingEn> = {
  why: "Recibe este correo porque {{agency}} le pidió firmar un documento.",
  expires: "El enlace funciona hasta el {{date}} (hora de Las Vegas).",
  personal: "Este enlace es solo para usted: por favor no reenvíe este correo. Antes de firmar confirmará su correo electrónico con un código de un solo uso.",
  invitationSubject: "Por favor firme: {{title}}",
  invitationHeading: "Un documento para firmar de {{agency}}",
  invitation: "{{sender}}, de {{agency}}, le pide revisar y firmar “{{title}}”.",
  openAndSign: "Revisar y firmar",
  reminderSubject: "Recordatorio: por favor firme {{title}}",
  reminderHeading: "Un documento espera su firma",
  reminder: "“{{title}}”, de {{agency}}, todavía espera su firma.",
  codeSubject: "Su código para firmar {{title}}: {{code}}",
  codeHeading: "Su código de un solo uso",
  code: "Su código es {{code}}. Escríbalo en la página de firma para confirmar que este es su correo electrónico. Funciona durante 10 minutos.",
  codeNotYou: "Si no pidió un código, puede ignorar este correo: nadie puede firmar por usted sin él.",
  completedSubject: "Firmado: {{title}}",
  completedHeading: "Todos han firmado",
  completed: "Todos han firmado “{{title}}” ({{reference}}). Puede descargar la copia firmada con el enlace de abajo.",
  completedLink: "Es el mismo enlace con el que firmó. Guarde el PDF firmado; también puede pedirnos una copia en papel.",
  downloadSigned: "Descargar la copia firmada",
  voidedSubject: "Cancelado: {{title}}",
  voidedHeading: "Este documento ya no necesita su firma",
  voided: "{{agency}} canceló “{{title}}”. Su enlace para firmar ya no funciona. El motivo: {{reason}}",
  voidedContact: "¿Preguntas? Llame al {{phone}} o escriba a {{email}}.",
};
