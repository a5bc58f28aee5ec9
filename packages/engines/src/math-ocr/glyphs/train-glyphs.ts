// Trains the photo reader's glyph classifier and writes its weights
// (weights.json beside this file), then measures it on the photo test set's fonts,
// which it never saw. Needs the Debian font packages named in training-fonts.ts and the photo set's.
//   npm run train:glyphs            GLYPH_ROUNDS=<n> distorted copies per font (default 40)
//                                   GLYPH_HIDDEN=<n> hidden units, GLYPH_EPOCHS=<n> passes (see train.ts)
import { existsSync, writeFileSync } from 'node:fs';
import { resolveFonts } from '../photo-set/fonts.ts';
import { GLYPH_CLASSES } from './classify.ts';
import { glyphModel, loadModel, predict, storeModel, WEIGHTS_FILE } from './model.ts';
import { trainGlyphModel } from './train.ts';
import { renderGlyphSamples } from './training-data.ts';
import { TRAINING_FONTS } from './training-fonts.ts';

const rounds = Number(process.env.GLYPH_ROUNDS ?? 40);
const hidden = process.env.GLYPH_HIDDEN ? Number(process.env.GLYPH_HIDDEN) : undefined;
const epochs = process.env.GLYPH_EPOCHS ? Number(process.env.GLYPH_EPOCHS) : undefined;
const missing = TRAINING_FONTS.filter((f) => !existsSync(f.path));
if (missing.length)
  throw new Error(`apt-get install ${[...new Set(missing.map((f) => f.debian))].join(' ')}`);

const started = Date.now();
const samples = [];
for (const [i, font] of TRAINING_FONTS.entries())
  samples.push(...(await renderGlyphSamples(font.path, GLYPH_CLASSES, rounds, 1000 + i, true)));
console.log(
  `${samples.length} training glyphs from ${TRAINING_FONTS.length} fonts in ${Date.now() - started} ms`,
);

const model = trainGlyphModel(samples, GLYPH_CLASSES, {
  hidden,
  epochs,
  onEpoch: (epoch, loss) =>
    console.log(`epoch ${epoch}: loss ${loss.toFixed(4)} (${Date.now() - started} ms)`),
});

// Held out: the photo set's fonts, drawn the same way, with the stored (8-bit) weights.
const stored = storeModel(model, {});
const quantized = loadModel(stored);
const perFont: Record<string, string> = {};
let right = 0;
let total = 0;
for (const font of resolveFonts().available) {
  const test = await renderGlyphSamples(font.path, GLYPH_CLASSES, 5, 7);
  const ok = test.filter((s) => {
    const p = predict(quantized, s.features);
    const top = p.indexOf(Math.max(...p));
    // Letters whose capital has the same shape count as read either way.
    return GLYPH_CLASSES[top]!.toLowerCase() === GLYPH_CLASSES[s.label]!.toLowerCase();
  }).length;
  perFont[font.name] = `${((100 * ok) / test.length).toFixed(1)}%`;
  right += ok;
  total += test.length;
}
console.log(
  'held-out fonts (top class, case folded):',
  perFont,
  `overall ${((100 * right) / total).toFixed(1)}%`,
);

writeFileSync(
  WEIGHTS_FILE,
  `${JSON.stringify(
    storeModel(model, {
      fonts: TRAINING_FONTS.map((f) => f.name),
      rounds,
      epochs: epochs ?? 'default',
      glyphs: samples.length,
      heldOutFonts: perFont,
      heldOutOverall: `${((100 * right) / total).toFixed(1)}%`,
    }),
  )}\n`,
);
glyphModel();
console.log(`wrote ${WEIGHTS_FILE.pathname}`);
