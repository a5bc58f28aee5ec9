import { humanize } from '../../lib/format';
import { Badge, type BadgeTone } from './Badge';

/** Project status colours: completed green, processing blue, failed red, anything else grey. */
export function statusTone(status: string): BadgeTone {
  switch (status) {
    case 'completed':
      return 'green';
    case 'processing':
      return 'blue';
    case 'failed':
      return 'red';
    default:
      return 'grey';
  }
}

const STATUS_LABELS: Record<string, string> = {
  completed: 'Completed',
  processing: 'Processing',
  failed: 'Failed',
  in_progress: 'In progress',
};

/** "Completed", "Processing", "Failed", "In progress"; an unknown status is title-cased ("queued" → "Queued"). */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? humanize(status);
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
