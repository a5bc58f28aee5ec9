import type {
  AudioUsageInfo,
  AudioUsageResponse,
  GenerateFlashcardsResponse,
  GenerateQuizResponse,
  PlagiarismResponse,
  TtsGenerateResponse,
} from '@studybot/contract';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient, Providers } from '../../app/providers';

/** The toasts on screen. */
export const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
/** The result panel beside the form. */
export const resultPanel = () => within(screen.getByRole('region', { name: 'Result' }));

/** A three-question quiz: answers B, C, A. */
export function makeQuiz(overrides: Partial<GenerateQuizResponse> = {}): GenerateQuizResponse {
  return {
    project_id: 'quiz-1',
    title: 'Photosynthesis quiz',
    source: 'local:studypack',
    questions: [
      {
        question: 'Which gas do plants take in for photosynthesis?',
        options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Helium'],
        correct_answer: 1,
        explanation: 'Plants take in carbon dioxide and release oxygen.',
        source: { kind: 'pack', ref: 'biology-photosynthesis', sentence: 'Leaves absorb carbon dioxide.' },
      },
      {
        question: 'Where in the cell does photosynthesis happen?',
        options: ['Mitochondria', 'Nucleus', 'Chloroplast', 'Ribosome'],
        correct_answer: 2,
        explanation: 'Chloroplasts hold the chlorophyll that captures light.',
      },
      {
        question: 'Which gas is released by photosynthesis?',
        options: ['Oxygen', 'Methane', 'Argon', 'Hydrogen'],
        correct_answer: 0,
        explanation: 'Oxygen is the by-product of splitting water.',
      },
    ],
    ...overrides,
  };
}

export function makeDeck(overrides: Partial<GenerateFlashcardsResponse> = {}): GenerateFlashcardsResponse {
  return {
    project_id: 'deck-1',
    title: 'French verbs',
    source: 'local:studypack',
    cards: [
      { id: 'c1', front: 'être', back: 'to be', category: 'Irregular verbs' },
      { id: 'c2', front: 'avoir', back: 'to have', category: 'Irregular verbs' },
      { id: 'c3', front: 'parler', back: 'to speak' },
    ],
    ...overrides,
  };
}

/**
 * Renders one component with the app's providers (query client, toasts) and a router. They wrap
 * the component, so `rerender(<Other props />)` keeps them.
 */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter>
        <Providers queryClient={queryClient}>{children}</Providers>
      </MemoryRouter>
    );
  }
  return { ...render(ui, { wrapper: Wrapper }), queryClient };
}

export function makeUsage(overrides: Partial<AudioUsageInfo> = {}): AudioUsageInfo {
  return {
    current_requests: 1,
    max_requests: 3,
    requests_remaining: 2,
    current_minutes: 0.2,
    max_minutes: 5,
    minutes_remaining: 4.8,
    resets_at: '2026-01-11T00:00:00.000Z',
    ...overrides,
  };
}

/** What GET /api/tts/usage answers: today's use and whether the plan may download audio. */
export function makeUsageResponse(overrides: Partial<AudioUsageResponse> = {}): AudioUsageResponse {
  return { ...makeUsage(), can_download: false, ...overrides };
}

export function makeSpeech(overrides: Partial<TtsGenerateResponse> = {}): TtsGenerateResponse {
  return {
    audio_url: '/api/tts/audio/clip-1.mp3',
    duration: 12,
    voice_id: 'victoria',
    speed: 1,
    can_download: false,
    usage_info: makeUsage(),
    cached: false,
    source: 'local:espeak-ng',
    ...overrides,
  };
}

/** The text checked by `makePlagiarism`, with one copied sentence and one quoted, cited one. */
export const CHECKED_TEXT =
  'Plants make food from light. The mitochondria is the powerhouse of the cell. ' +
  'As Darwin wrote, "endless forms most beautiful" (Darwin, 1859). My own closing words.';

export function makePlagiarism(overrides: Partial<PlagiarismResponse['results']> = {}): PlagiarismResponse {
  const copied = 'The mitochondria is the powerhouse of the cell.';
  const quoted = '"endless forms most beautiful"';
  const copiedAt = CHECKED_TEXT.indexOf(copied);
  const quotedAt = CHECKED_TEXT.indexOf(quoted);
  return {
    project_id: 'plag-1',
    title: 'Biology essay',
    results: {
      similarity_score: 34.5,
      total_words: 26,
      sources_found: 1,
      is_mock: false,
      documents_checked: 120,
      truncated: false,
      matches: [
        {
          title: 'Cell biology primer',
          url: 'https://example.org/cells',
          kind: 'reference',
          similarity: 34.5,
          matched_words: 8,
          passages: [
            {
              start: copiedAt,
              end: copiedAt + copied.length,
              text: copied,
              source_text: 'the mitochondria is the powerhouse of the cell',
              words: 8,
            },
          ],
        },
      ],
      quoted_matches: [
        {
          title: 'On the Origin of Species',
          url: null,
          kind: 'reference',
          similarity: 15.4,
          matched_words: 4,
          passages: [
            {
              start: quotedAt,
              end: quotedAt + quoted.length,
              text: quoted,
              source_text: 'endless forms most beautiful',
              words: 4,
            },
          ],
        },
      ],
      ...overrides,
    },
  };
}
