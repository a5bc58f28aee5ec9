import { availableParallelism } from 'node:os';
import { WorkerPool } from '../workers/worker-pool.ts';
import { splitEvenly, splitForSpeech } from './split.ts';
import { findVoice, speedToWpm } from './voices.ts';

/** The text has no words to read aloud (empty, or only punctuation). */
export class NothingToSpeakError extends Error {
  constructor() {
    super('The text has nothing that can be read aloud');
    this.name = 'NothingToSpeakError';
  }
}

/**
 * The engine already has more queued than it should take on: speak() is refused at once rather than left
 * to wait behind it. Worth trying again shortly.
 */
export class SpeechBusyError extends Error {
  constructor() {
    super('The voice engine is busy. Please try again in a minute.');
    this.name = 'SpeechBusyError';
  }
}

export interface SpeechClip {
  mp3: Uint8Array;
  seconds: number;
}

export interface SpeechEngineOptions {
  /** Worker threads; default min(2, available parallelism). */
  workers?: number;
  /** A chunk taking longer than this fails the clip; default 60 s. */
  jobTimeoutMs?: number;
  /**
   * speak() fails with SpeechBusyError when its chunks would take the number of chunks waiting for a worker
   * over this; default 64, two of the longest texts (25,000 characters make about 32 chunks). A request
   * is never refused when nothing is waiting, however many chunks it has.
   */
  maxQueuedChunks?: number;
  /**
   * speak() fails when its clip is not done this long after the call, time spent waiting included; its
   * chunks still waiting are dropped and those running cancelled, as jobTimeoutMs does. Default 120 s.
   */
  requestTimeoutMs?: number;
}

/** What synth-worker.mjs takes and gives back. */
interface SynthJob {
  text: string;
  voice: string;
  wpm: number;
}
interface SynthResult {
  mp3: Uint8Array;
  samples: number;
  sampleRate: number;
  /** False when espeak-ng only wrote silence, as for text of nothing but punctuation. */
  audible: boolean;
}

// Each chunk pays ~0.15 s of CPU for a fresh espeak-ng instance, so chunks are only as small as it takes
// to keep every worker busy: 200 words (~1,200 characters) make one chunk per worker.
const MAX_CHUNK_CHARS = 800;
const MIN_CHUNK_CHARS = 200;

/**
 * Offline text to speech: espeak-ng synthesis and MP3 encoding on worker threads. Long text is split at
 * sentence boundaries and the chunks are spoken in parallel, then their MP3 frames joined in order.
 * Concurrent speak() calls take turns, chunk by chunk, so a short clip asked for behind a long text waits
 * for about one chunk, not for the whole text.
 */
export class SpeechEngine {
  readonly #pool: WorkerPool<SynthJob, SynthResult>;
  readonly #workers: number;
  readonly #maxQueuedChunks: number;
  readonly #requestTimeoutMs: number;

  constructor(options: SpeechEngineOptions = {}) {
    this.#workers = Math.max(1, Math.floor(options.workers ?? Math.min(2, availableParallelism())));
    this.#maxQueuedChunks = options.maxQueuedChunks ?? 64;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 120_000;
    this.#pool = new WorkerPool(
      new URL('./synth-worker.mjs', import.meta.url),
      this.#workers,
      options.jobTimeoutMs ?? 60_000,
    );
  }

  /** Chunks waiting for a worker (the backlog speak() compares with maxQueuedChunks). */
  get waiting(): number {
    return this.#pool.waiting;
  }

  async speak(text: string, voiceId: string, speed: number): Promise<SpeechClip> {
    const voice = findVoice(voiceId);
    const wpm = speedToWpm(speed);
    const chunks = this.#chunks(text);
    const waiting = this.#pool.waiting;
    if (waiting > 0 && waiting + chunks.length > this.#maxQueuedChunks) throw new SpeechBusyError();

    const deadline = new AbortController();
    const timedOut = new Error(`Speech request timed out after ${this.#requestTimeoutMs} ms`);
    const timer = setTimeout(() => deadline.abort(timedOut), this.#requestTimeoutMs);
    let parts: SynthResult[];
    try {
      parts = await this.#pool.runBatch(
        chunks.map((chunk) => ({ text: chunk, voice: voice.espeak, wpm })),
        deadline.signal,
      );
    } catch (error) {
      if (error === timedOut) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Speech synthesis failed: ${reason}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
    if (!parts.some((part) => part.audible)) throw new NothingToSpeakError();
    const mp3 = new Uint8Array(parts.reduce((sum, part) => sum + part.mp3.length, 0));
    let offset = 0;
    let seconds = 0;
    for (const part of parts) {
      mp3.set(part.mp3, offset);
      offset += part.mp3.length;
      seconds += part.samples / part.sampleRate;
    }
    return { mp3, seconds: Math.round(seconds * 10) / 10 };
  }

  /**
   * The text in chunks of at most MAX_CHUNK_CHARS, spread evenly over the workers: as many chunks as
   * fill whole rounds of one per worker, but none much under MIN_CHUNK_CHARS.
   */
  #chunks(text: string): string[] {
    const chunks = splitForSpeech(text, MAX_CHUNK_CHARS);
    if (chunks.length === 0) throw new NothingToSpeakError();
    const length = chunks.reduce((sum, chunk) => sum + chunk.length + 1, -1);
    const rounds = Math.ceil(length / (this.#workers * MAX_CHUNK_CHARS));
    const parts = Math.max(1, Math.min(this.#workers * rounds, Math.floor(length / MIN_CHUNK_CHARS)));
    return parts === 1 ? chunks : splitEvenly(text, parts, MAX_CHUNK_CHARS);
  }

  /** Terminates the workers; speak() fails from then on. */
  close(): Promise<void> {
    return this.#pool.close();
  }
}
