import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, openNav, signedIn, test, uniqueUser } from './fixtures';
import { ADMIN } from './playwright.config';

test('a new student signs up, lands on the dashboard, sees the empty library and signs out', async ({
  page,
}) => {
  const user = uniqueUser('new');
  await page.goto('/');
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('button', { name: 'Get Started' }).first().click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await expect(dialog.getByText('Join thousands of students improving their studies')).toBeVisible();
  await dialog.getByLabel('Username').fill(user.username);
  await dialog.getByLabel('Email', { exact: true }).fill(user.email);
  // Email consent is asked for, and not given unless ticked.
  await expect(dialog.getByRole('checkbox', { name: /Email me study tips/ })).not.toBeChecked();
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm Password').fill(user.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.username}!` })).toBeVisible();
  await expect(page.getByText('Total Projects')).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  const nav = await openNav(page);
  await expect(page.getByText('Free Plan').filter({ visible: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText('Your library is empty')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Your First Project' })).toHaveAttribute(
    'href',
    '/create',
  );
  await expectNoSeriousA11yIssues(page);

  await openNav(page);
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  // Signing back in with the same account works.
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const login = page.getByRole('dialog');
  await expect(login.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await login.getByLabel('Username').fill(user.username);
  await login.getByLabel('Password', { exact: true }).fill(user.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-up form catches mismatched passwords before asking the server', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('mismatch_user');
  await dialog.getByLabel('Email', { exact: true }).fill('mismatch@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('first-password');
  await dialog.getByLabel('Confirm Password').fill('other-password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');
  await expect(page).toHaveURL(/\/$/);
});

test.describe('server errors', () => {
  test.use({ allowConsole: [/status of 401/] });

  test('a wrong password shows the server’s message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('nobody_at_all');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password');
  });

  test('a stored token that no longer works is cleared and the visitor is signed out', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('auth_token', 'expired.or.forged'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});

test('the show/hide toggle reveals the password', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const password = page.getByRole('dialog').getByLabel('Password', { exact: true });
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('Admin Access signs an admin in and shows the Admin entry', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Admin Access' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await dialog.getByLabel('Username').fill(ADMIN.username);
  await dialog.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = await openNav(page);
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
});

/** Chooses an account action: from the account button on desktop, from the opened menu on phones. */
async function accountAction(page: Page, label: 'Change password' | 'Sign out everywhere') {
  const menu = page.getByRole('button', { name: /^(Open|Close) menu$/ });
  const account = page.getByRole('button', { name: /^Account:/ });
  await expect(menu.or(account)).toBeVisible();
  if (!(await menu.isVisible())) await account.click();
  else if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('button', { name: label }).filter({ visible: true }).click();
}

test.describe('sessions', () => {
  // The wrong current password is answered 400 on purpose.
  test.use({ allowConsole: [/status of 400/] });

  test('changing the password ends other sessions; signing out everywhere ends them all', async ({
    page,
  }) => {
    const student = await signedIn(page);
    const otherDevice = await page.request.post('/api/auth/login', {
      data: { username: student.username, password: student.password },
    });
    const otherToken = (await otherDevice.json()).access_token as string;
    const works = async (token: string) =>
      (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${student.username}!` })).toBeVisible();
    await accountAction(page, 'Change password');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await dialog.getByLabel('Current password').fill('not-the-password');
    await dialog.getByLabel('New password', { exact: true }).fill('e2e-new-password-2');
    await dialog.getByLabel('Confirm new password').fill('e2e-new-password-2');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect');

    await dialog.getByLabel('Current password').fill(student.password);
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Password changed. Your other devices have been signed out.' }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    const newToken = (await page.evaluate(() => localStorage.getItem('auth_token'))) as string;
    expect(newToken).not.toBe(student.token);
    expect(await works(student.token)).toBe(401);
    expect(await works(otherToken)).toBe(401);
    expect(await works(newToken)).toBe(200);

    await accountAction(page, 'Sign out everywhere');
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'You have been signed out on every device.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(await works(newToken)).toBe(401);

    await page.getByRole('button', { name: 'Sign In' }).first().click();
    const login = page.getByRole('dialog');
    await login.getByLabel('Username').fill(student.username);
    await login.getByLabel('Password', { exact: true }).fill('e2e-new-password-2');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('Logout ends the session on the server, not just in the browser', async ({ page }) => {
  const student = await signedIn(page);
  await page.goto('/dashboard');
  await openNav(page);
  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () =>
      (
        await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${student.token}` } })
      ).status(),
    )
    .toBe(401);
});
