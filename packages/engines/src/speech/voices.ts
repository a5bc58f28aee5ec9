export interface SpeechVoice {
  /** espeak-ng voice and variant, as given to `-v`. */
  espeak: string;
  gender: 'female' | 'male';
  accent: 'US' | 'UK';
}

/**
 * Voice id → espeak-ng voice. Every id is a distinct voice+variant pair, so each sounds different.
 * British voices use 'en' (espeak-ng's en-gb voice file): 'en-gb+<variant>' ignores the variant in this
 * build, so 'en-gb+f4' and 'en-gb+m2' come out identical.
 */
export const SPEECH_VOICES: Record<string, SpeechVoice> = {
  victoria: { espeak: 'en-us+f3', gender: 'female', accent: 'US' },
  olivia: { espeak: 'en+f4', gender: 'female', accent: 'UK' },
  emma: { espeak: 'en-gb-x-rp+f2', gender: 'female', accent: 'UK' },
  sarah: { espeak: 'en-us+f1', gender: 'female', accent: 'US' },
  joseph: { espeak: 'en-us+m3', gender: 'male', accent: 'US' },
  marcus: { espeak: 'en-gb-x-rp+m1', gender: 'male', accent: 'UK' },
  brian: { espeak: 'en+m2', gender: 'male', accent: 'UK' },
  axel: { espeak: 'en-us+m6', gender: 'male', accent: 'US' },
};

export class UnknownVoiceError extends Error {
  constructor(readonly voiceId: string) {
    super(`Unknown voice "${voiceId}"; choose one of ${Object.keys(SPEECH_VOICES).join(', ')}`);
    this.name = 'UnknownVoiceError';
  }
}

/** The voice for an id, never one inherited from Object.prototype ('toString' is not a voice). */
export function findVoice(voiceId: string): SpeechVoice {
  const voice = Object.hasOwn(SPEECH_VOICES, voiceId) ? SPEECH_VOICES[voiceId] : undefined;
  if (!voice) throw new UnknownVoiceError(voiceId);
  return voice;
}

const NORMAL_WPM = 175;
const MIN_WPM = 80;
const MAX_WPM = 450;

/** Playback speed (0.5–2.0, 1.0 normal) → espeak-ng words per minute, within what espeak accepts. */
export function speedToWpm(speed: number): number {
  if (!Number.isFinite(speed)) throw new RangeError(`Speech speed must be a finite number, got ${speed}`);
  return Math.min(MAX_WPM, Math.max(MIN_WPM, Math.round(NORMAL_WPM * speed)));
}
