import {
  BADGE_INFO,
  BADGE_KEYS,
  type Badge,
  type BadgeKey,
  type InterviewFeatures,
  type InterviewFeedback,
  type InterviewQuestion,
  type InterviewReport,
  type InterviewSession,
} from '@studybot/contract';
import { vi } from 'vitest';

export const SESSION_ID = 'sess-1';

/** A free plan: text answers only, 3 questions. */
export function makeFeatures(overrides: Partial<InterviewFeatures> = {}): InterviewFeatures {
  return {
    audio_enabled: false,
    video_enabled: false,
    pdf_download: false,
    followup_coaching: false,
    unlimited_questions: false,
    max_questions: 3,
    server_transcription: false,
    ...overrides,
  };
}

export const BOOTCAMP_FEATURES = makeFeatures({
  audio_enabled: true,
  video_enabled: true,
  pdf_download: true,
  followup_coaching: true,
  unlimited_questions: true,
  max_questions: 10,
});

export function makeBadge(key: BadgeKey, earnedAt: string | null = null): Badge {
  return { key, ...BADGE_INFO[key], earned_at: earnedAt };
}

/** Every badge; those in `earned` earned on 5 Jan 2026. */
export function makeBadges(earned: BadgeKey[] = []): { badges: Badge[] } {
  return {
    badges: BADGE_KEYS.map((key) => makeBadge(key, earned.includes(key) ? '2026-01-05T10:00:00.000Z' : null)),
  };
}

export const QUESTION_1: InterviewQuestion = {
  id: 'q1',
  category: 'teamwork',
  difficulty: 'medium',
  focus_area: 'behavioral',
  question_text: 'Tell me about a time you disagreed with a teammate.',
  expected_topics: ['the situation', 'how you listened', 'the outcome'],
};

export const QUESTION_2: InterviewQuestion = {
  id: 'q2',
  category: 'problem_solving',
  difficulty: 'medium',
  focus_area: 'behavioral',
  question_text: 'Describe a hard bug you fixed.',
  expected_topics: ['how you found it'],
};

export const ANSWER = 'We argued about the API design. I listened first and we shipped on time.';

export function makeFeedback(overrides: Partial<InterviewFeedback> = {}): InterviewFeedback {
  return {
    question_id: 'q1',
    scores: {
      overall: 7.4,
      communication: 8.6,
      technical_knowledge: 6.2,
      problem_solving: 4.1,
      confidence: 7,
    },
    feedback_md: '## Summary\n\nA **clear** answer with a good ending.',
    strengths: [
      {
        message: 'You ended with a measurable result.',
        quote: { text: 'we shipped on time', start: 54, end: 72 },
      },
    ],
    improvements: [
      { message: 'Say what you did yourself.', quote: { text: 'I listened first', start: 35, end: 51 } },
    ],
    suggested_rewrite:
      '[add: the situation: where and when this happened] We argued about the API design.\n\nI listened first and we shipped on time. [add: a number for the result]',
    followup: ['What would you do differently?', 'How did your teammate react?'],
    badges_awarded: [],
    source: 'local:interview',
    ...overrides,
  };
}

export function makeSession(overrides: Partial<InterviewSession> = {}): InterviewSession {
  return {
    session_id: SESSION_ID,
    session_info: { type: 'software_engineering', difficulty: 'medium', focus_areas: ['behavioral'] },
    question: QUESTION_1,
    question_number: 1,
    max_questions: 3,
    time_limit_minutes: 15,
    features: makeFeatures(),
    previous: [],
    status: 'active',
    // Started now, so the countdown shows the whole time limit.
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** The session after the first answer, as the server shows it before moving on. */
export function answeredSession(overrides: Partial<InterviewSession> = {}): InterviewSession {
  return makeSession({
    question: null,
    previous: [{ question: QUESTION_1, answer_text: ANSWER, feedback: makeFeedback() }],
    ...overrides,
  });
}

export function makeReport(overrides: Partial<InterviewReport> = {}): InterviewReport {
  return {
    session_id: SESSION_ID,
    total_questions: 2,
    scores: {
      overall: 8.7,
      communication: 7.2,
      technical_knowledge: 5.5,
      problem_solving: 3.9,
      confidence: 9,
    },
    report: {
      overall_grade: 'B',
      key_insights: ['You end answers with results.', 'Say more about your own actions.'],
    },
    pdf_available: true,
    ...overrides,
  };
}

/**
 * A microphone or camera whose tracks record whether they were stopped, and a MediaRecorder that
 * hands over `recorded` (of type `mimeType`) after stop(), as a browser does.
 */
export function mockDevices({
  deny = false,
  recorded = 'spoken answer',
  mimeType = 'audio/webm;codecs=opus',
}: {
  deny?: boolean;
  recorded?: string;
  mimeType?: string;
} = {}) {
  const track = { stop: vi.fn(), kind: 'audio' };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => {
    if (deny) throw new DOMException('Permission denied', 'NotAllowedError');
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });

  const recorders: { start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn>; state: string }[] = [];
  class FakeMediaRecorder {
    state = 'inactive';
    mimeType = mimeType;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    start = vi.fn(() => {
      this.state = 'recording';
    });
    stop = vi.fn(() => {
      this.state = 'inactive';
      queueMicrotask(() => {
        this.ondataavailable?.({ data: new Blob([recorded], { type: mimeType }) });
        this.onstop?.();
      });
    });
    constructor() {
      recorders.push(this);
    }
  }
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  return { getUserMedia, track, recorders };
}

/** The browser's speech recognition; `hear` delivers what it recognised so far. */
export function mockSpeechRecognition() {
  const instances: FakeRecognition[] = [];
  class FakeRecognition {
    continuous = false;
    interimResults = false;
    lang = '';
    onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start = vi.fn();
    stop = vi.fn(() => this.onend?.());
    abort = vi.fn(() => this.onend?.());
    constructor() {
      instances.push(this);
    }
  }
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  return {
    instances,
    hear(...phrases: string[]) {
      instances.at(-1)?.onresult?.({ results: phrases.map((transcript) => [{ transcript }]) });
    },
  };
}
