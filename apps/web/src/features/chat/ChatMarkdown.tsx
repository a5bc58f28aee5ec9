// A theme whose colours meet WCAG AA contrast on its light background.
import 'highlight.js/styles/a11y-light.css';
import type { Element } from 'hast';
import { memo } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkMath from 'remark-math';
import { proseComponents } from '../../components/markdown/prose';
import { Tex } from '../../components/math/Tex';
import { ChatLink } from './ChatLink';

/** remark-math turns `$$…$$` into `<pre><code class="math-display">`: the formula is typeset, not shown as code. */
function isDisplayMath(node: Element | undefined): boolean {
  const code = node?.children.find((child): child is Element => child.type === 'element');
  const classes = code?.properties.className;
  return Array.isArray(classes) && classes.includes('math-display');
}

/** An answer sits in a message under the page's h1 and the panels' h2s. */
const components: Components = {
  ...proseComponents(3),
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
