// The glyph classifier: a small neural network (one hidden layer) the project trains itself on glyphs
// rendered from fonts (see train.ts and training-data.ts; `npm run train:glyphs`). Its weights are
// stored as 8-bit integers with one scale per row, about 80 KB of JSON committed beside this file.
import { readFileSync } from 'node:fs';
import { FEATURE_COUNT } from './features.ts';

export interface GlyphModel {
  /** One character per output, in output order. */
  classes: string;
  hidden: number;
  /** hidden × FEATURE_COUNT, row-major. */
  w1: Float32Array;
  b1: Float32Array;
  /** classes × hidden, row-major. */
  w2: Float32Array;
  b2: Float32Array;
}

/** Probabilities per class (softmax), in `model.classes` order. */
export function predict(model: GlyphModel, features: Float32Array): Float32Array {
  const hidden = new Float32Array(model.hidden);
  for (let j = 0; j < model.hidden; j++) {
    let sum = model.b1[j]!;
    const row = j * FEATURE_COUNT;
    for (let i = 0; i < FEATURE_COUNT; i++) sum += model.w1[row + i]! * features[i]!;
    hidden[j] = sum > 0 ? sum : 0;
  }
  return softmax(layer(model.w2, model.b2, hidden));
}

/** `weights · input + bias` for a row-major weight matrix. */
export function layer(weights: Float32Array, bias: Float32Array, input: Float32Array): Float32Array {
  const out = new Float32Array(bias.length);
  for (let k = 0; k < bias.length; k++) {
    let sum = bias[k]!;
    const row = k * input.length;
    for (let j = 0; j < input.length; j++) sum += weights[row + j]! * input[j]!;
    out[k] = sum;
  }
  return out;
}

export function softmax(logits: Float32Array): Float32Array {
  const max = Math.max(...logits);
  const out = logits.map((z) => Math.exp(z - max));
  const total = out.reduce((a, b) => a + b, 0);
  return out.map((p) => p / total);
}

interface QuantizedMatrix {
  rows: number;
  /** Per row: the value one integer step stands for. */
  scales: number[];
  /** Int8 values, base64. */
  values: string;
}

export interface StoredGlyphModel {
  classes: string;
  hidden: number;
  features: number;
  /** Where the weights came from: fonts, sample count, held-out accuracy. */
  training: Record<string, unknown>;
  w1: QuantizedMatrix;
  b1: number[];
  w2: QuantizedMatrix;
  b2: number[];
}

const round = (x: number) => Math.round(x * 1e5) / 1e5;

function quantize(matrix: Float32Array, rows: number): QuantizedMatrix {
  const cols = matrix.length / rows;
  const values = new Int8Array(matrix.length);
  const scales: number[] = [];
  for (let r = 0; r < rows; r++) {
    const row = matrix.subarray(r * cols, (r + 1) * cols);
    const scale = Math.max(...row.map(Math.abs)) / 127 || 1;
    scales.push(scale);
    for (let c = 0; c < cols; c++) values[r * cols + c] = Math.round(row[c]! / scale);
  }
  return { rows, scales, values: Buffer.from(values.buffer).toString('base64') };
}

function dequantize({ rows, scales, values }: QuantizedMatrix): Float32Array {
  const ints = new Int8Array(Buffer.from(values, 'base64'));
  const cols = ints.length / rows;
  return Float32Array.from(ints, (v, i) => v * scales[Math.floor(i / cols)]!);
}

export function storeModel(model: GlyphModel, training: Record<string, unknown>): StoredGlyphModel {
  return {
    classes: model.classes,
    hidden: model.hidden,
    features: FEATURE_COUNT,
    training,
    w1: quantize(model.w1, model.hidden),
    b1: [...model.b1].map(round),
    w2: quantize(model.w2, model.classes.length),
    b2: [...model.b2].map(round),
  };
}

export function loadModel(stored: StoredGlyphModel): GlyphModel {
  if (stored.features !== FEATURE_COUNT)
    throw new Error(`glyph model expects ${stored.features} features, the code makes ${FEATURE_COUNT}`);
  return {
    classes: stored.classes,
    hidden: stored.hidden,
    w1: dequantize(stored.w1),
    b1: Float32Array.from(stored.b1),
    w2: dequantize(stored.w2),
    b2: Float32Array.from(stored.b2),
  };
}

export const WEIGHTS_FILE = new URL('./weights.json', import.meta.url);

let bundled: GlyphModel | undefined;

/** The committed model, read on first use. */
export function glyphModel(): GlyphModel {
  bundled ??= loadModel(JSON.parse(readFileSync(WEIGHTS_FILE, 'utf8')) as StoredGlyphModel);
  return bundled;
}
