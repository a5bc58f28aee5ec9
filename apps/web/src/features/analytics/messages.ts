/** The analytics page's own texts (the spec's are ANALYTICS_MESSAGES in the contract). */
export const PRIVACY_NOTE =
  'Your analytics come only from your own activity in StudyBot: quizzes, drills, flashcard reviews, lesson tests and math checks. Nothing is shared with anyone.';
export const MASTERY_LOAD_FAILED = 'Your mastery data could not be loaded.';
export const INSIGHTS_LOAD_FAILED = 'Your insights could not be loaded.';
export const DUE_LOAD_FAILED = 'Your due cards could not be loaded.';
export const HISTORY_LOAD_FAILED = 'Your progress charts could not be loaded.';
export const INSIGHTS_OFF =
  'Insights are turned off. Turn them on for a streak nudge and the topics to work on next.';
export const REFRESHED = 'Mastery data refreshed';
