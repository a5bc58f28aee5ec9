// A single-channel image and the window sums the clean-up steps share.

/** Row-major 8-bit pixels. In an "ink" image 0 is paper and 255 is the darkest ink. */
export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

export function createGray(width: number, height: number, fill = 0): Gray {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

/**
 * Summed-area table with one extra row and column of zeros, so the sum over any rectangle is four
 * lookups. Float64: the squares of a 24-megapixel image overflow 32-bit integers.
 */
export function integral(image: Gray, square = false): Float64Array {
  const { width, height, data } = image;
  const w = width + 1;
  const sums = new Float64Array(w * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x]!;
      row += square ? v * v : v;
      sums[(y + 1) * w + x + 1] = sums[y * w + x + 1]! + row;
    }
  }
  return sums;
}

/** The sum of a table from `integral` over the window of half-size r around (x, y), clipped to the image, and its pixel count. */
export function windowSum(
  sums: Float64Array,
  width: number,
  height: number,
  x: number,
  y: number,
  r: number,
): [sum: number, count: number] {
  const x0 = Math.max(0, x - r);
  const y0 = Math.max(0, y - r);
  const x1 = Math.min(width, x + r + 1);
  const y1 = Math.min(height, y + r + 1);
  const w = width + 1;
  const sum = sums[y1 * w + x1]! - sums[y0 * w + x1]! - sums[y1 * w + x0]! + sums[y0 * w + x0]!;
  return [sum, (x1 - x0) * (y1 - y0)];
}

/** Mean over a (2r+1)² window at every pixel. */
export function boxMean(image: Gray, r: number): Gray {
  const { width, height } = image;
  const sums = integral(image);
  const out = createGray(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [sum, count] = windowSum(sums, width, height, x, y, r);
      out.data[y * width + x] = Math.round(sum / count);
    }
  return out;
}

/** The pixels inside a rectangle, as a new image. */
export function crop(image: Gray, x0: number, y0: number, x1: number, y1: number): Gray {
  const width = Math.max(0, x1 - x0);
  const height = Math.max(0, y1 - y0);
  const out = createGray(width, height);
  for (let y = 0; y < height; y++)
    out.data.set(
      image.data.subarray((y0 + y) * image.width + x0, (y0 + y) * image.width + x0 + width),
      y * width,
    );
  return out;
}

/** Each pixel as a k × k block: small writing reads better larger. */
export function enlarge(image: Gray, k: number): Gray {
  if (k === 1) return image;
  const out = createGray(image.width * k, image.height * k);
  for (let y = 0; y < out.height; y++)
    for (let x = 0; x < out.width; x++)
      out.data[y * out.width + x] = image.data[((y / k) | 0) * image.width + ((x / k) | 0)]!;
  return out;
}
