import { describe, expect, it } from "vitest";
import { claimDetailsIn, claimStatusIn, claimTypeIn, documentTypeIn, fileKindIn, policyLabelIn, policyLineIn, policyStatusIn, billingIn, vehicleLabelIn } from "./customer-labels.ts";
import { documentTypes } from "./documents.ts";
import { fileKind } from "./file-size.ts";
import { customerEn } from "./i18n/messages/customer-pages.ts";
import { customerClaimStatus } from "./pipeline.ts";
import { billingKinds, policyLines, policyStatuses } from "./policies.ts";

describe("the customer's pages' words for stored values", () => {
  it("are, in English, exactly the lists staff read", () => {
    for (const { value, label } of policyLines) expect(policyLineIn("en", value)).toBe(label);
    for (const { value, label } of policyStatuses) expect(policyStatusIn("en", value)).toBe(label);
    for (const { value, label } of billingKinds) expect(billingIn("en", value)).toBe(label);
    for (const { value, label } of documentTypes) expect(documentTypeIn("en", value)).toBe(label);
    for (const stage of ["received", "in_review", "with_carrier", "closed", "spam"]) expect(claimStatusIn("en", stage)).toBe(customerClaimStatus(stage));
    for (const type of ["application/pdf", "image/jpeg", "image/heic", "image/webp", "application/msword", "text/plain"]) expect(fileKindIn("en", type)).toBe(fileKind(type));
    // Every line and status has its word in the catalogue.
    expect(Object.keys(customerEn.lines).sort()).toEqual(policyLines.map((l) => l.value).sort());
    expect(Object.keys(customerEn.documentTypes).sort()).toEqual(documentTypes.map((d) => d.value).sort());
  });

  it("are Spanish on a Spanish page, and a value nobody named is shown as stored", () => {
    expect(policyLineIn("es", "auto")).toBe("Auto personal");
    expect(policyStatusIn("es", "expired")).toBe("Vencida");
    expect(billingIn("es", "agency")).toBe("Facturación de la agencia");
    expect(documentTypeIn("es", "id_card")).toBe("Tarjeta de seguro de auto");
    expect(claimStatusIn("es", "with_carrier")).toBe("Con la compañía de seguros");
    expect(claimStatusIn("es", "spam")).toBe("Cerrado");
    expect(claimTypeIn("es", "Auto - Collision")).toBe("Auto - Choque");
    expect(fileKindIn("es", "image/png")).toBe("Imagen PNG");
    expect(policyLineIn("es", "hovercraft")).toBe("hovercraft");
    expect(claimTypeIn("es", "Something typed long ago")).toBe("Something typed long ago");
  });

  it("name a policy in the page's language, keeping the carrier and the number", () => {
    expect(policyLabelIn("es", "Personal auto · Progressive · PA-100")).toBe("Auto personal · Progressive · PA-100");
    expect(policyLabelIn("es", "Renters · Lemonade · RE-300 (expired)")).toBe("Inquilinos · Lemonade · RE-300 (vencida)");
    expect(policyLabelIn("es", "Homeowners · Safeco (NV) · HO 200")).toBe("Vivienda (propietarios) · Safeco (NV) · HO 200");
    expect(policyLabelIn("en", "Renters · Lemonade · RE-300 (expired)")).toBe("Renters · Lemonade · RE-300 (expired)");
    expect(vehicleLabelIn("es", "Vehicle without details")).toBe("Vehículo sin detalles");
    expect(vehicleLabelIn("es", "2021 Toyota RAV4, VIN …123456")).toBe("2021 Toyota RAV4, VIN …123456");
  });

  it("show a claim's stored fields in Spanish, with what was typed as typed", () => {
    const stored = [
      { label: "First name", value: "Ana" },
      { label: "Claim type", value: "Home - Theft" },
      { label: "Date of loss", value: "2026-03-01" },
      { label: "Were there injuries?", value: "Yes" },
      { label: "Description of what happened", value: "A window was broken." },
      { label: "A field from an older form", value: "kept" },
    ];
    expect(claimDetailsIn("es", stored)).toEqual([
      { label: "Nombre", value: "Ana" },
      { label: "Tipo de reclamo", value: "Casa - Robo" },
      { label: "Fecha del incidente", value: "1 de marzo de 2026" },
      { label: "¿Hubo personas lesionadas?", value: "Sí" },
      { label: "Descripción de lo que pasó", value: "A window was broken." },
      { label: "A field from an older form", value: "kept" },
    ]);
    expect(claimDetailsIn("en", stored)).toBe(stored);
  });
});
