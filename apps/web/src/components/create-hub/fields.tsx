import { type ReactNode, type Ref, useId } from 'react';

const controlBase =
  'w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 ' +
  'focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 disabled:bg-slate-50 sm:text-sm';

function borderClass(error?: string | null) {
  return error ? 'border-red-500' : 'border-slate-300';
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  required?: boolean;
  children: ReactNode;
}

/** A label above its control, with an optional hint and an inline error read with the control. */
function FieldShell({ id, label, hint, error, optional, required, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  required?: boolean;
  maxLength?: number;
  disabled?: boolean;
}

/** Value, change and accessibility wiring shared by the text input and the text area. */
function controlProps(
  id: string,
  field: Pick<TextFieldProps, 'value' | 'onChange' | 'hint' | 'error' | 'required'>,
) {
  return {
    value: field.value,
    onChange: (event: { target: { value: string } }) => field.onChange(event.target.value),
    'aria-invalid': field.error ? true : undefined,
    'aria-required': field.required || undefined,
    'aria-describedby': describedBy(id, field.hint, field.error),
  };
}

export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  optional,
  required,
  inputRef,
  ...rest
}: TextFieldProps & { inputRef?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} required={required}>
      <input
        ref={inputRef}
        id={id}
        type="text"
        {...controlProps(id, { value, onChange, hint, error, required })}
        className={`${controlBase} h-10 ${borderClass(error)}`}
        {...rest}
      />
    </FieldShell>
  );
}

interface TextAreaFieldProps extends TextFieldProps {
  rows?: number;
}

export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  error,
  optional,
  required,
  rows = 4,
  inputRef,
  ...rest
}: TextAreaFieldProps & { inputRef?: Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional} required={required}>
      <textarea
        ref={inputRef}
        id={id}
        rows={rows}
        {...controlProps(id, { value, onChange, hint, error, required })}
        className={`${controlBase} resize-y py-2 ${borderClass(error)}`}
        {...rest}
      />
    </FieldShell>
  );
}

interface SelectFieldProps<T extends string | number> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange(value: T): void;
  disabled?: boolean;
}

export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  disabled,
}: SelectFieldProps<T>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label}>
      <select
        id={id}
        value={String(value)}
        disabled={disabled}
        onChange={(event) => {
          const picked = options.find((option) => String(option.value) === event.target.value);
          if (picked) onChange(picked.value);
        }}
        className={`${controlBase} h-10 border-slate-300`}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
