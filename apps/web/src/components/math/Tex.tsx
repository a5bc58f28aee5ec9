import 'katex/dist/katex.min.css';
import katex from 'katex';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';

/**
 * LaTeX typeset with KaTeX. The output carries MathML beside the visible HTML, so screen readers
 * read the formula; a bad formula is shown as its source (in red) rather than throwing.
 */
export function Tex({
  latex,
  block = false,
  className,
}: {
  latex: string;
  block?: boolean;
  className?: string;
}) {
  const html = useMemo(
    () =>
      katex.renderToString(latex, {
        throwOnError: false,
        displayMode: block,
        output: 'htmlAndMathml',
        // Students type unicode (×, ÷, −) freely; KaTeX renders it fine but would warn in the console.
        strict: 'ignore',
      }),
    [latex, block],
  );
  const scrollable = useRef<HTMLDivElement>(null);
  const overflows = useOverflow(scrollable, html);

  if (!block) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX escapes the source and runs with trust off
    return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div
      ref={scrollable}
      // A formula wider than a phone scrolls sideways, which keyboard users can only do once it takes focus.
      tabIndex={overflows ? 0 : undefined}
      className={`max-w-full overflow-x-auto overflow-y-hidden focus-visible:outline-2 focus-visible:outline-indigo-600 [&_.katex-display]:my-1 ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: KaTeX escapes the source and runs with trust off
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Whether the element is wider inside than it shows; re-measured when it resizes or `content` changes. */
function useOverflow(ref: RefObject<HTMLElement | null>, content: string): boolean {
  const [overflows, setOverflows] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new content can overflow without the box resizing
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    measure();
    return () => observer.disconnect();
  }, [ref, content]);
  return overflows;
}
