import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { errorMessage } from '../../lib/api-error';
import { DOWNLOAD_FAILED } from '../../lib/voice/api';
import { Button } from '../ui/Button';
import { useToast } from '../ui/Toast';
import { downloadAudio } from './download';

export function DownloadAudioButton({ audioUrl, title }: { audioUrl: string; title: string }) {
  const { toast } = useToast();
  const download = useMutation({
    mutationFn: () => downloadAudio(audioUrl, title),
    onError: (error) => toast(errorMessage(error, DOWNLOAD_FAILED), 'error'),
  });
  return (
    <Button variant="secondary" size="sm" onClick={() => download.mutate()} busy={download.isPending}>
      <Download aria-hidden="true" className="size-4" />
      {download.isPending ? 'Downloading...' : 'Download'}
    </Button>
  );
}
