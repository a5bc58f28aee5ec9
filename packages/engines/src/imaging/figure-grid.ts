// Points on a coordinate grid, equal scales on both axes.
import type { PointsData } from './figure-data.ts';
import {
  ACCENT,
  aroundPoint,
  type FigureLayout,
  labelFits,
  len,
  type Pt,
  place,
  type Scene,
  type Seg,
  sub,
} from './figure-scene.ts';
import { fmt } from './figure-text.ts';
import { type Label, makeLabel } from './label.ts';
import { niceStep } from './plot.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS } from './svg.ts';

/** Axis range with at least half a step of room beyond the extreme values (0 always included). */
function gridRange(values: number[], step: number): [number, number] {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  let min = Math.floor(lo / step) * step;
  let max = Math.ceil(hi / step) * step;
  if (lo - min < step / 2) min -= step;
  if (max - hi < step / 2) max += step;
  return [min, max];
}

export function layoutPoints(layout: FigureLayout, d: PointsData, k: number): FigureLayout | null {
  const xs = d.points.map((p) => p.x);
  const ys = d.points.map((p) => p.y);
  const span = Math.max(Math.max(0, ...xs) - Math.min(0, ...xs), Math.max(0, ...ys) - Math.min(0, ...ys), 1);
  let step = niceStep(span, 8);
  // Whole-number coordinates get whole-number grid steps.
  if (step < 1 && [...xs, ...ys].every(Number.isInteger)) step = 1;
  const area = {
    x: 100,
    y: layout.top + 40,
    width: CANVAS_WIDTH - 150,
    height: CANVAS_HEIGHT - layout.top - 40 - 60,
  };
  let [xMin, xMax] = gridRange(xs, step);
  let [yMin, yMax] = gridRange(ys, step);
  const scale = Math.min(area.width / (xMax - xMin), area.height / (yMax - yMin));
  // Equal scales on both axes; fill the spare room with whole steps, shared between the two ends.
  const spareX = Math.floor((area.width / scale - (xMax - xMin)) / step + 1e-9);
  const spareY = Math.floor((area.height / scale - (yMax - yMin)) / step + 1e-9);
  // Spare room goes on the side the points are on: all-positive points get no more than one step below 0.
  const below = (values: number[], spare: number) =>
    values.every((v) => v >= 0) ? 0 : values.every((v) => v <= 0) ? spare : Math.floor(spare / 2);
  const belowX = below(xs, spareX);
  const belowY = below(ys, spareY);
  xMin -= belowX * step;
  xMax += (spareX - belowX) * step;
  yMin -= belowY * step;
  yMax += (spareY - belowY) * step;
  const box = {
    x: area.x + (area.width - (xMax - xMin) * scale) / 2,
    y: area.y + (area.height - (yMax - yMin) * scale) / 2,
    width: (xMax - xMin) * scale,
    height: (yMax - yMin) * scale,
  };
  const toCanvas = (x: number, y: number): Pt => ({
    x: box.x + (x - xMin) * scale,
    y: box.y + (yMax - y) * scale,
  });
  const origin = toCanvas(0, 0);
  layout.scale = scale;
  layout.grid = { box, xMin, xMax, yMin, yMax, step, origin };
  const near = (v: number) => Math.round(v / step) * step;
  // Grid lines no closer than 18 px; the step may have to grow when the numbers are spread unevenly.
  while (step * scale < 18) step *= 2;
  layout.grid.step = step;
  for (let x = Math.ceil(xMin / step) * step; x <= xMax + 1e-9; x += step) {
    const g = near(x);
    if (g !== 0)
      layout.lines.push({ from: toCanvas(g, yMin), to: toCanvas(g, yMax), role: 'grid', dashed: false });
  }
  for (let y = Math.ceil(yMin / step) * step; y <= yMax + 1e-9; y += step) {
    const g = near(y);
    if (g !== 0)
      layout.lines.push({ from: toCanvas(xMin, g), to: toCanvas(xMax, g), role: 'grid', dashed: false });
  }
  const xAxis: Seg = [toCanvas(xMin, 0), toCanvas(xMax, 0)];
  const yAxis: Seg = [toCanvas(0, yMin), toCanvas(0, yMax)];
  layout.lines.push({ from: xAxis[0], to: xAxis[1], role: 'axis', dashed: false });
  layout.lines.push({ from: yAxis[0], to: yAxis[1], role: 'axis', dashed: false });
  const dots = d.points.map((p) => ({ ...toCanvas(p.x, p.y), name: p.name }));
  layout.dots = dots;
  const joins: Seg[] = [];
  if (d.join !== 'none') {
    for (let i = 0; i + 1 < dots.length; i++) joins.push([dots[i]!, dots[i + 1]!]);
    if (d.join === 'closed') joins.push([dots[dots.length - 1]!, dots[0]!]);
    for (const [from, to] of joins) layout.lines.push({ from, to, role: 'join', dashed: false });
  }
  const scene: Scene = {
    top: layout.top,
    labels: [],
    blocks: dots.map((p) => ({ x: p.x - 9, y: p.y - 9, width: 18, height: 18 })),
    segs: joins,
    soft: [xAxis, yAxis],
  };
  const centre = {
    x: dots.reduce((s, p) => s + p.x, 0) / dots.length,
    y: dots.reduce((s, p) => s + p.y, 0) / dots.length,
  };
  for (const [i, p] of d.points.entries()) {
    const dot = dots[i]!;
    // Away from the middle of the group (outside a polygon), else up and to the right.
    const away = d.points.length > 1 && len(sub(dot, centre)) > 1 ? sub(dot, centre) : { x: 1, y: -1 };
    const label = place(
      scene,
      `${p.name}(${fmt(p.x)}, ${fmt(p.y)})`,
      26 * k,
      { bold: true, fill: ACCENT, halo: true },
      aroundPoint(dot, away, [6, 16, 30, 50]),
    );
    if (!label) return null;
  }
  // Tick numbers go where they fit; a number that would cover a point's label is left out.
  const tickSize = 20;
  const tickOpts = { fill: COLORS.muted, halo: true };
  let every = 1;
  const widest = Math.max(
    ...[xMin, xMax, yMin, yMax].map((v) => makeLabel(fmt(v), 0, 0, tickSize).box.width),
  );
  while (every * step * scale < widest + 10) every++;
  const tryTick = (label: Label) => {
    if (labelFits(scene, label, false)) scene.labels.push(label);
  };
  for (let x = Math.ceil(xMin / step) * step; x <= xMax + 1e-9; x += step) {
    const g = near(x);
    if (g === 0 || Math.round(g / step) % every !== 0 || g === xMin || g === xMax) continue;
    const p = toCanvas(g, 0);
    tryTick(makeLabel(fmt(g), p.x, p.y + 26, tickSize, tickOpts));
  }
  let everyY = 1;
  while (everyY * step * scale < 28) everyY++;
  for (let y = Math.ceil(yMin / step) * step; y <= yMax + 1e-9; y += step) {
    const g = near(y);
    if (g === 0 || Math.round(g / step) % everyY !== 0 || g === yMin || g === yMax) continue;
    const p = toCanvas(0, g);
    tryTick(makeLabel(fmt(g), p.x - 10, p.y + 7, tickSize, { ...tickOpts, anchor: 'end' }));
  }
  tryTick(makeLabel('0', origin.x - 8, origin.y + 24, tickSize, { ...tickOpts, anchor: 'end' }));
  tryTick(makeLabel('x', xAxis[1].x - 6, xAxis[1].y - 12, 26, { anchor: 'end', bold: true, halo: true }));
  tryTick(makeLabel('y', yAxis[1].x + 12, yAxis[1].y + 26, 26, { anchor: 'start', bold: true, halo: true }));
  layout.labels = scene.labels;
  return layout;
}
