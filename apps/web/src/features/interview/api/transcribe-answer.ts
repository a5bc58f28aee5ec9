import type { TranscriptionResponse } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A name that matches the recording's format: `answer.webm` for `audio/webm;codecs=opus`. */
function fileName(recording: Blob): string {
  const subtype = /^[a-z]+\/([a-z0-9.+-]+)/i.exec(recording.type)?.[1];
  return `answer.${subtype ?? 'webm'}`;
}

/**
 * POST /api/interview/transcribe (multipart field `audio`): what the student said in a recorded
 * answer. 409 when the server has no speech-to-text, 502 when it failed, 403 off-plan, 429 when
 * uploads are used up, 413 when the recording is too large.
 */
export function transcribeAnswer(recording: Blob): Promise<TranscriptionResponse> {
  const form = new FormData();
  form.append('audio', recording, fileName(recording));
  return api<TranscriptionResponse>('/interview/transcribe', { method: 'POST', body: form });
}

export function useTranscribeAnswer() {
  return useMutation({ mutationFn: transcribeAnswer });
}
