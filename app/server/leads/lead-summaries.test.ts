import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { claimSchema } from "../../lib/schemas/claim.ts";
import { jobApplicationSchema } from "../../lib/schemas/job-application.ts";
import { payPerMileSchema } from "../../lib/schemas/pay-per-mile-quote.ts";
import { quoteRequestSchema } from "../../lib/schemas/quote-request.ts";
import { renderEmail } from "../mail/render-email.ts";
import { notificationContent, ownerIntroduction, type LeadEmails, type LeadOwner } from "./lead-emails.ts";
import { claimSummary } from "./submit-claim.ts";
import { jobApplicationSummary } from "./submit-job-application.ts";
import { payPerMileSummary } from "./submit-pay-per-mile-quote.ts";
import { quoteSummary } from "./submit-quote-request.ts";

const quote = quoteRequestSchema.parse({
  first_name: "Jane", last_name: "Doe", email: "jane@example.com", phone: "702.555.0123", zip_code: "89118",
  contact_preference: "email", insurance_types: ["auto", "home"], current_insurance: "yes", current_provider: "",
  satisfaction_level: "neutral", home_ownership: "own", vehicle_count: "2", budget_range: "100_250",
  timeline: "within_month", additional_info: "", "bot-field": "",
});
const claim = claimSchema.parse({
  firstName: "Sam", lastName: "Rivera", email: "sam@example.com", phone: "(702) 555-0142", policyNumber: "AUTO-12345",
  claimType: "Auto - Collision", dateOfLoss: "2025-06-01", timeOfLoss: "14:30", lossLocation: "Flamingo Rd", lossCity: "Las Vegas",
  lossState: "NV", description: "Rear-ended.", policeReport: "", estimatedDamage: "", injuriesInvolved: "no", witnessName: "",
  witnessContact: "", "bot-field": "",
});
const application = jobApplicationSchema.parse({
  firstName: "Riley", lastName: "Chen", email: "riley@example.com", phone: "7025550188", address: "123 Main St", city: "Henderson",
  state: "NV", zipCode: "89052", position: "Claims Specialist", experience: "mid", availability: "2-weeks", coverLetter: "", "bot-field": "",
});
const payPerMile = payPerMileSchema.parse({
  firstName: "Morgan", lastName: "Lee", email: "morgan@example.com", phone: "702-555-0177", address: "500 Fremont St", city: "Las Vegas",
  state: "NV", zipCode: "89101", currentInsurance: "", averageMonthlyMiles: "250-500", vehicleYear: "2019", vehicleMake: "Toyota",
  vehicleModel: "Camry", comments: "", "bot-field": "",
});

describe("each form's summary", () => {
  it("quote: the insurance types, the timeline and how they want to be contacted", () => {
    expect(quoteSummary(quote)).toEqual({
      lines: [
        { label: "Insurance types", value: "Auto, Home" },
        { label: "When coverage is needed", value: "Within a month" },
        { label: "Preferred contact", value: "Email: jane@example.com" },
      ],
    });
    expect(quoteSummary({ ...quote, contact_preference: "text" }).lines[2]).toEqual({ label: "Preferred contact", value: `Text message: ${quote.phone}` });
  });

  it("claim: type, date and time of loss, injuries and the policy; injuries stated first when there were any", () => {
    expect(claimSummary(claim)).toEqual({
      alert: undefined,
      lines: [
        { label: "Claim type", value: "Auto - Collision" },
        { label: "Date of loss", value: "June 1, 2025 at 14:30" },
        { label: "Injuries", value: "No" },
        { label: "Policy number", value: "AUTO-12345" },
      ],
    });
    const injured = claimSummary({ ...claim, injuriesInvolved: "yes", timeOfLoss: "" });
    expect(injured.alert).toBe("Injuries reported: someone was hurt in this loss.");
    expect(injured.lines).toContainEqual({ label: "Injuries", value: "YES, someone was hurt" });
    expect(injured.lines).toContainEqual({ label: "Date of loss", value: "June 1, 2025" });
  });

  it("job application: position, availability and experience", () => {
    expect(jobApplicationSummary(application).lines).toEqual([
      { label: "Position", value: "Claims Specialist" },
      { label: "Available", value: "Within 2 weeks" },
      { label: "Experience", value: "Mid-Level (3-5 years)" },
    ]);
  });

  it("pay-per-mile: the vehicle and the monthly miles", () => {
    expect(payPerMileSummary(payPerMile).lines.slice(0, 2)).toEqual([
      { label: "Vehicle", value: "2019 Toyota Camry" },
      { label: "Monthly miles", value: "250-500 miles" },
    ]);
  });
});

describe("the notification", () => {
  const emails: LeadEmails = {
    form: "quotes",
    id: "q1",
    agencyTo: "leads@agency.test",
    notificationSubject: "New quote request: Jane Doe (Auto, Home)",
    summary: quoteSummary(quote),
    fields: [
      { label: "First name", value: "Jane" },
      { label: "Current provider", value: "" },
      { label: "Additional information", value: "  " },
      { label: "Notes", value: "<b>bold</b>" },
    ],
    visitor: { email: "jane@example.com", firstName: "Jane" },
    confirmation: { subject: "s", heading: "h", paragraphs: [] },
    receivedAt: new Date("2026-11-23T16:05:00Z"),
  };
  const owner: LeadOwner = { name: "Dana Reyes", email: "dana@agency.test", phone: "7025550101", signature: null };
  const url = "https://agency.test/admin/inbox/quotes/q1";

  it("starts with the owner, when it arrived in Las Vegas time, the summary and the link", () => {
    const { text } = renderEmail(notificationContent(emails, owner, url, defaultAgency));
    const start = text.indexOf("Assigned to Dana Reyes.");
    expect(start).toBeGreaterThan(0);
    const expected = [
      "Received: Nov 23, 2026, 8:05 AM (Las Vegas time)",
      "Insurance types: Auto, Home",
      "When coverage is needed: Within a month",
      "Preferred contact: Email: jane@example.com",
      `Open in the inbox: ${url}`,
      "First name: Jane",
    ];
    let position = start;
    for (const line of expected) {
      const found = text.indexOf(line, position);
      expect(found, line).toBeGreaterThan(position);
      position = found;
    }
  });

  it("leaves out empty fields and says when nobody is assigned", () => {
    const { text, html } = renderEmail(notificationContent({ ...emails, summary: { lines: [...emails.summary.lines, { label: "Timeline", value: "" }] } }, null, url, defaultAgency));
    expect(text).toContain("Not assigned yet — assign it in the inbox.");
    expect(text).not.toContain("Current provider");
    expect(text).not.toContain("Additional information");
    expect(text).not.toContain("Timeline");
    expect(text).not.toContain("—\n");
    expect(html).toContain("&lt;b&gt;bold&lt;/b&gt;");
    expect(html).not.toContain("<b>bold</b>");
  });

  it("states a claim's injuries above everything else", () => {
    const injured = { ...emails, form: "claims" as const, summary: claimSummary({ ...claim, injuriesInvolved: "yes" }) };
    const { text, html } = renderEmail(notificationContent(injured, owner, url, defaultAgency));
    expect(text.indexOf("!! Injuries reported: someone was hurt in this loss.")).toBeLessThan(text.indexOf("Assigned to"));
    expect(html).toMatch(/font-weight:bold">Injuries reported: someone was hurt in this loss\.<\/p>/);
  });
});

describe("the visitor's contact", () => {
  it("is their signature when they have one, else name, direct line and email", () => {
    const owner: LeadOwner = { name: "Dana Reyes", email: "dana@agency.test", phone: "7025550101", signature: null };
    expect(ownerIntroduction(owner, defaultAgency)).toBe(`Your contact at ${defaultAgency.name}:\nDana Reyes\nDirect line: (702) 555-0101\nEmail: dana@agency.test`);
    expect(ownerIntroduction({ ...owner, phone: null }, defaultAgency)).not.toContain("Direct line");
    expect(ownerIntroduction({ ...owner, signature: "Dana Reyes\nSenior Agent" }, defaultAgency)).toBe(`Your contact at ${defaultAgency.name}:\nDana Reyes\nSenior Agent`);
  });
});

describe("the visitor's contact, as the confirmation names them", () => {
  const owner: LeadOwner = { name: "Dana Reyes", email: "dana@agency.test", phone: "7025550101", signature: null };

  it("is introduced in the language the visitor wrote in", () => {
    expect(ownerIntroduction(owner, defaultAgency, "en")).toBe(`Your contact at ${defaultAgency.name}:\nDana Reyes\nDirect line: (702) 555-0101\nEmail: dana@agency.test`);
    expect(ownerIntroduction(owner, defaultAgency, "es")).toBe(`Su contacto en ${defaultAgency.name}:\nDana Reyes\nLínea directa: (702) 555-0101\nCorreo electrónico: dana@agency.test`);
    expect(ownerIntroduction({ ...owner, signature: "Dana\nAgente" }, defaultAgency, "es")).toBe(`Su contacto en ${defaultAgency.name}:\nDana\nAgente`);
  });
});
