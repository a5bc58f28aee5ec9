/** "[add: …]" marks a part the answer is missing (see the interview engine's rewrite). */
const GAP = /\[add: ([^\]]*)\]/g;

/** The improved answer: the student's own sentences, with the missing parts highlighted. */
export function SuggestedRewrite({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 text-slate-800">
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity beyond their place in this fixed text.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={index} className="leading-relaxed break-words whitespace-pre-line">
          {withGaps(paragraph)}
        </p>
      ))}
    </div>
  );
}

function withGaps(paragraph: string) {
  const parts: (string | { gap: string })[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(GAP)) {
    if (match.index > last) parts.push(paragraph.slice(last, match.index));
    parts.push({ gap: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push(paragraph.slice(last));
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text, never reordered
      <mark key={index} className="rounded bg-amber-100 px-1 text-amber-950 ring-1 ring-amber-300 ring-inset">
        <span className="font-semibold">add:</span> {part.gap}
      </mark>
    ),
  );
}
