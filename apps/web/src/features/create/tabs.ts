/** The Create Hub's tabs, in order; the value is the `?tab=` search parameter. */
export const CREATE_TABS = [
  { value: 'image', label: 'Image' },
  { value: 'video', label: 'Video' },
  { value: 'voiceover', label: 'Voiceover' },
  { value: 'quiz', label: 'Quiz' },
  { value: 'flashcards', label: 'Flashcards' },
  { value: 'study-plan', label: 'Study Plan' },
  { value: 'plagiarism', label: 'Plagiarism' },
] as const;

export type CreateTab = (typeof CREATE_TABS)[number]['value'];

export const DEFAULT_TAB: CreateTab = 'image';

export function isCreateTab(value: string | null): value is CreateTab {
  return CREATE_TABS.some((tab) => tab.value === value);
}
