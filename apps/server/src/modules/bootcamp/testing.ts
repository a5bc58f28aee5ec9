// Test helper: a small curriculum written to a temporary folder the way content/bootcamp is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LessonContent, WeekQuizContent } from '@studybot/contract';

export function lesson(week: number, order: number): LessonContent {
  const id = `w${String(week).padStart(2, '0')}-l0${order}`;
  return {
    id,
    week,
    order,
    title: `Lesson ${id}`,
    difficulty: 'beginner',
    tags: [order === 2 ? 'loops' : 'basics'],
    objectives: ['print a greeting'],
    plan: '- print things',
    explanation_md: `# ${id}\nUse print().`,
    annotated_code: "print('hi')  # show a greeting",
    final_code: "print('hi')",
    starter_template: '# TODO: print a greeting',
    tests: [
      { kind: 'output', name: 'prints hi', inputs: [], expected_output: 'hi' },
      { kind: 'expression', name: 'adds', inputs: [], expression: '1 + 1', expected: '2' },
    ],
    exercises: [
      { title: 'Say bye', difficulty: 'easy', description: 'Print bye.', starter_code: '# print bye' },
      { title: 'Say both', difficulty: 'medium', description: 'Print hi and bye.', starter_code: '' },
    ],
  };
}

export function quiz(week: number): WeekQuizContent {
  return {
    week,
    title: `Week ${week} Quiz`,
    time_limit: 20,
    questions: Array.from({ length: 15 }, (_, i) => ({
      id: `w0${week}-q${String(i + 1).padStart(2, '0')}`,
      question: `Question ${i + 1}?`,
      options: ['a', 'b', 'c', 'd'],
      correct_answer: i % 4,
      explanation: 'Because.',
      topic: i % 3 === 0 ? 'loops' : 'basics',
      difficulty: 'easy' as const,
    })),
  };
}

/** A two-week curriculum in a temporary folder, written the way content/bootcamp is. */
export function writeCurriculum(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studybot-bootcamp-'));
  for (const week of [1, 2]) {
    const folder = path.join(dir, `week-0${week}`);
    fs.mkdirSync(folder);
    for (const order of [1, 2])
      fs.writeFileSync(path.join(folder, `lesson-0${order}.json`), JSON.stringify(lesson(week, order)));
    fs.writeFileSync(path.join(folder, 'quiz.json'), JSON.stringify(quiz(week)));
  }
  return dir;
}
