import {
  PLAN_RULES,
  PLAN_TIERS,
  type PlanLimitOverride,
  type PlanTier,
  type PlatformSettings,
  QUOTA_KEYS,
  QUOTA_LABELS,
  QUOTA_PERIODS,
  type QuotaKey,
  RESUME_MAX_FILE_MB,
  SETTINGS_BOUNDS,
  SETTINGS_MESSAGES,
  tierLabel,
} from '@studybot/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Field, INPUT_CLASSES } from '../../components/ui/Field';
import { FormError } from '../../components/ui/FormError';
import { useToast } from '../../components/ui/Toast';
import { errorMessage } from '../../lib/api-error';
import { useSaveAdminSettings } from './api/save-admin-settings';

/** One quota's override as typed: blank is the plan's own limit. */
interface LimitDraft {
  text: string;
  unlimited: boolean;
}
type PlanDrafts = Record<PlanTier, Record<QuotaKey, LimitDraft>>;

function draftsOf(limits: PlatformSettings['plan_limits']): PlanDrafts {
  return Object.fromEntries(
    PLAN_TIERS.map((tier) => [
      tier,
      Object.fromEntries(
        QUOTA_KEYS.map((quota) => {
          const value = limits[tier]?.[quota];
          return [quota, { text: typeof value === 'number' ? String(value) : '', unlimited: value === null }];
        }),
      ),
    ]),
  ) as PlanDrafts;
}

const wholeNumber = (text: string, min: number, max: number) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

const planDefault = (tier: PlanTier, quota: QuotaKey) => {
  const limit = PLAN_RULES[tier].quotas[quota];
  return limit === null ? 'unlimited' : `${limit} a ${QUOTA_PERIODS[quota]}`;
};

/** What the form holds as settings to save, or the first thing wrong with it. */
function parse(
  daily: string,
  upload: string,
  open: boolean,
  drafts: PlanDrafts,
): { settings: PlatformSettings } | { problem: string } {
  const { dailyApiCalls, maxUploadMb, planLimit } = SETTINGS_BOUNDS;
  const dailyLimit = wholeNumber(daily, dailyApiCalls.min, dailyApiCalls.max);
  if (dailyLimit === null) {
    return {
      problem: `Daily API calls must be a whole number from ${dailyApiCalls.min} to ${dailyApiCalls.max.toLocaleString('en-US')}.`,
    };
  }
  const uploadMb = wholeNumber(upload, maxUploadMb.min, maxUploadMb.max);
  if (uploadMb === null) {
    return {
      problem: `Max file size must be a whole number of MB from ${maxUploadMb.min} to ${maxUploadMb.max}.`,
    };
  }
  const plan_limits: PlatformSettings['plan_limits'] = {};
  for (const tier of PLAN_TIERS) {
    const override: PlanLimitOverride = {};
    for (const quota of QUOTA_KEYS) {
      const { text, unlimited } = drafts[tier][quota];
      if (unlimited) override[quota] = null;
      else if (text.trim() !== '') {
        const limit = wholeNumber(text, planLimit.min, planLimit.max);
        if (limit === null) {
          return {
            problem: `${tierLabel(tier)} plan, ${QUOTA_LABELS[quota]}: enter a whole number from ${planLimit.min} to ${planLimit.max.toLocaleString('en-US')}, or leave it blank for the plan's own limit.`,
          };
        }
        override[quota] = limit;
      }
    }
    if (Object.keys(override).length) plan_limits[tier] = override;
  }
  return {
    settings: {
      daily_api_calls_limit: dailyLimit,
      max_upload_mb: uploadMb,
      registration_open: open,
      plan_limits,
    },
  };
}

/** System limits, sign-up and plan limit overrides; saved together and applied by every server. */
export function LimitsForm({ settings }: { settings: PlatformSettings }) {
  const [daily, setDaily] = useState(String(settings.daily_api_calls_limit));
  const [upload, setUpload] = useState(String(settings.max_upload_mb));
  const [open, setOpen] = useState(settings.registration_open);
  const [drafts, setDrafts] = useState(() => draftsOf(settings.plan_limits));
  const [tier, setTier] = useState<PlanTier>('free');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAdminSettings();
  const { toast } = useToast();
  const problemId = useId();
  const openId = useId();
  const tierId = useId();

  function setDraft(quota: QuotaKey, change: Partial<LimitDraft>) {
    setDrafts((all) => ({ ...all, [tier]: { ...all[tier], [quota]: { ...all[tier][quota], ...change } } }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parse(daily, upload, open, drafts);
    if ('problem' in parsed) {
      setProblem(parsed.problem);
      return;
    }
    setProblem(null);
    save.mutate(parsed.settings, {
      onSuccess: () => toast(SETTINGS_MESSAGES.saved, 'success'),
      onError: (error) => setProblem(`${SETTINGS_MESSAGES.saveFailed}: ${errorMessage(error, 'no answer')}`),
    });
  }

  const describedBy = problem ? problemId : undefined;
  return (
    <form onSubmit={onSubmit} className="space-y-5" noValidate>
      {problem ? <FormError id={problemId} message={problem} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Daily API calls per student"
          hint="Every AI generation or check counts, over all tools, per UTC day. Admins have no limit."
        >
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              value={daily}
              onChange={(e) => setDaily(e.target.value)}
              aria-describedby={describedBy}
              className={`${INPUT_CLASSES} h-10`}
            />
          )}
        </Field>
        <Field
          label="Max file size (MB)"
          hint={`Any upload, up to ${SETTINGS_BOUNDS.maxUploadMb.max} MB. A tool with a smaller limit keeps it (resumes: ${RESUME_MAX_FILE_MB} MB).`}
        >
          {(id) => (
            <input
              id={id}
              inputMode="numeric"
              value={upload}
              onChange={(e) => setUpload(e.target.value)}
              aria-describedby={describedBy}
              className={`${INPUT_CLASSES} h-10`}
            />
          )}
        </Field>
      </div>

      <div className="flex items-start gap-3">
        <input
          id={openId}
          type="checkbox"
          checked={open}
          onChange={(e) => setOpen(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-indigo-600"
        />
        <label htmlFor={openId} className="text-sm text-slate-800">
          <span className="font-medium">Registration open</span>
          <span className="block text-slate-600">
            When off, the sign-up form says new accounts are not being accepted; existing accounts sign in as
            usual.
          </span>
        </label>
      </div>

      <fieldset className="min-w-0 space-y-3">
        <legend className="text-sm font-medium text-slate-800">Plan limits</legend>
        <p className="text-sm text-slate-600">
          Blank keeps the plan&apos;s own limit. A number or Unlimited replaces it for everyone on the plan.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={tierId} className="text-sm text-slate-700">
            Plan
          </label>
          <div className="w-44">
            <select
              id={tierId}
              value={tier}
              onChange={(e) => setTier(e.target.value as PlanTier)}
              className={`${INPUT_CLASSES} h-10`}
            >
              {PLAN_TIERS.map((t) => (
                <option key={t} value={t}>
                  {tierLabel(t)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {QUOTA_KEYS.map((quota) => (
            <QuotaRow
              key={`${tier}-${quota}`}
              tier={tier}
              quota={quota}
              draft={drafts[tier][quota]}
              onChange={(change) => setDraft(quota, change)}
            />
          ))}
        </ul>
      </fieldset>

      <Button type="submit" busy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Settings'}
      </Button>
    </form>
  );
}

function QuotaRow({
  tier,
  quota,
  draft,
  onChange,
}: {
  tier: PlanTier;
  quota: QuotaKey;
  draft: LimitDraft;
  onChange(change: Partial<LimitDraft>): void;
}) {
  const inputId = useId();
  const name = QUOTA_LABELS[quota];
  const label = `${name.charAt(0).toUpperCase()}${name.slice(1)} a ${QUOTA_PERIODS[quota]}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2">
      <label htmlFor={inputId} className="min-w-40 flex-1 text-sm text-slate-800">
        {label}
        <span className="block text-xs text-slate-600">Plan: {planDefault(tier, quota)}</span>
      </label>
      <div className="w-28">
        <input
          id={inputId}
          inputMode="numeric"
          value={draft.unlimited ? '' : draft.text}
          disabled={draft.unlimited}
          placeholder={draft.unlimited ? 'Unlimited' : 'Plan limit'}
          onChange={(e) => onChange({ text: e.target.value })}
          className={`${INPUT_CLASSES} h-9 disabled:bg-slate-100`}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={draft.unlimited}
          onChange={(e) => onChange({ unlimited: e.target.checked })}
          className="size-4 accent-indigo-600"
          aria-label={`${label}: unlimited`}
        />
        Unlimited
      </label>
    </li>
  );
}
