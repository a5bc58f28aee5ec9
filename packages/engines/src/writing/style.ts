// Style checks from the retext family: passive voice, hard sentences, vague and filler words.
import type { WritingSuggestion } from '@studybot/contract';
import retextEnglish from 'retext-english';
import retextIntensify from 'retext-intensify';
import retextPassive from 'retext-passive';
import retextReadability from 'retext-readability';
import { unified } from 'unified';
import { VFile } from 'vfile';

/**
 * retext-intensify finds hedges, weasels and fillers, but its lists hold ordinary essay verbs
 * ("will", "begin", "should"). Only these words, vague in any school essay, are flagged.
 */
const VAGUE_WORDS = new Set([
  'quite',
  'rather',
  'somewhat',
  'fairly',
  'really',
  'basically',
  'actually',
  'literally',
  'maybe',
  'perhaps',
  'apparently',
  'seemingly',
  'arguably',
  'probably',
  'possibly',
  'totally',
  'extremely',
  'seems',
  'seem',
  'stuff',
]);

const processor = unified()
  .use(retextEnglish)
  .use(retextPassive)
  // A school writer: flag a sentence that most readability formulas put above a 16-year-old's level.
  .use(retextReadability, { age: 16, minWords: 8, threshold: 4 / 7 })
  .use(retextIntensify);

export async function checkStyle(text: string): Promise<WritingSuggestion[]> {
  const file = new VFile(text);
  await processor.run(processor.parse(file), file);
  return file.messages.flatMap((message): WritingSuggestion[] => {
    const start = message.place && 'start' in message.place ? message.place.start.offset : undefined;
    const end = message.place && 'end' in message.place ? message.place.end.offset : undefined;
    if (start === undefined || end === undefined) return [];
    const found = text.slice(start, end);
    switch (message.source) {
      case 'retext-passive':
        return [
          {
            type: 'style',
            message: `Passive voice (“${found}”): say who does it, e.g. “The students measured…” instead of “…was measured”.`,
            start,
            end,
            replacement: null,
          },
        ];
      case 'retext-readability':
        return [
          {
            type: 'readability',
            message: 'This sentence is hard to read: split it in two or use shorter words.',
            start,
            end,
            replacement: null,
          },
        ];
      case 'retext-intensify':
        if (!VAGUE_WORDS.has(found.toLowerCase())) return [];
        return [
          {
            type: 'clarity',
            message: `“${found}” is vague: say exactly what you mean, or cut it.`,
            start,
            end,
            replacement: null,
          },
        ];
      default:
        return [];
    }
  });
}
