import { WRITING_TYPE_LABELS, type WritingType } from '@studybot/contract';
import { CITE_MARK, citeMark, type RetrievedPassage } from '@studybot/engines/writing';
import { z } from 'zod';
import { askForObject } from './ask.ts';
import type { LlmProvider } from './provider.ts';

const LlmPaper = z.object({
  title: z.string(),
  introduction: z.string(),
  body_paragraphs: z.array(z.object({ topic: z.string(), content: z.string() })),
  conclusion: z.string(),
});

export interface PaperSections {
  title: string;
  introduction: string;
  body_paragraphs: { topic: string; content: string }[];
  conclusion: string;
  /** The passages each cited source contributed. */
  used: Map<string, string[]>;
}

export interface LlmPaperInput {
  prompt: string;
  writing_type: WritingType;
  word_count: number;
  passages: readonly RetrievedPassage[];
}

const OUTLINES: Record<WritingType, string> = {
  essay: 'introduction with a thesis, body sections each making one point, conclusion',
  argumentative_essay:
    'introduction with a claim, sections for the claim, supporting evidence, a counter-claim and a rebuttal, conclusion',
  analytical_essay: 'introduction with a thesis, sections for context, analysis and significance, conclusion',
  report: 'introduction, background, findings sections, discussion with recommendations, conclusion',
  research_paper:
    'introduction with a research question, background, method (how the given sources were chosen), findings, discussion, conclusion',
};

/** A passage's label as the model sees it: [S1], [S2], … */
const label = (i: number) => `S${i + 1}`;

/**
 * Asks the model for a draft written only from the numbered passages, citing them as [S<n>]. The
 * marks are turned into citation marks for the passages' sources; a mark for anything not given
 * is dropped, so no citation can point outside the retrieved set.
 */
export async function llmPaper(provider: LlmProvider, input: LlmPaperInput): Promise<PaperSections> {
  const object = await askForObject(provider, {
    schema: LlmPaper,
    schemaName: 'paper',
    system:
      'You write school papers for students aged 13 and over. Use ONLY the numbered passages as evidence; ' +
      'never state a fact that is not in them. Every sentence that states a fact ends with the label of the ' +
      'passage it comes from in square brackets, e.g. "[S3]". Sentences of your own (thesis, transitions, ' +
      'analysis) state no new facts. Write plain prose, no markdown, no reference list.',
    prompt: [
      `Prompt: ${input.prompt}`,
      `Kind of writing: ${WRITING_TYPE_LABELS[input.writing_type]} (${OUTLINES[input.writing_type]}).`,
      `Length: about ${input.word_count} words in total.`,
      'Passages:',
      ...input.passages.map((p, i) => `[${label(i)}] ${p.text}`),
    ],
  });
  const used = new Map<string, string[]>();
  const cite = (text: string) =>
    text
      .replace(/\s*\[S(\d+)\]/g, (_, n: string) => {
        const passage = input.passages[Number(n) - 1];
        if (!passage) return '';
        const list = used.get(passage.source_id) ?? [];
        if (!list.includes(passage.text)) used.set(passage.source_id, [...list, passage.text]);
        return ` ${citeMark(passage.source_id)}`;
      })
      .trim();
  return {
    title: object.title.trim(),
    introduction: cite(object.introduction),
    body_paragraphs: object.body_paragraphs.map((b) => ({ topic: b.topic.trim(), content: cite(b.content) })),
    conclusion: cite(object.conclusion),
    used,
  };
}

/** Problems with a model's draft: a body section that cites nothing, or no body at all. */
export function paperProblems(paper: PaperSections): string[] {
  const problems: string[] = [];
  if (paper.body_paragraphs.length === 0) problems.push('the paper has no body sections');
  paper.body_paragraphs.forEach((b, i) => {
    if (!new RegExp(CITE_MARK.source).test(b.content))
      problems.push(`body section ${i + 1} cites no passage`);
  });
  return problems;
}
