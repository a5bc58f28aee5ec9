import type { Page } from '@playwright/test';
import { renderProblemPng } from '../packages/engines/src/math-ocr/testing';
import { expect, expectNoSeriousA11yIssues, expectNoSidewaysScroll, signedIn, test } from './fixtures';
import { ADMIN } from './playwright.config';

async function solveTyped(page: Page, problem: string) {
  await page.goto('/math-tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Math Problem Solver' })).toBeVisible();
  const solve = page.getByRole('button', { name: 'Solve', exact: true });
  await expect(solve).toBeDisabled();
  await page.getByRole('textbox', { name: 'Math problem' }).fill(problem);
  await solve.click();
  await expect(page.getByRole('heading', { name: 'I read this as' })).toBeVisible({ timeout: 20_000 });
}

const finalAnswer = (page: Page) => page.getByRole('region', { name: 'Final answer' });
const validation = (page: Page) => page.getByRole('region', { name: 'Validation' });

test.describe('Math tutor', () => {
  test('solves 2x+3=11 step by step, validates it and saves it to the library', async ({ page }) => {
    await signedIn(page);
    await solveTyped(page, '2x+3=11');
    await expect(page.getByRole('heading', { name: 'Parsed Expression' })).toBeVisible();
    await expect(page.getByText('Linear equation')).toBeVisible();
    await expect(page.getByText(/^Solved by /)).toBeVisible();
    const steps = page.getByRole('list', { name: 'Solution steps' }).getByRole('listitem');
    await expect(steps.first()).toContainText('Step 1:');
    expect(await steps.count()).toBeGreaterThan(1);
    await expect(finalAnswer(page)).toContainText('x = 4');
    await expect(validation(page).getByText('Pass', { exact: true })).toBeVisible();
    await expect(page.getByText(/High confidence/)).toBeVisible();
    // KaTeX typeset the answer with its own fonts.
    await expect(finalAnswer(page).locator('.katex-html')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('link', { name: 'View in Library' }).click();
    await page.getByRole('button', { name: 'View Math: 2x+3=11' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Math: 2x+3=11' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Solution steps' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(finalAnswer(page)).toContainText('x = 4');
    await expect(validation(page).getByText('Pass', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('solves a quadratic from an example, then re-solves an edited reading', async ({ page }) => {
    await signedIn(page);
    await page.goto('/math-tutor');
    await page
      .getByRole('group', { name: 'Try an example' })
      .getByRole('button', { name: 'x^2-5x+6=0' })
      .click();
    await expect(page.getByRole('textbox', { name: 'Math problem' })).toHaveValue('x^2-5x+6=0');
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page.getByText('Quadratic equation')).toBeVisible({ timeout: 20_000 });
    await expect(finalAnswer(page)).toContainText('x = 3');
    await expect(finalAnswer(page)).toContainText('x = 2');

    await page.getByRole('button', { name: 'Edit' }).click();
    const field = page.getByRole('textbox', { name: 'Correct the problem' });
    await expect(field).toHaveValue('x^2-5x+6=0');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(field).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await field.fill('x^2-7x+12=0');
    await page.getByRole('button', { name: 'Re-solve' }).click();
    await expect(finalAnswer(page)).toContainText('x = 4', { timeout: 20_000 });
    await expect(finalAnswer(page)).toContainText('x = 3');
    await expect(page.getByRole('textbox', { name: 'Math problem' })).toHaveValue('x^2-7x+12=0');
    await expectNoSeriousA11yIssues(page);
  });

  test('checks working with a wrong line and points at it with a hint', async ({ page }) => {
    await signedIn(page);
    const working = '2x+3=11\n2x=14\nx=7';
    await page.goto('/math-tutor');
    await page.getByRole('tab', { name: 'Check my steps' }).click();
    await page.getByRole('textbox', { name: 'Problem and your working' }).fill(working);
    await page.getByRole('button', { name: 'Check My Steps' }).click();
    await expect(page.getByRole('heading', { name: 'Your working, checked' })).toBeVisible({
      timeout: 20_000,
    });
    const lines = page.getByRole('list', { name: 'Your lines of working' }).getByRole('listitem');
    await expect(lines.nth(1)).toHaveAttribute('data-status', 'wrong');
    await expect(lines.nth(1)).toContainText('Mistake');
    await expect(lines.nth(1)).toContainText('Hint:');
    await expect(lines.nth(2)).toHaveAttribute('data-status', 'unchecked');
    await expect(page.getByText('Step 1 needs another look')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('a derivative fits the screen: nothing scrolls the page sideways', async ({ page }) => {
    await signedIn(page);
    await solveTyped(page, 'd/dx x^2 sin x');
    await expect(page.getByText('Derivative', { exact: true })).toBeVisible();
    await expect(validation(page).getByText('Pass', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Check my steps' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yIssues(page);
  });

  test.describe('photos', () => {
    // Named as a phone camera names its photos: a long name with no spaces had widened the form past
    // a phone's screen.
    const photo = (line = '3x + 4 = 19') => ({
      name: 'PXL_20261130_081523456.png',
      mimeType: 'image/png',
      buffer: Buffer.from(renderProblemPng([line])),
    });

    async function solvePhoto(page: Page, line?: string) {
      await page.goto('/math-tutor');
      await page.getByRole('tab', { name: 'Image Input' }).click();
      await page.getByLabel('Upload Image').setInputFiles(photo(line));
      await expect(page.getByRole('img', { name: 'Your problem, as it will be sent' })).toBeVisible();
      await page.getByRole('button', { name: 'Solve', exact: true }).click();
    }

    test.describe('on the free plan', () => {
      test.use({ allowConsole: [/status of 403/] });
      test('a free student is told which plan reads photos', async ({ page }) => {
        await signedIn(page);
        await solvePhoto(page);
        await expect(page.getByText(/Plus plan/).first()).toBeVisible();
      });
    });

    test('a photo is read, solved and checked (the admin account has every plan feature)', async ({
      page,
    }) => {
      const login = await page.request.post('/api/auth/login', { data: ADMIN });
      expect(login.ok()).toBe(true);
      const { access_token } = await login.json();
      await page.addInitScript((token) => localStorage.setItem('auth_token', token), access_token);
      await solvePhoto(page);
      await expect(page.getByRole('heading', { name: 'I read this as' })).toBeVisible({ timeout: 30_000 });
      await expect(finalAnswer(page)).toContainText('x = 5');
      await expect(validation(page).getByText('Pass', { exact: true })).toBeVisible();
      await expect(page.getByText(/% · (High|Medium) confidence/)).toBeVisible();
      await expect(validation(page).getByText('Checked for 3x+4=19 as read from your photo.')).toBeVisible();
      // Against the screen's width: a phone's emulated window widens with its content.
      await expectNoSidewaysScroll(page);
    });

    test('an uncertain reading is shown to confirm before anything is solved', async ({ page }) => {
      const login = await page.request.post('/api/auth/login', { data: ADMIN });
      const { access_token } = await login.json();
      await page.addInitScript((token) => localStorage.setItem('auth_token', token), access_token);
      await solvePhoto(page, '2x^3 - x = 1');
      const confirm = page.getByRole('button', { name: 'Yes, solve this' });
      await expect(confirm).toBeVisible({ timeout: 30_000 });
      await expect(finalAnswer(page)).toHaveCount(0);
      await expectNoSeriousA11yIssues(page);
      await confirm.click();
      await expect(finalAnswer(page)).toContainText('x = 1');
      await expect(validation(page).getByText('Pass', { exact: true })).toBeVisible();
    });
  });
});
