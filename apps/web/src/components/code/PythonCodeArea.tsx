import { python } from '@codemirror/lang-python';
import CodeMirror, { EditorState, EditorView, keymap, Prec } from '@uiw/react-codemirror';
import { useId, useMemo } from 'react';
import { INDENT, insertIndent, removeIndent } from './indent';

export const KEYBOARD_HINT =
  'Tab inserts 4 spaces. To leave the editor with the keyboard, press Escape, then Tab.';

interface PythonCodeAreaProps {
  value: string;
  onChange(code: string): void;
  /** The accessible name of the editing area. */
  label: string;
  readOnly?: boolean;
}

const tabKeys = Prec.high(keymap.of([{ key: 'Tab', run: insertIndent, shift: removeIndent }]));

/**
 * CodeMirror for Python. Its own Tab handling is replaced by `tabKeys`; CodeMirror still lets
 * Escape, then Tab, move focus out of the editor, which the hint below it says.
 */
export function PythonCodeArea({ value, onChange, label, readOnly = false }: PythonCodeAreaProps) {
  const hintId = useId();
  const extensions = useMemo(
    () => [
      python(),
      tabKeys,
      EditorState.tabSize.of(INDENT.length),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': hintId }),
    ],
    [label, hintId],
  );
  return (
    <div>
      <div className="overflow-hidden rounded-lg border border-slate-300 text-sm focus-within:ring-2 focus-within:ring-indigo-600">
        <CodeMirror
          value={value}
          onChange={onChange}
          extensions={extensions}
          readOnly={readOnly}
          indentWithTab={false}
          basicSetup={{ tabSize: INDENT.length, autocompletion: false, foldGutter: false }}
          minHeight="180px"
          maxHeight="480px"
        />
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {readOnly ? 'Read-only.' : KEYBOARD_HINT}
      </p>
    </div>
  );
}
