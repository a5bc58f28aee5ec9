import type { Components } from 'react-markdown';

type Level = 3 | 4;
const HEADING_TAGS = {
  3: ['h3', 'h4', 'h5', 'h6', 'h6', 'h6'],
  4: ['h4', 'h4', 'h5', 'h6', 'h6', 'h6'],
} as const;
const HEADING_CLASSES = [
  'mt-4 mb-2 text-lg font-bold text-slate-900',
  'mt-4 mb-2 font-semibold text-slate-900',
  'mt-3 mb-1 font-semibold text-slate-900',
  'mt-3 mb-1 font-semibold text-slate-900',
  'mt-3 mb-1 font-semibold text-slate-900',
  'mt-3 mb-1 font-semibold text-slate-900',
];

/**
 * How short Markdown from the app (a chat answer, interview feedback) looks inside a page: its
 * headings start at `first` (the level under the page's own headings), compact paragraphs and
 * lists, quotes and inline code. `node` (the syntax tree) is dropped rather than spread onto DOM
 * elements. Callers add what they need on top (links, images, math, highlighted code).
 */
export function proseComponents(first: Level): Components {
  const tags = HEADING_TAGS[first];
  const heading = (i: number) => {
    const Tag = tags[i]!;
    const className = first === 3 ? HEADING_CLASSES[i] : HEADING_CLASSES[Math.max(1, i)];
    return ({ node: _, ...props }: { node?: unknown } & React.HTMLAttributes<HTMLHeadingElement>) => (
      <Tag className={className} {...props} />
    );
  };
  return {
    h1: heading(0),
    h2: heading(1),
    h3: heading(2),
    h4: heading(3),
    h5: heading(4),
    h6: heading(5),
    p: ({ node: _, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
    ul: ({ node: _, ...props }) => <ul className="my-2 list-disc space-y-1 pl-6" {...props} />,
    ol: ({ node: _, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-6" {...props} />,
    blockquote: ({ node: _, ...props }) => (
      <blockquote className="my-2 border-l-4 border-slate-300 pl-3 text-slate-700" {...props} />
    ),
    code: ({ node: _, ...props }) => (
      <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900" {...props} />
    ),
    pre: ({ node: _, ...props }) => (
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll wide code
        tabIndex={0}
        className="my-3 overflow-x-auto rounded-lg border border-slate-200 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        {...props}
      />
    ),
  };
}
