import { describe, expect, it } from 'vitest';
import { findPackDiagram, reversedName } from './diagram-data.ts';
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

  it.each(['gravity of planets', 'life cycle of a fern', 'stages of grief', 'water', 'the cell', ''])(
    '%s → nothing',
    (request) => {
      expect(found(request)).toBeNull();
    },
  );

  it.each([
    ['life cycle of a butterfly', 'sequence: Life cycle of a butterfly'],
    ['butterfly life cycle', 'sequence: Life cycle of a butterfly'],
    ["the butterfly's life cycle", 'sequence: Life cycle of a butterfly'],
    ['stages in the life cycle of butterflies', 'sequence: Life cycle of a butterfly'],
    ['complete metamorphosis', 'sequence: Life cycle of a butterfly'],
    ['life cycle of a frog', 'sequence: Life cycle of a frog'],
    ["a frog's life cycle", 'sequence: Life cycle of a frog'],
    ['frog metamorphosis', 'sequence: Life cycle of a frog'],
    ['life cycle of a flowering plant', 'sequence: Life cycle of a flowering plant'],
    ['plant life cycle', 'sequence: Life cycle of a flowering plant'],
    ['life cycle of a star', 'sequence: Life cycle of a Sun-like star'],
    ['life cycle of the sun', 'sequence: Life cycle of a Sun-like star'],
    ['life cycle of a star like the sun', 'sequence: Life cycle of a Sun-like star'],
    ['life cycle of a massive star', 'sequence: Life cycle of a massive star'],
    ['the krebs cycle', 'sequence: The Krebs cycle (citric acid cycle)'],
    ['citric acid cycle', 'sequence: The Krebs cycle (citric acid cycle)'],
    ['stages of the krebs cycle', 'sequence: The Krebs cycle (citric acid cycle)'],
    ['stages of cellular respiration', 'sequence: Stages of aerobic respiration'],
    ['meiosis', 'sequence: Phases of meiosis'],
    ['stages of meiosis', 'sequence: Phases of meiosis'],
    ['meiosis I and II', 'sequence: Phases of meiosis'],
    ['double circulation', 'sequence: Double circulation of the blood'],
    ['blood circulation', 'sequence: Double circulation of the blood'],
    ['the circulatory system', 'sequence: Double circulation of the blood'],
    ['path of blood through the heart', 'sequence: Path of blood through the heart'],
    ['blood flow through the heart', 'sequence: Path of blood through the heart'],
    ['phases of the moon', 'sequence: Phases of the Moon'],
    ['moon phases', 'sequence: Phases of the Moon'],
    ['lunar cycle', 'sequence: Phases of the Moon'],
    ['changes of state', 'sequence: Changes of state'],
    ['states of matter', 'sequence: Changes of state'],
    ['reflex arc', 'sequence: The reflex arc'],
    ['the reflex arc labelled', 'sequence: The reflex arc'],
    ['light-dependent reactions', 'relations: Light-dependent reactions of photosynthesis'],
    ['light dependent reactions of photosynthesis', 'relations: Light-dependent reactions of photosynthesis'],
    ['light and dark reactions', 'sequence: Stages of photosynthesis'],
    ['protein synthesis', 'relations: Protein synthesis'],
    ['stages of protein synthesis', 'sequence: Stages of protein synthesis'],
    ['transcription and translation', 'sequence: Stages of protein synthesis'],
    ['nitrogen cycle', 'sequence: The nitrogen cycle'],
    ['geological time scale', 'sequence: Geological time: Precambrian and the three eras'],
  ])('%s → %s (new and fixed entries)', (request, expected) => {
    expect(found(request)).toBe(expected);
  });

  // A bare animal, body part or sky object is a picture of the thing, not its cycle or pathway.
  it.each([
    'diagram of a butterfly',
    'butterfly',
    'parts of a butterfly',
    'metamorphosis',
    'diagram of a frog',
    'parts of a flower',
    'flowering plants',
    'stars',
    'the sun',
    'the heart',
    'diagram of the heart',
    'structure of the heart',
    'the moon',
    'gravity of the moon',
    'reflex angle',
    'blood',
    'mitosis and meiosis',
  ])('%s → nothing (near miss)', (request) => {
    expect(found(request)).toBeNull();
  });

  it.each([
    ['what are the stages of mitosis', 'Phases of mitosis'],
    ['explain the water cycle', 'The water cycle'],
    ['water cycle diagram for grade 5', 'The water cycle'],
    ['the water cycle for kids with labels', 'The water cycle'],
    ['how does the rock cycle work', 'The rock cycle'],
    ['plot structure', 'Plot structure'],
  ])('%s: the words around a keyword only frame it', (request, name) => {
    expect(findPackDiagram(packs, request)?.entry.name).toBe(name);
  });

  it('turns the order round when the request names the last stage first, or the ends the other way', () => {
    const ranks = findPackDiagram(packs, 'taxonomic ranks from species to domain')!;
    expect(ranks).toMatchObject({ reversed: true, entry: { name: 'Taxonomic ranks' } });
    expect(findPackDiagram(packs, 'taxonomic ranks from domain to species')!.reversed).toBe(false);
    const spectrum = findPackDiagram(packs, 'electromagnetic spectrum from shortest to longest wavelength')!;
    expect(spectrum.reversed).toBe(true);
    expect(reversedName(spectrum.entry.name)).toBe(
      'Electromagnetic spectrum (shortest to longest wavelength)',
    );
    expect(findPackDiagram(packs, 'electromagnetic spectrum')!.reversed).toBe(false);
  });
});
