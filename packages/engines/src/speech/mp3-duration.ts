// Layer III tables, in kbit/s and Hz, indexed by the header's bitrate and sample-rate fields.
const MPEG1_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

interface Frame {
  bytes: number;
  seconds: number;
}

/** The layer III frame whose 4-byte header starts at `at`, or null if there is none there. */
function frameAt(data: Uint8Array, at: number): Frame | null {
  if (at + 4 > data.length || data[at] !== 0xff || (data[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (data[at + 1]! >> 3) & 0b11;
  const layer = (data[at + 1]! >> 1) & 0b11;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer !== 0b01) return null;
  const kbps = (version === 3 ? MPEG1_KBPS : MPEG2_KBPS)[data[at + 2]! >> 4];
  const sampleRate = rates[(data[at + 2]! >> 2) & 0b11];
  // kbps 0 is "free format" (length unknown); index 15 and sample-rate index 3 are invalid.
  if (!kbps || !sampleRate) return null;
  const padding = (data[at + 2]! >> 1) & 1;
  const samplesPerFrame = version === 3 ? 1152 : 576;
  return {
    bytes: Math.floor(((samplesPerFrame / 8) * kbps * 1000) / sampleRate) + padding,
    seconds: samplesPerFrame / sampleRate,
  };
}

/** Bytes taken by the ID3v2 tags at the start, if any (the size is "syncsafe": 7 bits a byte). */
function id3v2Length(data: Uint8Array): number {
  let at = 0;
  while (at + 10 <= data.length && data[at] === 0x49 && data[at + 1] === 0x44 && data[at + 2] === 0x33) {
    const size = (data[at + 6]! << 21) | (data[at + 7]! << 14) | (data[at + 8]! << 7) | data[at + 9]!;
    const footer = data[at + 5]! & 0x10 ? 10 : 0;
    at += 10 + size + footer;
  }
  return at;
}

/**
 * Duration in seconds of MPEG layer III audio, by walking its frame headers (each frame holds a fixed
 * number of samples, whatever the bitrate, so VBR files are measured correctly too). Skips ID3v2 tags;
 * bytes that are not frames (an ID3v1 tag, junk) are skipped until the next plausible frame.
 */
export function mp3Duration(bytes: Uint8Array): number {
  let seconds = 0;
  let at = id3v2Length(bytes);
  let inSync = false;
  while (at < bytes.length) {
    const frame = frameAt(bytes, at);
    const end = frame ? at + frame.bytes : 0;
    // After junk, a header only counts if the next frame follows it (or the data ends), so a stray 0xFF
    // byte pair is not taken for a frame.
    if (frame && end <= bytes.length && (inSync || end === bytes.length || frameAt(bytes, end))) {
      seconds += frame.seconds;
      at = end;
      inSync = true;
    } else {
      at += 1;
      inSync = false;
    }
  }
  return seconds;
}
