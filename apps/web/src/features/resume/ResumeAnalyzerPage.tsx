import { FileText, History, type LucideIcon, Mail, ScanSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { usePageTitle } from '../../lib/usePageTitle';
import { AnalyzerTab } from './AnalyzerTab';
import { CoverLetterTab } from './CoverLetterTab';
import { HistoryTab } from './HistoryTab';
import { type ResumeTab, type ResumeWorkspace, TABS, useResumeWorkspace } from './useResumeWorkspace';

const TAB_LABELS: Record<ResumeTab, { label: string; icon: LucideIcon }> = {
  analyzer: { label: 'Resume Analyzer', icon: ScanSearch },
  'cover-letter': { label: 'Cover Letter Generator', icon: Mail },
  history: { label: 'History', icon: History },
};

function isTab(value: string): value is ResumeTab {
  return (TABS as readonly string[]).includes(value);
}

/** /resume-analyzer: score a resume, write a cover letter, and reopen past ones (spec part 2). */
export function ResumeAnalyzerPage() {
  usePageTitle('Resume Analyzer');
  const workspace = useResumeWorkspace();
  useOpenRequested(workspace);

  return (
    <div className="min-w-0 space-y-6">
      <header className="flex items-start gap-3">
        <span aria-hidden="true" className="rounded-xl bg-indigo-50 p-2.5 text-indigo-600">
          <FileText className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Resume Analyzer</h1>
          <p className="mt-1 text-slate-600">
            Get your resume scored with feedback tied to its lines, and write a cover letter for the job you
            want.
          </p>
        </div>
      </header>

      <Tabs value={workspace.tab} onValueChange={(value) => isTab(value) && workspace.setTab(value)}>
        <TabsList aria-label="Resume tools" className="grid grid-cols-3 sm:inline-grid">
          {TABS.map((value) => {
            const { label, icon: Icon } = TAB_LABELS[value];
            return (
              <TabsTrigger
                key={value}
                value={value}
                className="max-sm:flex-col max-sm:gap-1 max-sm:px-1 max-sm:text-xs max-sm:leading-tight max-sm:whitespace-normal"
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="analyzer" className="mt-6">
          <AnalyzerTab workspace={workspace} />
        </TabsContent>
        <TabsContent value="cover-letter" className="mt-6">
          <CoverLetterTab workspace={workspace} />
        </TabsContent>
        <TabsContent value="history" className="mt-6">
          <HistoryTab history={workspace.history} onStart={() => workspace.setTab('analyzer')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * `?analysis=<id>` (the library's link to a saved analysis or letter) opens it once; the parameter
 * is then dropped so a reload does not open it again. One that cannot be opened shows in History.
 */
function useOpenRequested(workspace: ResumeWorkspace) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('analysis');
  const handled = useRef<string | null>(null);
  const { open } = workspace.history;
  const { setTab } = workspace;
  useEffect(() => {
    if (!requested || handled.current === requested) return;
    handled.current = requested;
    setParams({}, { replace: true });
    void open(requested).then((opened) => {
      if (!opened) setTab('history');
    });
  }, [requested, open, setParams, setTab]);
}
