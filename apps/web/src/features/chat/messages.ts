/** The chat page's own texts (the spec's are CHAT_MESSAGES in the contract). */

export const greeting = (username: string) =>
  `Hi ${username}! I’m your study assistant. Ask me about anything you’re studying and I’ll answer from your notes and the study packs, with sources. I can also make quizzes and flashcards, draw diagrams, solve math problems step by step and read text aloud.`;

export const ENTER_HINT = 'Enter to send, Shift+Enter for a new line';
export const STOPPED = 'You stopped this answer.';
export const THINKING = 'Thinking...';
export const RESTORE_FAILED = 'We couldn’t load this chat.';

/** Examples under an empty chat: one per kind of thing the agent does. */
export const QUICK_PROMPTS = [
  'Quiz me on photosynthesis',
  'Draw a diagram of the water cycle',
  'Solve 2x + 3 = 11',
  'Define osmosis',
] as const;
