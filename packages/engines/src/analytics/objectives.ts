import { readFileSync } from 'node:fs';
import type { LessonContent, ObjectiveArea, RecommendedActivity, WeekQuizContent } from '@studybot/contract';
import { z } from 'zod';
import type { StudyPack } from '../studygen/pack.ts';
import { routeTopic } from '../studygen/routing.ts';
import { GENERATED_TASK_TYPES } from './math-problems.ts';

/**
 * The learning objectives StudyBot tracks mastery of (decision 0015), one id scheme for all:
 * - `py:<lessonId>`  a bootcamp lesson (its objectives list says what the student can then do);
 * - `pack:<packId>`  a study pack's topic;
 * - `math:<taskType>` a kind of math problem the tutor reads;
 * - `writing:<skill>` a writing skill a paper shows;
 * - `topic:<slug>`   a topic the student studied that no pack covers (named by the student).
 */
export interface LearningObjective {
  id: string;
  title: string;
  area: ObjectiveArea;
  /** What reaching the objective means, e.g. a lesson's "Can …" lines. */
  description: string;
  activities: RecommendedActivity[];
}

const AuthoredObjectives = z.object({
  area: z.enum(['math', 'writing']),
  objectives: z.array(
    z.object({
      key: z.string().regex(/^[a-z_]+$/),
      title: z.string().min(3),
      description: z.string().optional(),
    }),
  ),
});
export type AuthoredObjectives = z.infer<typeof AuthoredObjectives>;

export const DEFAULT_OBJECTIVES_DIR = new URL('../../../../content/objectives/', import.meta.url);

/** The objectives written by hand in `content/objectives/` (math task types, writing skills). */
export function loadAuthoredObjectives(dir: URL = DEFAULT_OBJECTIVES_DIR): AuthoredObjectives[] {
  return ['math.json', 'writing.json'].map((file) =>
    AuthoredObjectives.parse(JSON.parse(readFileSync(new URL(file, dir), 'utf8'))),
  );
}

export const drillHref = (id: string, n = 5) => `/practice?lo=${encodeURIComponent(id)}&n=${n}`;

const drill = (id: string): RecommendedActivity => ({
  kind: 'drill',
  label: 'Start a drill',
  href: drillHref(id),
});

/** Which lesson of its week a quiz question practises: the lesson tagged with the question's topic. */
export function lessonForQuizTopic(
  lessons: readonly LessonContent[],
  topic: string,
): LessonContent | undefined {
  const t = topic.toLowerCase();
  return (
    lessons.find((l) => l.tags.some((tag) => tag.toLowerCase() === t)) ??
    lessons.find((l) =>
      l.tags.some((tag) => t.includes(tag.toLowerCase()) || tag.toLowerCase().includes(t)),
    ) ??
    lessons[0]
  );
}

export interface ObjectiveSources {
  lessons: readonly LessonContent[];
  quizzes: ReadonlyMap<number, WeekQuizContent>;
  packs: readonly StudyPack[];
  authored: readonly AuthoredObjectives[];
}

/** Every objective the content defines, by id. */
export function buildObjectives(sources: ObjectiveSources): Map<string, LearningObjective> {
  const all = new Map<string, LearningObjective>();
  const add = (o: LearningObjective) => all.set(o.id, o);
  for (const lesson of sources.lessons) {
    const id = `py:${lesson.id}`;
    add({
      id,
      title: `Python: ${lesson.title}`,
      area: 'bootcamp',
      description: lesson.objectives.join('\n'),
      activities: [
        { kind: 'lesson', label: `Week ${lesson.week} lesson`, href: `/bootcamp?lesson=${lesson.id}` },
        ...(sources.quizzes.has(lesson.week) ? [drill(id)] : []),
      ],
    });
  }
  for (const pack of sources.packs) {
    const id = `pack:${pack.id}`;
    add({
      id,
      title: pack.title,
      area: 'study',
      description: pack.facts
        .slice(0, 3)
        .map((f) => f.statement)
        .join(' '),
      activities: [
        drill(id),
        {
          kind: 'tool',
          label: 'Make flashcards',
          href: `/create?tab=flashcards&topic=${encodeURIComponent(pack.title)}`,
        },
      ],
    });
  }
  for (const group of sources.authored) {
    for (const entry of group.objectives) {
      const id = `${group.area}:${entry.key}`;
      add({
        id,
        title: entry.title,
        area: group.area,
        description: entry.description ?? '',
        activities:
          group.area === 'math'
            ? [
                ...((GENERATED_TASK_TYPES as readonly string[]).includes(entry.key) ? [drill(id)] : []),
                { kind: 'tool', label: 'Check your working', href: '/math-tutor' },
              ]
            : [{ kind: 'tool', label: 'Write with the writing assistant', href: '/writing-assistant' }],
      });
    }
  }
  return all;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/**
 * The objective a quiz or flashcard set on `topic` practises: the study pack its questions come from
 * (the same routing as the generator: a whole pack, or the part of a near pack), else a topic of the
 * student's own (`topic:<slug>`).
 */
export function objectiveForTopic(packs: readonly StudyPack[], topic: string): string {
  const pack = routeTopic(packs, topic)[0]?.pack;
  if (pack) return `pack:${pack.id}`;
  return `topic:${slug(topic) || 'untitled'}`;
}

/** An objective for a `topic:` id, which the content does not define: named after the student's topic. */
export function customObjective(id: string, title: string): LearningObjective {
  return {
    id,
    title,
    area: 'custom',
    description: '',
    activities: [drill(id)],
  };
}

export const isObjectiveId = (text: string) => /^(py|pack|math|writing|topic):[\w.-]+$/.test(text);
