import type { Analysis } from './analysis.ts';
import { IDEAL_WPM } from './delivery.ts';
import { IDEAL_WORDS } from './features.ts';
import type { Hit } from './match.ts';
import { type Quote, quote, quoteSentence, quoteSentenceOf } from './quote.ts';
import type { FeedbackPoint } from './types.ts';

/** Strengths, improvements, follow-up questions and the Markdown summary of one scored answer. */

export const MAX_STRENGTHS = 4;
export const MAX_IMPROVEMENTS = 5;
export const MAX_FOLLOWUPS = 4;

export interface Feedback {
  strengths: FeedbackPoint[];
  improvements: FeedbackPoint[];
  followups: string[];
  markdown: string;
}

export function buildFeedback(a: Analysis): Feedback {
  const strengths = strengthsOf(a);
  const improvements = improvementsOf(a);
  const followups = followupsOf(a);
  return { strengths, improvements, followups, markdown: markdownOf(a, strengths, improvements) };
}

/** Collects points, skipping any whose quote came out empty and any repeat of an earlier quote+message. */
class Points {
  readonly items: (FeedbackPoint & { rank: number })[] = [];
  add(rank: number, message: string, q: Quote | undefined): void {
    if (!q || this.items.some((p) => p.message === message)) return;
    this.items.push({ rank, message, quote: q });
  }
  take(n: number): FeedbackPoint[] {
    return [...this.items]
      .sort((x, y) => x.rank - y.rank)
      .slice(0, n)
      .map(({ message, quote }) => ({ message, quote }));
  }
}

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

const sentenceWithCue = (roles: readonly { cued?: string }[] | undefined, part: string) =>
  roles?.findIndex((r) => r.cued === part) ?? -1;

/** Reasoning cues that weigh one option against another; the explicit ones are quoted first. */
const TRADE_OFF_CUES = [
  [
    'trade-off',
    'tradeoff',
    'trade off',
    'downside',
    'drawback',
    'in return',
    'the catch',
    'at the cost',
    'the risk',
  ],
  [
    'instead',
    'rather than',
    'compared to',
    'compared with',
    'versus',
    'vs',
    'better than',
    'worse than',
    'alternatively',
    'on the other hand',
  ],
].map((cues) => new Set(cues));

function strengthsOf(a: Analysis): FeedbackPoint[] {
  const { t } = a;
  const p = new Points();
  if (a.t.words.length === 0) return [];
  if (!a.offTopic) {
    const usedSentences = new Set<number>();
    for (const { topic, hit } of a.coverage.covered) {
      const s = t.words[hit.first]!.sentence;
      if (usedSentences.has(s)) continue;
      usedSentences.add(s);
      if (usedSentences.size > 2) break;
      p.add(1, `You covered ${topic}.`, quoteSentenceOf(t, hit));
    }
    const resultAt = resultSentence(a);
    if (resultAt >= 0) {
      const message =
        a.q.focus_area === 'behavioral'
          ? 'You ended with a measurable result.'
          : a.q.focus_area === 'algorithms'
            ? 'You stated the complexity of your solution.'
            : 'You put numbers on the scale the design has to meet.';
      p.add(0, message, quoteSentence(t, resultAt));
    }
    const tradeOff = TRADE_OFF_CUES.map((cues) => a.reasoning.find((r) => cues.has(r.source))).find(Boolean);
    if (tradeOff)
      p.add(
        2,
        'You weighed a trade-off instead of presenting one option as perfect.',
        quoteSentenceOf(t, tradeOff),
      );
    if (a.spec.named.length + a.spec.figures.length >= 4) {
      const first = [...a.spec.named, ...a.spec.figures].sort((x, y) => x.first - y.first)[0]!;
      p.add(
        3,
        'Specific details — named tools and real figures — make the answer credible.',
        quoteSentenceOf(t, first),
      );
    }
    if (a.q.focus_area === 'behavioral' && a.own.i >= 3 && a.own.we <= 2 * a.own.i) {
      const actionAt = sentenceWithCue(a.star?.roles, 'action');
      p.add(
        4,
        'You made clear what you did yourself.',
        actionAt >= 0 ? quoteSentence(t, actionAt) : undefined,
      );
    }
  }
  const fillersOk = a.fillers.length <= 1;
  if (a.struct.connectives.length >= 4 && fillersOk && a.struct.repetition < 0.05) {
    p.add(
      5,
      `Easy to follow: you link your points with “${a.struct.connectives.slice(0, 3).join('”, “')}”.`,
      quoteSentence(t, 0),
    );
  }
  if (a.hedges.length === 0 && fillersOk && t.words.length >= 40) {
    p.add(6, 'Direct wording with no hedges or filler words.', quoteSentence(t, 0));
  }
  return p.take(MAX_STRENGTHS);
}

/**
 * The sentence that states the result with a figure: a strongly cued result sentence (or, for system
 * design, the first sentence with two or more figures, which is where the scale is stated). -1 if none.
 */
function resultSentence(a: Analysis): number {
  const parts = a.star ?? a.phases;
  if (!parts) return -1;
  if (a.q.focus_area === 'system_design') {
    const scaled = a.t.sentences.findIndex((_, s) => figuresIn(a, s) >= 2);
    if (scaled >= 0) return scaled;
  }
  return parts.scores.findIndex(
    (row, s) => (row as Record<string, number>).result! >= 2 && hasFigureIn(a, s),
  );
}

function figuresIn(a: Analysis, sentence: number): number {
  const s = a.t.sentences[sentence]!;
  return a.spec.figures.filter((h) => h.first >= s.firstWord && h.first < s.endWord).length;
}

function hasFigureIn(a: Analysis, sentence: number): boolean {
  const s = a.t.sentences[sentence]!;
  return a.t.words.slice(s.firstWord, s.endWord).some((w) => /\d/.test(w.lower) || w.lower.startsWith('o('));
}

/** The sentence sharing most content with the question: where a missing topic would fit. */
function mostRelatedSentence(a: Analysis): number {
  const covered = a.coverage.covered.map((c) => a.t.words[c.hit.first]!.sentence);
  return covered.at(-1) ?? 0;
}

function improvementsOf(a: Analysis): FeedbackPoint[] {
  const { t, q } = a;
  const p = new Points();
  const words = t.words.length;
  if (words === 0) return [];
  const last = t.sentences.length - 1;
  const [min, max] = IDEAL_WORDS[q.focus_area][q.difficulty];

  if (a.offTopic)
    p.add(
      0,
      'This does not answer the question: it shares no topic or key word with it. Start from what was asked.',
      quoteSentence(t, 0),
    );

  if (!a.offTopic && a.star) {
    const { present, roles } = a.star;
    if (!present.result)
      p.add(
        1,
        'The story stops before the result: say how it turned out, with a number if you can.',
        quoteSentence(t, last),
      );
    else if (!roles.some((r, s) => r.cued === 'result' && hasFigureIn(a, s)))
      p.add(
        2,
        'Put a number on the result (time saved, % faster, people helped).',
        quoteSentence(t, sentenceWithCue(roles, 'result')),
      );
    if (!present.action)
      p.add(
        1,
        'Say what you did yourself, step by step (“I decided…”, “I built…”).',
        quoteSentence(t, weSentence(a) ?? 0),
      );
    if (!present.situation)
      p.add(3, 'Open with the situation: where and when this happened.', quoteSentence(t, 0));
    if (!present.task) p.add(3, 'Say what your goal or responsibility was.', quoteSentence(t, 0));
  }
  if (!a.offTopic && a.phases) {
    const { present, roles } = a.phases;
    const approachAt = Math.max(0, sentenceWithCue(roles, 'approach'));
    if (!present.approach)
      p.add(3, 'Lead with your overall approach in one sentence before the details.', quoteSentence(t, 0));
    if (!present.tradeoffs)
      p.add(
        2,
        'Name a trade-off: what this choice costs and what the alternative would be.',
        quoteSentence(t, approachAt),
      );
    if (!present.result)
      p.add(
        1,
        q.focus_area === 'algorithms'
          ? 'State the time and space complexity of your solution.'
          : 'Say how the design meets the scale, with numbers (requests per second, latency, storage).',
        quoteSentence(t, last),
      );
  }
  if (!a.offTopic && a.coverage.missing.length > 0) {
    const missing = a.coverage.missing.slice(0, 3);
    p.add(
      2,
      `You could go further here: you did not mention ${orList(missing)}.`,
      quoteSentence(t, mostRelatedSentence(a)),
    );
  }

  if (a.fillers.length >= 3) {
    const at = densest(a, a.fillers);
    const examples = [...new Set(a.fillers.map((h) => fillerText(a, h)))].slice(0, 3);
    p.add(
      2,
      `${a.fillers.length} filler words (${examples.map((e) => `“${e}”`).join(', ')}): a short silent pause works better.`,
      quoteSentenceOf(t, at),
    );
  }
  if (a.hedges.length >= 2) {
    const first = a.hedges[0]!;
    p.add(
      3,
      `“${fillerText(a, first)}” and ${a.hedges.length - 1} other hedge${a.hedges.length > 2 ? 's' : ''} soften your points; state them plainly.`,
      quoteSentenceOf(t, first),
    );
  }
  if (a.struct.repeatedAt && a.struct.repetition >= 0.05)
    p.add(3, 'You repeat yourself here; say it once and move on.', quoteSentenceOf(t, a.struct.repeatedAt));
  if (a.spec.vague.length >= 2) {
    const v = a.spec.vague[0]!;
    p.add(4, `“${fillerText(a, v)}” stands in for a detail: name the actual thing.`, quoteSentenceOf(t, v));
  }
  if (q.focus_area === 'behavioral' && !a.offTopic && a.own.we > 2 * a.own.i && a.own.we >= 2)
    p.add(4, 'Mostly “we”: make clear which part was yours.', quoteSentence(t, weSentence(a) ?? 0));

  if (words < min)
    p.add(
      a.struct.lengthFit < 0.5 ? 1 : 4,
      `Too short for ${q.difficulty === 'easy' ? 'an' : 'a'} ${q.difficulty} question (${words} words; aim for ${min}–${max}).`,
      quote(t.text, 0, t.text.length),
    );
  else if (words > max * 1.2)
    p.add(
      3,
      `Too long (${words} words; aim for at most ${max}): cut repeats and get to the point.`,
      quoteSentence(t, longest(a)),
    );

  if (a.wpm !== undefined && (a.wpm < IDEAL_WPM.low || a.wpm > IDEAL_WPM.high)) {
    const pace = Math.round(a.wpm);
    p.add(
      3,
      pace < IDEAL_WPM.low
        ? `You spoke at ${pace} words per minute; aim for ${IDEAL_WPM.low}–${IDEAL_WPM.high} so the answer keeps momentum.`
        : `You spoke at ${pace} words per minute; slow down to ${IDEAL_WPM.low}–${IDEAL_WPM.high} so each point lands.`,
      quoteSentence(t, 0),
    );
  }
  if (a.longPauses >= 2)
    p.add(
      4,
      `${a.longPauses} long pauses: plan your first two points before you start speaking.`,
      quoteSentence(t, longest(a)),
    );
  return p.take(MAX_IMPROVEMENTS);
}

function weSentence(a: Analysis): number | undefined {
  return a.t.words.find((w) => w.lower === 'we')?.sentence;
}

function longest(a: Analysis): number {
  let best = 0;
  a.t.sentences.forEach((s, i) => {
    const b = a.t.sentences[best]!;
    if (s.endWord - s.firstWord > b.endWord - b.firstWord) best = i;
  });
  return best;
}

/** The hit in the sentence with most hits. */
function densest(a: Analysis, hits: readonly Hit[]): Hit {
  const count = new Map<number, number>();
  for (const h of hits) {
    const s = a.t.words[h.first]!.sentence;
    count.set(s, (count.get(s) ?? 0) + 1);
  }
  const best = [...count].sort((x, y) => y[1] - x[1] || x[0] - y[0])[0]![0];
  return hits.find((h) => a.t.words[h.first]!.sentence === best)!;
}

function fillerText(a: Analysis, h: Hit): string {
  return a.t.text.slice(a.t.words[h.first]!.start, a.t.words[h.last]!.end).toLowerCase();
}

const IMPERATIVE =
  /^(mention|use|state|handle|clarify|explain|describe|give|set|store|cache|generate|add|discuss|compare|walk|show|say|find|define|estimate|choose|name|check|keep|start|identify|propose|measure|list|outline|consider)\b/i;

function followupsOf(a: Analysis): string[] {
  const { q } = a;
  const out: string[] = [];
  const add = (s: string) => {
    if (!out.includes(s)) out.push(s);
  };
  if (a.offTopic) add(`Let’s come back to the question: ${q.question.trim()}`);
  if (a.star && !a.offTopic) {
    if (!a.star.present.action) add('What did you personally do to move things forward?');
    if (!a.star.present.result) add('How did it turn out, and can you put a number on the result?');
  }
  if (a.phases && !a.offTopic && !a.phases.present.tradeoffs)
    add('What are the trade-offs of your approach, and what would you choose instead if they mattered?');
  for (const topic of a.coverage.missing) {
    if (q.focus_area === 'behavioral') add(`Can you tell me more about ${topic} in that example?`);
    else if (q.focus_area === 'algorithms') add(`Can you talk about ${topic} for this problem?`);
    else add(`How would your design handle ${topic}?`);
  }
  q.outline.forEach((point, i) => {
    if (a.outline[i]) return;
    const text = point.trim().replace(/[.!?]+$/, '');
    const lowered = text.charAt(0).toLowerCase() + text.slice(1);
    add(IMPERATIVE.test(text) ? `Could you ${lowered}?` : `Could you say more about ${lowered}?`);
  });
  if (out.length === 0) {
    if (q.focus_area === 'behavioral') add('What would you do differently if the same thing happened again?');
    else if (q.focus_area === 'algorithms')
      add('How would your solution change if the input were too large to fit in memory?');
    else add('Where would your design break first at ten times the traffic, and how would you fix it?');
  }
  return out.slice(0, MAX_FOLLOWUPS);
}

const STAR_LABELS = { situation: 'Situation', task: 'Task', action: 'Action', result: 'Result' } as const;

function markdownOf(
  a: Analysis,
  strengths: readonly FeedbackPoint[],
  improvements: readonly FeedbackPoint[],
): string {
  const s = a.scores;
  const lines = [
    `**Overall ${s.overall.toFixed(1)}/10** · Communication ${s.communication.toFixed(1)} · Technical knowledge ${s.technical_knowledge.toFixed(1)} · Problem solving ${s.problem_solving.toFixed(1)} · Confidence ${s.confidence.toFixed(1)}`,
    '',
  ];
  if (a.t.words.length === 0) lines.push('No answer was given.', '');
  else if (a.offTopic)
    lines.push('**This answer does not address the question**, so only its delivery earns credit.', '');
  const covered = a.coverage.covered.map((c) => c.topic);
  const topicLine = [
    covered.length ? `**Covered:** ${list(covered)}` : '',
    a.coverage.missing.length ? `**Missing:** ${list(a.coverage.missing)}` : '',
  ].filter(Boolean);
  if (topicLine.length) lines.push(topicLine.join(' · '));
  if (a.star)
    lines.push(
      `**STAR:** ${(Object.keys(STAR_LABELS) as (keyof typeof STAR_LABELS)[])
        .map((k) => `${STAR_LABELS[k]} ${a.star!.present[k] ? '✓' : '✗'}`)
        .join(' · ')}`,
    );
  if (a.wpm !== undefined)
    lines.push(`**Pace:** ${Math.round(a.wpm)} words per minute (ideal ${IDEAL_WPM.low}–${IDEAL_WPM.high})`);
  // The strengths and improvements are listed (with their quotes) beside this summary; it names
  // only the first of each, so read aloud it still says what went well and what to do next.
  const [best] = strengths;
  const [next] = improvements;
  if (best || next) lines.push('');
  if (best) lines.push(`**Went well:** ${best.message}`);
  if (next) lines.push(`**Next time:** ${next.message}`);
  return lines.join('\n').trim();
}
