import { expect, expectNoSeriousA11yIssues, signedIn, test, uniqueUser } from './fixtures';
import { ADMIN } from './playwright.config';

/** Signs the e2e admin in the way the app stores a session. */
async function asAdmin(page: import('@playwright/test').Page) {
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { access_token } = await login.json();
  // Top frame only: the blog editor's preview is a sandboxed frame without storage.
  await page.addInitScript((token) => {
    if (window.top === window) localStorage.setItem('auth_token', token);
  }, access_token);
}

test.describe('Admin panel', () => {
  test('an admin changes a student’s plan and the student sees it', async ({ page, browser }) => {
    const student = uniqueUser('plan');
    const studentPageContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const studentPage = await studentPageContext.newPage();
    await signedIn(studentPage, student);
    await studentPage.goto('/dashboard');
    await expect(studentPage.getByText('Free Plan').first()).toBeAttached();

    await asAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByTestId('stat-Total Users')).not.toHaveText('0');
    await expect(page.getByText(/Database/).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox').fill(student.username);
    const plan = page.getByRole('combobox', { name: `Plan for ${student.username}` });
    await expect(plan).toBeVisible();
    await plan.selectOption('max');
    await page.getByRole('button', { name: 'Change to Max' }).click();
    await expect(page.getByText('User updated', { exact: true })).toBeVisible();
    await expect(plan).toHaveValue('max');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByText(`changed ${student.username}'s plan from Free to Max`)).toBeVisible();

    await studentPage.reload();
    await expect(studentPage.getByText('Max Plan').first()).toBeAttached();
    await studentPageContext.close();
  });

  test('students cannot open the admin panel', async ({ page }) => {
    await signedIn(page);
    await page.goto('/admin');
    await expect(page).not.toHaveURL(/\/admin$/);
  });
});
