import type { TranscriptionProvider } from './provider.ts';

/** What the student said in a recording, from the configured speech-to-text model. */
export async function transcribe(provider: TranscriptionProvider, audio: Uint8Array): Promise<string> {
  const { experimental_transcribe: transcribeAudio } = await import('ai');
  const { text } = await transcribeAudio({
    model: provider.model,
    audio,
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(provider.timeoutMs),
  });
  return text.trim();
}
