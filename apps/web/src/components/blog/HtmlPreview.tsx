import { useMemo } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { previewDocument } from './blog-prose';

/**
 * Unsaved post HTML as it will read. It renders in a sandboxed frame with no permissions
 * (`sandbox=""`), so script, handlers and forms in what was typed never run; the server cleans
 * the HTML again when it is saved.
 */
export function HtmlPreview({ html, id }: { html: string; id?: string }) {
  const settled = useDebouncedValue(html, 250);
  const doc = useMemo(() => previewDocument(settled), [settled]);
  return (
    <iframe
      id={id}
      title="Content preview"
      sandbox=""
      srcDoc={doc}
      referrerPolicy="no-referrer"
      className="h-72 w-full rounded-lg border border-slate-300 bg-white lg:h-full lg:min-h-72"
    />
  );
}
