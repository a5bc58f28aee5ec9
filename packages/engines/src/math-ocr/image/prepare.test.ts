import { describe, expect, it } from 'vitest';
import { renderPhoto, renderProblemPng } from '../testing.ts';
import { binarize } from './binarize.ts';
import { components } from './components.ts';
import { decodeChannels } from './decode.ts';
import { createGray } from './gray.ts';
import { evenLight } from './illumination.ts';
import { preparePhoto } from './prepare.ts';
import { removeRules } from './rules.ts';

const inkShare = (ink: { data: Uint8Array }) => ink.data.reduce((a, b) => a + b, 0) / ink.data.length;

describe('preparePhoto', () => {
  it.each([4, -5, 2.5])('turns writing tilted by %s° back to level', async (degrees) => {
    const prepared = await preparePhoto(await renderPhoto(['2x + 3 = 11 − 4x'], { rotate: degrees }));
    expect(Math.abs(prepared.skew - degrees)).toBeLessThanOrEqual(0.5);
  });

  it('leaves level writing alone, and short lines whose tilt cannot matter', async () => {
    expect((await preparePhoto(await renderPhoto(['2x + 3 = 11 − 4x']))).skew).toBe(0);
    expect((await preparePhoto(renderProblemPng(['x + y = 5', '2x − y = 1']))).skew).toBe(0);
  });

  it('finds a page on a desk and reads nothing from the desk', async () => {
    const prepared = await preparePhoto(await renderPhoto(['3x − 7 = 20'], { desk: true, rotate: -3 }));
    expect(prepared.page).toBe(true);
    // All four corners are in the photo: the page is cut out along them and squared up.
    expect(prepared.flattened).toBe(true);
    // Only the writing is left: about 10 marks, cropped to a line's height.
    expect(prepared.marks.length).toBeLessThan(14);
    expect(prepared.ink.height).toBeLessThan(160);
  });

  it('does not take a shadow for the edge of a page', async () => {
    const prepared = await preparePhoto(await renderPhoto(['3x − 7 = 20'], { shadow: true }));
    expect(prepared.page).toBe(false);
    expect(prepared.flattened).toBe(false);
    expect(prepared.marks.length).toBeLessThan(14);
  });

  it('drops notebook rules and the margin line, keeping the writing', async () => {
    const clean = await preparePhoto(await renderPhoto(['5x + 2 = 17']));
    const ruled = await preparePhoto(await renderPhoto(['5x + 2 = 17'], { notebook: true, shadow: true }));
    expect(ruled.marks.length).toBe(clean.marks.length);
    expect(ruled.ink.width).toBeLessThan(clean.ink.width + 20);
    expect(ruled.ink.height).toBeLessThan(clean.ink.height + 20);
  });

  it('drops specks far from the writing', async () => {
    const prepared = await preparePhoto(renderProblemPng(['5x + 2 = 17'], { specks: 150 }));
    const clean = await preparePhoto(renderProblemPng(['5x + 2 = 17']));
    // 150 specks were scattered; at most a few that touch the writing stay.
    expect(prepared.marks.length).toBeLessThanOrEqual(clean.marks.length + 6);
  });

  it('gives a blank page no marks', async () => {
    expect((await preparePhoto(await renderPhoto([], { notebook: true, shadow: true }))).marks).toEqual([]);
  });
});

describe('the clean-up steps', () => {
  it('evens out a shadow so paper is white on both sides', async () => {
    const { lightness: light } = await decodeChannels(await renderPhoto([], { shadow: true }));
    const even = evenLight(light);
    const at = (g: typeof light, x: number) => g.data[Math.floor(g.height / 2) * g.width + x]!;
    expect(at(light, 5)).toBeLessThan(at(light, light.width - 5) - 60);
    expect(Math.abs(at(even, 5) - at(even, even.width - 5))).toBeLessThan(20);
    expect(inkShare(binarize(even))).toBe(0);
  });

  it('removes a rule but keeps a stroke crossing it', () => {
    const ink = createGray(200, 60);
    for (let x = 0; x < 200; x++) for (const y of [30, 31]) ink.data[y * 200 + x] = 1;
    for (let y = 18; y < 44; y++) ink.data[y * 200 + 100] = 1; // a stroke through the rule
    expect(removeRules(ink)).toBe(1);
    expect(ink.data[30 * 200 + 50]).toBe(0);
    expect(ink.data[30 * 200 + 100]).toBe(1);
    expect(components(ink).list).toHaveLength(1);
  });

  it('keeps a fraction bar, which is no rule', () => {
    const ink = createGray(400, 60);
    for (let x = 150; x < 250; x++) for (const y of [30, 31]) ink.data[y * 400 + x] = 1;
    expect(removeRules(ink)).toBe(0);
  });
});
