import { screen, within } from '@testing-library/react';

/** The toasts on screen. */
export const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
/** The result panel beside the form. */
export const resultPanel = () => within(screen.getByRole('region', { name: 'Result' }));
