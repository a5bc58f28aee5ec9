import type { ChatHit } from './retrieve.ts';
import { type RoutedIntent, routeMessage } from './route.ts';
import { keyTerms, queryTerm, sameTerm, stem, termWords, words } from './words.ts';

/**
 * What the local agent says: answers made only of the retrieved passages it quotes (each with a
 * citation), an honest "I don't know" when nothing relevant was found, follow-up suggestions and
 * the greeting. It never writes a fact of its own.
 */

export interface GroundedAnswer {
  /** Markdown: the quoted passages, each followed by its citation marker ([1], [2], …). */
  text: string;
  citations: { n: number; doc_id: string; title: string; quote: string; link?: string }[];
}

const MAX_PASSAGES = 4;
const MAX_DOCS = 3;
const MAX_PER_DOC = 2;
/** Longer passages are cut at a word boundary and marked with "…". */
const MAX_QUOTE = 320;
/** A later passage must cover at least this share of what the best one covers. */
const KEEP_RATIO = 0.6;

interface Relevance {
  hit: ChatHit;
  /** Weighted key terms found in the passage (a common word counts half). */
  strong: number;
  /** Share of the question's key terms found in the passage or its title. */
  coverage: number;
}

/**
 * How much of the question a hit answers; null when it does not share enough: a one-word question
 * needs that word in the passage; a longer one needs two key words in the passage (common words
 * like "world" or "won" counting half, so two of them are not enough) and at least 60% of its key
 * words in the passage or the title.
 */
const weight = (k: { common: boolean }) => (k.common ? 0.5 : 1);

function relevance(keys: { term: string; common: boolean }[], hit: ChatHit): Relevance | null {
  const passage = [...new Set(termWords(hit.passage).map(stem))];
  const title = [...new Set(termWords(hit.title).map(stem))];
  const has = (list: string[], term: string) => list.some((w) => sameTerm(w, term));
  let strong = 0;
  let found = 0;
  for (const key of keys) {
    if (has(passage, key.term)) {
      strong += weight(key);
      found++;
    } else if (has(title, key.term)) found++;
  }
  const needStrong = Math.min(
    2,
    keys.reduce((sum, k) => sum + weight(k), 0),
  );
  const needFound = keys.length <= 2 ? keys.length : Math.ceil(0.6 * keys.length);
  if (strong < needStrong || found < needFound) return null;
  return { hit, strong, coverage: found / keys.length };
}

function quoteOf(passage: string): string {
  let q = passage.replace(/\s+/g, ' ').trim();
  if (q.length > MAX_QUOTE) {
    const cut = q.slice(0, MAX_QUOTE);
    q = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), MAX_QUOTE / 2)).replace(/[\s,;:]+$/, '')}…`;
  }
  return q;
}

/** Markdown-safe: a passage's own "[2]" must not read as a citation marker. */
function escapeMarkdown(text: string): string {
  return text.replace(/([\\[\]*_`#<>])/g, '\\$1');
}

/**
 * An answer built only from `hits` that share the question's key words: up to four passages from
 * up to three documents, quoted, each followed by its citation marker, joined only by "Your sources
 * say:" and "Also:". Null when no hit is relevant enough.
 */
export function composeAnswer(question: string, hits: readonly ChatHit[]): GroundedAnswer | null {
  const keys = keyTerms(question);
  if (keys.length === 0) return null;
  const relevant = hits.flatMap((hit) => relevance(keys, hit) ?? []);
  if (relevant.length === 0) return null;
  // Best first: most of the question covered, then the retriever's order.
  const ranked = relevant
    .map((r, order) => ({ ...r, order }))
    .sort((a, b) => b.coverage - a.coverage || b.strong - a.strong || a.order - b.order);
  const best = ranked[0]!;
  const chosen: Relevance[] = [];
  const perDoc = new Map<string, number>();
  const seen = new Set<string>();
  for (const r of ranked) {
    if (chosen.length >= MAX_PASSAGES) break;
    if (r.coverage < best.coverage * KEEP_RATIO) continue;
    const key = r.hit.passage.trim().toLowerCase();
    if (seen.has(key)) continue;
    const count = perDoc.get(r.hit.doc_id) ?? 0;
    if (count >= MAX_PER_DOC || (count === 0 && perDoc.size >= MAX_DOCS)) continue;
    perDoc.set(r.hit.doc_id, count + 1);
    seen.add(key);
    chosen.push(r);
  }

  const citations = chosen.map(({ hit }, i) => ({
    n: i + 1,
    doc_id: hit.doc_id,
    title: hit.title,
    quote: quoteOf(hit.passage),
    ...(hit.link !== undefined ? { link: hit.link } : {}),
  }));
  const line = (c: (typeof citations)[number]) => `“${escapeMarkdown(c.quote)}” [${c.n}]`;
  const [first, ...rest] = citations;
  let text = `Your sources say: ${line(first!)}`;
  if (rest.length === 1) text += `\n\nAlso: ${line(rest[0]!)}`;
  else if (rest.length > 1) text += `\n\nAlso:\n${rest.map((c) => `- ${line(c)}`).join('\n')}`;
  return { text, citations };
}

// ---------------------------------------------------------------------------------------------

/** Words that only say what kind of question it is ("who won", "what caused"). */
const QUESTION_VERBS = new Set(
  (
    'won win wins happened happen caused cause causes invented discovered wrote painted started began ' +
    'ended led made make work works mean means call called use used get got'
  ).split(' '),
);

/** A short topic for a question: its key words in the student's own spelling (at most six). */
export function topicOf(question: string): string {
  const seen = new Set<string>();
  const keys: string[] = [];
  for (const word of words(question)) {
    const term = queryTerm(word);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    keys.push(word);
  }
  const strong = keys.filter((w) => !QUESTION_VERBS.has(w.toLowerCase()));
  return (strong.length > 0 ? strong : keys).slice(0, 6).join(' ');
}

const shortTerm = (topic: string) => {
  const ws = topic.split(/\s+/).filter(Boolean);
  return ws.length > 0 && ws.length <= 4;
};

/**
 * The honest answer when the student's material says nothing about the question, with what the
 * agent can do instead. Each suggestion is a message the router sends to a tool.
 */
export function unsupportedAnswer(question: string): { text: string; suggestions: string[] } {
  const topic = topicOf(question);
  const about = topic ? ` about “${escapeMarkdown(topic)}”` : '';
  const text =
    `I don't know — I couldn't find anything${about} in your notes, papers or the study packs, ` +
    "and I only answer from your material, so I won't guess.\n\n" +
    'Here is what I can do:\n' +
    '- make a quiz or flashcards on a topic\n' +
    '- define a term\n' +
    '- solve a math problem step by step\n' +
    '- find sources you can read and cite\n' +
    '- draw a diagram or a timeline\n\n' +
    'If you have notes on this, upload them to your library and ask me again.';
  const suggestions: string[] = [];
  if (topic) {
    suggestions.push(`Find sources on ${topic}`, `Quiz me on ${topic}`);
    if (topic.split(' ').length <= 2 && !/\d/.test(topic)) suggestions.push(`Define ${topic}`);
  } else {
    suggestions.push('Quiz me on my notes', 'Solve 2x + 3 = 11');
  }
  return { text, suggestions };
}

/** A subject the math engine's problem belongs to, for follow-ups ("quadratic equations"). */
function mathTopic(expr: string): string {
  const e = expr.toLowerCase();
  if (/derivative|differentiate|d\/d[a-z]/.test(e)) return 'derivatives';
  if (/integra|∫/.test(e)) return 'integrals';
  if (/\blimit\b|\blim\b/.test(e)) return 'limits';
  if (/\b(?:sin|cos|tan)\b/.test(e)) return 'trigonometry';
  if (/%|percent/.test(e)) return 'percentages';
  if (/[a-z]\s*(?:\^\s*2|²)/.test(e) && /=/.test(e)) return 'quadratic equations';
  if (/=/.test(e) && /[a-z]/.test(e.replace(/\b(?:sqrt|cbrt)\b/g, ''))) return 'linear equations';
  if (/\d\s*\/\s*\d/.test(e)) return 'fractions';
  return 'algebra';
}

/** Up to `max` distinct, non-empty suggestions, keeping only those the router sends to a tool. */
function routable(candidates: string[], max = 4): string[] {
  const out: string[] = [];
  for (const c of candidates) {
    const text = c.replace(/\s+/g, ' ').trim();
    if (!text || out.includes(text)) continue;
    if (routeMessage(text).tool === null) continue;
    out.push(text);
    if (out.length >= max) break;
  }
  return out;
}

/**
 * Two to four next messages for the student, specific to the topic and the tool just used; each is
 * a message the router sends to a tool (so a button press does something).
 */
export function followUpQuestions(intent: RoutedIntent, topic: string): string[] {
  const raw = topic.replace(/\s+/g, ' ').trim();
  // A question, or a long text (read aloud, checked, improved), is reduced to its key words.
  const reduce =
    intent.tool === null ||
    raw.split(' ').length > 5 ||
    /[?.!]$/.test(raw) ||
    /^(?:what|why|how|who|whom|when|where|which|tell|explain|describe)\b/i.test(raw);
  const t = reduce ? topicOf(raw) : raw;
  const define = shortTerm(t) ? [`Define ${t}`] : [];
  let candidates: string[];
  if (!t) {
    candidates = [
      'Quiz me on my notes',
      'Make flashcards from my notes',
      'Find my notes',
      'Solve 2x + 3 = 11',
    ];
  } else {
    switch (intent.tool) {
      case 'solve_math': {
        const subject = mathTopic(intent.argument || t);
        // A function of x can be graphed: "x^2-5x+6=0" as y = x^2-5x+6, "x^2+1" as y = x^2+1.
        const plain = intent.argument.replace(/^solve for [a-z]:\s*/i, '').trim();
        const [lhs, rhs, ...more] = plain.split('=').map((p) => p.trim());
        const fx =
          more.length === 0 && (rhs === undefined || rhs === '0') ? lhs : lhs === 'y' ? rhs : undefined;
        const graph =
          fx &&
          /x/.test(fx) &&
          !/[a-wz]{2,}|\by\b/i.test(fx.replace(/\b(?:sin|cos|tan|sqrt|log|ln|exp)\b/g, ''))
            ? [`Draw the graph of y = ${fx}`]
            : [];
        candidates = [
          `Quiz me on ${subject}`,
          ...graph,
          `Make flashcards for ${subject}`,
          `Find sources on ${subject}`,
        ];
        break;
      }
      case 'make_quiz':
        candidates = [
          `Make flashcards for ${t}`,
          `Draw a diagram of ${t}`,
          `Find sources on ${t}`,
          ...define,
        ];
        break;
      case 'make_flashcards':
        candidates = [`Quiz me on ${t}`, `Draw a diagram of ${t}`, `Find sources on ${t}`];
        break;
      case 'draw_diagram':
        candidates = [`Quiz me on ${t}`, `Make flashcards for ${t}`, ...define, `Find sources on ${t}`];
        break;
      case 'define':
        candidates = [
          `Make flashcards for ${t}`,
          `Quiz me on ${t}`,
          `Draw a diagram of ${t}`,
          `Find sources on ${t}`,
        ];
        break;
      case 'find_sources':
        candidates = [`Quiz me on ${t}`, `Make flashcards for ${t}`, `Draw a diagram of ${t}`];
        break;
      case 'search_library':
        candidates = [`Quiz me on ${t}`, `Make flashcards for ${t}`, `Find sources on ${t}`];
        break;
      case 'check_plagiarism':
        candidates = [`Find sources on ${t}`, `Quiz me on ${t}`, `Make flashcards for ${t}`];
        break;
      case 'improve_writing':
        candidates = [`Find sources on ${t}`, `Quiz me on ${t}`, `Draw a diagram of ${t}`];
        break;
      case 'read_aloud':
        candidates = [`Quiz me on ${t}`, `Make flashcards for ${t}`, `Find sources on ${t}`];
        break;
      default:
        candidates = [
          `Quiz me on ${t}`,
          `Make flashcards for ${t}`,
          `Draw a diagram of ${t}`,
          `Find sources on ${t}`,
        ];
    }
  }
  const out = routable(candidates);
  // Always two at least: the generic ones route too.
  for (const extra of routable(['Quiz me on my notes', 'Make flashcards from my notes'])) {
    if (out.length >= 2) break;
    if (!out.includes(extra)) out.push(extra);
  }
  return out;
}

/** The chat's first message. */
export function greeting(username: string): string {
  const name = username.replace(/\s+/g, ' ').trim();
  return (
    `Hi ${name ? escapeMarkdown(name) : 'there'}! I'm your study assistant. Ask me about your notes, papers or any ` +
    'topic in the study packs and I will answer from that material, with the passages I used cited. ' +
    'I can also solve math step by step, make quizzes and flashcards, draw diagrams, define terms, ' +
    'read text aloud, check your writing and plagiarism, and find sources. What are you working on?'
  );
}
