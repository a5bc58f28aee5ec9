// Image type and pixel size from the file header alone, so oversized images (decompression bombs)
// are refused before anything decodes them.
import { MAX_UPLOAD_BYTES } from '@studybot/contract';
import { PhotoError } from './errors.ts';

export type ImageType = 'png' | 'jpeg' | 'webp';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

export interface ImageLimits {
  maxBytes: number;
  maxSide: number;
  maxPixels: number;
}

export const DEFAULT_LIMITS: ImageLimits = {
  maxBytes: MAX_UPLOAD_BYTES,
  maxSide: 6000,
  maxPixels: 24_000_000,
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function u16be(b: Uint8Array, i: number): number {
  return (b[i]! << 8) | b[i + 1]!;
}

function u32be(b: Uint8Array, i: number): number {
  return ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
}

function u24le(b: Uint8Array, i: number): number {
  return b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
}

function ascii(b: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...b.subarray(start, end));
}

export function detectType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((v, i) => bytes[i] === v)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

function pngSize(b: Uint8Array): [number, number] | null {
  // The first chunk must be IHDR: length (4), "IHDR", width (4), height (4).
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return [u32be(b, 16), u32be(b, 20)];
}

/** Start-of-frame markers carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(b: Uint8Array): [number, number] | null {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    let marker = b[i + 1]!;
    // Any number of 0xFF fill bytes may precede a marker.
    while (marker === 0xff && i + 2 < b.length) {
      i++;
      marker = b[i + 1]!;
    }
    i += 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // no length field
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan data before any frame header
    if (i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (i + 7 > b.length) return null;
      return [u16be(b, i + 5), u16be(b, i + 3)];
    }
    i += length;
  }
  return null;
}

function webpSize(b: Uint8Array): [number, number] | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8X') return [u24le(b, 24) + 1, u24le(b, 27) + 1];
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24)) >>> 0;
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return [(b[26]! | (b[27]! << 8)) & 0x3fff, (b[28]! | (b[29]! << 8)) & 0x3fff];
  }
  return null;
}

/** Type and pixel size read from the header, or null when the bytes are not a PNG, JPEG or WebP we can size. */
export function imageInfo(bytes: Uint8Array): ImageInfo | null {
  const type = detectType(bytes);
  if (!type) return null;
  const size = type === 'png' ? pngSize(bytes) : type === 'jpeg' ? jpegSize(bytes) : webpSize(bytes);
  if (!size || size[0] === 0 || size[1] === 0) return null;
  return { type, width: size[0], height: size[1] };
}

/** The image's info if it is safe to hand to the OCR engine; otherwise a PhotoError. */
export function checkImage(bytes: Uint8Array, limits: ImageLimits = DEFAULT_LIMITS): ImageInfo {
  if (bytes.length > limits.maxBytes) throw new PhotoError('file_too_large', `${bytes.length} bytes`);
  const type = detectType(bytes);
  if (!type) throw new PhotoError('unsupported_type');
  const info = imageInfo(bytes);
  if (!info) throw new PhotoError('unreadable_image', `no ${type} size header`);
  const { width, height } = info;
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new PhotoError('image_too_large', `${width}x${height}`);
  }
  return info;
}
