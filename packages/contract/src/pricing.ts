/** Advertised prices (spec part 1 §9), in US dollars. */
export const PLAN_PRICES = {
  plus: { monthly: 8.99, yearly: 89 },
  max: { monthly: 13.99, yearly: 139 },
  ultimate: { monthly: 24.99, yearly: null },
} as const;

export const ADD_ONS = [
  { id: 'plagiarism_credits_5', name: '5 plagiarism credits', price: 1.99 },
  { id: 'ai_essay_1', name: 'One AI essay', price: 1.99 },
  { id: 'bootcamp_weekly', name: 'Bootcamp weekly pass (7 days)', price: 4.99 },
  { id: 'bootcamp_lifetime', name: 'Bootcamp lifetime', price: 29 },
] as const;

/** "$8.99", "$89", "$29.00" when cents are asked for. */
export function formatPrice(amount: number, { cents = !Number.isInteger(amount) } = {}): string {
  return `$${cents ? amount.toFixed(2) : String(amount)}`;
}

/**
 * The largest whole-percent saving yearly billing gives over twelve monthly payments,
 * rounded down so the claim is never more than the truth (17 with today's prices).
 */
export function bestYearlySavingPercent(): number {
  const savings = Object.values(PLAN_PRICES)
    .filter((p) => p.yearly !== null)
    .map((p) => (1 - (p.yearly as number) / (p.monthly * 12)) * 100);
  return Math.floor(Math.max(...savings));
}
