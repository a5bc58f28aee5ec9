import type { AdminActivityKind, PlanTier, ProjectType } from '@studybot/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every area's query keys, one factory each, in one shared place: a feature refreshes another
 * area's data (saving to the library changes the dashboard) without importing that feature.
 * A key starts with its area's name, so `invalidateQueries({ queryKey: xKeys.all })` reaches all of it.
 */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
  registration: ['auth', 'registration'] as const,
};

export const libraryKeys = {
  all: ['library'] as const,
  recent: (limit: number) => ['library', 'recent', limit] as const,
  pages: (type: ProjectType | undefined, q: string | undefined) =>
    ['library', 'pages', type ?? 'all', q ?? ''] as const,
  detail: (id: string) => ['library', 'detail', id] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: ['dashboard', 'stats'] as const,
};

export const voiceKeys = {
  all: ['voice'] as const,
  voices: ['voice', 'voices'] as const,
  usage: ['voice', 'usage'] as const,
};

export const bootcampKeys = {
  all: ['bootcamp'] as const,
  access: ['bootcamp', 'access'] as const,
  lessons: ['bootcamp', 'lessons'] as const,
  progress: ['bootcamp', 'progress'] as const,
  lesson: (lessonId: string) => ['bootcamp', 'lesson', lessonId] as const,
  quiz: (lessonId: string) => ['bootcamp', 'quiz', lessonId] as const,
};

export const billingKeys = {
  all: ['billing'] as const,
  subscription: ['billing', 'subscription'] as const,
  history: ['billing', 'history'] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
};

export const writingKeys = {
  all: ['writing'] as const,
  usage: ['writing', 'usage'] as const,
  /** The student's saved papers (writing_assistant library items). */
  drafts: ['writing', 'drafts'] as const,
  paper: (projectId: string) => ['writing', 'paper', projectId] as const,
  /** The student's own sources (library items papers and Add Citations may quote). */
  sources: ['writing', 'sources'] as const,
};

export const chatKeys = {
  all: ['chat'] as const,
  /** The student's recent chat sessions. */
  sessions: ['chat', 'sessions'] as const,
  session: (sessionId: string) => ['chat', 'session', sessionId] as const,
};

export const analyticsKeys = {
  all: ['analytics'] as const,
  mastery: (userId: string) => ['analytics', 'mastery', userId] as const,
  dueCards: (userId: string, limit: number) => ['analytics', 'due', userId, limit] as const,
  /** GET /api/users/{userId}: the analytics screen reads insights_enabled from it. */
  profile: (userId: string) => ['analytics', 'profile', userId] as const,
  insights: (userId: string) => ['analytics', 'insights', userId] as const,
  history: (userId: string, days: number) => ['analytics', 'history', userId, days] as const,
  /** GET /api/analytics/study_plan/{userId}: read by the analytics page and the dashboard's Today's Focus. */
  studyPlan: (userId: string) => ['analytics', 'study-plan', userId] as const,
};

export const practiceKeys = {
  all: ['practice'] as const,
  drill: (drillId: string) => ['practice', 'drill', drillId] as const,
  /** Every due card across the student's decks, in FSRS order. */
  dueCards: (limit: number) => ['practice', 'due', limit] as const,
};

export const interviewKeys = {
  all: ['interview'] as const,
  /** What the student's plan allows in interviews. */
  features: ['interview', 'features'] as const,
  /** Every badge, earned or not. */
  badges: ['interview', 'badges'] as const,
  session: (sessionId: string) => ['interview', 'session', sessionId] as const,
  report: (sessionId: string) => ['interview', 'report', sessionId] as const,
};

export const resumeKeys = {
  all: ['resume'] as const,
  /** The student's past analyses and cover letters, a page at a time. */
  history: ['resume', 'history'] as const,
  /** One past analysis in full, to open it again. */
  analysis: (id: string) => ['resume', 'analysis', id] as const,
};

/** The subscriber export (admin only): both change after every export. */
export const mailerliteKeys = {
  all: ['mailerlite'] as const,
  stats: ['mailerlite', 'stats'] as const,
  history: ['mailerlite', 'history'] as const,
};

export interface BlogListFilters {
  /** Only posts with this tag (public list); unset for every tag. */
  tag?: string;
  /** 'published' for everyone; 'all' and 'draft' for admins only. */
  status?: 'published' | 'draft' | 'all';
}

export const blogKeys = {
  all: ['blog'] as const,
  /** Every list of posts (public and admin), whatever the filter. */
  lists: ['blog', 'list'] as const,
  list: (filters: BlogListFilters) =>
    ['blog', 'list', filters.status ?? 'published', filters.tag ?? ''] as const,
  /** One post by slug (published, or any for admins). */
  post: (slug: string) => ['blog', 'post', slug] as const,
  related: (slug: string) => ['blog', 'related', slug] as const,
  /** Tags of published posts with their counts. */
  tags: ['blog', 'tags'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  systemStatus: ['admin', 'system-status'] as const,
  settings: ['admin', 'settings'] as const,
  /** Every page of the user list, whatever the search and filter. */
  allUsers: ['admin', 'users'] as const,
  users: (search: string, plan: PlanTier | undefined, offset: number) =>
    ['admin', 'users', search, plan ?? 'all', offset] as const,
  /** Every view of the activity feed, whatever the kind. */
  allActivity: ['admin', 'activity'] as const,
  activity: (kind: AdminActivityKind | undefined, limit: number) =>
    ['admin', 'activity', kind ?? 'all', limit] as const,
};

/** Something was saved to (or removed from) the library: its lists and the dashboard's counts change. */
export function refreshSavedWork(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
}
