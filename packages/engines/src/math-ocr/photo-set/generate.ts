// The photo test set (issue 20): every problem photographed once per round, in a font and on a background
// dealt out evenly, with its own tilt, light, blur, noise and JPEG quality. The same seed always gives
// the same photos, byte for byte; the figure that counts comes from a seed chosen at run time.
import { createRandom, type Random, shuffle } from '../../studygen/random.ts';
import { resolveFonts } from './fonts.ts';
import { PHOTO_PROBLEMS } from './problems.ts';
import { type Photo, type PhotoSpec, renderPhoto } from './render.ts';
import { BACKGROUNDS } from './scene.ts';

/** Deals items in shuffled rounds, so any run of items.length draws holds each item once. */
function dealer<T>(items: readonly T[], random: Random): () => T {
  let deck: T[] = [];
  return () => {
    if (deck.length === 0) deck = shuffle(items, random);
    return deck.pop()!;
  };
}

/** What each photo of the set will show, without drawing it. */
export function planPhotoSet(seed: number, count = PHOTO_PROBLEMS.length): PhotoSpec[] {
  const fonts = resolveFonts().available;
  if (fonts.length === 0) throw new Error('no fonts for the photo set: run npm install');
  const random = createRandom(seed);
  const problem = dealer(PHOTO_PROBLEMS, random);
  const font = dealer(fonts, random);
  const background = dealer(BACKGROUNDS, random);
  return Array.from({ length: count }, () => ({
    problem: problem(),
    font: font(),
    background: background(),
    seed: Math.floor(random() * 2 ** 32),
  }));
}

/** The photos of planPhotoSet(seed, count), drawn. About 0.2 s a photo. */
export async function generatePhotoSet(seed: number, count?: number): Promise<Photo[]> {
  const photos: Photo[] = [];
  for (const spec of planPhotoSet(seed, count)) photos.push(await renderPhoto(spec));
  return photos;
}
