import {
  type CoverLetterData,
  MAX_JOB_DESCRIPTION_CHARS,
  MAX_RESUME_CHARS,
  MIN_RESUME_CHARS,
  RESUME_FILE_TYPES,
  RESUME_MAX_FILE_BYTES,
  RESUME_MESSAGES,
  type ResumeAnalysis,
  type ResumeAnalysisRecord,
} from '@studybot/contract';
import { useState } from 'react';
import { useAnalyzeResume } from './api/analyze-resume';
import { useGenerateCoverLetter } from './api/generate-cover-letter';
import { useFetchResumeAnalysis } from './api/get-resume-analysis';
import { useUploadResume } from './api/upload-resume';
import { type ResumeFailure, resumeFailure } from './failure';
import { FILE_TYPE_NOT_ACCEPTED, OPEN_FAILED } from './messages';

export type ResumeTab = 'analyzer' | 'cover-letter' | 'history';

export const TABS: readonly ResumeTab[] = ['analyzer', 'cover-letter', 'history'];

/** An analysis on screen, new or reopened from the history. */
export interface ShownAnalysis {
  id: string;
  analysis: ResumeAnalysis;
  /** The text as analyzed: the feedback's line numbers point into it, whatever is typed since. */
  resumeText: string;
}

export interface ShownLetter {
  id: string;
  data: CoverLetterData;
}

/** A past analysis opened from the history: said above what it shows. */
export interface OpenedRecord {
  id: string;
  type: ResumeAnalysisRecord['analysis_type'];
  createdAt: string;
  hasAnalysis: boolean;
  hasLetter: boolean;
}

export type UploadState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'done'; fileName: string; words: number }
  | { status: 'error'; message: string };

/**
 * Everything the three tabs share, kept above them so switching tabs loses nothing: the texts, the
 * upload, the analysis and the cover letter on screen, and the calls that make them.
 */
export function useResumeWorkspace() {
  const [tab, setTab] = useState<ResumeTab>('analyzer');
  const [resumeText, setResumeTextState] = useState('');
  const [jobDescription, setJobDescriptionState] = useState('');
  // The cover letter's own texts once the student edits them; until then it uses the analyzer's.
  const [coverResume, setCoverResume] = useState<string | null>(null);
  const [coverJob, setCoverJob] = useState<string | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [textError, setTextError] = useState<string | null>(null);
  const [jobError, setJobError] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownAnalysis | null>(null);
  const [letterError, setLetterError] = useState<string | null>(null);
  const [letter, setLetter] = useState<ShownLetter | null>(null);
  const [opened, setOpened] = useState<OpenedRecord | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<{ id: string; message: string } | null>(null);

  const uploader = useUploadResume();
  const analyzer = useAnalyzeResume();
  const writer = useGenerateCoverLetter();
  const fetchAnalysis = useFetchResumeAnalysis();

  function setResumeText(text: string) {
    setResumeTextState(text);
    setTextError(null);
  }

  function setJobDescription(text: string) {
    setJobDescriptionState(text);
    setJobError(null);
  }

  /** Checks the file here first (type by its name, size), then asks the server for its text. */
  function uploadFile(file: File) {
    const name = file.name.toLowerCase();
    if (!RESUME_FILE_TYPES.some((extension) => name.endsWith(extension))) {
      setUpload({ status: 'error', message: FILE_TYPE_NOT_ACCEPTED });
      return;
    }
    if (file.size > RESUME_MAX_FILE_BYTES) {
      setUpload({ status: 'error', message: RESUME_MESSAGES.fileTooLarge });
      return;
    }
    setUpload({ status: 'reading', fileName: file.name });
    uploader.mutate(file, {
      onSuccess: (answer) => {
        setResumeText(answer.extracted_text);
        setUpload({ status: 'done', fileName: file.name, words: answer.word_count });
      },
      onError: (error) =>
        setUpload({
          status: 'error',
          message: resumeFailure(error, {
            failed: RESUME_MESSAGES.uploadFailed,
            network: RESUME_MESSAGES.uploadNetwork,
          }).message,
        }),
    });
  }

  function analyze() {
    analyzer.reset();
    const text = resumeText;
    const job = jobDescription.trim() ? jobDescription : undefined;
    const tooShort = text.trim().length < MIN_RESUME_CHARS;
    const tooLong = text.length > MAX_RESUME_CHARS;
    const jobTooLong = (job?.length ?? 0) > MAX_JOB_DESCRIPTION_CHARS;
    setTextError(tooShort ? RESUME_MESSAGES.tooShort : tooLong ? RESUME_MESSAGES.tooLong : null);
    setJobError(jobTooLong ? RESUME_MESSAGES.jobTooLong : null);
    if (tooShort || tooLong || jobTooLong) return false;
    analyzer.mutate(
      { resume_text: text, job_description: job, analysis_type: 'resume' },
      {
        onSuccess: (answer) => {
          setShown({ id: answer.id, analysis: answer.analysis, resumeText: text });
          setOpened(null);
        },
      },
    );
    return true;
  }

  const coverResumeText = coverResume ?? resumeText;
  const coverJobText = coverJob ?? jobDescription;

  function generateLetter() {
    writer.reset();
    if (!coverResumeText.trim() || !coverJobText.trim()) {
      setLetterError(RESUME_MESSAGES.coverLetterInputs);
      return false;
    }
    const error =
      coverResumeText.length > MAX_RESUME_CHARS
        ? RESUME_MESSAGES.tooLong
        : coverJobText.length > MAX_JOB_DESCRIPTION_CHARS
          ? RESUME_MESSAGES.jobTooLong
          : null;
    setLetterError(error);
    if (error) return false;
    writer.mutate(
      { resume_text: coverResumeText, job_description: coverJobText },
      {
        onSuccess: (answer) => {
          setLetter({ id: answer.id, data: answer.cover_letter_data });
          setOpened(null);
        },
      },
    );
    return true;
  }

  /** Opens a past analysis: its texts fill the forms, and its results show on their tab. False when it could not. */
  async function open(id: string): Promise<boolean> {
    if (openingId) return false;
    setOpeningId(id);
    setOpenError(null);
    try {
      const record = await fetchAnalysis(id);
      analyzer.reset();
      writer.reset();
      setResumeText(record.resume_text);
      setJobDescription(record.job_description ?? '');
      setCoverResume(null);
      setCoverJob(null);
      setLetterError(null);
      setUpload({ status: 'idle' });
      setShown(
        record.analysis ? { id: record.id, analysis: record.analysis, resumeText: record.resume_text } : null,
      );
      setLetter(record.cover_letter_data ? { id: record.id, data: record.cover_letter_data } : null);
      setOpened({
        id: record.id,
        type: record.analysis_type,
        createdAt: record.created_at,
        hasAnalysis: record.analysis !== null,
        hasLetter: record.cover_letter_data !== null,
      });
      setTab(record.analysis ? 'analyzer' : 'cover-letter');
      return true;
    } catch (error) {
      setOpenError({
        id,
        message: resumeFailure(error, { failed: OPEN_FAILED, network: OPEN_FAILED }).message,
      });
      return false;
    } finally {
      setOpeningId(null);
    }
  }

  const analyzeFailure: ResumeFailure | null = analyzer.error
    ? resumeFailure(analyzer.error, {
        failed: RESUME_MESSAGES.analyzeFailed,
        network: RESUME_MESSAGES.analyzeNetwork,
      })
    : null;
  const letterFailure: ResumeFailure | null = letterError
    ? { message: letterError, upgradePlan: null }
    : writer.error
      ? resumeFailure(writer.error, {
          failed: RESUME_MESSAGES.coverLetterFailed,
          network: RESUME_MESSAGES.coverLetterNetwork,
        })
      : null;

  return {
    tab,
    setTab,
    analyzer: {
      resumeText,
      setResumeText,
      jobDescription,
      setJobDescription,
      upload,
      uploadFile,
      textError,
      jobError,
      analyze,
      analyzing: analyzer.isPending,
      failure: analyzeFailure,
      shown,
    },
    coverLetter: {
      resumeText: coverResumeText,
      setResumeText: (text: string) => {
        setCoverResume(text);
        setLetterError(null);
      },
      jobDescription: coverJobText,
      setJobDescription: (text: string) => {
        setCoverJob(text);
        setLetterError(null);
      },
      generate: generateLetter,
      generating: writer.isPending,
      failure: letterFailure,
      letter,
    },
    history: { open, openingId, openError },
    opened,
    closeOpened: () => setOpened(null),
  };
}

export type ResumeWorkspace = ReturnType<typeof useResumeWorkspace>;
