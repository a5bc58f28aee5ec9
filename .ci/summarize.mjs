// Adds up vitest's and Playwright's JSON reports into one "N passed, N failed" line.
// A step that failed without reporting any failed test (lint, a crash) counts as one failure.
import fs from 'node:fs';
import path from 'node:path';

const [outDir, failedStepsArg] = process.argv.slice(2);
const read = (name) => {
  const file = path.join(outDir, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
};

let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (fs.existsSync(path.join(outDir, 'lint-failed'))) failed += 1;

const e2e = read('e2e.json');
if (e2e) {
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
}

const failedSteps = Number(failedStepsArg ?? 0);
if (failed === 0 && failedSteps > 0) failed = failedSteps;

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
