import type {
  CoverLetterData,
  DrillAnswerResult,
  DrillQuestion,
  InterviewFeedback,
  InterviewQuestion,
  ResumeAnalysis,
  TestResults,
} from '@studybot/contract';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types as the application sees them. The dialect layer (codec.ts) makes both
 * databases look like this: booleans are booleans, JSON columns are parsed values and
 * timestamps are ISO strings in UTC.
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  is_admin: boolean;
  plan_tier: string;
  plan_status: string;
  renewal_date: string | null;
  credits_remaining: number;
  insights_enabled: boolean;
  created_at: string;
  updated_at: string;
  /** Raised on password change and revoke: tokens issued under an older version are refused. */
  token_version: Generated<number>;
  /** Set by an admin: the account cannot sign in and its sessions are refused. */
  disabled: Generated<boolean>;
  /** Agreed at sign-up to receive email; only these users are exported to the mailing list. */
  email_consent: Generated<boolean>;
  /** The UTC day-start of the last day the user was seen (updated once a day at most). */
  last_active_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A token ended by logout, until its own expiry. */
export interface RevokedTokensTable {
  jti: string;
  user_id: string;
  expires_at: string;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  type: string;
  title: string;
  description: string | null;
  status: string;
  output_data: ColumnType<unknown, string | null, string | null>;
  output_url: string | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
  created_at: string;
  updated_at: string;
}

/** How many projects a user has of each type and status (see LibraryRepo). */
export interface ProjectCountsTable {
  user_id: string;
  type: string;
  status: string;
  n: number;
}

/** One counter per user, quota key and period (e.g. day 2026-11-21 or month 2026-11). */
export interface UsageCountersTable {
  user_id: string;
  quota: string;
  period: string;
  used: number;
  updated_at: string;
}

export interface FlashcardsTable {
  id: string;
  user_id: string;
  project_id: string;
  position: number;
  front: string;
  back: string;
  category: string | null;
  /** The learning objective the set practises; null for cards made before analytics. */
  objective_id: ColumnType<string | null, string | null | undefined, string | null>;
  due: string;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: string;
  last_review: string | null;
  created_at: string;
}

export interface QuizAttemptsTable {
  id: string;
  user_id: string;
  project_id: string;
  answers: ColumnType<(number | null)[], string, string>;
  correct_count: number;
  total: number;
  created_at: string;
}

export interface LearningEvidenceTable {
  id: string;
  user_id: string;
  /** The learning objective's id (`pack:…`, `py:…`, `math:…`, `writing:…`, `topic:…`; decision 0015). */
  topic: string;
  /** 'quiz' | 'flashcard' | 'lesson_test' | 'bootcamp_quiz' | 'math_check' | 'paper' | 'drill' */
  kind: string;
  is_correct: boolean;
  ref: string | null;
  /** −1 easy … +1 hard, when the item says. */
  difficulty: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
}

export interface PracticeDrillsTable {
  id: string;
  user_id: string;
  objective_id: string;
  start_mastery: number;
  questions: ColumnType<StoredDrillQuestion[], string, string>;
  results: ColumnType<Record<string, StoredDrillResult>, string, string>;
  answered: ColumnType<number, number | undefined, number>;
  created_at: string;
}

/** A drill question with what grades it; only `question` goes to the student. */
export interface StoredDrillQuestion {
  question: DrillQuestion;
  /** choice: the right option's index; typed: a right answer (checked by the CAS, not by text). */
  answer: number | string;
  expected: string;
  explanation?: string;
  difficulty?: number;
}
export type StoredDrillResult = DrillAnswerResult;

export interface InterviewSessionsTable {
  id: string;
  user_id: string;
  session_type: string;
  difficulty: string;
  focus_areas: ColumnType<string[], string, string>;
  time_limit_minutes: number;
  interview_questions: ColumnType<StoredInterviewQuestion[], string, string>;
  current_index: ColumnType<number, number | undefined, number>;
  /** 'active' | 'finished' */
  status: string;
  overall: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: string;
  finished_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A question as asked, with what the scorer needs (expected topics' synonyms, outline, STAR parts). */
export interface StoredInterviewQuestion {
  question: InterviewQuestion;
  scoring: {
    question: string;
    focus_area: InterviewQuestion['focus_area'];
    difficulty: InterviewQuestion['difficulty'];
    expected_topics: { topic: string; synonyms: string[] }[];
    outline: string[];
    star?: { situation: string; task: string; action: string; result: string };
  };
}

export interface InterviewAnswersTable {
  id: string;
  session_id: string;
  question_id: string;
  position: number;
  answer_text: string;
  answer_type: string;
  feedback: ColumnType<InterviewFeedback, string, string>;
  created_at: string;
}

export interface InterviewBadgesTable {
  user_id: string;
  badge: string;
  earned_at: string;
}

export interface ResumeAnalysesTable {
  id: string;
  user_id: string;
  project_id: string | null;
  /** 'resume' | 'cover_letter' */
  analysis_type: string;
  resume_text: string;
  resume_hash: string;
  job_description: string | null;
  /** The engine's whole analysis (plans withhold parts of it when it is read). */
  resume_analysis: ColumnType<ResumeAnalysis | null, string | null, string | null>;
  overall: number | null;
  cover_letter: ColumnType<StoredCoverLetter | null, string | null, string | null>;
  created_at: string;
  updated_at: string;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  content: string;
  excerpt: string;
  status: string;
  featured_image: string | null;
  tags: ColumnType<string[], string, string>;
  seo_title: string;
  seo_description: string;
  author_id: string | null;
  author_name: string;
  view_count: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface BlogTagsTable {
  post_id: string;
  tag: string;
  tag_key: string;
}

export interface BlogViewsTable {
  post_id: string;
  visitor: string;
  day: string;
}

export interface SubscriberExportsTable {
  id: string;
  admin_name: string;
  filters: ColumnType<Record<string, unknown>, string, string>;
  /** 'mailerlite' | 'csv' */
  destination: string;
  total: number;
  succeeded: number;
  failed: number;
  /** 'completed' | 'partial' | 'failed' */
  status: string;
  created_at: string;
}

export interface UserActiveDaysTable {
  user_id: string;
  day: string;
}

/** The admin panel's settings, as one JSON document (see platform/settings.ts). */
export interface PlatformSettingsTable {
  id: string;
  settings: ColumnType<unknown, string, string>;
  updated_at: string;
  updated_by: string | null;
}

export interface AdminAuditLogTable {
  id: string;
  admin_id: string;
  admin_name: string;
  target_user_id: string | null;
  target_name: string | null;
  action: string;
  detail: string;
  created_at: string;
}

/** A cover letter with the job description it was written for. */
export interface StoredCoverLetter extends CoverLetterData {
  job_description: string;
}

export interface StudyPlansTable {
  user_id: string;
  exam_date: string;
  objective_ids: ColumnType<string[], string, string>;
  updated_at: string;
}

export interface SpeechClipsTable {
  /** sha256 of voice, speed and text. */
  cache_key: string;
  file_key: string;
  duration_ms: number;
  source: string;
  created_at: string;
}

export interface SpeechRequestsTable {
  id: string;
  user_id: string;
  file_key: string;
  /** sha256 of the spoken (trimmed) text. */
  text_hash: string;
  voice_id: string;
  speed: number;
  duration_ms: number;
  feature_source: string;
  created_at: string;
}

export interface PlagiarismDocumentsTable {
  id: Generated<number>;
  user_id: string;
  project_id: string | null;
  /** 'submission' | 'paper' | 'library' */
  kind: string;
  title: string;
  url: string | null;
  content: string;
  word_count: number;
  created_at: string;
}

export interface PlagiarismFingerprintsTable {
  hash: number;
  document_id: number;
}

export interface LessonProgressTable {
  user_id: string;
  lesson_id: string;
  last_code: string | null;
  last_run_output: string | null;
  last_test_results: ColumnType<TestResults | null, string | null, string | null>;
  completed: boolean;
  completed_at: string | null;
  updated_at: string;
}

export interface SubscriptionsTable {
  user_id: string;
  price_id: string;
  tier: string;
  /** 'monthly' | 'yearly' */
  period: string;
  /** 'active' | 'cancelled' (cancelled: runs to current_period_end, then the tier drops to free) */
  status: string;
  current_period_start: string;
  current_period_end: string;
  /** 'local' | 'stripe' */
  provider: string;
  /** Stripe's subscription id. */
  provider_ref: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: string;
  updated_at: string;
}

export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  price_id: string;
  /** 'open' | 'paid' | 'cancelled' */
  status: string;
  success_url: string;
  cancel_url: string;
  provider: string;
  /** Stripe's Checkout Session id. */
  provider_ref: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface BillingCreditsTable {
  user_id: string;
  /** 'plagiarism' | 'essay' */
  kind: string;
  remaining: number;
}

export interface BillingLedgerTable {
  id: string;
  user_id: string;
  /** 'purchase' | 'renewal' | 'cancellation' | 'expiry' | 'refund' | 'plan_assigned' */
  kind: string;
  price_id: string | null;
  amount_cents: number;
  provider: string;
  provider_ref: string | null;
  note: string | null;
  created_at: string;
}

export interface BillingWebhookEventsTable {
  id: string;
  type: string;
  received_at: string;
}

export interface BootcampPassesTable {
  id: string;
  user_id: string;
  /** 'lifetime' | 'weekly' */
  plan: string;
  expires_at: string | null;
  created_at: string;
}

export interface BootcampQuizAttemptsTable {
  id: string;
  user_id: string;
  week: number;
  answers: ColumnType<(number | null)[], string, string>;
  correct_count: number;
  total: number;
  score: number;
  grade: string;
  created_at: string;
}

export interface ChatSessionsTable {
  user_id: string;
  id: string;
  title: string;
  message_count: number;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: string;
  user_id: string;
  session_id: string;
  /** 'user' | 'assistant' */
  role: string;
  content: string;
  details: ColumnType<ChatMessageDetails, string, string>;
  created_at: string;
}

/** What an assistant message carries besides its text (empty lists for a student's message). */
export interface ChatMessageDetails {
  agent_actions: { type: string; description: string; link?: string; timestamp: string }[];
  next_questions: string[];
  citations: { n: number; title: string; quote: string; link?: string }[];
}

export interface Database {
  users: UsersTable;
  projects: ProjectsTable;
  project_counts: ProjectCountsTable;
  usage_counters: UsageCountersTable;
  flashcards: FlashcardsTable;
  quiz_attempts: QuizAttemptsTable;
  learning_evidence: LearningEvidenceTable;
  speech_clips: SpeechClipsTable;
  speech_requests: SpeechRequestsTable;
  plagiarism_documents: PlagiarismDocumentsTable;
  plagiarism_fingerprints: PlagiarismFingerprintsTable;
  lesson_progress: LessonProgressTable;
  bootcamp_passes: BootcampPassesTable;
  bootcamp_quiz_attempts: BootcampQuizAttemptsTable;
  revoked_tokens: RevokedTokensTable;
  subscriptions: SubscriptionsTable;
  checkout_sessions: CheckoutSessionsTable;
  billing_credits: BillingCreditsTable;
  billing_ledger: BillingLedgerTable;
  billing_webhook_events: BillingWebhookEventsTable;
  chat_sessions: ChatSessionsTable;
  chat_messages: ChatMessagesTable;
  practice_drills: PracticeDrillsTable;
  study_plans: StudyPlansTable;
  interview_sessions: InterviewSessionsTable;
  interview_answers: InterviewAnswersTable;
  interview_badges: InterviewBadgesTable;
  resume_analyses: ResumeAnalysesTable;
  blog_posts: BlogPostsTable;
  blog_tags: BlogTagsTable;
  blog_views: BlogViewsTable;
  admin_audit_log: AdminAuditLogTable;
  platform_settings: PlatformSettingsTable;
  user_active_days: UserActiveDaysTable;
  subscriber_exports: SubscriberExportsTable;
}

/**
 * Columns stored as 0/1 by SQLite that the application reads as booleans. Matched by name in
 * every table, so a name here must mean a boolean wherever it is used.
 */
export const BOOLEAN_COLUMNS = new Set([
  'is_admin',
  'insights_enabled',
  'is_correct',
  'completed',
  'disabled',
  'email_consent',
]);
/** Columns stored as JSON text (SQLite) or jsonb (PostgreSQL), read as parsed values. */
export const JSON_COLUMNS = new Set([
  'output_data',
  'metadata',
  'answers',
  'last_test_results',
  'details',
  'questions',
  'results',
  'objective_ids',
  'focus_areas',
  'interview_questions',
  'feedback',
  'resume_analysis',
  'cover_letter',
  'tags',
  'filters',
  'settings',
]);

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProjectUpdate = Updateable<ProjectsTable>;
export type FlashcardRow = Selectable<FlashcardsTable>;
export type PracticeDrillRow = Selectable<PracticeDrillsTable>;
