// The photographed scene as SVG: a problem written on plain paper, on a ruled notebook page, or on a page
// lying on a desk, turned and sheared a little, with light falling unevenly across it.
import type { Random } from '../../studygen/random.ts';
import { fallbackFont, type PhotoFont } from './fonts.ts';
import type { PhotoProblem } from './problems.ts';
import type { Pen } from './typeset.ts';
import { worksheet } from './worksheet.ts';

export const BACKGROUNDS = ['paper', 'notebook', 'desk'] as const;
export type Background = (typeof BACKGROUNDS)[number];

export interface SceneChoices {
  width: number;
  height: number;
  background: Background;
  /** Worksheet numbering in front of the problem, e.g. "4)" or "Q3.". */
  label?: string;
  /** The problem's instruction on its own line above the math, or in front of it. */
  instructionAbove: boolean;
  /** Degrees. */
  rotate: number;
  /** Degrees of horizontal shear. */
  shear: number;
  /** 0–1: how dark the illumination gradient gets. */
  shade: number;
  /** A soft shadow (a hand, the phone) over one corner. */
  shadow: boolean;
}

/** The scene reaches this far past the frame on each side, for the perspective to take pixels from. */
export const PAD = 0.04;

const n1 = (v: number) => (Math.round(v * 10) / 10).toString();
const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const INKS = {
  print: ['#111111', '#1c1c1c', '#262626'],
  handwriting: ['#1b2f7a', '#2a2a2a', '#3b3b44', '#10206a'],
};
const PAPERS = ['#f7f5ee', '#f2efe6', '#fbfaf5', '#efece2'];
const DESKS = [
  ['#5a4331', '#3e2d20'],
  ['#44464c', '#2b2c30'],
  ['#6e5a45', '#4a3b2c'],
];

export interface Scene {
  /** The frame and a border of `pad` around it. */
  svg: string;
  pad: { x: number; y: number };
  fontFiles: string[];
  defaultFamily: string;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const rect = (r: Rect, attrs: string) =>
  `<rect x="${n1(r.x)}" y="${n1(r.y)}" width="${n1(r.w)}" height="${n1(r.h)}" ${attrs}/>`;

/** The page in unrotated coordinates: larger than the frame unless it lies on a desk. */
function placePage(W: number, H: number, onDesk: boolean, random: Random): Rect {
  if (!onDesk) return { x: -0.15 * W, y: -0.15 * H, w: 1.3 * W, h: 1.3 * H };
  const w = W * between(random, 0.74, 0.88);
  const h = H * between(random, 0.76, 0.9);
  return {
    x: (W - w) / 2 + between(random, -0.04, 0.04) * W,
    y: (H - h) / 2 + between(random, -0.03, 0.03) * H,
    w,
    h,
  };
}

/** Blue rules through `baseline` (plus `offset`) and a red margin line. */
function notebookRules(
  page: Rect,
  margin: number,
  baseline: number,
  offset: number,
  pitch: number,
  s: number,
) {
  const blue = `stroke="#8db0d8" stroke-width="${n1(Math.max(1.5, s * 0.03))}"`;
  let out = '';
  for (let y = page.y + ((baseline + offset - page.y) % pitch); y < page.y + page.h; y += pitch)
    out += `<line x1="${n1(page.x)}" x2="${n1(page.x + page.w)}" y1="${n1(y)}" y2="${n1(y)}" ${blue}/>`;
  return `${out}<line x1="${n1(margin)}" x2="${n1(margin)}" y1="${n1(page.y)}" y2="${n1(page.y + page.h)}" stroke="#d9666a" stroke-width="${n1(Math.max(2, s * 0.04))}"/>`;
}

/** A soft drop shadow under a page on a desk: rings of faint black. */
function dropShadow(page: Rect, s: number): string {
  let out = '';
  for (let i = 6; i > 0; i--) {
    const grow = i * s * 0.06;
    const ring = {
      x: page.x - grow + s * 0.1,
      y: page.y - grow + s * 0.15,
      w: page.w + 2 * grow,
      h: page.h + 2 * grow,
    };
    out += rect(ring, `rx="${n1(grow)}" fill="#000" opacity="0.07"`);
  }
  return out;
}

/** Light falling off across the frame in a random direction, and maybe a shadow over one corner. */
function lighting(
  W: number,
  H: number,
  choices: SceneChoices,
  random: Random,
): { defs: string; over: string } {
  const angle = random() * Math.PI * 2;
  const gx = 0.5 + 0.5 * Math.cos(angle);
  const gy = 0.5 + 0.5 * Math.sin(angle);
  const defs =
    `<linearGradient id="light" x1="${n1(1 - gx)}" y1="${n1(1 - gy)}" x2="${n1(gx)}" y2="${n1(gy)}"><stop offset="0" stop-color="#fff8e8" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="${choices.shade.toFixed(2)}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.32"/><stop offset="0.6" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  if (!choices.shadow) return { defs, over: '' };
  const cx = random() < 0.5 ? W * between(random, -0.05, 0.2) : W * between(random, 0.8, 1.05);
  const cy = random() < 0.5 ? H * between(random, -0.05, 0.2) : H * between(random, 0.8, 1.05);
  const over = `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(W * between(random, 0.3, 0.5))}" ry="${n1(H * between(random, 0.35, 0.6))}" fill="url(#shadow)"/>`;
  return { defs, over };
}

export function buildScene(
  problem: PhotoProblem,
  font: PhotoFont,
  choices: SceneChoices,
  random: Random,
): Scene {
  const { width: W, height: H, background } = choices;
  const fallback = fallbackFont();
  const handwriting = font.style === 'handwriting';
  const pen: Pen = {
    font,
    fallback,
    ink: pick(random, handwriting ? INKS.handwriting : INKS.print),
    wobble: handwriting ? 1 : 0,
    random,
  };
  const paper = pick(random, PAPERS);
  const page = placePage(W, H, background === 'desk', random);
  const visible = background === 'desk' ? page : { x: 0, y: 0, w: W, h: H };
  const margin = background === 'notebook' ? visible.x + visible.w * between(random, 0.1, 0.14) : visible.x;

  // Size the writing to fill a fair part of the page, as a close-up photo of one problem does.
  const room = { w: visible.x + visible.w - margin - visible.w * 0.12, h: visible.h * 0.62 };
  const unit = W * 0.06;
  const probe = worksheet(problem, choices, { ...pen, random: () => 0.5 }, unit);
  const wanted = Math.min(Math.max((unit * room.w * between(random, 0.4, 0.8)) / probe.w, W * 0.04), W * 0.1);
  const s = Math.min(wanted, (unit * room.w) / probe.w, (unit * room.h) / (probe.a + probe.d));
  const box = worksheet(problem, choices, pen, s);
  const left =
    margin + (visible.x + visible.w - margin - box.w) * between(random, 0.12, 0.45) + 0.05 * visible.w;
  const baseline = visible.y + (visible.h - box.a - box.d) * between(random, 0.3, 0.6) + box.a;

  let under = '';
  let deskFill = '';
  if (background === 'notebook') {
    const pitch = s * between(random, 1.05, 1.35);
    // Handwriting sits on a ruled line; a printed problem falls where it falls.
    under = notebookRules(page, margin, baseline, handwriting ? 0 : random() * pitch, pitch, s);
  } else if (background === 'desk') {
    const [light, dark] = pick(random, DESKS);
    deskFill = `<linearGradient id="desk" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>`;
  }
  const light = lighting(W, H, choices, random);

  const cx = n1(W / 2);
  const cy = n1(H / 2);
  const turn = `rotate(${n1(choices.rotate)} ${cx} ${cy}) translate(${cx} ${cy}) skewX(${n1(choices.shear)}) translate(-${cx} -${cy})`;
  const pad = { x: Math.ceil(W * PAD), y: Math.ceil(H * PAD) };
  const frame = { x: -pad.x, y: -pad.y, w: W + 2 * pad.x, h: H + 2 * pad.y };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.w}" height="${frame.h}" viewBox="${frame.x} ${frame.y} ${frame.w} ${frame.h}">` +
    `<defs>${deskFill}${light.defs}</defs>${rect(frame, `fill="${deskFill ? 'url(#desk)' : paper}"`)}` +
    `<g transform="${turn}">${deskFill ? dropShadow(page, s) : ''}${rect(page, `fill="${paper}"`)}${under}` +
    `<g fill="${pen.ink}">${box.draw(left, baseline)}</g></g>` +
    `${rect(frame, 'fill="url(#light)"')}${light.over}</svg>`;

  const fontFiles = font.path === fallback.path ? [font.path] : [font.path, fallback.path];
  return { svg, pad, fontFiles, defaultFamily: fallback.metrics.family };
}
