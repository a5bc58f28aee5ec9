import { MAX_JOB_DESCRIPTION_CHARS, MAX_RESUME_CHARS, RESUME_MESSAGES } from '@studybot/contract';
import { Copy, Lock, Mail } from 'lucide-react';
import { useId } from 'react';
import { TextAreaField } from '../../components/create-hub/fields';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useToast } from '../../components/ui/Toast';
import { FailureNotice } from './FailureNotice';
import { COPY_FAILED } from './messages';
import { OpenedBanner } from './OpenedBanner';
import { resumeTierLabel, tierFor, useResumePlan } from './plan';
import { UpgradeNotice } from './UpgradeNotice';
import type { ResumeWorkspace, ShownLetter } from './useResumeWorkspace';

/** The second tab: a cover letter for a job, from the resume (on a plan with cover letters). */
export function CoverLetterTab({ workspace }: { workspace: ResumeWorkspace }) {
  const form = workspace.coverLetter;
  const plan = useResumePlan();
  const ids = useId();
  const opened = workspace.opened;

  return (
    <div className="space-y-6">
      {opened && !opened.hasAnalysis && opened.hasLetter ? (
        <OpenedBanner opened={opened} onClose={workspace.closeOpened} />
      ) : null}
      {plan.coverLetter ? null : <CoverLetterUpgrade />}

      <div className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="min-w-0 p-4 sm:p-6">
          <form
            noValidate
            aria-label="Write a cover letter"
            onSubmit={(event) => {
              event.preventDefault();
              if (plan.coverLetter) form.generate();
            }}
            className="space-y-5"
          >
            <TextAreaField
              label="Resume text"
              value={form.resumeText}
              onChange={form.setResumeText}
              rows={10}
              required
              placeholder="Paste your resume here (the text from the Resume Analyzer tab is used until you edit it)."
              hint={`${form.resumeText.length.toLocaleString()} / ${MAX_RESUME_CHARS.toLocaleString()} characters`}
            />
            <TextAreaField
              label="Job description"
              value={form.jobDescription}
              onChange={form.setJobDescription}
              rows={8}
              required
              placeholder="Paste the job ad the letter is for."
              hint={`${form.jobDescription.length.toLocaleString()} / ${MAX_JOB_DESCRIPTION_CHARS.toLocaleString()} characters`}
            />
            {form.failure ? <FailureNotice id={`${ids}-error`} failure={form.failure} /> : null}
            <Button
              type="submit"
              size="lg"
              disabled={!plan.coverLetter}
              busy={form.generating}
              className="w-full sm:w-auto"
            >
              <Mail aria-hidden="true" className="size-4" />
              {form.generating ? 'Generating...' : 'Generate Cover Letter'}
            </Button>
          </form>
        </Card>

        <section aria-labelledby={`${ids}-result`} className="min-w-0 space-y-4">
          <h2 id={`${ids}-result`} className="text-xl font-semibold text-slate-900">
            Your cover letter
          </h2>
          {form.generating ? (
            <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
              <Spinner label="Writing your cover letter..." />
              <p aria-hidden="true" className="font-medium text-slate-800">
                Writing your cover letter...
              </p>
            </div>
          ) : form.letter ? (
            <LetterResult letter={form.letter} />
          ) : (
            <EmptyState
              icon={<Mail className="size-7" />}
              title="No cover letter yet"
              description="Add your resume and the job description, then press Generate Cover Letter. The letter answers the job's requirements with evidence from your resume."
            />
          )}
        </section>
      </div>
    </div>
  );
}

/** The spec's upgrade prompt for a plan without cover letters. */
function CoverLetterUpgrade() {
  const tier = tierFor('coverLetter');
  return (
    <UpgradeNotice icon={<Lock />} tier={tier}>
      <span className="font-semibold">{RESUME_MESSAGES.coverLetterPlan}</span>{' '}
      {`Cover letters come with ${resumeTierLabel(tier)}: a letter for each job, written from your resume.`}
    </UpgradeNotice>
  );
}

function LetterResult({ letter }: { letter: ShownLetter }) {
  const { toast } = useToast();

  async function copy() {
    try {
      await navigator.clipboard.writeText(letter.data.cover_letter);
      toast(RESUME_MESSAGES.copied, 'success');
    } catch {
      toast(COPY_FAILED, 'error');
    }
  }

  return (
    <div className="space-y-4">
      <Card className="min-w-0 p-4 sm:p-6">
        <div className="mb-3 flex justify-end">
          <Button variant="secondary" size="sm" onClick={copy}>
            <Copy aria-hidden="true" className="size-4" />
            Copy
          </Button>
        </div>
        <div
          data-testid="cover-letter"
          className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900"
        >
          {letter.data.cover_letter}
        </div>
      </Card>
      {letter.data.key_points.length > 0 ? (
        <Card className="min-w-0 p-4 sm:p-5">
          <h3 className="mb-2 text-base font-semibold text-slate-900">Key points</h3>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-800" aria-label="Key points">
            {letter.data.key_points.map((point) => (
              <li key={point} className="break-words">
                {point}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
