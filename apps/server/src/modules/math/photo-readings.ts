import type { MathAssumption } from '@studybot/contract';

/** A photo read the same by the photo reader and the model is trusted at least this much. */
export const AGREED_CERTAINTY = 0.9;
/**
 * Two readers that disagree, or a model reading nothing checked: at best a coin flip, and under
 * MATH_CONFIRM_BELOW, so the student always confirms it first.
 */
export const CONTESTED_CERTAINTY = 0.5;

/** What one photo's readers made of it; null where a reader found nothing usable. */
export interface PhotoReadings {
  ocr: { text: string; confidence: number } | null;
  model: { math: string; name: string } | null;
}

/** The reading to solve, or to show for confirmation when its certainty is under MATH_CONFIRM_BELOW. */
export interface PhotoChoice {
  text: string;
  certainty: number;
  /** The model that read the photo the same as the photo reader. */
  confirmedBy?: string;
  /** The model that alone read it, unchecked. */
  readBy?: string;
  /** Other readings the student may pick instead. */
  assumptions: MathAssumption[];
  /** What to offer instead when `text` cannot be read or solved: the model's reading. */
  otherwise?: PhotoChoice;
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A reading reduced to what matters for comparing two readings of the same photo. */
export function normalizeReading(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[−–—]/g, '-')
      .replace(/[×·⋅]/g, '*')
      .replace(/÷/g, '/')
      .replace(/√/g, 'sqrt')
      .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) => `^${[...run].map((c) => SUPERSCRIPTS.indexOf(c)).join('')}`)
      .replace(/\s+/g, '')
      .replace(/\*\*/g, '^')
      // 2*x and 2x are one reading; 2*3 and 23 are not.
      .replace(/(?<!\d)\*|\*(?!\d)/g, '')
      .replace(/\.$/, '')
  );
}

export function sameReading(a: string, b: string): boolean {
  return normalizeReading(a) === normalizeReading(b);
}

const modelOnly = (model: NonNullable<PhotoReadings['model']>): PhotoChoice => ({
  text: model.math,
  certainty: CONTESTED_CERTAINTY,
  readBy: model.name,
  assumptions: [],
});

/**
 * Which reading of a photo to go on. The model's reading is never solved on its own word: agreeing
 * with the photo reader makes the reading surer; disagreeing, or reading what the photo reader could
 * not, puts the choice to the student. Null when neither read anything.
 */
export function choosePhotoReading({ ocr, model }: PhotoReadings): PhotoChoice | null {
  if (!ocr) return model ? modelOnly(model) : null;
  if (!model) return { text: ocr.text, certainty: ocr.confidence, assumptions: [] };
  if (sameReading(ocr.text, model.math))
    return {
      text: ocr.text,
      certainty: Math.max(ocr.confidence, AGREED_CERTAINTY),
      confirmedBy: model.name,
      assumptions: [],
    };
  return {
    text: ocr.text,
    certainty: Math.min(ocr.confidence, CONTESTED_CERTAINTY),
    assumptions: [
      {
        text: `The AI model (${model.name}) read your photo as ${model.math}.`,
        choice: "Use the AI model's reading",
        alternative: model.math,
      },
    ],
    otherwise: modelOnly(model),
  };
}
