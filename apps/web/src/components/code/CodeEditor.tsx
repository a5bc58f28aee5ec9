import { CODE_REQUIRED, NO_CODE_TO_EXECUTE, type RunResult } from '@studybot/contract';
import { Check, Copy, Keyboard, Play, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { useExecuteCode } from '../../lib/code/api/execute-code';
import { useRunCode } from '../../lib/code/api/run-code';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import { Heading, type HeadingLevel, nextLevel } from './Heading';
import { OutputTerminal, type TerminalContent } from './OutputTerminal';
import { PythonCodeArea } from './PythonCodeArea';
import { EXECUTE_FAILED, inputLines, RUN_FAILED } from './run';

/** Spec part 2 §9: how long "Copied!" stays. */
export const COPY_CONFIRM_MS = 2000;

export interface CodeEditorProps {
  /** The code Reset restores. */
  initialCode: string;
  /** The code the editor opens with (e.g. the student's saved work); `initialCode` when absent. */
  startingCode?: string | null;
  title?: string;
  headingLevel?: HeadingLevel;
  /** The accessible name of the code area; "{title} code" when absent. */
  codeLabel?: string;
  readOnly?: boolean;
  /**
   * Runs the code as this lesson's (POST /api/code/run, the lesson's messages); without it the
   * generic editor's POST /api/code/execute.
   */
  lessonId?: string;
  /** Shown in the terminal until the first run (e.g. the saved output of the last run). */
  savedOutput?: string | null;
  onCodeChange?(code: string): void;
  onResult?(result: RunResult): void;
  /** More buttons beside Run (e.g. the lesson's Run Tests and Save). */
  actions?: ReactNode;
}

/** A Python editor with simulated input lines, copy, reset, Run and an Output Terminal. */
export function CodeEditor({
  initialCode,
  startingCode,
  title = 'Code Editor',
  headingLevel = 3,
  codeLabel,
  readOnly = false,
  lessonId,
  savedOutput,
  onCodeChange,
  onResult,
  actions,
}: CodeEditorProps) {
  const headingId = useId();
  const inputsId = useId();
  const { toast } = useToast();
  const [code, setCode] = useState(startingCode ?? initialCode);
  const [showInputs, setShowInputs] = useState(false);
  const [inputText, setInputText] = useState('');
  const [terminal, setTerminal] = useState<TerminalContent>(
    savedOutput ? { kind: 'message', text: savedOutput, tone: 'plain' } : { kind: 'empty' },
  );
  // A lesson's code runs through POST /api/code/run, any other through POST /api/code/execute.
  const lessonRun = useRunCode();
  const plainRun = useExecuteCode();
  const run = lessonId ? lessonRun : plainRun;
  const copied = useCopyConfirmation();
  const lines = inputLines(inputText);

  function changeCode(next: string) {
    setCode(next);
    onCodeChange?.(next);
  }

  function start() {
    if (run.isPending || readOnly) return;
    if (!code.trim()) {
      // The lesson's editor alerts (spec §5); the generic one says so in its output.
      if (lessonId) toast(CODE_REQUIRED, 'error');
      else setTerminal({ kind: 'message', text: NO_CODE_TO_EXECUTE, tone: 'error' });
      return;
    }
    const shown = {
      onSuccess: (result: RunResult) => {
        setTerminal({ kind: 'result', result });
        onResult?.(result);
      },
      onError: (error: Error) =>
        setTerminal({
          kind: 'message',
          text: errorMessage(error, lessonId ? RUN_FAILED : EXECUTE_FAILED),
          tone: 'error',
        }),
    };
    if (lessonId) lessonRun.mutate({ code, lesson_id: lessonId, inputs: lines }, shown);
    else plainRun.mutate({ code, language: 'python', inputs: lines }, shown);
  }

  function reset() {
    run.reset();
    changeCode(initialCode);
    setTerminal({ kind: 'empty' });
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading level={headingLevel} id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </Heading>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={showInputs}
            aria-controls={inputsId}
            onClick={() => setShowInputs((open) => !open)}
          >
            <Keyboard aria-hidden="true" className="size-4" />
            Input{lines.length ? ` (${lines.length})` : ''}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => copied.copy(code)}>
            {copied.done ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied.done ? 'Copied!' : 'Copy'}
          </Button>
          <Button variant="secondary" size="sm" onClick={reset} disabled={readOnly}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </Button>
          {actions}
          <Button size="sm" onClick={start} disabled={readOnly} busy={run.isPending}>
            <Play aria-hidden="true" className="size-4" />
            {run.isPending ? 'Running...' : 'Run'}
          </Button>
        </div>
      </div>
      <div id={inputsId} hidden={!showInputs}>
        <label htmlFor={`${inputsId}-text`} className="block text-sm font-medium text-slate-800">
          Input lines
        </label>
        <p id={`${inputsId}-hint`} className="text-xs text-slate-600">
          One line for each input() call, in order. Blank lines are skipped.
        </p>
        <textarea
          id={`${inputsId}-text`}
          aria-describedby={`${inputsId}-hint`}
          value={inputText}
          onChange={(event) => setInputText(event.target.value)}
          rows={3}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
      </div>
      <PythonCodeArea
        value={code}
        onChange={changeCode}
        label={codeLabel ?? `${title} code`}
        readOnly={readOnly}
      />
      <OutputTerminal content={terminal} running={run.isPending} headingLevel={nextLevel(headingLevel)} />
    </section>
  );
}

/** Copies text and says "Copied!" for `COPY_CONFIRM_MS`. */
function useCopyConfirmation() {
  const { toast } = useToast();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedAt(Date.now());
    } catch {
      toast('Could not copy the code. Select it and copy it yourself.', 'error');
    }
  }

  return { done: copiedAt !== null, copy };
}
