// Photo bytes → two grey images at a working size. "Lightness" is the brightest colour channel, so
// the pale blue rules and red margin of notebook paper come out almost as light as the page while
// pencil and pen stay dark; "dimness" is the darkest channel, where those lines show plainly, to
// find them by.
import sharp from 'sharp';
import type { Gray } from './gray.ts';

/** Longest side the clean-up works at: enough for 1 cm handwriting in a phone photo, small enough to be quick. */
export const WORKING_SIDE = 1600;
/** Smaller images are enlarged: tesseract reads strokes a few pixels wide poorly. */
const MIN_SIDE = 900;

export interface Channels {
  lightness: Gray;
  dimness: Gray;
}

export async function decodeChannels(image: Uint8Array): Promise<Channels> {
  const meta = await sharp(image).metadata();
  const long = Math.max(meta.width ?? 0, meta.height ?? 0);
  const target = long > WORKING_SIDE ? WORKING_SIDE : long < MIN_SIDE ? MIN_SIDE : long;
  const { data, info } = await sharp(image)
    .rotate() // honour the camera's orientation tag
    .flatten({ background: '#ffffff' })
    .resize({ width: target, height: target, fit: 'inside', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const light = new Uint8Array(width * height);
  const dim = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < light.length; i++, p += channels) {
    const r = data[p]!;
    const g = data[p + 1]!;
    const b = data[p + 2]!;
    light[i] = Math.max(r, g, b);
    dim[i] = Math.min(r, g, b);
  }
  return { lightness: { width, height, data: light }, dimness: { width, height, data: dim } };
}

/** A black-on-white image as PNG, with a white border (tesseract misses ink touching the edge). */
export async function encodeBinaryPng(ink: Gray, border = 24): Promise<Buffer> {
  const pixels = Buffer.alloc(ink.width * ink.height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ink.data[i] ? 0 : 255;
  // 70 dpi is what tesseract assumes for a file without one; saying so keeps it from warning on every read.
  return sharp(pixels, { raw: { width: ink.width, height: ink.height, channels: 1 } })
    .extend({ top: border, bottom: border, left: border, right: border, background: '#ffffff' })
    .withMetadata({ density: 70 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
