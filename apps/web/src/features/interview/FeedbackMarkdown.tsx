import ReactMarkdown, { type Components } from 'react-markdown';
import { proseComponents } from '../../components/markdown/prose';

/** The feedback sits under the page's h1, the phase's h2 and its section's h3. */
const components: Components = {
  ...proseComponents(4),
  a: ({ node: _, ...props }) => (
    <a
      className="font-medium text-indigo-700 underline"
      target="_blank"
      rel="noopener noreferrer"
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
