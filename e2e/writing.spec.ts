import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yIssues, expectNoSidewaysScroll, signedIn, test } from './fixtures';

const PROMPT = 'Explain how photosynthesis works in plants';

/** The first bytes of a downloaded file, as text. */
async function startOf(download: Download, length: number): Promise<string> {
  const path = await download.path();
  return (await readFile(path)).subarray(0, length).toString('latin1');
}

/**
 * Selects `text` in a section's box from the keyboard: the caret goes to its start, then Shift+Right
 * arrows extend the selection (all but the last character are placed at once, to keep it quick).
 */
async function selectInBox(box: Locator, text: string) {
  await box.focus();
  await box.evaluate((el: HTMLTextAreaElement, wanted) => {
    const start = el.value.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in the box`);
    el.setSelectionRange(start, start + wanted.length - 1);
  }, text);
  await box.press('Shift+ArrowRight');
}

/** What the student writes over the introduction's note: a reason to paraphrase, an informal line. */
const REASON = 'Leaves look green because they reflect green light.';
const INFORMAL = "Without light, a plant can't make the sugar it needs, so it won't grow much.";

/** A made-up topic, so the only source a paper on it can cite is the student's own. */
const ZORBLAX_TEXT =
  'Zorblax crystals form only in caves where the air stays below four degrees. ' +
  'Miners in the northern valleys have collected zorblax crystals for three centuries. ' +
  'A zorblax crystal glows faintly green when it is warmed in the hand. ' +
  'The largest zorblax crystal on record weighed just over two kilograms.';
const ZORBLAX_REFERENCE = 'Okafor, A., & Lindqvist, P. (2019). Zorblax Crystals of the North. Valley Press.';

test.describe('Writing assistant', () => {
  test('writes a paper from sources, adds citations, exports DOCX and PDF, checks plagiarism and deletes the draft', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedIn(page);
    await page.goto('/writing-assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Writing Assistant' })).toBeVisible();
    const usage = page.getByRole('region', { name: 'Writing usage' });
    await expect(usage).toContainText('0 of 2 used');
    await expect(usage.getByRole('note')).toContainText('Only 2 papers left this month.');
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    // The prompt is required.
    await page.getByRole('button', { name: 'Generate Paper' }).click();
    await expect(page.getByText('Please enter a writing prompt').first()).toBeVisible();

    await page.getByRole('textbox', { name: /^Writing prompt/ }).fill(PROMPT);
    await page.getByRole('combobox', { name: 'Writing type' }).selectOption('essay');
    await page.getByRole('combobox', { name: 'Citation style' }).selectOption('apa');
    await page.getByRole('button', { name: 'Generate Paper' }).click();

    // Sections as tabs: the introduction, a tab per body section, the conclusion.
    const tabs = page.getByRole('tablist', { name: 'Paper sections' });
    await expect(tabs).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/writing-assistant\?paper=/);
    await expect(tabs.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Conclusion' })).toBeAttached();
    expect(await tabs.getByRole('tab').count()).toBeGreaterThan(2);
    await expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue(/photosynthesis/i);
    await expect(page.getByText('All changes saved')).toBeVisible();

    // References, each with the passages it rests on; the citation check agrees with them.
    const references = page.getByRole('list', { name: 'References', exact: true });
    await expect(references.getByRole('listitem').first()).toBeVisible();
    const referenceCount = await references.getByRole('listitem').count();
    await references.getByRole('button', { name: 'Show source' }).first().click();
    const source = page.getByRole('dialog', { name: 'Source passages' });
    await expect(source.getByRole('list', { name: 'Passages' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await source.getByRole('button', { name: 'Close' }).click();
    await expect(source).toBeHidden();
    await expect(page.getByRole('region', { name: /Citation check/ })).toContainText(
      'Every in-text citation has a reference, and every reference is cited.',
    );
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    // Add Citations: sources on another topic, one picked, saved with the paper.
    await page.getByRole('button', { name: 'Add Citations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Citations' });
    await expect(dialog.getByRole('checkbox').first()).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('textbox', { name: 'Topic' }).fill('plants');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const fresh = dialog.getByRole('checkbox', { checked: false, disabled: false });
    await expect(fresh.first()).toBeVisible({ timeout: 15_000 });
    await fresh.first().check();
    await dialog.getByRole('button', { name: 'Add 1 source' }).click();
    await expect(page.getByText('Citations added to your paper').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(references.getByRole('listitem')).toHaveCount(referenceCount + 1);
    // The new reference is not cited in the text yet, and the check says so.
    await expect(page.getByRole('list', { name: 'In your references but never cited' })).toBeVisible();

    // Export: the files are real DOCX (a zip) and PDF.
    const docxDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export DOCX' }).click();
    const docx = await docxDownload;
    expect(docx.suggestedFilename()).toBe('how-photosynthesis-works-in-plants.docx');
    expect(await startOf(docx, 2)).toBe('PK');

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('how-photosynthesis-works-in-plants.pdf');
    expect(await startOf(pdf, 4)).toBe('%PDF');

    // Plagiarism: the paper's text is checked and the report appears.
    await page.getByRole('button', { name: 'Check Plagiarism' }).click();
    const report = page.getByRole('region', { name: 'Plagiarism report' });
    await expect(report).toBeVisible({ timeout: 30_000 });
    await expect(report.getByText('Similarity score')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    // Saved Drafts: the paper is listed; deleting asks first.
    await page.getByRole('button', { name: 'Saved Drafts' }).click();
    const drafts = page.getByRole('list', { name: 'Saved drafts' });
    await expect(drafts.getByRole('listitem')).toHaveCount(1);
    await expect(drafts).toContainText('How Photosynthesis Works in Plants');
    await expectNoSeriousA11yIssues(page);
    await drafts.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this draft?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Draft deleted successfully').first()).toBeVisible();
    await expect(page.getByText('No saved drafts yet')).toBeVisible();
    await page.getByRole('button', { name: 'Back to form' }).click();
    await expect(page.getByRole('textbox', { name: /^Writing prompt/ })).toBeVisible();
    await expect(usage).toContainText('1 of 2 used');
  });

  test('the student writes over a note, then selects text: the toolbar previews it, Paraphrase and Make Formal rewrite it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const { token } = await signedIn(page);
    const written = await page.request.post('/api/generate/writing-assistant', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        prompt: PROMPT,
        writing_type: 'essay',
        citation_style: 'apa',
        word_count: 1000,
        include_references: true,
      },
    });
    expect(written.ok()).toBe(true);
    const paper = (await written.json()) as { project_id: string; introduction: string };

    await page.goto(`/writing-assistant?paper=${paper.project_id}`);
    const intro = page.getByRole('textbox', { name: 'Introduction', exact: true });
    await expect(intro).toHaveValue(paper.introduction);

    // The introduction's note opens selected: the student types their own argument over it.
    const notes = page.getByRole('list', { name: 'Still to write', exact: true });
    await notes.getByRole('button', { name: /^Introduction/ }).click();
    await expect(intro).toBeFocused();
    await page.keyboard.type(`${REASON} ${INFORMAL}`);
    await expect(intro).not.toHaveValue(/\[Your argument:/);
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    // The toolbar previews the selection in 30 characters, and closing hides it.
    await selectInBox(intro, REASON);
    const toolbar = page.getByRole('toolbar', { name: 'Selected text' });
    await expect(toolbar).toBeVisible();
    await expect(toolbar.getByTestId('selection-preview')).toHaveText('Leaves look green because they…');
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);
    await toolbar.getByRole('button', { name: 'Close toolbar' }).click();
    await expect(toolbar).toBeHidden();

    // Paraphrase: the result opens in the improvements dialog, to copy or to replace the selection.
    await selectInBox(intro, REASON);
    await toolbar.getByRole('button', { name: 'Paraphrase' }).click();
    const paraphrased = page.getByRole('dialog', { name: 'Paraphrased text' });
    await expect(paraphrased).toBeVisible({ timeout: 15_000 });
    const result = (await paraphrased.getByRole('region', { name: 'Result' }).textContent()) ?? '';
    expect(result).not.toBe(REASON);
    expect(result.toLowerCase()).toContain('green light');
    await expect(
      paraphrased.getByRole('list', { name: 'What changed' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await paraphrased.getByRole('button', { name: 'Copy' }).click();
    await expect(paraphrased.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(result);
    await paraphrased.getByRole('button', { name: 'Replace selection' }).click();
    await expect(paraphrased).toBeHidden();
    await expect.poll(() => intro.inputValue()).toContain(result);

    // Make Formal: contractions spelled out.
    await selectInBox(intro, INFORMAL);
    await toolbar.getByRole('button', { name: 'Make Formal' }).click();
    const formal = page.getByRole('dialog', { name: 'Formal version' });
    await expect(formal).toBeVisible({ timeout: 15_000 });
    await expect(formal.getByRole('region', { name: 'Result' })).toContainText('cannot');
    await formal.getByRole('button', { name: 'Replace selection' }).click();
    await expect(formal).toBeHidden();
    await expect(intro).not.toHaveValue(/can't/);

    // Saved with the paper: it is there after a reload.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    const saved = await intro.inputValue();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Introduction', exact: true })).toHaveValue(saved);
  });

  test('the student adds a source of their own, read from a file, and a paper on its topic cites it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signedIn(page);
    await page.goto('/writing-assistant');
    const toggle = page.getByRole('button', { name: /^Your sources/ });
    await expect(toggle).toContainText('(none yet)');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('No sources yet.', { exact: false })).toBeVisible();

    const form = page.getByRole('form', { name: 'Add a source' });
    // Nothing to cite yet: the form says what is missing.
    await form.getByRole('button', { name: 'Add source' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Title/ })).toBeFocused();

    await form.getByRole('combobox', { name: 'Type' }).selectOption('book');
    await form.getByRole('textbox', { name: /^Title/ }).fill('Zorblax Crystals of the North');
    await form.getByRole('textbox', { name: /^Authors/ }).fill('Okafor, Ada\nLindqvist, Per');
    await form.getByRole('textbox', { name: /^Year/ }).fill('2019');
    await form.getByRole('textbox', { name: /^Publisher/ }).fill('Valley Press');
    await form.getByLabel('Source file').setInputFiles({
      name: 'zorblax.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(ZORBLAX_TEXT),
    });
    await expect(form.getByText(/^Read zorblax\.txt/)).toBeVisible({ timeout: 15_000 });
    await expect(form.getByRole('textbox', { name: /^Text of the source/ })).toHaveValue(ZORBLAX_TEXT);
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    await form.getByRole('button', { name: 'Add source' }).click();
    await expect(page.getByText('Source added.', { exact: false }).first()).toBeVisible();
    const sources = page.getByRole('list', { name: 'Your sources' });
    await expect(sources.getByRole('listitem')).toHaveCount(1);
    await expect(sources).toContainText(ZORBLAX_REFERENCE);
    await expect(sources).toContainText('4 passages');
    await expect(toggle).toContainText('(1 of 50)');

    // A paper on the made-up topic can only draw on the student's source, and lists it.
    await page.getByRole('textbox', { name: /^Writing prompt/ }).fill('How zorblax crystals form');
    await page.getByRole('button', { name: 'Generate Paper' }).click();
    const references = page.getByRole('list', { name: 'References', exact: true });
    await expect(references).toBeVisible({ timeout: 30_000 });
    await expect(references.getByRole('listitem').filter({ hasText: ZORBLAX_REFERENCE })).toHaveCount(1);
  });
});
