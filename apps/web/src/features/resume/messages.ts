import { RESUME_FILE_TYPES, RESUME_MAX_FILE_MB } from '@studybot/contract';

/** The resume page's own texts (the spec's are RESUME_MESSAGES in the contract). */
export const FILE_TYPE_NOT_ACCEPTED = 'Choose a PDF, DOCX or TXT file.';
export const FILE_LIMITS = `PDF, DOCX or TXT, up to ${RESUME_MAX_FILE_MB} MB`;
export const ACCEPTED_FILES = RESUME_FILE_TYPES.join(',');
export const COPY_FAILED = 'Could not copy to the clipboard. Select the letter and copy it yourself.';
export const OPEN_FAILED = 'This analysis could not be opened. Please try again.';
export const HISTORY_FAILED = 'Something went wrong while loading your past analyses.';
export const HISTORY_NEXT_FAILED = 'More of your history could not be loaded. Please try again.';

export function wordsRead(words: number, fileName: string): string {
  return `Read ${words.toLocaleString()} ${words === 1 ? 'word' : 'words'} from ${fileName}`;
}
