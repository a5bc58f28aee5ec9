export function parseWav(bytes: Uint8Array): { samples: Int16Array; sampleRate: number };
