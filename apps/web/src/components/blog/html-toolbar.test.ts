import { describe, expect, it } from 'vitest';
import { applyHtmlTool, type HtmlTool } from './html-toolbar';

/** Applies `tool` with the text between [ and ] selected; returns the result with the new selection marked. */
function run(marked: string, tool: HtmlTool): string {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const value = marked.replace('[', '').replace(']', '');
  const edit = applyHtmlTool(value, start, end, tool);
  return `${edit.value.slice(0, edit.selectionStart)}[${edit.value.slice(edit.selectionStart, edit.selectionEnd)}]${edit.value.slice(edit.selectionEnd)}`;
}

describe('applyHtmlTool', () => {
  it('wraps the selection in inline tags and keeps it selected', () => {
    expect(run('Study [smarter] now', 'bold')).toBe('Study <strong>[smarter]</strong> now');
    expect(run('Study [smarter] now', 'italic')).toBe('Study <em>[smarter]</em> now');
  });

  it('inserts a placeholder to type over when nothing is selected', () => {
    expect(run('Go []', 'bold')).toBe('Go <strong>[bold text]</strong>');
    expect(run('[]', 'heading')).toBe('<h2>[Heading]</h2>');
  });

  it('puts block elements on their own lines', () => {
    expect(run('Intro[Tips]More', 'heading')).toBe('Intro\n<h2>[Tips]</h2>\nMore');
    expect(run('Intro\n[Be kind]\nEnd', 'quote')).toBe('Intro\n<blockquote>[Be kind]</blockquote>\nEnd');
  });

  it('turns selected lines into a list, skipping blank ones', () => {
    expect(run('[Read\n\n  Review \nRest]', 'list')).toBe(
      '<ul>\n  <li>[Read]</li>\n  <li>Review</li>\n  <li>Rest</li>\n</ul>',
    );
    expect(run('[]', 'list')).toBe('<ul>\n  <li>[List item]</li>\n</ul>');
  });

  it('links the selected words, selecting the address to type', () => {
    expect(run('See [the guide]', 'link')).toBe('See <a href="[https://]">the guide</a>');
    expect(run('[]', 'link')).toBe('<a href="[https://]">link text</a>');
  });

  it('uses a selected address as the link target', () => {
    expect(run('[https://example.com/a]', 'link')).toBe(
      '<a href="https://example.com/a">[https://example.com/a]</a>',
    );
  });
});
