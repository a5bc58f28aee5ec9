import {
  type BlogPost,
  type BlogPostInput,
  type BlogStatus,
  cleanTags,
  SEO_DESCRIPTION_HINT,
} from '@studybot/contract';
import { Bold, Heading2, Italic, Link2, List, type LucideIcon, Quote } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Field, INPUT_CLASSES } from '../ui/Field';
import { FormError } from '../ui/FormError';
import { HtmlPreview } from './HtmlPreview';
import { applyHtmlTool, type Edit, type HtmlTool } from './html-toolbar';

/** What the form holds: the post's fields as typed (tags as one comma-separated line). */
interface Draft {
  title: string;
  content: string;
  excerpt: string;
  status: BlogStatus;
  featured_image: string;
  tags: string;
  seo_title: string;
  seo_description: string;
}

function draftOf(post: BlogPost | null): Draft {
  return {
    title: post?.title ?? '',
    content: post?.content ?? '',
    excerpt: post?.excerpt ?? '',
    status: post?.status ?? 'draft',
    featured_image: post?.featured_image ?? '',
    tags: post?.tags.join(', ') ?? '',
    seo_title: post?.seo_title ?? '',
    seo_description: post?.seo_description ?? '',
  };
}

/** The body POST /blogs and PUT /blogs/{id} take: tags split on commas and cleaned, no image → null. */
export function bodyOf(draft: Draft): Required<BlogPostInput> {
  return {
    title: draft.title.trim(),
    content: draft.content,
    excerpt: draft.excerpt.trim(),
    status: draft.status,
    featured_image: draft.featured_image.trim() || null,
    tags: cleanTags([draft.tags]),
    seo_title: draft.seo_title.trim(),
    seo_description: draft.seo_description.trim(),
  };
}

const TOOLS: readonly { tool: HtmlTool; label: string; icon: LucideIcon; shortcut?: string }[] = [
  { tool: 'heading', label: 'Heading', icon: Heading2 },
  { tool: 'bold', label: 'Bold', icon: Bold, shortcut: 'b' },
  { tool: 'italic', label: 'Italic', icon: Italic, shortcut: 'i' },
  { tool: 'link', label: 'Link', icon: Link2, shortcut: 'k' },
  { tool: 'list', label: 'Bulleted list', icon: List },
  { tool: 'quote', label: 'Quote', icon: Quote },
];

export interface BlogPostEditorProps {
  open: boolean;
  /** The post being edited; null to write a new one. */
  post: BlogPost | null;
  saving: boolean;
  /** Why the last save failed (the spec's message, with the server's reason when it gave one). */
  error: { message: string; detail: string | null } | null;
  onSave(body: Required<BlogPostInput>): void;
  onClose(): void;
}

/** The create/edit modal: 'Create New Post' or 'Edit Post'. */
export function BlogPostEditor({ open, post, saving, error, onSave, onClose }: BlogPostEditorProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title={post ? 'Edit Post' : 'Create New Post'}
      widthClass="max-w-6xl"
      keepOnOutsideClick
    >
      {open ? (
        // A new form each time the editor opens, filled from the post being edited.
        <EditorForm
          key={post?.id ?? 'new'}
          post={post}
          saving={saving}
          error={error}
          onSave={onSave}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

function EditorForm({ post, saving, error, onSave, onClose }: Omit<BlogPostEditorProps, 'open'>) {
  const [draft, setDraft] = useState(() => draftOf(post));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const ids = {
    error: useId(),
    content: useId(),
    toolbar: useId(),
    preview: useId(),
    tagsHint: useId(),
    imageHint: useId(),
    seoHint: useId(),
    seoCount: useId(),
  };
  const titleRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  // The title is where writing starts (the dialog would otherwise focus its close button).
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  // Save was disabled while saving, so focus was lost: give it back when the save fails.
  useEffect(() => {
    if (error && !saving) saveRef.current?.focus();
  }, [error, saving]);
  // Where to put the cursor once the toolbar's edit has rendered.
  const pendingSelection = useRef<Edit | null>(null);
  useLayoutEffect(() => {
    const edit = pendingSelection.current;
    const box = contentRef.current;
    if (!edit || !box || box.value !== edit.value) return;
    pendingSelection.current = null;
    box.focus();
    box.setSelectionRange(edit.selectionStart, edit.selectionEnd);
  });

  function applyTool(tool: HtmlTool) {
    const box = contentRef.current;
    if (!box) return;
    const edit = applyHtmlTool(box.value, box.selectionStart, box.selectionEnd, tool);
    pendingSelection.current = edit;
    set('content', edit.value);
  }

  function onContentKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = TOOLS.find((t) => t.shortcut === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    applyTool(tool.tool);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSave(bodyOf(draft));
  }

  const tags = cleanTags([draft.tags]);
  const seoLength = draft.seo_description.trim().length;

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-describedby={error ? ids.error : undefined}>
      <Field label="Title">
        {(id) => (
          <input
            ref={titleRef}
            id={id}
            name="title"
            required
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            className={`${INPUT_CLASSES} h-11`}
          />
        )}
      </Field>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.content} className="block text-sm font-medium text-slate-800">
            Content (HTML)
          </label>
          <div
            id={ids.toolbar}
            role="toolbar"
            aria-label="Formatting"
            aria-controls={ids.content}
            className="flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-slate-300 bg-slate-50 p-1"
          >
            {TOOLS.map(({ tool, label, icon: Icon, shortcut }) => (
              <button
                key={tool}
                type="button"
                onClick={() => applyTool(tool)}
                aria-label={label}
                title={shortcut ? `${label} (Ctrl+${shortcut.toUpperCase()})` : label}
                className="rounded-md p-2 text-slate-700 hover:bg-white hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Icon aria-hidden="true" className="size-4" />
              </button>
            ))}
          </div>
          <textarea
            ref={contentRef}
            id={ids.content}
            name="content"
            required
            rows={14}
            spellCheck
            value={draft.content}
            onChange={(e) => set('content', e.target.value)}
            onKeyDown={onContentKeyDown}
            placeholder="<p>Write your post here…</p>"
            className={`${INPUT_CLASSES} -mt-1.5 rounded-t-none py-2 font-mono text-sm sm:text-sm lg:flex-1`}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={ids.preview} className="block text-sm font-medium text-slate-800">
            Preview
          </label>
          <HtmlPreview id={ids.preview} html={draft.content} />
        </div>
      </div>

      <Field label="Excerpt">
        {(id) => (
          <textarea
            id={id}
            name="excerpt"
            rows={2}
            value={draft.excerpt}
            onChange={(e) => set('excerpt', e.target.value)}
            className={`${INPUT_CLASSES} py-2`}
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Status">
          {(id) => (
            <select
              id={id}
              name="status"
              value={draft.status}
              onChange={(e) => set('status', e.target.value as BlogStatus)}
              className={`${INPUT_CLASSES} h-11`}
            >
              <option value="draft">Draft</option>
              <option value="published">Published</option>
            </select>
          )}
        </Field>
        <Field
          label="Featured image URL"
          hint={<span id={ids.imageHint}>An https:// address (optional)</span>}
        >
          {(id) => (
            <input
              id={id}
              name="featured_image"
              type="url"
              inputMode="url"
              placeholder="https://example.com/image.jpg"
              value={draft.featured_image}
              onChange={(e) => set('featured_image', e.target.value)}
              aria-describedby={ids.imageHint}
              className={`${INPUT_CLASSES} h-11`}
            />
          )}
        </Field>
      </div>

      <Field
        label="Tags"
        hint={
          <span id={ids.tagsHint}>
            Separate tags with commas
            {tags.length ? <span className="sr-only">. Tags: {tags.join(', ')}</span> : null}
          </span>
        }
      >
        {(id) => (
          <>
            <input
              id={id}
              name="tags"
              value={draft.tags}
              onChange={(e) => set('tags', e.target.value)}
              placeholder="study tips, exams"
              aria-describedby={ids.tagsHint}
              className={`${INPUT_CLASSES} h-11`}
            />
            {tags.length ? (
              <ul aria-hidden="true" className="flex flex-wrap gap-1.5 pt-1">
                {tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="SEO title">
          {(id) => (
            <input
              id={id}
              name="seo_title"
              value={draft.seo_title}
              onChange={(e) => set('seo_title', e.target.value)}
              placeholder="Defaults to the title"
              className={`${INPUT_CLASSES} h-11`}
            />
          )}
        </Field>
        <Field
          label="SEO description"
          hint={
            <span className="flex justify-between gap-3">
              <span id={ids.seoHint}>{SEO_DESCRIPTION_HINT} characters max</span>
              <span
                id={ids.seoCount}
                className={seoLength > SEO_DESCRIPTION_HINT ? 'font-medium text-amber-700' : undefined}
              >
                {seoLength}/{SEO_DESCRIPTION_HINT}
              </span>
            </span>
          }
        >
          {(id) => (
            <textarea
              id={id}
              name="seo_description"
              rows={2}
              value={draft.seo_description}
              onChange={(e) => set('seo_description', e.target.value)}
              placeholder="Defaults to the excerpt"
              aria-describedby={`${ids.seoHint} ${ids.seoCount}`}
              className={`${INPUT_CLASSES} py-2`}
            />
          )}
        </Field>
      </div>

      {error ? (
        <FormError
          id={ids.error}
          message={
            error.detail && error.detail !== error.message
              ? `${error.message}: ${error.detail}`
              : error.message
          }
        />
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button ref={saveRef} type="submit" busy={saving}>
          {saving ? 'Saving...' : 'Save Post'}
        </Button>
      </div>
    </form>
  );
}
