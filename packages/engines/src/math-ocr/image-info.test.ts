import { describe, expect, it } from 'vitest';
import { PhotoError } from './errors.ts';
import { checkImage, DEFAULT_LIMITS, detectType, imageInfo } from './image-info.ts';
import { renderProblemPng } from './testing.ts';

function pngHeader(width: number, height: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  return b;
}

/** SOI, an APP0 segment, optional fill bytes, then a frame header of the given marker. */
function jpegHeader(width: number, height: number, sof = 0xc0, fill = 0): Uint8Array {
  const app0 = [
    0xff,
    0xe0,
    0x00,
    0x10,
    ...'JFIF'.split('').map((c) => c.charCodeAt(0)),
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
  ];
  const frame = [0xff, sof, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0];
  return new Uint8Array([
    0xff,
    0xd8,
    ...app0,
    ...new Array(fill).fill(0xff),
    ...frame,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
}

function webpVp8x(width: number, height: number): Uint8Array {
  const b = new Uint8Array(30);
  b.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  b.set(
    [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
    8,
  );
  const w = width - 1;
  const h = height - 1;
  b.set([w & 255, (w >> 8) & 255, w >> 16, h & 255, (h >> 8) & 255, h >> 16], 24);
  return b;
}

describe('imageInfo', () => {
  it('reads a rendered PNG', () => {
    expect(imageInfo(renderProblemPng(['2x + 3 = 11']))).toEqual({ type: 'png', width: 900, height: 184 });
  });

  it('reads PNG IHDR sizes, including very large ones, without decoding', () => {
    expect(imageInfo(pngHeader(640, 480))).toEqual({ type: 'png', width: 640, height: 480 });
    expect(imageInfo(pngHeader(100_000, 100_000))).toEqual({ type: 'png', width: 100_000, height: 100_000 });
    expect(imageInfo(pngHeader(0xffffffff, 1))?.width).toBe(0xffffffff);
  });

  it('reads the JPEG frame size after other segments', () => {
    expect(imageInfo(jpegHeader(1024, 768))).toEqual({ type: 'jpeg', width: 1024, height: 768 });
    expect(imageInfo(jpegHeader(300, 200, 0xc2))).toEqual({ type: 'jpeg', width: 300, height: 200 });
  });

  it('skips fill bytes before a JPEG marker', () => {
    expect(imageInfo(jpegHeader(50, 60, 0xc0, 3))).toEqual({ type: 'jpeg', width: 50, height: 60 });
  });

  it('does not mistake a Huffman table (C4) for a frame header', () => {
    expect(imageInfo(jpegHeader(50, 60, 0xc4))).toBeNull();
  });

  it('reads a WebP VP8X canvas size', () => {
    expect(imageInfo(webpVp8x(800, 600))).toEqual({ type: 'webp', width: 800, height: 600 });
  });

  it.each([
    ['empty', new Uint8Array()],
    ['text', new TextEncoder().encode('2x + 3 = 11')],
    ['GIF', new TextEncoder().encode('GIF89a\x10\x00\x10\x00')],
    ['PDF', new TextEncoder().encode('%PDF-1.7')],
  ])('rejects %s', (_name, bytes) => {
    expect(detectType(bytes)).toBeNull();
    expect(imageInfo(bytes)).toBeNull();
  });

  it('returns null for truncated or corrupt headers of a known type', () => {
    expect(imageInfo(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    const wrongChunk = pngHeader(10, 10);
    wrongChunk[12] = 0x58;
    expect(imageInfo(wrongChunk)).toBeNull();
    expect(imageInfo(jpegHeader(10, 10).subarray(0, 10))).toBeNull();
    expect(imageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
    expect(imageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00]))).toBeNull();
    expect(imageInfo(pngHeader(0, 10))).toBeNull();
  });

  it('survives random junk after a valid signature', () => {
    let seed = 1;
    for (let n = 0; n < 200; n++) {
      const junk = new Uint8Array(64).map(() => {
        seed = (seed * 48271) % 2147483647;
        return seed & 255;
      });
      junk.set(n % 2 ? [0xff, 0xd8, 0xff] : [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(() => imageInfo(junk)).not.toThrow();
    }
  });
});

describe('checkImage', () => {
  const refusal = (bytes: Uint8Array) => {
    try {
      checkImage(bytes);
    } catch (e) {
      expect(e).toBeInstanceOf(PhotoError);
      return (e as PhotoError).code;
    }
    return null;
  };

  it('accepts normal photos', () => {
    expect(checkImage(pngHeader(4000, 3000))).toEqual({ type: 'png', width: 4000, height: 3000 });
    expect(refusal(jpegHeader(6000, 4000))).toBeNull();
  });

  it('refuses images over the side or pixel limits (decompression bombs)', () => {
    expect(refusal(pngHeader(6001, 10))).toBe('image_too_large');
    expect(refusal(jpegHeader(10, 6001))).toBe('image_too_large');
    expect(refusal(pngHeader(5000, 5000))).toBe('image_too_large');
    expect(refusal(pngHeader(100_000, 100_000))).toBe('image_too_large');
  });

  it('refuses files over the byte limit before looking at them', () => {
    const big = new Uint8Array(DEFAULT_LIMITS.maxBytes + 1);
    big.set(pngHeader(100, 100));
    expect(refusal(big)).toBe('file_too_large');
  });

  it('refuses other formats and unreadable headers', () => {
    expect(refusal(new TextEncoder().encode('hello'))).toBe('unsupported_type');
    expect(refusal(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBe('unreadable_image');
  });

  it('honours custom limits', () => {
    expect(() =>
      checkImage(pngHeader(200, 200), { maxBytes: 100, maxSide: 6000, maxPixels: 1e9 }),
    ).not.toThrow();
    expect(() => checkImage(pngHeader(200, 200), { maxBytes: 1000, maxSide: 100, maxPixels: 1e9 })).toThrow(
      PhotoError,
    );
  });

  it('gives the student a readable message', () => {
    try {
      checkImage(pngHeader(9000, 9000));
    } catch (e) {
      expect((e as Error).message).toMatch(/too many pixels/);
    }
  });
});
