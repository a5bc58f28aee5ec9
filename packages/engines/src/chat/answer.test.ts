import { describe, expect, it } from 'vitest';
import { loadStudyPacks } from '../studygen/packs.ts';
import { composeAnswer, followUpQuestions, greeting, topicOf, unsupportedAnswer } from './answer.ts';
import { type ChatHit, ChatIndex, packDocuments } from './retrieve.ts';
import { type RoutedIntent, routeMessage } from './route.ts';

const index = new ChatIndex(packDocuments(loadStudyPacks()));

/** Every [n] marker in the text (escaped brackets in quotes are not markers). */
const markers = (text: string) => [...text.matchAll(/(?<!\\)\[(\d+)\]/g)].map((m) => Number(m[1]));

function hit(doc_id: string, passage: string, extra: Partial<ChatHit> = {}): ChatHit {
  return { doc_id, title: doc_id, kind: 'notes', passage, score: 1, ...extra };
}

describe('composeAnswer', () => {
  const questions = [
    'what does chlorophyll absorb',
    'why did the Roman Empire fall?',
    'what is the role of mitochondria in cellular respiration',
    'how does a binary search work',
    'what is the difference between weather and climate',
    'explain the causes of World War One',
    'when was the Berlin Wall built',
  ];

  it.each(questions)('answers "%s" only from the hits it was given, every marker cited', (question) => {
    const hits = index.search(question, 8);
    const answer = composeAnswer(question, hits);
    expect(answer).not.toBeNull();
    const { text, citations } = answer!;
    expect(citations.length).toBeGreaterThanOrEqual(1);
    expect(citations.length).toBeLessThanOrEqual(4);
    expect(new Set(citations.map((c) => c.doc_id)).size).toBeLessThanOrEqual(3);
    // Numbered 1..k, each marker once, each citation quoting a hit it was given.
    expect(citations.map((c) => c.n)).toEqual(citations.map((_, i) => i + 1));
    expect(markers(text).sort((a, b) => a - b)).toEqual(citations.map((c) => c.n));
    for (const c of citations) {
      const source = hits.find(
        (h) => h.doc_id === c.doc_id && h.passage.startsWith(c.quote.replace(/…$/, '')),
      );
      expect(source, c.quote).toBeDefined();
      expect(c.title).toBe(source!.title);
    }
  });

  it('says nothing but the quotes and neutral connectives', () => {
    const question = 'how does a binary search work';
    const answer = composeAnswer(question, index.search(question, 8))!;
    let rest = answer.text;
    for (const c of answer.citations) rest = rest.replace(`“${c.quote}” [${c.n}]`, '');
    expect(rest.replace(/Your sources say:|Also:|[-\s]/g, '')).toBe('');
  });

  it('quotes the chlorophyll passage for "what does chlorophyll absorb"', () => {
    const answer = composeAnswer(
      'what does chlorophyll absorb',
      index.search('what does chlorophyll absorb'),
    )!;
    expect(answer.citations[0]!.doc_id).toBe('pack:biology-photosynthesis');
    expect(answer.citations[0]!.quote).toMatch(/chlorophyll absorbs/i);
    expect(answer.text.startsWith('Your sources say: “')).toBe(true);
  });

  it.each([
    'who won the 1966 world cup',
    'who won the world cup',
    'When did World War 2 end?',
    'what is the best pizza topping',
    'how do I bake a cake',
    'Explain quantum entanglement',
  ])('returns null for "%s" with only the packs indexed', (question) => {
    expect(composeAnswer(question, index.search(question, 8))).toBeNull();
  });

  it('returns null without hits or without key words', () => {
    expect(composeAnswer('what does chlorophyll absorb', [])).toBeNull();
    expect(composeAnswer('what is it?', [hit('a', 'It is what it is.')])).toBeNull();
  });

  it('needs more than one shared common word', () => {
    const hits = [hit('a', 'The Allies won the war and changed the world.')];
    expect(composeAnswer('who won the world cup', hits)).toBeNull();
    expect(composeAnswer('who won the war', hits)).not.toBeNull();
  });

  it('uses at most four passages, two per document and three documents', () => {
    const hits = ['a', 'b', 'c', 'd'].flatMap((doc) =>
      [1, 2, 3].map((i) => hit(doc, `Osmosis moves water across a membrane, note ${i} of ${doc}.`)),
    );
    const answer = composeAnswer('how does osmosis move water', hits)!;
    expect(answer.citations).toHaveLength(4);
    expect(new Set(answer.citations.map((c) => c.doc_id)).size).toBeLessThanOrEqual(3);
    for (const doc of ['a', 'b', 'c', 'd'])
      expect(answer.citations.filter((c) => c.doc_id === doc).length).toBeLessThanOrEqual(2);
  });

  it('keeps a link, shortens a long quote and escapes brackets in a passage', () => {
    const long = `Osmosis [2] is the movement of water ${'across a partially permeable membrane '.repeat(12)}.`;
    const answer = composeAnswer('what is osmosis', [hit('lib:n1', long, { link: '/projects/n1' })])!;
    const [c] = answer.citations;
    expect(c!.link).toBe('/projects/n1');
    expect(c!.quote.length).toBeLessThanOrEqual(321);
    expect(c!.quote.endsWith('…')).toBe(true);
    expect(markers(answer.text)).toEqual([1]);
  });
});

describe('unsupportedAnswer', () => {
  it('says it does not know and offers tools, each suggestion a routable message', () => {
    const { text, suggestions } = unsupportedAnswer('who won the 1966 world cup');
    expect(text).toMatch(/I don't know/);
    expect(text).toMatch(/1966 world cup/);
    for (const what of ['quiz', 'define', 'solve', 'sources', 'upload'])
      expect(text.toLowerCase()).toContain(what);
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const s of suggestions) expect(routeMessage(s).tool, s).not.toBeNull();
  });

  it('still offers something for a question without key words', () => {
    const { suggestions } = unsupportedAnswer('what is it?');
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
  });
});

describe('topicOf', () => {
  it('keeps the key words in the student spelling', () => {
    expect(topicOf('who won the 1966 world cup?')).toBe('1966 world cup');
    expect(topicOf('Tell me about Photosynthesis')).toBe('Photosynthesis');
  });
});

describe('followUpQuestions', () => {
  const intents: [RoutedIntent, string][] = [
    [{ tool: 'solve_math', argument: 'x^2-5x+6=0' }, 'x^2-5x+6=0'],
    [{ tool: 'solve_math', argument: 'derivative of x^3' }, 'derivative of x^3'],
    [{ tool: 'make_quiz', argument: 'photosynthesis', count: 5 }, 'photosynthesis'],
    [{ tool: 'make_flashcards', argument: 'French Revolution' }, 'French Revolution'],
    [{ tool: 'draw_diagram', argument: 'water cycle' }, 'water cycle'],
    [{ tool: 'define', argument: 'osmosis' }, 'osmosis'],
    [{ tool: 'find_sources', argument: 'climate change' }, 'climate change'],
    [{ tool: 'search_library', argument: 'mitosis' }, 'mitosis'],
    [
      { tool: 'read_aloud', argument: 'The mitochondria is the powerhouse of the cell.' },
      'The mitochondria is the powerhouse of the cell.',
    ],
    [
      { tool: 'check_plagiarism', argument: 'Energy cannot be created or destroyed.' },
      'Energy cannot be created or destroyed.',
    ],
    [
      { tool: 'improve_writing', argument: 'me and him goes to the library' },
      'me and him goes to the library',
    ],
    [{ tool: null, argument: 'why did the Roman Empire fall?' }, 'why did the Roman Empire fall?'],
    [{ tool: null, argument: 'hmm' }, ''],
  ];

  it.each(intents)('gives 2–4 routable follow-ups for %o', (intent, topic) => {
    const next = followUpQuestions(intent, topic);
    expect(next.length).toBeGreaterThanOrEqual(2);
    expect(next.length).toBeLessThanOrEqual(4);
    expect(new Set(next).size).toBe(next.length);
    for (const q of next) {
      expect(q.trim().length).toBeGreaterThan(0);
      expect(routeMessage(q).tool, q).not.toBeNull();
    }
  });

  it('names the topic and does not repeat the tool just used', () => {
    const next = followUpQuestions({ tool: 'make_quiz', argument: 'photosynthesis' }, 'photosynthesis');
    expect(next.every((q) => q.includes('photosynthesis'))).toBe(true);
    expect(next.some((q) => routeMessage(q).tool === 'make_quiz')).toBe(false);
    expect(followUpQuestions({ tool: null, argument: '' }, 'why did the Roman Empire fall?')[0]).toContain(
      'Roman Empire',
    );
  });

  it('suggests the subject and a graph after a math problem', () => {
    const next = followUpQuestions({ tool: 'solve_math', argument: 'x^2-5x+6=0' }, 'x^2-5x+6=0');
    expect(next).toContain('Quiz me on quadratic equations');
    expect(next).toContain('Draw the graph of y = x^2-5x+6');
    expect(routeMessage('Draw the graph of y = x^2-5x+6').tool).toBe('draw_diagram');
  });
});

describe('greeting', () => {
  it('greets the student by name and says what it can do', () => {
    const text = greeting('Ada');
    expect(text.startsWith('Hi Ada!')).toBe(true);
    expect(text).toMatch(/quiz/);
    expect(greeting('  ')).toMatch(/^Hi there!/);
  });
});
