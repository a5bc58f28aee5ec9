import { expect, expectNoSeriousA11yIssues, signedIn, test, uniqueUser } from './fixtures';

// The opening of Moby-Dick (public domain), which the bundled reference corpus holds.
const MOBY_OPENING =
  'Call me Ishmael. Some years ago—never mind how long precisely—having little or no money in my purse, and nothing particular to interest me on shore, I thought I would sail about a little and see the watery part of the world.';

// A classmate's essay, and the lightly edited copy another student checks.
const CLASSMATE_ESSAY =
  'Every autumn the arctic tern leaves its nesting grounds near the North Pole and flies south along the coasts of Europe and Africa. By the time it reaches the pack ice of Antarctica it has covered more than thirty thousand kilometres, feeding on small fish it snatches from the surface of the sea.';
const EDITED_COPY =
  'Each autumn the arctic tern leaves its nesting grounds near the North Pole and travels south along the coasts of Europe and Africa. By the time it reaches the pack ice of Antarctica it has covered more than thirty thousand kilometres, feeding on little fish it snatches from the surface of the sea.';

test.describe('Voice and plagiarism', () => {
  test('voiceover: generate, play the MP3, save it, and find it in the library', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=voiceover');
    const text = page.getByRole('textbox', { name: /^Text/ });
    await text.fill('Hi');
    await page.getByRole('button', { name: 'Generate Voiceover' }).click();
    await expect(page.getByText('Text is too short for audio generation').first()).toBeVisible();

    await text.fill(
      'The water cycle moves water between the oceans, the air and the land. The sun warms the sea, the vapour rises and cools into clouds, and rain brings the water back down.',
    );
    await expect(page.getByText(/Estimated duration: 12 seconds/)).toBeVisible();
    await page.getByRole('combobox', { name: /^Voice/ }).selectOption('brian');
    await page.getByRole('button', { name: 'Generate Voiceover' }).click();
    // The new clip starts by itself (autoplay, with the browser's autoplay policy lifted in the config).
    const pause = page.getByRole('button', { name: 'Pause' });
    await expect(pause).toBeVisible({ timeout: 15_000 });
    // Chromium decoded the MP3: it knows its length, and the clip is moving.
    const audio = page.locator('audio');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(2);
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(0);
    await pause.click();
    const play = page.getByRole('button', { name: 'Play' });
    await expect(play).toBeVisible();
    const pausedAt = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
    await play.click();
    await expect(pause).toBeVisible();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBeGreaterThan(pausedAt);
    await pause.click();
    await expect(play).toBeVisible();
    // Free plan: no download.
    await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    await page.getByRole('button', { name: /Save/ }).click();
    await expect(page.getByText('Audio saved to library!').first()).toBeVisible();
    await page.goto('/library');
    await expect(page.getByRole('heading', { name: /The water cycle moves/ })).toBeVisible();
  });

  test('plagiarism: a copied passage is found, highlighted and named', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=plagiarism');
    const text = page.getByRole('textbox', { name: /^Text to check/ });
    const button = page.getByRole('button', { name: 'Check Plagiarism' });
    await text.fill('Too short to check.');
    await expect(button).toBeDisabled();
    await text.fill(
      `My report is about whaling ships and the people who sailed on them. ${MOBY_OPENING} I chose this book because my uncle works on a fishing boat.`,
    );
    await expect(button).toBeEnabled();
    await button.click();
    await expect(page.getByText(/Moby-Dick/).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('High similarity').first()).toBeVisible();
    await expect(page.getByLabel('Your text with matches highlighted').locator('mark').first()).toContainText(
      'Call me Ishmael',
    );
    await expectNoSeriousA11yIssues(page);
  });

  test('plagiarism: a copy of another student’s essay is named, with their text withheld', async ({
    page,
  }) => {
    const classmate = await page.request.post('/api/auth/register', { data: uniqueUser('mate') });
    const { access_token } = await classmate.json();
    const first = await page.request.post('/api/generate/plagiarism', {
      headers: { authorization: `Bearer ${access_token}` },
      data: { text: CLASSMATE_ESSAY, title: 'Arctic terns by my classmate' },
    });
    expect(first.ok()).toBe(true);

    await signedIn(page);
    await page.goto('/create?tab=plagiarism');
    await page.getByRole('textbox', { name: /^Text to check/ }).fill(EDITED_COPY);
    await page.getByRole('button', { name: 'Check Plagiarism' }).click();
    const sources = page.getByRole('list', { name: 'Matching sources' });
    // Other runs of this test check the same essay, so it may match several submissions.
    await expect(sources.getByText('Another student’s submission — text withheld').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Your text with matches highlighted').locator('mark').first()).toContainText(
      'the arctic tern leaves its nesting grounds',
    );
    // Nothing of the classmate's that the checker did not type: not their words, not their title.
    for (const theirs of ['Every autumn', 'flies south', 'small fish', 'Arctic terns by my classmate']) {
      await expect(page.getByText(theirs)).toHaveCount(0);
    }
    await expectNoSeriousA11yIssues(page);
  });
});
