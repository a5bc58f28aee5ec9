/** Names and addresses shown to people; one place so pages and e-mails agree. */
export const BRAND = {
  name: 'StudyBot',
  supportEmail: 'support@studybot.app',
  privacyEmail: 'privacy@studybot.app',
  privacyUpdated: 'January 1, 2025',
  /** Support answers within this many hours; privacy requests within privacyReplyHours. */
  supportReplyHours: 24,
  privacyReplyHours: 48,
} as const;
