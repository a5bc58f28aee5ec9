import type { MathMode, MathTutorResponse } from '@studybot/contract';
import { api } from '../../../lib/api';

/** Spec: a math request gives up after 60 seconds. */
export const MATH_TIMEOUT_MS = 60_000;

/** What is asked: typed text (`user_input`), or a photo of the problem (`image`). */
export type MathTutorInput = { text: string } | { image: File };

/**
 * POST /api/generate/math-tutor as multipart (`user_input` or `image`, and `mode`), aborted when
 * the server takes longer than 60 s. The server reads the form field by field (there is no
 * request schema); the answer is the contract's `MathTutorResponse` for that mode. Both
 * `solveProblem` and `checkSteps` send it.
 */
export async function postMathTutor<M extends MathMode>(
  mode: M,
  input: MathTutorInput,
): Promise<Extract<MathTutorResponse, { mode: M }>> {
  const form = new FormData();
  if ('image' in input) form.append('image', input.image);
  else form.append('user_input', input.text);
  form.append('mode', mode);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), MATH_TIMEOUT_MS);
  try {
    return await api<Extract<MathTutorResponse, { mode: M }>>('/generate/math-tutor', {
      method: 'POST',
      body: form,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
}
