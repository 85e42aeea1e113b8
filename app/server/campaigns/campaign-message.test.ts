import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { unknownMergeFields } from "../../lib/campaigns.ts";
import { anniversarySourceDates, decideSend, dueDays, eventDays, type Occurrence } from "./campaign-audience.ts";
import { exampleMergeValues, fillTemplate, markdownForEmail, mergeValuesFor, renderCampaignEmail } from "./campaign-message.ts";

const campaign = {
  purpose: "service" as const,
  subject: { en: "Hello {{first_name}}", es: "Hola {{first_name}}" },
  body: { en: "Dear {{full_name}},\n\n[Call us](tel:+17025550100) or see **{{carrier}}**.", es: "" },
};

describe("a campaign's message", () => {
  const values = mergeValuesFor(
    { fullName: "Rosa <img src=x onerror=alert(1)> [link](https://evil.test) **Delgado**", policy: null, owner: null },
    defaultAgency,
    "en",
  );

  it("escapes what a person's record holds: a name can add neither markup nor a link", () => {
    const email = renderCampaignEmail(campaign, "en", { ...values, carrier: "<b>Acme</b>" }, { agency: defaultAgency });
    expect(email.html).not.toContain("<img");
    expect(email.html).not.toContain('href="https://evil.test"');
    expect(email.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
    // The template's own Markdown still works: its link and its bold.
    expect(email.html).toContain('href="tel:+17025550100"');
    expect(email.html).toContain("<strong>");
    // The text part reads as written, the link spelled out.
    expect(email.text).toContain("Call us (tel:+17025550100)");
    expect(email.text).toContain("Dear Rosa <img src=x onerror=alert(1)> [link](https://evil.test) **Delgado**,");
  });

  it("is written in Spanish only when the campaign has a Spanish message, else in English", () => {
    expect(renderCampaignEmail(campaign, "es", values, { agency: defaultAgency }).locale).toBe("en");
    const both = { ...campaign, body: { ...campaign.body, es: "Estimado {{full_name}}" } };
    const spanish = renderCampaignEmail(both, "es", values, { agency: defaultAgency });
    expect(spanish.locale).toBe("es");
    expect(spanish.subject).toBe("Hola Rosa");
    expect(spanish.html).toContain('<html lang="es">');
  });

  it("fills known fields, leaves unknown ones as written, and falls back to the agency without an owner", () => {
    expect(fillTemplate("{{ first_name }} / {{nickname}}", values)).toBe("Rosa / {{nickname}}");
    expect(values.owner_name).toBe(defaultAgency.name);
    expect(values.owner_phone).toBe(defaultAgency.phone.display);
    const example = exampleMergeValues(defaultAgency, "es", { name: "Dana Reyes", phone: "7025550101", email: "dana@agency.test" });
    expect(example.renewal_date).toBe("viernes, 15 de enero de 2027");
    expect(example.owner_phone).toBe("(702) 555-0101");
  });

  it("names the unknown merge fields of a template, each once", () => {
    expect(unknownMergeFields("Hi {{first_name}} {{nickname}} {{ nickname }} {{Policy}}")).toEqual(["nickname", "Policy"]);
    expect(unknownMergeFields("Hi {{first_name}}, {{renewal_date}}")).toEqual([]);
  });

  it("keeps only safe Markdown: no scripts, no images, no javascript: links", () => {
    const { html } = markdownForEmail("<script>alert(1)</script>\n\n![x](https://img.test/a.png) [x](javascript:alert(1)) <a href=\"https://ok.test\" onclick=\"x()\">ok</a>");
    expect(html).not.toMatch(/<script|<img|href="javascript:|onclick/);
    expect(html).toContain('href="https://ok.test"');
  });
});

const person: Occurrence = {
  key: "k",
  customerId: "c",
  policyId: null,
  lead: null,
  fullName: "Rosa",
  email: "rosa@example.com",
  phone: null,
  language: "en",
  ownerId: null,
  policy: null,
  emailStopped: false,
  renewalsStopped: false,
  emailConsent: false,
  anyConsent: false,
};

describe("the send rules", () => {
  const service = { purpose: "service" as const, action: "both" as const, trigger: "renewal_due" as const };
  const marketing = { ...service, purpose: "marketing" as const };

  it("a service message goes without marketing consent, stops with an opt-out or the renewal stop, and its task always comes", () => {
    expect(decideSend(service, person, false)).toEqual({ email: "send", task: true });
    expect(decideSend(service, { ...person, emailStopped: true }, false)).toEqual({ email: "opted_out", task: true });
    expect(decideSend(service, { ...person, renewalsStopped: true }, false)).toEqual({ email: "opted_out", task: true });
    expect(decideSend({ ...service, trigger: "request_completed" }, { ...person, renewalsStopped: true }, false).email).toBe("send");
    expect(decideSend(service, { ...person, email: null }, true)).toEqual({ email: "no_email", task: true });
  });

  it("marketing email needs a consent that names email; a marketing call, any marketing consent and a number that may be called", () => {
    expect(decideSend(marketing, person, false)).toEqual({ email: "no_consent", task: false });
    expect(decideSend(marketing, { ...person, anyConsent: true }, false)).toEqual({ email: "no_consent", task: true });
    expect(decideSend(marketing, { ...person, anyConsent: true, emailConsent: true }, true)).toEqual({ email: "send", task: false });
    expect(decideSend(marketing, { ...person, anyConsent: true, emailConsent: true, emailStopped: true }, false)).toEqual({ email: "opted_out", task: true });
    expect(decideSend({ ...marketing, action: "task" }, person, false)).toEqual({ email: "no_consent", task: false });
    expect(decideSend({ ...marketing, action: "task" }, { ...person, anyConsent: true }, true)).toEqual({ email: "opted_out", task: false });
  });
});

describe("when an occurrence is due", () => {
  it("from the send hour of its day, for three more days", () => {
    // 08:30 in Las Vegas on 15 June: today's occurrences wait for 09:00.
    expect(dueDays({ sendHour: 9 }, new Date("2026-06-15T15:30:00Z"))).toEqual({ first: "2026-06-12", last: "2026-06-14" });
    expect(dueDays({ sendHour: 9 }, new Date("2026-06-15T16:00:00Z"))).toEqual({ first: "2026-06-12", last: "2026-06-15" });
  });

  it("shifts by the offset: before a renewal or anniversary, after every other event", () => {
    const days = { first: "2026-06-12", last: "2026-06-15" };
    expect(eventDays({ trigger: "renewal_due", offsetDays: 45 }, days)).toEqual({ first: "2026-07-27", last: "2026-07-30" });
    expect(eventDays({ trigger: "request_completed", offsetDays: 3 }, days)).toEqual({ first: "2026-06-09", last: "2026-06-12" });
  });

  it("finds anniversaries a year or more back, and 29 February only in leap years", () => {
    const dates = anniversarySourceDates({ first: "2028-02-28", last: "2028-02-29" });
    expect(dates).toContain("2027-02-28");
    expect(dates).toContain("2024-02-29");
    expect(dates).not.toContain("2027-02-29");
    expect(dates).not.toContain("2028-02-28");
  });
});
