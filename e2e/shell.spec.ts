import {
  expect,
  expectNoSeriousA11yIssues,
  expectNoSidewaysScroll,
  openNav,
  signedIn,
  test,
} from './fixtures';

test('logged-out visitors are sent to / from every login-required route', async ({ page }) => {
  for (const path of ['/dashboard', '/library', '/create', '/billing', '/analytics', '/admin']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
});

test('admin-only routes send a student away, each to its own place', async ({ page }) => {
  await signedIn(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/); // / redirects a signed-in user on to /dashboard
  await page.goto('/admin/blog');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/mailerlite-export');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The redirects above may still be settling: any navigation closes the phone menu, so open it again.
  const menu = page.getByRole('navigation', { name: /^Main( menu)?$/ });
  await expect(async () => {
    if (!(await menu.getByRole('link', { name: 'Library', exact: true }).isVisible())) await openNav(page);
    await expect(menu.getByRole('link', { name: 'Library', exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('a signed-in student opening / goes to the dashboard', async ({ page }) => {
  const user = await signedIn(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.username}!` })).toBeVisible();
});

test('the navigation bar reaches every tool, and features still to come say so', async ({ page }) => {
  await signedIn(page);
  await page.goto('/dashboard');
  const links = [
    ['Create', '/create'],
    ['Interview', '/interview'],
    ['Resume', '/resume-analyzer'],
    ['Bootcamp', '/bootcamp'],
    ['Writing', '/writing-assistant'],
    ['Math Tutor', '/math-tutor'],
    ['Chat', '/chat'],
    ['Analytics', '/analytics'],
    ['Library', '/library'],
    ['Billing', '/billing'],
  ];
  const nav = await openNav(page);
  for (const [name, href] of links) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  await nav.getByRole('link', { name: 'Math Tutor', exact: true }).click();
  await expect(page).toHaveURL(/\/math-tutor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Math Problem Solver' })).toBeVisible();
  await (await openNav(page)).getByRole('link', { name: 'Resume', exact: true }).click();
  await expect(page).toHaveURL(/\/resume-analyzer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Analyzer' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cover Letter Generator' })).toBeVisible();
  await (await openNav(page)).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('about and privacy are public, with the back button going home or to the dashboard', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByText('Last updated: January 1, 2025')).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signedIn(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About StudyBot' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the landing page fits a phone without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  await expectNoSidewaysScroll(page);
});
