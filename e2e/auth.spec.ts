import { expect, expectNoSeriousA11yIssues, openNav, test, uniqueUser } from './fixtures';
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
  await dialog.getByLabel('Email').fill(user.email);
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
  await dialog.getByLabel('Email').fill('mismatch@example.com');
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
