import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of a page's snapshot to see what it showed; the whole file stays on disk. */
const MAX_CHARS = 8000;

/**
 * Prints a failed test's error context (the page's accessibility snapshot when it failed) into
 * the log. The list reporter names only the file, and a CI run's log is all a reader gets of it.
 */
export default class ErrorContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const attachment of result.attachments) {
      if (attachment.name !== 'error-context' || !attachment.path) continue;
      let text: string;
      try {
        text = readFileSync(attachment.path, 'utf8');
      } catch {
        continue;
      }
      const shown = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n…` : text;
      console.log(`\n--- error context: ${test.titlePath().slice(1).join(' › ')}\n${shown}\n---`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
