import { describe, expect, it } from 'vitest';
import { arrowHead, arrowHitsBox, arrowSamples } from './arrow.ts';
import { type Box, boxContains, insideCanvas, overlappingPairs, segmentIntersectsBox } from './geometry.ts';
import type { Label } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import {
  describeRelationMap,
  drawRelationMap,
  layoutRelationMap,
  type RelationData,
  type RelationLayout,
} from './relation-map.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml, svgDocument, svgTitle } from './svg.ts';
import { assertWellFormedXml } from './testing.ts';

const PHOTOSYNTHESIS: RelationData = {
  name: 'Photosynthesis',
  inputs: ['light energy', 'carbon dioxide', 'water'],
  outputs: ['glucose', 'oxygen'],
  site: 'chloroplast',
  source: 'pack:biology-photosynthesis',
};

const RESPIRATION: RelationData = {
  name: 'Aerobic respiration',
  inputs: ['glucose (C₆H₁₂O₆)', 'oxygen (O₂)'],
  outputs: ['carbon dioxide (CO₂)', 'water (H₂O)', 'energy (ATP) <released> & used'],
  site: 'the mitochondria',
  source: 'pack:biology-respiration',
};

const normal = (s: string) => s.replace(/\s+/g, ' ').trim();
const cx = (b: Box) => b.x + b.width / 2;
const cy = (b: Box) => b.y + b.height / 2;

/** Draws the map and checks every rule a relation map must keep. */
function check(data: RelationData, title = `Process: ${data.name}`): { layout: RelationLayout; svg: string } {
  const layout = layoutRelationMap(data, title);
  const svg = svgDocument({
    width: 1200,
    height: 900,
    title,
    desc: describeRelationMap(data),
    body: drawRelationMap(layout),
  });
  assertWellFormedXml(svg);
  const top = svgTitle(title).bottom;

  expect(layout.inputs.map((i) => i.text)).toEqual(data.inputs);
  expect(layout.outputs.map((o) => o.text)).toEqual(data.outputs);
  // Whole text, each in its own box.
  const boxed: [Label, Box, string][] = [
    ...[...layout.inputs, ...layout.outputs, layout.process].map(
      (b) => [b.label, b.box, b.text] as [Label, Box, string],
    ),
  ];
  if (layout.site) {
    boxed.push([layout.site.label, layout.site.box, data.site!]);
    expect(boxContains(layout.site.box, layout.site.caption.box)).toBe(true);
  }
  for (const [label, box, text] of boxed) {
    expect(label.lines.join(' ')).toBe(normal(text));
    expect(boxContains(box, label.box), text).toBe(true);
  }
  for (const b of [...layout.boxes, ...layout.labels.map((l) => l.box)]) {
    expect(insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT, 4)).toBe(true);
    expect(b.y).toBeGreaterThanOrEqual(top);
  }
  for (const l of layout.labels) {
    for (const line of l.lines) {
      expect(line.endsWith('…')).toBe(false);
      expect(svg).toContain(`>${escapeXml(line)}<`);
    }
  }
  // No overlaps: boxes apart, labels apart, and the free labels ("+", headers) clear of every box.
  expect(overlappingPairs(layout.boxes, 8)).toEqual([]);
  expect(overlappingPairs(layout.labels.map((l) => l.box))).toEqual([]);
  const free = [...layout.pluses, ...layout.headers].map((l) => l.box);
  expect(
    overlappingPairs([...layout.boxes, ...free]).filter(
      ([a, b]) => a < layout.boxes.length && b >= layout.boxes.length,
    ),
  ).toEqual([]);

  // Inputs on the left, the process in the middle, outputs on the right; the site below the process.
  const p = layout.process.box;
  for (const i of layout.inputs) expect(i.box.x + i.box.width).toBeLessThan(p.x);
  for (const o of layout.outputs) expect(o.box.x).toBeGreaterThan(p.x + p.width);
  for (const stack of [layout.inputs, layout.outputs]) {
    for (let i = 1; i < stack.length; i++) {
      expect(stack[i]!.box.y).toBeGreaterThan(stack[i - 1]!.box.y + stack[i - 1]!.box.height);
    }
  }
  expect(layout.pluses).toHaveLength(data.inputs.length - 1 + data.outputs.length - 1);
  if (layout.site) {
    expect(layout.site.box.y).toBeGreaterThan(p.y + p.height);
    expect(cx(layout.site.box)).toBeCloseTo(cx(p), 6);
    const [a, b] = layout.siteLink!;
    expect(a.y).toBeCloseTo(p.y + p.height, 6);
    expect(b.y).toBeCloseTo(layout.site.box.y, 6);
  }

  // The arrows run from the inputs into the process and from it to the outputs, through nothing.
  const [into, out] = layout.arrows;
  const inputsRight = Math.max(...layout.inputs.map((i) => i.box.x + i.box.width));
  const outputsLeft = Math.min(...layout.outputs.map((o) => o.box.x));
  expect(into.points[0]!.x).toBeGreaterThan(inputsRight);
  expect(into.points[into.points.length - 1]!.x).toBeLessThan(p.x);
  expect(into.points[into.points.length - 1]!.y).toBeCloseTo(cy(p), 6);
  expect(out.points[0]!.x).toBeGreaterThan(p.x + p.width);
  expect(out.points[out.points.length - 1]!.x).toBeLessThan(outputsLeft);
  for (const arrow of layout.arrows) {
    const samples = arrowSamples(arrow);
    for (const box of [...layout.boxes, ...free]) {
      expect(arrowHitsBox(arrow, box)).toBe(false);
      for (let s = 1; s < samples.length; s++) {
        const [a, b] = [samples[s - 1]!, samples[s]!];
        expect(segmentIntersectsBox(a.x, a.y, b.x, b.y, box)).toBe(false);
      }
    }
    for (const q of arrowHead(arrow)) expect(q.y).toBeGreaterThan(top);
  }
  expect(svg.match(/<rect class="input"/g)).toHaveLength(data.inputs.length);
  expect(svg.match(/<rect class="output"/g)).toHaveLength(data.outputs.length);
  expect(svg.match(/<polygon class="arrowhead"/g)).toHaveLength(2);
  return { layout, svg };
}

describe('relation maps', () => {
  it('draws photosynthesis: inputs + … → process → outputs, in the chloroplast', () => {
    const { layout, svg } = check(PHOTOSYNTHESIS, 'Process: Photosynthesis');
    expect(layout.pluses.map((l) => l.lines[0])).toEqual(['+', '+', '+']);
    expect(layout.headers.map((l) => l.lines[0])).toEqual(['Inputs', 'Outputs']);
    expect(layout.site?.caption.lines).toEqual(['takes place in:']);
    expect(svg).toContain('>chloroplast<');
    expect(svg).toContain('>Photosynthesis<');
    expect(svg.match(/<line class="site-link"/g)).toHaveLength(1);
  });

  it('measures and escapes subscripts and markup characters', () => {
    const { svg } = check(RESPIRATION);
    expect(svg).toContain('glucose (C₆H₁₂O₆)');
    expect(svg).toContain('carbon dioxide (CO₂)');
    expect(svg).toContain('&lt;released&gt; &amp; used');
  });

  it('draws a process without a site', () => {
    const { layout, svg } = check({ ...PHOTOSYNTHESIS, site: undefined });
    expect(layout.site).toBeNull();
    expect(layout.siteLink).toBeNull();
    expect(svg).not.toContain('site-link');
  });

  it('describes what goes in, what comes out and where', () => {
    expect(describeRelationMap(PHOTOSYNTHESIS)).toBe(
      'Photosynthesis takes light energy, carbon dioxide and water and gives glucose and oxygen; it takes place in the chloroplast.',
    );
    expect(describeRelationMap(RESPIRATION)).toBe(
      'Aerobic respiration takes glucose (C₆H₁₂O₆) and oxygen (O₂) and gives carbon dioxide (CO₂), water (H₂O) and energy (ATP) <released> & used; it takes place in the mitochondria.',
    );
    expect(
      describeRelationMap({ name: 'digestion', inputs: ['food'], outputs: ['nutrients'], source: 'x' }),
    ).toBe('Digestion takes food and gives nutrients.');
    expect(
      describeRelationMap({
        name: 'transcription',
        inputs: ['DNA'],
        outputs: ['mRNA'],
        site: 'inside the nucleus',
        source: 'x',
      }),
    ).toBe('Transcription takes DNA and gives mRNA; it takes place inside the nucleus.');
  });

  const long = (i: number) => `Item ${i} with several quite long words to wrap it`.slice(0, 48);
  it.each([
    [1, 1],
    [1, 6],
    [6, 1],
    [3, 4],
    [6, 6],
  ])('keeps %i inputs and %i outputs of 48 characters whole and apart', (ins, outs) => {
    const data: RelationData = {
      name: 'A process with a rather long name of forty-eight',
      inputs: Array.from({ length: ins }, (_, i) => long(i + 1)),
      outputs: Array.from({ length: outs }, (_, i) => long(i + 11)),
      site: 'the innermost membrane of a long named organelle',
      source: 'test',
    };
    expect([data.name, data.site!, ...data.inputs].map((s) => s.length)).toContain(48);
    expect(data.name.length).toBe(48);
    expect(data.site!.length).toBe(48);
    check(data);
    check({ ...data, site: undefined });
  });

  it('refuses maps with no inputs or too many outputs', () => {
    expect(() => layoutRelationMap({ ...PHOTOSYNTHESIS, inputs: [] }, 'x')).toThrow(CannotDrawError);
    expect(() =>
      layoutRelationMap({ ...PHOTOSYNTHESIS, outputs: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'x'),
    ).toThrow(/1 to 6 outputs/);
  });
});
