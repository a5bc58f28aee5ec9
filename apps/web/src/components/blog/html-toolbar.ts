/** The content editor's formatting buttons: each wraps the selected text (or a placeholder) in HTML. */

export type HtmlTool = 'heading' | 'bold' | 'italic' | 'link' | 'list' | 'quote';

export interface Edit {
  value: string;
  /** The text to select afterwards (the words just wrapped, or the link's address to type). */
  selectionStart: number;
  selectionEnd: number;
}

interface Wrap {
  before: string;
  after: string;
  placeholder: string;
  /** Starts on its own line. */
  block: boolean;
}

const WRAPS: Record<Exclude<HtmlTool, 'list' | 'link'>, Wrap> = {
  heading: { before: '<h2>', after: '</h2>', placeholder: 'Heading', block: true },
  bold: { before: '<strong>', after: '</strong>', placeholder: 'bold text', block: false },
  italic: { before: '<em>', after: '</em>', placeholder: 'italic text', block: false },
  quote: { before: '<blockquote>', after: '</blockquote>', placeholder: 'Quote', block: true },
};

const LINK_PLACEHOLDER = 'https://';

/** Applies `tool` to `value` with `start`..`end` selected. */
export function applyHtmlTool(value: string, start: number, end: number, tool: HtmlTool): Edit {
  const selected = value.slice(start, end);
  const head = value.slice(0, start);
  const tail = value.slice(end);

  if (tool === 'link') {
    // Selected text that is an address becomes the href; otherwise the address is left to type.
    const isUrl = /^https?:\/\/\S+$/.test(selected.trim());
    const text = isUrl ? selected.trim() : selected || 'link text';
    const href = isUrl ? selected.trim() : LINK_PLACEHOLDER;
    const opening = `<a href="${href}">`;
    const inserted = `${opening}${text}</a>`;
    const hrefStart = head.length + '<a href="'.length;
    return isUrl
      ? {
          value: head + inserted + tail,
          selectionStart: head.length + opening.length,
          selectionEnd: head.length + opening.length + text.length,
        }
      : { value: head + inserted + tail, selectionStart: hrefStart, selectionEnd: hrefStart + href.length };
  }

  let before: string;
  let inner: string;
  let after: string;
  // The part of `inner` to select afterwards: the words wrapped, or the first list item.
  let selectFrom: number;
  let selectLength: number;
  if (tool === 'list') {
    const items = selected
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (!items.length) items.push('List item');
    before = '<ul>\n';
    inner = items.map((item) => `  <li>${item}</li>`).join('\n');
    after = '\n</ul>';
    selectFrom = '  <li>'.length;
    selectLength = items[0]!.length;
  } else {
    const wrap = WRAPS[tool];
    before = wrap.before;
    inner = selected || wrap.placeholder;
    after = wrap.after;
    selectFrom = 0;
    selectLength = inner.length;
  }
  const block = tool === 'list' || WRAPS[tool].block;
  const lead = block && head.length > 0 && !head.endsWith('\n') ? '\n' : '';
  const trail = block && tail.length > 0 && !tail.startsWith('\n') ? '\n' : '';
  const innerStart = head.length + lead.length + before.length + selectFrom;
  return {
    value: head + lead + before + inner + after + trail + tail,
    selectionStart: innerStart,
    selectionEnd: innerStart + selectLength,
  };
}
