import {
  MAX_PLAGIARISM_CHARS,
  MIN_PLAGIARISM_CHARS,
  PLAGIARISM_TOO_SHORT,
  type PlagiarismResponse,
} from '@studybot/contract';
import { type FormEvent, useId, useMemo, useState } from 'react';
import {
  CreateLayout,
  FailedPanel,
  FormHeader,
  GeneratingPanel,
  ReadyPanel,
} from '../../components/create-hub/CreateLayout';
import { TextAreaField, TextField } from '../../components/create-hub/fields';
import { PlagiarismReport } from '../../components/plagiarism/PlagiarismReport';
import { readReport } from '../../components/plagiarism/report';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { SavedToLibrary } from '../../components/ui/SavedToLibrary';
import { useRevealOnMount } from '../../lib/useRevealOnMount';
import { useCheckPlagiarism } from './api/check-plagiarism';

export const PLAGIARISM_FAILED = 'Plagiarism check failed';

/** "12 characters", "1 character". */
function characters(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'character' : 'characters'}`;
}

export function PlagiarismTab() {
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const hintId = useId();
  const check = useCheckPlagiarism(PLAGIARISM_FAILED);
  const busy = check.isPending;
  const trimmed = text.trim();
  const missing = MIN_PLAGIARISM_CHARS - trimmed.length;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || missing > 0) return;
    check.mutate({ text: trimmed, ...(title.trim() ? { title: title.trim() } : {}) });
  }

  return (
    <CreateLayout
      form={
        <>
          <FormHeader
            title="Check for plagiarism"
            description="See which passages of your writing match other sources before you hand it in."
          />
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextAreaField
              label="Text to check"
              required
              value={text}
              onChange={setText}
              placeholder="Paste your essay, report or notes"
              rows={10}
              maxLength={MAX_PLAGIARISM_CHARS}
              disabled={busy}
              hint={`${characters(text.length)} of ${MAX_PLAGIARISM_CHARS.toLocaleString()}`}
            />
            <TextField
              label="Title"
              optional
              value={title}
              onChange={setTitle}
              placeholder="Named after your text if left blank"
              maxLength={200}
              disabled={busy}
            />
            <div>
              <Button
                type="submit"
                size="lg"
                className="w-full"
                busy={busy}
                disabled={missing > 0}
                aria-describedby={missing > 0 ? hintId : undefined}
              >
                {busy ? 'Generating...' : 'Check Plagiarism'}
              </Button>
              {missing > 0 ? (
                <p id={hintId} className="mt-1.5 text-center text-sm text-slate-600">
                  {PLAGIARISM_TOO_SHORT} ({missing} more needed).
                </p>
              ) : null}
            </div>
          </form>
        </>
      }
      result={
        busy ? (
          <GeneratingPanel label="Checking your text..." />
        ) : check.data ? (
          <PlagiarismResult answer={check.data} text={check.variables?.text ?? ''} />
        ) : check.error ? (
          <FailedPanel
            title="We couldn’t check your text"
            error={check.error}
            fallback={PLAGIARISM_FAILED}
            fixInput="Change your text and press Check Plagiarism again."
          />
        ) : (
          <ReadyPanel
            hint={`Paste at least ${MIN_PLAGIARISM_CHARS} characters and press Check Plagiarism. Your report will appear here and in your library.`}
          />
        )
      }
    />
  );
}

function PlagiarismResult({ answer, text }: { answer: PlagiarismResponse; text: string }) {
  const revealRef = useRevealOnMount<HTMLDivElement>();
  const report = useMemo(() => readReport({ results: answer.results, text }), [answer, text]);
  return (
    <div ref={revealRef} className="scroll-mt-36">
      <Card className="p-5 sm:p-6">
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
          <h2 className="min-w-0 text-lg font-semibold break-words text-slate-900">{answer.title}</h2>
          {/* The server saves every check, so there is nothing left to save. */}
          <SavedToLibrary />
        </div>
        {report ? <PlagiarismReport report={report} /> : null}
      </Card>
    </div>
  );
}
