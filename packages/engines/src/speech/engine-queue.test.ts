import { describe, expect, it, vi } from 'vitest';
import { SpeechBusyError, type SpeechClip, SpeechEngine } from './index.ts';

// The engine's queueing with fixtures/synth-stand-in.mjs in place of espeak-ng: a chunk takes 1 ms per 20
// characters at speed 1 (2 at speed 0.5), and its "MP3" is its text and a line break.
vi.mock(import('../workers/worker-pool.ts'), async (importOriginal) => {
  const { WorkerPool } = await importOriginal();
  const standIn = new URL('./fixtures/synth-stand-in.mjs', import.meta.url);
  return {
    WorkerPool: class<In extends object, Out> extends WorkerPool<In, Out> {
      constructor(_entry: URL, size: number, timeoutMs: number) {
        super(standIn, size, timeoutMs);
      }
    },
  };
});

/** About `chars` characters of sentences, like a pasted paper. */
function paper(chars: number): string {
  const sentences: string[] = [];
  for (let i = 1, length = -1; length < chars - 60; i++) {
    const sentence = `Sentence ${i} explains how the heart moves blood through the arteries.`;
    sentences.push(sentence);
    length += sentence.length + 1;
  }
  return sentences.join(' ');
}

/** The chunks the stand-in spoke for a clip, in order. */
function chunksOf(clip: SpeechClip): string[] {
  return new TextDecoder().decode(clip.mp3).split('\n').slice(0, -1);
}

const CARD = 'Listen to this card.';

/** Calls `speak` and notes whether its promise has settled, without leaving a rejection unhandled. */
function tracked(engine: SpeechEngine, text: string, speed: number) {
  const call = { promise: engine.speak(text, 'victoria', speed), settled: false };
  const settle = () => {
    call.settled = true;
  };
  call.promise.then(settle, settle);
  return call;
}

describe('SpeechEngine queue', { timeout: 15_000 }, () => {
  it('serves a short clip asked for behind the longest text within about one chunk', async () => {
    const engine = new SpeechEngine({ workers: 2 });
    const text = paper(25_000);
    const long = tracked(engine, text, 0.5);
    const short = tracked(engine, CARD, 0.9);
    const shortClip = await short.promise;
    // The card waits for one chunk of the long text, not for its 32 or more: an order, not a time,
    // so a busy machine cannot change the outcome.
    expect(long.settled).toBe(false);
    expect(chunksOf(shortClip)).toEqual([CARD]);
    const chunks = chunksOf(await long.promise);
    expect(chunks.length).toBeGreaterThanOrEqual(32);
    expect(chunks.join(' ')).toBe(text);
    await engine.close();
  });

  it('refuses speak() with SpeechBusyError when the backlog is full, leaving queued work alone', async () => {
    const engine = new SpeechEngine({ workers: 1, maxQueuedChunks: 2 });
    // Over the limit on its own (at least 5 chunks), but nothing else waits, so it is taken.
    const text = paper(4_000);
    const long = tracked(engine, text, 1);

    const refused = engine.speak(CARD, 'emma', 1);
    await expect(refused).rejects.toBeInstanceOf(SpeechBusyError);
    await expect(refused).rejects.toThrow('The voice engine is busy. Please try again in a minute.');
    expect(long.settled).toBe(false);

    expect(chunksOf(await long.promise).join(' ')).toBe(text);
    // The backlog has gone: the same request is served now.
    expect(chunksOf(await engine.speak(CARD, 'emma', 1))).toEqual([CARD]);
    await engine.close();
  });

  it('takes a request that fits the backlog, and refuses the next that does not', async () => {
    const engine = new SpeechEngine({ workers: 1, maxQueuedChunks: 3 });
    const running = tracked(engine, paper(700), 1); // one chunk, running at once
    const first = tracked(engine, paper(700), 1); // waiting: 1
    const second = tracked(engine, paper(1_500), 1); // waiting: 1 + 2 = 3, the limit
    await expect(engine.speak(CARD, 'emma', 1)).rejects.toBeInstanceOf(SpeechBusyError);
    const clips = await Promise.all([running.promise, first.promise, second.promise]);
    expect(clips.map((clip) => chunksOf(clip).length)).toEqual([1, 1, 2]);
    await engine.close();
  });

  it('fails a request still unfinished at requestTimeoutMs, waiting included, and frees the queue', async () => {
    // The request clock is faked, so a slow machine cannot time out the second request too; the
    // workers (other threads) keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const engine = new SpeechEngine({ workers: 1, requestTimeoutMs: 200, maxQueuedChunks: 2 });
      // ~25 chunks, far from done when the clock reaches 200 ms.
      const long = tracked(engine, paper(20_000), 0.5);
      await vi.advanceTimersByTimeAsync(200);
      await expect(long.promise).rejects.toThrow('Speech request timed out after 200 ms');

      // The long text's remaining chunks no longer wait, or this would be refused with a backlog limit of 2.
      expect(chunksOf(await engine.speak(paper(1_500), 'victoria', 1))).toHaveLength(2);
      await engine.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
