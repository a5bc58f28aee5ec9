import {
  type Citation,
  type CitationStyle,
  type GeneratePaperRequest,
  type Paper,
  type UpdatePaperRequest,
  WRITING_TYPE_LABELS,
  type WritingType,
} from '@studybot/contract';
import { CITE_MARK, formatCitations, type SourceShelf } from '@studybot/engines/writing';
import { badRequest } from '../../platform/errors.ts';

/** A paper as the library stores it (the project's id is the row's own). */
export type StoredPaper = Omit<Paper, 'project_id'>;

export interface PaperSections {
  title: string;
  introduction: string;
  body_paragraphs: { topic: string; content: string }[];
  conclusion: string;
}

export const paperWords = (p: PaperSections): number =>
  [p.introduction, ...p.body_paragraphs.map((b) => b.content), p.conclusion]
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Source ids in the order the sections first cite them. */
function citedInOrder(sections: PaperSections): string[] {
  const text = [
    sections.introduction,
    ...sections.body_paragraphs.map((b) => b.content),
    sections.conclusion,
  ].join('\n');
  return [...new Set([...text.matchAll(CITE_MARK)].map((m) => m[1] as string))];
}

/** The references for `sourceIds` in `style`, each with the passages it was used for. */
export function citationsFor(
  shelf: SourceShelf,
  sourceIds: readonly string[],
  style: CitationStyle,
  passages: (sourceId: string) => string[],
): Citation[] {
  const entries = sourceIds.map((id) => {
    const entry = shelf.get(id);
    if (!entry) throw badRequest(`Unknown source: ${id}`);
    return entry;
  });
  const formatted = formatCitations(
    entries.map((e) => e.item),
    style,
  );
  return formatted.map((f) => ({
    source_id: f.id,
    full_reference: f.full_reference,
    in_text: f.in_text,
    passages: passages(f.id),
  }));
}

/**
 * Turns a draft with citation marks into the stored paper: marks become the style's in-text
 * citations (or disappear when the student asked for no references), and only sources the text
 * cites are listed. A mark for a source not on the shelf cannot survive: citationsFor refuses it.
 */
export function finishPaper(
  shelf: SourceShelf,
  draft: PaperSections & { used: Map<string, string[]>; suggestions: string[] },
  request: Pick<GeneratePaperRequest, 'writing_type' | 'citation_style' | 'include_references'>,
  generatedBy: string,
): StoredPaper {
  const cited = citedInOrder(draft).filter((id) => shelf.get(id));
  const citations = citationsFor(shelf, cited, request.citation_style, (id) => draft.used.get(id) ?? []);
  const inText = new Map(citations.map((c) => [c.source_id, c.in_text]));
  const place = (text: string) =>
    text
      .replace(CITE_MARK, (_, id: string) => (request.include_references ? (inText.get(id) ?? '') : ''))
      .replace(/\s+([.,;:!?])/g, '$1')
      .replace(/[ \t]{2,}/g, ' ')
      .trim();
  const sections: PaperSections = {
    title: draft.title,
    introduction: place(draft.introduction),
    body_paragraphs: draft.body_paragraphs.map((b) => ({ topic: b.topic, content: place(b.content) })),
    conclusion: place(draft.conclusion),
  };
  const suggestions = [...draft.suggestions];
  if (!request.include_references && citations.length > 0)
    suggestions.push(
      `References are off, but this draft uses ${citations.length} ${citations.length === 1 ? 'source' : 'sources'}: add citations before you hand it in.`,
    );
  return {
    ...sections,
    word_count: paperWords(sections),
    citations: request.include_references ? citations : [],
    suggestions,
    writing_type: request.writing_type,
    citation_style: request.citation_style,
    generated_by: generatedBy,
  };
}

/** A student's edits applied to a stored paper; the cited sources are formatted again. */
export function editedPaper(shelf: SourceShelf, stored: StoredPaper, edit: UpdatePaperRequest): StoredPaper {
  const before = new Map(stored.citations.map((c) => [c.source_id, c]));
  const ids = [...new Set(edit.source_ids)];
  // A student's own source deleted since it was cited keeps the reference it had.
  const gone = ids.filter((id) => !shelf.get(id) && before.has(id));
  const citations = [
    ...citationsFor(
      shelf,
      ids.filter((id) => !gone.includes(id)),
      stored.citation_style,
      (id) => before.get(id)?.passages ?? shelf.get(id)?.evidence.passages.slice(0, 2) ?? [],
    ),
    ...gone.map((id) => before.get(id)!),
  ];
  // Formatting a different set of sources can change an in-text form ("n.d.-b" becomes "n.d."
  // once the other undated work is gone): the text follows.
  const renamed = new Map<string, string>();
  for (const c of citations) {
    const old = stored.citations.find((o) => o.source_id === c.source_id)?.in_text;
    if (old && old !== c.in_text) renamed.set(old, c.in_text);
  }
  const follow = (text: string) => {
    let out = text;
    for (const [from, to] of renamed) out = out.split(from).join(to);
    return out;
  };
  const sections: PaperSections = {
    title: edit.title,
    introduction: follow(edit.introduction),
    body_paragraphs: edit.body_paragraphs.map((b) => ({ topic: b.topic, content: follow(b.content) })),
    conclusion: follow(edit.conclusion),
  };
  return { ...stored, ...sections, citations, word_count: paperWords(sections) };
}

export const paperDescription = (type: WritingType, words: number) =>
  `${WRITING_TYPE_LABELS[type]}, ${words} words`;

/** A stored paper read back from a project's output, checked loosely (older rows may lack fields). */
export function readStoredPaper(output: unknown): StoredPaper | null {
  const p = output as Partial<StoredPaper> | null;
  if (!p || typeof p !== 'object' || typeof p.introduction !== 'string' || !Array.isArray(p.body_paragraphs))
    return null;
  return p as StoredPaper;
}
