// Minimal local types for the parts of citeproc-js (CommonJS, no bundled types) that cite.ts uses.
declare module 'citeproc' {
  /** A CSL style or locale in citeproc's JSON form (what its XML parser would produce). */
  export interface CslNode {
    name: string;
    attrs: Record<string, string>;
    children: (CslNode | string)[];
  }
  export interface CslSys {
    retrieveLocale(lang: string): CslNode | string;
    retrieveItem(id: string): object | undefined;
  }
  export interface BibliographyMeta {
    /** The ids of each entry, in the order of the entries. */
    entry_ids: string[][];
  }
  export interface CslEngine {
    setOutputFormat(format: 'text' | 'html' | 'rtf'): void;
    updateItems(ids: string[]): void;
    makeBibliography(): [BibliographyMeta, string[]] | false;
    makeCitationCluster(cites: { id: string }[]): string;
  }
  const CSL: {
    Engine: new (sys: CslSys, style: CslNode | string, lang?: string, forceLang?: boolean) => CslEngine;
  };
  export default CSL;
}
