import type { VoiceId } from '@studybot/contract';
import type { SpeechProvider } from './provider.ts';

/** Our voices on the OpenAI speech API: same gender and a similar character. */
const PROVIDER_VOICES: Record<VoiceId, string> = {
  victoria: 'nova',
  olivia: 'shimmer',
  joseph: 'onyx',
  marcus: 'fable',
  emma: 'coral',
  brian: 'echo',
  sarah: 'alloy',
  axel: 'ash',
};

/** The API reads at most 4,096 characters per call. */
export const PROVIDER_CHUNK_CHARS = 4000;

/** MP3 from the configured speech model, one call per chunk, joined in order. */
export async function providerSpeech(
  provider: SpeechProvider,
  chunks: readonly string[],
  voice: VoiceId,
  speed: number,
): Promise<Uint8Array> {
  const { experimental_generateSpeech: generateSpeech } = await import('ai');
  const parts: Uint8Array[] = [];
  for (const text of chunks) {
    const { audio } = await generateSpeech({
      model: provider.model,
      text,
      voice: PROVIDER_VOICES[voice],
      speed,
      outputFormat: 'mp3',
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(provider.timeoutMs),
    });
    parts.push(audio.uint8Array);
  }
  return Buffer.concat(parts);
}
