// A theme whose colours meet WCAG AA contrast on its light background.
import 'highlight.js/styles/a11y-light.css';
import type { Element } from 'hast';
import { memo } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkMath from 'remark-math';
import { Tex } from '../../components/math/Tex';
import { ChatLink } from './ChatLink';

/** remark-math turns `$$…$$` into `<pre><code class="math-display">`: the formula is typeset, not shown as code. */
function isDisplayMath(node: Element | undefined): boolean {
  const code = node?.children.find((child): child is Element => child.type === 'element');
  const classes = code?.properties.className;
  return Array.isArray(classes) && classes.includes('math-display');
}

/**
 * An answer sits in a message under the page's h1 and the panels' h2s, so its headings start at h3.
 * `node` (the syntax tree) is dropped rather than spread onto DOM elements.
 */
const components: Components = {
  h1: ({ node: _, ...props }) => <h3 className="mt-4 mb-2 text-lg font-bold text-slate-900" {...props} />,
  h2: ({ node: _, ...props }) => <h4 className="mt-4 mb-2 font-semibold text-slate-900" {...props} />,
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
  a: ({ node: _, href, children }) => <ChatLink href={href}>{children}</ChatLink>,
  img: ({ node: _, src, alt }) => (
    <img
      src={typeof src === 'string' ? src : undefined}
      alt={alt ?? ''}
      loading="lazy"
      className="my-3 h-auto max-w-full rounded-lg border border-slate-200 bg-white"
    />
  ),
  pre: ({ node, ...props }) =>
    isDisplayMath(node) ? (
      props.children
    ) : (
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll wide code
        tabIndex={0}
        className="my-3 overflow-x-auto rounded-lg border border-slate-200 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
        {...props}
      />
    ),
  code: ({ node: _, className, children, ...props }) => {
    if (className?.includes('math-display'))
      return <Tex latex={String(children).trim()} block className="my-2" />;
    if (className?.includes('math-inline')) return <Tex latex={String(children)} />;
    return (
      <code
        className={
          // Highlighted blocks: the focusable <pre> scrolls, not the theme's scrolling <code>.
          className?.includes('hljs')
            ? `${className} overflow-visible!`
            : (className ?? 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900')
        }
        {...props}
      >
        {children}
      </code>
    );
  },
};

const remarkPlugins: Options['remarkPlugins'] = [remarkMath];
// Math is typeset by KaTeX, not highlighted as a language.
const rehypePlugins: Options['rehypePlugins'] = [[rehypeHighlight, { plainText: ['math'] }]];

/** An answer of the agent: Markdown with `$…$` math (KaTeX) and highlighted code. */
export const ChatMarkdown = memo(function ChatMarkdown({ children }: { children: string }) {
  return (
    <div className="min-w-0 break-words text-slate-800">
      <ReactMarkdown components={components} remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins}>
        {children}
      </ReactMarkdown>
    </div>
  );
});
