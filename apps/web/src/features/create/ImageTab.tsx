import type { GenerateImageResponse } from '@studybot/contract';
import { Download } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  CreateLayout,
  FailedPanel,
  FormHeader,
  GeneratingPanel,
  ReadyPanel,
} from '../../components/create-hub/CreateLayout';
import { TextAreaField, TextField } from '../../components/create-hub/fields';
import { sourceLabel } from '../../components/create-hub/format';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { svgFileName } from '../../lib/fileName';
import { useRevealOnMount } from '../../lib/useRevealOnMount';
import { useGenerateImage } from './api/generate-image';

export const PROMPT_REQUIRED = 'Prompt is required';
export const IMAGE_FAILED = 'Image generation failed';

export function ImageTab() {
  const [prompt, setPrompt] = useState('');
  const [title, setTitle] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const generate = useGenerateImage(IMAGE_FAILED);
  const busy = generate.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!prompt.trim()) {
      setPromptError(PROMPT_REQUIRED);
      promptRef.current?.focus();
      return;
    }
    generate.mutate({ prompt: prompt.trim(), ...(title.trim() ? { title: title.trim() } : {}) });
  }

  return (
    <CreateLayout
      form={
        <>
          <FormHeader title="Create an image" description="Describe the picture you want for your notes." />
          <form noValidate onSubmit={submit} className="space-y-4">
            <TextAreaField
              label="Prompt"
              required
              inputRef={promptRef}
              value={prompt}
              onChange={(value) => {
                setPrompt(value);
                if (promptError && value.trim()) setPromptError(null);
              }}
              placeholder="graph of y = x^2 - 4"
              rows={4}
              maxLength={500}
              error={promptError}
              disabled={busy}
              hint={
                <>
                  The built-in renderer draws graphs (“graph of y = x^2 - 4”), geometry (“right triangle with
                  sides 3, 4, 5”), cycles and stages (“the water cycle”, “planets in order”), concept maps
                  (“diagram of the cell”), timelines, flowcharts (“flowchart: boil water → add pasta →
                  drain”), number lines, Venn diagrams and charts of your numbers.
                </>
              }
            />
            <TextField
              label="Title"
              optional
              value={title}
              onChange={setTitle}
              placeholder="Named after the prompt if left blank"
              maxLength={200}
              disabled={busy}
            />
            <Button type="submit" size="lg" className="w-full" busy={busy}>
              {busy ? 'Generating...' : 'Generate Image'}
            </Button>
          </form>
        </>
      }
      result={
        busy ? (
          <GeneratingPanel label="Drawing your image..." />
        ) : generate.data ? (
          <ImageResult image={generate.data} prompt={generate.variables?.prompt ?? ''} />
        ) : generate.error ? (
          <FailedPanel
            title="We couldn’t draw that"
            error={generate.error}
            fallback={IMAGE_FAILED}
            fixInput="Change your prompt and press Generate Image again."
          />
        ) : (
          <ReadyPanel hint="Describe a graph, diagram or timeline and press Generate Image. It will appear here and in your library." />
        )
      }
    />
  );
}

function ImageResult({ image, prompt }: { image: GenerateImageResponse; prompt: string }) {
  const revealRef = useRevealOnMount<HTMLDivElement>();
  return (
    <div ref={revealRef} className="scroll-mt-36">
      <Card className="overflow-hidden p-0">
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold break-words text-slate-900">{image.title}</h2>
            <p className="mt-0.5 text-sm text-slate-600">Made with: {sourceLabel(image.source)}</p>
          </div>
          {image.svg_url ? (
            <a
              href={image.svg_url}
              target="_blank"
              rel="noopener"
              download={svgFileName(image.title)}
              className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <Download aria-hidden="true" className="size-4" />
              Download SVG
            </a>
          ) : null}
        </div>
        <div className="bg-slate-50 p-4">
          <img
            src={image.output_url}
            alt={prompt || image.title}
            className="mx-auto max-h-[32rem] w-full rounded-lg bg-white object-contain"
          />
        </div>
        <p className="px-5 py-3 text-xs text-slate-600">Saved to your library.</p>
      </Card>
    </div>
  );
}
