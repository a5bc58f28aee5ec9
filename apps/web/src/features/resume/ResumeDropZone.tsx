import { CheckCircle2, CircleAlert, Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { ACCEPTED_FILES, FILE_LIMITS, wordsRead } from './messages';
import type { UploadState } from './useResumeWorkspace';

/**
 * Where a resume file comes in: dropped on the zone, or picked with "Choose file" (the keyboard's
 * way in). The file's text replaces the resume text below.
 */
export function ResumeDropZone({ upload, onFile }: { upload: UploadState; onFile(file: File): void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const ids = useId();
  const reading = upload.status === 'reading';

  function onDragOver(event: DragEvent<HTMLFieldSetElement>) {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = reading ? 'none' : 'copy';
    setOver(true);
  }

  function onDrop(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !reading) onFile(file);
  }

  return (
    <div>
      <fieldset
        data-testid="resume-drop-zone"
        data-over={over}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={onDrop}
        className={`flex min-w-0 flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${
          over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50/60'
        }`}
      >
        <legend className="sr-only">Upload a resume file</legend>
        <Upload aria-hidden="true" className="size-7 text-indigo-600" />
        <p className="text-sm font-medium text-slate-800">Drag and drop your resume here, or</p>
        <Button
          variant="secondary"
          onClick={() => inputRef.current?.click()}
          disabled={reading}
          aria-describedby={`${ids}-limits`}
        >
          Choose file
        </Button>
        <p id={`${ids}-limits`} className="text-xs text-slate-600">
          {FILE_LIMITS}
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_FILES}
          aria-label="Resume file"
          tabIndex={-1}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </fieldset>
      <div aria-live="polite" className="mt-2 min-h-5 text-sm">
        {upload.status === 'reading' ? (
          <div className="flex items-center gap-2 text-slate-700">
            <Spinner label={`Reading ${upload.fileName}...`} className="[&_svg]:size-4" />
            <span aria-hidden="true">Reading {upload.fileName}...</span>
          </div>
        ) : upload.status === 'done' ? (
          <p className="flex items-center gap-1.5 font-medium text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {wordsRead(upload.words, upload.fileName)}
          </p>
        ) : null}
      </div>
      {upload.status === 'error' ? (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {upload.message}
        </p>
      ) : null}
    </div>
  );
}
