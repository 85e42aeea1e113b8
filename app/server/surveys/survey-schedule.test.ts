import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import { fromLasVegas } from "../../lib/las-vegas-time.ts";
import { renderEmail } from "../mail/render-email.ts";
import { surveyDueWindow } from "./send-surveys.ts";
import { surveyEmailContent } from "./survey-email.ts";

const lv = (date: string, time: string) => fromLasVegas(date, time)!;

describe("when a survey is due", () => {
  it("the day after the event, from 10:00 Las Vegas", () => {
    // Tuesday 9:59: Monday's events still wait; Sunday's are due.
    const early = surveyDueWindow(lv("2026-06-16", "09:59"));
    expect(early.before).toBe(lv("2026-06-15", "00:00").toISOString());
    // Tuesday 10:00: everything before Tuesday is due.
    const ten = surveyDueWindow(lv("2026-06-16", "10:00"));
    expect(ten.before).toBe(lv("2026-06-16", "00:00").toISOString());
    // A request completed Monday at 23:59 goes Tuesday at 10:00, not before.
    const monday = lv("2026-06-15", "23:59").toISOString();
    expect(monday < early.before).toBe(false);
    expect(monday < ten.before).toBe(true);
  });

  it("looks back 3 days: Friday's events still go when the server comes back on Monday", () => {
    const monday = lv("2026-06-15", "09:00");
    const window = surveyDueWindow(monday);
    const fridayEvening = lv("2026-06-12", "17:00").toISOString();
    expect(fridayEvening >= window.from && fridayEvening < window.before).toBe(true);
    // A week-old event is not surveyed any more.
    expect(lv("2026-06-08", "17:00").toISOString() >= window.from).toBe(false);
  });
});

describe("the survey email", () => {
  const content = (locale: "en" | "es") =>
    surveyEmailContent(
      { locale, greetingName: "Rosa", occasion: { trigger: "policy_renewed", line: "auto" }, token: "v1.abc.123.sig" },
      { agency: defaultAgency, publicUrl: "https://agency.test" },
    );

  it("asks one question with eleven links 0–10 to the survey page in the person's language", () => {
    const email = renderEmail(content("en"));
    expect(email.text).toContain(`How likely are you to recommend ${defaultAgency.name} to a friend or colleague?`);
    for (let score = 0; score <= 10; score++) expect(email.text).toContain(`${score}: https://agency.test/survey?token=v1.abc.123.sig&score=${score}\n`);
    expect(email.html.match(/href="https:\/\/agency\.test\/survey\?token=/g)).toHaveLength(11);
    expect(email.text).toContain("Your personal auto policy has just renewed.");
  });

  it("is written in Spanish for a Spanish speaker, with links to /es/survey", () => {
    const email = renderEmail(content("es"));
    expect(email.html).toContain('<html lang="es">');
    expect(email.text).toContain("Hola, Rosa:");
    expect(email.text).toContain("Su póliza de auto personal acaba de renovarse.");
    expect(email.text).toContain(`¿Qué tan probable es que recomiende a ${defaultAgency.name} a un amigo o colega?`);
    expect(email.text).toContain("10: https://agency.test/es/survey?token=v1.abc.123.sig&score=10");
  });
});
