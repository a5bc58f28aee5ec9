/** The practice pages' own texts (the server's are DRILL_MESSAGES in the contract). */
export const START_FAILED = 'Failed to start the drill. Please try again.';
export const LOAD_FAILED = 'Failed to load the drill. Please try again.';
export const ANSWER_FAILED = 'Failed to check your answer. Please try again.';
export const REVIEW_FAILED = 'Failed to save review';
export const QUEUE_FAILED = 'Your due cards could not be loaded.';
export const NO_OBJECTIVE = 'Choose a topic to practise from your analytics, then start a drill from there.';
