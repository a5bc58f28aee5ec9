// Plain JavaScript: it runs inside the synthesis worker, which cannot load TypeScript.

/**
 * The samples of a 16-bit mono PCM WAV file. Walks the RIFF chunks to find 'fmt ' and 'data' rather than
 * assuming a 44-byte header; a data size larger than the file (a writer that never patched it) is clamped.
 * @param {Uint8Array} bytes
 * @returns {{ samples: Int16Array, sampleRate: number }}
 */
export function parseWav(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');

  let sampleRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`Unsupported WAV format ${format}, ${channels} channel(s), ${bits} bits`);
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data comes before its format');
      const end = Math.min(bytes.length, body + size);
      const samples = new Int16Array((end - body) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(body + 2 * i, true);
      return { samples, sampleRate };
    }
    at = body + size + (size & 1);
  }
  throw new Error('WAV file has no data chunk');
}
