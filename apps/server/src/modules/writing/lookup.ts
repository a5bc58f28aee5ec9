import { createHash } from 'node:crypto';
import type { CslItem } from '@studybot/engines/writing';
import type { Config } from '../../config.ts';

/**
 * Works found in OpenAlex or Crossref for the citation finder (off by default: it needs the
 * internet). Only fields the catalogue states are kept; a work without a title, an author and a
 * year is dropped rather than cited half-known.
 */
export type LookupConfig = NonNullable<Config['citationLookup']>;

/** A looked-up work's source id: `ext:` and a hash of its DOI (or title), stable across lookups. */
export const externalId = (key: string) =>
  `ext:${createHash('sha256').update(key.toLowerCase()).digest('hex').slice(0, 24)}`;

interface OpenAlexWork {
  title?: string | null;
  publication_year?: number | null;
  doi?: string | null;
  type?: string | null;
  authorships?: { author?: { display_name?: string | null } | null }[];
  primary_location?: { source?: { display_name?: string | null } | null } | null;
  biblio?: {
    volume?: string | null;
    issue?: string | null;
    first_page?: string | null;
    last_page?: string | null;
  };
}

interface CrossrefWork {
  title?: string[];
  author?: { family?: string; given?: string; name?: string }[];
  issued?: { 'date-parts'?: (number | null)[][] };
  'container-title'?: string[];
  publisher?: string;
  volume?: string;
  issue?: string;
  page?: string;
  DOI?: string;
  type?: string;
}

const CSL_TYPES: Record<string, string> = {
  article: 'article-journal',
  'journal-article': 'article-journal',
  book: 'book',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  report: 'report',
};

/** "Ada Lovelace" → family Lovelace, given Ada (OpenAlex gives display names only). */
function splitName(display: string) {
  const parts = display.trim().split(/\s+/);
  const family = parts.pop() ?? display;
  return parts.length > 0 ? { family, given: parts.join(' ') } : { family };
}

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;

function fromOpenAlex(w: OpenAlexWork): CslItem | null {
  const authors = (w.authorships ?? []).map((a) => a.author?.display_name).filter((n): n is string => !!n);
  if (!w.title || !w.publication_year || authors.length === 0) return null;
  const doi = w.doi?.replace(/^https?:\/\/doi\.org\//i, '');
  const pages = [w.biblio?.first_page, w.biblio?.last_page].filter(Boolean).join('–');
  return defined({
    id: externalId(doi ?? w.title),
    type: CSL_TYPES[w.type ?? ''] ?? 'article-journal',
    title: w.title,
    author: authors.slice(0, 20).map(splitName),
    issued: w.publication_year,
    'container-title': w.primary_location?.source?.display_name ?? undefined,
    volume: w.biblio?.volume ?? undefined,
    issue: w.biblio?.issue ?? undefined,
    page: pages || undefined,
    DOI: doi,
  });
}

function fromCrossref(w: CrossrefWork): CslItem | null {
  const title = w.title?.[0];
  const year = w.issued?.['date-parts']?.[0]?.[0];
  const authors = (w.author ?? [])
    .map((a) =>
      a.family ? defined({ family: a.family, given: a.given }) : a.name ? { literal: a.name } : null,
    )
    .filter((a): a is NonNullable<typeof a> => a !== null);
  if (!title || !year || authors.length === 0) return null;
  return defined({
    id: externalId(w.DOI ?? title),
    type: CSL_TYPES[w.type ?? ''] ?? 'article-journal',
    title,
    author: authors.slice(0, 20),
    issued: year,
    'container-title': w['container-title']?.[0],
    publisher: w.publisher,
    volume: w.volume,
    issue: w.issue,
    page: w.page?.replace('-', '–'),
    DOI: w.DOI,
  });
}

/** Up to `count` works on `topic`; an unreachable or failing service gives none. */
export async function lookupWorks(config: LookupConfig, topic: string, count: number): Promise<CslItem[]> {
  const query = encodeURIComponent(topic.slice(0, 200));
  const url =
    config.provider === 'openalex'
      ? `${config.url}/works?search=${query}&per-page=${count}`
      : `${config.url}/works?query.bibliographic=${query}&rows=${count}`;
  const response = await fetch(url, {
    signal: AbortSignal.timeout(config.timeoutMs),
    headers: { accept: 'application/json', 'user-agent': 'StudyBot (self-hosted study platform)' },
  });
  if (!response.ok) throw new Error(`${config.provider} answered ${response.status}`);
  const body = (await response.json()) as { results?: OpenAlexWork[]; message?: { items?: CrossrefWork[] } };
  const works =
    config.provider === 'openalex'
      ? (body.results ?? []).map(fromOpenAlex)
      : (body.message?.items ?? []).map(fromCrossref);
  return works.filter((w): w is CslItem => w !== null).slice(0, count);
}
