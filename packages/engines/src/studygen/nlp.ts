import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItemSentence } from 'wink-nlp';

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

/**
 * Tidy text pasted from a PDF or a document: a blank line or a bullet starts a new sentence; other
 * line breaks inside a paragraph are joined with a space.
 */
export function tidyText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00ad/g, '')
    .replace(/(\p{L})-\n(\p{Ll})/gu, '$1$2')
    .split(/\n\s*\n|\n(?=\s*(?:[-•*–]|\d+[.)])\s)/u);
  // A short unpunctuated line followed by a capitalised one is a heading, not a wrapped line.
  const lines = (p: string) =>
    p
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .map((l, i, all) => {
        const next = all[i + 1];
        const heading = next && /^\p{Lu}/u.test(next) && !/[.!?:;,]$/.test(l) && l.split(/\s+/).length <= 6;
        return heading ? `${l}.` : l;
      })
      .join(' ');
  return paragraphs
    .map((p) =>
      lines(p.replace(/^\s*(?:[-•*–]|\d+[.)])\s+/u, ''))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .map((p) => (/[.!?]["'”’)]?$/u.test(p) ? p : `${p}.`))
    .join(' ');
}

/** Split text into sentences with tokens, POS tags and numeric/date entities. */
export function parseSentences(text: string): ParsedSentence[] {
  const n = instance();
  const its = n.its;
  const doc = n.readDoc(tidyText(text));
  const out: ParsedSentence[] = [];
  doc.sentences().each((s: ItemSentence) => {
    const values = s.tokens().out() as string[];
    const tags = s.tokens().out(its.pos) as string[];
    const spaces = s.tokens().out(its.precedingSpaces) as string[];
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
    const entities = (s.entities().out(its.detail) as unknown as { value: string; type: string }[]).map(
      (e) => ({
        value: e.value,
        type: e.type,
      }),
    );
    if (tokens.length > 0) out.push({ text: textSoFar, tokens, entities });
  });
  return out;
}
