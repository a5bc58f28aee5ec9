import { audioFileName } from '@studybot/contract';
import { fetchAudioDownload } from '../../lib/voice/api';

/** Fetches the clip with the token and hands it to the browser as `<title>.mp3`. */
export async function downloadAudio(audioUrl: string, title: string): Promise<void> {
  const blob = await fetchAudioDownload(audioUrl);
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
