/**
 * The shapes the signing area shares between its PDF layer (checking, page images, field
 * geometry, writing the signed file) and its lifecycle (documents out for signature, their
 * signers, fields and events). Plain values only: no database rows, no HTTP.
 */

/** What a signer fills in. A date is written by the product at signing time, never typed. */
export const SIGNING_FIELD_KINDS = ["signature", "initials", "date", "text", "checkbox"] as const;
export type SigningFieldKind = (typeof SIGNING_FIELD_KINDS)[number];

/**
 * Where a field sits, as fractions of its page as the page is displayed (after the page's
 * rotation), measured from the top-left corner: 0 ≤ x, y and x + width, y + height ≤ 1.
 * Fractions keep a layout valid for the same form at another scan size, so a template
 * applies to a new upload of the same form.
 */
export interface FieldBox {
  /** 1-based page number. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A page as it is displayed: its size in PDF points after rotation. */
export interface PageSize {
  page: number;
  widthPt: number;
  heightPt: number;
}

/** A field's value as the signer left it, ready to be written into the page. */
export type FieldValue =
  | { kind: "signature" | "initials"; typed: string; drawnPng?: Uint8Array }
  | { kind: "date"; text: string }
  | { kind: "text"; text: string }
  | { kind: "checkbox"; checked: boolean };

export interface FilledField {
  box: FieldBox;
  value: FieldValue;
}

/** One signer's line on the certificate page. Times are ISO strings in UTC. */
export interface CertificateSigner {
  name: string;
  email: string;
  role: string;
  /** The client address recorded when they signed. */
  address: string;
  /** The browser, as its user agent reported itself. */
  browser: string;
  sentAt: string;
  viewedAt: string | null;
  consentedAt: string | null;
  /** The consent text's version they agreed to. */
  consentVersion: string | null;
  signedAt: string | null;
  /** How they verified their email: "email code". */
  verification: string;
}

export interface Certificate {
  documentTitle: string;
  /** The document's reference, shown on the verification page. */
  reference: string;
  agencyName: string;
  /** The agency's verification page, printed on the certificate when given. */
  verificationUrl?: string;
  originalSha256: string;
  /** SHA-256 of the signed pages before this certificate page was added. */
  signedPagesSha256: string;
  completedAt: string;
  signers: CertificateSigner[];
}
