import { EditorView } from '@uiw/react-codemirror';

// jsdom has no layout: CodeMirror measures text through ranges, which need these to exist.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () =>
    Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}

/**
 * CodeMirror cannot be typed into through jsdom; tests reach its view through the editing area
 * (the contenteditable named by the editor's label), the one seam they use.
 */
function viewOf(area: HTMLElement): EditorView {
  const view = EditorView.findFromDOM(area);
  if (!view) throw new Error('not a CodeMirror editing area');
  return view;
}

/** Replaces the whole text, as a student typing would, leaving the cursor at `cursor` (the end). */
export function typeCode(area: HTMLElement, code: string, cursor = code.length) {
  const view = viewOf(area);
  view.dispatch({
    changes: { from: 0, to: view.state.doc.length, insert: code },
    selection: { anchor: cursor },
    userEvent: 'input.type',
  });
}

/** Selects from `anchor` to `head`. */
export function selectCode(area: HTMLElement, anchor: number, head: number) {
  viewOf(area).dispatch({ selection: { anchor, head } });
}

export function codeIn(area: HTMLElement): string {
  return viewOf(area).state.doc.toString();
}
