import { Download } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { useAudioDownload } from '../../lib/voice/api/fetch-audio';
import { DOWNLOAD_FAILED } from '../../lib/voice/messages';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import { saveAudioFile } from './download';

export function DownloadAudioButton({ audioUrl, title }: { audioUrl: string; title: string }) {
  const { toast } = useToast();
  const download = useAudioDownload({
    onSuccess: (blob) => saveAudioFile(blob, title),
    onError: (error) => toast(errorMessage(error, DOWNLOAD_FAILED), 'error'),
  });
  return (
    <Button variant="secondary" size="sm" onClick={() => download.mutate(audioUrl)} busy={download.isPending}>
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? 'Downloading...' : 'Download'}
    </Button>
  );
}
