import { type ExportResponse, MAILERLITE_MESSAGES } from '@studybot/contract';
import { ApiError } from '../../lib/api-error';
import { csvDownloaded, partialDetail } from './messages';

/** What the result alert shows after an export: a headline and any further lines. */
export interface ExportOutcome {
  ok: boolean;
  headline: string;
  details: string[];
}

/**
 * The server's answer told per the spec: 'Export completed successfully' plus the message, or
 * 'Export failed: {message}' (a partial export also says how many were not exported).
 * `downloadedAs` is the CSV file's name when the answer was saved as a download.
 */
export function answerOutcome(answer: ExportResponse, downloadedAs: string | null): ExportOutcome {
  if (answer.status === 'success') {
    return {
      ok: true,
      headline: MAILERLITE_MESSAGES.success,
      details: [answer.message, ...(downloadedAs ? [csvDownloaded(downloadedAs)] : [])],
    };
  }
  const { failed_exports, total_subscribers } = answer.export;
  return {
    ok: false,
    headline: `${MAILERLITE_MESSAGES.failedPrefix}${answer.message}`,
    details: answer.status === 'partial' ? [partialDetail(failed_exports, total_subscribers)] : [],
  };
}

/**
 * A request that failed: 403 is the spec's admin-only message; a refusal with a readable detail
 * (e.g. a bad date range) is 'Export failed: {detail}'; anything else (no answer, a server crash)
 * is the spec's network message.
 */
export function errorOutcome(error: unknown): ExportOutcome {
  if (error instanceof ApiError) {
    if (error.status === 403) return { ok: false, headline: MAILERLITE_MESSAGES.adminOnly, details: [] };
    if (error.detail && error.status < 500) {
      return { ok: false, headline: `${MAILERLITE_MESSAGES.failedPrefix}${error.detail}`, details: [] };
    }
  }
  return { ok: false, headline: MAILERLITE_MESSAGES.network, details: [] };
}
