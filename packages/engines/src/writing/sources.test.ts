import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUBJECTS } from '../studygen/pack.ts';
import { isValidDoi, isValidIsbn } from './identifiers.ts';
import { DEFAULT_SOURCES_DIR, loadSources } from './sources.ts';

describe('isValidIsbn', () => {
  it('accepts ISBN-13s and ISBN-10s whose check digit is right, with or without hyphens', () => {
    for (const isbn of [
      '978-0-306-40615-7',
      '9780306406157',
      '0-306-40615-2',
      '0306406152',
      '0-8044-2957-X',
      '080442957x',
      '979-10-90636-07-1',
    ]) {
      expect(isValidIsbn(isbn), isbn).toBe(true);
    }
  });

  it('rejects a wrong check digit, a wrong length, a bad prefix and stray characters', () => {
    for (const isbn of [
      '978-0-306-40615-6',
      '0-306-40615-3',
      '0-8044-2957-1',
      '978-0-306-40615',
      '97803064061571',
      '977-0-306-40615-7',
      '978X306406157',
      'X306406152',
      'ISBN 0-306-40615-2',
      '0--306-40615-2',
      '-0306406152',
      '',
    ]) {
      expect(isValidIsbn(isbn), isbn).toBe(false);
    }
  });
});

describe('isValidDoi', () => {
  it('accepts DOI syntax', () => {
    for (const doi of [
      '10.1038/171737a0',
      '10.1126/science.162.3859.1243',
      '10.1016/S0169-7552(98)00110-X',
    ]) {
      expect(isValidDoi(doi), doi).toBe(true);
    }
  });

  it('rejects strings that are not bare DOIs', () => {
    for (const doi of [
      'https://doi.org/10.1038/171737a0',
      'doi:10.1038/171737a0',
      '10.103/abc',
      '10.1038/',
      '10.1038 /171737a0',
      '10.1038/171 737a0',
      '11.1038/171737a0',
    ]) {
      expect(isValidDoi(doi), doi).toBe(false);
    }
  });
});

describe('the source catalogue', () => {
  const sources = loadSources();
  const dir = fileURLToPath(DEFAULT_SOURCES_DIR);

  it('has at least 150 entries and at least 12 for every subject', () => {
    expect(sources.length).toBeGreaterThanOrEqual(150);
    for (const subject of SUBJECTS) {
      expect(sources.filter((s) => s.subject === subject).length, subject).toBeGreaterThanOrEqual(12);
    }
  });

  it('keeps each subject in its own file', () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const subject = file.replace(/\.json$/, '');
      expect(SUBJECTS as readonly string[], file).toContain(subject);
      const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { id: string; subject: string }[];
      for (const entry of entries) expect(entry.subject, entry.id).toBe(subject);
    }
  });

  it('gives every entry a unique id', () => {
    const seen = new Set<string>();
    for (const { id } of sources) {
      expect(seen.has(id), id).toBe(false);
      seen.add(id);
    }
  });

  it('has no two entries for the same title by the same authors', () => {
    const seen = new Map<string, string>();
    for (const s of sources) {
      const key = `${s.title.toLowerCase()}|${JSON.stringify(s.author ?? s.editor)}`;
      expect(seen.get(key), `${s.id} repeats ${seen.get(key)}`).toBeUndefined();
      seen.set(key, s.id);
    }
  });

  it('carries only valid ISBNs and DOIs', () => {
    for (const s of sources) {
      if (s.ISBN !== undefined) expect(isValidIsbn(s.ISBN), `${s.id}: ${s.ISBN}`).toBe(true);
      if (s.DOI !== undefined) expect(isValidDoi(s.DOI), `${s.id}: ${s.DOI}`).toBe(true);
    }
  });

  it('links only over https', () => {
    for (const s of sources) {
      if (s.URL !== undefined) expect(new URL(s.URL).protocol, `${s.id}: ${s.URL}`).toBe('https:');
    }
  });

  it('names the journal of every journal article and the book of every chapter', () => {
    for (const s of sources.filter((s) => s.type === 'article-journal' || s.type === 'chapter')) {
      expect(s['container-title'], s.id).toBeDefined();
    }
  });

  it('writes keywords in lower case, without repeats', () => {
    for (const s of sources) {
      for (const k of s.keywords) expect(k, s.id).toBe(k.toLowerCase());
      expect(new Set(s.keywords).size, s.id).toBe(s.keywords.length);
    }
  });

  it('dates an original publication before the edition described', () => {
    for (const s of sources) {
      if (s['original-date'] !== undefined)
        expect(s['original-date'], s.id).toBeLessThan(s.issued ?? Number.NaN);
    }
  });
});

describe('loadSources', () => {
  it('throws an error naming the file and entry that break the schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-'));
    try {
      const good = {
        id: 'good-entry',
        type: 'book',
        title: 'A Good Entry',
        author: [{ family: 'Writer', given: 'Ann' }],
        issued: 2000,
        subject: 'history',
        keywords: ['one', 'two', 'three'],
        passages: [
          'A first passage that is long enough to pass.',
          'A second passage that is long enough too.',
        ],
      };
      const { passages: _dropped, ...broken } = { ...good, id: 'broken-entry' };
      writeFileSync(join(dir, 'history.json'), JSON.stringify([good, broken]));
      expect(() => loadSources(dir)).toThrow(/^history\.json entry 1: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
