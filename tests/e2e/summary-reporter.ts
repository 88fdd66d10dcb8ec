import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Ends the run with one plain line, "e2e: N passed, N failed, N skipped", that CI can read. */
export default class SummaryReporter implements Reporter {
  private counts = { passed: 0, failed: 0, skipped: 0 };

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") this.counts.skipped++;
    // A test is counted once, by its final attempt: a retry that passes is a pass.
    else if (test.outcome() === "flaky" || test.outcome() === "expected") {
      if (result.status === "passed") this.counts.passed++;
    } else if (result.retry === test.retries || result.status === "passed") this.counts.failed++;
  }

  onEnd(_result: FullResult) {
    const { passed, failed, skipped } = this.counts;
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
