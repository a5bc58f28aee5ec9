// Runs students' Python (Pyodide) in separate, locked-down runner processes. See pool.ts for the pool and
// harden.mjs / runner-main.mjs / python-thread.mjs for what a runner does to keep a program in.
export { cleanInputs, normalizeOutput, outputDifference } from './compare.ts';
export { closestName, explainError, MEMORY_LIMIT, OUTPUT_LIMIT, TIME_LIMIT } from './explain.ts';
export { type PoolStats, PythonBusyError, PythonRunnerPool, type PythonRunnerPoolOptions } from './pool.ts';
export type { LessonTest, PythonErrorInfo, RunResult, TestCaseResult, TestResults } from './types.ts';
