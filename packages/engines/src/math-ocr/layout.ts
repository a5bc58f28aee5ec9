// Tesseract's page structure → text lines, with "^" put before raised (superscript) symbols that
// tesseract itself reads as ordinary characters ("x²" comes back as "x2").

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The parts of tesseract.js's Page this module reads (structurally compatible with it). */
export interface OcrSymbol {
  text: string;
  confidence: number;
  bbox: Box;
  is_superscript?: boolean;
}
export interface OcrWord {
  text: string;
  symbols: OcrSymbol[];
}
export interface OcrLine {
  words: OcrWord[];
  baseline: Box;
}
export interface OcrPage {
  text: string;
  blocks: { paragraphs: { lines: OcrLine[] }[] }[] | null;
}

export interface PageText {
  /** Lines with "^" before raised symbols. */
  text: string;
  /** Tesseract's own text. */
  plain: string;
  /** 0–1, from the per-symbol confidences (word confidences are dragged down by the dictionary). */
  confidence: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function baselineAt(line: OcrLine, x: number): number {
  const { x0, y0, x1, y1 } = line.baseline;
  return y0 + ((y1 - y0) * (x - x0)) / Math.max(1, x1 - x0);
}

/** A line's words with "^" before raised symbols, each with its left and right edge in the image. */
export function lineWords(line: OcrLine): { text: string; x0: number; x1: number }[] {
  const symbols = line.words.flatMap((w) => w.symbols);
  const height = median(
    symbols.filter((s) => /^[0-9A-Za-z]$/.test(s.text)).map((s) => s.bbox.y1 - s.bbox.y0),
  );
  const raised = (s: OcrSymbol) => {
    if (!/^[0-9a-z?]$/i.test(s.text) || height <= 0) return false;
    if (s.is_superscript) return true;
    const lift = baselineAt(line, (s.bbox.x0 + s.bbox.x1) / 2) - s.bbox.y1;
    return lift > 0.25 * height && s.bbox.y1 - s.bbox.y0 < 0.8 * height;
  };
  return line.words.map((word) => {
    const x0 = Math.min(...word.symbols.map((s) => s.bbox.x0));
    const x1 = Math.max(...word.symbols.map((s) => s.bbox.x1));
    if (word.symbols.length === 0) return { text: word.text, x0: 0, x1: 0 };
    let out = '';
    let run = '';
    const flush = () => {
      if (run)
        out += out.endsWith('^') || out.endsWith('~') ? run : run.length === 1 ? `^${run}` : `^(${run})`;
      run = '';
    };
    word.symbols.forEach((s, i) => {
      if (i > 0 && raised(s)) run += s.text;
      else {
        flush();
        out += s.text;
      }
    });
    flush();
    return { text: out, x0, x1 };
  });
}

export const pageLines = (page: OcrPage): OcrLine[] =>
  (page.blocks ?? []).flatMap((b) => b.paragraphs.flatMap((p) => p.lines));

export function pageText(page: OcrPage): PageText {
  const lines = pageLines(page);
  const confidences = lines.flatMap((l) =>
    l.words.flatMap((w) => w.symbols.filter((s) => s.text.trim()).map((s) => s.confidence / 100)),
  );
  const mean = confidences.reduce((a, b) => a + b, 0) / Math.max(1, confidences.length);
  const min = confidences.length ? Math.min(...confidences) : 0;
  return {
    text: lines
      .map((line) =>
        lineWords(line)
          .map((w) => w.text)
          .join(' '),
      )
      .filter((l) => l.trim())
      .join('\n'),
    plain: page.text.trim(),
    confidence: Math.max(0, Math.min(1, 0.75 * mean + 0.25 * min)),
  };
}
