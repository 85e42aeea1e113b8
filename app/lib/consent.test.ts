import { describe, expect, it } from "vitest";
import { consentHistory, currentConsent, MARKETING_CONSENT_FORMS, type ConsentFormName } from "./consent.ts";
import * as migration from "../server/db/migrations/0021-consent-records.ts";

const forms: ConsentFormName[] = ["quote", "claim", "careers", "pay-per-mile", "contact", "coverage-review"];

describe("consent statements", () => {
  it("shows the newest version of each form's statement, naming the agency", () => {
    for (const form of forms) {
      const history = consentHistory(form, "contact", "Desert Shield Insurance");
      const current = currentConsent(form, "contact", "Desert Shield Insurance");
      expect(current.version).toBe(history.at(-1)!.version);
      expect(current.text).toContain("Desert Shield Insurance");
      expect(current.text).not.toContain("{agency}");
      expect(current.text).toMatch(/STOP/);
    }
  });

  it("numbers versions 1, 2, … in order, with the day each was first shown", () => {
    for (const form of forms) {
      const history = consentHistory(form, "contact", "A");
      expect(history.map((v) => v.version)).toEqual(history.map((_, i) => i + 1));
      const days = history.map((v) => v.since);
      expect([...days].sort()).toEqual(days);
      for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("offers marketing consent only on the sales forms, optional and never a condition of purchase", () => {
    for (const form of MARKETING_CONSENT_FORMS) {
      const text = currentConsent(form, "marketing", "A").text;
      expect(text).toMatch(/optional/);
      expect(text).toMatch(/not a condition of purchase/);
      expect(text).toMatch(/automated/);
    }
    expect(() => currentConsent("claim", "marketing", "A")).toThrow();
    expect(() => currentConsent("careers", "marketing", "A")).toThrow();
  });

  it("keeps, as version 1, the texts stored before versions existed (the ledger's migration matches them)", () => {
    for (const form of ["quote", "pay-per-mile", "contact", "coverage-review"] as const) {
      const v1 = consentHistory(form, "contact", "ignored")[0]!;
      expect(v1.version).toBe(1);
      expect(migrationText(form)).toBe(v1.text);
    }
  });
});

function migrationText(form: string): string | undefined {
  return migration.earlierConsents.find((e) => e.form === form)?.v1;
}

describe("consent statements on Spanish pages", () => {
  const all: ConsentFormName[] = [...forms, "accessibility", "callback"];

  it("have Spanish wording in the newest version of every statement, naming the agency", () => {
    for (const form of all) {
      const english = currentConsent(form, "contact", "Desert Shield Insurance", "en");
      const spanish = currentConsent(form, "contact", "Desert Shield Insurance", "es");
      expect(spanish.version, form).toBe(english.version);
      expect(spanish.text, form).not.toBe(english.text);
      expect(spanish.text, form).toContain("Desert Shield Insurance");
      expect(spanish.text, form).toMatch(/usted|le devuelva/);
    }
    for (const form of MARKETING_CONSENT_FORMS) {
      const spanish = currentConsent(form, "marketing", "A", "es").text;
      expect(spanish).toMatch(/opcional/);
      expect(spanish).toMatch(/no es una condición de compra/);
    }
  });

  it("arrived as new versions: the English text a visitor saw before stays its own version", () => {
    for (const form of forms) {
      const history = consentHistory(form, "contact", "A");
      const [before, latest] = history.slice(-2);
      expect(latest!.text, form).toBe(before!.text);
    }
  });
});
