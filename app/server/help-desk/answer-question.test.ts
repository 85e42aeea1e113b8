import { describe, expect, it } from "vitest";
import { defaultAgency } from "../../config/agency.ts";
import type { Locale } from "../../lib/i18n/locale.ts";
import { answerQuestion, excerpt, guardOf } from "./answer-question.ts";
import { buildHelpIndexes } from "./build-help-index.ts";
import { evaluateHelpDesk } from "./evaluation/evaluate.ts";
import { englishQuestions } from "./evaluation/questions-en.ts";
import { spanishQuestions } from "./evaluation/questions-es.ts";
import { withoutPersonalData } from "./help-desk.ts";
import { loadHelpIndex, type HelpIndex } from "./help-index.ts";
import { officePassages } from "./office-passages.ts";

const built = buildHelpIndexes();
function indexOf(locale: Locale): HelpIndex {
  const index = loadHelpIndex(locale, built[locale]);
  index.addAll(officePassages(defaultAgency, locale));
  return index;
}
const indexes = { en: indexOf("en"), es: indexOf("es") };
// Wednesday 10:00 and 22:00 in Las Vegas (PST, UTC-8).
const OPEN = new Date("2026-11-18T18:00:00Z");
const CLOSED = new Date("2026-11-19T06:00:00Z");
const ask = (question: string, locale: Locale = "en", now = OPEN) => answerQuestion({ question, locale, index: indexes[locale], agency: defaultAgency, now });

describe("the help desk's guards", () => {
  it.each([
    ["how much is car insurance for a 19 year old", "en", "price"],
    ["cuanto cuesta asegurar mi casa", "es", "price"],
    ["will my insurance pay for hail damage on my car", "en", "bound"],
    ["si mi hija choca mi carro estoy cubierto", "es", "bound"],
    ["someone hit my car in the parking lot", "en", "claim"],
    ["mi carro fue chocado", "es", "claim"],
    ["do i need sr22", "en", null],
    ["aseguran restaurantes", "es", null],
  ] as const)("%s → %s", (question, locale, guard) => {
    expect(guardOf(question, locale)).toBe(guard);
  });

  it("never gives a price: a price question gets the rule's words and a quote first", () => {
    const answer = ask("how much does renters insurance cost per month");
    expect(answer.guardText).toMatch(/can't give prices/);
    expect(answer.nextSteps[0]!.kind).toBe("quote");
    // The passage may explain what affects a price; the answer itself states none beyond the page's own hedged figures.
    expect(answer.passage?.page.href).toBe("/renters-insurance");
  });

  it("never says a loss is covered, and sends a loss happening now to the claims line and page first", () => {
    const bound = ask("am i covered if my teenager crashes my car");
    expect(bound.guardText).toMatch(/can't confirm here that something is covered/);
    const claim = ask("i just got in an accident what do i do");
    expect(claim.nextSteps.map((step) => step.kind).slice(0, 2)).toEqual(["claims-line", "claim"]);
    expect(claim.pages[0]!.href).toBe("/submit-claim");
  });
});

describe("the help desk's answers", () => {
  it("answers from the page that covers the question, linking it in the visitor's language", () => {
    const english = ask("do i need sr22");
    expect(english.outcome).toBe("answered");
    expect(english.passage?.heading).toMatch(/SR-22/);
    expect(english.pages[0]).toEqual({ label: "Auto Insurance", href: "/auto-insurance" });
    const spanish = ask("necesito el sr22", "es");
    expect(spanish.pages[0]).toEqual({ label: "Seguro de auto", href: "/es/auto-insurance" });
  });

  it("offers a call while the office is open and a callback when it is closed, in Las Vegas time", () => {
    expect(ask("where are you located", "en", OPEN).nextSteps.map((s) => s.kind)).toEqual(["call", "quote", "callback"]);
    expect(ask("where are you located", "en", CLOSED).nextSteps.map((s) => s.kind)).toEqual(["callback", "quote"]);
    expect(ask("where are you located", "en", CLOSED).officeOpen).toBe(false);
  });

  it("hands off, with next steps only, when no page answers", () => {
    const answer = ask("can you recommend a good plumber for my kitchen sink");
    expect(answer.outcome).toBe("unanswered");
    expect(answer.passage).toBeNull();
    expect(answer.pages).toEqual([]);
    expect(answer.nextSteps.length).toBeGreaterThan(0);
  });

  it("cuts a passage at a sentence, not inside a figure", () => {
    const text = "Plans start at $43.90 per month. Savings vary by driver. ".repeat(10);
    const cut = excerpt(text, 60);
    expect(cut).toBe("Plans start at $43.90 per month. Savings vary by driver.");
  });
});

describe("what is kept of a question", () => {
  it("drops email addresses, links and numbers that could identify someone", () => {
    expect(withoutPersonalData("my policy 1234567 and email jo@example.com, call 702-555-0142 see https://x.test/a")).toBe("my policy […] and email […], call […] see […]");
    expect(withoutPersonalData("do i need 25/50/20 limits for 2 cars")).toBe("do i need 25/50/20 limits for 2 cars");
  });
});

describe("accuracy on the test set (the measured figures: npm run help:accuracy)", () => {
  it.each([
    ["en", englishQuestions],
    ["es", spanishQuestions],
  ] as const)("%s: at least 60 questions, the right page in the top three for at least 90 %%, every guard met", (locale, questions) => {
    expect(questions.length).toBeGreaterThanOrEqual(60);
    const result = evaluateHelpDesk(questions, { index: indexes[locale], locale, agency: defaultAgency, now: OPEN });
    expect(result.top3 / result.questions, result.misses.join("\n")).toBeGreaterThanOrEqual(0.9);
    expect(result.guardsMissed, result.misses.join("\n")).toBe(0);
  });
});
