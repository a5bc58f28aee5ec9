import {
  MATH_CHECK_INPUT_REQUIRED,
  MATH_CHECK_MAX_LINE_CHARS,
  MATH_CHECK_MAX_LINES,
} from '@studybot/contract';
import { type FormEvent, useRef } from 'react';
import { Button } from '../../components/ui/Button';
import { MathTextArea } from './MathTextArea';
import { SubmitRow } from './SubmitRow';

const EXAMPLE = '2x+3=11\n2x=14\nx=7';

/** The problem and the student's working with blank lines left out, one line each. */
export function workingLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Why the working cannot be checked as it is (the server's limits), or null when it can. */
function whyNotReady(lines: readonly string[]): string | null {
  if (lines.length < 2) return MATH_CHECK_INPUT_REQUIRED;
  if (lines.length > MATH_CHECK_MAX_LINES) {
    return `Check at most ${MATH_CHECK_MAX_LINES} lines at a time (you have ${lines.length}).`;
  }
  const long = lines.findIndex((line) => line.length > MATH_CHECK_MAX_LINE_CHARS);
  if (long !== -1) {
    return `Keep each line to ${MATH_CHECK_MAX_LINE_CHARS} characters or fewer (line ${long + 1} is longer).`;
  }
  return null;
}

/** Check my steps: the problem on the first line, then the student's own working, one step a line. */
export function CheckStepsForm({
  working,
  onWorkingChange,
  busy,
  onCheck,
}: {
  working: string;
  onWorkingChange(working: string): void;
  busy: boolean;
  onCheck(text: string): void;
}) {
  const field = useRef<HTMLTextAreaElement>(null);
  const lines = workingLines(working);
  const notReady = whyNotReady(lines);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && !notReady) onCheck(lines.join('\n'));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Already worked it out? I'll check each of your steps, point out the first one that goes wrong and give
        you a hint to fix it.
      </p>
      <MathTextArea
        label="Problem and your working"
        hint="First line: the problem. Then one step per line. Press Ctrl+Enter (⌘+Enter on a Mac) to check."
        value={working}
        onChange={onWorkingChange}
        placeholder={'2x+3=11\n2x=8\nx=4'}
        rows={7}
        inputRef={field}
      />
      <Button
        variant="ghost"
        size="sm"
        className="-ml-2"
        onClick={() => {
          onWorkingChange(EXAMPLE);
          field.current?.focus();
        }}
      >
        Fill in an example with a mistake
      </Button>
      <SubmitRow label="Check My Steps" busyLabel="Checking..." busy={busy} notReady={notReady} />
    </form>
  );
}
