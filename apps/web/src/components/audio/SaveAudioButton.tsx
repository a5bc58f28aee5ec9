import { AUDIO_SAVED, type TtsSaveRequest } from '@studybot/contract';
import { BookmarkPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSaveAudio } from '../../lib/voice/api/save-audio';
import { reportFailure, SAVE_FAILED, SAVE_FAILED_TOAST } from '../../lib/voice/messages';
import { Button } from '../ui/Button';
import { SavedToLibrary } from '../ui/SavedToLibrary';
import { useToast } from '../ui/Toast';

interface SaveAudioButtonProps {
  details: TtsSaveRequest;
  onError?(message: string): void;
  onSaved?(projectId: string): void;
}

/** "Save to Library", then a "Saved to Library" note with a link (focus moves to the link). */
export function SaveAudioButton({ details, onError, onSaved }: SaveAudioButtonProps) {
  const { toast } = useToast();
  const libraryLink = useRef<HTMLAnchorElement>(null);
  const save = useSaveAudio({
    onSuccess: (answer) => {
      toast(AUDIO_SAVED, 'success');
      onSaved?.(answer.project_id);
    },
    onError: (error) =>
      reportFailure(error, { callback: SAVE_FAILED, toast: SAVE_FAILED_TOAST }, onError, toast),
  });

  const saved = save.isSuccess;
  useEffect(() => {
    // The button the student pressed is gone; keep keyboard focus nearby.
    if (saved) libraryLink.current?.focus();
  }, [saved]);

  if (saved) return <SavedToLibrary linkRef={libraryLink} />;
  return (
    <Button variant="secondary" size="sm" onClick={() => save.mutate(details)} busy={save.isPending}>
      <BookmarkPlus aria-hidden="true" className="size-4" />
      {save.isPending ? 'Saving...' : 'Save to Library'}
    </Button>
  );
}
