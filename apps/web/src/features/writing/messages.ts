/** The writing page's own texts (the spec's are WRITING_MESSAGES in the contract). */
export const GENERATE_FAILED = 'Failed to generate content';
export const SAVE_FAILED = 'Failed to save paper';
export const PAPER_SAVED = 'Paper saved';
export const DRAFT_DELETED = 'Draft deleted successfully';
export const CITATIONS_ADDED = 'Citations added to your paper';
export const TITLE_REQUIRED = 'Title is required';
export const COPIED = 'Copied!';
export const COPY_FAILED = 'Could not copy the text. Select it and copy it yourself.';
export const SELECTION_CHANGED = 'The selected text has changed. Select it again and retry.';
export const SUGGESTIONS_STALE = 'Your text changed after the check. Check it again to apply suggestions.';
export const PAPER_NOT_FOUND = 'This paper is not in your drafts. It may have been deleted.';
