import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, expectNoSidewaysScroll, test } from './fixtures';
import { ADMIN } from './playwright.config';

async function asAdmin(page: Page) {
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { access_token } = await login.json();
  // Top frame only: the blog editor's preview is a sandboxed frame without storage.
  await page.addInitScript((token) => {
    if (window.top === window) localStorage.setItem('auth_token', token);
  }, access_token);
  return access_token as string;
}

test.describe('Blog', () => {
  // The editor's preview of a script and a broken image: the sandbox blocks them, and says so.
  test.use({ allowConsole: [/Blocked script execution in 'about:srcdoc'|ERR_BLOCKED_BY_RESPONSE/] });
  test('an admin writes, publishes and unpublishes a post; the public reads it, filters by tag and opens a related one', async ({
    page,
    browser,
  }) => {
    // A tag of this run's own, so posts of other tests never mix in.
    const tag = `Run${Date.now().toString(36)}`;
    const title = `Revision timetables that work ${tag}`;
    const token = await asAdmin(page);
    // A published post sharing the tag, to appear as related.
    const other = await page.request.post('/api/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Spacing reviews ${tag}`,
        content: '<p>Short, spaced sessions.</p>',
        tags: [tag],
        status: 'published',
      },
    });
    expect(other.ok()).toBe(true);

    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'New Post' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Post' });
    await editor.getByLabel('Title', { exact: true }).fill(title);
    await editor
      .getByLabel(/^Content/)
      .fill(
        '<h2>Plan backwards</h2><p>Start from the exam date.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      );
    await editor.getByLabel('Tags').fill(`${tag}, exams, ${tag.toLowerCase()}`);
    await expect(editor.frameLocator('iframe').getByText('Start from the exam date.')).toBeVisible();
    // A stray click outside the editor does not throw the draft away.
    await page.mouse.click(3, 3);
    await expect(editor).toBeVisible();
    await editor.getByRole('button', { name: 'Save Post' }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole('list', { name: 'All posts' }).getByText(title)).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // A draft is not public.
    const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/blog?tag=${tag}`);
    await expect(visitor.getByText(`Spacing reviews ${tag}`)).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    await page.getByRole('button', { name: `Publish ${title}` }).click();
    await expect(page.getByRole('button', { name: `Unpublish ${title}` })).toBeVisible();

    await visitor.goto('/blog');
    const filter = visitor.getByRole('navigation', { name: 'Filter posts by tag' });
    await filter.getByRole('link', { name: new RegExp(`^${tag} 2`) }).click();
    await expect(visitor).toHaveURL(new RegExp(`tag=${tag}`));
    await visitor.getByRole('link', { name: title }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Plan backwards' })).toBeVisible();
    // The sanitizer kept the text and dropped the script and the handler.
    expect(await visitor.locator('article script, article [onerror]').count()).toBe(0);
    expect(await visitor.title()).toContain(title);
    await expectNoSeriousA11yIssues(visitor);
    await expectNoSidewaysScroll(visitor);
    await visitor
      .getByRole('link', { name: `Spacing reviews ${tag}` })
      .first()
      .click();
    await expect(visitor.getByRole('heading', { level: 1, name: `Spacing reviews ${tag}` })).toBeVisible();

    await page.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(page.getByRole('button', { name: `Publish ${title}` })).toBeVisible();
    await visitor.goto(`/blog?tag=${tag}`);
    await expect(visitor.getByText(`Spacing reviews ${tag}`)).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await visitorContext.close();
  });

  test.describe('a missing post', () => {
    test.use({ allowConsole: [/status of 404/] });
    test('says so and leads back to the blog', async ({ page }) => {
      await page.goto('/blog/no-such-post-anywhere');
      await expect(page.getByText('Blog post not found')).toBeVisible();
      await page
        .getByRole('link', { name: 'Back to Blog' })
        .or(page.getByRole('button', { name: 'Back to Blog' }))
        .click();
      await expect(page).toHaveURL(/\/blog$/);
    });
  });
});
