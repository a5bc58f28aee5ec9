// createPhotoReader: photo bytes → the math problem in it, with a confidence and the alternatives.
import type { Reading } from '../math/types.ts';
import { type CleanCandidate, cleanupCandidates } from './cleanup.ts';
import { PhotoError } from './errors.ts';
import { type PreparedPhoto, preparePhoto } from './image/prepare.ts';
import { checkImage, DEFAULT_LIMITS, type ImageLimits } from './image-info.ts';
import { type PageText, pageText } from './layout.ts';
import { defaultLangPath, OcrWorker } from './ocr-worker.ts';
import { overallConfidence, rankCandidates, type ScoredCandidate, unknownWords } from './score.ts';
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
/** Extra guess cost for a one-line reading of a page that holds a stacked fraction. */
const STACKED_FLAT_EDITS = 0.6;

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
  const settled = (ranked: ScoredCandidate[]) => ranked[0]?.reading && ranked[0].score >= SECOND_PASS_BELOW;

  /** One recognition pass over `image`, its candidates ranked and merged with what came before. */
  async function pass(
    image: Buffer,
    before: ScoredCandidate[],
    whitelist?: string,
    extraEdits = 0,
  ): Promise<[ScoredCandidate[], PageText]> {
    const page = pageText(await ocr.recognize(image, whitelist ? { whitelist } : {}));
    const ranked = rankCandidates(
      candidatesOf(page, extraEdits + (whitelist ? WHITELIST_EDITS : 0)),
      page.confidence,
    );
    return [merge(before, ranked), page];
  }

  return {
    async read(image) {
      checkImage(image, limits);
      const prepared = await prepare(image);
      if (prepared.marks.length === 0) throw new PhotoError('no_math_found', 'no ink');
      // The cleaned-up image first; the photo as taken only when the clean-up did not give a sure reading.
      const stacked = await readStacked(prepared, (png) => ocr.recognize(png, { singleLine: true }));
      // The whole-image reading cannot see a fraction's stacking; it serves only when the stacked one fails.
      const flatEdits = stacked ? STACKED_FLAT_EDITS : 0;
      let ranked = stacked
        ? rankCandidates(candidatesOf({ ...stacked, plain: stacked.text }, 0), stacked.confidence)
        : [];
      let first: PageText;
      if (settled(ranked))
        first = { text: stacked!.text, plain: stacked!.text, confidence: stacked!.confidence };
      else [ranked, first] = await pass(prepared.png, ranked, undefined, flatEdits);
      // Prose forced through a math whitelist turns into letter soup that can look like algebra.
      const prose = !first.plain || unknownWords(first.plain) >= 2;
      if (!settled(ranked) && !prose) [ranked] = await pass(prepared.png, ranked, MATH_CHARACTERS, flatEdits);
      if (!settled(ranked) && !prose) {
        const original = Buffer.from(image.buffer, image.byteOffset, image.byteLength);
        [ranked] = await pass(original, ranked, undefined, flatEdits);
      }
      const best = ranked[0];
      if (!best?.reading) throw new PhotoError('no_math_found', first.plain.slice(0, 200));
      return {
        text: best.text,
        reading: best.reading,
        confidence: overallConfidence(ranked),
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
