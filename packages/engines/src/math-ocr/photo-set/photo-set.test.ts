// The photo test set generator: deterministic, covering, decodable, and right about its own answers.
// Reading the photos is bench/math-photo.ts's job, on a seed these tests never see.
import { MATH_TASK_TYPES } from '@studybot/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readProblem, solveProblem } from '../../math/index.ts';
import { matchAnswer } from '../../math/problem-set-match.ts';
import { readFontMetrics } from './font-metrics.ts';
import { missingFontsAdvice, resolveFonts } from './fonts.ts';
import { planPhotoSet } from './generate.ts';
import { PHOTO_PROBLEMS } from './problems.ts';
import { renderPhoto } from './render.ts';
import { BACKGROUNDS } from './scene.ts';
import { frac, integral, LAYOUT_KINDS, lim, row, sup, system, toPlain } from './tree.ts';

const SEED = 1;

const tally = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.values()];
};

describe('photo set fonts', () => {
  it('are all installed', () => {
    const { missing } = resolveFonts();
    expect(missing, missingFontsAdvice(missing) ?? '').toEqual([]);
  });

  it('span serif, sans and handwriting, at least 8 in all', () => {
    const { available } = resolveFonts();
    expect(available.length).toBeGreaterThanOrEqual(8);
    expect(available.filter((f) => f.style === 'serif').length).toBeGreaterThanOrEqual(2);
    expect(available.filter((f) => f.style === 'sans').length).toBeGreaterThanOrEqual(2);
    expect(available.filter((f) => f.style === 'handwriting').length).toBeGreaterThanOrEqual(2);
  });

  it('tell their widths and which characters they lack', () => {
    const dejavu = resolveFonts().available.find((f) => f.name === 'DejaVu Sans')!;
    const metrics = readFontMetrics(dejavu.path);
    expect(metrics.family).toBe('DejaVu Sans');
    expect(metrics.advance('x')).toBeGreaterThan(0.4);
    expect(metrics.advance('x')).toBeLessThan(0.8);
    expect(metrics.advance('∫')).toBeGreaterThan(0);
    const humor = resolveFonts().available.find((f) => f.name === 'Humor Sans');
    if (humor) expect(humor.metrics.advance('≤')).toBeUndefined();
  });
});

describe('photo problems, typed in plain text', () => {
  it('write stacked layouts the way a student types them', () => {
    expect(toPlain(row(frac('2', '3'), ' ÷ ', frac('4', '9')))).toBe('(2/3) / (4/9)');
    expect(toPlain(row(frac('3', '4'), 'x − 2 = 7'))).toBe('(3/4)x - 2 = 7');
    expect(toPlain(row(frac('2x + 1', '5'), ' = 3'))).toBe('(2x + 1)/5 = 3');
    expect(toPlain(row(sup('3', 'x + 1'), ' = 81'))).toBe('3^(x + 1) = 81');
    expect(toPlain(integral(sup('x', '2'), ['0', '3']))).toBe('integrate x^2 from 0 to 3 dx');
    expect(toPlain(lim('∞', frac('2x + 1', '5x − 3')))).toBe('lim x->inf (2x + 1)/(5x - 3)');
    expect(toPlain(system('x + y = 10', 'x − y = 4'))).toBe('x + y = 10, x - y = 4');
  });

  it('number at least 120, over every task type, inline and stacked', () => {
    expect(PHOTO_PROBLEMS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(PHOTO_PROBLEMS.map((p) => p.id)).size).toBe(PHOTO_PROBLEMS.length);
    for (const type of MATH_TASK_TYPES)
      expect(PHOTO_PROBLEMS.filter((p) => p.task_type === type).length, type).toBeGreaterThanOrEqual(5);
    for (const kind of LAYOUT_KINDS)
      expect(PHOTO_PROBLEMS.filter((p) => p.layout === kind).length, kind).toBeGreaterThanOrEqual(3);
  });

  // The set must be right before any photo of it is judged: the typed solver gets every answer.
  it.each(PHOTO_PROBLEMS)('$id: $text', (problem) => {
    const reading = readProblem(problem.text);
    expect(reading, `not read: ${problem.text}`).not.toBeNull();
    expect(reading!.task_type).toBe(problem.task_type);
    const solution = solveProblem(reading!);
    const match = matchAnswer(problem.expect, solution.final_answer.text);
    expect(match.ok, `${solution.final_answer.text}: ${match.reason}`).toBe(true);
    expect(solution.validation.ok, solution.validation.notes.join('; ')).toBe(true);
  });
});

describe('planPhotoSet', () => {
  const plan = planPhotoSet(SEED);
  const key = (specs: typeof plan) =>
    specs.map((s) => `${s.problem.id}|${s.font.name}|${s.background}|${s.seed}`);

  it('is the same for the same seed, and differs for another', () => {
    expect(key(planPhotoSet(SEED))).toEqual(key(plan));
    expect(key(planPhotoSet(SEED + 1))).not.toEqual(key(plan));
  });

  it('photographs every problem once, in every font, on every background', () => {
    expect(plan.length).toBe(PHOTO_PROBLEMS.length);
    expect(new Set(plan.map((s) => s.problem.id)).size).toBe(PHOTO_PROBLEMS.length);
    expect(new Set(plan.map((s) => s.problem.task_type)).size).toBe(MATH_TASK_TYPES.length);
    expect(new Set(plan.map((s) => s.font.name)).size).toBe(resolveFonts().available.length);
    expect(new Set(plan.map((s) => s.background))).toEqual(new Set(BACKGROUNDS));
    expect(new Set(plan.map((s) => s.problem.layout))).toEqual(new Set(LAYOUT_KINDS));
  });

  it('deals fonts and backgrounds evenly', () => {
    const fonts = tally(plan.map((s) => s.font.name));
    const backgrounds = tally(plan.map((s) => s.background));
    expect(Math.max(...fonts) - Math.min(...fonts)).toBeLessThanOrEqual(1);
    expect(Math.max(...backgrounds) - Math.min(...backgrounds)).toBeLessThanOrEqual(1);
  });

  it('goes round the problems again when asked for more photos', () => {
    const more = planPhotoSet(SEED, PHOTO_PROBLEMS.length * 2);
    expect(tally(more.map((s) => s.problem.id)).every((n) => n === 2)).toBe(true);
  });
});

describe('renderPhoto', () => {
  // One photo in each font, over every background: a sample, not the set.
  const plan = planPhotoSet(SEED);
  const sample = resolveFonts().available.map((font, i) => ({
    ...plan.find((s) => s.font.name === font.name)!,
    background: BACKGROUNDS[i % BACKGROUNDS.length]!,
  }));

  it('gives the same bytes for the same spec', async () => {
    const [a, b] = [await renderPhoto(sample[0]!), await renderPhoto(sample[0]!)];
    expect(Buffer.compare(a.image, b.image)).toBe(0);
    const other = await renderPhoto({ ...sample[0]!, seed: sample[0]!.seed + 1 });
    expect(Buffer.compare(a.image, other.image)).not.toBe(0);
  });

  it('makes phone-sized JPEGs with writing on them', async () => {
    for (const spec of sample) {
      const photo = await renderPhoto(spec);
      const meta = await sharp(photo.image).metadata();
      const what = `${spec.problem.id} in ${spec.font.name} on ${spec.background}`;
      expect(meta.format, what).toBe('jpeg');
      expect(photo.mime).toBe('image/jpeg');
      expect([meta.width, meta.height]).toEqual([photo.width, photo.height]);
      expect(meta.width, what).toBeGreaterThanOrEqual(1200);
      expect(meta.width, what).toBeLessThanOrEqual(1600);
      expect(meta.height, what).toBeGreaterThanOrEqual(800);
      expect(meta.height, what).toBeLessThanOrEqual(1200);
      expect(photo.degradation.jpegQuality).toBeGreaterThanOrEqual(55);
      expect(photo.degradation.jpegQuality).toBeLessThanOrEqual(75);
      // Dark ink on light paper: the darkest pixels are far darker than the typical one.
      const { channels } = await sharp(photo.image).greyscale().stats();
      const grey = channels[0]!;
      expect(grey.min, what).toBeLessThan(90);
      expect(grey.mean - grey.min, what).toBeGreaterThan(60);
    }
  });
});
