import { z } from 'zod';
import { askForObject } from './ask.ts';
import { inventedNumbers } from './grounding.ts';
import type { LlmProvider } from './provider.ts';

const LlmAssessment = z.object({ overall_assessment: z.string() });

/** The facts the dashboard's assessment is phrased from; the model may reword, never add. */
export interface AssessmentFacts {
  overall_assessment: string;
  strengths: string[];
  areas_for_improvement: string[];
}

/** Asks the model to phrase the computed assessment warmly for the student, from the facts only. */
export async function llmAssessment(provider: LlmProvider, facts: AssessmentFacts): Promise<string> {
  const object = await askForObject(provider, {
    schema: LlmAssessment,
    schemaName: 'assessment',
    system:
      "You write a two- or three-sentence summary of a student's progress for their dashboard, in a warm, " +
      'encouraging voice, addressed to the student. Use only the facts given: every topic name and number ' +
      'must come from them, and add no advice they do not contain.',
    prompt: [
      `Summary: ${facts.overall_assessment}`,
      `Strong: ${facts.strengths.join('; ') || 'none yet'}`,
      `Needs work: ${facts.areas_for_improvement.join('; ') || 'none'}`,
    ],
  });
  return object.overall_assessment.trim();
}

/** Why a phrased assessment cannot be shown: empty, too long, or a number the facts do not hold. */
export function assessmentProblems(text: string, facts: AssessmentFacts): string[] {
  const problems: string[] = [];
  if (text.length === 0) problems.push('empty');
  if (text.length > 600) problems.push('longer than 600 characters');
  const invented = inventedNumbers(text, [
    facts.overall_assessment,
    ...facts.strengths,
    ...facts.areas_for_improvement,
  ]);
  if (invented.length > 0) problems.push(`numbers not in the facts: ${invented.join(', ')}`);
  return problems;
}
