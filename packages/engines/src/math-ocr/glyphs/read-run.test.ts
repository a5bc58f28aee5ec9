import { describe, expect, it } from 'vitest';
import type { Component } from '../image/components.ts';
import { preparePhoto } from '../image/prepare.ts';
import { renderProblemPng } from '../testing.ts';
import { FEATURE_COUNT } from './features.ts';
import type { GlyphModel } from './model.ts';
import { glyphsOf, reachesDown, readGlyphRun } from './read-run.ts';

/** A classifier that takes every glyph for `char`, whatever it looks like. */
function sureOf(char: string): GlyphModel {
  const classes = `${char}0123456789`;
  const b2 = new Float32Array(classes.length);
  b2[0] = 20;
  return {
    classes,
    hidden: 1,
    w1: new Float32Array(FEATURE_COUNT),
    b1: new Float32Array(1),
    w2: new Float32Array(classes.length),
    b2,
  };
}

const mark = (x0: number, y0: number, x1: number, y1: number, label = 0): Component => ({
  x0,
  y0,
  x1,
  y1,
  area: (x1 - x0) * (y1 - y0),
  label,
});

describe('glyphsOf', () => {
  it('keeps marks one above another together and marks side by side apart', () => {
    const dot = mark(12, 0, 16, 4);
    const stem = mark(11, 8, 17, 30);
    const x = mark(22, 12, 40, 30);
    const glyphs = glyphsOf([x, stem, dot]);
    expect(glyphs).toEqual([[stem, dot], [x]]);
  });
});

describe('readGlyphRun', () => {
  const marksOf = (text: string) => preparePhoto(renderProblemPng([text]));

  it('reads a term glyph by glyph', async () => {
    const photo = await marksOf('(2x');
    expect(readGlyphRun(photo, photo.marks)?.text).toBe('(2x');
  });

  it('reads capital-sized letter shapes as the digits they look like', async () => {
    // Tall as the digits around them, Z, O and S are 2, 0 and 5: school math names nothing with them.
    const photo = await marksOf('ZOS');
    expect(readGlyphRun(photo, photo.marks)?.text).toBe('205');
  });

  it('reads the same shapes written at x-height beside a digit as letters', async () => {
    const photo = await marksOf('4z');
    expect(readGlyphRun(photo, photo.marks)?.text).toBe('4z');
  });

  it('reads a z-shape as a 2 in a power and before a letter it multiplies', async () => {
    const term = await marksOf('zy');
    expect(readGlyphRun(term, term.marks)?.text).toBe('2y');
    // After a digit, a z is the variable; raised, a power of 2.
    const line = await marksOf('4z');
    const z = line.marks.sort((a, b) => a.x0 - b.x0).slice(1);
    expect(readGlyphRun(line, z, { digitHeight: line.marks[0]!.y1 - line.marks[0]!.y0 })?.text).toBe('z');
    expect(readGlyphRun(line, z, { power: true })?.text).toBe('2');
  });

  it('reads a narrow glyph it takes for a chevron as a bracket', async () => {
    // A hand's ")" drawn angular looks like a ">"; a chevron is about as wide as it is tall.
    const narrow = await marksOf(')');
    expect(readGlyphRun(narrow, narrow.marks, {}, sureOf('>'))?.text).toBe(')');
    const wide = await marksOf('>');
    expect(readGlyphRun(wide, wide.marks, {}, sureOf('>'))?.text).toBe('>');
  });

  it('leaves words and what it cannot classify to tesseract', async () => {
    const word = await marksOf('find');
    expect(readGlyphRun(word, word.marks)).toBeNull();
    // The dot of a decimal is no glyph it knows.
    const decimal = await marksOf('2.5');
    expect(readGlyphRun(decimal, decimal.marks)).toBeNull();
  });

  it('rules out a reading it gives almost nothing, or one that leaves a glyph out', async () => {
    const photo = await marksOf('7');
    const run = readGlyphRun(photo, photo.marks, {}, sureOf('x'));
    expect(run?.text).toBe('x');
    expect(run?.rulesOut('t')).toBe(true);
    expect(run?.rulesOut('')).toBe(true);
    expect(run?.rulesOut('x')).toBe(false);
  });

  it('never rules out a digit standing on the line where it sees a letter', async () => {
    // A hand's 7 can look like a P; no 7 is a p.
    const photo = await marksOf('7');
    const run = readGlyphRun(photo, photo.marks, {}, sureOf('p'));
    expect(run?.text).toBe('p');
    expect(run?.rulesOut('7')).toBe(false);
  });

  it('rules out a digit for a glyph it sees as a letter reaching well under its line', async () => {
    // The y of "x²y" read as a 4 (a hand's 4 may reach down too, but is then seen as a 4).
    const line = await marksOf('4y');
    const [four, y] = [...line.marks].sort((a, b) => a.x0 - b.x0) as [Component, Component];
    const place = { digitHeight: four.y1 - four.y0, baseline: four.y1 };
    expect(reachesDown([y], place)).toBe(true);
    expect(reachesDown([four], place)).toBe(false);
    const run = readGlyphRun(line, [y], place, sureOf('y'));
    expect(run?.rulesOut('4')).toBe(true);
    // Standing on the line, the same reading leaves the digit be.
    expect(readGlyphRun(line, [four], place, sureOf('y'))?.rulesOut('4')).toBe(false);
  });

  it('rules out a digit for a glyph it is all but certain is a t or an x, which no digit resembles', async () => {
    // A printed t read as a 1: "2t" as "21".
    const line = await marksOf('2t');
    const [two, t] = [...line.marks].sort((a, b) => a.x0 - b.x0) as [Component, Component];
    const place = { digitHeight: two.y1 - two.y0, baseline: two.y1 };
    expect(readGlyphRun(line, [t], place, sureOf('t'))?.rulesOut('1')).toBe(true);
    // A p (a hand's 7 may look like one) leaves the digit be.
    expect(readGlyphRun(line, [t], place, sureOf('p'))?.rulesOut('7')).toBe(false);
  });

  it('rules out a digit for a letter it is all but certain of that looks like other digits only', async () => {
    // A printed z read as a 4; a hand's z may be its 2, and that stands.
    const line = await marksOf('2z');
    const [two, z] = [...line.marks].sort((a, b) => a.x0 - b.x0) as [Component, Component];
    const place = { digitHeight: two.y1 - two.y0, baseline: two.y1 };
    expect(readGlyphRun(line, [z], place, sureOf('z'))?.rulesOut('4')).toBe(true);
    expect(readGlyphRun(line, [z], place, sureOf('z'))?.rulesOut('2')).toBe(false);
  });
});
