import {
  INTERVIEW_MESSAGES,
  type InterviewConfig,
  type InterviewQuestion,
  type InterviewReport,
  type InterviewSession,
  type PreviousItem,
} from '@studybot/contract';
import { useCallback, useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { saveFile } from '../../lib/save-file';
import type { Answer } from './AnswerPanel';
import { reportFileName, useDownloadInterviewReport } from './api/download-interview-report';
import { useFinishInterview } from './api/finish-interview';
import { useNextInterviewQuestion } from './api/next-interview-question';
import { useStartInterview } from './api/start-interview';
import { useSubmitInterviewAnswer } from './api/submit-interview-answer';
import { refusalMessage, startFailure } from './failure';
import { forgetInterview, readStoredInterview, storeInterview } from './session-storage';
import { useBadgeAlert } from './useBadgeAlert';

/** The spec's four phases, plus reloading an interview this tab was in. */
export type Phase =
  | { name: 'resuming'; sessionId: string }
  | { name: 'config' }
  | { name: 'interview'; session: InterviewSession; question: InterviewQuestion }
  | { name: 'feedback'; session: InterviewSession; item: PreviousItem }
  | { name: 'complete'; session: InterviewSession; report: InterviewReport };

/**
 * Where an interview loaded from the server stands: the question being asked, the feedback on the
 * last answer (answered, not yet moved on), or the report once finished (null: nothing to resume).
 */
export function phaseOf(session: InterviewSession, report: InterviewReport | null): Phase | null {
  if (session.status === 'finished') return report ? { name: 'complete', session, report } : null;
  if (session.question) return { name: 'interview', session, question: session.question };
  const last = session.previous.at(-1);
  return last ? { name: 'feedback', session, item: last } : null;
}

/**
 * The interview simulator's state: config → interview → feedback → (interview …) → complete, and
 * back to config. The session id is kept for this tab so a reload resumes.
 */
export function useInterviewFlow() {
  const { toast } = useToast();
  const [phase, setPhase] = useState<Phase>(() => {
    const stored = readStoredInterview();
    return stored ? { name: 'resuming', sessionId: stored } : { name: 'config' };
  });
  const start = useStartInterview();
  const submit = useSubmitInterviewAnswer();
  const next = useNextInterviewQuestion();
  const finish = useFinishInterview();
  const download = useDownloadInterviewReport();
  const announceBadges = useBadgeAlert();

  function begin(config: InterviewConfig) {
    start.mutate(config, {
      onSuccess: (session) => {
        if (!session.question) {
          toast(INTERVIEW_MESSAGES.startFailed, 'error');
          return;
        }
        storeInterview(session.session_id);
        setPhase({ name: 'interview', session, question: session.question });
      },
    });
  }

  function answer(session: InterviewSession, question: InterviewQuestion, given: Answer) {
    submit.mutate(
      { session_id: session.session_id, question_id: question.id, ...given },
      {
        onSuccess: (feedback) => {
          const item: PreviousItem = { question, answer_text: given.answer_text, feedback };
          setPhase({
            name: 'feedback',
            session: { ...session, previous: [...session.previous, item] },
            item,
          });
          announceBadges(feedback.badges_awarded);
        },
      },
    );
  }

  function complete(session: InterviewSession) {
    finish.mutate(session.session_id, {
      onSuccess: (report) => setPhase({ name: 'complete', session, report }),
    });
  }

  /** The next question; after the last one (or if moving on fails) the interview ends with its report. */
  function moveOn(session: InterviewSession) {
    next.mutate(session.session_id, {
      onSuccess: (updated) => {
        if (updated.question) {
          submit.reset();
          setPhase({ name: 'interview', session: updated, question: updated.question });
        } else complete(updated);
      },
      onError: () => complete(session),
    });
  }

  function downloadReport(sessionId: string) {
    download.mutate(sessionId, {
      onSuccess: (blob) => saveFile(blob, reportFileName(sessionId)),
      onError: () => toast(INTERVIEW_MESSAGES.pdfFailed, 'error'),
    });
  }

  function restart() {
    forgetInterview();
    for (const mutation of [start, submit, next, finish, download]) mutation.reset();
    setPhase({ name: 'config' });
  }

  /** A stored interview was loaded (or could not be): show where it stands, else the settings. */
  const resumed = useCallback((resumedPhase: Phase | null) => {
    if (!resumedPhase) forgetInterview();
    setPhase(resumedPhase ?? { name: 'config' });
  }, []);

  return {
    phase,
    begin,
    answer,
    moveOn,
    finish: complete,
    downloadReport,
    restart,
    resumed,
    starting: start.isPending,
    startFailure: start.isError ? startFailure(start.error, INTERVIEW_MESSAGES.startFailed) : null,
    submitting: submit.isPending,
    submitError: submit.isError ? refusalMessage(submit.error, INTERVIEW_MESSAGES.submitFailed) : null,
    moving: next.isPending,
    finishing: finish.isPending,
    reportError: finish.isError ? INTERVIEW_MESSAGES.reportFailed : null,
    downloading: download.isPending,
  };
}
