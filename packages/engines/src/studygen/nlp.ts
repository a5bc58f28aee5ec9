import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/** A token of a sentence with its part of speech and character span inside the sentence text. */
export interface Token {
  text: string;
  lower: string;
  pos: string;
  start: number;
  end: number;
}

export interface EntitySpan {
  value: string;
  /** wink-nlp entity type: DATE, CARDINAL, PERCENT, MONEY, DURATION, … */
  type: string;
}

export interface ParsedSentence {
  text: string;
  tokens: Token[];
  entities: EntitySpan[];
  /** A heading line of the notes ("Key features"), not a sentence. */
  heading?: boolean;
}

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

/** wink-nlp with the English lite model, loaded on first use (~60 ms) and kept. */
function instance(): Nlp {
  nlp ??= winkNLP(model);
  return nlp;
}

/** The shared wink-nlp instance, for callers that need tokens, tags or lemmas of untidied text. */
export const winkNlp = (): Nlp => instance();

/** A piece of tidied text: a heading line, or a run of sentences. */
interface Block {
  text: string;
  heading: boolean;
}

/**
 * A short line without a full stop (a trailing ":" is fine) that names what follows: "Key features:",
 * "Steam power". A line that stops on "the" or "of" is a wrapped sentence, not a heading.
 */
const isHeadingLine = (line: string, next: string | undefined) =>
  line.split(/\s+/).length <= 8 &&
  !/[.!?;,]$/.test(line) &&
  !/\b(?:the|a|an|of|in|on|and|or|to|for|with|by|from|at)$/i.test(line) &&
  (next === undefined || /^\p{Lu}/u.test(next));

const endSentence = (text: string) => (/[.!?]["'”’)]?$/u.test(text) ? text : `${text}.`);
const BULLET = /^\s*(?:[-•*–]|\d+[.)])\s+/u;

/**
 * Tidy text pasted from a PDF or a document into blocks: a blank line or a bullet starts a new
 * block; a heading line ("## Causes", "Key features:", "Steam power") is a block of its own; other
 * line breaks inside a paragraph are joined with a space. A bullet is never a heading.
 */
function tidyBlocks(text: string): Block[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00ad/g, '')
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .split(/\n\s*\n|\n(?=\s*(?:[-•*–]|\d+[.)])\s)/u);
  return paragraphs.flatMap((p) => paragraphBlocks(p.replace(BULLET, ''), BULLET.test(p)));
}

function paragraphBlocks(paragraph: string, bullet: boolean): Block[] {
  const lines = paragraph
    .split('\n')
    .map((l) =>
      l
        .replace(/^#{1,6}\s+/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  const blocks: Block[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length) blocks.push({ text: endSentence(run.join(' ')), heading: false });
    run = [];
  };
  lines.forEach((line, i) => {
    const last = i === lines.length - 1;
    if (!bullet && isHeadingLine(line, lines[i + 1]) && (!last || lines.length === 1)) {
      flush();
      blocks.push({ text: endSentence(line.replace(/:$/, '')), heading: true });
    } else run.push(line);
  });
  flush();
  return blocks;
}

/** Tidied text: every heading and paragraph ends with a full stop, joined by single spaces. */
export function tidyText(text: string): string {
  return tidyBlocks(text)
    .map((b) => b.text)
    .join(' ');
}

/** Words whose full stop does not end a sentence ("e.g. Paris", "Dr. Smith", "J. J. Thomson", "U.S."). */
const ABBREVIATION =
  /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|Mr|Mrs|Ms|Dr|Prof|St|Mt|Jr|Sr|Fig|Gen|Col|Lt|Capt|Rev|Inc|Ltd|al|\p{Lu}|(?:\p{Lu}\.)+\p{Lu})$/u;
/** Abbreviations that go before a number: "c. 1500", "No. 5". */
const NUMBER_ABBREVIATION = /(?:^|[\s(])(?:c|ca|no|nos|p|pp|vol)$/iu;

/**
 * Split tidied text into sentences: at ". ", "! " or "? " before a capital or a digit, except after
 * a real abbreviation. Ordinary words are never abbreviations here, so "joined in. Historians" and
 * "from the Sun. Producers" are two sentences each.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(/([.!?])["'”’)]?\s+(?=["'“‘(]?([\p{Lu}\d]))/gu)) {
    const before = text.slice(from, m.index);
    if (m[1] === '.' && ABBREVIATION.test(before)) continue;
    if (m[1] === '.' && /\d/.test(m[2]!) && NUMBER_ABBREVIATION.test(before)) continue;
    const end = m.index + m[0].trimEnd().length;
    out.push(text.slice(from, end));
    from = m.index + m[0].length;
  }
  const rest = text.slice(from).trim();
  if (rest) out.push(rest);
  return out;
}

/** Split text into sentences with tokens, POS tags and numeric/date entities. */
export function parseSentences(text: string): ParsedSentence[] {
  const out: ParsedSentence[] = [];
  for (const block of tidyBlocks(text)) {
    const pieces = block.heading ? [block.text] : splitSentences(block.text);
    for (const piece of pieces) {
      const parsed = parseSentence(piece);
      if (parsed.tokens.length > 0) out.push(block.heading ? { ...parsed, heading: true } : parsed);
    }
  }
  return out;
}

/**
 * Tokens and entities of one sentence. The closing punctuation is split off first: wink-nlp reads
 * "in." or "Sun." at the end as an abbreviation token.
 */
function parseSentence(sentence: string): ParsedSentence {
  const its = instance().its;
  const end = /[.!?]+["'”’)]*$/u.exec(sentence);
  const body = end ? sentence.slice(0, end.index).trimEnd() : sentence;
  const doc = instance().readDoc(body);
  const values = doc.tokens().out() as string[];
  const tags = doc.tokens().out(its.pos) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const tokens: Token[] = [];
  let textSoFar = '';
  values.forEach((value, i) => {
    if (i > 0) textSoFar += spaces[i] ?? '';
    const start = textSoFar.length;
    textSoFar += value;
    tokens.push({
      text: value,
      lower: value.toLowerCase(),
      pos: tags[i] ?? 'X',
      start,
      end: textSoFar.length,
    });
  });
  if (end && tokens.length) {
    tokens.push({
      text: end[0],
      lower: end[0],
      pos: 'PUNCT',
      start: textSoFar.length,
      end: textSoFar.length + end[0].length,
    });
    textSoFar += end[0];
  }
  const entities = (doc.entities().out(its.detail) as unknown as EntitySpan[]).map((e) => ({
    value: e.value,
    type: e.type,
  }));
  return { text: textSoFar, tokens, entities };
}
