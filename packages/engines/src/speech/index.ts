// Offline text to speech: espeak-ng voices, MP3 out, no network. The synthesis runs on worker threads
// (synth-worker.mjs), so speaking a long text does not block the event loop.
export {
  NothingToSpeakError,
  SpeechBusyError,
  type SpeechClip,
  SpeechEngine,
  type SpeechEngineOptions,
} from './engine.ts';
export { mp3Duration } from './mp3-duration.ts';
export { splitForSpeech } from './split.ts';
export { SPEECH_VOICES, type SpeechVoice, speedToWpm, UnknownVoiceError } from './voices.ts';
