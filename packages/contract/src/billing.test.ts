import { describe, expect, it } from 'vitest';
import { bestYearlySavingPercent, formatPrice } from './billing.ts';

describe('pricing', () => {
  it('formats prices as the spec shows them', () => {
    expect(formatPrice(8.99)).toBe('$8.99');
    expect(formatPrice(89)).toBe('$89');
    expect(formatPrice(29, { cents: true })).toBe('$29.00');
  });

  it('states the real yearly saving: Plus 89 vs 12 × 8.99, Max 139 vs 12 × 13.99', () => {
    expect(bestYearlySavingPercent()).toBe(17);
  });
});
