import type { Citation, CitationStyle } from '@studybot/contract';
import { BookOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Panel } from './Panel';

/** What each style calls its list of sources. */
export const REFERENCE_HEADINGS: Record<CitationStyle, string> = {
  apa: 'References',
  mla: 'Works Cited',
  chicago: 'References',
};

/** The reference list, each entry with "Show source": the passages the paper's sentences rest on. */
export function References({ citations, style }: { citations: Citation[]; style: CitationStyle }) {
  const id = useId();
  const [open, setOpen] = useState<Citation | null>(null);
  const heading = REFERENCE_HEADINGS[style];
  // All three styles list references alphabetically.
  const sorted = [...citations].sort((a, b) => a.full_reference.localeCompare(b.full_reference));

  return (
    <Panel title={heading} icon={<BookOpen className="size-4" />}>
      {sorted.length === 0 ? (
        <p className="text-sm text-slate-600">No sources yet. Use Add Citations to find some.</p>
      ) : (
        <ol aria-label={heading} className="space-y-3">
          {sorted.map((citation, index) => (
            <li key={citation.source_id} className="text-sm">
              <p id={`${id}-${index}`} className="break-words text-slate-800">
                {citation.full_reference}
              </p>
              <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-xs text-slate-600">Cite as {citation.in_text}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="-ml-2 h-7 px-2 text-indigo-700"
                  aria-describedby={`${id}-${index}`}
                  onClick={() => setOpen(citation)}
                >
                  Show source
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
        title="Source passages"
        description={open?.full_reference}
        widthClass="max-w-2xl"
      >
        {open ? (
          open.passages.length === 0 ? (
            <p className="text-sm text-slate-700">No passages of this source are used in your paper yet.</p>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-slate-700">
                The passages your paper draws on, cited as {open.in_text}:
              </p>
              <ul aria-label="Passages" className="space-y-2">
                {open.passages.map((passage) => (
                  <li key={passage}>
                    <blockquote className="border-l-4 border-indigo-200 bg-slate-50 px-3 py-2 text-sm break-words text-slate-800">
                      {passage}
                    </blockquote>
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : null}
      </Dialog>
    </Panel>
  );
}
