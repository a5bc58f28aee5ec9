import { describe, expect, it } from 'vitest';
import { sourceLabel } from './format';

describe('sourceLabel', () => {
  it('names every offline diagram kind, the local engines and AI models in plain words', () => {
    expect(sourceLabel('local:plot')).toBe('Drawn on this computer (graph)');
    expect(sourceLabel('local:venn')).toBe('Drawn on this computer (Venn diagram)');
    expect(sourceLabel('local:number-line')).toBe('Drawn on this computer (number line)');
    expect(sourceLabel('local:pie-chart')).toBe('Drawn on this computer (pie chart)');
    expect(sourceLabel('local:studypack')).toBe('Built-in study pack');
    expect(sourceLabel('local:notes')).toBe('Your notes');
    expect(sourceLabel('local:something-new')).toBe('On this computer (something-new)');
    expect(sourceLabel('local')).toBe('On this computer');
    expect(sourceLabel('ollama:llama3')).toBe('AI model (llama3)');
  });
});
