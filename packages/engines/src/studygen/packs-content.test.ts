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
});
