import {
  EXPORT_PLAN_FILTERS,
  type ExportRequest,
  MAILERLITE_MESSAGES,
  PREMIUM_GROUP,
  tierLabel,
} from '@studybot/contract';
import { CircleAlert, CircleCheck, Download, Loader2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Field } from '../../components/ui/Field';
import { FormError } from '../../components/ui/FormError';
import { useExportSubscribers } from './api/export-subscribers';
import { answerOutcome, type ExportOutcome, errorOutcome } from './export-outcome';
import { CONSENT_NOTE } from './messages';
import { csvFileName, saveCsv } from './save-file';

type PlanFilter = (typeof EXPORT_PLAN_FILTERS)[number];

const inputClass =
  'block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm ' +
  'focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm';

function isPlanFilter(value: string): value is PlanFilter {
  return (EXPORT_PLAN_FILTERS as readonly string[]).includes(value);
}

/** The filter form and, after an export, its result. */
export function ExportPanel() {
  const [plan, setPlan] = useState<PlanFilter>('all');
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const [rangeError, setRangeError] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const exporting = useExportSubscribers();
  const rangeErrorId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (exporting.isPending) return;
    if (dateFrom && dateTo && dateFrom > dateTo) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    setOutcome(null);
    const body: ExportRequest = {
      filters: {
        plan_tier: plan,
        ...(dateFrom ? { date_from: dateFrom } : {}),
        ...(dateTo ? { date_to: dateTo } : {}),
      },
    };
    exporting.mutate(body, {
      onSuccess: (answer) => {
        // An empty selection has nothing to download (the CSV would be its header alone).
        let downloadedAs: string | null = null;
        if (answer.csv !== undefined && answer.export.total_subscribers > 0) {
          downloadedAs = csvFileName();
          saveCsv(answer.csv, downloadedAs);
        }
        setOutcome(answerOutcome(answer, downloadedAs));
      },
      onError: (error) => setOutcome(errorOutcome(error)),
    });
  }

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby="export-form-heading" className="space-y-4">
        <div>
          <h2 id="export-form-heading" className="text-lg font-semibold text-slate-900">
            Export Subscribers
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {CONSENT_NOTE} Subscribers on a paid plan are also added to the {PREMIUM_GROUP} group.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Plan tier">
            {(id) => (
              <select
                id={id}
                name="plan_tier"
                value={plan}
                onChange={(event) => {
                  if (isPlanFilter(event.target.value)) setPlan(event.target.value);
                }}
                className={inputClass}
              >
                {EXPORT_PLAN_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {value === 'all' ? 'All' : tierLabel(value)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="From">
            {(id) => (
              <input
                id={id}
                name="date_from"
                type="date"
                value={dateFrom}
                max={dateTo || undefined}
                onChange={(event) => setDateFrom(event.target.value)}
                aria-invalid={rangeError || undefined}
                aria-describedby={rangeError ? rangeErrorId : undefined}
                className={inputClass}
              />
            )}
          </Field>
          <Field label="To">
            {(id) => (
              <input
                id={id}
                name="date_to"
                type="date"
                value={dateTo}
                min={dateFrom || undefined}
                onChange={(event) => setDateTo(event.target.value)}
                aria-invalid={rangeError || undefined}
                aria-describedby={rangeError ? rangeErrorId : undefined}
                className={inputClass}
              />
            )}
          </Field>
        </div>
        {rangeError ? <FormError id={rangeErrorId} message={MAILERLITE_MESSAGES.badRange} /> : null}
        <Button type="submit" busy={exporting.isPending} className="w-full sm:w-auto">
          {exporting.isPending ? (
            <>
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
              Exporting...
            </>
          ) : (
            <>
              <Download aria-hidden="true" className="size-4" />
              Export Subscribers
            </>
          )}
        </Button>
      </form>
      {outcome ? <OutcomeAlert outcome={outcome} /> : null}
    </Card>
  );
}

/** The export's result; it stays until the next export. */
function OutcomeAlert({ outcome }: { outcome: ExportOutcome }) {
  const Icon = outcome.ok ? CircleCheck : CircleAlert;
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${
        outcome.ok ? 'border-green-200 bg-green-50 text-green-900' : 'border-red-200 bg-red-50 text-red-900'
      }`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 space-y-1 break-words">
        <p className="font-semibold">{outcome.headline}</p>
        {outcome.details.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
