import { describe, expect, it } from 'vitest';
import { hypernyms, hyponyms, meronyms, nameOf, nounSenses, sisters, synset, tagCount } from './wordnet.ts';

describe('WordNet reader', () => {
  it('finds noun senses, most frequent first', () => {
    const [volcano] = nounSenses('Volcano').map(synset);
    expect(volcano?.words).toContain('volcano');
    expect(volcano?.definition).toMatch(/fissure in the earth's crust/);
    expect(nounSenses('musical instrument')).toHaveLength(1);
    expect(nounSenses('qwxzzy')).toEqual([]);
    expect(nounSenses('')).toEqual([]);
    expect(nounSenses('a b c d')).toEqual([]);
  });

  it('follows hypernyms, hyponyms, meronyms and sister terms', () => {
    const planet = synset(nounSenses('planet')[0]!);
    expect(hypernyms(planet).map(nameOf)).toContain('celestial body');
    const kinds = hyponyms(planet).map(nameOf);
    expect(kinds).toContain('terrestrial planet');
    const terrestrial = hyponyms(planet).find((s) => nameOf(s) === 'terrestrial planet')!;
    expect(sisters(terrestrial).map(nameOf)).toContain('superior planet');
    expect(sisters(terrestrial).map(nameOf)).not.toContain('terrestrial planet');
    const bird = synset(nounSenses('bird')[0]!);
    expect(meronyms(bird).map(nameOf)).toContain('feather');
  });

  it('splits the gloss into definition and examples', () => {
    const s = synset(nounSenses('dog')[0]!);
    expect(s.gloss).toMatch(/"the dog barked all night"/);
    expect(s.definition).not.toMatch(/"/);
  });

  it('knows which words are familiar', () => {
    expect(tagCount('guitar')).toBeGreaterThan(0);
    expect(tagCount('quandong')).toBe(0);
    expect(tagCount('qwxzzy')).toBe(0);
  });
});

describe('wordnetConcepts', () => {
  it('gives a topic’s parts and kinds for a concept map, and null for nonsense', async () => {
    const { wordnetConcepts } = await import('./from-wordnet.ts');
    const volcano = wordnetConcepts('volcano');
    expect(volcano?.center).toBe('volcano');
    expect(volcano?.nodes.length).toBeGreaterThanOrEqual(3);
    expect(volcano?.nodes.length).toBeLessThanOrEqual(12);
    expect(new Set(volcano?.nodes.map((n) => n.label)).size).toBe(volcano?.nodes.length);
    expect(volcano?.nodes.map((n) => n.relation)).toContain('example');
    const tree = wordnetConcepts('tree');
    expect(tree?.nodes.some((n) => n.relation === 'part')).toBe(true);
    expect(wordnetConcepts('qwertyzzz blorp')).toBeNull();
  });
});

describe('wordnetConcepts for diagrams', () => {
  const labels = async (topic: string, focus?: 'parts' | 'kinds' | 'any') => {
    const { wordnetConcepts } = await import('./from-wordnet.ts');
    return wordnetConcepts(topic, 12, focus ? { focus } : {})?.nodes.map((n) => n.label) ?? null;
  };

  it.each([
    // topic, focus, present, absent
    ['plant', undefined, ['root', 'stem', 'leaf'], ['brewery', 'factory', 'distillery']],
    ['flower', 'parts', ['petal', 'stamen', 'pistil'], ['poppy', 'peony']],
    ['parts of a flower', undefined, ['petal', 'stamen'], ['poppy']],
    ['flower', 'kinds', ['poppy'], ['petal', 'stamen']],
    ['neuron', undefined, ['axon', 'dendrite'], ['motor neuron', 'sensory neuron']],
    ['human eye', undefined, ['retina', 'lens', 'iris'], ['peeper', 'oculus dexter', 'naked eye']],
    ['eye', 'kinds', ['compound eye'], ['peeper', 'oculus dexter', 'oculus sinister']],
    ['respiratory system', undefined, ['lung', 'trachea', 'bronchus'], []],
    ['cell', undefined, ['nucleus', 'cytoplasm', 'cell membrane'], ['fuel cell', 'solar cell']],
    ['bicycle', undefined, ['chain', 'pedal', 'handlebar'], []],
    ['violin', undefined, ['bridge', 'fingerboard'], []],
    ['bank', undefined, ['commercial bank'], []],
    ['layers of the atmosphere', undefined, ['troposphere', 'stratosphere'], ['gloom']],
  ] as const)('%s (%s)', async (topic, focus, present, absent) => {
    const got = await labels(topic, focus);
    expect(got).not.toBeNull();
    expect(got!.length).toBeGreaterThanOrEqual(3);
    for (const label of present) expect(got).toContain(label);
    for (const label of absent) expect(got).not.toContain(label);
    expect(new Set(got!.map((l) => l.toLowerCase())).size).toBe(got!.length);
  });

  it('names the centre with the word the topic used', async () => {
    const { wordnetConcepts } = await import('./from-wordnet.ts');
    expect(wordnetConcepts('neuron')?.center).toBe('neuron');
    expect(wordnetConcepts('plant')?.source).toBe('wordnet:plant');
  });

  it('refuses a request that only a sub-phrase matches, in another sense', async () => {
    expect(await labels('box on a slope')).toBeNull();
    expect(await labels('free body diagram of a box on a slope')).toBeNull();
    expect(await labels('causes of world war 2')).toBeNull();
  });

  it('gives only parts when asked for parts, and null when there are too few', async () => {
    const { wordnetConcepts } = await import('./from-wordnet.ts');
    const flower = wordnetConcepts('flower', 12, { focus: 'parts' });
    expect(flower?.nodes.every((n) => n.relation === 'part')).toBe(true);
    const kinds = wordnetConcepts('flower', 12, { focus: 'kinds' });
    expect(kinds?.nodes.every((n) => n.relation !== 'part')).toBe(true);
  });

  it('reads the focus a request words', async () => {
    const { conceptFocus } = await import('./from-wordnet.ts');
    expect(conceptFocus('parts of a flower')).toBe('parts');
    expect(conceptFocus('label the parts of the eye')).toBe('parts');
    expect(conceptFocus('anatomy of the heart')).toBe('parts');
    expect(conceptFocus('structure of an atom')).toBe('parts');
    expect(conceptFocus('types of rock')).toBe('kinds');
    expect(conceptFocus('kinds of clouds')).toBe('kinds');
    expect(conceptFocus('diagram of a plant')).toBe('any');
  });
});
