/**
 * Prints the closing line CI reads: `N passed, N failed` (and skipped, when any),
 * counted over every test case of every project.
 */
import type { Reporter, TestModule } from "vitest/node";

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
    const tail = skipped ? `, ${skipped} skipped` : "";
    process.stdout.write(`\n${passed} passed, ${failed} failed${tail}\n`);
  }
}
