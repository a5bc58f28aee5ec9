/** What the bootcamp's screens say when a call fails or succeeds (spec part 2 §8–9). */

export const BOOTCAMP_LOGIN_REQUIRED = 'Please log in to access the bootcamp';
export const BOOTCAMP_LOAD_FAILED = 'Failed to load bootcamp data. Please try refreshing the page.';
export const PURCHASE_FAILED = 'Purchase failed. Please try again.';

export const LESSON_NOT_FOUND = 'Lesson not found';
export const LESSON_LOAD_FAILED = 'Failed to load lesson. Please try again.';
export const TESTS_FAILED = 'Failed to run tests. Please try again.';
export const EXERCISES_FAILED = 'Failed to generate exercises. Please try again.';
export const LESSON_COMPLETED = 'Lesson completed! Great work!';
export const COMPLETE_ANYWAY = 'Not all tests are passing. Complete lesson anyway?';

export const QUIZ_LOAD_FAILED = 'Failed to load quiz. Please try again.';
export const QUIZ_SUBMIT_FAILED = 'Failed to submit quiz. Please try again.';
