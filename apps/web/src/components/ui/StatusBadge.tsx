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

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}
