/**
 * Prints the slowest test files (where the suite's time goes), then the closing line CI reads:
 * `N passed, N failed` (and skipped, when any), counted over every test case of every project.
 */
import type { Reporter, TestModule } from "vitest/node";

const SLOWEST_SHOWN = 10;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failedHere += 1;
        else skipped += 1;
      }
      // A file that failed without a failed test (it did not load, or a beforeAll hook threw and
      // its tests were skipped) is a failure too: the run must not read as green.
      failed += module.state() === "failed" && failedHere === 0 ? 1 : failedHere;
    }
    failed += unhandledErrors.length;
    const slowest = [...testModules]
      .map((module) => ({ file: module.moduleId.replace(`${process.cwd()}/`, ""), seconds: module.diagnostic().duration / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST_SHOWN);
    process.stdout.write(`\nSlowest test files:\n${slowest.map((m) => `  ${m.seconds.toFixed(1).padStart(7)} s  ${m.file}`).join("\n")}\n`);
    const tail = skipped ? `, ${skipped} skipped` : "";
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }
}
