import { CODE_REQUIRED, type Lesson, type RunResult, type TestResults } from '@studybot/contract';
import { CheckCircle2, Eye, EyeOff, FlaskConical, Save } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CodeEditor } from '../../../components/code/CodeEditor';
import { runOutputText } from '../../../components/code/run';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useToast } from '../../../components/ui/Toast';
import { useTestCode } from '../../../lib/code/api/test-code';
import { useSaveProgress } from '../api/save-progress';
import { COMPLETE_ANYWAY, LESSON_COMPLETED } from '../messages';
import { LessonFooter } from './LessonFooter';
import { LessonHeading } from './LessonHeading';
import { LessonReading, LessonSection } from './LessonReading';
import { lessonMeta } from './labels';
import { CodeBlock } from './Markdown';
import { PracticeExercises } from './PracticeExercises';
import { ReadAloud } from './ReadAloud';
import { TestResultsPanel } from './TestResultsPanel';
import { useProgressSaver } from './useProgressSaver';

const COMPLETE_FAILED = 'Could not mark the lesson complete. Please try again.';

/** A lesson the student may open: reading, code, the editor with tests, exercises and completion. */
export function OpenLessonView({ lesson }: { lesson: Lesson }) {
  const { toast } = useToast();
  const saver = useProgressSaver(lesson.id);
  const code = useRef(lesson.progress.last_code ?? lesson.starter_template);
  const [testResults, setTestResults] = useState<TestResults | null>(lesson.progress.last_test_results);
  const [completed, setCompleted] = useState(lesson.progress.completed);
  const [confirming, setConfirming] = useState(false);
  const tests = useTestCode();
  const complete = useSaveProgress();

  function codeChanged(next: string) {
    code.current = next;
    saver.codeChanged(next);
  }

  function ranCode(result: RunResult) {
    saver.record({ last_run_output: runOutputText(result) });
  }

  function runTests() {
    if (!code.current.trim()) {
      toast(CODE_REQUIRED, 'error');
      return;
    }
    tests.mutate(
      { code: code.current, lesson_id: lesson.id },
      {
        onSuccess: (results) => {
          setTestResults(results);
          saver.record({ last_test_results: results });
        },
      },
    );
  }

  function markComplete() {
    setConfirming(false);
    complete.mutate(
      { lessonId: lesson.id, body: { completed: true } },
      {
        onSuccess: () => {
          setCompleted(true);
          toast(LESSON_COMPLETED, 'success');
        },
        onError: (error) => {
          console.error('Failed to save lesson progress', error);
          toast(COMPLETE_FAILED, 'error');
        },
      },
    );
  }

  return (
    <>
      <header className="space-y-3">
        <LessonHeading>{lesson.title}</LessonHeading>
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{lessonMeta(lesson)}</span>
          {completed ? (
            <Badge tone="green">
              <CheckCircle2 aria-hidden="true" className="mr-1 size-3" />
              Completed
            </Badge>
          ) : null}
        </div>
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {lesson.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="indigo">{tag}</Badge>
            </li>
          ))}
        </ul>
        <ReadAloud title={lesson.title} markdown={lesson.explanation_md} />
      </header>

      <LessonReading plan={lesson.plan} explanation={lesson.explanation_md} />

      <LessonSection title="Annotated Code">
        <CodeBlock code={lesson.annotated_code} />
      </LessonSection>

      <FinalCode code={lesson.final_code} />

      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <CodeEditor
          title="Try It Yourself"
          headingLevel={2}
          codeLabel="Your code"
          lessonId={lesson.id}
          initialCode={lesson.starter_template}
          startingCode={lesson.progress.last_code}
          savedOutput={lesson.progress.last_run_output}
          onCodeChange={codeChanged}
          onResult={ranCode}
          actions={
            <>
              <Button variant="secondary" size="sm" onClick={runTests} busy={tests.isPending}>
                <FlaskConical aria-hidden="true" className="size-4" />
                {tests.isPending ? 'Running Tests...' : 'Run Tests'}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void saver.saveNow(code.current)}
                busy={saver.status === 'saving'}
              >
                <Save aria-hidden="true" className="size-4" />
                Save
              </Button>
            </>
          }
        />
      </div>

      <TestResultsPanel results={testResults} running={tests.isPending} failed={tests.isError} />

      <PracticeExercises lessonId={lesson.id} />

      <LessonFooter
        saveStatus={saver.status}
        completed={completed}
        justCompleted={complete.isSuccess}
        completing={complete.isPending}
        onComplete={() => (testResults?.passed ? markComplete() : setConfirming(true))}
      />
      <ConfirmDialog
        open={confirming}
        title="Complete this lesson?"
        description={COMPLETE_ANYWAY}
        confirmLabel="Complete anyway"
        tone="primary"
        onConfirm={markComplete}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** The finished program, folded away so students try first; one button away when they need it. */
function FinalCode({ code }: { code: string }) {
  const [shown, setShown] = useState(false);
  const codeId = useId();
  return (
    <LessonSection title="Final Code">
      <p className="text-slate-700">
        Try the exercise yourself first. The finished program is here when you need it.
      </p>
      <Button
        variant="secondary"
        aria-expanded={shown}
        aria-controls={codeId}
        onClick={() => setShown((open) => !open)}
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {shown ? 'Hide solution' : 'Show solution'}
      </Button>
      <div id={codeId} hidden={!shown}>
        <CodeBlock code={code} />
      </div>
    </LessonSection>
  );
}
