import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

let counter = 0;
export function uniqueUser(prefix = 'e2e') {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1000)}`;
  return { username, email: `${username}@example.com`, password: 'e2e-password-1' };
}

interface Fixtures {
  /** Console messages that a test expects (e.g. a deliberate 401); everything else fails it. */
  allowConsole: RegExp[];
  consoleErrors: string[];
}

/** Every test fails on a console error or an uncaught page error it did not expect. */
export const test = base.extend<Fixtures>({
  allowConsole: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowConsole }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (
          (m.type() === 'error' || m.type() === 'warning') &&
          !allowConsole.some((re) => re.test(m.text()))
        ) {
          errors.push(`${m.type()}: ${m.text()}`);
        }
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Registers through the API and stores the token the way the app does. */
export async function signedIn(page: Page, user = uniqueUser()) {
  const res = await page.request.post('/api/auth/register', { data: user });
  expect(res.ok()).toBe(true);
  const { access_token } = await res.json();
  await page.addInitScript((token) => localStorage.setItem('auth_token', token), access_token);
  return { ...user, token: access_token as string };
}

/**
 * The main navigation as a person sees it: the bar on desktop, the opened menu on phones
 * (where the bar collapses behind 'Open menu').
 */
export async function openNav(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  const bar = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(menu.or(bar)).toBeVisible();
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    return page.getByRole('navigation', { name: 'Main menu' });
  }
  return bar;
}

/**
 * Nothing on the page is wider than the screen. Measured against the viewport the test set, not
 * `window.innerWidth`: a phone browser widens its layout window to fit over-wide content, so the
 * page would always fit the window it has grown.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const screen = page.viewportSize();
  if (!screen) throw new Error('the page has no fixed viewport to measure against');
  expect(width, 'page width').toBeLessThanOrEqual(screen.width);
}

export async function expectNoSeriousA11yIssues(page: Page) {
  // Colours mid-transition (a tab just switched) would be measured half-faded: end every
  // transition first, then let the browser paint the settled styles.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}

/** A plan bought through the local test checkout (e.g. 'max_monthly'), for features a plan gates. */
export async function buyPlan(page: Page, token: string, priceId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const session = await page.request.post('/api/billing/create-checkout-session', {
    headers,
    data: { price_id: priceId, success_url: '/billing', cancel_url: '/billing' },
  });
  expect(session.ok()).toBe(true);
  const id = (await session.json()).checkout_url.split('/').pop();
  expect((await page.request.post(`/api/billing/checkout/${id}/pay`, { headers })).ok()).toBe(true);
}
