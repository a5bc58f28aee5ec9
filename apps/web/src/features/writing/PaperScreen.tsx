import {
  canSpeak,
  DEFAULT_SPEED,
  DEFAULT_VOICE,
  type ExportFormat,
  MAX_PLAGIARISM_CHARS,
  MIN_PLAGIARISM_CHARS,
  type Paper,
  PLAGIARISM_TOO_SHORT,
  WRITING_MESSAGES,
} from '@studybot/contract';
import {
  BookPlus,
  Check,
  CircleCheck,
  FileDown,
  FilePlus2,
  FolderOpen,
  Lightbulb,
  Save,
  ScanSearch,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSpeech } from '../../components/audio/useSpeech';
import { TextField } from '../../components/create-hub/fields';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { useToast } from '../../components/ui/Toast';
import { ApiError, errorMessage } from '../../lib/api-error';
import { TRY_AGAIN_SOON } from '../../lib/failure';
import { fileNameFromTitle } from '../../lib/fileName';
import { AddCitationsDialog } from './AddCitationsDialog';
import { useCheckPlagiarism } from './api/check-plagiarism';
import { useExportPaper } from './api/export-paper';
import { usePaper } from './api/get-paper';
import { CitationCheck } from './CitationCheck';
import { saveFile } from './download';
import { LISTEN_SOURCE, ListenPanel, listenText } from './ListenPanel';
import { CITATIONS_ADDED, PAPER_DONE, PAPER_NOT_FOUND, PAPER_SAVED } from './messages';
import { useWritingNavigation } from './navigation';
import { Panel } from './Panel';
import { PlagiarismPanel } from './PlagiarismPanel';
import {
  allText,
  bodyTopic,
  countWords,
  hasContent,
  isBodyKey,
  proseText,
  type SectionKey,
  type StudentNote,
  sectionsOf,
  studentNotes,
  truncate,
  withBodyTopic,
  withSectionText,
  words,
} from './paper';
import { References } from './References';
import { type FocusRange, SectionEditor } from './SectionEditor';
import { StudentNotes } from './StudentNotes';
import { usePaperEditor } from './usePaperEditor';
import { WritingSuggestions } from './WritingSuggestions';

/** A saved paper, loaded by its project id: loading, not found, or the editor. */
export function PaperScreen({ projectId, prompt }: { projectId: string; prompt?: string }) {
  const paper = usePaper(projectId);
  const { toForm, toDrafts } = useWritingNavigation();
  if (paper.isPending) return <Spinner label="Loading paper..." className="min-h-72" />;
  if (paper.isError) {
    const notFound = paper.error instanceof ApiError && paper.error.status === 404;
    return (
      <div className="space-y-4">
        <ErrorPanel
          title="This paper could not be opened"
          message={notFound ? PAPER_NOT_FOUND : errorMessage(paper.error, 'The paper could not be loaded.')}
          nextStep={notFound ? null : TRY_AGAIN_SOON}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={toForm}>Start New Paper</Button>
          <Button variant="secondary" onClick={toDrafts}>
            Saved Drafts
          </Button>
        </div>
      </div>
    );
  }
  return <PaperEditor paper={paper.data} prompt={prompt} />;
}

function PaperEditor({ paper, prompt }: { paper: Paper; prompt?: string }) {
  const { toast } = useToast();
  const navigation = useWritingNavigation();
  const { draft, setDraft, dirty, saving, save } = usePaperEditor(paper);
  const sections = sectionsOf(draft);
  const [active, setActive] = useState<SectionKey>('introduction');
  const activeSection = sections.find((s) => s.key === active) ?? sections[0]!;
  const [focusRange, setFocusRange] = useState<FocusRange | null>(null);
  const onFocused = useCallback(() => setFocusRange(null), []);
  const notes = useMemo(() => studentNotes(draft), [draft]);
  const text = useMemo(() => allText(draft), [draft]);
  const prose = useMemo(() => proseText(draft), [draft]);
  const [leaving, setLeaving] = useState<'form' | 'drafts' | null>(null);
  const [citing, setCiting] = useState(false);

  const exporter = useExportPaper();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const plagiarism = useCheckPlagiarism();
  const [showReport, setShowReport] = useState(false);

  const [listening, setListening] = useState(false);
  const [spoken, setSpoken] = useState<string | null>(null);
  const speech = useSpeech({
    onError: (message) => {
      toast(message, 'error');
      setListening(false);
      setSpoken(null);
    },
  });

  function go(to: 'form' | 'drafts') {
    if (to === 'form') navigation.toForm();
    else navigation.toDrafts();
  }

  function leave(to: 'form' | 'drafts') {
    if (dirty) setLeaving(to);
    else go(to);
  }

  async function saveNow() {
    if (await save(draft)) toast(PAPER_SAVED, 'success');
  }

  // The server counts a paper done once; this only remembers it for this visit (the paper has no
  // done flag of its own to read back).
  const [done, setDone] = useState(false);
  const [markingDone, setMarkingDone] = useState(false);
  async function markDone() {
    if (markingDone || done) return;
    setMarkingDone(true);
    const saved = await save(draft, { done: true });
    setMarkingDone(false);
    if (saved) {
      setDone(true);
      toast(PAPER_DONE, 'success');
    }
  }

  // Ctrl+S (⌘S) saves, as in any editor, instead of saving the web page.
  const shortcut = useRef<() => void>(() => {});
  shortcut.current = () => {
    if (dirty && !saving) void saveNow();
  };
  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        shortcut.current();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  async function exportAs(format: ExportFormat) {
    if (exporting) return;
    if (!hasContent(draft)) {
      toast(WRITING_MESSAGES.noContent, 'error');
      return;
    }
    setExporting(format);
    // The file is made from the saved paper, so unsaved edits are saved first.
    if (dirty && !(await save(draft))) {
      setExporting(null);
      return;
    }
    const name = fileNameFromTitle(draft.title, format, 'paper');
    exporter.mutate(
      { projectId: paper.project_id, format },
      {
        onSuccess: (blob) => {
          saveFile(blob, name);
          // The server counts an exported paper as done, as if it had been marked so.
          setDone(true);
        },
        onError: (error) => toast(errorMessage(error, WRITING_MESSAGES.exportFailed), 'error'),
        onSettled: () => setExporting(null),
      },
    );
  }

  function checkPlagiarism() {
    if (prose.length < MIN_PLAGIARISM_CHARS) {
      toast(PLAGIARISM_TOO_SHORT, 'error');
      return;
    }
    plagiarism.mutate(
      {
        text: prose.slice(0, MAX_PLAGIARISM_CHARS),
        title: truncate(`Plagiarism check: ${draft.title.trim()}`, 190),
      },
      {
        onSuccess: () => setShowReport(true),
        onError: (error) => toast(errorMessage(error, WRITING_MESSAGES.plagiarismFailed), 'error'),
      },
    );
  }

  const spokenText = listenText(draft.title, prose);
  function toggleListen() {
    if (listening) {
      setListening(false);
      return;
    }
    setListening(true);
    // Read again only when the paper changed since it was last read.
    if (spoken !== spokenText && !speech.isPending) {
      setSpoken(spokenText);
      speech.speak({
        text: spokenText,
        voice_id: DEFAULT_VOICE,
        speed: DEFAULT_SPEED,
        feature_source: LISTEN_SOURCE,
      });
    }
  }

  async function addCitations(sourceIds: string[]) {
    const next = { ...draft, source_ids: [...new Set([...draft.source_ids, ...sourceIds])] };
    setDraft(next);
    if (await save(next)) {
      toast(CITATIONS_ADDED, 'success');
      setCiting(false);
    }
  }

  function openNote(note: StudentNote) {
    setActive(note.section);
    setFocusRange({ start: note.start, end: note.end });
  }

  const setSection = (key: SectionKey) => (value: string) =>
    setDraft((current) => withSectionText(current, key, value));

  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4 sm:p-5">
        <TextField
          label="Title"
          value={draft.title}
          onChange={(title) => setDraft((current) => ({ ...current, title }))}
          maxLength={200}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <p role="status" className={dirty && !saving ? 'font-medium text-amber-800' : 'text-slate-600'}>
            {saving ? 'Saving...' : dirty ? 'Unsaved changes' : 'All changes saved'}
          </p>
          <p className="text-slate-600">{words(countWords(draft))}</p>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Paper actions</legend>
          <Button size="sm" onClick={() => void saveNow()} busy={saving} disabled={!dirty}>
            <Save aria-hidden="true" className="size-4" />
            {saving ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setCiting(true)}>
            <BookPlus aria-hidden="true" className="size-4" />
            Add Citations
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void exportAs('docx')}
            busy={exporting === 'docx'}
            disabled={exporting !== null && exporting !== 'docx'}
          >
            <FileDown aria-hidden="true" className="size-4" />
            {exporting === 'docx' ? 'Exporting...' : 'Export DOCX'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void exportAs('pdf')}
            busy={exporting === 'pdf'}
            disabled={exporting !== null && exporting !== 'pdf'}
          >
            <FileDown aria-hidden="true" className="size-4" />
            {exporting === 'pdf' ? 'Exporting...' : 'Export PDF'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void markDone()}
            busy={markingDone}
            disabled={done || saving}
            className={
              done
                ? 'disabled:border-green-300 disabled:bg-green-50 disabled:text-green-800 disabled:opacity-100'
                : undefined
            }
          >
            {done ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <CircleCheck aria-hidden="true" className="size-4" />
            )}
            {done ? 'Done' : markingDone ? 'Saving...' : 'Mark as done'}
          </Button>
          <Button variant="secondary" size="sm" onClick={checkPlagiarism} busy={plagiarism.isPending}>
            <ScanSearch aria-hidden="true" className="size-4" />
            {plagiarism.isPending ? 'Checking...' : 'Check Plagiarism'}
          </Button>
          {canSpeak(prose) ? (
            <Button variant="secondary" size="sm" onClick={toggleListen} aria-expanded={listening}>
              {listening ? (
                <VolumeX aria-hidden="true" className="size-4" />
              ) : (
                <Volume2 aria-hidden="true" className="size-4" />
              )}
              {listening ? 'Hide player' : 'Listen'}
            </Button>
          ) : null}
          <span className="hidden flex-1 sm:block" />
          <Button variant="ghost" size="sm" onClick={() => leave('drafts')}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Saved Drafts
          </Button>
          <Button variant="ghost" size="sm" onClick={() => leave('form')}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            Start New Paper
          </Button>
        </fieldset>
      </Card>

      {listening ? (
        <ListenPanel
          title={draft.title}
          text={spokenText}
          audioUrl={speech.data?.audio_url ?? null}
          generating={speech.isPending}
          canDownload={speech.data?.can_download ?? false}
          duration={speech.data?.duration}
          onClose={() => setListening(false)}
        />
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <Card className="p-4 sm:p-5">
            <Tabs value={active} onValueChange={(value) => setActive(value as SectionKey)}>
              <TabsList aria-label="Paper sections" className="w-full justify-start overflow-x-auto">
                {sections.map((section) => (
                  <TabsTrigger key={section.key} value={section.key} className="shrink-0">
                    {truncate(section.label, 40)}
                  </TabsTrigger>
                ))}
              </TabsList>
              {sections.map((section) => (
                <TabsContent key={section.key} value={section.key} className="mt-4">
                  <SectionEditor
                    section={section}
                    topic={bodyTopic(draft, section.key)}
                    onTopicChange={
                      isBodyKey(section.key)
                        ? (topic) => setDraft((current) => withBodyTopic(current, section.key, topic))
                        : undefined
                    }
                    onChange={setSection(section.key)}
                    focusRange={section.key === active ? focusRange : null}
                    onFocused={onFocused}
                  />
                </TabsContent>
              ))}
            </Tabs>
          </Card>
          <WritingSuggestions section={activeSection} onApply={setSection(activeSection.key)} />
        </div>

        <div className="min-w-0 space-y-6">
          <StudentNotes notes={notes} onOpen={openNote} />
          {paper.suggestions.length > 0 ? (
            <Panel title="Next steps" icon={<Lightbulb className="size-4" />}>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                {paper.suggestions.map((suggestion) => (
                  <li key={suggestion} className="break-words">
                    {suggestion}
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
          <References citations={paper.citations} style={paper.citation_style} />
          <CitationCheck text={text} citations={paper.citations} />
        </div>
      </div>

      {showReport && plagiarism.data ? (
        <PlagiarismPanel
          answer={plagiarism.data}
          text={plagiarism.variables?.text ?? ''}
          onClose={() => setShowReport(false)}
        />
      ) : null}

      <AddCitationsDialog
        open={citing}
        topic={prompt?.trim() || draft.title.trim() || paper.title}
        style={paper.citation_style}
        sourceIds={draft.source_ids}
        saving={saving}
        onClose={() => setCiting(false)}
        onAdd={(ids) => void addCitations(ids)}
      />
      <ConfirmDialog
        open={leaving !== null}
        title="Leave without saving?"
        description="Your latest edits to this paper have not been saved."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          const to = leaving;
          setLeaving(null);
          if (to) go(to);
        }}
        onCancel={() => setLeaving(null)}
      />
    </div>
  );
}
