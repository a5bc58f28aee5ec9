export interface EspeakJob {
  text: string;
  /** espeak-ng voice and variant, e.g. 'en-us+f3'. */
  voice: string;
  wpm: number;
}

export function loadEspeak(): Promise<(job: EspeakJob) => Promise<Uint8Array>>;
