import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { components } from '../image/components.ts';
import { createGray } from '../image/gray.ts';
import { checkGlyph, GLYPH_CLASSES } from './classify.ts';
import { glyphFeatures } from './features.ts';
import { glyphModel, loadModel, predict, storeModel } from './model.ts';
import { trainGlyphModel } from './train.ts';
import { renderGlyphSamples } from './training-data.ts';

// A font the committed model never saw (it learned from other faces: see training-fonts.ts).
const DEJAVU = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const top = (p: Float32Array) => p.indexOf(Math.max(...p));
const sameLetter = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

describe('glyph features', () => {
  it('scale a glyph into the square keeping its proportions, and note how wide it is', () => {
    const bar = createGray(4, 20, 1);
    const f = glyphFeatures(bar);
    // A tall narrow bar fills the middle columns, top to bottom, and none at the sides.
    expect(f[10]).toBe(1);
    expect(f[19 * 20 + 10]).toBe(1);
    expect(f[0]).toBe(0);
    expect(f[f.length - 1]).toBeCloseTo(Math.log(4 / 20), 5);
  });
});

describe('the committed glyph classifier', () => {
  it('reads the glyphs of a font it never learned from', async () => {
    const samples = await renderGlyphSamples(DEJAVU, GLYPH_CLASSES, 2, 11);
    const model = glyphModel();
    const right = samples.filter((s) =>
      sameLetter(GLYPH_CLASSES[top(predict(model, s.features))]!, GLYPH_CLASSES[s.label]!),
    ).length;
    expect(samples.length).toBeGreaterThan(130);
    // Training measured 93% on this face; shapes no font tells apart (1, l, I, |) cap it below 100%.
    expect(right / samples.length).toBeGreaterThan(0.85);
  });

  it('is sure a drawn 3 is no 8, and does not object to reading it as a 3', async () => {
    // One "3" drawn as a mark in a label image, the way the photo reader sees it.
    const [sample] = await renderGlyphSamples(DEJAVU, '3', 1, 5);
    expect(sample).toBeDefined();
    const three = createGray(20, 20);
    for (let i = 0; i < 400; i++) three.data[i] = sample!.features[i]! >= 0.5 ? 1 : 0;
    const { list, labels } = components(three);
    const asEight = checkGlyph({ labels, ink: three }, list, '8');
    expect(asEight?.char).toBe('3');
    expect(asEight?.of).toBeLessThan(0.05);
    expect(checkGlyph({ labels, ink: three }, list, '3')?.of).toBeGreaterThan(0.5);
    // A character it does not know (a dot) is not checked.
    expect(checkGlyph({ labels, ink: three }, list, '.')).toBeNull();
  });
});

describe('training', () => {
  it('learns to tell glyphs apart from rendered fonts, and survives storing as 8-bit weights', async () => {
    const classes = 'x7(';
    const train = await renderGlyphSamples(DEJAVU, classes, 12, 1);
    const model = trainGlyphModel(train, classes, { hidden: 16, epochs: 6, seed: 3 });
    const test = await renderGlyphSamples(DEJAVU, classes, 4, 99);
    const stored = loadModel(JSON.parse(JSON.stringify(storeModel(model, {}))));
    for (const m of [model, stored]) {
      const right = test.filter((s) => top(predict(m, s.features)) === s.label).length;
      expect(right).toBeGreaterThanOrEqual(test.length - 1);
    }
  });
});
