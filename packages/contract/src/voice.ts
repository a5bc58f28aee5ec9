import { z } from 'zod';

/** The voices a student can pick (spec part 1 §9), in the order the picker lists them. */
export const VOICE_IDS = [
  'victoria',
  'olivia',
  'joseph',
  'marcus',
  'emma',
  'brian',
  'sarah',
  'axel',
] as const;
export const VoiceId = z.enum(VOICE_IDS);
export type VoiceId = z.infer<typeof VoiceId>;

export const VOICE_NAMES: Record<VoiceId, string> = {
  victoria: 'Victoria',
  olivia: 'Olivia',
  joseph: 'Joseph',
  marcus: 'Marcus',
  emma: 'Emma',
  brian: 'Brian',
  sarah: 'Sarah',
  axel: 'Axel',
};
export const DEFAULT_VOICE: VoiceId = 'victoria';

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;
export const SPEED_STEP = 0.1;
export const DEFAULT_SPEED = 1;
/** Flashcards are read a little slower than normal speech. */
export const FLASHCARD_SPEED = 0.9;

/** Shortest text worth speaking, after trimming; listen buttons hide below it. */
export const MIN_AUDIO_CHARS = 5;
/** Longest text spoken in one request: a 3,000-word paper fits. */
export const MAX_AUDIO_CHARS = 25_000;
export const AUDIO_TOO_SHORT = 'Text is too short for audio generation';
export const AUDIO_SAVED = 'Audio saved to library!';
export const ONE_REQUEST_LEFT = 'Only 1 request remaining today. Upgrade for unlimited access!';
export const DAILY_LIMIT_REACHED = 'Daily limit reached. Upgrade for more audio generation!';

/** Speeds move in the player's 0.1 steps; requests are rounded the same way. */
export const roundSpeed = (speed: number): number => Math.round(speed * 10) / 10;

/** Estimated length of spoken text before it is generated (spec part 1 §5). */
export const estimatedSeconds = (text: string): number => Math.ceil(text.length / 15);

/** True when a listen button should be offered for this text. */
export const canSpeak = (text: string | null | undefined): boolean =>
  (text ?? '').trim().length >= MIN_AUDIO_CHARS;

/** Where a request for audio came from: the voiceover tab, a flashcard, a paper, ... */
export const FeatureSource = z
  .string()
  .trim()
  .regex(/^[a-z_]{1,40}$/, 'feature_source must be a short lowercase name')
  .default('voiceover');

const Speed = z.number().min(SPEED_MIN).max(SPEED_MAX);

export const VoicesResponse = z.object({
  /** Voice id → display name. */
  voices: z.record(z.string(), z.string()),
  default_voice: VoiceId,
});
export type VoicesResponse = z.infer<typeof VoicesResponse>;

/** Today's audio use. -1 means unlimited (as in writing usage). */
export const AudioUsageInfo = z.object({
  current_requests: z.number().int(),
  max_requests: z.number().int(),
  requests_remaining: z.number().int(),
  current_minutes: z.number(),
  max_minutes: z.number(),
  minutes_remaining: z.number(),
  resets_at: z.string(),
});
export type AudioUsageInfo = z.infer<typeof AudioUsageInfo>;

/** GET /api/tts/usage: today's use, and whether this plan may download audio. */
export const AudioUsageResponse = AudioUsageInfo.extend({ can_download: z.boolean() });
export type AudioUsageResponse = z.infer<typeof AudioUsageResponse>;

export const TtsGenerateRequest = z.object({
  text: z.string().max(MAX_AUDIO_CHARS, `Text must be at most ${MAX_AUDIO_CHARS} characters`),
  voice_id: VoiceId.default(DEFAULT_VOICE),
  speed: Speed.default(DEFAULT_SPEED),
  feature_source: FeatureSource,
});
export type TtsGenerateRequest = z.input<typeof TtsGenerateRequest>;

export const TtsGenerateResponse = z.object({
  /** Fetched with the bearer token; only its owner may play it. */
  audio_url: z.string(),
  /** Seconds, to one decimal. */
  duration: z.number(),
  voice_id: VoiceId,
  speed: z.number(),
  can_download: z.boolean(),
  usage_info: AudioUsageInfo,
  /** True when this student had asked for the same text, voice and speed before. */
  cached: z.boolean(),
  /** What produced the audio: 'local:espeak-ng' or the configured speech provider. */
  source: z.string(),
  notice: z.string().optional(),
});
export type TtsGenerateResponse = z.infer<typeof TtsGenerateResponse>;

/**
 * The clip must be one the student generated from exactly this text; voice, speed and
 * duration are taken from that request, not from the body.
 */
export const TtsSaveRequest = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  text: z.string().max(MAX_AUDIO_CHARS),
  audio_url: z.string().max(200),
  voice_id: VoiceId,
  speed: Speed,
  duration: z
    .number()
    .min(0)
    .max(24 * 3600),
  feature_source: FeatureSource,
});
export type TtsSaveRequest = z.input<typeof TtsSaveRequest>;

export const TtsSaveResponse = z.object({ message: z.string(), project_id: z.string() });
export type TtsSaveResponse = z.infer<typeof TtsSaveResponse>;

/** File name for a downloaded clip (spec part 1 §5). */
export const audioFileName = (title: string): string =>
  `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.mp3`;

/** GET /api/tts/audio/{key}?download=1: the plan-gated download instead of playback. */
export const AudioFileQuery = z.object({ download: z.enum(['0', '1']).optional() });
