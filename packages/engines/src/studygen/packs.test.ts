import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clearStudyPackCache, DEFAULT_PACKS_DIR, loadStudyPacks, StudyPackError } from './packs.ts';

const FIXTURES = new URL('./fixtures/packs', import.meta.url);

describe('loadStudyPacks', () => {
  it('loads and validates every pack in the folder tree, cached per folder', () => {
    const packs = loadStudyPacks(FIXTURES);
    expect(packs.map((p) => p.id).sort()).toEqual(['ancient-rome', 'photosynthesis']);
    expect(loadStudyPacks(FIXTURES)).toBe(packs);
    expect(loadStudyPacks(fileURLToPath(FIXTURES))).toBe(packs);
  });

  it('yields no packs for a missing folder', () => {
    expect(loadStudyPacks(join(tmpdir(), 'studygen-no-such-dir'))).toEqual([]);
  });

  it('names the bad file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'studygen-packs-'));
    mkdirSync(join(dir, 'biology'));
    const good = readFileSync(
      new URL('./fixtures/packs/biology/photosynthesis.json', import.meta.url),
      'utf8',
    );
    writeFileSync(join(dir, 'biology', 'photosynthesis.json'), good);
    writeFileSync(
      join(dir, 'biology', 'broken.json'),
      JSON.stringify({ ...JSON.parse(good), id: 'broken', terms: [] }),
    );
    expect(() => loadStudyPacks(dir)).toThrow(StudyPackError);
    expect(() => loadStudyPacks(dir)).toThrow(/Study pack biology[/\\]broken\.json is invalid: terms: /);
    writeFileSync(join(dir, 'biology', 'broken.json'), '{ not json');
    expect(() => loadStudyPacks(dir)).toThrow(/broken\.json is invalid: not valid JSON/);
    writeFileSync(join(dir, 'biology', 'broken.json'), good);
    expect(() => loadStudyPacks(dir)).toThrow(/id "photosynthesis" is already used by biology[/\\]/);
    clearStudyPackCache(dir);
  });

  it('resolves the default folder to content/study-packs at the repository root', () => {
    expect(fileURLToPath(DEFAULT_PACKS_DIR).replace(/\\/g, '/')).toMatch(/\/content\/study-packs$/);
  });
});
