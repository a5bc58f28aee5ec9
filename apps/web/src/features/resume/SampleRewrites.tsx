import type { ResumeRewrite } from '@studybot/contract';
import { ChevronDown, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { plansLink } from '../../lib/billing/plans-link';
import { withPlaceholders } from './labels';
import { resumeTierLabel, tierFor } from './plan';

/**
 * The student's own lines rewritten, behind a Show/Hide toggle on a plan that has them; elsewhere a
 * locked control naming the plan.
 */
export function SampleRewrites({
  rewrites,
  allowed,
  selected,
  onSelect,
}: {
  rewrites: readonly ResumeRewrite[];
  allowed: boolean;
  selected: string | null;
  onSelect(key: string, lines: readonly number[]): void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  if (!allowed) {
    const tier = tierFor('sampleRewrites');
    const label = resumeTierLabel(tier);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" disabled>
          <Lock aria-hidden="true" className="size-4" />
          {`Sample rewrites (${label})`}
        </Button>
        <p className="text-sm text-slate-600">
          See your own lines rewritten for impact with{' '}
          <Link
            to={plansLink(tier)}
            className="font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            {label}
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {open ? 'Hide sample rewrites' : `Show sample rewrites (${rewrites.length})`}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? (
          rewrites.length === 0 ? (
            <p className="text-sm text-slate-600">No lines needed rewriting.</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600">
                Parts in{' '}
                <mark className="rounded bg-amber-100 px-1 text-amber-950 ring-1 ring-amber-300 ring-inset">
                  [brackets]
                </mark>{' '}
                are for you to fill in with your own details.
              </p>
              <ol className="space-y-3" aria-label="Sample rewrites">
                {rewrites.map((rewrite, index) => {
                  const key = `rewrite-${index}`;
                  const on = selected === key;
                  return (
                    // Rewrites of a fixed analysis, never reordered.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <li key={index} className="min-w-0 rounded-xl border border-slate-200 p-3 text-sm sm:p-4">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <button
                          type="button"
                          aria-pressed={on}
                          onClick={() => onSelect(key, [rewrite.line])}
                          className="cursor-pointer rounded-md px-2 py-0.5 text-xs font-medium text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:bg-indigo-600 aria-pressed:text-white"
                        >
                          Line {rewrite.line}
                        </button>
                      </div>
                      <dl className="mt-2 space-y-2">
                        <div>
                          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                            Before
                          </dt>
                          <dd className="break-words text-slate-600">{rewrite.original}</dd>
                        </div>
                        <div>
                          <dt className="text-xs font-semibold tracking-wide text-green-800 uppercase">
                            After
                          </dt>
                          <dd className="break-words text-slate-900" data-testid="rewrite-improved">
                            {withPlaceholders(rewrite.improved).map((part, partIndex) =>
                              'placeholder' in part ? (
                                <mark
                                  // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text
                                  key={partIndex}
                                  title="Fill this in with your own detail"
                                  className="rounded bg-amber-100 px-1 text-amber-950 ring-1 ring-amber-300 ring-inset"
                                >
                                  {part.placeholder}
                                </mark>
                              ) : (
                                part.text
                              ),
                            )}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                            Why
                          </dt>
                          <dd className="break-words text-slate-700">{rewrite.why}</dd>
                        </div>
                      </dl>
                    </li>
                  );
                })}
              </ol>
            </>
          )
        ) : null}
      </div>
    </div>
  );
}
