import { describe, expect, it } from 'vitest';
import { GUARANTEE_TOKENS } from './constants.ts';
import { matchedSourceText, matchPassages } from './passages.ts';
import { tokenize } from './tokenize.ts';
import { countWords } from './words.ts';

const SOURCE =
  'The railway reached the valley in the spring of that year. Merchants who had hauled grain over the ' +
  'mountain passes by mule now shipped it to the coast in a single day, and the price of bread in the ' +
  'port towns fell by almost a third. Farmers planted wheat on slopes that had been left to sheep for ' +
  'generations. Within a decade the valley had three mills, a bank and a newspaper, and the old drovers’ ' +
  'road was overgrown with bracken. Critics warned that the company charged whatever it pleased, since ' +
  'no other line served the district, and the legislature debated a rate law for four sessions before ' +
  'anything was passed.';

const COPIED =
  'Merchants who had hauled grain over the mountain passes by mule now shipped it to the coast in a single day';

const match = (text: string, source = SOURCE) => matchPassages(text, tokenize(text), source);

describe('matchPassages', () => {
  it('finds a verbatim copy with exact offsets in both texts, snapped to whole words', () => {
    const text = `Our project looked at transport history. ${COPIED}, which changed local trade. Then we stopped.`;
    const [p, ...rest] = match(text);
    expect(rest).toEqual([]);
    expect(text.slice(p!.start, p!.end)).toBe(COPIED);
    expect(SOURCE.slice(p!.sourceStart, p!.sourceEnd)).toBe(COPIED);
    expect(p!.words).toBe(countWords(COPIED));
  });

  it('includes the stopwords at the edges that were copied too', () => {
    const copied =
      'the price of bread in the port towns fell by almost a third. Farmers planted wheat on slopes';
    const text = `In short, ${copied}, we read.`;
    const [p] = match(text);
    expect(text.slice(p!.start, p!.end)).toBe(copied);
    expect(SOURCE.slice(p!.sourceStart, p!.sourceEnd)).toBe(copied);
  });

  it('merges across a swapped word, an inserted word and a dropped word', () => {
    const edited =
      'Traders who had hauled grain over the mountain passes by mule now quickly shipped it to the coast in one day, ' +
      'and the price of bread in the port towns fell by a third.';
    const passages = match(`Background first. ${edited} Afterwards, something else entirely.`);
    expect(passages).toHaveLength(1);
    expect(passages[0]!.words).toBeGreaterThanOrEqual(countWords(edited) - 2);
  });

  it('treats a copied paragraph with shuffled sentences as one passage', () => {
    const shuffled =
      'Farmers planted wheat on slopes that had been left to sheep for generations. ' +
      'Within a decade the valley had three mills, a bank and a newspaper. ' +
      'The railway reached the valley in the spring of that year.';
    const text = `My summary: ${shuffled}`;
    const passages = match(text);
    expect(passages).toHaveLength(1);
    const p = passages[0]!;
    expect(text.slice(p.start, p.end)).toBe(shuffled.slice(0, -1));
    // The source span runs from the first copied sentence to the end of the last one.
    expect(SOURCE.slice(p.sourceStart)).toMatch(/^railway reached/);
    expect(SOURCE.slice(0, p.sourceEnd)).toMatch(/newspaper$/);
  });

  it('reports separate copies separately, in text order', () => {
    const second = 'the legislature debated a rate law for four sessions before anything was passed';
    const text = `${COPIED}. I think this was good for farmers, because markets grew and towns prospered. Later, ${second}.`;
    const passages = match(text);
    expect(passages.map((p) => text.slice(p.start, p.end))).toEqual([COPIED, second]);
  });

  it(`ignores shared phrases shorter than ${GUARANTEE_TOKENS} content tokens`, () => {
    // "railway reached valley spring year": five shared tokens.
    expect(
      match('Historians agree the railway reached the valley in the spring of that year, but nothing more.'),
    ).toEqual([]);
    expect(match('An essay about something else entirely, written from scratch.')).toEqual([]);
    expect(match('')).toEqual([]);
  });

  it('reports each stretch of the submitted text once even if the source repeats it', () => {
    const source = `${SOURCE} ${COPIED}. ${SOURCE}`;
    const passages = match(`Intro. ${COPIED}. Outro.`, source);
    expect(passages).toHaveLength(1);
    for (const p of passages) expect(source.slice(p.sourceStart, p.sourceEnd)).toBe(COPIED);
  });
});

describe('matchedSourceText', () => {
  const A =
    'Glaciers carve deep valleys when packed snow slowly grinds the bedrock beneath its enormous weight.';
  const B = 'My locker combination is seventeen twelve forty and nobody else should ever learn it.';
  const C = 'Meltwater rivers later carry the crushed gravel far downstream and build wide sandy plains.';

  it('gives a plain copied passage as one range: the passage itself', () => {
    const source = `${A} ${B}`;
    const text = `My essay starts here. ${A}`;
    const [p] = matchPassages(text, tokenize(text), source);
    expect(p!.sourceRanges).toEqual([[p!.sourceStart, p!.sourceEnd]]);
    expect(matchedSourceText(source, p!)).toBe(source.slice(p!.sourceStart, p!.sourceEnd));
  });

  it('never includes source text between reordered copied sentences', () => {
    const source = `${A} ${B} ${C}`;
    const text = `I wrote this myself. ${C} ${A}`;
    const passages = matchPassages(text, tokenize(text), source);
    const shown = passages.map((p) => matchedSourceText(source, p)).join(' ');
    expect(shown).toContain('Glaciers carve deep valleys');
    expect(shown).toContain('Meltwater rivers later carry');
    for (const word of ['locker', 'combination', 'seventeen', 'nobody']) expect(shown).not.toContain(word);
  });
});
