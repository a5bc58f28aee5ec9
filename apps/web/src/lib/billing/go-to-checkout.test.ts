import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { checkoutFailureMessage, isSameSitePath } from './go-to-checkout';

describe('isSameSitePath', () => {
  it.each(['/checkout/cs_1', '/billing?paid=1', '/'])('accepts %s', (url) => {
    expect(isSameSitePath(url)).toBe(true);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://checkout.stripe.com/x',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (url) => {
    expect(isSameSitePath(url)).toBe(false);
  });
});

describe('checkoutFailureMessage', () => {
  it("uses the server's reason for a refusal", () => {
    expect(checkoutFailureMessage(new ApiError(409, 'Payments are off.'), 'Fallback')).toBe(
      'Payments are off.',
    );
  });

  it('uses the fallback for a server fault, a missing detail or a network error', () => {
    expect(checkoutFailureMessage(new ApiError(500, 'Internal server error'), 'Fallback')).toBe('Fallback');
    expect(checkoutFailureMessage(new ApiError(400, null), 'Fallback')).toBe('Fallback');
    expect(checkoutFailureMessage(new TypeError('Failed to fetch'), 'Fallback')).toBe('Fallback');
  });
});
