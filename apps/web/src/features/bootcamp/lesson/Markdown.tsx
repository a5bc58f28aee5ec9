// A theme whose colours meet WCAG AA contrast on its light background.
import 'highlight.js/styles/a11y-light.css';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';

/**
 * Lesson markdown sits under the page's h1 and a section's h2, so its own headings start at h3.
 * `node` (the syntax tree) is dropped rather than spread onto DOM elements.
 */
const components: Components = {
  h1: ({ node: _, ...props }) => <h3 className="mt-6 mb-2 text-xl font-bold text-slate-900" {...props} />,
  h2: ({ node: _, ...props }) => <h4 className="mt-5 mb-2 text-lg font-semibold text-slate-900" {...props} />,
  h3: ({ node: _, ...props }) => <h5 className="mt-4 mb-1 font-semibold text-slate-900" {...props} />,
  h4: ({ node: _, ...props }) => <h6 className="mt-3 mb-1 font-semibold text-slate-900" {...props} />,
  p: ({ node: _, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
  ul: ({ node: _, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6" {...props} />,
  a: ({ node: _, ...props }) => <a className="font-medium text-indigo-700 underline" {...props} />,
  pre: ({ node: _, ...props }) => (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll wide code
      tabIndex={0}
      className="my-3 overflow-x-auto rounded-lg border border-slate-200 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
      {...props}
    />
  ),
  code: ({ node: _, className, ...props }) => (
    <code
      className={
        // Highlighted blocks: the focusable <pre> scrolls, not the theme's scrolling <code>.
        className?.includes('hljs')
          ? `${className} overflow-visible!`
          : (className ?? 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900')
      }
      {...props}
    />
  ),
};

/** Lesson text (markdown) with highlighted code blocks. */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="text-slate-800">
      <ReactMarkdown components={components} rehypePlugins={[rehypeHighlight]}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

/** A read-only, highlighted block of Python. */
export function CodeBlock({ code }: { code: string }) {
  // A fence longer than any run of backticks in the code, so the code cannot end it.
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return <Markdown>{`${fence}python\n${code.replace(/\n$/, '')}\n${fence}`}</Markdown>;
}
