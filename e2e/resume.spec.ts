import fs from 'node:fs';
import { resumeToPdf } from '../packages/engines/src/resume/testing.ts';
import {
  buyPlan,
  expect,
  expectNoSeriousA11yIssues,
  expectNoSidewaysScroll,
  signedIn,
  test,
} from './fixtures';

const FIXTURES = new URL('../packages/engines/src/resume/fixtures/', import.meta.url);
const RESUME = fs.readFileSync(new URL('graded/g04-mechanical-student.txt', FIXTURES), 'utf8');
const POSTING = `Mechanical Engineering Intern
Company: Orbitline Robotics

Requirements
- Designing parts in SolidWorks and checking them with finite element analysis
- Testing prototypes in the lab and recording results
- Clear communication with the design team
- Experience with MATLAB and 3D printing
`;

test.describe('Resume analyzer', () => {
  test('upload a PDF, analyze it against a job, write a cover letter, see it in history', async ({
    page,
    context,
  }) => {
    const { token } = await signedIn(page);
    await buyPlan(page, token, 'max_monthly');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/resume-analyzer');
    await expect(page.getByRole('heading', { level: 1, name: 'Resume Analyzer' })).toBeVisible();

    await page.getByLabel('Resume file').setInputFiles({
      name: 'ethan-park.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await resumeToPdf(RESUME)),
    });
    await expect(page.getByText(/Read \d+ words from ethan-park\.pdf/)).toBeVisible();
    await expect(page.getByLabel('Resume text')).toHaveValue(/Responsible for updating drawings/);
    await page.getByLabel(/Job description/).fill(POSTING);
    await page.getByRole('button', { name: /Analyze/ }).click();

    await expect(page.getByRole('heading', { name: 'Scorecard' })).toBeVisible();
    await expect(page.getByText('Professional Impact')).toBeVisible();
    // A point about lines highlights them in the resume as analyzed.
    const weak = page.getByRole('button', { name: /open with "responsible for"/ });
    await weak.click();
    await expect(weak).toHaveAttribute('aria-pressed', 'true');
    const lines = page.getByRole('list', { name: 'Your resume, line by line' });
    await expect(lines.locator('[data-highlighted="true"]').first()).toContainText(
      'Responsible for updating',
    );
    await page.getByRole('button', { name: /Show sample rewrites/ }).click();
    await expect(page.getByRole('list', { name: 'Sample rewrites' })).toContainText('[add metric]');
    await expect(page.getByText(/Match rate/)).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('tab', { name: 'Cover Letter Generator' }).click();
    await page.getByRole('textbox', { name: /Job description/ }).fill(POSTING);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByText(/Dear Hiring Manager,/)).toBeVisible();
    await expect(
      page.getByText(/Mechanical Engineering Intern position at Orbitline Robotics/),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Key points' })).toContainText('SolidWorks');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied to clipboard!', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Dear Hiring Manager,/);

    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('list', { name: 'Past analyses and cover letters' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('Cover letter');
    await expect(history).toContainText('Ethan Park');
    await expectNoSeriousA11yIssues(page);
  });

  test('a free student sees the basics and what an upgrade adds', async ({ page }) => {
    await signedIn(page);
    await page.goto('/resume-analyzer');
    await page.getByLabel('Resume text').fill(RESUME);
    await page.getByRole('button', { name: /Analyze/ }).click();
    await expect(page.getByRole('heading', { name: 'Scorecard' })).toBeVisible();
    await expect(page.getByText(/Upgrade to the Plus plan for detailed feedback/)).toBeVisible();
    await expect(page.getByText(/Sample rewrites \(Max\+\)/)).toBeVisible();
    await page.getByRole('tab', { name: 'Cover Letter Generator' }).click();
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeDisabled();
  });
});
