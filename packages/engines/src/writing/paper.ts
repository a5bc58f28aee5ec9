import { STUDENT_TODO_PREFIX, WRITING_TYPE_LABELS, type WritingType } from '@studybot/contract';
import { capitalize, contentWords, wordCount } from '../studygen/text.ts';
import type { EvidenceSource, RetrievedPassage } from './evidence.ts';

/**
 * The local paper engine: an honest, evidence-based draft. Every factual sentence is a passage the
 * retrieval found, with a citation mark naming its source; where there is no evidence the paper
 * says what the student should write, in a marked note, instead of filling space.
 */

/** Where an in-text citation goes; the service swaps each mark for the formatted form. */
export const citeMark = (sourceId: string): string => `[[cite:${sourceId}]]`;
export const CITE_MARK = /\[\[cite:((?:cat|pack|lib):[A-Za-z0-9_-]+)\]\]/g;

export interface DraftInput {
  prompt: string;
  writing_type: WritingType;
  word_count: number;
  evidence: readonly RetrievedPassage[];
  /** Title and keywords of every source that has evidence (headings and the method section use them). */
  sources: ReadonlyMap<string, Pick<EvidenceSource, 'title' | 'keywords'>>;
}

export interface Draft {
  title: string;
  introduction: string;
  body_paragraphs: { topic: string; content: string }[];
  conclusion: string;
  suggestions: string[];
  /** The passages each cited source contributed, in the order they appear. */
  used: Map<string, string[]>;
}

const todo = (text: string) => `${STUDENT_TODO_PREFIX} ${text}]`;

/** A group of passages from one source, written up as one body section. */
interface Theme {
  sourceId: string;
  heading: string;
  passages: string[];
}

/** The instruction at the start of a prompt ("Write an essay about", "Discuss") is not its topic. */
const INSTRUCTION =
  /^(?:please\s+)?(?:(?:write|create|draft|compose|produce)\s+(?:an?\s+|the\s+)?(?:(?:short|long|\d+[- ]word|argumentative|analytical|research)\s+)*(?:essay|paper|report|piece|article)?\s*(?:on|about|exploring|discussing|that\s+\w+|explaining)?|discuss|explain|describe|analy[sz]e|evaluate|examine|explore|assess|outline|summari[sz]e|consider)\b[\s:,-]*/i;

/**
 * The prompt's topic as a phrase that fits inside a sentence ("the causes of the French
 * Revolution"); a question stays a question, quoted ("the question “Should …?”").
 */
export function topicOf(prompt: string): string {
  const firstSentence = prompt.trim().split(/(?<=[.!?])\s+/)[0] ?? prompt;
  const stripped = firstSentence.replace(INSTRUCTION, '').trim();
  const sentence = stripped.length >= 3 ? stripped : prompt.trim();
  if (QUESTION.test(sentence)) return `the question “${capitalize(sentence.replace(/[.!?\s]+$/u, ''))}?”`;
  const words = sentence.replace(/[.!?\s]+$/u, '').split(/\s+/);
  const short = words.slice(0, 14).join(' ');
  // Lower-case the first word unless it looks like a name or an acronym.
  return /^[A-Z][a-z]/.test(short) && !/^[A-Z][a-z]+[A-Z]/.test(short) && !isLikelyName(short)
    ? short.charAt(0).toLowerCase() + short.slice(1)
    : short;
}

const QUESTION =
  /^(?:should|can|could|would|will|do|does|did|is|are|was|were|has|have|had|to what extent|what|why|which|who|how far)\b.*\?$/i;

const isLikelyName = (phrase: string) => /^[A-Z][a-z]+\s+[A-Z]/.test(phrase);

const SMALL_WORDS = new Set('a an and as at but by for in nor of on or the to vs via with'.split(' '));

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : capitalize(w)))
    .join(' ');
}

/** The share of the body each kind of writing gives its sections, and the sections' roles. */
function sectionCount(wordTarget: number): number {
  if (wordTarget <= 500) return 3;
  if (wordTarget <= 1500) return 4;
  if (wordTarget <= 2000) return 5;
  return 6;
}

/**
 * Groups the evidence by source, best source first, into `count` themes: extra sources join the
 * earlier themes, and when there are fewer sources than sections the largest theme is split.
 */
function themesFrom(input: DraftInput, count: number, topicTerms: Set<string>): Theme[] {
  const bySource = new Map<string, string[]>();
  for (const p of input.evidence) bySource.set(p.source_id, [...(bySource.get(p.source_id) ?? []), p.text]);
  const themes: Theme[] = [];
  const headings = new Set<string>();
  const nextHeading = (sourceId: string) => {
    const source = input.sources.get(sourceId);
    const heading = source ? headingFor(source, topicTerms, headings) : 'Further evidence';
    headings.add(headingKey(heading));
    return heading;
  };
  for (const [sourceId, passages] of bySource) {
    if (!input.sources.has(sourceId)) continue;
    themes.push({
      sourceId,
      heading: nextHeading(sourceId),
      passages: passages.map((p) => tagged(p, sourceId)),
    });
  }
  const kept = themes.slice(0, count);
  themes.slice(count).forEach((extra, i) => {
    kept[i % kept.length]?.passages.push(...extra.passages);
  });
  while (kept.length > 0 && kept.length < count) {
    const largest = kept.reduce((a, b) => (b.passages.length > a.passages.length ? b : a));
    if (largest.passages.length < 4) break;
    const half = largest.passages.splice(Math.ceil(largest.passages.length / 2));
    kept.splice(kept.indexOf(largest) + 1, 0, {
      sourceId: largest.sourceId,
      heading: nextHeading(largest.sourceId),
      passages: half,
    });
  }
  return kept;
}

/** "Cells" and "cell" are the same heading. */
const headingKey = (heading: string) => contentWords(heading).join(' ');

/** A passage remembers its source when it moves to another source's theme. */
const tagged = (passage: string, sourceId: string) => `${passage}\u0000${sourceId}`;

/** A source's keyword not used as a heading yet, preferring one that is more than the topic's own words. */
function headingFor(
  source: Pick<EvidenceSource, 'title' | 'keywords'>,
  topicTerms: Set<string>,
  used: Set<string>,
): string {
  const candidates = source.keywords.filter((k) => !used.has(headingKey(k)));
  const beyondTopic = candidates.find((k) => contentWords(k).some((w) => !topicTerms.has(w)));
  return capitalize(beyondTopic ?? candidates[0] ?? source.title);
}

/** A passage as a sentence ending in its citation mark: "… more often [[cite:cat:x]]." */
function cited(passage: string, sourceId: string): string {
  const text = passage.trim();
  const end = /[.!?]$/.test(text) ? text.slice(-1) : '.';
  const body = /[.!?]$/.test(text) ? text.slice(0, -1) : text;
  return `${body} ${citeMark(sourceId)}${end}`;
}

/** A passage written "Term: definition" reads as "Term is the …" in a paragraph. */
export function asSentence(passage: string): string {
  const m = /^([^:]{2,80}):\s+(.+)$/s.exec(passage);
  if (!m) return passage;
  const [, term, definition] = m as unknown as [string, string, string];
  const lowered = /^(The|A|An)\b/.test(definition)
    ? definition.charAt(0).toLowerCase() + definition.slice(1)
    : definition;
  return /^(the|a|an)\b/.test(lowered) ? `${term} is ${lowered}` : `${term}: ${definition}`;
}

/**
 * Writes sentences from the theme's passages until the section reaches its word budget. Returns
 * the paragraph text and the passages it used per source.
 */
function evidenceParagraph(
  theme: Theme,
  opener: string,
  budget: number,
  used: Map<string, string[]>,
): { text: string; words: number } {
  const sentences = [opener];
  let words = wordCount(opener);
  for (const entry of theme.passages) {
    if (words >= budget) break;
    const [passage, sourceId = theme.sourceId] = entry.split('\u0000') as [string, string | undefined];
    const sentence = cited(asSentence(passage), sourceId);
    sentences.push(sentence);
    words += wordCount(sentence) - 1;
    used.set(sourceId, [...(used.get(sourceId) ?? []), passage]);
  }
  return { text: sentences.join(' '), words };
}

interface SectionPlan {
  topic: string;
  opener: string;
  theme?: Theme;
  /** What the student should add when the evidence does not fill the section. */
  ask: string;
  /** Kept even without evidence: the kind of writing needs it (a rebuttal, a method). */
  essential?: boolean;
}

/** The sections each kind of writing needs, filled with the themes in order. */
function plan(
  type: WritingType,
  topic: string,
  themes: Theme[],
  count: number,
  sourceCount: number,
): SectionPlan[] {
  const at = (i: number) => themes[i];
  const themed = (
    i: number,
    role: string,
    openerFor: (h: string) => string,
    ask: string,
    essential = false,
  ): SectionPlan => {
    const theme = at(i);
    const heading = theme?.heading ?? role;
    return {
      topic: role === heading || !role ? heading : `${role}: ${heading}`,
      opener: theme ? openerFor(theme.heading.toLowerCase()) : '',
      ...(theme ? { theme } : {}),
      ask,
      essential,
    };
  };
  switch (type) {
    case 'argumentative_essay': {
      const sections: SectionPlan[] = [
        themed(
          0,
          'Claim',
          (h) => `The first reason to consider is ${h}.`,
          `state your main claim about ${topic} and the strongest reason for it.`,
          true,
        ),
      ];
      for (let i = 1; i < count - 2; i++)
        sections.push(
          themed(
            i,
            'Supporting evidence',
            (h) => `Further support comes from ${h}.`,
            `explain how this evidence supports your claim.`,
          ),
        );
      sections.push(
        {
          topic: 'Counter-claim',
          opener: '',
          ask: `give the strongest reason someone might disagree with your claim, and the evidence for it.`,
          essential: true,
        },
        {
          topic: 'Rebuttal',
          opener: '',
          ask: `answer the counter-claim and show why your claim still holds.`,
          essential: true,
        },
      );
      return sections;
    }
    case 'analytical_essay': {
      const roles = ['Context', 'Analysis', 'Analysis', 'Analysis', 'Interpretation', 'Significance'];
      const pick = [0, ...Array.from({ length: count - 2 }, (_, i) => i + 1), roles.length - 1].slice(
        0,
        count,
      );
      return pick.map((r, i) =>
        themed(
          i,
          roles[r] ?? 'Analysis',
          (h) =>
            i === 0
              ? `To analyse ${topic}, it helps to start with ${h}.`
              : `A closer look at ${h} shows how the parts fit together.`,
          i === count - 1
            ? `say what this analysis reveals about ${topic} and why it matters.`
            : `explain what this evidence shows and how it connects to your thesis.`,
          i === 0 || i === count - 1,
        ),
      );
    }
    case 'report': {
      const sections: SectionPlan[] = [
        themed(
          0,
          'Background',
          (h) => `This report begins with the background: ${h}.`,
          `describe the background a reader needs.`,
          true,
        ),
      ];
      for (let i = 1; i < count - 1; i++)
        sections.push(
          themed(
            i,
            'Findings',
            (h) => `The sources report the following about ${h}.`,
            `add what you found about this part of ${topic}.`,
          ),
        );
      sections.push({
        topic: 'Discussion',
        opener: `Taken together, the findings bear on ${topic} in several ways.`,
        ask: `explain what the findings mean and what you recommend.`,
        essential: true,
      });
      return sections;
    }
    case 'research_paper': {
      const sections: SectionPlan[] = [
        themed(
          0,
          'Background',
          (h) => `Research on ${topic} starts from ${h}.`,
          `summarise what is already known about ${topic}.`,
          true,
        ),
        {
          topic: 'Method',
          opener:
            `This paper reviews ${sourceCount} ${sourceCount === 1 ? 'source' : 'sources'} chosen because they address ${topic}. ` +
            'Each finding below is reported as its source states it, and each is cited so that it can be checked.',
          ask: `describe how you chose your sources and what you looked for in them.`,
          essential: true,
        },
      ];
      for (let i = 1; i < count - 1; i++)
        sections.push(
          themed(
            i,
            'Findings',
            (h) => `The sources' findings on ${h} are these.`,
            `add the findings of further sources about ${topic}.`,
          ),
        );
      sections.push({
        topic: 'Discussion',
        opener: `These findings leave open questions about ${topic}.`,
        ask: `discuss what the findings mean, their limits, and what further research could ask.`,
        essential: true,
      });
      return sections;
    }
    default: {
      const openers = [
        (h: string) => `One important part of ${topic} is ${h}.`,
        (h: string) => `${capitalize(h)} adds a further dimension.`,
        (h: string) => `Another way to understand ${topic} is through ${h}.`,
        (h: string) => `${capitalize(h)} also deserves attention.`,
      ];
      return Array.from({ length: count }, (_, i) =>
        themed(
          i,
          `Main point ${i + 1}`,
          openers[i % openers.length] ?? openers[0]!,
          `explain how this point supports your thesis about ${topic}.`,
        ),
      ).map((s) => (s.theme ? { ...s, topic: s.theme.heading } : s));
    }
  }
}

/** The local draft for a prompt, built from the retrieved evidence only. */
export function draftPaper(input: DraftInput): Draft {
  const topic = topicOf(input.prompt);
  const topicTerms = new Set(contentWords(topic));
  const count = sectionCount(input.word_count);
  const type = input.writing_type;
  // Sections without themes: a research paper's method, a report's discussion, an argument's
  // counter-claim and rebuttal.
  const themeSlots =
    { research_paper: count - 1, report: count - 1, argumentative_essay: count - 2 }[type as string] ?? count;
  const themes = themesFrom(input, themeSlots, topicTerms);
  const sourceCount = new Set(input.evidence.map((p) => p.source_id)).size;
  const used = new Map<string, string[]>();
  const suggestions: string[] = [];

  const frameBudget = Math.round(input.word_count * 0.1);
  const bodyBudget = Math.round((input.word_count * 0.8) / count);
  // Without evidence every section stays as a scaffold; with some, only the sections the kind of
  // writing needs stay empty.
  const sections = plan(type, topic, themes, count, sourceCount).filter(
    (s) => s.theme || s.essential || themes.length === 0,
  );
  const body_paragraphs = sections.map((section, i) => {
    const { text, words } = section.theme
      ? evidenceParagraph(section.theme, section.opener, bodyBudget, used)
      : { text: section.opener, words: wordCount(section.opener) };
    const short = bodyBudget - words;
    if (!section.theme && !['Method', 'Discussion'].includes(section.topic))
      suggestions.push(`Section ${i + 1} (${section.topic}) has no evidence yet: find a source for it.`);
    const note = short > 25 ? ` ${todo(`in about ${roundTo10(short)} words, ${section.ask}`)}` : '';
    return { topic: section.topic, content: (text + note).trim() };
  });

  const label = WRITING_TYPE_LABELS[type].toLowerCase();
  const headings = themes.map((t) => t.heading.toLowerCase());
  const introduction = [
    `This ${label} examines ${topic}.`,
    sourceCount > 0
      ? `It draws on ${sourceCount} ${sourceCount === 1 ? 'source' : 'sources'}${headings.length > 1 ? `, covering ${listOf(headings)}` : ''}.`
      : 'No sources on this topic were found, so each section below says what it should contain.',
    todo(
      `in about ${roundTo10(Math.max(frameBudget - 25, 30))} words, state your thesis: the one claim about ${topic} this ${label} will support.`,
    ),
  ].join(' ');
  const conclusion = [
    headings.length > 0
      ? `In summary, this ${label} has considered ${topic} through ${listOf(headings)}.`
      : `In summary, this ${label} has set out how to approach ${topic}.`,
    todo(
      `in about ${roundTo10(Math.max(frameBudget - 15, 30))} words, restate your thesis and say what the evidence shows about ${topic}.`,
    ),
  ].join(' ');

  if (sourceCount === 0)
    suggestions.unshift(
      'No sources matched this prompt. Add your own sources to the library or name the topic more specifically (for example "photosynthesis in plants").',
    );
  suggestions.push(`Replace each note marked "${STUDENT_TODO_PREFIX} …]" with your own words.`);

  return {
    title: titleCase(capitalize(topic.replace(/^the question “(.*)”$/u, '$1'))),
    introduction,
    body_paragraphs,
    conclusion,
    suggestions,
    used,
  };
}

const roundTo10 = (n: number) => Math.max(10, Math.round(n / 10) * 10);

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
