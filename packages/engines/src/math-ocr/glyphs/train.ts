// Training the glyph classifier: plain mini-batch gradient descent with Adam on softmax cross-entropy.
// Deterministic for a given seed (shuffles and initial weights come from it).
import { createRandom, type Random, shuffle } from '../../studygen/random.ts';
import { FEATURE_COUNT } from './features.ts';
import { type GlyphModel, layer, softmax } from './model.ts';

export interface GlyphSample {
  features: Float32Array;
  /** Index into the classes. */
  label: number;
}

export interface TrainOptions {
  hidden?: number;
  epochs?: number;
  batch?: number;
  rate?: number;
  seed?: number;
  /** Called after each epoch with its mean loss. */
  onEpoch?: (epoch: number, loss: number) => void;
}

/** A normal draw (Box–Muller). */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function nonZero(features: Float32Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < features.length; i++) if (features[i] !== 0) out.push(i);
  return out;
}

class Adam {
  readonly #m: Float32Array;
  readonly #v: Float32Array;
  #t = 0;
  constructor(
    readonly params: Float32Array,
    readonly rate: number,
  ) {
    this.#m = new Float32Array(params.length);
    this.#v = new Float32Array(params.length);
  }
  step(grad: Float32Array, scale: number): void {
    this.#t++;
    const c1 = 1 - 0.9 ** this.#t;
    const c2 = 1 - 0.999 ** this.#t;
    for (let i = 0; i < grad.length; i++) {
      const g = grad[i]! * scale;
      this.#m[i] = 0.9 * this.#m[i]! + 0.1 * g;
      this.#v[i] = 0.999 * this.#v[i]! + 0.001 * g * g;
      this.params[i]! -= (this.rate * (this.#m[i]! / c1)) / (Math.sqrt(this.#v[i]! / c2) + 1e-8);
    }
    grad.fill(0);
  }
}

export function trainGlyphModel(
  samples: readonly GlyphSample[],
  classes: string,
  options: TrainOptions = {},
): GlyphModel {
  const { hidden = 128, epochs = 12, batch = 32, rate = 0.002, seed = 1 } = options;
  const random = createRandom(seed);
  const n = classes.length;
  const init = (size: number, fanIn: number) =>
    Float32Array.from({ length: size }, () => gaussian(random) * Math.sqrt(2 / fanIn));
  const model: GlyphModel = {
    classes,
    hidden,
    w1: init(hidden * FEATURE_COUNT, FEATURE_COUNT),
    b1: new Float32Array(hidden),
    w2: init(n * hidden, hidden),
    b2: new Float32Array(n),
  };
  const optimisers = [model.w1, model.b1, model.w2, model.b2].map((p) => new Adam(p, rate));
  const grads = [model.w1, model.b1, model.w2, model.b2].map((p) => new Float32Array(p.length));
  const [gw1, gb1, gw2, gb2] = grads as [Float32Array, Float32Array, Float32Array, Float32Array];
  const dHidden = new Float32Array(hidden);
  for (let epoch = 0; epoch < epochs; epoch++) {
    let loss = 0;
    const order = shuffle(samples, random);
    for (let start = 0; start < order.length; start += batch) {
      const chunk = order.slice(start, start + batch);
      for (const { features, label } of chunk) {
        // Most cells of a glyph are blank: only the inked ones take part.
        const inked = nonZero(features);
        const h = new Float32Array(hidden);
        for (let j = 0; j < hidden; j++) {
          let sum = model.b1[j]!;
          const row = j * FEATURE_COUNT;
          for (const i of inked) sum += model.w1[row + i]! * features[i]!;
          h[j] = sum > 0 ? sum : 0;
        }
        const p = softmax(layer(model.w2, model.b2, h));
        loss -= Math.log(Math.max(1e-9, p[label]!));
        p[label]! -= 1;
        dHidden.fill(0);
        for (let k = 0; k < n; k++) {
          const d = p[k]!;
          gb2[k]! += d;
          const row = k * hidden;
          for (let j = 0; j < hidden; j++) {
            gw2[row + j]! += d * h[j]!;
            dHidden[j]! += d * model.w2[row + j]!;
          }
        }
        for (let j = 0; j < hidden; j++) {
          if (h[j]! <= 0) continue;
          const d = dHidden[j]!;
          gb1[j]! += d;
          const row = j * FEATURE_COUNT;
          for (const i of inked) gw1[row + i]! += d * features[i]!;
        }
      }
      for (const [i, o] of optimisers.entries()) o.step(grads[i]!, 1 / chunk.length);
    }
    options.onEpoch?.(epoch + 1, loss / samples.length);
  }
  return model;
}
