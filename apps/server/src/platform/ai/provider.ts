import type { ImageModel, LanguageModel, SpeechModel, TranscriptionModel } from 'ai';
import type { Config } from '../../config.ts';

// The provider packages load only when a provider is configured: a local-only server (and every
// test) never pays for them.
const openai = async (ai: Config['ai']) =>
  (await import('@ai-sdk/openai')).createOpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'not-needed' });

export interface LlmProvider {
  model: LanguageModel;
  /** How answers from it are labelled, e.g. "llm:gpt-4o-mini". */
  label: string;
  timeoutMs: number;
}

const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-3-5-haiku-latest' } as const;

/** The configured LLM, or null when StudyBot runs on its local engines only. */
export async function createLlmProvider(ai: Config['ai']): Promise<LlmProvider | null> {
  if (ai.provider === 'local') return null;
  return chatProvider(ai, ai.provider, ai.model ?? DEFAULT_MODELS[ai.provider]);
}

/** The configured vision-capable chat model that also reads math photos, or null. */
export async function createVisionProvider(ai: Config['ai']): Promise<LlmProvider | null> {
  if (ai.provider === 'local' || !ai.visionModel) return null;
  return chatProvider(ai, ai.provider, ai.visionModel);
}

async function chatProvider(
  ai: Config['ai'],
  provider: 'openai' | 'anthropic',
  modelId: string,
): Promise<LlmProvider> {
  const model =
    provider === 'openai'
      ? // Chat Completions is what OpenAI-compatible servers (Ollama, vLLM, LM Studio) implement.
        (await openai(ai)).chat(modelId)
      : (await import('@ai-sdk/anthropic')).createAnthropic({ baseURL: ai.baseUrl, apiKey: ai.apiKey })(
          modelId,
        );
  return { model, label: `llm:${modelId}`, timeoutMs: ai.timeoutMs };
}

export interface ImageProvider {
  model: ImageModel;
  label: string;
  timeoutMs: number;
}

/** The configured image model (OpenAI-compatible images API), or null. */
export async function createImageProvider(ai: Config['ai']): Promise<ImageProvider | null> {
  if (ai.provider !== 'openai' || !ai.imageModel) return null;
  const model = (await openai(ai)).image(ai.imageModel);
  return { model, label: `llm:${ai.imageModel}`, timeoutMs: ai.timeoutMs };
}

export interface SpeechProvider {
  model: SpeechModel;
  label: string;
  timeoutMs: number;
}

/** The configured speech model (OpenAI-compatible /audio/speech), or null for the local voices. */
export async function createSpeechProvider(ai: Config['ai']): Promise<SpeechProvider | null> {
  if (ai.provider !== 'openai' || !ai.speechModel) return null;
  const model = (await openai(ai)).speech(ai.speechModel);
  return { model, label: `llm:${ai.speechModel}`, timeoutMs: ai.timeoutMs };
}

export interface TranscriptionProvider {
  model: TranscriptionModel;
  label: string;
  timeoutMs: number;
}

/** The configured speech-to-text model (OpenAI-compatible /audio/transcriptions), or null. */
export async function createTranscriptionProvider(ai: Config['ai']): Promise<TranscriptionProvider | null> {
  if (ai.provider !== 'openai' || !ai.transcribeModel) return null;
  const model = (await openai(ai)).transcription(ai.transcribeModel);
  return { model, label: `llm:${ai.transcribeModel}`, timeoutMs: ai.timeoutMs };
}
