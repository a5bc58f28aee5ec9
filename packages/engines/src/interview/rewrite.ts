import type { Analysis } from './analysis.ts';
import { PHASES, type Phase, STAR_PARTS, type StarPart } from './lexicon.ts';
import { isContentWord } from './match.ts';
import type { SentenceRole } from './parts.ts';

/**
 * The student's own sentences put in a better order — STAR for behavioral answers, approach → details →
 * trade-offs → result otherwise — with "[add: …]" where a part is missing. Nothing is invented: every
 * sentence is copied verbatim from the answer, and sentences with no content words ("So yeah.") are dropped.
 */

const STAR_GAPS: Record<StarPart, string> = {
  situation: 'the situation: where and when this happened',
  task: 'your task: what you had to achieve, and by when',
  action: 'what you did yourself, step by step',
  result: 'the result, with a number',
};

const PHASE_GAPS: Record<Exclude<Phase, 'result'>, string> = {
  approach: 'your overall approach in one sentence',
  details: 'the key steps or components',
  tradeoffs: 'a trade-off: what this choice costs, and the alternative',
};

const gap = (what: string) => `[add: ${what}]`;

/** Where the missing expected topics are suggested. */
const TOPIC_SECTION: Record<'behavioral' | 'technical', string> = {
  behavioral: 'action',
  technical: 'details',
};

export function suggestRewrite(a: Analysis): string {
  const behavioral = a.q.focus_area === 'behavioral';
  const parts = (behavioral ? STAR_PARTS : PHASES) as readonly string[];
  const analysis = behavioral ? a.star : a.phases;
  const roles: readonly SentenceRole<string>[] = a.offTopic ? [] : (analysis?.roles ?? []);
  const present: Record<string, boolean> = a.offTopic ? {} : { ...analysis?.present };

  const sections = parts.map((part) => {
    const units: string[] = [];
    if (!present[part]) units.push(gap(gapFor(a, part)));
    roles.forEach((role, s) => {
      if (role.part === part && hasContent(a, s)) units.push(a.t.sentences[s]!.text);
    });
    if (behavioral && part === 'result' && present.result && !resultHasFigure(a))
      units.push(gap('a number for the result, e.g. time saved or % improved'));
    if (part === TOPIC_SECTION[behavioral ? 'behavioral' : 'technical'] && a.coverage.missing.length)
      units.push(gap(`more on ${a.coverage.missing.slice(0, 3).join(', ')}`));
    return units;
  });
  return sections
    .filter((units) => units.length > 0)
    .map(render)
    .join('\n\n');
}

function gapFor(a: Analysis, part: string): string {
  if (a.q.focus_area === 'behavioral') return STAR_GAPS[part as StarPart];
  if (part === 'result')
    return a.q.focus_area === 'algorithms'
      ? 'the time and space complexity'
      : 'how the design meets the scale target, with numbers';
  return PHASE_GAPS[part as Exclude<Phase, 'result'>];
}

function hasContent(a: Analysis, s: number): boolean {
  const { firstWord, endWord } = a.t.sentences[s]!;
  return a.t.words.slice(firstWord, endWord).some((w) => isContentWord(w.lower));
}

function resultHasFigure(a: Analysis): boolean {
  return (a.star?.roles ?? []).some((r, s) => {
    if (r.cued !== 'result') return false;
    const { firstWord, endWord } = a.t.sentences[s]!;
    return a.t.words.slice(firstWord, endWord).some((w) => /\d/.test(w.lower));
  });
}

/** Units joined by a space after a full stop (or a gap), by a line break after a clause cut mid-sentence. */
function render(units: readonly string[]): string {
  let out = '';
  units.forEach((u, i) => {
    if (i > 0) out += /[.!?\]]["'”’)]*$/.test(units[i - 1]!) ? ' ' : '\n';
    out += u;
  });
  return out;
}
