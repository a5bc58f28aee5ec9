// Triangles, circles and single angles laid out to scale.
import type { AngleData, CircleData, FigureData, TriangleData } from './figure-data.ts';
import { layoutPoints } from './figure-grid.ts';
import { layoutParallel } from './figure-parallel.ts';
import { layoutPolygon } from './figure-polygon.ts';
import {
  ACCENT,
  ANGLE_COLOR,
  add,
  arcSegs,
  aroundPoint,
  besideSegment,
  boundsOf,
  centredLabel,
  emptyLayout,
  type FigureLayout,
  INK,
  interiorArc,
  labelFits,
  len,
  type PlacedTriangle,
  type Pt,
  place,
  polar,
  rightMark,
  type Scene,
  SIDE_COLORS,
  sub,
  support,
  tickMark,
  unitVec,
  withShrinkingText,
} from './figure-scene.ts';
import { degreeText, fmt, withUnit, workedLength } from './figure-text.ts';
import { makeLabel } from './label.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, svgTitle } from './svg.ts';

function triangleShape(t: TriangleData): [Pt, Pt, Pt] {
  const pts: Pt[] = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ];
  if (t.rightAt !== null && t.base === undefined) {
    const r = t.rightAt;
    const next = t.sides[r]!;
    const prev = t.sides[(r + 2) % 3]!;
    // The longer leg lies along the bottom: the canvas is wider than it is tall.
    if (next >= prev) {
      pts[(r + 1) % 3] = { x: next, y: 0 };
      pts[(r + 2) % 3] = { x: 0, y: prev };
    } else {
      pts[(r + 2) % 3] = { x: prev, y: 0 };
      pts[(r + 1) % 3] = { x: 0, y: next };
    }
    return pts as [Pt, Pt, Pt];
  }
  const base = t.base ?? t.sides.indexOf(Math.max(...t.sides));
  const rad = (t.angles[base]! * Math.PI) / 180;
  const other = t.sides[(base + 2) % 3]!;
  pts[(base + 1) % 3] = { x: t.sides[base]!, y: 0 };
  pts[(base + 2) % 3] = { x: other * Math.cos(rad), y: other * Math.sin(rad) };
  return pts as [Pt, Pt, Pt];
}

export function layoutFigure(data: FigureData, title: string): FigureLayout {
  const head = svgTitle(title);
  const top = head.bottom + 10;
  const base = () => emptyLayout(data.kind, head.svg, top);
  switch (data.kind) {
    case 'triangle':
      return withShrinkingText((k) => layoutTriangles(base(), [data], k));
    case 'similar':
      return withShrinkingText((k) => layoutTriangles(base(), [data.first, data.second], k, data.scale));
    case 'circle':
      return withShrinkingText((k) => layoutCircle(base(), data, k));
    case 'angle':
      return withShrinkingText((k) => layoutAngle(base(), data, k));
    case 'points':
      return withShrinkingText((k) => layoutPoints(base(), data, k));
    case 'polygon':
      return withShrinkingText((k) => layoutPolygon(base(), data, k));
    case 'parallel':
      return withShrinkingText((k) => layoutParallel(base(), data, k));
  }
}

function sideText(t: TriangleData, i: number): string {
  return withUnit(t.given[i] ? fmt(t.sides[i]!) : workedLength(t.sides[i]!), t.unit);
}

/** One triangle, or two similar ones side by side at the same scale. */
function layoutTriangles(
  layout: FigureLayout,
  tris: TriangleData[],
  k: number,
  factor: number | null = null,
): FigureLayout | null {
  const shapes = tris.map(triangleShape);
  const caption = factor !== null;
  const area = {
    x: 120,
    y: layout.top + 60,
    width: CANVAS_WIDTH - 240,
    height: CANVAS_HEIGHT - layout.top - 60 - (caption ? 130 : 80),
  };
  const gap = 170;
  const bounds = shapes.map(boundsOf);
  const widths = bounds.map((b) => b.maxX - b.minX);
  const heights = bounds.map((b) => b.maxY - b.minY);
  const scale = Math.min(
    (area.width - gap * (shapes.length - 1)) / widths.reduce((a, b) => a + b, 0),
    area.height / Math.max(...heights),
  );
  const total = widths.reduce((a, b) => a + b, 0) * scale + gap * (shapes.length - 1);
  let left = area.x + (area.width - total) / 2;
  const bottom = area.y + (area.height + Math.max(...heights) * scale) / 2;
  const placed: PlacedTriangle[] = shapes.map((shape, i) => {
    const b = bounds[i]!;
    const vertices = shape.map((p) => ({
      x: left + (p.x - b.minX) * scale,
      y: bottom - (p.y - b.minY) * scale,
    })) as [Pt, Pt, Pt];
    left += widths[i]! * scale + gap;
    return {
      names: [...tris[i]!.names],
      vertices,
      colors: caption ? SIDE_COLORS : [INK, INK, INK],
    };
  });
  layout.scale = scale;
  layout.triangles = placed;
  const scene: Scene = { top: layout.top, labels: [], blocks: [], segs: [], soft: [] };
  for (const p of placed) {
    for (let i = 0; i < 3; i++) scene.segs.push([p.vertices[i]!, p.vertices[(i + 1) % 3]!]);
  }
  // Marks and arcs first, so labels keep clear of them; each is sized by the two sides at its vertex.
  const armOf = (t: TriangleData, i: number) => Math.min(t.sides[i]!, t.sides[(i + 2) % 3]!) * scale;
  const arcRadius = (t: TriangleData, i: number) => Math.min(46, armOf(t, i) * 0.3);
  for (const [ti, t] of tris.entries()) {
    const v = placed[ti]!.vertices;
    for (let i = 0; i < 3; i++) {
      const p = v[(i + 2) % 3]!;
      const q = v[(i + 1) % 3]!;
      if (t.rightAt === i) {
        const mark = rightMark(v[i]!, p, q, Math.min(26, armOf(t, i) * 0.22));
        layout.rightMarks.push(mark);
        scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
      } else if (t.showAngles || t.givenAngle === i) {
        const arc = interiorArc(v[i]!, p, q, arcRadius(t, i));
        layout.arcs.push(arc);
        scene.segs.push(...arcSegs(arc));
      }
    }
  }
  for (const [ti, t] of tris.entries()) {
    const v = placed[ti]!.vertices;
    const same = (i: number, j: number) => Math.abs(t.sides[i]! - t.sides[j]!) <= 1e-9 * t.sides[i]!;
    for (let i = 0; i < 3; i++) {
      if (same(i, (i + 1) % 3) || same(i, (i + 2) % 3))
        layout.ticks.push(tickMark(scene, v[i]!, v[(i + 1) % 3]!, 1));
    }
  }
  const altitudes: { t: TriangleData; apex: Pt; foot: Pt; end: Pt }[] = [];
  for (const [ti, t] of tris.entries()) {
    if (t.height === undefined || t.base === undefined) continue;
    const v = placed[ti]!.vertices;
    const a = v[t.base]!;
    const b = v[(t.base + 1) % 3]!;
    const apex = v[(t.base + 2) % 3]!;
    const d = unitVec(sub(b, a));
    const foot = add(a, d, (apex.x - a.x) * d.x + (apex.y - a.y) * d.y);
    const end = len(sub(b, foot)) >= len(sub(a, foot)) ? b : a;
    layout.lines.push({ from: apex, to: foot, role: 'height', dashed: true });
    scene.segs.push([apex, foot]);
    const mark = rightMark(foot, apex, end, Math.min(22, len(sub(apex, foot)) * 0.2));
    layout.rightMarks.push(mark);
    scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
    altitudes.push({ t, apex, foot, end });
  }
  for (const [ti, t] of tris.entries()) {
    const { vertices: v, colors } = placed[ti]!;
    const centroid = { x: (v[0].x + v[1].x + v[2].x) / 3, y: (v[0].y + v[1].y + v[2].y) / 3 };
    for (let i = 0; i < 3; i++) {
      const out = add(unitVec(sub(v[i]!, v[(i + 1) % 3]!)), unitVec(sub(v[i]!, v[(i + 2) % 3]!)));
      const label = place(scene, t.names[i]!, 34 * k, { bold: true }, aroundPoint(v[i]!, out));
      if (!label) return null;
    }
    for (let i = 0; i < 3 && !t.noLengths; i++) {
      const a = v[i]!;
      const b = v[(i + 1) % 3]!;
      const label = place(
        scene,
        sideText(t, i),
        30 * k,
        { fill: colors[i], bold: caption },
        besideSegment(a, b, centroid),
      );
      if (!label) return null;
      layout.measures.push({ from: a, to: b, inside: centroid, label });
    }
    for (let i = 0; i < 3; i++) {
      if (t.rightAt === i || !(t.showAngles || t.givenAngle === i)) continue;
      const inward = unitVec(add(unitVec(sub(v[(i + 1) % 3]!, v[i]!)), unitVec(sub(v[(i + 2) % 3]!, v[i]!))));
      const r = arcRadius(t, i);
      const label = place(scene, degreeText(t.angles[i]!), 24 * k, { fill: ANGLE_COLOR }, (hw, hh) => {
        const inside: Pt[] = [];
        const reach = Math.max(r + 220, armOf(t, i) * 0.6);
        for (let d = r + 6; d < reach; d += 8) inside.push(add(v[i]!, inward, d + support(inward, hw, hh)));
        return [...inside, ...aroundPoint(v[i]!, { x: -inward.x, y: -inward.y }, [30, 50])(hw, hh)];
      });
      if (!label) return null;
    }
  }
  for (const h of altitudes) {
    const text = `h = ${withUnit(fmt(h.t.height!), h.t.unit)}`;
    const label = place(
      scene,
      text,
      28 * k,
      { fill: COLORS.muted, halo: true },
      besideSegment(h.apex, h.foot, h.end, 0.5),
    );
    if (!label) return null;
    layout.measures.push({ from: h.apex, to: h.foot, inside: h.end, label });
  }
  if (caption && factor !== null) {
    const [a, b] = tris as [TriangleData, TriangleData];
    const text = `Scale factor ${fmt(factor)}: each side of ${b.names.join('')} = ${fmt(factor)} × the matching side of ${a.names.join('')}`;
    const size = Math.min(26, (26 * (CANVAS_WIDTH - 80)) / makeLabel(text, 0, 0, 26).box.width);
    const label = centredLabel(text, CANVAS_WIDTH / 2, CANVAS_HEIGHT - 50, size, { fill: COLORS.muted });
    if (!labelFits(scene, label, true)) return null;
    scene.labels.push(label);
  }
  layout.labels = scene.labels;
  return layout;
}

function layoutCircle(layout: FigureLayout, c: CircleData, k: number): FigureLayout | null {
  const avail = CANVAS_HEIGHT - layout.top - 60 - 90;
  const rPx = Math.min(avail / 2, 330);
  // A tangent needs room to the right of the circle for the line and its name.
  const centre = { x: CANVAS_WIDTH / 2 - (c.tangent ? 90 : 0), y: layout.top + 60 + avail / 2 };
  const scale = rPx / c.radius;
  layout.scale = scale;
  layout.circle = { cx: centre.x, cy: centre.y, r: rPx };
  layout.dots.push({ ...centre, name: c.centre });
  const scene: Scene = {
    top: layout.top,
    labels: [],
    blocks: [{ x: centre.x - 7, y: centre.y - 7, width: 14, height: 14 }],
    segs: arcSegs({ cx: centre.x, cy: centre.y, r: rPx, start: 0, sweep: 2 * Math.PI }, 90),
    soft: [],
  };
  const u = c.unit;
  const pending: { from: Pt; to: Pt; inside: Pt | null; text: string; t: number; fill: string }[] = [];
  let radiusEnd: Pt = { x: centre.x + rPx, y: centre.y };
  if (c.chord) {
    const halfPx = (c.chord.length / 2) * scale;
    const distPx = Math.sqrt(Math.max(0, rPx * rPx - halfPx * halfPx));
    const a = { x: centre.x - halfPx, y: centre.y + distPx };
    const b = { x: centre.x + halfPx, y: centre.y + distPx };
    const mid = { x: centre.x, y: centre.y + distPx };
    layout.lines.push({ from: a, to: b, role: 'chord', dashed: false });
    layout.dots.push({ ...a, name: c.chord.names[0] }, { ...b, name: c.chord.names[1] });
    scene.blocks.push(...[a, b].map((p) => ({ x: p.x - 7, y: p.y - 7, width: 14, height: 14 })));
    radiusEnd = b;
    pending.push({
      from: a,
      to: b,
      inside: distPx > 1 ? centre : null,
      text: `${c.chord.names.join('')} = ${withUnit(fmt(c.chord.length), u)}`,
      t: distPx > 1 ? 0.5 : 0.3,
      fill: '#dc2626',
    });
    if (distPx > 1) {
      layout.lines.push({ from: centre, to: mid, role: 'distance', dashed: true });
      const mark = rightMark(mid, centre, b, Math.min(20, distPx * 0.3, halfPx * 0.3));
      layout.rightMarks.push(mark);
      scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
      const dist = Math.sqrt(Math.max(0, c.radius ** 2 - (c.chord.length / 2) ** 2));
      pending.push({
        from: centre,
        to: mid,
        inside: b,
        text: withUnit(workedLength(dist), u),
        t: 0.5,
        fill: COLORS.muted,
      });
    }
  }
  const named: { p: Pt; name: string; dir: Pt }[] = [];
  if (c.tangent) {
    const touch = { x: centre.x + rPx, y: centre.y };
    const reach = Math.min(rPx * 0.9, centre.y - layout.top - 50);
    const up = { x: touch.x, y: touch.y - reach };
    layout.lines.push({ from: { x: touch.x, y: touch.y + reach }, to: up, role: 'tangent', dashed: false });
    const mark = rightMark(touch, centre, up, Math.min(24, rPx * 0.12));
    layout.rightMarks.push(mark);
    scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
    layout.dots.push({ ...touch, name: 'T' });
    scene.blocks.push({ x: touch.x - 7, y: touch.y - 7, width: 14, height: 14 });
    named.push(
      { p: touch, name: 'T', dir: { x: 1, y: 0.6 } },
      { p: up, name: 'tangent', dir: { x: 1, y: 0.3 } },
    );
  }
  if (c.givenAs === 'diameter' || c.diameter) {
    const from = { x: centre.x - rPx, y: centre.y };
    const to = { x: centre.x + rPx, y: centre.y };
    layout.lines.push({ from, to, role: 'diameter', dashed: false });
    if (c.diameter) {
      // Either half of the diameter is a radius: r above the left half, d below the whole.
      pending.unshift({
        from,
        to,
        inside: { x: centre.x, y: centre.y - 10 },
        text: `d = ${withUnit(fmt(2 * c.radius), u)}`,
        t: 0.5,
        fill: ACCENT,
      });
      pending.unshift({
        from,
        to: centre,
        inside: null,
        text: `r = ${withUnit(fmt(c.radius), u)}`,
        t: 0.5,
        fill: ACCENT,
      });
    } else
      pending.unshift({
        from,
        to,
        inside: null,
        text: `d = ${withUnit(fmt(2 * c.radius), u)}`,
        t: 0.72,
        fill: ACCENT,
      });
  } else {
    layout.lines.push({ from: centre, to: radiusEnd, role: 'radius', dashed: false });
    const inside = c.chord && radiusEnd.y > centre.y + 1 ? { x: centre.x, y: radiusEnd.y } : null;
    pending.unshift({
      from: centre,
      to: radiusEnd,
      inside,
      text: `r = ${withUnit(fmt(c.radius), u)}`,
      t: 0.5,
      fill: ACCENT,
    });
  }
  for (const l of layout.lines) scene.segs.push([l.from, l.to]);
  if (!place(scene, c.centre, 34 * k, { bold: true }, aroundPoint(centre, { x: -1, y: -1 }))) return null;
  for (const m of pending) {
    const label = place(
      scene,
      m.text,
      30 * k,
      { fill: m.fill, bold: true },
      besideSegment(m.from, m.to, m.inside, m.t),
    );
    if (!label) return null;
    layout.measures.push({ from: m.from, to: m.to, inside: m.inside, label });
  }
  for (const m of named) {
    const fill = m.name === 'tangent' ? COLORS.muted : undefined;
    const size = (m.name === 'tangent' ? 26 : 34) * k;
    if (
      !place(
        scene,
        m.name,
        size,
        { bold: m.name !== 'tangent', fill },
        aroundPoint(m.p, m.dir, [8, 18, 32, 48]),
      )
    )
      return null;
  }
  // The points' names go last: they have the most room to move.
  if (c.chord) {
    for (const [i, name] of c.chord.names.entries()) {
      const p = i === 0 ? layout.dots[1]! : layout.dots[2]!;
      if (!place(scene, name, 34 * k, { bold: true }, aroundPoint(p, sub(p, centre)))) return null;
    }
  }
  layout.labels = scene.labels;
  return layout;
}

function layoutAngle(layout: FigureLayout, a: AngleData, k: number): FigureLayout | null {
  const rad = (a.degrees * Math.PI) / 180;
  const arcFrac = 0.28;
  // Extent of the arms and arc in units of the arm length, vertex at the origin (y up).
  const extent: Pt[] = [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: Math.cos(rad), y: Math.sin(rad) },
  ];
  for (const q of [0.5, 1, 1.5]) {
    if (q * Math.PI < rad)
      extent.push({ x: arcFrac * Math.cos(q * Math.PI), y: arcFrac * Math.sin(q * Math.PI) });
  }
  const b = boundsOf(extent);
  const area = {
    x: 140,
    y: layout.top + 80,
    width: CANVAS_WIDTH - 280,
    height: CANVAS_HEIGHT - layout.top - 80 - 90,
  };
  const armPx = Math.min(area.width / (b.maxX - b.minX), area.height / Math.max(b.maxY - b.minY, 0.05), 560);
  const vertex = {
    x: area.x + (area.width - (b.maxX - b.minX) * armPx) / 2 - b.minX * armPx,
    y: area.y + (area.height + (b.maxY - b.minY) * armPx) / 2 + b.minY * armPx,
  };
  const end1 = polar(vertex, armPx, 0);
  const end2 = polar(vertex, armPx, rad);
  layout.scale = armPx;
  layout.lines.push(
    { from: vertex, to: end1, role: 'arm', dashed: false },
    { from: vertex, to: end2, role: 'arm', dashed: false },
  );
  const scene: Scene = {
    top: layout.top,
    labels: [],
    blocks: [],
    segs: [
      [vertex, end1],
      [vertex, end2],
    ],
    soft: [],
  };
  const arcR = Math.max(48, armPx * arcFrac * (a.degrees < 30 ? 1.6 : 1));
  if (a.type === 'right') {
    const mark = rightMark(vertex, end1, end2, 40);
    layout.rightMarks.push(mark);
    scene.segs.push([mark.path[0], mark.path[1]], [mark.path[1], mark.path[2]]);
  } else {
    const arc = { cx: vertex.x, cy: vertex.y, r: arcR, start: 0, sweep: rad };
    layout.arcs.push(arc);
    scene.segs.push(...arcSegs(arc, 48));
  }
  const bis = polar({ x: 0, y: 0 }, 1, rad / 2);
  if (a.names) {
    layout.dots.push(
      { ...end1, name: a.names[0] },
      { ...vertex, name: a.names[1] },
      { ...end2, name: a.names[2] },
    );
    for (const p of [end1, vertex, end2])
      scene.blocks.push({ x: p.x - 7, y: p.y - 7, width: 14, height: 14 });
    const dirs = [polar({ x: 0, y: 0 }, 1, 0), { x: -bis.x, y: -bis.y }, polar({ x: 0, y: 0 }, 1, rad)];
    for (const [i, p] of [end1, vertex, end2].entries()) {
      if (!place(scene, a.names[i]!, 34 * k, { bold: true }, aroundPoint(p, dirs[i]!))) return null;
    }
  }
  const markR = a.type === 'right' ? 40 * Math.SQRT2 : arcR;
  const label = place(scene, degreeText(a.degrees), 32 * k, { bold: true, fill: ANGLE_COLOR }, (hw, hh) => {
    const inside: Pt[] = [];
    for (let d = markR + 10; d < armPx; d += 10) inside.push(add(vertex, bis, d + support(bis, hw, hh)));
    // A thin angle has no room by its arc: the measure goes just below the first arm, under the arc.
    const under = add(polar(vertex, markR, 0), { x: 0, y: 1 }, hh + 12);
    const rest = aroundPoint(vertex, { x: -bis.x, y: -bis.y }, [20, 40])(hw, hh);
    return a.degrees < 20 ? [under, ...inside, ...rest] : [...inside, under, ...rest];
  });
  if (!label) return null;
  layout.labels = scene.labels;
  return layout;
}
