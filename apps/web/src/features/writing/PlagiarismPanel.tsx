import type { PlagiarismResponse } from '@studybot/contract';
import { X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { PlagiarismReport } from '../../components/plagiarism/PlagiarismReport';
import { readReport } from '../../components/plagiarism/report';
import { Button } from '../../components/ui/Button';
import { SavedToLibrary } from '../../components/ui/SavedToLibrary';
import { useRevealOnMount } from '../../lib/useRevealOnMount';

/** The plagiarism check of the paper's text, in the report the Create Hub and the library show. */
export function PlagiarismPanel({
  answer,
  text,
  onClose,
}: {
  answer: PlagiarismResponse;
  text: string;
  onClose(): void;
}) {
  const headingId = useId();
  const revealRef = useRevealOnMount<HTMLElement>();
  const report = useMemo(() => readReport({ results: answer.results, text }), [answer, text]);
  return (
    <section
      ref={revealRef}
      aria-labelledby={headingId}
      className="scroll-mt-36 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 pb-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Plagiarism report
        </h2>
        <div className="flex items-center gap-3">
          <SavedToLibrary />
          <Button variant="ghost" size="sm" aria-label="Close report" onClick={onClose} className="px-2">
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {report ? <PlagiarismReport report={report} /> : null}
    </section>
  );
}
