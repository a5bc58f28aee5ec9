import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { typesetScience } from '../apps/web/src/lib/typeset.ts';
import { expect, expectNoSeriousA11yIssues, expectNoSidewaysScroll, signedIn, test } from './fixtures';

// The packs the quiz and the drill come from: the test knows their answers, the student does not.
interface Pack {
  facts: { question: string; answer: string }[];
  terms: { term: string; definition: string }[];
}
const packsDir = new URL('../content/study-packs/', import.meta.url);
const packs: Pack[] = fs
  .readdirSync(packsDir)
  .flatMap((subject) =>
    fs
      .readdirSync(new URL(`${subject}/`, packsDir))
      .map((file) => JSON.parse(fs.readFileSync(new URL(`${subject}/${file}`, packsDir), 'utf8')) as Pack),
  );

/** A pack's answer to a question as the quiz or the drill shows it (formulas typeset: CO₂). */
function rightAnswer(prompt: string): string {
  for (const pack of packs) {
    const fact = pack.facts.find((f) => typesetScience(f.question) === prompt);
    if (fact) return typesetScience(fact.answer);
    const term = pack.terms.find((t) => prompt.includes(typesetScience(t.definition.replace(/\.$/, ''))));
    if (term) return typesetScience(term.term);
  }
  throw new Error(`not a study pack question: ${prompt}`);
}

async function takeQuizWrongly(page: Page) {
  await page.goto('/create?tab=quiz');
  await page.getByRole('textbox', { name: /^Topic/ }).fill('photosynthesis');
  await page.getByRole('button', { name: 'Generate Quiz' }).click();
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Question ${i} of 5`, { exact: true })).toBeVisible();
    const legend = (await page.locator('legend').first().textContent()) ?? '';
    const right = rightAnswer(legend.replace(/^Question \d+ of \d+: /, '').trim());
    const radios = page.getByRole('radio');
    const count = await radios.count();
    for (let r = 0; r < count; r++) {
      const label = (await radios.nth(r).evaluate((el) => el.closest('label')?.textContent ?? '')).trim();
      if (!label.includes(right)) {
        await radios.nth(r).check();
        break;
      }
    }
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await page.getByRole('button', { name: i < 5 ? 'Next Question' : 'Finish Quiz' }).click();
  }
  await expect(page.getByText('0/5', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save My Score' }).click();
  await expect(page.getByRole('button', { name: 'Score Saved' })).toBeDisabled();
}

test.describe('Learning analytics', () => {
  test('a new student sees an honest empty state', async ({ page }) => {
    await signedIn(page);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: /Analytics/ })).toBeVisible();
    await expect(page.getByText(/Not enough activity yet/).first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test('wrong quiz answers make a topic weak; a drill answered right raises its mastery', async ({
    page,
  }) => {
    await signedIn(page);
    await takeQuizWrongly(page);

    await page.goto('/analytics');
    const overview = page.getByRole('list', { name: 'Topics by mastery' });
    const topic = overview.getByRole('listitem').filter({ hasText: 'Photosynthesis' });
    await expect(topic).toContainText('0 of 5 right');
    await expect(topic).toContainText('Weak');
    await expectNoSeriousA11yIssues(page);
    const before = Number((await topic.getByText(/^\d+%$/).textContent())?.replace('%', ''));
    expect(before).toBeLessThan(50);
    // Nothing scrolls sideways on a phone.
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Start Drill: Photosynthesis' }).click();
    await expect(page).toHaveURL(/\/practice\?lo=pack%3Abiology-photosynthesis&n=5$/);
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Question ${i} of 5`, { exact: true })).toBeVisible();
      const prompt = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
      await page.getByText(rightAnswer(prompt), { exact: true }).click();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(page.locator('[data-result="correct"]')).toBeVisible();
      await page.getByRole('button', { name: i < 5 ? 'Next question' : 'See results' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Drill complete' })).toBeVisible();
    await expect(page.getByText('5/5', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('link', { name: 'Back to analytics' }).last().click();
    // The page shows what it had, then the fresh figures.
    const score = page
      .getByRole('list', { name: 'Topics by mastery' })
      .getByRole('listitem')
      .filter({ hasText: 'Photosynthesis' })
      .getByText(/^\d+%$/);
    await expect
      .poll(async () => Number((await score.textContent())?.replace('%', '')))
      .toBeGreaterThan(before);
  });
});

test.describe('Review', () => {
  test('every due card in FSRS order; a rated card says when it is next due and does not come back', async ({
    page,
  }) => {
    const { token } = await signedIn(page);
    const made = await page.request.post('/api/generate/flashcards', {
      headers: { authorization: `Bearer ${token}` },
      data: { topic: 'photosynthesis', num_cards: 5, difficulty: 'medium' },
    });
    expect(made.ok()).toBe(true);
    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Review Flashcards' })).toBeVisible();
    for (const left of [5, 4, 3, 2, 1]) {
      await expect(page.getByText(`${left} ${left === 1 ? 'card' : 'cards'} left`)).toBeVisible();
      await page.getByRole('button', { name: 'Show answer' }).click();
      await page.getByRole('button', { name: /^Good/ }).click();
      await expect(
        page.getByText(/Next review in \d+ (minute|minutes|hour|hours|day|days)\./).first(),
      ).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  });
});
