import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API used here (TypeScript's DOM types leave the recognizer out). */
interface Recognizer {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognizerClass = new () => Recognizer;

function recognizerClass(): RecognizerClass | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognizerClass;
    webkitSpeechRecognition?: RecognizerClass;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

const joinText = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/**
 * What the student said, written down by the browser's speech recognition while `listening`, and
 * editable by hand. Browsers without speech recognition (`supported` false) leave it to the student.
 */
export function useTranscript() {
  const [supported] = useState(() => recognizerClass() !== null);
  const [text, setText] = useState('');
  const [listening, setListening] = useState(false);
  const recognizer = useRef<Recognizer | null>(null);

  useEffect(
    () => () => {
      recognizer.current?.abort();
      recognizer.current = null;
    },
    [],
  );

  const start = useCallback(() => {
    const Recognition = recognizerClass();
    if (!Recognition || recognizer.current) return;
    // Speech is added after what is already written (e.g. a second take).
    const before = text;
    const instance = new Recognition();
    instance.continuous = true;
    instance.interimResults = true;
    instance.lang = navigator.language || 'en-US';
    instance.onresult = (event) => {
      const heard = Array.from(event.results, (result) => result[0]?.transcript ?? '').join(' ');
      setText(joinText(before, heard));
    };
    instance.onerror = () => {
      recognizer.current = null;
      setListening(false);
    };
    instance.onend = () => {
      recognizer.current = null;
      setListening(false);
    };
    recognizer.current = instance;
    try {
      instance.start();
      setListening(true);
    } catch {
      recognizer.current = null;
    }
  }, [text]);

  const stop = useCallback(() => {
    recognizer.current?.stop();
    recognizer.current = null;
    setListening(false);
  }, []);

  /** Adds text heard elsewhere (the server's transcription) after what is already written. */
  const append = useCallback((heard: string) => setText((before) => joinText(before, heard)), []);

  return { supported, text, setText, append, listening, start, stop };
}
