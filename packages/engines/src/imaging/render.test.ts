import { describe, expect, it } from 'vitest';
import { drawStudyDiagram, findDefaultFontFile } from './index.ts';
import { renderPng } from './render.ts';
import { assertWellFormedXml, fakeSources, refusalOf } from './testing.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const fontFile = findDefaultFontFile();

describe('drawStudyDiagram', () => {
  it('draws a plot as well-formed SVG and a PNG of the stated size', () => {
    const d = drawStudyDiagram('graph of y = x^2 - 4', fakeSources);
    expect(d).toMatchObject({
      kind: 'plot',
      title: 'y = x^2 - 4',
      source: 'local:plot',
      width: 1200,
      height: 900,
    });
    expect(d.alt).toBe(
      'Graph of y = x^2 - 4 for x from -10 to 10; crosses the x-axis at x = -2 and x = 2; crosses the y-axis at y = -4.',
    );
    expect(d.basis).toMatch(/^y = x\^2 - 4 evaluated at \d+ points$/);
    assertWellFormedXml(d.svg);
    expect(d.svg).toContain('<title>y = x^2 - 4</title>');
    expect(d.svg).toContain('fill="#ffffff"');
    expect([...d.png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(d.png)).toEqual({ width: 1200, height: 900 });
  });

  it('honours a smaller width', () => {
    const d = drawStudyDiagram('plot sin(x) from -2pi to 2pi', fakeSources, { width: 600 });
    expect(d.alt).toContain('crosses the x-axis at x = -2π, x = -π, x = 0, x = π and x = 2π');
    expect(pngSize(d.png)).toEqual({ width: 600, height: 450 });
    expect(d.svg).toContain('π/2');
  });

  it('draws several functions with a legend', () => {
    const d = drawStudyDiagram('graph y = x and y = x^2', fakeSources);
    expect(d.title).toBe('y = x and y = x^2');
    expect(d.alt).toContain('y = x (blue) and y = x^2 (red)');
    expect(d.svg.match(/class="curve"/g)).toHaveLength(2);
    assertWellFormedXml(d.svg);
  });

  it('draws a concept map from the sources', () => {
    const d = drawStudyDiagram('diagram of the cell', fakeSources);
    expect(d).toMatchObject({
      kind: 'concept-map',
      source: 'local:concept-map',
      basis: 'study pack biology-cell-structure',
    });
    expect(d.alt).toMatch(/^Concept map of cell linking 12 related ideas: nucleus \(part of\);/);
    assertWellFormedXml(d.svg);
    expect([...d.png.slice(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('draws a timeline from the sources, with BCE dates', () => {
    const d = drawStudyDiagram('timeline of ancient Rome', fakeSources);
    expect(d).toMatchObject({
      kind: 'timeline',
      source: 'local:timeline',
      basis: 'study pack history-ancient (9 dated events)',
    });
    expect(d.alt).toContain('from 776 BCE to 117 CE');
    expect(d.svg).toContain('753 BCE');
    assertWellFormedXml(d.svg);
  });

  it('escapes text so a prompt cannot break out of the SVG', () => {
    const d = drawStudyDiagram('concept map of <script>alert("x")</script> & co', fakeSources);
    assertWellFormedXml(d.svg);
    expect(d.svg).not.toMatch(/<script|<\/script|<b>/i);
    expect(d.svg).toContain('&lt;script&gt;');
    expect(d.svg).toContain('a &amp; b');
    expect(d.alt).toContain('<script>'); // alt is plain text; the caller escapes it where it is used
  });

  it('throws CannotDrawError, saying what it can draw, for prompts it cannot draw', () => {
    for (const prompt of [
      'a cat wearing a hat',
      'concept map of quantum chromodynamics',
      'timeline of my life',
    ]) {
      const message = refusalOf(prompt, (p) => drawStudyDiagram(p, fakeSources));
      expect(message).toContain('graph of y = x^2 - 4');
      expect(message).toContain('concept map of photosynthesis');
      expect(message).toContain('timeline of the French Revolution');
    }
    expect(() => drawStudyDiagram('a cat wearing a hat', fakeSources)).toThrow(
      /can't draw "a cat wearing a hat"/,
    );
    // A nearly-right request gets its reason alone.
    const plotRefusal = refusalOf('y = z + 1', (p) => drawStudyDiagram(p, fakeSources));
    expect(plotRefusal).toMatch(/only graph functions of the single variable x/);
    expect(plotRefusal).not.toContain('timeline of the French Revolution');
  });
});

describe('renderPng', () => {
  it('rejects malformed SVG', () => {
    expect(() => renderPng('<svg xmlns="http://www.w3.org/2000/svg"><text>a < b</text></svg>')).toThrow();
  });

  it.skipIf(!fontFile)('draws text with the bundled or system font (skipped: no TTF font found)', () => {
    const svg = (text: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#fff"/><text x="10" y="40" font-size="30">${text}</text></svg>`;
    const blank = renderPng(svg(''), fontFile);
    const written = renderPng(svg('Hello'), fontFile);
    expect(Buffer.from(written).equals(Buffer.from(blank))).toBe(false);
  });
});
