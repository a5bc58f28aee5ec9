// What a phone camera does to the scene: perspective from a camera not square to the page, lens blur,
// sensor noise and JPEG compression. Pixels in, JPEG bytes out.
import sharp from 'sharp';
import type { Random } from '../../studygen/random.ts';
import { frameToQuad, type Point } from '../image/perspective.ts';

export type { Point };

export interface Degradation {
  /** Where the photo's corners (top-left, top-right, bottom-right, bottom-left) lie in the scene's frame. */
  corners: [Point, Point, Point, Point];
  /** Gaussian blur sigma in pixels. */
  blur: number;
  /** Standard deviation of the sensor noise, in 0–255 levels. */
  noise: number;
  jpegQuality: number;
}

/**
 * Resample RGBA pixels through a perspective map into a width × height RGB frame whose corners come from
 * `corners` (source coordinates). The source should reach past them: edges are repeated.
 */
export function warp(
  source: { rgba: Uint8Array; width: number; height: number },
  width: number,
  height: number,
  corners: Point[],
): Buffer {
  const { rgba, width: sourceWidth } = source;
  const [a, b, c, d, e, f, g, h] = frameToQuad(width, height, corners);
  const out = Buffer.alloc(width * height * 3);
  const maxX = sourceWidth - 1;
  const maxY = source.height - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = g * x + h * y + 1;
      let sx = (a * x + b * y + c) / w;
      let sy = (d * x + e * y + f) / w;
      sx = sx < 0 ? 0 : sx > maxX ? maxX : sx;
      sy = sy < 0 ? 0 : sy > maxY ? maxY : sy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = x0 < maxX ? x0 + 1 : x0;
      const y1 = y0 < maxY ? y0 + 1 : y0;
      const fx = sx - x0;
      const fy = sy - y0;
      const i00 = (y0 * sourceWidth + x0) * 4;
      const i10 = (y0 * sourceWidth + x1) * 4;
      const i01 = (y1 * sourceWidth + x0) * 4;
      const i11 = (y1 * sourceWidth + x1) * 4;
      const o = (y * width + x) * 3;
      for (let ch = 0; ch < 3; ch++) {
        const top = rgba[i00 + ch]! + (rgba[i10 + ch]! - rgba[i00 + ch]!) * fx;
        const bottom = rgba[i01 + ch]! + (rgba[i11 + ch]! - rgba[i01 + ch]!) * fx;
        out[o + ch] = top + (bottom - top) * fy + 0.5;
      }
    }
  }
  return out;
}

/** Mostly luminance noise, as a phone sensor gives, plus a little per channel. */
export function addNoise(rgb: Buffer, sigma: number, random: Random): void {
  // Gaussian values drawn once, then picked by a fast integer generator: random() per sample is the
  // slowest part of making a photo. A sum of three uniforms is close enough to Gaussian (variance 1/4).
  const table = new Float32Array(4096);
  for (let i = 0; i < table.length; i++) table[i] = (random() + random() + random() - 1.5) * 2 * sigma;
  let state = Math.floor(random() * 0xffffffff) | 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return table[state & 4095]!;
  };
  for (let i = 0; i < rgb.length; i += 3) {
    const luma = next();
    for (let ch = 0; ch < 3; ch++) {
      const v = rgb[i + ch]! + luma + next() * 0.3;
      rgb[i + ch] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
}

/**
 * The scene was drawn with a border of `pad` pixels around the width × height frame, so the perspective
 * never has to make up pixels past its edge.
 */
export async function photograph(
  scene: { rgba: Uint8Array; width: number; height: number },
  pad: Point,
  degradation: Degradation,
  random: Random,
): Promise<Uint8Array> {
  const width = scene.width - 2 * pad.x;
  const height = scene.height - 2 * pad.y;
  const raw = { width, height, channels: 3 as const };
  const corners = degradation.corners.map((c) => ({ x: c.x + pad.x, y: c.y + pad.y }));
  const warped = warp(scene, width, height, corners);
  // sharp's blur: resvg's feGaussianBlur over a whole 1,400 px photo takes half a second.
  const blurred =
    degradation.blur >= 0.3 ? await sharp(warped, { raw }).blur(degradation.blur).raw().toBuffer() : warped;
  addNoise(blurred, degradation.noise, random);
  // 72 dpi in the header, as phone cameras write it.
  const jpeg = await sharp(blurred, { raw })
    .withMetadata({ density: 72 })
    .jpeg({ quality: degradation.jpegQuality })
    .toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}
