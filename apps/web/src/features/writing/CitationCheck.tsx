import { type Citation, checkCitations } from '@studybot/contract';
import { CheckCircle2, ListChecks } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '../../components/ui/Badge';
import { Panel } from './Panel';

/**
 * Checks the text against the reference list as the student edits: in-text citations with no
 * reference, and references the text never cites.
 */
export function CitationCheck({ text, citations }: { text: string; citations: Citation[] }) {
  const issues = useMemo(() => checkCitations(text, citations), [text, citations]);
  const missing = issues.filter((issue) => issue.kind === 'missing_reference');
  const neverCited = issues.filter((issue) => issue.kind === 'never_cited');

  return (
    <Panel
      title="Citation check"
      icon={<ListChecks className="size-4" />}
      aside={
        issues.length > 0 ? (
          <Badge tone="red">{`${issues.length} ${issues.length === 1 ? 'issue' : 'issues'}`}</Badge>
        ) : null
      }
    >
      {issues.length === 0 ? (
        <p className="flex items-start gap-2 text-sm text-green-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Every in-text citation has a reference, and every reference is cited.
        </p>
      ) : (
        <div className="space-y-3 text-sm">
          {missing.length > 0 ? (
            <IssueList
              title="Cited in the text but not in your references"
              hint="Add the source with Add Citations, or remove the citation."
              items={missing.map((issue) => issue.text)}
            />
          ) : null}
          {neverCited.length > 0 ? (
            <IssueList
              title="In your references but never cited"
              hint="Cite these where you use them, or they will look like padding."
              items={neverCited.map((issue) => issue.text)}
            />
          ) : null}
        </div>
      )}
    </Panel>
  );
}

function IssueList({ title, hint, items }: { title: string; hint: string; items: string[] }) {
  return (
    <div>
      <h3 className="font-medium text-slate-900">{title}</h3>
      <p className="text-xs text-slate-600">{hint}</p>
      <ul aria-label={title} className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item} className="break-words">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
