// One photo of the set: the scene drawn with resvg, then photographed (perspective, blur, noise, JPEG),
// every choice drawn from the photo's own seed.
import { Resvg } from '@resvg/resvg-js';
import { createRandom, type Random } from '../../studygen/random.ts';
import { type Degradation, type Point, photograph } from './degrade.ts';
import type { FontStyle, PhotoFont } from './fonts.ts';
import type { PhotoProblem } from './problems.ts';
import { type Background, buildScene, type SceneChoices } from './scene.ts';
import type { LayoutKind } from './tree.ts';

export interface PhotoSpec {
  problem: PhotoProblem;
  font: PhotoFont;
  background: Background;
  /** Everything else (size, tilt, blur…) follows from this. */
  seed: number;
}

export interface Photo {
  image: Uint8Array;
  mime: 'image/jpeg';
  width: number;
  height: number;
  problem: PhotoProblem;
  font: string;
  fontStyle: FontStyle;
  layout: LayoutKind;
  background: Background;
  seed: number;
  scene: SceneChoices;
  degradation: Degradation;
}

const between = (random: Random, lo: number, hi: number) => lo + random() * (hi - lo);
const LABELS = [(n: number) => `${n})`, (n: number) => `Q${n}.`, (n: number) => `${n}.`];

function sceneChoices(spec: PhotoSpec, random: Random): SceneChoices {
  const width = 1200 + Math.floor(random() * 401);
  const height = Math.round(width * (random() < 0.7 ? 3 / 4 : 2 / 3));
  const number = 1 + Math.floor(random() * 24);
  const label = random() < 0.45 ? LABELS[Math.floor(random() * LABELS.length)]!(number) : undefined;
  return {
    width,
    height,
    background: spec.background,
    ...(label ? { label } : {}),
    instructionAbove: random() < 0.5,
    rotate: between(random, -5, 5),
    shear: between(random, -2, 2),
    shade: between(random, 0.05, 0.35),
    shadow: random() < 0.35,
  };
}

function degradation(width: number, height: number, random: Random): Degradation {
  // A camera slightly off square: each corner moves by up to 3% of the frame.
  const move = (p: Point): Point => ({
    x: p.x + between(random, -0.03, 0.03) * width,
    y: p.y + between(random, -0.03, 0.03) * height,
  });
  return {
    corners: [
      move({ x: 0, y: 0 }),
      move({ x: width, y: 0 }),
      move({ x: width, y: height }),
      move({ x: 0, y: height }),
    ],
    blur: between(random, 0.3, 1.8),
    noise: between(random, 2, 9),
    jpegQuality: 55 + Math.floor(random() * 21),
  };
}

export async function renderPhoto(spec: PhotoSpec): Promise<Photo> {
  const random = createRandom(spec.seed);
  const scene = sceneChoices(spec, random);
  const { svg, pad, fontFiles, defaultFamily } = buildScene(spec.problem, spec.font, scene, random);
  const rendered = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: defaultFamily },
  }).render();
  const { width, height } = scene;
  const degraded = degradation(width, height, random);
  const image = await photograph(
    { rgba: rendered.pixels, width: rendered.width, height: rendered.height },
    pad,
    degraded,
    random,
  );
  return {
    image,
    mime: 'image/jpeg',
    width,
    height,
    problem: spec.problem,
    font: spec.font.name,
    fontStyle: spec.font.style,
    layout: spec.problem.layout,
    background: spec.background,
    seed: spec.seed,
    scene,
    degradation: degraded,
  };
}
