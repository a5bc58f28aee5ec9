import { describe, expect, it } from 'vitest';
import { fileNameFromTitle, svgFileName } from './fileName';

describe('svgFileName', () => {
  it.each([
    ['Parabola', 'parabola.svg'],
    ['Concept map: The Cell', 'concept-map-the-cell.svg'],
    ['y = x^2 - 4 / "graph"', 'y-x-2-4-graph.svg'],
    ['Timeline: Révolution française', 'timeline-révolution-française.svg'],
    ['../../etc/passwd', 'etc-passwd.svg'],
    ['', 'diagram.svg'],
    ['  ?!*  ', 'diagram.svg'],
  ])('%j → %s', (title, name) => {
    expect(svgFileName(title)).toBe(name);
  });

  it('keeps names short', () => {
    expect(fileNameFromTitle('a'.repeat(300), 'svg', 'diagram')).toBe(`${'a'.repeat(80)}.svg`);
  });
});
