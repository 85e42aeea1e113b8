/**
 * `npm run help:accuracy`: the help desk against its test set in both languages (top-1 and
 * top-3 accuracy, the share answered with a handoff only, guards missed) and the server's
 * time to answer a question (median and 95th percentile over the whole set, after a warm-up).
 * `--misses` lists the questions it got wrong.
 */
import { defaultAgency } from "../app/config/agency.ts";
import { LOCALES } from "../app/lib/i18n/locale.ts";
import { answerQuestion } from "../app/server/help-desk/answer-question.ts";
import { buildHelpIndexes } from "../app/server/help-desk/build-help-index.ts";
import { evaluateHelpDesk, percent } from "../app/server/help-desk/evaluation/evaluate.ts";
import { englishQuestions } from "../app/server/help-desk/evaluation/questions-en.ts";
import { spanishQuestions } from "../app/server/help-desk/evaluation/questions-es.ts";
import { loadHelpIndex } from "../app/server/help-desk/help-index.ts";
import { officePassages } from "../app/server/help-desk/office-passages.ts";

const showMisses = process.argv.includes("--misses");
const sets = { en: englishQuestions, es: spanishQuestions };
const built = buildHelpIndexes();
const now = new Date();
console.log("| Language | Questions | Top-1 | Top-3 | Handoff only | Guards missed | Median answer | p95 answer |");
console.log("|---|---|---|---|---|---|---|---|");
for (const locale of LOCALES) {
  const index = loadHelpIndex(locale, built[locale]);
  index.addAll(officePassages(defaultAgency, locale));
  const questions = sets[locale];
  const result = evaluateHelpDesk(questions, { index, locale, agency: defaultAgency, now });
  for (const { question } of questions.slice(0, 20)) answerQuestion({ question, locale, index, agency: defaultAgency, now });
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const { question } of questions) {
      const start = performance.now();
      answerQuestion({ question, locale, index, agency: defaultAgency, now });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `| ${locale} | ${result.questions} | ${percent(result.top1, result.questions)} | ${percent(result.top3, result.questions)} | ${percent(result.handoffOnly, result.questions)} | ${result.guardsMissed} | ${at(0.5)} ms | ${at(0.95)} ms |`,
  );
  if (showMisses) for (const miss of result.misses) console.log(`  ${locale}: ${miss}`);
}
