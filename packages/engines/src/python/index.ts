// Runs students' Python (Pyodide) in separate, locked-down runner processes. See pool.ts for the pool and
// harden.mjs / runner-main.mjs / python-thread.mjs for what a runner does to keep a program in.
export { cleanInputs, normalizeOutput, outputDifference } from './compare.ts';
export { CpuLedger } from './cpu-ledger.ts';
export {
  PythonBusyError,
  PythonCpuBudgetError,
  PythonOwnerLimitError,
  PythonOwnerQueueError,
} from './errors.ts';
export { closestName, explainError, MEMORY_LIMIT, OUTPUT_LIMIT, SERVER_BUSY, TIME_LIMIT } from './explain.ts';
export {
  type PoolEvent,
  type PoolHooks,
  type PoolStats,
  PythonRunnerPool,
  type PythonRunnerPoolOptions,
} from './pool.ts';
export type {
  LessonTest,
  PythonErrorInfo,
  RunResult,
  TestCaseResult,
  TestCaseStatus,
  TestResults,
} from './types.ts';
