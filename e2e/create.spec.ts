import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, signedIn, test } from './fixtures';

type ClipWindow = Window & { __clipEvents?: string[] };

/**
 * Records what happens to every clip the page plays (play() refused, and its playing, pause, ended
 * and error events) without changing how it plays; returns a reader of that record.
 */
async function watchClips(page: Page) {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as ClipWindow).__clipEvents = events;
    const watched = new WeakSet<HTMLMediaElement>();
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!watched.has(this)) {
        watched.add(this);
        for (const type of ['playing', 'pause', 'ended'])
          this.addEventListener(type, () => events.push(type));
        this.addEventListener('error', () =>
          events.push(`error ${this.error?.code}: ${this.error?.message}`),
        );
      }
      const started = play.call(this);
      started.catch((error: unknown) => events.push(`play() refused: ${String(error)}`));
      return started;
    };
  });
  return () => page.evaluate(() => (window as ClipWindow).__clipEvents ?? []);
}

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
    await expect(page.getByText('This quiz is already in your library.')).toBeVisible();
    await page.getByRole('button', { name: 'Save My Score' }).click();
    await expect(page.getByText('Your score is saved with the quiz in your library').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Score Saved' })).toBeDisabled();

    await page.goto('/library');
    await expect(page.getByRole('heading', { name: 'Quiz: photosynthesis' })).toBeVisible();

    // The item has an address of its own: Back (the browser's, or a phone's) returns to the list.
    await page.getByRole('button', { name: 'View Quiz: photosynthesis' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz: photosynthesis' })).toBeVisible();
    await expect(page).toHaveURL(/\/library\/[0-9a-f-]{36}$/);
    const itemUrl = page.url();
    await page.goBack();
    await expect(page).toHaveURL(/\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Study Library' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Quiz: photosynthesis' })).toBeFocused();

    // A direct load shows the item; an address naming no item says so.
    await page.goto(itemUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Quiz: photosynthesis' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
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
    const clipEvents = await watchClips(page);
    await signedIn(page);
    await page.goto('/create?tab=flashcards');
    await page.getByRole('textbox', { name: /^Topic/ }).fill('the periodic table');
    await page.getByRole('combobox', { name: /Number of cards/ }).selectOption('5');
    await page.getByRole('button', { name: 'Generate Flashcards' }).click();
    await expect(page.getByText('Card 1 of 5')).toBeVisible();
    const deck = page.getByRole('region', { name: 'Flashcard deck' });
    // Listen reads the card aloud (speed 0.9) through the same voice engine. The clip lasts only a
    // few seconds: on a loaded machine it can start and end between two looks at the button, so the
    // test follows the clip itself (the answer, its audio, the element playing it), not the label.
    const spoken = page.waitForResponse(
      (r) => r.url().endsWith('/api/tts/generate') && r.request().method() === 'POST',
    );
    const fetched = page.waitForResponse(
      (r) => r.url().includes('/api/tts/audio/') && r.request().method() === 'GET',
    );
    await deck.getByRole('button', { name: /^Listen/ }).click();
    const answer = await spoken;
    expect(answer.status()).toBe(200);
    const { audio_url, duration, speed } = await answer.json();
    expect(speed).toBe(0.9);
    expect(duration).toBeGreaterThan(0);
    const audio = await fetched;
    expect(new URL(audio.url()).pathname).toBe(audio_url);
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toMatch(/^audio\/mpeg/);
    // The browser decoded the clip and really played it (a refused play() shows no toast).
    await expect.poll(clipEvents, { timeout: 15_000 }).toContain('playing');
    // Stop while it plays; looked at and pressed in one step in the page, because a press landing
    // just after the clip ended would be a press on Listen, playing it again. A clip already over is
    // back at Listen. Either way it ends at Listen, with no error and no toast.
    await deck.getByRole('button', { name: /^(Stop|Listen)/ }).evaluate((button: HTMLButtonElement) => {
      if (button.textContent === 'Stop') button.click();
    });
    await expect(deck.getByRole('button', { name: 'Listen to the front' })).toBeVisible();
    expect((await clipEvents()).filter((event) => !['playing', 'pause', 'ended'].includes(event))).toEqual(
      [],
    );
    await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
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
    await expect(image).toBeVisible({ timeout: 20_000 });
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    const svg = page.getByRole('link', { name: 'Download SVG' });
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('download', 'graph-of-y-x-2-4.svg');
    const download = page.waitForEvent('download');
    await svg.click();
    expect((await download).suggestedFilename()).toBe('graph-of-y-x-2-4.svg');
  });

  test('image: a Venn diagram of two sets, each element in its region, drawn offline', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=image');
    await page.getByRole('textbox', { name: /^Prompt/ }).fill('Venn diagram: A = {1,2,3,4}, B = {3,4,5}');
    await page.getByRole('button', { name: 'Generate Image' }).click();
    const image = page.getByRole('img', { name: /Venn diagram/ });
    await expect(image).toBeVisible({ timeout: 20_000 });
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.getByText('Drawn on this computer (Venn diagram)').first()).toBeVisible();
  });

  for (const [prompt, name, kind] of [
    ['right triangle with sides 3, 4, 5', /right triangle with sides 3, 4, 5/, 'geometry figure'],
    ['the water cycle', /the water cycle/, 'cycle'],
  ] as const) {
    test(`image: ${prompt}, drawn offline as a ${kind}`, async ({ page }) => {
      await signedIn(page);
      await page.goto('/create?tab=image');
      await page.getByRole('textbox', { name: /^Prompt/ }).fill(prompt);
      await page.getByRole('button', { name: 'Generate Image' }).press('Enter');
      const image = page.getByRole('img', { name });
      await expect(image).toBeVisible({ timeout: 20_000 });
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
      await expect(page.getByText(`Drawn on this computer (${kind})`).first()).toBeVisible();
    });
  }

  test('flashcards from notes alone: no topic, the deck is named from the notes', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=flashcards');
    await page.getByRole('button', { name: /Use my notes/ }).click();
    await page
      .getByRole('textbox', { name: /^Notes/ })
      .fill(
        [
          'The Water Cycle',
          'Evaporation is the change of liquid water into water vapour when the sun heats seas and lakes.',
          'Condensation is the change of water vapour into tiny droplets that form clouds.',
          'Precipitation is water that falls from clouds as rain, snow, sleet or hail.',
          'Transpiration is the loss of water vapour from the leaves of plants.',
          'Runoff is rainwater that flows over the ground into streams and rivers.',
          'Infiltration is the movement of rainwater down into the soil.',
          'Groundwater is water stored in rocks and soil beneath the surface.',
          'An aquifer is a layer of rock that holds groundwater.',
        ].join('\n'),
      );
    await expect(
      page.getByText('Optional with notes: left blank, the set is named from your notes.'),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Number of cards' }).selectOption('5');
    await page.getByRole('button', { name: 'Generate Flashcards' }).click();
    await expect(page.getByRole('region', { name: 'Flashcard deck' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Made from: Your notes').first()).toBeVisible();
    await page.goto('/library');
    await expect(page.getByRole('heading', { name: /The Water Cycle/ })).toBeVisible();
  });

  test('chemical formulas in a quiz from notes are shown typeset', async ({ page }) => {
    await signedIn(page);
    await page.goto('/create?tab=quiz');
    await page.getByRole('button', { name: /Use my notes/ }).click();
    await page
      .getByRole('textbox', { name: /^Notes/ })
      .fill(
        [
          'Glucose is a sugar with the formula C6H12O6 that plants make in their leaves.',
          'Carbon dioxide is a gas with the formula CO2 that plants take in through their stomata.',
          'Water is a liquid with the formula H2O that plants draw up through their roots.',
          'Methane is a greenhouse gas with the formula CH4 that cattle and swamps release.',
          'Ammonia is a gas with the formula NH3 that is made into fertilisers for crops.',
          'Sulfuric acid is a strong acid with the formula H2SO4 that is used in car batteries.',
        ].join('\n'),
      );
    await page.getByRole('combobox', { name: /Number of questions/ }).selectOption('5');
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible({ timeout: 20_000 });
    // Every sentence holds a formula, so the question shows one, with its counts as subscripts.
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByText(/C₆H₁₂O₆|CO₂|H₂O|CH₄|NH₃|H₂SO₄/).first()).toBeVisible();
    await expect(result.getByText(/C6H12O6|CO2\b|H2O\b|CH4|NH3|H2SO4/)).toHaveCount(0);
  });

  test.describe('errors', () => {
    test.use({ allowConsole: [/status of (422|404)/] });

    test('a library address naming no item says so, with the way back', async ({ page }) => {
      await signedIn(page);
      await page.goto('/library/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);
      await page.getByRole('link', { name: 'Back to Library' }).click();
      await expect(page).toHaveURL(/\/library$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Study Library' })).toBeVisible();
    });

    test('a prompt it cannot draw is explained in the result panel, with what to do next', async ({
      page,
    }) => {
      await signedIn(page);
      await page.goto('/create?tab=image');
      await page.getByRole('textbox', { name: /^Prompt/ }).fill('a cat wearing a hat');
      await page.getByRole('button', { name: 'Generate Image' }).click();
      const result = page.getByRole('region', { name: 'Result' });
      // The first drawing loads the renderer: it can take a while on a busy machine.
      await expect(result.getByRole('heading', { name: 'We couldn’t draw that' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(result.getByText(/can't draw "a cat wearing a hat"/)).toBeVisible();
      await expect(result.getByText(/graphs of functions of x/)).toBeVisible();
      await expect(result.getByText('Change your prompt and press Generate Image again.')).toBeVisible();
      await expect(result.getByText('Ready to Create!')).toHaveCount(0);
      // The toast goes; the panel stays until the next try.
      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(page.getByRole('button', { name: 'Dismiss notification' })).toHaveCount(0);
      await expect(result.getByRole('heading', { name: 'We couldn’t draw that' })).toBeVisible();
      await expectNoSeriousA11yIssues(page);

      await page.getByRole('textbox', { name: /^Prompt/ }).fill('graph of y = 2x');
      await page.getByRole('button', { name: 'Generate Image' }).click();
      await expect(result.getByRole('img', { name: 'graph of y = 2x' })).toBeVisible({ timeout: 20_000 });
      await expect(result.getByRole('heading', { name: 'We couldn’t draw that' })).toHaveCount(0);
    });

    test('a word problem is explained in the result panel in plain words', async ({ page }) => {
      await signedIn(page);
      await page.goto('/math-tutor');
      await page
        .getByRole('textbox', { name: 'Math problem' })
        .fill('Sam has 3 apples and buys 4 more apples at the shop. How many apples does Sam have now?');
      await page.getByRole('button', { name: 'Solve' }).click();
      const result = page.getByRole('region', { name: 'Result' });
      await expect(result.getByRole('heading', { name: 'We couldn’t solve this problem' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(result.getByText(/write it as an equation instead, like 3x \+ 12 = 45/)).toBeVisible();
      await expect(result.getByText(/AI model|configured|set up/)).toHaveCount(0);
    });
  });
});
