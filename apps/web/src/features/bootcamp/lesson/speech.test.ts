import { describe, expect, it } from 'vitest';
import { speakableText } from './speech';

describe('speakableText', () => {
  it('drops code blocks and markup, keeping the words', () => {
    const markdown = [
      '# Hello, Python!',
      '',
      '## Comments',
      '',
      'A **string** is text; `print` shows it. See [the docs](https://docs.python.org).',
      '',
      '```python',
      'print("Hello, world!")',
      '```',
      '',
      '- Use *letters* and `player_name`',
      '',
      '',
      '',
      'The end.',
    ].join('\n');
    expect(speakableText(markdown)).toBe(
      'Hello, Python!\n\nComments.\n\nA string is text; print shows it. See the docs.\n\nUse letters and player_name\n\nThe end.',
    );
  });
});
