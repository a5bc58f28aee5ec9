import type { ExportFormat } from '@studybot/contract';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api';

export interface ExportPaperInput {
  projectId: string;
  format: ExportFormat;
}

/**
 * GET /api/writing-assistant/export/:project_id?format=docx|pdf: the saved paper as a file, fetched
 * with the token (a plain link cannot send it). A paper with no text is refused (400).
 */
export function exportPaper({ projectId, format }: ExportPaperInput): Promise<Blob> {
  return apiBlob(`/writing-assistant/export/${encodeURIComponent(projectId)}?format=${format}`);
}

/** Fetches the file on the student's click; the screen hands the Blob to the browser. */
export function useExportPaper() {
  return useMutation({ mutationFn: exportPaper });
}
