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
export const STUDY_PLAN_INTRO =
  'Tell StudyBot when your exam is and which topics it covers. You get drills and flashcard reviews for each day until then, weakest topics first, re-planned as your mastery changes.';
export const STUDY_PLAN_LOAD_FAILED = 'Your study plan could not be loaded.';
export const STUDY_PLAN_SAVE_FAILED = 'Your study plan could not be saved. Please try again.';
export const STUDY_PLAN_REMOVE_FAILED = 'Your study plan could not be removed. Please try again.';
export const STUDY_PLAN_REMOVED = 'Study plan removed';
export const CHOOSE_EXAM_DATE = 'Choose the date of your exam';
export const NO_TOPICS_YET =
  'Topics appear here once you have practised them. Take a quiz or review some flashcards, then come back to plan for your exam.';
