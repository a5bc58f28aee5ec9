import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  mp3Duration,
  NothingToSpeakError,
  SPEECH_VOICES,
  SpeechEngine,
  speedToWpm,
  splitForSpeech,
  UnknownVoiceError,
} from './index.ts';
import { splitEvenly } from './split.ts';
import { parseWav } from './wav.mjs';

/** The first `count` words of the heart study notes, with their line breaks and paragraphs. */
function notesWords(count: number): string {
  const notes = fs.readFileSync(new URL('../studygen/fixtures/notes/heart.txt', import.meta.url), 'utf8');
  return notes
    .split(/(?<=\s)(?=\S)/)
    .slice(0, count)
    .join('');
}

/** Every word of `text` appears in `chunks`, in the same order. */
function expectWordsInOrder(text: string, chunks: string[]) {
  const joined = chunks.join(' ');
  let at = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const found = joined.indexOf(word, at);
    expect(found, `"${word}" after offset ${at}`).toBeGreaterThanOrEqual(0);
    at = found + word.length;
  }
}

function expectMp3(clip: { mp3: Uint8Array; seconds: number }) {
  expect(clip.mp3[0]).toBe(0xff);
  expect(clip.mp3[1]! & 0xe0).toBe(0xe0);
  expect(clip.seconds).toBeGreaterThan(0);
}

const SENTENCE = 'Photosynthesis turns light into chemical energy.';

describe('splitForSpeech', () => {
  it('packs whole sentences into chunks of at most maxChars', () => {
    expect(splitForSpeech('One. Two! Three? Four.', 10)).toEqual(['One. Two!', 'Three?', 'Four.']);
    expect(splitForSpeech('He said "Stop." Then he left.', 16)).toEqual(['He said "Stop."', 'Then he left.']);
  });

  it('does not end a sentence at an abbreviation followed by a lower-case word', () => {
    const chunks = splitForSpeech('Use a mnemonic, e.g. the first letters of each word. Then repeat it.', 55);
    expect(chunks).toEqual(['Use a mnemonic, e.g. the first letters of each word.', 'Then repeat it.']);
  });

  it('splits a sentence longer than maxChars at a comma, else at a space', () => {
    const clause = 'the heart pumps blood around the body through the arteries';
    const sentence = `${Array.from({ length: 12 }, () => clause).join(', ')}.`;
    const chunks = splitForSpeech(sentence, 500);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(500);
    expect(chunks[0]).toMatch(/arteries,$/);
    expect(chunks.join(' ')).toBe(sentence);

    expect(splitForSpeech('alpha beta gamma delta', 11)).toEqual(['alpha beta', 'gamma delta']);
    expect(splitForSpeech('x'.repeat(1200)).map((c) => c.length)).toEqual([500, 500, 200]);
  });

  it('normalises whitespace and control characters and drops empty text', () => {
    expect(splitForSpeech('  Hello\t\tworld\u0000 \r\n  again\u200b  ')).toEqual(['Hello world again']);
    expect(splitForSpeech(' \n\t\u0007 \r\n ')).toEqual([]);
    expect(splitForSpeech('')).toEqual([]);
  });

  it('ends a paragraph without punctuation, such as a heading, with a full stop', () => {
    expect(splitForSpeech('The Heart\n\nIt pumps blood.\r\n\r\nValves')).toEqual([
      'The Heart. It pumps blood. Valves',
    ]);
  });

  it('never loses or reorders a word, and makes no empty or oversized chunk', () => {
    const text = notesWords(200);
    for (const max of [40, 120, 300, 500]) {
      const chunks = splitForSpeech(text, max);
      for (const chunk of chunks) {
        expect(chunk.length).toBeGreaterThan(0);
        expect(chunk.length).toBeLessThanOrEqual(max);
      }
      expectWordsInOrder(text, chunks);
    }
    expect(splitForSpeech(text).length).toBeGreaterThanOrEqual(3);
  });

  it('splitEvenly makes at most the chunks asked for, more even than packing to the limit', () => {
    const text = notesWords(200);
    const even = splitEvenly(text, 4);
    const packed = splitForSpeech(text);
    expect(even.length).toBeLessThanOrEqual(4);
    expectWordsInOrder(text, even);
    const longest = (chunks: string[]) => Math.max(...chunks.map((c) => c.length));
    expect(longest(even)).toBeLessThan(longest(packed));
    expect(splitEvenly('Short.', 4)).toEqual(['Short.']);
  });
});

describe('speedToWpm', () => {
  it('maps speed to words per minute within what espeak-ng accepts', () => {
    expect(speedToWpm(1)).toBe(175);
    expect(speedToWpm(0.5)).toBe(88);
    expect(speedToWpm(2)).toBe(350);
    expect(speedToWpm(0.1)).toBe(80);
    expect(speedToWpm(5)).toBe(450);
    expect(() => speedToWpm(Number.NaN)).toThrow(RangeError);
  });
});

/** MPEG layer III frame: a 4-byte header and zeros to the frame's length. */
function frame(header: [number, number, number, number], length: number): number[] {
  return [...header, ...new Array<number>(length - 4).fill(0)];
}

describe('mp3Duration', () => {
  it('adds up the frames of MPEG-1, MPEG-2 and MPEG-2.5 layer III', () => {
    // MPEG-1, 128 kbit/s, 44.1 kHz: 417 bytes, or 418 with the padding bit; 1152 samples each.
    const mpeg1 = [
      ...frame([0xff, 0xfb, 0x90, 0x00], 417),
      ...frame([0xff, 0xfb, 0x92, 0x00], 418),
      ...frame([0xff, 0xfb, 0x90, 0x00], 417),
    ];
    expect(mp3Duration(Uint8Array.from(mpeg1))).toBeCloseTo((3 * 1152) / 44100, 9);
    // MPEG-2, 48 kbit/s, 22.05 kHz (what the engine writes): 156 bytes, 576 samples.
    const mpeg2 = Array.from({ length: 100 }, () => frame([0xff, 0xf3, 0x60, 0x00], 156)).flat();
    expect(mp3Duration(Uint8Array.from(mpeg2))).toBeCloseTo((100 * 576) / 22050, 9);
    // MPEG-2.5, 8 kbit/s, 8 kHz: 72 bytes, 576 samples.
    const mpeg25 = Array.from({ length: 10 }, () => frame([0xff, 0xe3, 0x18, 0x00], 72)).flat();
    expect(mp3Duration(Uint8Array.from(mpeg25))).toBeCloseTo((10 * 576) / 8000, 9);
  });

  it('skips an ID3v2 tag, a stray sync pattern and a trailing ID3v1 tag', () => {
    const id3v2 = [0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 1, 0x05, ...new Array<number>(133).fill(0xff)];
    const junk = [0x00, 0xff, 0xfb, 0x90, 0x00, 0x12];
    const frames = Array.from({ length: 5 }, () => frame([0xff, 0xfb, 0x90, 0x00], 417)).flat();
    const id3v1 = [0x54, 0x41, 0x47, ...new Array<number>(125).fill(0x20)];
    const bytes = Uint8Array.from([...id3v2, ...junk, ...frames, ...id3v1]);
    expect(mp3Duration(bytes)).toBeCloseTo((5 * 1152) / 44100, 9);
    expect(mp3Duration(new Uint8Array())).toBe(0);
    expect(mp3Duration(Uint8Array.from([1, 2, 3, 4, 5]))).toBe(0);
  });
});

describe('parseWav', () => {
  it('finds the data chunk after other chunks, not at a fixed offset', () => {
    const header = (id: string, size: number) => [
      ...Buffer.from(id, 'latin1'),
      ...[0, 8, 16, 24].map((s) => (size >> s) & 0xff),
    ];
    const fmt = [1, 0, 1, 0, 0x22, 0x56, 0, 0, 0x44, 0xac, 0, 0, 2, 0, 16, 0];
    const bytes = Uint8Array.from([
      ...header('RIFF', 0),
      ...Buffer.from('WAVE', 'latin1'),
      ...header('fmt ', 16),
      ...fmt,
      ...header('LIST', 3),
      1,
      2,
      3,
      0, // pad byte of the odd-sized chunk
      ...header('data', 6),
      0x01,
      0x00,
      0xff,
      0xff,
      0x00,
      0x80,
    ]);
    const { samples, sampleRate } = parseWav(bytes);
    expect(sampleRate).toBe(22050);
    expect([...samples]).toEqual([1, -1, -32768]);
    expect(() => parseWav(Uint8Array.from([1, 2, 3]))).toThrow(/Not a WAV/);
  });
});

describe('SpeechEngine', { timeout: 30_000 }, () => {
  const engine = new SpeechEngine();
  afterAll(() => engine.close());

  it('speaks with every voice, each sounding different', async () => {
    const ids = Object.keys(SPEECH_VOICES);
    expect(ids.sort()).toEqual(['axel', 'brian', 'emma', 'joseph', 'marcus', 'olivia', 'sarah', 'victoria']);
    expect(new Set(Object.values(SPEECH_VOICES).map((v) => v.espeak)).size).toBe(8);
    const clips = await Promise.all(ids.map((id) => engine.speak('Time to revise.', id, 1)));
    for (const clip of clips) {
      expectMp3(clip);
      expect(clip.seconds).toBeGreaterThan(0.8);
      expect(clip.seconds).toBeLessThan(4);
      expect(Math.abs(mp3Duration(clip.mp3) - clip.seconds)).toBeLessThanOrEqual(0.2);
    }
    const digests = clips.map((clip) => createHash('sha256').update(clip.mp3).digest('hex'));
    expect(new Set(digests).size).toBe(8);
  });

  it('speaks faster at speed 2 and slower at speed 0.5', async () => {
    const [slow, normal, fast] = await Promise.all(
      [0.5, 1, 2].map((speed) => engine.speak(SENTENCE, 'victoria', speed)),
    );
    expect(fast!.seconds).toBeLessThan(normal!.seconds * 0.7);
    expect(slow!.seconds).toBeGreaterThan(normal!.seconds * 1.4);
  });

  it('speaks 200 words of notes, split into chunks, at a plausible length', async () => {
    const text = notesWords(200);
    expect(splitForSpeech(text).length).toBeGreaterThan(1);
    const clip = await engine.speak(text, 'joseph', 1);
    expectMp3(clip);
    expect(clip.seconds).toBeGreaterThan(50);
    expect(clip.seconds).toBeLessThan(120);
    // Each chunk's MP3 carries up to ~0.1 s of encoder delay and padding beyond its samples.
    expect(Math.abs(mp3Duration(clip.mp3) - clip.seconds)).toBeLessThan(0.6);
  });

  it('speaks text that starts with "-" or holds quotes and line breaks as text, not options', async () => {
    const clip = await engine.speak('-v xx -s 900 "quoted" it\'s\nacross\n\nlines\t-q', 'marcus', 1);
    expectMp3(clip);
    expect(clip.seconds).toBeGreaterThan(2);
  });

  it('serves concurrent calls', async () => {
    const texts = ['First call.', 'The second call is longer than the first one.', notesWords(60), 'Fourth.'];
    const clips = await Promise.all(texts.map((text, i) => engine.speak(text, i % 2 ? 'emma' : 'axel', 1)));
    for (const clip of clips) expectMp3(clip);
    expect(clips[1]!.seconds).toBeGreaterThan(clips[0]!.seconds);
    expect(clips[2]!.seconds).toBeGreaterThan(clips[1]!.seconds);
  });

  it('rejects an unknown voice, empty text and text with nothing to say', async () => {
    await expect(engine.speak(SENTENCE, 'nobody', 1)).rejects.toBeInstanceOf(UnknownVoiceError);
    await expect(engine.speak(SENTENCE, 'toString', 1)).rejects.toBeInstanceOf(UnknownVoiceError);
    await expect(engine.speak(' \n\t\u0000 ', 'victoria', 1)).rejects.toBeInstanceOf(NothingToSpeakError);
    await expect(engine.speak('-', 'victoria', 1)).rejects.toBeInstanceOf(NothingToSpeakError);
  });

  it('fails a clip whose chunk outlives jobTimeoutMs', async () => {
    const hasty = new SpeechEngine({ workers: 1, jobTimeoutMs: 5 });
    await expect(hasty.speak(SENTENCE, 'victoria', 1)).rejects.toThrow(
      'Speech synthesis failed: Job timed out after 5 ms',
    );
    await hasty.close();
  });

  it('fails speak() after close(), and the process can exit', async () => {
    const closed = new SpeechEngine({ workers: 1 });
    expectMp3(await closed.speak('Hi.', 'sarah', 1));
    await closed.close();
    await expect(closed.speak('Hi.', 'sarah', 1)).rejects.toThrow(/closed/);

    // A script of its own: a Node started with --eval passes --input-type on to its worker threads.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'speech-exit-'));
    const script = path.join(dir, 'speak-and-exit.mts');
    fs.writeFileSync(
      script,
      [
        `import { SpeechEngine } from ${JSON.stringify(new URL('./index.ts', import.meta.url).href)};`,
        'const engine = new SpeechEngine();',
        "const clip = await engine.speak('Goodbye.', 'brian', 1);",
        'await engine.close();',
        'console.log(clip.seconds > 0);',
      ].join('\n'),
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      timeout: 20_000,
    }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
    expect(stdout.trim()).toBe('true');
  });
});
