// A phone photo → a clean black-on-white image of just the problem, for recognition: the page
// found on the desk (and squared up when all four corners show), the light evened out, ink separated from paper, the tilt undone, notebook
// rules and specks removed, and the picture cropped to the ink.
import { binarize } from './binarize.ts';
import { type Component, components, median, removeSpecks, removeStrays } from './components.ts';
import { decodeChannels, encodeBinaryPng } from './decode.ts';
import { rotate, skewDegrees } from './deskew.ts';
import { createGray, crop, type Gray } from './gray.ts';
import { evenLight } from './illumination.ts';
import { findPage } from './page.ts';
import { type Point, unwarp } from './perspective.ts';
import { removeRuleSlivers, removeRules } from './rules.ts';

export interface PreparedPhoto {
  /** The clean image as PNG. */
  png: Buffer;
  /** The ink mask the PNG shows (1 = ink), cropped like it. */
  ink: Gray;
  /** Ink marks in `ink`, specks removed. */
  marks: Component[];
  /** Each ink pixel's mark label (see Component.label). */
  labels: Int32Array;
  /** Degrees the photo was turned back by. */
  skew: number;
  /** Whether a page was found on a darker background. */
  page: boolean;
  /** Whether that page was cut out along its corners, undoing the camera's angle. */
  flattened: boolean;
  rulesRemoved: number;
}

/** Marks smaller than this many working pixels are noise (a printed full stop is about 30). */
const SPECK_AREA = 10;
const CROP_MARGIN = 12;

function inkBox(ink: Gray): [number, number, number, number] | null {
  let x0 = ink.width;
  let y0 = ink.height;
  let x1 = 0;
  let y1 = 0;
  for (let y = 0; y < ink.height; y++)
    for (let x = 0; x < ink.width; x++)
      if (ink.data[y * ink.width + x]) {
        if (x < x0) x0 = x;
        if (y < y0) y0 = y;
        if (x >= x1) x1 = x + 1;
        if (y >= y1) y1 = y + 1;
      }
  return x1 > x0 ? [x0, y0, x1, y1] : null;
}

/** The page's edge, a dark line, stays out of a page cut from a desk along its corners. */
const PAGE_EDGE = 24;
const FLAT_PAGE_TILT = 3;

/** The page cut out along its corners and made rectangular. */
function flatten(image: Gray, corners: Point[]): Gray {
  const flat = unwarp(image, corners);
  return crop(flat, PAGE_EDGE, PAGE_EDGE, flat.width - PAGE_EDGE, flat.height - PAGE_EDGE);
}

export async function preparePhoto(image: Uint8Array): Promise<PreparedPhoto> {
  let { lightness, dimness } = await decodeChannels(image);
  const found = findPage(lightness);
  let page = found?.mask ?? null;
  if (found?.corners) {
    lightness = flatten(lightness, found.corners);
    dimness = flatten(dimness, found.corners);
    page = null;
  }
  let even = evenLight(lightness);
  let evenDim = evenLight(dimness);
  if (page)
    for (let i = 0; i < even.data.length; i++)
      if (!page.data[i]) {
        even.data[i] = 255;
        evenDim.data[i] = 255;
      }
  let ink = binarize(even);
  let lines = binarize(evenDim);
  // Bits of a pale rule that made it into the ink are no symbols: leave them out of the typical height.
  const glyphHeight = median(
    components(ink)
      .list.filter((c) => c.area >= 4 * SPECK_AREA)
      .map((c) => c.y1 - c.y0),
  );
  // Notebook rules are long straight lines: they show the tilt better than the writing does.
  const both = createGray(ink.width, ink.height);
  for (let i = 0; i < both.data.length; i++) both.data[i] = ink.data[i]! | lines.data[i]!;
  // On a page squared up by its corners, writing runs along the edges, give or take a hand's slant.
  const skew = skewDegrees(both, glyphHeight, found?.corners ? FLAT_PAGE_TILT : undefined);
  if (skew !== 0) {
    even = rotate(even, skew);
    evenDim = rotate(evenDim, skew);
    ink = binarize(even);
    lines = binarize(evenDim);
  }
  const rulesRemoved = removeRules(ink, lines);
  if (rulesRemoved) removeRuleSlivers(ink);
  removeSpecks(ink, SPECK_AREA);
  removeStrays(ink, glyphHeight);
  const box = inkBox(ink);
  if (box) {
    const [x0, y0, x1, y1] = box;
    ink = crop(
      ink,
      Math.max(0, x0 - CROP_MARGIN),
      Math.max(0, y0 - CROP_MARGIN),
      Math.min(ink.width, x1 + CROP_MARGIN),
      Math.min(ink.height, y1 + CROP_MARGIN),
    );
  }
  const { list: marks, labels } = components(ink);
  return {
    png: await encodeBinaryPng(ink),
    ink,
    marks,
    labels,
    skew,
    page: found !== null,
    flattened: Boolean(found?.corners),
    rulesRemoved,
  };
}
