// Test helpers (imported only by *.test.ts): a strict XML well-formedness check, a label legibility check
// and fake diagram sources.
import { expect } from 'vitest';
import type { ConceptMap } from './concept-map.ts';
import { insideCanvas, overlappingPairs } from './geometry.ts';
import type { ProcessData } from './index.ts';
import type { Label } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml } from './svg.ts';
import type { TimelineData } from './timeline.ts';

/** Throws with a reason unless `xml` is a single well-formed XML element tree (no DTDs, CDATA or PIs needed). */
export function assertWellFormedXml(xml: string): void {
  const stack: string[] = [];
  const token =
    /<!--[\s\S]*?-->|<\/([A-Za-z_][\w.:-]*)\s*>|<([A-Za-z_][\w.:-]*)((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  const entity = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
  let roots = 0;
  let m: RegExpExecArray | null = token.exec(xml);
  while (m !== null) {
    const [, close, open, attrs, selfClose, text, stray] = m;
    if (stray) throw new Error(`stray "<" at ${m.index}: ${xml.slice(m.index, m.index + 40)}`);
    if (text !== undefined) {
      if (text.replace(entity, '').includes('&')) throw new Error(`bad "&" in text near ${m.index}`);
      if (stack.length === 0 && text.trim()) throw new Error('text outside the root element');
    } else if (close) {
      const top = stack.pop();
      if (top !== close) throw new Error(`</${close}> closes <${top ?? 'nothing'}>`);
    } else if (open) {
      const names = new Set<string>();
      for (const a of (attrs ?? '').matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*("[^"]*"|'[^']*')/g)) {
        if (names.has(a[1]!)) throw new Error(`duplicate attribute ${a[1]} on <${open}>`);
        names.add(a[1]!);
        if (a[2]!.replace(entity, '').includes('&')) throw new Error(`bad "&" in attribute ${a[1]}`);
      }
      if (stack.length === 0) roots++;
      if (!selfClose) stack.push(open);
    }
    m = token.exec(xml);
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (roots !== 1) throw new Error(`expected one root element, found ${roots}`);
}

export const CELL_MAP: ConceptMap = {
  center: 'cell',
  source: 'pack:biology-cell-structure',
  nodes: [
    ['nucleus', 'part of'],
    ['mitochondria', 'part of'],
    ['cell membrane', 'part of'],
    ['cytoplasm', 'part of'],
    ['ribosome', 'part of'],
    ['endoplasmic reticulum', 'part of'],
    ['Golgi apparatus', 'part of'],
    ['lysosome', 'part of'],
    ['chloroplast (in plant cells only)', 'part of'],
    ['prokaryotic cell', 'kind of'],
    ['eukaryotic cell', 'kind of'],
    ['multicellular organism', 'builds up'],
    ['vacuole', 'part of'],
    ['cell wall', 'part of'],
  ].map(([label, relation]) => ({ label: label!, relation: relation! })),
};

export const WW2: TimelineData = {
  title: 'World War II',
  source: 'pack:history-ww2',
  events: (
    [
      [1939, 'Germany invades Poland'],
      [1940, 'Fall of France'],
      [1940, 'Battle of Britain'],
      [1941, 'Operation Barbarossa'],
      [1941, 'Attack on Pearl Harbor'],
      [1942, 'Battle of Midway'],
      [1943, 'German surrender at Stalingrad'],
      [1944, 'D-Day landings in Normandy'],
      [1945, 'Germany surrenders (V-E Day)'],
      [1945, 'Atomic bombings of Hiroshima and Nagasaki'],
      [1945, 'Japan surrenders'],
    ] as const
  ).map(([year, label]) => ({ year, label })),
};

export const ANCIENT: TimelineData = {
  title: 'Ancient Mediterranean',
  source: 'pack:history-ancient',
  events: (
    [
      [-776, 'First recorded Olympic Games'],
      [-753, 'Traditional founding of Rome'],
      [-490, 'Battle of Marathon'],
      [-480, 'Battle of Thermopylae'],
      [-323, 'Death of Alexander the Great'],
      [-44, 'Assassination of Julius Caesar'],
      [-27, 'Augustus becomes the first Roman emperor'],
      [79, 'Eruption of Vesuvius buries Pompeii'],
      [117, 'Roman Empire at its greatest extent'],
    ] as const
  ).map(([year, label]) => ({ year, label })),
};

/** Fake DiagramSources: knows the cell and two timelines; echoes odd subjects back to test escaping. */
export const WATER_CYCLE: ProcessData = {
  kind: 'sequence',
  title: 'The water cycle',
  cycle: true,
  stages: [
    { label: 'Evaporation' },
    { label: 'Condensation' },
    { label: 'Precipitation' },
    { label: 'Collection' },
  ],
  source: 'pack:geography-rivers-and-the-water-cycle',
};

export const PHOTOSYNTHESIS: ProcessData = {
  kind: 'relations',
  name: 'Photosynthesis',
  inputs: ['Light energy', 'Carbon dioxide (CO₂)', 'Water (H₂O)'],
  outputs: ['Glucose (C₆H₁₂O₆)', 'Oxygen (O₂)'],
  site: 'Chloroplast',
  source: 'pack:biology-photosynthesis',
};

export const fakeSources = {
  concepts(topic: string, _request: string): ConceptMap | null {
    if (/cell/i.test(topic)) return CELL_MAP;
    if (/script|&/i.test(topic)) {
      return {
        center: topic,
        source: 'wordnet',
        nodes: [{ label: `${topic} <b>"x"</b>`, relation: 'a & b' }],
      };
    }
    return null;
  },
  timeline(topic: string): TimelineData | null {
    if (/world war ii|ww2/i.test(topic)) return WW2;
    if (/ancient|rome/i.test(topic)) return ANCIENT;
    return null;
  },
  process(request: string): ProcessData | null {
    if (/water cycle/i.test(request)) return WATER_CYCLE;
    if (/photosynthesis/i.test(request)) return PHOTOSYNTHESIS;
    return null;
  },
};

/** The refusal `drawStudyDiagram` gives for `prompt` (fails the test when it draws it, or fails otherwise). */
export function refusalOf(prompt: string, draw: (prompt: string) => unknown): string {
  try {
    draw(prompt);
  } catch (e) {
    if (e instanceof CannotDrawError) return e.message;
    throw e;
  }
  throw new Error(`"${prompt}" was drawn, not refused`);
}

/** Every label shown whole (no "…"), inside the canvas, in the SVG, and clear of every other label. */
export function assertLegible(labels: Label[], svg?: string): void {
  expect(labels.length).toBeGreaterThan(0);
  for (const l of labels) {
    expect(insideCanvas(l.box, CANVAS_WIDTH, CANVAS_HEIGHT), l.lines.join(' ')).toBe(true);
    for (const line of l.lines) {
      expect(line.endsWith('…'), line).toBe(false);
      if (svg) expect(svg).toContain(`>${escapeXml(line)}<`);
    }
  }
  expect(overlappingPairs(labels.map((l) => l.box))).toEqual([]);
}
