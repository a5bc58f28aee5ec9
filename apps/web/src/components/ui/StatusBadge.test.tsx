import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusLabel } from './StatusBadge';

describe('StatusBadge', () => {
  it.each([
    ['completed', 'Completed', 'green'],
    ['processing', 'Processing', 'blue'],
    ['failed', 'Failed', 'red'],
    ['in_progress', 'In progress', 'grey'],
    ['queued', 'Queued', 'grey'],
  ])('shows %s as "%s" in %s', (status, label, tone) => {
    render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
    expect(statusLabel(status)).toBe(label);
  });
});
