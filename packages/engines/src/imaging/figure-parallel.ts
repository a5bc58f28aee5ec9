// Two parallel lines cut by a transversal, with the eight angles it makes labelled.
import type { ParallelData } from './figure-data.ts';
import {
  ANGLE_COLOR,
  add,
  arcSegs,
  type FigureArc,
  type FigureLayout,
  type Pt,
  place,
  polar,
  rightMark,
  type Scene,
  support,
} from './figure-scene.ts';
import { DEGREE_SIGN, degreeText, fmt, NUM } from './figure-text.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './svg.ts';

const SUPPLEMENT_COLOR = '#7c3aed';

export function parseParallel(text: string): ParallelData {
  if (
    !/\b(transversal|cut|cuts|crossed|crossing|crosses|intersected|intersecting|intersects)\b/i.test(text)
  ) {
    throw new CannotDrawError(
      'I can draw two parallel lines cut by a transversal, with its angles labelled ("two parallel lines and a transversal with angle 65°").',
    );
  }
  const m =
    text.match(new RegExp(`(-?${NUM})${DEGREE_SIGN}`, 'i')) ??
    text.match(new RegExp(String.raw`\b(?:angle|at)\s*(?:of\s+|=\s*|is\s+|:\s*)?(-?${NUM})`, 'i'));
  if (!m) {
    throw new CannotDrawError(
      'Give the angle the transversal makes with the parallel lines, e.g. "two parallel lines and a transversal with angle 65°".',
    );
  }
  const degrees = Number(m[1]);
  if (!(degrees > 0 && degrees < 180)) {
    throw new CannotDrawError(
      `A transversal crosses the lines at an angle between 0° and 180°; ${fmt(degrees)}° cannot be one.`,
    );
  }
  if (Math.min(degrees, 180 - degrees) < 15) {
    throw new CannotDrawError(
      `At ${fmt(degrees)}° the transversal lies almost along the lines, too flat to label its eight angles legibly; use an angle from 15° to 165°.`,
    );
  }
  return { kind: 'parallel', degrees };
}

/** The four angles at a crossing, counter-clockwise from the right-hand ray: θ, 180° − θ, θ, 180° − θ. */
function crossingAngles(degrees: number): { start: number; sweep: number; value: number }[] {
  const t = (degrees * Math.PI) / 180;
  return [
    { start: 0, sweep: t, value: degrees },
    { start: t, sweep: Math.PI - t, value: 180 - degrees },
    { start: Math.PI, sweep: t, value: degrees },
    { start: Math.PI + t, sweep: Math.PI - t, value: 180 - degrees },
  ];
}

export function layoutParallel(layout: FigureLayout, d: ParallelData, k: number): FigureLayout | null {
  const t = (d.degrees * Math.PI) / 180;
  const left = 130;
  const right = CANVAS_WIDTH - 130;
  const cx = CANVAS_WIDTH / 2;
  const cy = layout.top + (CANVAS_HEIGHT - layout.top) / 2;
  const gap = Math.min(250, 420 * Math.abs(Math.tan(t)));
  const shift = gap / 2 / Math.tan(t);
  const top = { x: cx + shift, y: cy - gap / 2 };
  const bottom = { x: cx - shift, y: cy + gap / 2 };
  const u = { x: Math.cos(t), y: -Math.sin(t) };
  const room = Math.min(
    (top.y - layout.top - 40) / Math.sin(t),
    (right - 20 - Math.max(top.x, bottom.x)) / Math.abs(u.x || 1e-9),
  );
  const ext = Math.min(210, room);
  const tEnd = add(top, u, ext);
  const bEnd = add(bottom, u, -ext);
  layout.scale = 1;
  layout.lines.push(
    { from: { x: left, y: top.y }, to: { x: right, y: top.y }, role: 'parallel', dashed: false },
    { from: { x: left, y: bottom.y }, to: { x: right, y: bottom.y }, role: 'parallel', dashed: false },
    { from: bEnd, to: tEnd, role: 'transversal', dashed: false },
  );
  const scene: Scene = {
    top: layout.top,
    labels: [],
    blocks: [],
    segs: layout.lines.map((l) => [l.from, l.to] as [Pt, Pt]),
    soft: [],
  };
  // Matching arrowheads say the lines are parallel; they sit where the transversal is not.
  const arrowX = shift > 0 ? left + 70 : right - 70;
  for (const y of [top.y, bottom.y]) {
    const tip = { x: arrowX + 9, y };
    const chevron: [Pt, Pt, Pt] = [{ x: tip.x - 14, y: y - 11 }, tip, { x: tip.x - 14, y: y + 11 }];
    layout.chevrons.push(chevron);
    scene.segs.push([chevron[0], chevron[1]], [chevron[1], chevron[2]]);
  }
  const wedges = crossingAngles(d.degrees);
  const r = 34;
  for (const p of [top, bottom]) {
    for (const w of wedges) {
      if (d.degrees === 90) {
        const mark = rightMark(p, polar(p, 10, w.start), polar(p, 10, w.start + w.sweep), 20);
        layout.rightMarks.push(mark);
        scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
      } else {
        const arc: FigureArc = {
          cx: p.x,
          cy: p.y,
          r: w.value < 90 ? r : r - 8,
          start: w.start,
          sweep: w.sweep,
          color: w.value === d.degrees ? ANGLE_COLOR : SUPPLEMENT_COLOR,
        };
        layout.arcs.push(arc);
        scene.segs.push(...arcSegs(arc, 16));
      }
    }
  }
  for (const [pi, p] of [top, bottom].entries()) {
    for (const [wi, w] of wedges.entries()) {
      const given = pi === 0 && wi === 0;
      const bis = polar({ x: 0, y: 0 }, 1, w.start + w.sweep / 2);
      const fill = w.value === d.degrees ? ANGLE_COLOR : SUPPLEMENT_COLOR;
      const label = place(
        scene,
        degreeText(w.value),
        (given ? 28 : 25) * k,
        { fill, bold: given, halo: true },
        (hw, hh) => {
          const out: Pt[] = [];
          for (let dist = r + 4; dist < r + 160; dist += 6)
            out.push(add(p, bis, dist + support(bis, hw, hh)));
          return out;
        },
      );
      if (!label) return null;
    }
  }
  layout.labels = scene.labels;
  return layout;
}
