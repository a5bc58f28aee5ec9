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
