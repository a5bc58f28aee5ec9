import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SUBJECTS } from '../studygen/pack.ts';

/**
 * The bundled source catalogue (`content/sources/<subject>.json`): real works a paper may cite.
 * Field names follow CSL-JSON so an entry goes to the citation processor as it is. Only metadata
 * that is certain is kept; a field that is not known is left out, never guessed.
 */
export const DEFAULT_SOURCES_DIR = new URL('../../../../content/sources', import.meta.url);

const Name = z.union([
  z.object({ family: z.string().min(1), given: z.string().min(1).optional() }).strict(),
  /** An organisation, e.g. "OpenStax" or "World Health Organization". */
  z.object({ literal: z.string().min(1) }).strict(),
]);

export const SOURCE_TYPES = ['book', 'article-journal', 'chapter', 'webpage', 'report'] as const;

export const CatalogueSource = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    type: z.enum(SOURCE_TYPES),
    title: z.string().min(2),
    author: z.array(Name).min(1).optional(),
    editor: z.array(Name).min(1).optional(),
    /**
     * Year of publication of the edition described. Left out for ancient works whose date is only
     * approximate: the styles then print "n.d." rather than a guessed year.
     */
    issued: z.number().int().min(1).max(2026).optional(),
    /** Year the work first appeared, when the entry describes a later edition. */
    'original-date': z.number().int().min(-800).max(2026).optional(),
    'container-title': z.string().min(2).optional(),
    publisher: z.string().min(2).optional(),
    'publisher-place': z.string().min(2).optional(),
    edition: z.string().min(1).optional(),
    volume: z.string().min(1).optional(),
    issue: z.string().min(1).optional(),
    page: z
      .string()
      .regex(/^[A-Za-z]?\d+([–-][A-Za-z]?\d+)?$/)
      .optional(),
    DOI: z.string().optional(),
    ISBN: z.string().optional(),
    URL: z.string().url().optional(),
    subject: z.enum(SUBJECTS),
    /** Lower-case words and phrases a student's topic may use for this work. */
    keywords: z.array(z.string().min(2).max(60)).min(3),
    /**
     * What the work says, one claim per passage, true of the work itself. Papers quote or
     * paraphrase these and cite the work for them.
     */
    passages: z.array(z.string().min(30).max(400)).min(2),
  })
  .strict()
  .refine((s) => s.author || s.editor, 'A source needs an author or an editor');
export type CatalogueSource = z.infer<typeof CatalogueSource>;

const cache = new Map<string, CatalogueSource[]>();

/** Every catalogue entry, read once per directory. Throws on an entry that breaks the schema. */
export function loadSources(dir: string | URL = DEFAULT_SOURCES_DIR): CatalogueSource[] {
  const key = String(dir);
  const cached = cache.get(key);
  if (cached) return cached;
  const sources: CatalogueSource[] = [];
  const path = dir instanceof URL ? fileURLToPath(dir) : dir;
  for (const file of readdirSync(path)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const raw = JSON.parse(readFileSync(join(path, file), 'utf8')) as unknown[];
    raw.forEach((entry, i) => {
      const parsed = CatalogueSource.safeParse(entry);
      if (!parsed.success) throw new Error(`${file} entry ${i}: ${parsed.error.issues[0]?.message}`);
      sources.push(parsed.data);
    });
  }
  cache.set(key, sources);
  return sources;
}
