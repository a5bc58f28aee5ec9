import { ADMIN_MESSAGES } from '@studybot/contract';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { errorMessage } from '../../lib/api-error';
import { NO_ANSWER } from './messages';

/** Admin data that did not load: the server's reason and a retry. */
export function LoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry(): void;
  retrying: boolean;
}) {
  return (
    <div className="space-y-4 text-center">
      <ErrorPanel
        title={ADMIN_MESSAGES.loadFailed}
        message={errorMessage(error, NO_ANSWER)}
        nextStep={null}
      />
      <Button variant="secondary" onClick={onRetry} busy={retrying}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
