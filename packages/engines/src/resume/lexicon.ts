import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The resume analyzer's word lists, authored in `content/resume/`: skills (hard and soft, with the
 * other ways people write them), strong action verbs in their three forms, weak bullet openers,
 * clichés with what to write instead, and job titles.
 */

const Skill = z.object({ name: z.string().min(1), aliases: z.array(z.string().min(1)) });
const SkillsFile = z.object({ hard: z.array(Skill), soft: z.array(Skill) });
const VerbsFile = z.object({
  strong: z.array(z.tuple([z.string(), z.string(), z.string()])),
  weak_openers: z.array(z.object({ phrase: z.string().min(1), why: z.string() })),
});
const PhrasesFile = z.object({
  cliches: z.array(z.object({ phrase: z.string().min(1), instead: z.string() })),
  job_titles: z.array(z.string().min(1)),
});

export type SkillKind = 'hard' | 'soft';

export interface SkillEntry {
  name: string;
  kind: SkillKind;
  /** Every way of writing it, normalised (see normalise()). */
  forms: string[];
}

export interface StrongVerb {
  base: string;
  past: string;
  third: string;
}

export interface ResumeLexicon {
  skills: SkillEntry[];
  /** Any form of a strong verb (base, past, third person) → the verb. */
  verbs: ReadonlyMap<string, StrongVerb>;
  weakOpeners: readonly { phrase: string; why: string }[];
  cliches: readonly { phrase: string; instead: string }[];
  jobTitles: readonly string[];
}

/**
 * Text made comparable: lower case, curly quotes straightened, every run of characters that is not
 * a letter, digit or one of + # . / & made one space. "Node.js" stays "node.js", "C++" stays "c++".
 */
export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}+#./&']+/gu, ' ')
    .replace(/(?<=\s)[./']+|[./']+(?=\s)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

export const DEFAULT_RESUME_CONTENT = new URL('../../../../content/resume/', import.meta.url);

function read<T>(dir: URL, file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/resume/${file}: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

let cached: ResumeLexicon | undefined;

/** The lexicon, read once. */
export function resumeLexicon(dir: URL = DEFAULT_RESUME_CONTENT): ResumeLexicon {
  if (cached && dir === DEFAULT_RESUME_CONTENT) return cached;
  const skills = read(dir, 'skills.json', SkillsFile);
  const verbs = read(dir, 'verbs.json', VerbsFile);
  const phrases = read(dir, 'phrases.json', PhrasesFile);
  const entry = (kind: SkillKind) => (s: z.infer<typeof Skill>) => ({
    name: s.name,
    kind,
    forms: [...new Set([s.name, ...s.aliases].map((f) => normalise(f).trim()).filter(Boolean))],
  });
  const verbMap = new Map<string, StrongVerb>();
  // A past form wins over a base form it shares ("found": the past of find, not the verb found),
  // since resume bullets are mostly in the past tense.
  const strong = verbs.strong.map(([base, past, third]) => ({ base, past, third }));
  for (const verb of strong)
    for (const form of [verb.base, verb.third]) verbMap.set(form.toLowerCase(), verb);
  for (const verb of strong) verbMap.set(verb.past.toLowerCase(), verb);
  const lexicon: ResumeLexicon = {
    skills: [...skills.hard.map(entry('hard')), ...skills.soft.map(entry('soft'))],
    verbs: verbMap,
    weakOpeners: [...verbs.weak_openers].sort((a, b) => b.phrase.length - a.phrase.length),
    cliches: phrases.cliches,
    jobTitles: [...phrases.job_titles].sort((a, b) => b.length - a.length),
  };
  if (dir === DEFAULT_RESUME_CONTENT) cached = lexicon;
  return lexicon;
}
