import {
  type BodyParagraph,
  type Paper,
  STUDENT_TODO_PREFIX,
  type UpdatePaperRequest,
} from '@studybot/contract';

/** What the student edits: the PUT body (title, sections and the sources the paper cites). */
export type PaperDraft = UpdatePaperRequest;

/** A section tab: `introduction`, `conclusion` or `body-<index>`. */
export type SectionKey = 'introduction' | 'conclusion' | `body-${number}`;

export interface Section {
  key: SectionKey;
  /** The tab's name: Introduction, the body topic, Conclusion. */
  label: string;
  text: string;
}

/** Spec part 1 §9: a selection is previewed in 30 characters. */
export const SELECTION_PREVIEW_CHARS = 30;
/** Spec part 1 §9: draft names (and the listen title) are cut to 50 characters. */
export const DRAFT_NAME_CHARS = 50;

export function draftOf(paper: Paper): PaperDraft {
  return {
    title: paper.title,
    introduction: paper.introduction,
    body_paragraphs: paper.body_paragraphs.map((b) => ({ topic: b.topic, content: b.content })),
    conclusion: paper.conclusion,
    source_ids: paper.citations.map((c) => c.source_id),
  };
}

export function sameDraft(a: PaperDraft, b: PaperDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function bodyLabel(body: BodyParagraph, index: number): string {
  return body.topic.trim() || `Body ${index + 1}`;
}

/** The tabs in paper order: Introduction, each body section by its topic, Conclusion. */
export function sectionsOf(draft: PaperDraft): Section[] {
  return [
    { key: 'introduction', label: 'Introduction', text: draft.introduction },
    ...draft.body_paragraphs.map(
      (body, index): Section => ({ key: `body-${index}`, label: bodyLabel(body, index), text: body.content }),
    ),
    { key: 'conclusion', label: 'Conclusion', text: draft.conclusion },
  ];
}

function bodyIndex(key: SectionKey): number | null {
  const match = /^body-(\d+)$/.exec(key);
  return match ? Number(match[1]) : null;
}

export function sectionText(draft: PaperDraft, key: SectionKey): string {
  return sectionsOf(draft).find((s) => s.key === key)?.text ?? '';
}

/** The draft with one section's text replaced. */
export function withSectionText(draft: PaperDraft, key: SectionKey, text: string): PaperDraft {
  if (key === 'introduction') return { ...draft, introduction: text };
  if (key === 'conclusion') return { ...draft, conclusion: text };
  const index = bodyIndex(key);
  return {
    ...draft,
    body_paragraphs: draft.body_paragraphs.map((b, i) => (i === index ? { ...b, content: text } : b)),
  };
}

/** The draft with a body section's heading replaced. */
export function withBodyTopic(draft: PaperDraft, key: SectionKey, topic: string): PaperDraft {
  const index = bodyIndex(key);
  return {
    ...draft,
    body_paragraphs: draft.body_paragraphs.map((b, i) => (i === index ? { ...b, topic } : b)),
  };
}

export function isBodyKey(key: SectionKey): boolean {
  return bodyIndex(key) !== null;
}

/** A body section's heading; undefined for the introduction and conclusion. */
export function bodyTopic(draft: PaperDraft, key: SectionKey): string | undefined {
  const index = bodyIndex(key);
  return index === null ? undefined : draft.body_paragraphs[index]?.topic;
}

/** Every section's text in paper order, a blank line between sections. */
export function allText(draft: PaperDraft): string {
  return sectionsOf(draft)
    .map((s) => s.text.trim())
    .filter(Boolean)
    .join('\n\n');
}

/** Counted the way the server counts `word_count`: runs holding a letter or a digit. */
export function wordsIn(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The paper's words (introduction, body and conclusion; not the title), as the server counts them. */
export function countWords(draft: PaperDraft): number {
  return wordsIn(
    sectionsOf(draft)
      .map((s) => s.text)
      .join(' '),
  );
}

export function hasContent(draft: PaperDraft): boolean {
  return sectionsOf(draft).some((s) => s.text.trim().length > 0);
}

const NOTE = /\[Your argument:[^\]]*\]/g;

/** A note the local engine left where the student has to write: "[Your argument: …]". */
export interface StudentNote {
  section: SectionKey;
  label: string;
  /** The instruction, without the marker and brackets. */
  text: string;
  start: number;
  end: number;
}

/** The notes still in the draft, in paper order, with where each sits in its section. */
export function studentNotes(draft: PaperDraft): StudentNote[] {
  return sectionsOf(draft).flatMap((section) =>
    [...section.text.matchAll(NOTE)].map((match) => ({
      section: section.key,
      label: section.label,
      text: match[0].slice(STUDENT_TODO_PREFIX.length, -1).trim(),
      start: match.index,
      end: match.index + match[0].length,
    })),
  );
}

/**
 * The paper's prose as the student wrote it, for checking and reading aloud: every section, a blank
 * line between them, the notes left out (they are instructions, not the student's words).
 */
export function proseText(draft: PaperDraft): string {
  return sectionsOf(draft)
    .map((s) =>
      s.text
        .replace(NOTE, '')
        .replace(/[ \t]+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
}

/** `text` cut to `max` characters with an ellipsis, or as it is when it fits. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : text;
}

/** "1 word", "582 words". */
export function words(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'word' : 'words'}`;
}
