import { MATH_INPUT_REQUIRED } from '@studybot/contract';
import { Camera, type LucideIcon, Upload, X } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { Button, buttonClasses } from '../../components/ui/Button';
import { SubmitRow } from './SubmitRow';

export const NOT_AN_IMAGE = 'Choose an image file, such as a JPG or PNG photo.';

/** Image Input: a photo taken with the camera or an uploaded picture of the problem, previewed. */
export function ImageProblemForm({
  image,
  onImageChange,
  busy,
  onSolve,
}: {
  image: File | null;
  onImageChange(image: File | null): void;
  busy: boolean;
  onSolve(image: File): void;
}) {
  const [error, setError] = useState<string | null>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(NOT_AN_IMAGE);
      return;
    }
    setError(null);
    onImageChange(file);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && image) onSolve(image);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid grid-cols-2 gap-2">
        <FilePicker label="Take Photo" icon={Camera} capture onChange={pick} />
        <FilePicker label="Upload Image" icon={Upload} onChange={pick} />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}

      {image ? (
        <ImagePreview image={image} onClear={() => onImageChange(null)} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          No image yet. Photograph one problem, or upload a picture of it.
        </p>
      )}

      <SubmitRow
        label="Solve"
        busyLabel="Solving..."
        busy={busy}
        notReady={image ? null : MATH_INPUT_REQUIRED}
      />
    </form>
  );
}

/** A file input dressed as a button; the input itself keeps the focus and the label. */
function FilePicker({
  label,
  icon: Icon,
  capture = false,
  onChange,
}: {
  label: string;
  icon: LucideIcon;
  capture?: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  return (
    <label
      className={`${buttonClasses('secondary')} max-sm:px-2 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600`}
    >
      <input
        type="file"
        accept="image/*"
        capture={capture ? 'environment' : undefined}
        onChange={onChange}
        className="sr-only"
      />
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </label>
  );
}

function ImagePreview({ image, onClear }: { image: File; onClear(): void }) {
  const url = useObjectUrl(image);
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
      {url ? (
        <img
          src={url}
          alt="Your problem, as it will be sent"
          className="mx-auto max-h-72 w-auto max-w-full"
        />
      ) : null}
      <figcaption className="flex items-center justify-between gap-2 border-t border-slate-200 bg-white px-3 py-2 text-sm">
        <span className="min-w-0 truncate text-slate-700">{image.name}</span>
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          Remove image
        </Button>
      </figcaption>
    </figure>
  );
}

/** An object URL for the file while it is shown, revoked afterwards. */
function useObjectUrl(file: File): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
