import { describe, expect, it } from 'vitest';
import { loadStudyPacks } from '../studygen/index.ts';
import { insideCanvas, overlappingPairs, segmentIntersectsBox } from './geometry.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './svg.ts';
import { WW2 } from './testing.ts';
import { layoutTimeline, MAX_TIMELINE_EVENTS, type TimelineData, type TimelineLayout } from './timeline.ts';

/** The labels a box shows, read back from its wrapped lines (bullets and indents removed). */
function labelsShown(lines: string[]): string[] {
  const labels: string[] = [];
  for (const line of lines) {
    if (/^\+ \d+ more$/.test(line)) continue;
    if (line.startsWith('• ')) labels.push(line.slice(2));
    else if (line.startsWith('\u2007\u2007')) labels[labels.length - 1] += ` ${line.slice(2)}`;
    else if (labels.length === 0) labels.push(line);
    else labels[labels.length - 1] += ` ${line}`;
  }
  return labels;
}

function assertReadable(data: TimelineData, layout: TimelineLayout) {
  const boxes = layout.events.map((e) => e.box);
  const tickBoxes = layout.ticks.map((t) => t.box);
  for (const e of layout.events) {
    for (const line of e.lines) expect(line.endsWith('…'), `"${line}" is cut`).toBe(false);
    // every label is shown whole, word for word
    const shown = e.labels.slice(0, 3).map((l) => l.replace(/\s+/g, ' ').trim());
    expect(labelsShown(e.lines)).toEqual(shown);
    expect(e.size).toBeGreaterThanOrEqual(16);
  }
  for (const b of [...boxes, ...tickBoxes]) expect(insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT)).toBe(true);
  expect(overlappingPairs([...boxes, ...tickBoxes])).toEqual([]);
  for (const b of boxes) expect(b.y > layout.axisY || b.y + b.height < layout.axisY).toBe(true);
  // leader lines (past the event's own dot) run clear of other boxes and of the year labels
  for (const e of layout.events) {
    const [x1, y1, x2, y2] = e.leader;
    const start = y1 + (y2 > y1 ? 12 : -12);
    for (const other of layout.events) {
      if (other !== e) expect(segmentIntersectsBox(x1, start, x2, y2, other.box)).toBe(false);
    }
    for (const t of tickBoxes) expect(segmentIntersectsBox(x1, start, x2, y2, t)).toBe(false);
  }
  const shownCount = layout.events.reduce((sum, e) => sum + Math.min(e.labels.length, 3), 0);
  expect(shownCount + layout.omitted).toBe(data.events.length);
}

describe('timeline labels', () => {
  const packs = loadStudyPacks().filter((p) => (p.events?.length ?? 0) > 0);

  it('finds the history packs', () => {
    expect(packs.length).toBeGreaterThanOrEqual(5);
  });

  it.each(packs.map((p) => [p.id, p] as const))('lays out %s with every label whole and clear', (_, pack) => {
    const data: TimelineData = { title: pack.title, events: pack.events!, source: `pack:${pack.id}` };
    const layout = layoutTimeline(data, `Timeline: ${pack.title}`);
    assertReadable(data, layout);
    // the packs' timelines are short enough to show in full
    expect(layout.omitted).toBe(0);
  });

  it('shows the long World War II labels whole at the largest size', () => {
    const data: TimelineData = {
      title: 'World War II',
      source: 'test',
      events: [
        { year: 1938, label: 'Munich Agreement hands the Sudetenland to Germany' },
        { year: 1941, label: 'Germany invades the USSR; Japan attacks Pearl Harbor' },
        { year: 1945, label: 'Germany surrenders in May; Japan surrenders after the atomic bombings' },
      ],
    };
    const layout = layoutTimeline(data, 'Timeline: World War II');
    assertReadable(data, layout);
    expect(layout.events.map((e) => e.size)).toEqual([24, 24, 24]);
  });

  it('keeps same-year events whole in a shared box', () => {
    const layout = layoutTimeline(WW2, 'Timeline: World War II');
    assertReadable(WW2, layout);
    const box1945 = layout.events.find((e) => e.year === 1945)!;
    expect(labelsShown(box1945.lines)).toContain('Atomic bombings of Hiroshima and Nagasaki');
  });

  it('leaves whole events out, never cutting labels, when too many are crowded together', () => {
    const events = Array.from({ length: 40 }, (_, i) => ({
      year: 1900 + i,
      label: `A really rather long description of the remarkable event that happened in year number ${i}`,
    }));
    const data: TimelineData = { title: 'Crowded', source: 'test', events };
    const layout = layoutTimeline(data, 'Timeline: Crowded');
    assertReadable(data, layout);
    expect(layout.omitted).toBeGreaterThan(0);
    expect(layout.events.length).toBeGreaterThan(1);
    expect(layout.events.length).toBeLessThanOrEqual(MAX_TIMELINE_EVENTS);
  });
});
