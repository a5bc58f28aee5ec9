import { MAX_NOTES_FILE_BYTES, MAX_SOURCE_TEXT } from '@studybot/contract';
import { ChevronDown, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { TextAreaField } from '../../components/create-hub/fields';
import { countWords } from '../../components/create-hub/format';
import { errorMessage } from '../../lib/api-error';
import { useExtractNotes } from './api/extract-notes';

const ACCEPTED = ['.pdf', '.docx', '.txt'];
const MAX_MB = Math.round(MAX_NOTES_FILE_BYTES / (1024 * 1024));

export const NOTES_TOO_LARGE = `That file is larger than ${MAX_MB} MB. Choose a smaller file or paste the text instead.`;
export const NOTES_WRONG_TYPE = 'Choose a PDF, DOCX or TXT file.';
export const NOTES_READ_FAILED = 'Could not read that file';

interface NotesSectionProps {
  notes: string;
  onNotesChange(notes: string): void;
  /** True while an uploaded file is being read; owned by the form so it can hold back Generate. */
  reading: boolean;
  onReadingChange(reading: boolean): void;
  disabled?: boolean;
}

/** "Use my notes": paste notes, or pick a PDF/DOCX/TXT file whose text the server extracts. */
export function NotesSection({
  notes,
  onNotesChange,
  reading,
  onReadingChange,
  disabled,
}: NotesSectionProps) {
  const [open, setOpen] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<{ name: string; words: number } | null>(null);
  const panelId = useId();
  const fileId = useId();

  const extract = useExtractNotes({
    onMutate: () => onReadingChange(true),
    onSettled: () => onReadingChange(false),
    onSuccess: (answer) => {
      onNotesChange(answer.text.slice(0, MAX_SOURCE_TEXT));
      setLoaded({ name: answer.file_name, words: answer.word_count });
    },
    onError: (error) => setFileError(errorMessage(error, NOTES_READ_FAILED)),
  });

  function pick(file: File | undefined) {
    setFileError(null);
    setLoaded(null);
    if (!file) return;
    const name = file.name.toLowerCase();
    if (!ACCEPTED.some((extension) => name.endsWith(extension))) {
      setFileError(NOTES_WRONG_TYPE);
      return;
    }
    if (file.size > MAX_NOTES_FILE_BYTES) {
      setFileError(NOTES_TOO_LARGE);
      return;
    }
    extract.mutate(file);
  }

  const words = countWords(notes);

  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full cursor-pointer items-center justify-between gap-2 rounded-xl px-4 py-3 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="flex items-center gap-2">
          <FileText aria-hidden="true" className="size-4 text-indigo-600" />
          Use my notes
          <span className="font-normal text-slate-600">
            {words > 0 ? `(${words === 1 ? '1 word' : `${words} words`} added)` : '(optional)'}
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="space-y-4 border-t border-slate-200 px-4 pt-3 pb-4">
        <p className="text-xs text-slate-600">
          Questions are written from your notes instead of the built-in study packs.
        </p>
        <TextAreaField
          label="Notes"
          value={notes}
          onChange={(value) => {
            onNotesChange(value);
            if (loaded) setLoaded(null);
          }}
          placeholder="Paste your class notes here"
          rows={6}
          maxLength={MAX_SOURCE_TEXT}
          disabled={disabled || reading}
        />
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-800">
            Or upload a file{' '}
            <span className="font-normal text-slate-600">(PDF, DOCX or TXT, up to {MAX_MB} MB)</span>
          </label>
          <input
            id={fileId}
            type="file"
            accept={ACCEPTED.join(',')}
            disabled={disabled || reading}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
          />
          <div aria-live="polite" className="mt-1.5 text-sm">
            {reading ? <p className="text-slate-600">Reading your file...</p> : null}
            {loaded ? (
              <p className="text-green-800">
                Added {loaded.name} ({loaded.words === 1 ? '1 word' : `${loaded.words} words`})
              </p>
            ) : null}
          </div>
          {fileError ? (
            <p id={`${fileId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
