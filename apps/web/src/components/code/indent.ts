import { type Command, EditorSelection, type EditorState, type Line } from '@uiw/react-codemirror';

/** Spec part 2 §9: the editor's Tab inserts four spaces. */
export const INDENT = '    ';

/** The lines a selection range touches (a range ending at a line's start leaves that line out). */
function touchedLines(state: EditorState, from: number, to: number): Line[] {
  const first = state.doc.lineAt(from);
  let last = state.doc.lineAt(to);
  if (to > from && last.from === to && last.number > first.number) last = state.doc.line(last.number - 1);
  const lines: Line[] = [];
  for (let n = first.number; n <= last.number; n++) lines.push(state.doc.line(n));
  return lines;
}

/** Tab: four spaces at the cursor; with text selected, every selected line moves in by four. */
export const insertIndent: Command = (view) => {
  const { state } = view;
  if (state.readOnly) return false;
  const transaction = state.changeByRange((range) => {
    if (range.empty) {
      return {
        changes: { from: range.from, insert: INDENT },
        range: EditorSelection.cursor(range.from + INDENT.length),
      };
    }
    const changes = state.changes(
      touchedLines(state, range.from, range.to).map((line) => ({ from: line.from, insert: INDENT })),
    );
    return {
      changes,
      range: EditorSelection.range(changes.mapPos(range.anchor, 1), changes.mapPos(range.head, 1)),
    };
  });
  view.dispatch(state.update(transaction, { scrollIntoView: true, userEvent: 'input.indent' }));
  return true;
};

/** Shift+Tab: every line the selection touches moves out by up to four spaces. */
export const removeIndent: Command = (view) => {
  const { state } = view;
  if (state.readOnly) return false;
  const transaction = state.changeByRange((range) => {
    const changes = state.changes(
      touchedLines(state, range.from, range.to).map((line) => {
        const spaces = /^ {0,4}/.exec(line.text)?.[0].length ?? 0;
        return { from: line.from, to: line.from + spaces };
      }),
    );
    return {
      changes,
      range: EditorSelection.range(changes.mapPos(range.anchor), changes.mapPos(range.head)),
    };
  });
  view.dispatch(state.update(transaction, { scrollIntoView: true, userEvent: 'delete.dedent' }));
  return true;
};
