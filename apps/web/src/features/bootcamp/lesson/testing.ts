import type { Lesson, LessonProgress, RunResult, TestResults } from '@studybot/contract';

export const LESSON_ID = 'w01-l04';

export function makeProgress(overrides: Partial<LessonProgress> = {}): LessonProgress {
  return {
    last_code: null,
    last_run_output: null,
    last_test_results: null,
    completed: false,
    completed_at: null,
    updated_at: null,
    ...overrides,
  };
}

/** A small open lesson, as GET /api/lessons/{id} answers it. */
export function makeLesson(overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: LESSON_ID,
    title: 'Input and type conversion',
    week: 1,
    order: 4,
    difficulty: 'beginner',
    tags: ['input', 'int'],
    locked: false,
    accessible: true,
    completed: false,
    objectives: ['Can ask the user a question with input()'],
    plan: '- Ask with `input()`\n- Convert with `int()`',
    explanation_md: '# Asking questions\n\nUse **input** to ask.\n\n```python\nname = input("Name: ")\n```',
    annotated_code: "name = input('Name: ')  # ask\nprint('Hi', name)",
    final_code: "name = input('Name: ')\nprint('Hi', name)",
    starter_template: "# Ask for a name\nname = input('Name: ')\n",
    exercises: [],
    progress: makeProgress(),
    ...overrides,
  };
}

export function makeRun(overrides: Partial<RunResult> = {}): RunResult {
  return {
    success: true,
    output: 'Name: Ada\nHi Ada\n',
    error: null,
    error_explanation: null,
    execution_time: 0.04,
    ...overrides,
  };
}

export function makeTestResults(overrides: Partial<TestResults> = {}): TestResults {
  return {
    passed: false,
    passed_tests: 1,
    total_tests: 2,
    score: 50,
    cases: [
      {
        name: 'greets by name',
        passed: true,
        message: 'Output matches',
        expected: 'Hi Ada',
        actual: 'Hi Ada',
      },
      {
        name: 'asks for the age',
        passed: false,
        message: 'Output differs',
        expected: 'Age: 13',
        actual: 'Age:',
      },
    ],
    ...overrides,
  };
}

export const allPassing = makeTestResults({
  passed: true,
  passed_tests: 2,
  score: 100,
  cases: [
    { name: 'greets by name', passed: true, message: 'Output matches', expected: 'Hi Ada', actual: 'Hi Ada' },
    {
      name: 'asks for the age',
      passed: true,
      message: 'Output matches',
      expected: 'Age: 13',
      actual: 'Age: 13',
    },
  ],
});
