import { z } from 'zod';
import { IsoDateTime, requiredText } from './common.ts';

/** Mock interviews (spec part 2: Interview simulator; issue 17). */

export const INTERVIEW_SESSION_TYPES = [
  'software_engineering',
  'data_science',
  'product_management',
] as const;
export const INTERVIEW_FOCUS_AREAS = ['behavioral', 'algorithms', 'system_design'] as const;
export const INTERVIEW_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const InterviewSessionType = z.enum(INTERVIEW_SESSION_TYPES);
export type InterviewSessionType = z.infer<typeof InterviewSessionType>;
export const InterviewFocusArea = z.enum(INTERVIEW_FOCUS_AREAS);
export type InterviewFocusArea = z.infer<typeof InterviewFocusArea>;
export const InterviewDifficulty = z.enum(INTERVIEW_DIFFICULTIES);
export type InterviewDifficulty = z.infer<typeof InterviewDifficulty>;

/** Spec part 2 §9 defaults. */
export const DEFAULT_TIME_LIMIT_MINUTES = 15;
export const MAX_TIME_LIMIT_MINUTES = 90;
export const MAX_CUSTOM_QUESTIONS = 20;
export const MAX_CUSTOM_QUESTION_CHARS = 400;
export const MAX_ANSWER_CHARS = 8000;
export const QUESTION_VOICE = 'victoria';
export const QUESTION_SPEED = 1;
export const FEEDBACK_SPEED = 0.9;
/** Badges: a dimension above 8, overall above 8.5; Streak Master: 5 sessions in a row above 7.0. */
export const BADGE_DIMENSION_THRESHOLD = 8;
export const BADGE_OVERALL_THRESHOLD = 8.5;
export const STREAK_SESSIONS = 5;
export const STREAK_THRESHOLD = 7;
/** Score colour bands out of 10 (spec part 2 §9): green, blue, yellow, else red. */
export const SCORE_BANDS = { green: 8.5, blue: 7, yellow: 5 } as const;

export const INTERVIEW_MESSAGES = {
  startFailed: 'Failed to start interview session. Please try again.',
  submitFailed: 'Failed to submit answer. Please try again.',
  reportFailed: 'Failed to generate report. Please try again.',
  pdfFailed: 'Failed to download report. Please try again.',
  cameraDenied: 'Could not access camera. Please check permissions.',
  focusRequired: 'Choose at least one focus area',
  answerRequired: 'Write your answer before submitting',
  sessionNotFound: 'Interview session not found',
  questionNotCurrent: 'That is not the question being asked now',
  alreadyAnswered: 'This question has already been answered',
  finished: 'This interview is finished',
  noMoreQuestions: 'That was the last question of this interview',
  noAnswers: 'Answer at least one question to get a report',
  transcriptionOff: 'This server has no speech-to-text; type what you said',
  transcriptionFailed: 'The recording could not be transcribed; type what you said',
  audioRequired: 'Attach the recording in the "audio" field',
  notMultipart: 'Send the recording as multipart/form-data with an "audio" field',
} as const;

export const InterviewConfig = z.object({
  session_type: InterviewSessionType.default('software_engineering'),
  difficulty: InterviewDifficulty.default('medium'),
  focus_areas: z
    .array(InterviewFocusArea)
    .min(1, INTERVIEW_MESSAGES.focusRequired)
    .max(3)
    .default(['behavioral']),
  time_limit_minutes: z.number().int().min(1).max(MAX_TIME_LIMIT_MINUTES).default(DEFAULT_TIME_LIMIT_MINUTES),
  /** Beyond the spec: practise your own questions (e.g. from a job posting), scored the same way. */
  custom_questions: z
    .array(requiredText(MAX_CUSTOM_QUESTION_CHARS, 'A question cannot be empty'))
    .min(1)
    .max(MAX_CUSTOM_QUESTIONS)
    .optional(),
});
export type InterviewConfig = z.input<typeof InterviewConfig>;

/** What the plan allows in interviews; admins get everything (spec part 2 §6). */
export const InterviewFeatures = z.object({
  audio_enabled: z.boolean(),
  video_enabled: z.boolean(),
  pdf_download: z.boolean(),
  followup_coaching: z.boolean(),
  unlimited_questions: z.boolean(),
  max_questions: z.number().int(),
  /** True when the server transcribes recorded answers (a speech-to-text model is configured). */
  server_transcription: z.boolean(),
});
export type InterviewFeatures = z.infer<typeof InterviewFeatures>;

export const InterviewQuestion = z.object({
  id: z.string(),
  category: z.string(),
  difficulty: InterviewDifficulty,
  focus_area: InterviewFocusArea,
  question_text: z.string(),
  /** Topics a strong answer covers. */
  expected_topics: z.array(z.string()),
});
export type InterviewQuestion = z.infer<typeof InterviewQuestion>;

export const InterviewScores = z.object({
  overall: z.number(),
  communication: z.number(),
  technical_knowledge: z.number(),
  problem_solving: z.number(),
  confidence: z.number(),
});
export type InterviewScores = z.infer<typeof InterviewScores>;

/** A strength or improvement and the words of the answer it is about. */
export const FeedbackPoint = z.object({
  message: z.string(),
  quote: z.object({ text: z.string(), start: z.number().int(), end: z.number().int() }),
});
export type FeedbackPoint = z.infer<typeof FeedbackPoint>;

export const BADGE_KEYS = [
  'great_communicator',
  'technical_expert',
  'problem_solver',
  'confident_speaker',
  'interview_champion',
  'streak_master',
] as const;
export const BadgeKey = z.enum(BADGE_KEYS);
export type BadgeKey = z.infer<typeof BadgeKey>;

/** What each badge is called, looks like and is for (spec part 2 §3 and §6). */
export const BADGE_INFO: Record<
  BadgeKey,
  { name: string; icon: string; color: string; description: string }
> = {
  great_communicator: {
    name: 'Great Communicator',
    icon: 'message-circle',
    color: 'blue',
    description: 'Communication above 8 on an answer',
  },
  technical_expert: {
    name: 'Technical Expert',
    icon: 'cpu',
    color: 'purple',
    description: 'Technical knowledge above 8 on an answer',
  },
  problem_solver: {
    name: 'Problem Solver',
    icon: 'puzzle',
    color: 'green',
    description: 'Problem solving above 8 on an answer',
  },
  confident_speaker: {
    name: 'Confident Speaker',
    icon: 'mic',
    color: 'orange',
    description: 'Confidence above 8 on an answer',
  },
  interview_champion: {
    name: 'Interview Champion',
    icon: 'trophy',
    color: 'yellow',
    description: 'Overall above 8.5 on an answer',
  },
  streak_master: {
    name: 'Streak Master',
    icon: 'flame',
    color: 'red',
    description: '5 interviews in a row above 7.0',
  },
};

export const Badge = z.object({
  key: BadgeKey,
  name: z.string(),
  /** A lucide icon name, e.g. 'message-circle'. */
  icon: z.string(),
  color: z.string(),
  description: z.string(),
  earned_at: IsoDateTime.nullable(),
});
export type Badge = z.infer<typeof Badge>;

export const InterviewFeedback = z.object({
  question_id: z.string(),
  scores: InterviewScores,
  feedback_md: z.string(),
  strengths: z.array(FeedbackPoint),
  improvements: z.array(FeedbackPoint),
  suggested_rewrite: z.string(),
  /** Follow-up questions; empty unless the plan has followup_coaching. */
  followup: z.array(z.string()),
  /** Badges this answer earned for the first time. */
  badges_awarded: z.array(Badge),
  /** What produced the feedback text: 'local:interview' or 'llm:<model>' (scores are always the engine's). */
  source: z.string(),
});
export type InterviewFeedback = z.infer<typeof InterviewFeedback>;

export const PreviousItem = z.object({
  question: InterviewQuestion,
  answer_text: z.string(),
  feedback: InterviewFeedback,
});
export type PreviousItem = z.infer<typeof PreviousItem>;

/** POST /api/interview/start and GET /api/interview/{sessionId}. */
export const InterviewSession = z.object({
  session_id: z.string(),
  session_info: z.object({
    type: InterviewSessionType,
    difficulty: InterviewDifficulty,
    focus_areas: z.array(InterviewFocusArea),
  }),
  /** null once every question is answered or the interview is finished. */
  question: InterviewQuestion.nullable(),
  question_number: z.number().int(),
  max_questions: z.number().int(),
  time_limit_minutes: z.number().int(),
  features: InterviewFeatures,
  previous: z.array(PreviousItem),
  status: z.enum(['active', 'finished']),
  created_at: IsoDateTime,
});
export type InterviewSession = z.infer<typeof InterviewSession>;

export const InterviewAnswerRequest = z.object({
  session_id: z.string().max(64),
  question_id: z.string().max(64),
  answer_text: requiredText(MAX_ANSWER_CHARS, INTERVIEW_MESSAGES.answerRequired),
  answer_type: z.enum(['text', 'audio', 'video']).default('text'),
  /** Seconds the spoken answer took (audio and video), for pacing. */
  duration_sec: z.number().min(1).max(3600).optional(),
  video_analysis: z
    .object({
      analyze_tone: z.boolean().optional(),
      analyze_filler_words: z.boolean().optional(),
      analyze_pacing: z.boolean().optional(),
      analyze_body_language: z.boolean().optional(),
    })
    .optional(),
});
export type InterviewAnswerRequest = z.input<typeof InterviewAnswerRequest>;

export const InterviewNextRequest = z.object({
  session_id: z.string().max(64),
  followup_type: z.literal('next').default('next'),
});
export type InterviewNextRequest = z.input<typeof InterviewNextRequest>;

export const InterviewFinishRequest = z.object({ session_id: z.string().max(64) });

export const InterviewReport = z.object({
  session_id: z.string(),
  total_questions: z.number().int(),
  /** The mean of each score over the answered questions. */
  scores: InterviewScores,
  report: z.object({ overall_grade: z.string(), key_insights: z.array(z.string()) }),
  pdf_available: z.boolean(),
});
export type InterviewReport = z.infer<typeof InterviewReport>;

export const BadgesResponse = z.object({ badges: z.array(Badge) });
export type BadgesResponse = z.infer<typeof BadgesResponse>;

/** POST /api/interview/transcribe (multipart `audio`): what the student said. */
export const TranscriptionResponse = z.object({ text: z.string(), source: z.string() });
export type TranscriptionResponse = z.infer<typeof TranscriptionResponse>;

export const InterviewSessionParams = z.object({ sessionId: z.string().max(64) });

/** The colour band of a score out of 10. */
export function scoreBand(score: number): 'green' | 'blue' | 'yellow' | 'red' {
  if (score >= SCORE_BANDS.green) return 'green';
  if (score >= SCORE_BANDS.blue) return 'blue';
  return score >= SCORE_BANDS.yellow ? 'yellow' : 'red';
}
