import ReactMarkdown, { type Components } from 'react-markdown';

/**
 * The feedback sits under the page's h1, the phase's h2 and its section's h3, so its own headings
 * start at h4. `node` (the syntax tree) is dropped rather than spread onto DOM elements.
 */
const components: Components = {
  h1: ({ node: _, ...props }) => <h4 className="mt-4 mb-1 font-semibold text-slate-900" {...props} />,
  h2: ({ node: _, ...props }) => <h4 className="mt-4 mb-1 font-semibold text-slate-900" {...props} />,
  h3: ({ node: _, ...props }) => <h5 className="mt-3 mb-1 font-semibold text-slate-900" {...props} />,
  h4: ({ node: _, ...props }) => <h6 className="mt-3 mb-1 font-semibold text-slate-900" {...props} />,
  h5: ({ node: _, ...props }) => <h6 className="mt-3 mb-1 font-semibold text-slate-900" {...props} />,
  h6: ({ node: _, ...props }) => <h6 className="mt-3 mb-1 font-semibold text-slate-900" {...props} />,
  p: ({ node: _, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _, ...props }) => <ul className="my-2 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-6" {...props} />,
  blockquote: ({ node: _, ...props }) => (
    <blockquote className="my-2 border-l-4 border-slate-300 pl-3 text-slate-700" {...props} />
  ),
  a: ({ node: _, ...props }) => (
    <a
      className="font-medium text-indigo-700 underline"
      target="_blank"
      rel="noopener noreferrer"
      {...props}
    />
  ),
  code: ({ node: _, ...props }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900" {...props} />
  ),
  pre: ({ node: _, ...props }) => (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll wide code
      tabIndex={0}
      className="my-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
      {...props}
    />
  ),
};

/** The feedback text (Markdown; no raw HTML is rendered). */
export function FeedbackMarkdown({ children }: { children: string }) {
  return (
    <div className="min-w-0 break-words text-slate-800">
      <ReactMarkdown components={components}>{children}</ReactMarkdown>
    </div>
  );
}

/** Markdown as plain words for reading aloud: no heading marks, emphasis, code ticks or link targets. */
export function speakable(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
}
