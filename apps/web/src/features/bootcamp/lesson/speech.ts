import { MAX_AUDIO_CHARS } from '@studybot/contract';

/**
 * Lesson markdown as text to read aloud: code blocks are left out (they are read on screen),
 * and markup (headings, emphasis, links, inline code marks) is dropped.
 */
export function speakableText(markdown: string): string {
  const text = markdown
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+(.*)$/gm, (_, heading: string) =>
      /[.!?:]$/.test(heading) ? heading : `${heading}.`,
    )
    .replace(/^[ \t]*[-*+][ \t]+/gm, '')
    .replace(/^[ \t]*>[ \t]?/gm, '')
    .replace(/(\*\*|\*|`)(.+?)\1/g, '$2')
    .replace(/`/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.slice(0, MAX_AUDIO_CHARS);
}
