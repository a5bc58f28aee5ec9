import {
  CITATION_STYLE_LABELS,
  CITATION_STYLES,
  type CitationStyle,
  DEFAULT_PAPER_WORDS,
  type GeneratePaperRequest,
  MAX_PROMPT_CHARS,
  PAPER_WORD_COUNTS,
  WRITING_MESSAGES,
  WRITING_TYPE_LABELS,
  WRITING_TYPES,
  type WritingType,
} from '@studybot/contract';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SelectField, TextAreaField } from '../../components/create-hub/fields';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/ui/Toast';

const TYPE_OPTIONS = WRITING_TYPES.map((value) => ({ value, label: WRITING_TYPE_LABELS[value] }));
const STYLE_OPTIONS = CITATION_STYLES.map((value) => ({ value, label: CITATION_STYLE_LABELS[value] }));
const WORD_OPTIONS = PAPER_WORD_COUNTS.map((value) => ({ value, label: `${value.toLocaleString()} words` }));

/** The create form: prompt (required), writing type, citation style, target length, references. */
export function PaperForm({
  busy,
  onGenerate,
}: {
  busy: boolean;
  onGenerate(body: GeneratePaperRequest): void;
}) {
  const { toast } = useToast();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const checkboxId = useId();
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [writingType, setWritingType] = useState<WritingType>('essay');
  const [citationStyle, setCitationStyle] = useState<CitationStyle>('apa');
  const [wordCount, setWordCount] = useState<number>(DEFAULT_PAPER_WORDS);
  const [includeReferences, setIncludeReferences] = useState(true);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const trimmed = prompt.trim();
    if (!trimmed) {
      setPromptError(WRITING_MESSAGES.promptRequired);
      toast(WRITING_MESSAGES.promptRequired, 'error');
      promptRef.current?.focus();
      return;
    }
    onGenerate({
      prompt: trimmed,
      writing_type: writingType,
      citation_style: citationStyle,
      word_count: wordCount,
      include_references: includeReferences,
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Write a paper">
      <TextAreaField
        inputRef={promptRef}
        label="Writing prompt"
        required
        value={prompt}
        onChange={(value) => {
          setPrompt(value);
          if (value.trim()) setPromptError(null);
        }}
        placeholder="For example: Explain how photosynthesis works in plants"
        rows={5}
        maxLength={MAX_PROMPT_CHARS}
        disabled={busy}
        error={promptError}
        hint={`${prompt.length.toLocaleString()} of ${MAX_PROMPT_CHARS.toLocaleString()} characters`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField<WritingType>
          label="Writing type"
          value={writingType}
          options={TYPE_OPTIONS}
          onChange={setWritingType}
          disabled={busy}
        />
        <SelectField<CitationStyle>
          label="Citation style"
          value={citationStyle}
          options={STYLE_OPTIONS}
          onChange={setCitationStyle}
          disabled={busy}
        />
      </div>
      <SelectField<number>
        label="Target word count"
        value={wordCount}
        options={WORD_OPTIONS}
        onChange={setWordCount}
        disabled={busy}
      />
      <div className="flex items-start gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          checked={includeReferences}
          onChange={(event) => setIncludeReferences(event.target.checked)}
          disabled={busy}
          className="mt-0.5 size-4 rounded border-slate-300 accent-indigo-600"
        />
        <label htmlFor={checkboxId} className="text-sm text-slate-800">
          Include references
          <span className="block text-xs text-slate-600">
            In-text citations and a reference list for every source the paper uses.
          </span>
        </label>
      </div>
      <Button type="submit" size="lg" className="w-full" busy={busy}>
        <Sparkles aria-hidden="true" className="size-4" />
        {busy ? 'Generating...' : 'Generate Paper'}
      </Button>
    </form>
  );
}
