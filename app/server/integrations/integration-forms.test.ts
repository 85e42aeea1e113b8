import { describe, expect, it } from "vitest";
import { parseForm } from "../../lib/form-data.ts";
import { subscriptionFormLabels, subscriptionFormLists, tokenFormLabels, tokenFormLists } from "../../lib/integration-form-fields.ts";
import { apiTokenFormSchema, webhookSubscriptionFormSchema } from "./integration-forms.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const token = (entries: [string, string][]) => parseForm(apiTokenFormSchema, form(entries), tokenFormLists);
const subscription = (entries: [string, string][]) => parseForm(webhookSubscriptionFormSchema, form(entries), subscriptionFormLists);

describe("the Create a token form", () => {
  it("takes a name, scopes and a lifetime in days", () => {
    const result = token([["name", "  Agency management system "], ["scopes", "leads:read"], ["scopes", "notes:write"], ["scopes", "leads:read"], ["lifetime", "90"]]);
    expect(result).toMatchObject({ ok: true, data: { name: "Agency management system", scopes: ["leads:read", "notes:write"], lifetimeDays: 90 } });
  });

  it("reads “Never” as no expiry", () => {
    expect(token([["name", "Zapier"], ["scopes", "customers:read"], ["lifetime", "never"]])).toMatchObject({ ok: true, data: { lifetimeDays: null } });
  });

  it("says what is missing beside each field and keeps what was typed", () => {
    const result = token([["name", "   "], ["lifetime", "7"]]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: "Please name the token after the integration that will use it, for example “Agency management system”.",
      scopes: "Please choose at least one thing the token may do.",
      lifetime: "Please choose when the token expires.",
    });
    expect(result.values).toEqual({ name: "   ", scopes: [], lifetime: "7" });
    // Every message belongs to a field the page labels (the error summary lists them).
    expect(Object.keys(result.errors).every((name) => name in tokenFormLabels)).toBe(true);
  });

  it("refuses a name over 80 characters and a scope that does not exist", () => {
    const result = token([["name", "x".repeat(81)], ["scopes", "everything:write"], ["lifetime", "30"]]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe("Please keep the name under 80 characters.");
    expect(result.errors.scopes).toBe("Please choose what the token may do from the list.");
    expect(token([["name", "x".repeat(80)], ["scopes", "leads:read"], ["lifetime", "30"]]).ok).toBe(true);
  });
});

describe("the webhook subscription form", () => {
  it("takes an address, events, the renewal days, a description and the text choice (off unless ticked)", () => {
    const result = subscription([
      ["url", " https://hooks.zapier.com/hooks/catch/1/abc/ "],
      ["events", "lead.created"],
      ["events", "policy.renewing"],
      ["renewingDays", "30"],
      ["description", "Zapier:\nnew leads"],
    ]);
    expect(result).toMatchObject({
      ok: true,
      data: { url: "https://hooks.zapier.com/hooks/catch/1/abc/", events: ["lead.created", "policy.renewing"], renewingDays: 30, description: "Zapier: new leads", includeText: false },
    });
    expect(subscription([["url", "https://example.com/h"], ["events", "claim.created"], ["includeText", "on"], ["renewingDays", ""]])).toMatchObject({
      ok: true,
      data: { includeText: true, renewingDays: 45 },
    });
  });

  it("needs an address and at least one event, and days from 1 to 120", () => {
    const result = subscription([["url", ""], ["renewingDays", "121"], ["description", "d".repeat(201)]]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      url: "Please enter the address that receives the events, starting with https://.",
      events: "Please choose at least one event.",
      renewingDays: "Please enter a whole number of days from 1 to 120, for example 45.",
      description: "Please keep the description under 200 characters.",
    });
    expect(Object.keys(result.errors).every((name) => name in subscriptionFormLabels)).toBe(true);
    for (const days of ["0", "-3", "4.5", "ten"]) {
      const refused = subscription([["url", "https://example.com/h"], ["events", "lead.won"], ["renewingDays", days]]);
      expect(refused.ok, days).toBe(false);
    }
    expect(subscription([["url", "https://example.com/h"], ["events", "lead.won"], ["renewingDays", "120"]]).ok).toBe(true);
  });

  it("refuses an event that does not exist", () => {
    const result = subscription([["url", "https://example.com/h"], ["events", "lead.deleted"]]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.events).toBe("Please choose the events from the list.");
  });
});
