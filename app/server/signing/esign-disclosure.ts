/**
 * The consent to electronic records and signatures a signer gives before signing (the ESIGN
 * Act, 15 U.S.C. 7001(c)): what the consent covers, the right to a paper copy and how to ask,
 * how to withdraw consent and what that means, how to update the email address, and what is
 * needed to open and keep the records. Kept here only, in both languages, under one version:
 * a signer's consent is stored with the version they saw. Change the wording: add a version,
 * never edit a published one (earlier consents must still read as they were given).
 */
import type { SigningLocale } from "./signing-rules.ts";

export interface DisclosureFacts {
  agencyName: string;
  phone: string;
  email: string;
  address: string;
}

export interface EsignDisclosure {
  version: string;
  locale: SigningLocale;
  title: string;
  paragraphs: string[];
  /** The box the signer checks. */
  agreement: string;
}

type Wording = (facts: DisclosureFacts) => Omit<EsignDisclosure, "version" | "locale">;

const v20261201: Record<SigningLocale, Wording> = {
  en: (f) => ({
    title: "Consent to electronic records and signatures",
    paragraphs: [
      `${f.agencyName} asks you to receive and sign this document electronically. Before you agree, please read this.`,
      "What this covers: this consent applies to this document, the notices and emails about it, and the signed copy we send you afterwards. It does not cover other documents unless you agree again.",
      `Paper copies: you may ask for a paper copy of this document at any time, before or after signing, at no charge. Call ${f.phone}, email ${f.email}, or write to ${f.address}.`,
      `Withdrawing your consent: you may withdraw this consent at any time before you sign, by declining to sign on this page or by telling us by phone or email. Withdrawing has no fee; we will then complete this document with you on paper, which may take longer. Withdrawing does not affect anything you already signed electronically.`,
      `Your email address: we send the signing link and the signed copy to the address this message reached. To change it, contact us at ${f.phone} or ${f.email}.`,
      "What you need: a device with a current web browser (for example Chrome, Edge, Firefox or Safari), an internet connection, an email account, and a program that opens PDF files (most browsers do). To keep a copy, you need enough storage to save a PDF, or a printer.",
      "By checking the box below you confirm that you can open this document and the PDF we send you, and that you agree to use electronic records and signatures for it.",
    ],
    agreement: "I have read this notice, I can open PDF files, and I agree to receive and sign this document electronically.",
  }),
  es: (f) => ({
    title: "Consentimiento para documentos y firmas electrónicas",
    paragraphs: [
      `${f.agencyName} le pide que reciba y firme este documento de forma electrónica. Antes de aceptar, por favor lea lo siguiente.`,
      "Qué abarca: este consentimiento se aplica a este documento, a los avisos y correos sobre él y a la copia firmada que le enviaremos después. No abarca otros documentos, salvo que usted vuelva a aceptar.",
      `Copias en papel: puede pedir una copia en papel de este documento en cualquier momento, antes o después de firmar, sin costo. Llame al ${f.phone}, escriba a ${f.email} o envíe una carta a ${f.address}.`,
      "Retirar su consentimiento: puede retirar este consentimiento en cualquier momento antes de firmar, rechazando la firma en esta página o avisándonos por teléfono o correo. No tiene costo; completaremos este documento con usted en papel, lo que puede tardar más. Retirarlo no afecta lo que ya haya firmado electrónicamente.",
      `Su correo electrónico: enviamos el enlace para firmar y la copia firmada a la dirección donde recibió este mensaje. Para cambiarla, comuníquese con nosotros al ${f.phone} o a ${f.email}.`,
      "Lo que necesita: un dispositivo con un navegador actualizado (por ejemplo Chrome, Edge, Firefox o Safari), conexión a internet, una cuenta de correo y un programa que abra archivos PDF (la mayoría de los navegadores lo hacen). Para guardar una copia necesita espacio para un PDF o una impresora.",
      "Al marcar la casilla confirma que puede abrir este documento y el PDF que le enviaremos, y que acepta usar documentos y firmas electrónicas para él.",
    ],
    agreement: "Leí este aviso, puedo abrir archivos PDF y acepto recibir y firmar este documento de forma electrónica.",
  }),
};

const versions: Record<string, Record<SigningLocale, Wording>> = { "2026-12-01": v20261201 };

/** The version shown to signers now. */
export const CURRENT_ESIGN_VERSION = "2026-12-01";

export function isEsignVersion(version: string): boolean {
  return Object.hasOwn(versions, version);
}

/** The disclosure as a signer reads it (the current version unless another is asked for). */
export function esignDisclosure(locale: SigningLocale, facts: DisclosureFacts, version = CURRENT_ESIGN_VERSION): EsignDisclosure {
  const wording = versions[version];
  if (!wording) throw new Error(`unknown ESIGN disclosure version: ${version}`);
  return { version, locale, ...wording[locale](facts) };
}
