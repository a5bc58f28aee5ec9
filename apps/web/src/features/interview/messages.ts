import { MAX_CUSTOM_QUESTION_CHARS, MAX_CUSTOM_QUESTIONS } from '@studybot/contract';

/** The interview page's own texts (the spec's are INTERVIEW_MESSAGES in the contract). */
export const VIDEO_NEEDS_BOOTCAMP = 'Video recording requires Bootcamp plan. Upgrade to unlock this feature!';
export const MIC_DENIED = 'Could not access microphone. Please check permissions.';
export const CANNOT_RECORD = 'This browser cannot record. Type your answer in Text mode instead.';
// How "What you said" gets written: by the server, by the browser, or by the student.
export const SERVER_TRANSCRIBES =
  'Transcribed by the server when you stop recording. Check the text and correct anything it misheard before submitting.';
export const TRANSCRIBED_BY_SERVER =
  'Transcribed by the server. Check the text and correct anything it misheard before submitting.';
export const TRANSCRIBING = 'Transcribing…';
export const BROWSER_TRANSCRIBES =
  'Written down by your browser while you record. Check the text and correct anything it misheard before submitting.';
export const TYPE_TRANSCRIPT =
  'Type what you said below (or paste it), then submit: this browser cannot turn speech into text.';
export const TYPE_INSTEAD = 'Type what you said below (or paste it), then submit.';
export const NOTHING_HEARD = 'No words were heard in the recording; type what you said';
export const RESUME_FAILED = 'Your interview could not be loaded. Please try again.';
export const TOO_MANY_QUESTIONS = `Up to ${MAX_CUSTOM_QUESTIONS} questions, one per line.`;
export const QUESTION_TOO_LONG = `Each question can be at most ${MAX_CUSTOM_QUESTION_CHARS} characters.`;

export function badgesEarned(names: readonly string[]): string {
  return names.length === 1 ? `New badge earned: ${names[0]}!` : `New badges earned: ${names.join(', ')}!`;
}
