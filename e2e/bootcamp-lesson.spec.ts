import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, expectNoSidewaysScroll, signedIn, test } from './fixtures';

const TITLE = 'Hello, Python: print and variables';

/** content/bootcamp/week-01/lesson-01.json's final_code: it passes all four of the lesson's tests. */
const SOLUTION = `# My player profile card
name = "Nova"
planet = "Mars"
level = 7
lives = 3

print("=== PLAYER CARD ===")
print("Name:", name)
print("Home planet:", planet)
print("Level:", level)
print("Lives:", lives)

level = level + 1
print("Level up! Now at level", level)
print("===================")
`;

/** Week 1 is open on every plan: open its first lesson from the bootcamp home. */
async function openFirstLesson(page: Page) {
  await signedIn(page);
  await page.goto('/bootcamp');
  await page.getByRole('button', { name: new RegExp(TITLE.replace(/[()]/g, '\\$&')) }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

const codeArea = (page: Page) => page.getByRole('textbox', { name: 'Your code' });
const terminal = (page: Page) => page.getByRole('log', { name: 'Output Terminal' }).first();

/** Replaces the editor's text the way a paste would. */
async function typeCode(page: Page, code: string) {
  await codeArea(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
}

async function editorText(page: Page): Promise<string> {
  return codeArea(page).evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'), (line) => line.textContent ?? '').join('\n'),
  );
}

test.describe('Bootcamp lesson', () => {
  test('runs code with input, passes the tests and completes the lesson', async ({ page }) => {
    await openFirstLesson(page);
    await expect(page.getByText('Week 1 · Beginner · ~15 min')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lesson Plan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Try It Yourself' })).toBeVisible();
    expect(await editorText(page)).toContain('# TODO: create a variable called level');
    // Nothing is wider than the screen, phones included.
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yIssues(page);

    await typeCode(page, "name = input('Name: ')\nprint('Hi', name)\n");
    await page.getByRole('button', { name: 'Input', exact: true }).click();
    await page.getByRole('textbox', { name: 'Input lines' }).fill('Ada\n\n');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(terminal(page)).toContainText('Name: Ada', { timeout: 20_000 });
    await expect(terminal(page)).toContainText('Hi Ada');

    await typeCode(page, SOLUTION);
    await page.getByRole('button', { name: 'Run Tests' }).click();
    const results = page.getByRole('region', { name: 'Test Results' });
    await expect(results).toContainText('4 / 4 tests passed', { timeout: 20_000 });
    await expect(results).toContainText('Score: 100%');
    await expect(page.getByRole('status').filter({ hasText: 'Your code: Saved' })).toBeVisible({
      timeout: 10_000,
    });
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByText('Lesson completed! Great work!').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled();

    // Back on the home the lesson shows as done; opening it again brings back the saved code.
    await page.getByRole('button', { name: 'Back to Bootcamp' }).click();
    const row = page.getByRole('button', { name: new RegExp(TITLE.replace(/[()]/g, '\\$&')) });
    await expect(row).toContainText('Completed');
    await row.click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect.poll(() => editorText(page)).toContain('print("Level up! Now at level", level)');
    await expect(page.getByRole('region', { name: 'Test Results' })).toContainText('4 / 4 tests passed');
  });

  test('Tab inserts four spaces, and Escape then Tab leaves the editor', async ({ page }) => {
    await openFirstLesson(page);
    await typeCode(page, 'if True:\nprint(1)');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    expect(await editorText(page)).toBe('if True:\n    print(1)');
    await page.keyboard.press('Shift+Tab');
    expect(await editorText(page)).toBe('if True:\nprint(1)');
    await expect(codeArea(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(codeArea(page)).not.toBeFocused();
    expect(await editorText(page)).toBe('if True:\nprint(1)');
  });

  test('shows practice exercises with their own editors', async ({ page }) => {
    await openFirstLesson(page);
    await page.getByRole('button', { name: 'Generate Practice Exercises' }).click();
    const exercise = page.getByRole('article', { name: 'About me' });
    await expect(exercise).toBeVisible();
    await expect(exercise.getByText('Easy')).toBeVisible();
    await exercise.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(exercise.getByRole('log', { name: 'Output Terminal' })).toContainText('Nickname: Zee', {
      timeout: 20_000,
    });
    await expectNoSeriousA11yIssues(page);
  });
});
