import { describe, expect, it } from 'vitest';
import { findPackDiagram } from './diagram-data.ts';
import { loadStudyPacks } from './packs.ts';

describe('findPackDiagram (the real study packs)', () => {
  const packs = loadStudyPacks();
  const found = (request: string) => {
    const hit = findPackDiagram(packs, request);
    return hit ? `${hit.kind}: ${hit.entry.name}` : null;
  };

  it.each([
    ['water cycle', /^sequence: .*water cycle/i],
    ['the stages of the water cycle', /^sequence: .*water cycle/i],
    ['rock cycle', /^sequence: .*rock cycle/i],
    ['the cell cycle', /^sequence: .*cell cycle/i],
    ['planets in order', /^sequence: .*planets/i],
    ['order of the planets from the sun', /^sequence: .*planets/i],
    ['stages of mitosis', /^sequence: .*mitosis/i],
    ['taxonomic ranks', /^sequence: .*(rank|taxonom|classification)/i],
    ['photosynthesis', /^relations: photosynthesis/i],
    ['stages of photosynthesis', /^sequence: .*photosynthesis/i],
    ['cellular respiration', /^relations: .*respiration/i],
  ])('%s → %s', (request, expected) => {
    expect(found(request)).toMatch(expected);
  });

  it.each(['gravity of planets', 'life cycle of a frog', 'stages of grief', 'water', 'the cell', ''])(
    '%s → nothing',
    (request) => {
      expect(found(request)).toBeNull();
    },
  );
});
