import { expect, expectNoSeriousA11yIssues, signedIn, test } from './fixtures';

test.describe('Create Hub', () => {
  test('tabs: placeholders, and switching clears the form', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=quiz');
    await expect(page.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Ready to Create!')).toBeVisible();
    await page.getByRole('textbox', { name: /^Topic/ }).fill('photosynthesis');
    await page.getByRole('tab', { name: 'Video' }).click();
    await expect(page.getByText('Coming Soon').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Quiz' }).click();
    await expect(page.getByRole('textbox', { name: /^Topic/ })).toHaveValue('');
    await expectNoSeriousA11yIssues(page);
  });

  test('a quiz from a study pack: answer, finish, score, and save the attempt', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=quiz');
    await page.getByRole('textbox', { name: /^Topic/ }).fill('photosynthesis');
    await page.getByRole('button', { name: 'Generate Quiz' }).click();

    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Question ${i} of 5`, { exact: true })).toBeVisible();
      const submit = page.getByRole('button', { name: 'Submit Answer' });
      await expect(submit).toBeDisabled();
      await page.getByRole('radio').first().check();
      await submit.click();
      await expect(page.getByText('Correct answer').first()).toBeVisible();
      await page.getByRole('button', { name: i < 5 ? 'Next Question' : 'Finish Quiz' }).click();
    }
    await expect(page.getByText(/^\d\/5$/)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Save Quiz to Library' }).click();
    await expect(page.getByText('Quiz saved to your library').first()).toBeVisible();

    await page.goto('/library');
    await expect(page.getByRole('heading', { name: 'Quiz: photosynthesis' })).toBeVisible();
  });

  test('the quiz timer runs out, submits on its own and counts the question wrong', async ({ page }) => {
    await page.clock.install();
    await signedIn(page);
    await page.goto('/create?tab=quiz');
    await page.getByRole('textbox', { name: /^Topic/ }).fill('cell structure');
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible();
    await expect(page.getByText('30 seconds left')).toBeVisible();
    await page.clock.runFor(21_000);
    await expect(page.getByText('9 seconds left')).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(page.getByText(/Time's up! The answer is/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next Question' })).toBeVisible();
    for (const radio of await page.getByRole('radio').all()) await expect(radio).toBeDisabled();
  });

  test('flashcards: flip with the keyboard and schedule a review', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=flashcards');
    await page.getByRole('textbox', { name: /^Topic/ }).fill('the periodic table');
    await page.getByRole('combobox', { name: /Number of cards/ }).selectOption('5');
    await page.getByRole('button', { name: 'Generate Flashcards' }).click();
    await expect(page.getByText('Card 1 of 5')).toBeVisible();
    const deck = page.getByRole('region', { name: 'Flashcard deck' });
    // Listen reads the card aloud (speed 0.9) through the same voice engine.
    await deck.getByRole('button', { name: /^Listen/ }).click();
    await expect(deck.getByRole('button', { name: 'Stop' })).toBeVisible({ timeout: 15_000 });
    await deck.getByRole('button', { name: 'Stop' }).click();
    await deck.getByRole('button').first().focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Good/ }).click();
    await expect(page.getByText(/Next review in/)).toBeVisible();
    await expect(page.getByText('Card 2 of 5')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View in Library' })).toHaveAttribute('href', '/library');
  });

  test('image: a graph drawn by the local renderer, shown as a picture', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=image');
    await page.getByRole('textbox', { name: /^Prompt/ }).fill('graph of y = x^2 - 4');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    const image = page.getByRole('img', { name: /y = x\^2 - 4/ });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByRole('link', { name: 'Download SVG' })).toBeVisible();
  });

  test.describe('errors', () => {
    test.use({ allowConsole: [/status of 422/] });

    test('a prompt it cannot draw says what it can draw', async ({ page }) => {
      await signedIn(page);
      await page.goto('/create?tab=image');
      await page.getByRole('textbox', { name: /^Prompt/ }).fill('a cat wearing a hat');
      await page.getByRole('button', { name: 'Generate Image' }).click();
      await expect(page.getByText(/graphs of functions of x/).first()).toBeVisible();
    });
  });
});
