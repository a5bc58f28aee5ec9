import type { Locator, Page, TestInfo } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yIssues,
  expectNoSidewaysScroll,
  openNav,
  signedIn,
  test,
} from './fixtures';

const week = (page: Page, n: number) => page.getByRole('region', { name: `Week ${n}`, exact: true });

async function openBootcamp(page: Page) {
  await signedIn(page);
  await page.goto('/dashboard');
  await (await openNav(page)).getByRole('link', { name: 'Bootcamp', exact: true }).click();
  await expect(page).toHaveURL(/\/bootcamp$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI Coding Bootcamp' })).toBeVisible();
}

/**
 * The answer review scrolls behind the Retake / Continue bar and never shows below it: midway the
 * bar sits on the dialog's bottom edge, and at the end the last answer ends above the bar.
 */
async function expectReviewAboveActions(page: Page, testInfo: TestInfo) {
  const dialog = page.getByRole('dialog');
  const bar = dialog.getByRole('button', { name: 'Retake Quiz' }).locator('..');
  const answers = dialog
    .getByRole('listitem')
    .filter({ has: page.getByText(/^Question \d+: (Correct|Incorrect)$/) });
  const bottomOf = async (locator: Locator) => {
    const box = await locator.boundingBox();
    expect(box).not.toBeNull();
    return box!.y + box!.height;
  };
  await dialog.evaluate((d) => d.scrollTo({ top: d.scrollHeight / 2 }));
  expect(Math.abs((await bottomOf(bar)) - (await bottomOf(dialog)))).toBeLessThanOrEqual(1);
  await page.screenshot({ path: testInfo.outputPath('quiz-review-midway.png') });

  await dialog.evaluate((d) => d.scrollTo({ top: d.scrollHeight }));
  await expect(answers.last()).toBeInViewport();
  const barTop = (await bar.boundingBox())!.y;
  expect(await bottomOf(answers.last())).toBeLessThanOrEqual(barTop + 1);
  await page.screenshot({ path: testInfo.outputPath('quiz-review-end.png') });
}

test.describe('Bootcamp home', () => {
  test('a new free student sees their progress, week 1 open and week 2 locked', async ({ page }) => {
    await openBootcamp(page);
    const progress = page.getByRole('region', { name: 'Your Progress' });
    await expect(progress.getByText('0% complete')).toBeVisible();
    await expect(progress.getByText('Week 1', { exact: true })).toBeVisible();
    await expect(progress.getByText('48', { exact: true })).toBeVisible();

    const one = week(page, 1);
    await expect(one.getByRole('button')).toHaveCount(5); // four lessons and the quiz
    await expect(one.getByRole('button', { name: /Week 1 Quiz/ })).toBeVisible();
    await expect(one.getByText('~15 min').first()).toBeVisible();
    await expect(one.getByText('Locked', { exact: true })).toHaveCount(0);

    const two = week(page, 2);
    await expect(two.getByText('Locked', { exact: true })).toBeVisible();
    await expect(two.getByRole('button', { name: /Week 2 Quiz/ })).toHaveCount(0);
    await expect(two.getByRole('button', { name: 'Unlock Week 2' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Week \d+$/ })).toHaveCount(12);

    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yIssues(page);
  });

  test('takes the Week 1 quiz to a grade with a review, and a retake starts over', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000); // fifteen questions and three accessibility scans
    await openBootcamp(page);
    await week(page, 1)
      .getByRole('button', { name: /Week 1 Quiz/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Week 1 Quiz: Python basics' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/(20:00|19:5\d)/);
    await expectNoSeriousA11yIssues(page);

    for (let n = 1; n <= 15; n += 1) {
      await expect(dialog.getByText(`Question ${n} of 15`, { exact: true })).toBeVisible();
      await dialog.getByRole('radio').first().check();
      if (n < 15) await dialog.getByRole('button', { name: 'Next' }).click();
    }
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(dialog.getByRole('heading', { name: 'Quiz Complete' })).toBeVisible();
    await expect(dialog.getByTestId('quiz-grade')).toHaveText(/^[ABCDF]$/);
    await expect(dialog.getByText(/^\d+ of 15$/)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Answer Review' })).toBeVisible();
    await expect(dialog.getByText('Correct answer:')).toHaveCount(15);
    await expectNoSeriousA11yIssues(page);
    await expectReviewAboveActions(page, testInfo);

    await dialog.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(dialog.getByText('Question 1 of 15', { exact: true })).toBeVisible();
    await expect(dialog.getByText('0 of 15 answered')).toBeVisible();
    for (const radio of await dialog.getByRole('radio').all()) await expect(radio).not.toBeChecked();

    // Nothing answered yet, so Escape closes without asking.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('buying the Weekly Pass from a locked week goes through the test checkout and opens it', async ({
    page,
  }) => {
    await openBootcamp(page);
    await week(page, 2).getByRole('button', { name: 'Unlock Week 2' }).click();
    const plans = page.getByRole('dialog', { name: 'Unlock the full bootcamp' });
    await expect(plans.getByRole('listitem', { name: 'StudyBot Max' })).toContainText('Recommended');
    await expect(plans.getByRole('listitem', { name: 'Lifetime' })).toContainText('$29');
    await expect(plans.getByRole('listitem', { name: 'Weekly Pass' })).toContainText('$4.99');
    await expectNoSeriousA11yIssues(page);

    await plans.getByRole('button', { name: 'Buy Weekly Pass' }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
    await expect(page.getByText('Test payment — no money moves')).toBeVisible();
    await page.getByRole('button', { name: 'Pay $4.99' }).click();
    await expect(page).not.toHaveURL(/\/checkout\//);

    // Wherever the checkout returned to, the bootcamp now has every week open.
    await page.goto('/bootcamp');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Coding Bootcamp' })).toBeVisible();
    await expect(week(page, 2).getByText('Locked', { exact: true })).toHaveCount(0);
    await expect(week(page, 2).getByRole('button', { name: /Week 2 Quiz/ })).toBeVisible();
    await expect(page.getByText('Locked', { exact: true })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});
