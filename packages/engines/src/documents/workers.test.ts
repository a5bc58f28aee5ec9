import { afterAll, describe, expect, it } from 'vitest';
import {
  DocumentsBusyError,
  DocumentTooComplexError,
  DocumentTooLargeError,
  DocumentWorkers,
  MAX_PDF_EXPANDED_BYTES,
  UnsupportedFileError,
} from './index.ts';
import { deflateBomb, makeDocx, makePdf } from './testing.ts';

const ascii = (s: string) => new TextEncoder().encode(s);
const standIn = new URL('./fixtures/stand-in-thread.mjs', import.meta.url);

describe('DocumentWorkers', { timeout: 60_000 }, () => {
  const workers = new DocumentWorkers({ size: 1 });
  afterAll(() => workers.close());

  it('reads PDF, DOCX and text in a worker, and refuses a bomb with the student’s message', async () => {
    const pdf = await workers.read({ bytes: makePdf('Mitochondria make energy for the cell.') });
    expect(pdf).toEqual({ kind: 'pdf', text: 'Mitochondria make energy for the cell.', complete: true });
    const docx = await workers.read({ bytes: makeDocx(['Plants make food by photosynthesis.']) });
    expect(docx.text).toBe('Plants make food by photosynthesis.');
    expect((await workers.read({ bytes: ascii('Plain notes.') })).text).toBe('Plain notes.');

    const bomb = makePdf('', { dict: '/Filter /FlateDecode', data: deflateBomb(300) });
    const refused = workers.read({ bytes: bomb });
    await expect(refused).rejects.toBeInstanceOf(DocumentTooLargeError);
    await expect(refused).rejects.toThrow(
      `This PDF expands to more than ${MAX_PDF_EXPANDED_BYTES / 1024 / 1024} MB when unpacked`,
    );
    // The worker is still there for the next file.
    expect((await workers.read({ bytes: ascii('Still reading.') })).text).toBe('Still reading.');
  });

  it('stops a file past the time limit, replacing its worker', async () => {
    const timed = new DocumentWorkers({ entry: standIn, size: 1, timeoutMs: 3_000 });
    const hung = timed.read({ bytes: ascii('hang') });
    const next = timed.read({ bytes: ascii('next in line') });
    await expect(hung).rejects.toThrow(DocumentTooComplexError);
    await expect(hung).rejects.toMatchObject({ limit: 'time' });
    await expect(hung).rejects.toThrow('This file is too complex to read');
    expect((await next).text).toBe('next in line');
    await timed.close();
  });

  it('stops a file past the heap limit, replacing its worker', async () => {
    const capped = new DocumentWorkers({
      entry: standIn,
      size: 1,
      timeoutMs: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    await expect(capped.read({ bytes: ascii('grow') })).rejects.toMatchObject({
      name: 'DocumentTooComplexError',
      limit: 'memory',
    });
    expect((await capped.read({ bytes: ascii('after') })).text).toBe('after');
    await capped.close();
  });

  it('stops the files being read when the process grows past the memory watch', async () => {
    let rss = 100;
    const watched = new DocumentWorkers({
      entry: standIn,
      size: 1,
      timeoutMs: 60_000,
      // Buffers outside the heap show only in the process's resident memory: pretend it grew.
      memoryWatch: { maxGrowthMb: 1, intervalMs: 5, rss: () => (rss += 2 * 1024 * 1024) },
    });
    await expect(watched.read({ bytes: ascii('hang') })).rejects.toMatchObject({ limit: 'memory' });
    rss = 0;
    const steady = new DocumentWorkers({ entry: standIn, size: 1, memoryWatch: { rss: () => 100 } });
    expect((await steady.read({ bytes: ascii('fine') })).text).toBe('fine');
    await Promise.all([watched.close(), steady.close()]);
  });

  it('refuses files past the queue limit, and passes the worker’s refusals on', async () => {
    const small = new DocumentWorkers({ entry: standIn, size: 1, maxWaiting: 1, timeoutMs: 60_000 });
    const running = small.read({ bytes: ascii('hang') });
    const waiting = small.read({ bytes: ascii('waits') });
    await expect(small.read({ bytes: ascii('one too many') })).rejects.toBeInstanceOf(DocumentsBusyError);
    const settled = Promise.allSettled([running, waiting]);
    await small.close();
    for (const result of await settled) expect(result.status).toBe('rejected');

    const plain = new DocumentWorkers({ entry: standIn, size: 1 });
    await expect(plain.read({ bytes: ascii('unsupported') })).rejects.toEqual(
      new UnsupportedFileError('Not a file'),
    );
    await plain.close();
  });
});
