import {
  type AddSourceRequest,
  MAX_NOTES_FILE_BYTES,
  MAX_SOURCE_TEXT_CHARS,
  MIN_SOURCE_TEXT_CHARS,
  OWN_SOURCE_TYPE_LABELS,
  OWN_SOURCE_TYPES,
} from '@studybot/contract';
import { FileUp, Plus } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/create-hub/fields';
import { Button } from '../../components/ui/Button';
import { FormError } from '../../components/ui/FormError';
import { useToast } from '../../components/ui/Toast';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useAddSource } from './api/add-source';
import { useExtractSourceText } from './api/extract-notes';
import {
  SOURCE_ADD_FAILED,
  SOURCE_ADDED,
  SOURCE_FILE_TYPE,
  SOURCE_LINK_INVALID,
  SOURCE_READ_FAILED,
  SOURCE_YEAR_INVALID,
  TITLE_REQUIRED,
} from './messages';

type SourceType = AddSourceRequest['type'];
type Field = 'title' | 'authors' | 'year' | 'container_title' | 'publisher' | 'url' | 'text';
type FieldErrors = Partial<Record<Field, string>>;

const TYPE_OPTIONS = OWN_SOURCE_TYPES.map((value) => ({ value, label: OWN_SOURCE_TYPE_LABELS[value] }));
const ACCEPTED = ['.pdf', '.docx', '.txt'];
const MAX_FILE_MB = Math.round(MAX_NOTES_FILE_BYTES / (1024 * 1024));
const MAX_AUTHORS = 20;
export const TEXT_TOO_SHORT = `Paste at least ${MIN_SOURCE_TEXT_CHARS} characters of the source's text`;
export const FILE_TOO_LARGE = `That file is larger than ${MAX_FILE_MB} MB. Choose a smaller file or paste the text instead.`;
/** The order the fields are checked in, so the first wrong one gets the focus. */
const FIELD_ORDER: Field[] = ['title', 'authors', 'year', 'publisher', 'container_title', 'url', 'text'];

/** One name per line, blank lines dropped. */
export function splitAuthors(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** "Invalid field 'url': The link must…" (a refused field) → the field and its message. */
function fieldOfDetail(detail: string): { field: Field; message: string } | null {
  const match = /^Invalid field '([a-z_]+)(?:\.\d+)?': (.+)$/.exec(detail);
  const field = match?.[1] as Field | undefined;
  return field && FIELD_ORDER.includes(field) ? { field, message: match![2]! } : null;
}

/**
 * "Add a source": what to cite the work as (type, title, authors, year, where it appeared, link) and
 * its text, pasted or read from a PDF/DOCX/TXT file. Checked here first, then by the server, whose
 * reason is shown by the field it concerns (or above the button).
 */
export function AddSourceForm() {
  const { toast } = useToast();
  const id = useId();
  const add = useAddSource();
  const extract = useExtractSourceText();
  const fileRef = useRef<HTMLInputElement>(null);
  const refs = {
    title: useRef<HTMLInputElement>(null),
    authors: useRef<HTMLTextAreaElement>(null),
    year: useRef<HTMLInputElement>(null),
    container_title: useRef<HTMLInputElement>(null),
    publisher: useRef<HTMLInputElement>(null),
    url: useRef<HTMLInputElement>(null),
    text: useRef<HTMLTextAreaElement>(null),
  };

  const [type, setType] = useState<SourceType>('book');
  const [title, setTitle] = useState('');
  const [authors, setAuthors] = useState('');
  const [year, setYear] = useState('');
  const [container, setContainer] = useState('');
  const [publisher, setPublisher] = useState('');
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<{ name: string; words: number; cut: boolean } | null>(null);

  // A field to focus once the form is enabled again (the fields are disabled while saving).
  const [focusField, setFocusField] = useState<Field | null>(null);

  const saving = add.isPending;
  const reading = extract.isPending;
  const busy = saving || reading;

  useEffect(() => {
    if (!focusField || saving) return;
    refs[focusField].current?.focus();
    setFocusField(null);
  });

  /** A field's setter that also clears what was said about it. */
  function edit(field: Field, set: (value: string) => void) {
    return (value: string) => {
      set(value);
      if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
      setFormError(null);
    };
  }

  function showErrors(found: FieldErrors) {
    setErrors(found);
    setFocusField(FIELD_ORDER.find((field) => found[field]) ?? null);
  }

  function check(): FieldErrors {
    const found: FieldErrors = {};
    if (!title.trim()) found.title = TITLE_REQUIRED;
    if (splitAuthors(authors).length > MAX_AUTHORS) found.authors = `List at most ${MAX_AUTHORS} authors`;
    const yearText = year.trim();
    if (yearText && !(/^\d{1,4}$/.test(yearText) && Number(yearText) >= 1 && Number(yearText) <= 2100))
      found.year = SOURCE_YEAR_INVALID;
    if (url.trim() && !/^https?:\/\/\S+$/.test(url.trim())) found.url = SOURCE_LINK_INVALID;
    if (text.trim().length < MIN_SOURCE_TEXT_CHARS) found.text = TEXT_TOO_SHORT;
    return found;
  }

  function reset() {
    setTitle('');
    setAuthors('');
    setYear('');
    setContainer('');
    setPublisher('');
    setUrl('');
    setText('');
    setLoaded(null);
    setErrors({});
    setFormError(null);
    setFileError(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found = check();
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    // An empty optional field is undefined, so it is left out of the JSON sent.
    const body: AddSourceRequest = {
      type,
      title: title.trim(),
      authors: splitAuthors(authors),
      year: year.trim() ? Number(year.trim()) : undefined,
      container_title: container.trim() || undefined,
      publisher: publisher.trim() || undefined,
      url: url.trim() || undefined,
      text,
    };
    add.mutate(body, {
      onSuccess: () => {
        toast(SOURCE_ADDED, 'success');
        reset();
        setFocusField('title');
      },
      onError: (error) => {
        const detail = error instanceof ApiError && error.status === 400 ? error.detail : null;
        const onField = detail ? fieldOfDetail(detail) : null;
        if (onField) showErrors({ [onField.field]: onField.message });
        else setFormError(errorMessage(error, SOURCE_ADD_FAILED));
      },
    });
  }

  function pick(file: File | undefined) {
    setFileError(null);
    setLoaded(null);
    if (!file) return;
    const name = file.name.toLowerCase();
    if (!ACCEPTED.some((extension) => name.endsWith(extension))) {
      setFileError(SOURCE_FILE_TYPE);
      return;
    }
    if (file.size > MAX_NOTES_FILE_BYTES) {
      setFileError(FILE_TOO_LARGE);
      return;
    }
    extract.mutate(file, {
      onSuccess: (answer) => {
        const cut = answer.text.length > MAX_SOURCE_TEXT_CHARS;
        setText(answer.text.slice(0, MAX_SOURCE_TEXT_CHARS));
        setErrors(({ text: _cleared, ...rest }) => rest);
        setFormError(null);
        setLoaded({ name: answer.file_name, words: answer.word_count, cut });
      },
      onError: (error) => setFileError(errorMessage(error, SOURCE_READ_FAILED)),
    });
  }

  const characters = text.trim().length;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        Add a source
      </h3>
      <SelectField<SourceType>
        label="Type"
        value={type}
        options={TYPE_OPTIONS}
        onChange={setType}
        disabled={saving}
      />
      <TextField
        inputRef={refs.title}
        label="Title"
        required
        value={title}
        onChange={edit('title', setTitle)}
        maxLength={300}
        disabled={saving}
        error={errors.title}
      />
      <TextAreaField
        inputRef={refs.authors}
        label="Authors"
        optional
        value={authors}
        onChange={edit('authors', setAuthors)}
        placeholder={'Okafor, Ada\nLindqvist, Per'}
        rows={3}
        disabled={saving}
        error={errors.authors}
        hint="One per line: Family, Given — or an organisation's name"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          inputRef={refs.year}
          label="Year"
          optional
          value={year}
          onChange={edit('year', setYear)}
          placeholder="For example: 2019"
          maxLength={4}
          disabled={saving}
          error={errors.year}
        />
        <TextField
          inputRef={refs.publisher}
          label="Publisher"
          optional
          value={publisher}
          onChange={edit('publisher', setPublisher)}
          maxLength={200}
          disabled={saving}
          error={errors.publisher}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          inputRef={refs.container_title}
          label="Journal or website"
          optional
          value={container}
          onChange={edit('container_title', setContainer)}
          maxLength={300}
          disabled={saving}
          error={errors.container_title}
          hint="Or the book a chapter is in"
        />
        <TextField
          inputRef={refs.url}
          label="Link"
          optional
          value={url}
          onChange={edit('url', setUrl)}
          placeholder="https://"
          maxLength={2000}
          disabled={saving}
          error={errors.url}
        />
      </div>
      <div className="space-y-2">
        <TextAreaField
          inputRef={refs.text}
          label="Text of the source"
          required
          value={text}
          onChange={(value) => {
            edit('text', setText)(value);
            if (loaded) setLoaded(null);
          }}
          placeholder="Paste the passages you want to use, as they are written"
          rows={8}
          maxLength={MAX_SOURCE_TEXT_CHARS}
          disabled={busy}
          error={errors.text}
          hint={`${characters.toLocaleString()} characters (at least ${MIN_SOURCE_TEXT_CHARS})`}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => fileRef.current?.click()}
            busy={reading}
            disabled={saving}
            aria-describedby={`${id}-file-hint`}
          >
            <FileUp aria-hidden="true" className="size-4" />
            {reading ? 'Reading...' : 'Read from a file'}
          </Button>
          <span id={`${id}-file-hint`} className="text-xs text-slate-600">
            PDF, DOCX or TXT, up to {MAX_FILE_MB} MB
          </span>
          <input
            ref={fileRef}
            type="file"
            accept={ACCEPTED.join(',')}
            aria-label="Source file"
            hidden
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
        <div aria-live="polite" className="text-sm">
          {loaded ? (
            <p className="text-green-800">
              Read {loaded.name} ({loaded.words === 1 ? '1 word' : `${loaded.words.toLocaleString()} words`})
              {loaded.cut
                ? ` — only the first ${MAX_SOURCE_TEXT_CHARS.toLocaleString()} characters were kept`
                : ''}
            </p>
          ) : null}
        </div>
        {fileError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {fileError}
          </p>
        ) : null}
      </div>
      {formError ? <FormError id={`${id}-error`} message={formError} /> : null}
      <Button type="submit" className="w-full sm:w-auto" busy={saving} disabled={reading}>
        <Plus aria-hidden="true" className="size-4" />
        {saving ? 'Saving...' : 'Add source'}
      </Button>
    </form>
  );
}
