import { estimatedSeconds } from '@studybot/contract';

const TITLE_WORDS = 6;
const TITLE_MAX = 60;

/** A clip's title (for saving and the download's file name): the text's first few words. */
export function titleFromText(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, TITLE_WORDS).join(' ');
  const title = words.length > TITLE_MAX ? words.slice(0, TITLE_MAX).trimEnd() : words;
  return title || 'Voiceover';
}

/** `1` → "1.0×", `0.9` → "0.9×". */
export function formatSpeed(speed: number): string {
  return `${speed.toFixed(1)}×`;
}

/** "12 seconds", "1 second". */
export function formatSeconds(seconds: number): string {
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

/** The estimated length of `text` read at `speed` (1 is normal): faster speech is shorter. */
export function estimatedSecondsAt(text: string, speed: number): number {
  return Math.ceil(estimatedSeconds(text) / speed);
}
