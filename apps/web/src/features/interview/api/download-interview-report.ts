import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api';

/** The name the browser saves the report under. */
export const reportFileName = (sessionId: string) => `interview_report_${sessionId}.pdf`;

/**
 * GET /api/interview/{sessionId}/report.pdf: the report as a PDF, fetched with the token (a plain
 * link cannot send it). 403 when the plan has no PDF reports.
 */
export function downloadInterviewReport(sessionId: string): Promise<Blob> {
  return apiBlob(`/interview/${encodeURIComponent(sessionId)}/report.pdf`);
}

export function useDownloadInterviewReport() {
  return useMutation({ mutationFn: downloadInterviewReport });
}
