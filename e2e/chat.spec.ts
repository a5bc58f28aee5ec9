import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, expectNoSidewaysScroll, signedIn, test } from './fixtures';

const log = (page: Page) => page.getByRole('log', { name: 'Messages' });
/** The conversation's messages, not the list items inside an answer. */
const messages = (page: Page) => log(page).locator(':scope > ol > li');

/**
 * Sends a message from the box with Enter and waits for the whole answer (Send is back). A server's
 * first turn loads the agent's engines (study-pack index, diagram renderer): it can take a while
 * when other tests run beside it.
 */
async function ask(page: Page, message: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(message);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Stop' })).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();
}

/**
 * "What the Agent Did": the panel beside the chat on desktop, a drawer on phones (opened here).
 * Returns the list of actions.
 */
async function agentActions(page: Page): Promise<Locator> {
  const drawerButton = page.getByRole('button', { name: /^What the Agent Did/ });
  const panel = page.getByRole('region', { name: 'What the Agent Did' });
  await expect(drawerButton.or(panel)).toBeVisible();
  if (await drawerButton.isVisible()) {
    await drawerButton.click();
    return page
      .getByRole('dialog', { name: 'What the Agent Did' })
      .getByRole('list', { name: 'Agent actions' });
  }
  return panel.getByRole('list', { name: 'Agent actions' });
}

const ACTIONS = [
  { prompt: 'Draw a diagram of the water cycle', description: /^Drew / },
  { prompt: 'Quiz me on photosynthesis', description: /^Made a \d+-question quiz/ },
  { prompt: 'Solve 2x + 3 = 11', description: /^Solved / },
] as const;

test.describe('Study chat', () => {
  test('makes a diagram, a quiz and a solution; the panel links each; a reload restores the chat', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { username } = await signedIn(page);
    await page.goto('/chat');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Chat' })).toBeVisible();
    await expect(log(page)).toContainText(`Hi ${username}!`);
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    // A diagram: the picture is in the answer.
    await ask(page, ACTIONS[0].prompt);
    await expect(page).toHaveURL(/\/chat\?session=[A-Za-z0-9_-]{8,64}$/);
    const diagram = log(page).getByRole('img').last();
    await expect(diagram).toBeVisible();
    await expect.poll(() => diagram.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A quiz, linked from the answer.
    await ask(page, ACTIONS[1].prompt);
    await expect(log(page).getByRole('link', { name: 'Open the quiz' })).toBeVisible();

    // An equation, solved step by step with the answer typeset by KaTeX.
    await ask(page, ACTIONS[2].prompt);
    await expect(log(page).locator('.katex').last()).toBeVisible();
    await expect(log(page)).toContainText('x = 4');
    const followUps = page.getByRole('list', { name: 'Suggested follow-ups' });
    await expect(followUps.getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);
    const chatUrl = page.url();

    // The panel lists all three, each linked to what it made.
    let actions = await agentActions(page);
    await expect(actions.getByRole('listitem')).toHaveCount(3);
    for (const [index, { description }] of ACTIONS.entries()) {
      await expect(actions.getByRole('listitem').nth(index).getByRole('link')).toHaveText(description);
    }
    await expectNoSeriousA11yIssues(page);

    for (const { description } of ACTIONS) {
      const link = actions.getByRole('link', { name: description });
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\/library\/[\w-]+$/);
      await link.click();
      await expect(page).toHaveURL(href as string);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back to Library' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Item not found' })).toBeHidden();
      // Back in the chat, which is read again from the server.
      await page.goBack();
      await expect(page).toHaveURL(chatUrl);
      await expect(log(page)).toContainText(ACTIONS[2].prompt);
      actions = await agentActions(page);
    }
    await page.keyboard.press('Escape');

    // A reload reopens the same conversation, actions included.
    await page.reload();
    await expect(page).toHaveURL(chatUrl);
    for (const { prompt } of ACTIONS) await expect(log(page)).toContainText(prompt);
    await expect(log(page).getByRole('link', { name: 'Open the quiz' })).toBeVisible();
    actions = await agentActions(page);
    await expect(actions.getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Escape');

    // The conversation goes on in the same chat, and shows in Recent Chats.
    await ask(page, 'Define osmosis');
    await expect(log(page)).toContainText(/osmosis/i);
    await expect(
      page.getByRole('navigation', { name: 'Recent Chats' }).getByRole('link').first(),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoSidewaysScroll(page);
  });

  test('Shift+Enter adds a line and an empty box sends nothing', async ({ page }) => {
    test.setTimeout(90_000);
    await signedIn(page);
    await page.goto('/chat');
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.press('Enter');
    await expect(messages(page)).toHaveCount(1);
    await box.pressSequentially('What is osmosis?');
    await box.press('Shift+Enter');
    await box.pressSequentially('Explain it simply.');
    await expect(box).toHaveValue('What is osmosis?\nExplain it simply.');
    await box.press('Enter');
    await expect(box).toHaveValue('');
    await expect(messages(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible({ timeout: 60_000 });
  });
});
