// Worker thread entry: plain JavaScript, because worker threads cannot load TypeScript.
// Receives { id, text, voice, wpm }; replies { id, result: { mp3, samples, sampleRate, audible } } or { id, error }.
import { parentPort } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import { loadEspeak } from './espeak.mjs';
import { parseWav } from './wav.mjs';

const MP3_KBPS = 48;

// Messages that arrive while this compiles wait in the port's queue.
const synthesize = await loadEspeak();

/**
 * @param {Int16Array} samples mono
 * @param {number} sampleRate
 */
function encodeMp3(samples, sampleRate) {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts = [encoder.encodeBuffer(samples), encoder.flush()];
  const mp3 = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    // lamejs returns signed bytes; copy them bit for bit.
    mp3.set(new Uint8Array(part.buffer, part.byteOffset, part.length), offset);
    offset += part.length;
  }
  return mp3;
}

parentPort.on('message', async ({ id, text, voice, wpm }) => {
  try {
    const { samples, sampleRate } = parseWav(await synthesize({ text, voice, wpm }));
    const mp3 = encodeMp3(samples, sampleRate);
    const audible = samples.some((sample) => sample !== 0);
    parentPort.postMessage({ id, result: { mp3, samples: samples.length, sampleRate, audible } }, [
      mp3.buffer,
    ]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
