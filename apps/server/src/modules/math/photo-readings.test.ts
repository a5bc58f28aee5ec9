import { MATH_CONFIRM_BELOW } from '@studybot/contract';
import { describe, expect, it } from 'vitest';
import { choosePhotoReading, normalizeReading, sameReading } from './photo-readings.ts';

describe('sameReading', () => {
  it.each([
    ['2x+3=11', '2*x + 3 = 11'],
    ['2x−3=11', '2x - 3 = 11'],
    ['3×x=12', '3*x=12'],
    ['x²+1=5', 'x^2 + 1 = 5'],
    ['x**2-4', 'x^2-4'],
    ['Solve: 2X+3=11', 'solve: 2x+3=11.'],
    ['(x+1)/2 = 3', '(x + 1) / 2 = 3'],
  ])('%s and %s are one reading', (a, b) => {
    expect(sameReading(a, b)).toBe(true);
  });

  it.each([
    ['2x+3=11', '2x+3=17'],
    ['x^2', 'x^3'],
    // A dropped multiplication between numbers changes the number.
    ['2*3', '23'],
    ['x+y=5, x-y=1', 'x+y=5'],
  ])('%s and %s differ', (a, b) => {
    expect(sameReading(a, b)).toBe(false);
  });

  it('keeps multiplication between numbers', () => {
    expect(normalizeReading('2 × 3 · x')).toBe('2*3x');
  });
});

describe('choosePhotoReading', () => {
  const model = { math: '2*x + 3 = 11', name: 'qwen2.5vl' };

  it('goes on the photo reader alone without a model reading', () => {
    expect(choosePhotoReading({ ocr: { text: '2x+3=11', confidence: 0.62 }, model: null })).toEqual({
      text: '2x+3=11',
      certainty: 0.62,
      assumptions: [],
    });
  });

  it('trusts an agreed reading more, never less', () => {
    const unsure = choosePhotoReading({ ocr: { text: '2x+3=11', confidence: 0.62 }, model });
    expect(unsure).toEqual({ text: '2x+3=11', certainty: 0.9, confirmedBy: 'qwen2.5vl', assumptions: [] });
    const sure = choosePhotoReading({ ocr: { text: '2x+3=11', confidence: 0.97 }, model });
    expect(sure?.certainty).toBe(0.97);
  });

  it("puts a disagreement to the student: the photo reader's reading, the model's as the other choice", () => {
    const choice = choosePhotoReading({
      ocr: { text: '2x+3=17', confidence: 0.95 },
      model,
    });
    expect(choice).toMatchObject({
      text: '2x+3=17',
      assumptions: [
        {
          text: 'The AI model (qwen2.5vl) read your photo as 2*x + 3 = 11.',
          choice: "Use the AI model's reading",
          alternative: '2*x + 3 = 11',
        },
      ],
      otherwise: { text: '2*x + 3 = 11', readBy: 'qwen2.5vl', assumptions: [] },
    });
    expect(choice!.certainty).toBeLessThan(MATH_CONFIRM_BELOW);
    expect(choice!.confirmedBy).toBeUndefined();
  });

  it("offers the model's reading, unconfirmed, when the photo reader read nothing", () => {
    const choice = choosePhotoReading({ ocr: null, model });
    expect(choice).toEqual({
      text: '2*x + 3 = 11',
      certainty: 0.5,
      readBy: 'qwen2.5vl',
      assumptions: [],
    });
    expect(choosePhotoReading({ ocr: null, model: null })).toBeNull();
  });
});
