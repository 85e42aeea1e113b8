/**
 * The labels of the back office's signing forms (app/server/signing/staff-signing-forms.ts), shared
 * with the pages: the server's messages and the error summary name a field the way its label does.
 */
export const SIGNING_FILE_FIELD = "file";

export const newSigningLabels = { title: "Title", file: "The PDF to sign", templateId: "Template" } as const;

export const signerLabels = { role: "Role", name: "Name", email: "Email", locale: "Language", userId: "Team member", order: "Signing order" } as const;

export const placeLabels = { kind: "Field", signerId: "Signer", required: "Required", page: "Page", x: "From the left edge (%)", y: "From the top edge (%)", label: "Label" } as const;

export const fieldLabels = { x: "Left (%)", y: "Top (%)", width: "Width (%)", height: "Height (%)", signerId: "Signer", required: "Required", label: "Label" } as const;
