import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yIssues,
  expectNoSidewaysScroll,
  openNav,
  signedIn,
  test,
} from './fixtures';

const plan = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Plans' }).getByRole('listitem', { name, exact: true });

test.describe('Billing (local test payments)', () => {
  test('a free student buys Plus through the test checkout, then cancels it', async ({ page }) => {
    await signedIn(page);
    await page.goto('/dashboard');
    await (await openNav(page)).getByRole('link', { name: 'Billing', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plans & Billing' })).toBeVisible();
    await expect(page.getByText('Free plan', { exact: true })).toBeVisible();
    await expect(plan(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    await plan(page, 'Plus').getByRole('button', { name: 'Upgrade to Plus' }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
    await expect(page.getByText('Test payment — no money moves')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Pay $8.99' }).click();

    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByText(/^Payment complete/)).toBeVisible();
    await expect(page.getByText('Plus plan', { exact: true })).toBeVisible();
    await expect(plan(page, 'Plus').getByRole('button', { name: 'Current Plan' })).toBeDisabled();

    await page.getByRole('link', { name: 'Manage Subscription' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    const details = page.getByRole('region', { name: /Plus Plan/ });
    await expect(details.getByText('Active', { exact: true })).toBeVisible();
    await expect(details.getByText('Test payment', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Billing history' })).toContainText('$8.99');
    // Plus allows 10 plagiarism checks a month, counted by the same counters the quotas use.
    await expect(page.getByRole('progressbar', { name: /plagiarism/i })).toHaveAttribute(
      'aria-valuetext',
      '0 of 10 used',
    );
    await expect(page.getByRole('link', { name: 'support@studybot.app' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    await details.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await dialog.getByRole('radio', { name: 'Too expensive' }).check();
    await expectNoSeriousA11yIssues(page);
    await dialog.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await expect(page.getByText(/Your subscription has been successfully cancelled/).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  });
});
