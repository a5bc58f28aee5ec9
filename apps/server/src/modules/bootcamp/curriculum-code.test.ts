// The shipped lessons, run through the same Python runner students use: every final program passes
// its tests, every starter leaves something to do, every exercise starter runs.
import type { LessonContent } from '@studybot/contract';
import { PythonRunnerPool } from '@studybot/engines/python';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loadCurriculum } from './curriculum.ts';

const { lessons } = loadCurriculum(loadConfig({}).bootcampDir);
const pool = new PythonRunnerPool({
  maxRunners: 2,
  spares: 0,
  maxRunsPerRunner: 100_000,
  maxOwnedMs: 30 * 60_000,
  timeoutMs: 10_000,
  testDeadlineMs: 60_000,
});
afterAll(() => pool.close());

// No database is touched here, so the file runs once, in the SQLite pass of the server suite.
const secondDialect = process.env.TEST_DIALECT === 'postgres';

async function check(lesson: LessonContent, owner: string): Promise<string[]> {
  const problems: string[] = [];
  const final = await pool.test({ code: lesson.final_code, tests: lesson.tests, owner });
  for (const c of final.cases.filter((c) => !c.passed))
    problems.push(`${lesson.id} final_code fails "${c.name}": ${c.message}`);
  const annotated = await pool.test({ code: lesson.annotated_code, tests: lesson.tests, owner });
  if (!annotated.passed)
    problems.push(
      `${lesson.id} annotated_code fails ${annotated.total_tests - annotated.passed_tests} test(s)`,
    );
  const starter = await pool.test({ code: lesson.starter_template, tests: lesson.tests, owner });
  if (starter.passed) problems.push(`${lesson.id} starter_template already passes every test`);
  for (const exercise of lesson.exercises) {
    if (!exercise.starter_code.trim()) continue;
    const run = await pool.run({ code: exercise.starter_code, inputs: [], owner });
    if (!run.success) problems.push(`${lesson.id} exercise "${exercise.title}" starter fails: ${run.error}`);
  }
  return problems;
}

describe.skipIf(secondDialect)('bootcamp lessons run as written', () => {
  it(`all ${lessons.length} lessons: final code passes, starters fail a test, exercise starters run`, async () => {
    expect(lessons.length).toBeGreaterThanOrEqual(48);
    // Two runners, each taking every other lesson.
    const halves = [0, 1].map((h) => lessons.filter((_, i) => i % 2 === h));
    const problems = (
      await Promise.all(
        halves.map(async (half, h) => {
          const found: string[] = [];
          for (const lesson of half) found.push(...(await check(lesson, `content-check-${h}`)));
          return found;
        }),
      )
    ).flat();
    expect(problems).toEqual([]);
  }, 600_000);
});

describe.skipIf(secondDialect)('bootcamp lessons under load', () => {
  // Production settings (5 s of program time per case), three students testing at once on the runners a
  // 2-core server has. Each lesson is tested by a new student, so sessions start and end throughout, as
  // in a class. A correct program must pass every time: load may slow it down, never fail it.
  it(`all ${lessons.length} final programs, three at a time, three rounds: 100% pass`, async () => {
    const busy = new PythonRunnerPool({ maxRunners: 3 });
    try {
      const problems: string[] = [];
      for (let round = 1; round <= 3; round++) {
        let next = 0;
        await Promise.all(
          [0, 1, 2].map(async () => {
            for (let i = next++; i < lessons.length; i = next++) {
              const lesson = lessons[i]!;
              const owner = `load-${round}-${lesson.id}`;
              const results = await busy.test({ code: lesson.final_code, tests: lesson.tests, owner });
              for (const c of results.cases.filter((c) => c.status !== 'passed'))
                problems.push(`round ${round}: ${lesson.id} "${c.name}" ${c.status}: ${c.message}`);
            }
          }),
        );
      }
      expect(problems).toEqual([]);
    } finally {
      await busy.close();
    }
  }, 600_000);
});
