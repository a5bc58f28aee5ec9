// createPhotoReader: photo bytes → the math problem in it, with a confidence and the alternatives.
import type { Reading } from '../math/types.ts';
import { type CleanCandidate, cleanupCandidates } from './cleanup.ts';
import { PhotoError } from './errors.ts';
import { type PreparedPhoto, preparePhoto } from './image/prepare.ts';
import { checkImage, DEFAULT_LIMITS, type ImageLimits } from './image-info.ts';
import { type PageText, pageText } from './layout.ts';
import { defaultLangPath, OcrWorker } from './ocr-worker.ts';
import {
  guessedTask,
  overallConfidence,
  rankCandidates,
  type ScoredCandidate,
  unknownWords,
} from './score.ts';
import { readStacked } from './stacked.ts';

export interface PhotoReading {
  /** The chosen plain-math text, e.g. "x^2-5x+6=0". */
  text: string;
  reading: Reading;
  /** 0–1: OCR confidence combined with how sure the clean-up and the math reader are. */
  confidence: number;
  /** The best few interpretations, best first (the first is `text`). */
  candidates: { text: string; score: number }[];
  /** What tesseract read, for logs and for the student's Edit box. */
  ocrText: string;
}

export interface PhotoReaderOptions {
  /** Per-photo recognition deadline. */
  timeoutMs?: number;
  limits?: Partial<ImageLimits>;
  /** Directory holding eng.traineddata.gz; defaults to the bundled @tesseract.js-data/eng model. */
  langPath?: string;
}

export interface PhotoReader {
  read(image: Uint8Array): Promise<PhotoReading>;
  /** Start the OCR worker ahead of the first photo. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/** Characters of one-line school math, for a second pass when the first reading is doubtful. */
const MATH_CHARACTERS = '0123456789xyzabcnt+-=()/*^.%<>';
const SECOND_PASS_BELOW = 0.7;
/** Extra guess cost for text read under the whitelist, which forces every mark into a math character. */
const WHITELIST_EDITS = 0.2;
/** Extra guess cost for a whole-image reading of a page whose layout mattered. */
const STACKED_FLAT_EDITS = 0.6;
/** A second reading this sure of a different problem makes the first unsure: the student confirms. */
const DISAGREE_ABOVE = 0.5;
const DISAGREED = 0.7;

function candidatesOf(page: PageText, extraEdits: number): CleanCandidate[] {
  const best = new Map<string, CleanCandidate>();
  // The layout text (with detected superscripts) first: on equal cost it wins.
  for (const c of [...cleanupCandidates(page.text), ...cleanupCandidates(page.plain)]) {
    const prev = best.get(c.text);
    if (!prev || c.edits + c.droppedLines < prev.edits + prev.droppedLines) best.set(c.text, c);
  }
  return [...best.values()].map((c) => ({ ...c, edits: c.edits + extraEdits }));
}

function merge(a: ScoredCandidate[], b: ScoredCandidate[]): ScoredCandidate[] {
  const best = new Map<string, ScoredCandidate>();
  for (const c of [...a, ...b]) {
    const prev = best.get(c.text);
    if (!prev || c.score > prev.score) best.set(c.text, c);
  }
  return [...best.values()].sort(
    (x, y) => Number(y.reading !== null) - Number(x.reading !== null) || y.score - x.score,
  );
}

/** Decode and clean up; a file sharp cannot decode is a damaged image, not a server fault. */
async function prepare(image: Uint8Array): Promise<PreparedPhoto> {
  try {
    return await preparePhoto(image);
  } catch (e) {
    throw new PhotoError('unreadable_image', String(e));
  }
}

export function createPhotoReader(options: PhotoReaderOptions = {}): PhotoReader {
  const limits: ImageLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const ocr = new OcrWorker({
    langPath: options.langPath ?? defaultLangPath(),
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  const settled = (ranked: ScoredCandidate[]) =>
    Boolean(ranked[0]?.reading && ranked[0].score >= SECOND_PASS_BELOW);

  /** One recognition pass over `image`, its candidates ranked and merged with what came before. */
  async function pass(
    image: Buffer,
    before: ScoredCandidate[],
    whitelist?: string,
    extraEdits = 0,
  ): Promise<[ScoredCandidate[], PageText, ScoredCandidate[]]> {
    const page = pageText(await ocr.recognize(image, whitelist ? { whitelist } : {}));
    const ranked = rankCandidates(
      candidatesOf(page, extraEdits + (whitelist ? WHITELIST_EDITS : 0)),
      page.confidence,
    );
    return [merge(before, ranked), page, ranked];
  }

  return {
    async read(image) {
      checkImage(image, limits);
      const prepared = await prepare(image);
      if (prepared.marks.length === 0) throw new PhotoError('no_math_found', 'no ink');
      // The layout reading first. On a page written in one line a whole-image reading is a second
      // opinion: when it reads a different problem, neither is sure. Where the layout mattered
      // (exponents, fractions…) the whole-image reading only serves when the layout one failed.
      const layout = await readStacked(prepared, (png, whitelist) =>
        ocr.recognize(png, whitelist ? { singleLine: true, whitelist } : { singleLine: true }),
      );
      // Under a brace no line is left out: a system read without one of its equations is another problem.
      const whole = candidatesOf({ ...layout, plain: layout.text }, 0).filter(
        (c) => !layout.system || c.droppedLines === 0,
      );
      let ranked = rankCandidates(whole, layout.confidence);
      const flatEdits = layout.twoD ? STACKED_FLAT_EDITS : 0;
      let first: PageText = { text: layout.text, plain: layout.text, confidence: layout.confidence };
      let disagree = false;
      // A sure layout reading stays first: it saw each mark (an item number apart from its problem,
      // a decimal point put back); a whole-image one only makes it unsure. So does any layout
      // reading of a fraction, radical, integral or system, which a whole-image reading cannot see.
      const layoutBest = ranked[0];
      const sure = settled(ranked);
      const kept = layoutBest?.reading && (sure || layout.shaped) ? layoutBest : undefined;
      if (!sure || !layout.twoD) {
        let own: ScoredCandidate[];
        [ranked, first, own] = await pass(prepared.png, ranked, undefined, flatEdits);
        const other = own.find((c) => c.reading);
        disagree =
          sure &&
          !!kept &&
          !!other &&
          other.score >= DISAGREE_ABOVE &&
          other.reading!.expression !== kept.reading!.expression;
      }
      // Prose forced through a math whitelist turns into letter soup that can look like algebra.
      const prose = !first.plain || unknownWords(first.plain) >= 2;
      if (!settled(ranked) && !prose) [ranked] = await pass(prepared.png, ranked, MATH_CHARACTERS, flatEdits);
      if (kept) ranked = [kept, ...ranked.filter((c) => c.text !== kept.text)];
      // The photo as taken is not read: its desk, rules and shadows only ever turned an unreadable
      // photo into a wrong problem (and its size made it the slowest read by far).
      const best = ranked[0];
      if (!best?.reading) throw new PhotoError('no_math_found', first.plain.slice(0, 200));
      const confidence = overallConfidence(ranked);
      return {
        text: best.text,
        reading: best.reading,
        // Two readers that disagree (a whole-image reading, or the glyph classifier on a character),
        // or a task the photo does not name, leave the student to confirm.
        confidence:
          disagree || layout.unsure || guessedTask(best.text, best.reading)
            ? Math.min(DISAGREED, confidence)
            : confidence,
        candidates: ranked
          .filter((c) => c.reading)
          .slice(0, 5)
          .map(({ text, score }) => ({ text, score })),
        ocrText: first.plain,
      };
    },
    warm: () => ocr.warm(),
    close: () => ocr.close(),
  };
}
