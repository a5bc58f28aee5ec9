import { audioFileName } from '@studybot/contract';

/** Hands a downloaded clip (fetched with the token) to the browser as `<title>.mp3`. */
export function saveAudioFile(blob: Blob, title: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = audioFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the file only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
