import fs from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  buyPlan,
  expect,
  expectNoSeriousA11yIssues,
  expectNoSidewaysScroll,
  signedIn,
  test,
} from './fixtures';

const ANSWERS = [
  'When I was leading a group project in history class, two teammates disagreed about the topic. My task was to get us to one plan before the deadline. I met each of them, listened to their reasons, and suggested we vote after a five minute pitch each. As a result we chose a topic in one meeting and got an A, and both said the process was fair.',
  'I would first make sure I understood the goal and the constraints, then break the problem into smaller steps. For example I used a hash map to count items, which made the lookup constant time instead of linear, and I tested it with edge cases like an empty list.',
  'I think I would maybe just try things until it works, I guess.',
];

test.describe('Interview simulator', () => {
  test('a three-question text interview to the report and its PDF', async ({ page }) => {
    const { token } = await signedIn(page);
    await buyPlan(page, token, 'max_monthly');
    await page.goto('/interview');
    await expect(page.getByRole('heading', { level: 1, name: /Interview/ })).toBeVisible();
    await page.getByRole('checkbox', { name: /Algorithms/ }).check();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Start Interview' }).click();

    for (let i = 0; i < 3; i++) {
      await expect(page.getByText(new RegExp(`Question ${i + 1} / 8`)).first()).toBeVisible();
      await page.getByRole('textbox', { name: /answer/i }).fill(ANSWERS[i]!);
      await page.getByRole('button', { name: 'Submit Answer' }).click();
      await expect(page.getByRole('heading', { name: 'Answer Submitted' })).toBeVisible();
      if (i === 0) {
        await expectNoSeriousA11yIssues(page);
        await expectNoSidewaysScroll(page);
      }
      if (i < 2) await page.getByRole('button', { name: 'Next Question' }).click();
    }
    await page.getByRole('button', { name: 'Finish & Get Report' }).click();
    await expect(page.getByRole('heading', { name: 'Interview Complete' })).toBeVisible();
    await expect(page.getByText('You answered 3 questions.')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF Report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^interview_report_[0-9a-f-]{36}\.pdf$/);
    const bytes = fs.readFileSync((await file.path())!);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain('Overall grade');
    expect(text).toContain('history class');

    await page.getByRole('button', { name: 'Start New Interview' }).click();
    await expect(page.getByRole('button', { name: 'Start Interview' })).toBeVisible();
  });
});
