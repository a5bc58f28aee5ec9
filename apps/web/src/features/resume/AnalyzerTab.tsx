import { MAX_JOB_DESCRIPTION_CHARS, MAX_RESUME_CHARS, MIN_RESUME_CHARS } from '@studybot/contract';
import { ScanSearch } from 'lucide-react';
import { useId } from 'react';
import { TextAreaField } from '../../components/create-hub/fields';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { FailureNotice } from './FailureNotice';
import { OpenedBanner } from './OpenedBanner';
import { resumeTierLabel, tierFor, useResumePlan } from './plan';
import { ResumeDropZone } from './ResumeDropZone';
import { ResumeResults } from './ResumeResults';
import type { ResumeWorkspace } from './useResumeWorkspace';

/** The first tab: a file or pasted text, an optional job description, and the analysis. */
export function AnalyzerTab({ workspace }: { workspace: ResumeWorkspace }) {
  const form = workspace.analyzer;
  const plan = useResumePlan();
  const ids = useId();

  return (
    <div className="space-y-6">
      {workspace.opened?.hasAnalysis ? (
        <OpenedBanner
          opened={workspace.opened}
          onClose={workspace.closeOpened}
          onShowLetter={workspace.opened.hasLetter ? () => workspace.setTab('cover-letter') : undefined}
        />
      ) : null}

      <Card className="p-4 sm:p-6">
        <form
          noValidate
          aria-label="Analyze a resume"
          onSubmit={(event) => {
            event.preventDefault();
            form.analyze();
          }}
          className="space-y-5"
        >
          <ResumeDropZone upload={form.upload} onFile={form.uploadFile} />
          <TextAreaField
            label="Resume text"
            value={form.resumeText}
            onChange={form.setResumeText}
            rows={12}
            required
            error={form.textError}
            placeholder="Paste your resume here, or upload the file above."
            hint={
              <CharacterCount
                count={form.resumeText.length}
                max={MAX_RESUME_CHARS}
                note={`At least ${MIN_RESUME_CHARS} characters.`}
              />
            }
          />
          <TextAreaField
            label="Job description"
            optional
            value={form.jobDescription}
            onChange={form.setJobDescription}
            rows={6}
            error={form.jobError}
            placeholder="Paste the job ad to check your resume against it."
            hint={
              <CharacterCount
                count={form.jobDescription.length}
                max={MAX_JOB_DESCRIPTION_CHARS}
                note={
                  plan.atsRecommendations
                    ? 'Used for ATS optimization: your resume is matched against its skills and title.'
                    : `Used for ATS optimization. The job match and ATS recommendations need ${resumeTierLabel(tierFor('atsRecommendations'))}.`
                }
              />
            }
          />
          {form.failure ? <FailureNotice id={`${ids}-error`} failure={form.failure} /> : null}
          <Button type="submit" size="lg" busy={form.analyzing} className="w-full sm:w-auto">
            <ScanSearch aria-hidden="true" className="size-4" />
            {form.analyzing ? 'Analyzing...' : 'Analyze Resume'}
          </Button>
        </form>
      </Card>

      <section aria-labelledby={`${ids}-results`} className="min-w-0 space-y-4">
        <h2 id={`${ids}-results`} className="text-xl font-semibold text-slate-900">
          Analysis results
        </h2>
        {form.analyzing ? (
          <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
            <Spinner label="Analyzing your resume..." />
            <p aria-hidden="true" className="font-medium text-slate-800">
              Analyzing your resume...
            </p>
          </div>
        ) : form.shown ? (
          <ResumeResults key={form.shown.id} shown={form.shown} plan={plan} />
        ) : (
          <EmptyState
            icon={<ScanSearch className="size-7" />}
            title="No analysis yet"
            description="Upload or paste your resume and press Analyze Resume. You get scores, feedback tied to your lines and suggestions to improve them."
          />
        )}
      </section>
    </div>
  );
}

/** "1,234 / 30,000 characters", red past the limit, after a short note. */
function CharacterCount({ count, max, note }: { count: number; max: number; note: string }) {
  return (
    <span className="flex flex-wrap justify-between gap-x-3 gap-y-1">
      <span>{note}</span>
      <span className={`tabular-nums ${count > max ? 'font-medium text-red-700' : ''}`}>
        {`${count.toLocaleString()} / ${max.toLocaleString()} characters`}
      </span>
    </span>
  );
}
