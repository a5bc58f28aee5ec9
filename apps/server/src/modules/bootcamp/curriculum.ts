import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LessonContent, WeekQuizContent } from '@studybot/contract';
import type { z } from 'zod';

export interface Curriculum {
  /** Every lesson, by week then order. */
  lessons: LessonContent[];
  quizzes: Map<number, WeekQuizContent>;
}

export class CurriculumError extends Error {
  override readonly name = 'CurriculumError';
}

function parse<S extends z.ZodType>(schema: S, file: string): z.infer<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CurriculumError(`${file} is not valid JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new CurriculumError(`${file} is invalid: ${detail}`);
  }
  return parsed.data;
}

const isDirectory = (path: string) => {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
};

/**
 * Reads `week-NN/lesson-*.json` and `week-NN/quiz.json` under `dir`, checking every file against the
 * contract and that ids, weeks and orders agree with where the file sits. Throws CurriculumError naming
 * the first bad file. A missing directory is an empty curriculum.
 */
export function loadCurriculum(dir: string): Curriculum {
  const lessons: LessonContent[] = [];
  const quizzes = new Map<number, WeekQuizContent>();
  if (!isDirectory(dir)) return { lessons, quizzes };
  const weeks = readdirSync(dir)
    .filter((name) => /^week-\d\d$/.test(name))
    .sort();
  for (const name of weeks) {
    const week = Number(name.slice(5));
    const folder = join(dir, name);
    for (const file of readdirSync(folder).sort()) {
      const path = join(folder, file);
      const lessonFile = /^lesson-(\d\d)\.json$/.exec(file);
      if (lessonFile) {
        const lesson = parse(LessonContent, path);
        const id = `w${name.slice(5)}-l${lessonFile[1]}`;
        if (lesson.id !== id || lesson.week !== week || lesson.order !== Number(lessonFile[1]))
          throw new CurriculumError(
            `${path}: id, week and order must be ${id}, ${week}, ${Number(lessonFile[1])}`,
          );
        lessons.push(lesson);
      } else if (file === 'quiz.json') {
        const quiz = parse(WeekQuizContent, path);
        if (quiz.week !== week) throw new CurriculumError(`${path}: week must be ${week}`);
        quizzes.set(week, quiz);
      }
    }
  }
  lessons.sort((a, b) => a.week - b.week || a.order - b.order);
  return { lessons, quizzes };
}
