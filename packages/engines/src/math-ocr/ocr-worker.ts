// One long-lived tesseract worker: created on first use, requests run one at a time through it,
// each with a deadline; a worker that fails or hangs is terminated and replaced.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, PSM, type Worker } from 'tesseract.js';
import { PhotoError } from './errors.ts';
import type { OcrPage } from './layout.ts';

/** The bundled English model, so recognition never touches the network. */
export function defaultLangPath(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

export interface OcrPass {
  /** Restrict recognition to these characters ('' = no restriction). */
  whitelist?: string;
  /** A piece cut from a line reads best as one line; a page as a block (the default). */
  singleLine?: boolean;
}

export interface OcrWorkerOptions {
  langPath: string;
  timeoutMs: number;
}

const isImageReadError = (e: unknown) => /read image|cannot be read|no pix/i.test(String(e));

export class OcrWorker {
  readonly #options: OcrWorkerOptions;
  #worker: Promise<Worker> | null = null;
  /**
   * Workers being or already terminated. tesseract.js posts to a terminated worker without a
   * guard (an unhandled rejection), so nothing is sent to one of these, even by a request that
   * was still waiting for it to start when its deadline passed.
   */
  readonly #retired = new WeakSet<Promise<Worker>>();
  #params = '';
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;

  constructor(options: OcrWorkerOptions) {
    this.#options = options;
  }

  /** Starts the worker now rather than on the first photo. */
  warm(): Promise<void> {
    return this.#enqueue(async () => {
      await this.#getWorker();
    });
  }

  recognize(image: Buffer, pass: OcrPass = {}): Promise<OcrPage> {
    return this.#enqueue(() => this.#withDeadline(image, pass));
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#queue;
    await this.#discard();
  }

  #enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(() => {
      if (this.#closed) throw new PhotoError('closed');
      return job();
    });
    this.#queue = run.catch(() => {});
    return run;
  }

  #getWorker(): Promise<Worker> {
    if (!this.#worker) {
      const created = createWorker('eng', 1, {
        langPath: this.#options.langPath,
        gzip: true,
        cacheMethod: 'none',
        // Without a handler tesseract.js rethrows job failures as uncaught exceptions.
        errorHandler: () => {},
      });
      this.#worker = created;
      created.catch(() => {
        if (this.#worker === created) this.#worker = null;
      });
    }
    return this.#worker;
  }

  async #discard(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#params = '';
    if (!worker) return;
    this.#retired.add(worker);
    // A worker still starting (e.g. one whose start-up hung) is terminated whenever it appears; waiting for
    // it here would hold up every photo queued behind this one.
    const terminated = worker.then((w) => w.terminate()).catch(() => {});
    await Promise.race([terminated, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }

  async #recognizeOnce(image: Buffer, pass: OcrPass): Promise<OcrPage> {
    const starting = this.#getWorker();
    const worker = await starting;
    const live = () => {
      if (this.#retired.has(starting)) throw new PhotoError('ocr_failed', 'worker replaced');
    };
    live();
    const params = {
      tessedit_pageseg_mode: pass.singleLine ? PSM.SINGLE_LINE : PSM.SINGLE_BLOCK,
      tessedit_char_whitelist: pass.whitelist ?? '',
      preserve_interword_spaces: '1',
      // Heavy noise removal: specks otherwise merge into glyphs ("5" read as "Cs"); clean images read the same.
      textord_heavy_nr: '1',
    };
    const key = JSON.stringify(params);
    if (key !== this.#params) {
      await worker.setParameters(params);
      live();
      this.#params = key;
    }
    const { data } = await worker.recognize(image, {}, { text: true, blocks: true, hocr: false, tsv: false });
    return data;
  }

  async #attempt(image: Buffer, pass: OcrPass, timedOut: () => boolean): Promise<OcrPage> {
    for (let tries = 0; ; tries++) {
      try {
        return await this.#recognizeOnce(image, pass);
      } catch (e) {
        if (timedOut()) throw e;
        if (isImageReadError(e)) throw new PhotoError('unreadable_image', String(e));
        await this.#discard();
        if (tries >= 1) throw new PhotoError('ocr_failed', String(e));
      }
    }
  }

  async #withDeadline(image: Buffer, pass: OcrPass): Promise<OcrPage> {
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const work = this.#attempt(image, pass, () => timedOut);
    work.catch(() => {});
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true;
        reject(new PhotoError('timeout', `${this.#options.timeoutMs} ms`));
      }, this.#options.timeoutMs);
    });
    try {
      return await Promise.race([work, deadline]);
    } catch (e) {
      // A hung worker cannot be interrupted, only replaced.
      if (timedOut) await this.#discard();
      throw e;
    } finally {
      clearTimeout(timer);
    }
  }
}
