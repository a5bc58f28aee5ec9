import type { GeneratePaperRequest } from '@studybot/contract';
import { FolderOpen, PenLine } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { CreateLayout, FailedPanel, FormHeader } from '../../components/create-hub/CreateLayout';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/usePageTitle';
import { useGeneratePaper } from './api/generate-paper';
import { DraftsList } from './DraftsList';
import { GeneratingPanel } from './GeneratingPanel';
import { GENERATE_FAILED } from './messages';
import { type PaperLocationState, useWritingNavigation } from './navigation';
import { PaperForm } from './PaperForm';
import { PaperScreen } from './PaperScreen';
import { UsageBar } from './UsageBar';
import { YourSources } from './YourSources';

/** /writing-assistant: write a paper from real sources, edit it, cite it, check it and export it. */
export function WritingAssistantPage() {
  usePageTitle('Writing Assistant');
  const [params] = useSearchParams();
  const location = useLocation();
  const paperId = params.get('paper');
  const showDrafts = params.get('view') === 'drafts';
  const prompt = (location.state as PaperLocationState | null)?.prompt;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Writing Assistant</h1>
        <p className="mt-1 text-slate-600">
          Draft essays and reports from real sources, then edit, cite, check and export them.
        </p>
      </header>
      {paperId ? (
        // Keyed by the paper, so opening another one starts from its own saved text.
        <PaperScreen key={paperId} projectId={paperId} prompt={prompt} />
      ) : showDrafts ? (
        <DraftsList />
      ) : (
        <CreateScreen />
      )}
    </div>
  );
}

function CreateScreen() {
  const { toast } = useToast();
  const { toDrafts, toPaper } = useWritingNavigation();
  const generate = useGeneratePaper();

  function start(body: GeneratePaperRequest) {
    generate.mutate(body, {
      onSuccess: (paper) => toPaper(paper.project_id, body.prompt),
      onError: (error) => toast(errorMessage(error, GENERATE_FAILED), 'error'),
    });
  }

  return (
    <div className="space-y-6">
      <UsageBar />
      <CreateLayout
        form={
          <>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <FormHeader
                title="Write a new paper"
                description="Every fact in your draft comes from a real source and is cited, so you can check it."
              />
              <Button variant="secondary" size="sm" onClick={toDrafts}>
                <FolderOpen aria-hidden="true" className="size-4" />
                Saved Drafts
              </Button>
            </div>
            <PaperForm busy={generate.isPending} onGenerate={start} />
          </>
        }
        result={
          generate.isPending ? (
            <GeneratingPanel />
          ) : generate.error ? (
            <FailedPanel
              title="We couldn’t write this paper"
              error={generate.error}
              fallback={GENERATE_FAILED}
              fixInput="Change your prompt and press Generate Paper again."
            />
          ) : (
            <EmptyState
              icon={<PenLine className="size-7" />}
              title="Your paper will appear here"
              description="Describe what to write about and press Generate Paper. You get an introduction, body sections and a conclusion to edit, with references."
            />
          )
        }
      />
      <YourSources />
    </div>
  );
}
