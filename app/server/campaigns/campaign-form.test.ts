import { describe, expect, it } from "vitest";
import { campaignFormLists } from "../../lib/campaign-form-fields.ts";
import { parseForm } from "../../lib/form-data.ts";
import { campaignFormSchema, campaignFormValues } from "./campaign-form.ts";
import type { Campaign } from "./campaign-row.ts";

/** A form as the page posts it: one entry per field, several for a ticked checkbox group. */
function posted(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return form;
}

const crossSell = {
  name: "Auto without home",
  purpose: "marketing",
  trigger: "policy_anniversary",
  offsetDays: "30",
  fixedDate: "",
  sendHour: "9",
  lines: ["auto"],
  lacksLines: ["home", "renters"],
  languages: ["en", "es"],
  carriers: " Acme Mutual, Bolt Insurance ,, acme mutual ",
  action: "both",
  subjectEn: "{{first_name}}, your home could save you money",
  bodyEn: "Hello {{ first_name }},\n\nBundle your **auto** and home.",
  subjectEs: "",
  bodyEs: "",
  taskTitle: "Call {{first_name}} about a home quote",
};

const parse = (fields: Record<string, string | string[]>) => parseForm(campaignFormSchema, posted(fields), campaignFormLists);

describe("the campaign form", () => {
  it("reads a cross-sell campaign: lists, carriers split on commas, repeats dropped", () => {
    const result = parse(crossSell);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({
      name: "Auto without home",
      purpose: "marketing",
      trigger: "policy_anniversary",
      offsetDays: 30,
      fixedDate: null,
      sendHour: 9,
      audience: { lines: ["auto"], carriers: ["Acme Mutual", "Bolt Insurance"], hasLines: [], lacksLines: ["home", "renters"], languages: ["en", "es"], ownerIds: [] },
      action: "both",
      subject: { en: "{{first_name}}, your home could save you money", es: "" },
      body: { en: "Hello {{ first_name }},\n\nBundle your **auto** and home.", es: "" },
      taskTitle: "Call {{first_name}} about a home quote",
    });
  });

  it("refuses a template naming an unknown merge field, naming it, and gives every value back", () => {
    const result = parse({ ...crossSell, subjectEn: "Hi {{nickname}}", taskTitle: "Call {{ nickname }} and {{pet}}" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.subjectEn).toMatch(/^Unknown merge field \{\{nickname\}\}: use one of \{\{first_name\}\}, \{\{full_name\}\}, /);
    expect(result.errors.taskTitle).toMatch(/^Unknown merge fields \{\{nickname\}\}, \{\{pet\}\}: use one of /);
    expect(result.errors.bodyEn).toBeUndefined();
    expect(result.values).toMatchObject({ ...crossSell, subjectEn: "Hi {{nickname}}", taskTitle: "Call {{ nickname }} and {{pet}}" });
    expect(result.values.lacksLines).toEqual(["home", "renters"]);
  });

  it("reports every problem at once, the merge field's too when the name is missing", () => {
    const result = parse({ ...crossSell, name: " ", bodyEn: "{{foo}}" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(["bodyEn", "name"]);
  });

  it("requires the date of a fixed-date campaign, and a real one; ignores its days", () => {
    const fixed = { ...crossSell, trigger: "fixed_date", offsetDays: "not a number" };
    const missing = parse({ ...fixed, fixedDate: "" });
    expect(!missing.ok && missing.errors).toEqual({ fixedDate: "Please enter the date it goes out, like 2026-11-20." });
    const impossible = parse({ ...fixed, fixedDate: "2026-02-30" });
    expect(!impossible.ok && impossible.errors.fixedDate).toBe("Please enter the date as a calendar day, like 2026-11-20.");
    const good = parse({ ...fixed, fixedDate: "2026-11-20" });
    expect(good.ok && [good.data.fixedDate, good.data.offsetDays]).toEqual(["2026-11-20", 0]);
  });

  it("bounds the days from 0 to 365, whole numbers only, and drops a date given to another trigger", () => {
    for (const offsetDays of ["366", "-1", "2.5", "", "1000"]) {
      const result = parse({ ...crossSell, offsetDays });
      expect(!result.ok && result.errors.offsetDays, offsetDays).toBe("Please enter a whole number of days from 0 to 365, for example 30.");
    }
    for (const [offsetDays, days] of [["0", 0], ["365", 365]] as const) {
      const result = parse({ ...crossSell, offsetDays, fixedDate: "2026-11-20" });
      expect(result.ok && [result.data.offsetDays, result.data.fixedDate]).toEqual([days, null]);
    }
  });

  it("needs the English subject and message to send email, the title to make a task, and Spanish whole or not at all", () => {
    const email = parse({ ...crossSell, action: "email", subjectEn: "", bodyEn: " ", taskTitle: "" });
    expect(!email.ok && Object.keys(email.errors).sort()).toEqual(["bodyEn", "subjectEn"]);
    const task = parse({ ...crossSell, action: "task", subjectEn: "", bodyEn: "", taskTitle: "" });
    expect(!task.ok && task.errors).toEqual({ taskTitle: "Please enter the task's title: the campaign makes a task." });
    const halfSpanish = parse({ ...crossSell, subjectEs: "Hola {{first_name}}" });
    expect(!halfSpanish.ok && halfSpanish.errors).toEqual({ bodyEs: "Please enter the Spanish message too, or leave the Spanish subject empty." });
    expect(parse({ ...crossSell, subjectEs: "Hola {{first_name}}", bodyEs: "Su auto y su casa." }).ok).toBe(true);
  });

  it("keeps the hour within 0–23 and a subject on one line", () => {
    for (const sendHour of ["24", "", "nine"]) {
      const result = parse({ ...crossSell, sendHour });
      expect(!result.ok && result.errors.sendHour, sendHour).toBe("Please choose the hour it goes out, from 0 to 23.");
    }
    const result = parse({ ...crossSell, subjectEn: "Two\r\nlines" });
    expect(result.ok && result.data.subject.en).toBe("Two lines");
  });

  it("refuses values that are not on the lists", () => {
    const result = parse({ ...crossSell, lines: ["spaceship"], languages: ["fr"], purpose: "spam", action: "sms", trigger: "birthday" });
    expect(!result.ok && Object.keys(result.errors).sort()).toEqual(["action", "languages", "lines", "purpose", "trigger"]);
  });

  it("shows a stored campaign in its form as it was typed", () => {
    const campaign: Campaign = {
      id: "c1",
      name: "Renewal check-in",
      status: "draft",
      purpose: "service",
      trigger: "renewal_due",
      offsetDays: 45,
      fixedDate: null,
      audience: { lines: ["home"], carriers: ["Acme Mutual", "Bolt"], hasLines: [], lacksLines: [], languages: [], ownerIds: ["u1"] },
      action: "email",
      subject: { en: "Your renewal", es: "Su renovación" },
      body: { en: "Hello", es: "Hola" },
      taskTitle: "",
      sendHour: 10,
      createdBy: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      startedAt: null,
      pausedAt: null,
    };
    const values = campaignFormValues(campaign);
    expect(values).toMatchObject({ offsetDays: "45", carriers: "Acme Mutual, Bolt", sendHour: "10", lines: ["home"], ownerIds: ["u1"], fixedDate: "" });
    const again = parse(values as Record<string, string | string[]>);
    expect(again.ok && again.data.audience).toEqual(campaign.audience);
  });
});
