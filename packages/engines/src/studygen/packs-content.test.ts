import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StudyPack, SUBJECTS } from './pack.ts';

const root = fileURLToPath(new URL('../../../../content/study-packs', import.meta.url));

interface LoadedPack {
  file: string;
  folder: string;
  pack: StudyPack;
}

function loadPacks(): LoadedPack[] {
  const loaded: LoadedPack[] = [];
  for (const folder of readdirSync(root).sort()) {
    const dir = join(root, folder);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.json')) continue;
      const raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const parsed = StudyPack.safeParse(raw);
      if (!parsed.success) {
        throw new Error(`${folder}/${file} does not match StudyPack: ${parsed.error.message}`);
      }
      loaded.push({ file, folder, pack: parsed.data });
    }
  }
  return loaded;
}

const lower = (s: string) => s.toLowerCase();

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const dupes: string[] = [];
  for (const value of values.map(lower)) {
    if (seen.has(value)) dupes.push(value);
    seen.add(value);
  }
  return dupes;
}

describe('study pack content', () => {
  const packs = loadPacks();

  it('has at least 40 packs that parse', () => {
    expect(packs.length).toBeGreaterThanOrEqual(40);
  });

  it('has unique ids that match file names and subjects that match folders', () => {
    expect(duplicates(packs.map((p) => p.pack.id))).toEqual([]);
    for (const { file, folder, pack } of packs) {
      expect(basename(file, '.json'), `${folder}/${file}`).toBe(pack.id);
      expect(pack.subject, `${folder}/${file}`).toBe(folder);
    }
  });

  it('has at least 3 packs for every subject', () => {
    for (const subject of SUBJECTS) {
      const count = packs.filter((p) => p.pack.subject === subject).length;
      expect(count, subject).toBeGreaterThanOrEqual(3);
    }
  });

  it('has no duplicate questions, terms or statements within a pack', () => {
    for (const { pack } of packs) {
      expect(duplicates(pack.facts.map((f) => f.question)), `${pack.id} questions`).toEqual([]);
      expect(duplicates(pack.facts.map((f) => f.statement)), `${pack.id} statements`).toEqual([]);
      expect(duplicates(pack.terms.map((t) => t.term)), `${pack.id} terms`).toEqual([]);
    }
  });

  it('never repeats a word by mistake ("called a a reflex")', () => {
    for (const { pack } of packs) {
      const texts = [
        ...pack.facts.flatMap((f) => [f.question, f.statement]),
        ...pack.terms.map((t) => t.definition),
      ];
      const doubled = texts.filter((t) => /\b(a|an|the|of|to|is|in|and)\s+\1\b/i.test(t));
      expect(doubled, pack.id).toEqual([]);
    }
  });

  it('states every answer in its statement and keeps distractors distinct from it', () => {
    for (const { pack } of packs) {
      for (const fact of pack.facts) {
        const where = `${pack.id}: ${fact.question}`;
        const answer = lower(fact.answer);
        expect(lower(fact.statement).includes(answer), `${where} (answer not in statement)`).toBe(true);
        const distractors = fact.distractors.map(lower);
        expect(distractors, `${where} (distractor equals answer)`).not.toContain(answer);
        expect(new Set(distractors).size, `${where} (repeated distractor)`).toBe(distractors.length);
      }
    }
  });

  it('never uses a term inside its own definition', () => {
    for (const { pack } of packs) {
      for (const term of pack.terms) {
        expect(lower(term.definition).includes(lower(term.term)), `${pack.id}: ${term.term}`).toBe(false);
      }
    }
  });

  it('gives every history pack at least 6 events', () => {
    for (const { pack } of packs.filter((p) => p.pack.subject === 'history')) {
      expect(pack.events?.length ?? 0, pack.id).toBeGreaterThanOrEqual(6);
    }
  });
});

describe('study pack diagram data (sequences and relations)', () => {
  const packs = loadPacks().map((p) => p.pack);
  const sequences = packs.flatMap((pack) => (pack.sequences ?? []).map((entry) => ({ pack, entry })));
  const relations = packs.flatMap((pack) => (pack.relations ?? []).map((entry) => ({ pack, entry })));
  const labels = (name: string) => {
    const hit = sequences.find(({ entry }) => entry.name === name);
    if (!hit) throw new Error(`no sequence named ${name}`);
    return hit.entry.stages.map((s) => lower(s.label));
  };
  const position = (stages: string[], word: string) => stages.findIndex((label) => label.includes(word));

  it('has sequences, cycles and relations to draw', () => {
    expect(sequences.filter(({ entry }) => entry.cycle).length).toBeGreaterThanOrEqual(6);
    expect(sequences.filter(({ entry }) => !entry.cycle).length).toBeGreaterThanOrEqual(12);
    expect(relations.length).toBeGreaterThanOrEqual(6);
  });

  it('uses lower-case keywords that are unique across all packs', () => {
    const keywords = [...sequences, ...relations].flatMap(({ pack, entry }) =>
      entry.keywords.map((keyword) => ({ keyword, where: `${pack.id}: ${entry.name}` })),
    );
    for (const { keyword, where } of keywords) {
      expect(keyword, where).toBe(keyword.toLowerCase());
      expect(keyword.trim(), where).toBe(keyword);
    }
    expect(duplicates(keywords.map((k) => k.keyword))).toEqual([]);
  });

  it('never repeats a stage label within a sequence', () => {
    for (const { pack, entry } of sequences) {
      expect(duplicates(entry.stages.map((s) => s.label)), `${pack.id}: ${entry.name}`).toEqual([]);
    }
  });

  it('has unique entry names within each pack', () => {
    for (const pack of packs) {
      const names = [...(pack.sequences ?? []), ...(pack.relations ?? [])].map((e) => e.name);
      expect(duplicates(names), pack.id).toEqual([]);
    }
  });

  it('lists the planets from Mercury to Neptune', () => {
    const planets = labels('Planets in order from the Sun');
    expect(planets).toHaveLength(8);
    expect(planets[0]).toBe('mercury');
    expect(planets[2]).toBe('earth');
    expect(planets.at(-1)).toBe('neptune');
  });

  it('puts the phases of mitosis in order', () => {
    const mitosis = labels('Phases of mitosis');
    const order = ['prophase', 'metaphase', 'anaphase', 'telophase'].map((p) => position(mitosis, p));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('ranks taxonomy from domain to species', () => {
    const ranks = labels('Taxonomic ranks');
    expect(ranks[0]).toBe('domain');
    expect(ranks.at(-1)).toBe('species');
  });

  it('runs the water cycle from evaporation through condensation to precipitation', () => {
    const water = sequences.find(({ entry }) => entry.keywords.includes('water cycle'));
    expect(water?.entry.cycle).toBe(true);
    const stages = water!.entry.stages.map((s) => lower(s.label));
    const order = ['evaporation', 'condensation', 'precipitation'].map((p) => position(stages, p));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('gives photosynthesis carbon dioxide in and oxygen out', () => {
    const photo = relations.find(({ entry }) => entry.keywords.includes('photosynthesis'));
    expect(photo).toBeDefined();
    expect(photo!.entry.inputs.map(lower).some((i) => i.includes('carbon dioxide'))).toBe(true);
    expect(photo!.entry.outputs.map(lower).some((o) => o.includes('oxygen'))).toBe(true);
    expect(photo!.entry.outputs.map(lower).some((o) => o.includes('carbon dioxide'))).toBe(false);
  });

  /** Index of the first stage label that starts with each prefix (lower case); all must be present. */
  const starts = (stages: string[], prefixes: string[]) =>
    prefixes.map((prefix) => {
      const at = stages.findIndex((label) => label.startsWith(prefix));
      if (at < 0) throw new Error(`no stage starting "${prefix}" in ${stages.join(' → ')}`);
      return at;
    });
  const ascending = (order: number[]) => order.every((n, i) => i === 0 || n > order[i - 1]!);
  const entry = (name: string) => {
    const hit = sequences.find(({ entry }) => entry.name === name);
    if (!hit) throw new Error(`no sequence named ${name}`);
    return hit.entry;
  };
  const relation = (name: string) => {
    const hit = relations.find(({ entry }) => entry.name === name);
    if (!hit) throw new Error(`no relations named ${name}`);
    return hit.entry;
  };

  it('runs the nitrogen cycle so that every arrow is a real transfer', () => {
    const nitrogen = entry('The nitrogen cycle');
    expect(nitrogen.cycle).toBe(true);
    const stages = labels('The nitrogen cycle');
    const [air, fixation, nitrification, assimilation, ammonification, denitrification] = starts(stages, [
      'nitrogen gas',
      'nitrogen fixation',
      'nitrification',
      'assimilation',
      'ammonification',
      'denitrification',
    ]);
    expect(
      ascending([air!, fixation!, nitrification!, assimilation!, ammonification!, denitrification!]),
    ).toBe(true);
    // Ammonium from decay is nitrified before denitrifying bacteria can return it to the air as N₂.
    const between = stages.slice(ammonification! + 1, denitrification);
    expect(between.some((label) => label.startsWith('nitrification'))).toBe(true);
    // Animals eat plants between assimilation and ammonification.
    expect(stages.slice(assimilation! + 1, ammonification).some((label) => label.includes('animals'))).toBe(
      true,
    );
    // Denitrification is last, so the ring closes on N₂ in the air.
    expect(denitrification).toBe(stages.length - 1);
  });

  it('gives protein synthesis what translation uses, at the ribosome, after transcription in the nucleus', () => {
    const protein = relation('Protein synthesis');
    const inputs = protein.inputs.map(lower);
    expect(inputs.some((i) => i.includes('amino acids'))).toBe(true);
    expect(inputs.filter((i) => i.includes('mrna'))).toEqual(['mrna (template)']);
    expect(inputs.some((i) => i.includes('dna'))).toBe(false);
    expect(lower(protein.site ?? '')).toMatch(/^ribosome/);
    expect(protein.outputs.map(lower).some((o) => o.includes('protein'))).toBe(true);
    const stages = labels('Stages of protein synthesis');
    const [transcription, translation] = starts(stages, [
      'transcription (nucleus)',
      'translation (ribosome)',
    ]);
    expect(transcription).toBeLessThan(translation!);
  });

  it('does not call the Precambrian an era', () => {
    const time = entry('Geological time: Precambrian and the three eras');
    const [first, ...eras] = time.stages;
    expect(lower(first!.label)).toBe('precambrian time');
    expect(lower(first!.detail ?? '')).toContain('not an era');
    expect(eras.map((s) => s.label)).toEqual(['Paleozoic Era', 'Mesozoic Era', 'Cenozoic Era']);
  });

  it('runs the animal and plant life cycles in order, as cycles', () => {
    for (const [name, order] of [
      ['Life cycle of a butterfly', ['egg', 'larva', 'pupa', 'adult']],
      ['Life cycle of a frog', ['frogspawn', 'tadpole', 'froglet', 'adult']],
      [
        'Life cycle of a flowering plant',
        [
          'seed',
          'germination',
          'seedling',
          'mature',
          'flowering',
          'pollination',
          'fertilisation',
          'seed dispersal',
        ],
      ],
    ] as const) {
      expect(entry(name).cycle, name).toBe(true);
      expect(ascending(starts(labels(name), [...order])), name).toBe(true);
    }
  });

  it('ends a Sun-like star as a white dwarf and a massive star in a supernova', () => {
    const sunLike = labels('Life cycle of a Sun-like star');
    expect(
      ascending(starts(sunLike, ['nebula', 'protostar', 'main sequence', 'red giant', 'white dwarf'])),
    ).toBe(true);
    expect(sunLike.some((label) => label.includes('supernova') || label.includes('black hole'))).toBe(false);
    const massive = labels('Life cycle of a massive star');
    expect(
      ascending(starts(massive, ['nebula', 'protostar', 'main sequence', 'red supergiant', 'supernova'])),
    ).toBe(true);
    expect(massive.at(-1)).toMatch(/neutron star|black hole/);
  });

  it('turns the Krebs cycle from citrate back to oxaloacetate', () => {
    expect(entry('The Krebs cycle (citric acid cycle)').cycle).toBe(true);
    const krebs = labels('The Krebs cycle (citric acid cycle)');
    const order = starts(krebs, [
      'acetyl-coa',
      'citrate',
      'isocitrate',
      'α-ketoglutarate',
      'succinyl-coa',
      'succinate',
      'fumarate',
      'malate',
      'oxaloacetate',
    ]);
    expect(order).toEqual(krebs.map((_, i) => i));
  });

  it('puts meiosis I before meiosis II', () => {
    const meiosis = labels('Phases of meiosis');
    const phases = ['prophase', 'metaphase', 'anaphase', 'telophase'];
    const order = starts(meiosis, [...phases.map((p) => `${p} i`), ...phases.map((p) => `${p} ii`)]);
    expect(new Set(order).size).toBe(8);
    expect(ascending(order)).toBe(true);
  });

  it('sends blood through the right heart to the lungs and the left heart to the body', () => {
    const path = [
      'right atrium',
      'right ventricle',
      'pulmonary artery',
      'lungs',
      'pulmonary vein',
      'left atrium',
    ];
    const rest = ['left ventricle', 'aorta'];
    expect(entry('Double circulation of the blood').cycle).toBe(true);
    const circulation = labels('Double circulation of the blood');
    expect(ascending(starts(circulation, [...path, ...rest, 'body', 'vena cava']))).toBe(true);
    expect(circulation.at(-1)).toBe('vena cava');
    const heart = labels('Path of blood through the heart');
    expect(entry('Path of blood through the heart').cycle).toBe(false);
    expect(heart[0]).toBe('vena cava');
    expect(heart.at(-1)).toBe('aorta');
    expect(ascending(starts(heart, [...path, ...rest]))).toBe(true);
  });

  it('cycles the eight phases of the Moon', () => {
    const moon = labels('Phases of the Moon');
    expect(entry('Phases of the Moon').cycle).toBe(true);
    expect(moon).toEqual([
      'new moon',
      'waxing crescent',
      'first quarter',
      'waxing gibbous',
      'full moon',
      'waning gibbous',
      'third quarter',
      'waning crescent',
    ]);
  });

  it('cycles the changes of state and mentions sublimation', () => {
    const state = entry('Changes of state');
    expect(state.cycle).toBe(true);
    const stages = labels('Changes of state');
    expect(ascending(starts(stages, ['melting', 'evaporation', 'condensation', 'freezing']))).toBe(true);
    expect(state.stages.some((s) => lower(s.detail ?? '').includes('sublime'))).toBe(true);
  });

  it('runs the reflex arc from stimulus to response', () => {
    expect(labels('The reflex arc')).toEqual([
      'stimulus',
      'receptor',
      'sensory neuron',
      'relay neuron',
      'motor neuron',
      'effector',
      'response',
    ]);
  });

  it('gives the light-dependent reactions water and light in, ATP, NADPH and oxygen out, in the thylakoids', () => {
    const light = relation('Light-dependent reactions of photosynthesis');
    const inputs = light.inputs.map(lower);
    const outputs = light.outputs.map(lower);
    for (const input of ['light', 'water', 'adp', 'nadp'])
      expect(
        inputs.some((i) => i.includes(input)),
        input,
      ).toBe(true);
    for (const output of ['atp', 'nadph', 'oxygen'])
      expect(
        outputs.some((o) => o.includes(output)),
        output,
      ).toBe(true);
    expect(outputs.some((o) => o.includes('glucose'))).toBe(false);
    expect(lower(light.site ?? '')).toContain('thylakoid');
  });

  it('keeps everyday words out of diagram keywords ("diagram of a butterfly" is not its life cycle)', () => {
    const bare = [
      'butterfly',
      'frog',
      'plant',
      'flower',
      'star',
      'sun',
      'moon',
      'heart',
      'blood',
      'reflex',
      'state',
    ];
    const keywords = [...sequences, ...relations].flatMap(({ entry }) => entry.keywords);
    expect(keywords.filter((k) => bare.includes(k))).toEqual([]);
  });
});
