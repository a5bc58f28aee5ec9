import { describe, expect, it } from 'vitest';
import { textWidth, wrapText } from './svg.ts';

describe('wrapText', () => {
  it('wraps at spaces and keeps every line within the width', () => {
    const lines = wrapText('Fall of the Berlin Wall and the end of the Cold War', 120, 14);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 14)).toBeLessThanOrEqual(120);
  });

  it('breaks a long hyphenated word at its own hyphens', () => {
    const lines = wrapText('bicycle-built-for-two', textWidth('bicycle-built-', 16), 16);
    expect(lines).toEqual(['bicycle-built-', 'for-two']);
  });

  it('hard-breaks a long word with no hyphen, adding one', () => {
    const lines = wrapText('Pneumonoultramicroscopic', textWidth('Pneumono-', 16), 16);
    expect(lines[0]!.endsWith('-')).toBe(true);
    expect(lines.join('').replaceAll('-', '')).toBe('Pneumonoultramicroscopic');
  });
});
