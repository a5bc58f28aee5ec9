import { AlertTriangle, Lightbulb } from 'lucide-react';
import { type ConfidenceLevel, confidenceLevel } from './labels';

const BADGE: Record<ConfidenceLevel, { tone: string; label: string; classes: string }> = {
  high: { tone: 'green', label: 'High confidence', classes: 'bg-green-100 text-green-800 ring-green-300' },
  medium: {
    tone: 'yellow',
    label: 'Medium confidence',
    classes: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  },
  low: { tone: 'red', label: 'Low confidence', classes: 'bg-red-100 text-red-800 ring-red-300' },
};

/** "92% · High confidence", coloured by the spec's thresholds; the words carry the level too. */
export function ConfidenceBadge({ confidence }: { confidence: number }) {
  const badge = BADGE[confidenceLevel(confidence)];
  const percent = Math.round(Math.min(Math.max(confidence, 0), 1) * 100);
  return (
    <span
      data-tone={badge.tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${badge.classes}`}
    >
      {percent}% · {badge.label}
    </span>
  );
}

const TIPS = [
  'Take the photo in good, even light, without shadows across the page.',
  'Put one problem per photo, and fill the frame with it.',
  'Hold the camera straight above the page so the lines are level.',
  'When typing, write powers as x^2, fractions as 3/4 or \\frac{3}{4}, and roots as sqrt(x).',
  'Use * for multiplication when it could be misread, e.g. 2*(x+1).',
];

/** Under 0.88: ask the student to check the reading; under 0.7, also how to give a clearer problem. */
export function LowConfidenceNotice({ confidence }: { confidence: number }) {
  const level = confidenceLevel(confidence);
  if (level === 'high') return null;
  return (
    <div className="mt-4 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        Low confidence detected
      </p>
      <p className="mt-1">
        I may have misread the problem, or I could not fully check the answer. Compare my reading with your
        problem and look at the Validation notes. If the reading is wrong, choose Edit, fix it, then Re-solve.
      </p>
      {level === 'low' ? (
        <div className="mt-3">
          <p className="flex items-center gap-2 font-semibold">
            <Lightbulb aria-hidden="true" className="size-4 shrink-0" />
            Tips for a clearer problem
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {TIPS.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
