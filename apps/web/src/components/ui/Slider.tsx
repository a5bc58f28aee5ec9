import { useId } from 'react';

export interface SliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange(value: number): void;
  /** The value in words, shown beside the label and read by screen readers ("1.0×", "80%"). */
  valueText: string;
  /** Keeps the label for screen readers only, e.g. when the value is shown elsewhere. */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/** A native range input (arrow keys, Home/End, Page Up/Down) with its label and current value. */
export function Slider({
  label,
  value,
  min,
  max,
  step,
  onChange,
  valueText,
  hideLabel = false,
  disabled,
  className,
}: SliderProps) {
  const id = useId();
  return (
    <div className={className}>
      <div className={hideLabel ? 'sr-only' : 'mb-1 flex items-center justify-between gap-2 text-sm'}>
        <label htmlFor={id} className="font-medium text-slate-800">
          {label}
        </label>
        {hideLabel ? null : (
          // The input already announces its value (aria-valuetext), so this copy is visual only.
          <span aria-hidden="true" className="font-mono text-slate-700 tabular-nums">
            {valueText}
          </span>
        )}
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
