import { WRITING_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { PROGRESS_STEPS } from './GeneratingPanel';
import { makePaper, makeWritingUsage, writingRoutes } from './testing';

const GENERATE = 'POST /api/generate/writing-assistant';

function renderWriting(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/writing-assistant', {
    user: makeUser({ plan_tier: 'plus' }),
    routes: writingRoutes({ [GENERATE]: { body: makePaper() }, ...routes }),
  });
}

const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
const promptBox = () => screen.findByRole('textbox', { name: /^Writing prompt/ });
const generateButton = () => screen.getByRole('button', { name: 'Generate Paper' });
const location = () => screen.getByTestId('location');
const usage = () => screen.findByRole('region', { name: 'Writing usage' });

describe('/writing-assistant: the create form', () => {
  it('offers the writing types, citation styles and lengths, with the spec defaults', async () => {
    renderWriting();
    expect(await screen.findByRole('heading', { level: 1, name: 'Writing Assistant' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Writing Assistant · StudyBot'));
    await promptBox();
    const type = screen.getByRole('combobox', { name: 'Writing type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Essay', 'Research Paper', 'Report', 'Argumentative Essay', 'Analytical Essay']);
    expect(type).toHaveValue('essay');
    const style = screen.getByRole('combobox', { name: 'Citation style' });
    expect(
      within(style)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['APA (7th edition)', 'MLA (9th edition)', 'Chicago (17th edition)']);
    expect(style).toHaveValue('apa');
    const length = screen.getByRole('combobox', { name: 'Target word count' });
    expect(within(length).getAllByRole('option')).toHaveLength(5);
    expect(length).toHaveValue('1000');
    expect(screen.getByRole('checkbox', { name: /Include references/ })).toBeChecked();
  });

  it('needs a prompt: an empty or blank one says "Please enter a writing prompt" and sends nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderWriting();
    const box = await promptBox();
    await user.click(generateButton());
    expect(await toasts().findByText(WRITING_MESSAGES.promptRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    await user.type(box, '   ');
    await user.click(generateButton());
    expect(callsTo(fetchMock, GENERATE)).toHaveLength(0);
  });

  it('generates with the chosen settings, shows progress, then opens the paper with its section tabs', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderWriting({ [GENERATE]: () => answer.promise });
    await user.type(await promptBox(), '  Explain how photosynthesis works in plants ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Citation style' }), 'mla');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Target word count' }), '1500');
    await user.click(screen.getByRole('checkbox', { name: /Include references/ }));
    await user.click(generateButton());

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByText(PROGRESS_STEPS[0])).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, GENERATE)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      prompt: 'Explain how photosynthesis works in plants',
      writing_type: 'essay',
      citation_style: 'mla',
      word_count: 1500,
      include_references: false,
    });

    answer.resolve({ body: makePaper() });
    const tabs = within(await screen.findByRole('tablist', { name: 'Paper sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Introduction',
      'Chlorophyll',
      'Chloroplast',
      'Conclusion',
    ]);
    expect(tabs.getByRole('tab', { name: 'Introduction' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('How Photosynthesis Works in Plants');
    expect(location()).toHaveTextContent('/writing-assistant?paper=paper-1');
    // The answer was cached for the view: the paper is not fetched again.
    expect(callsTo(fetchMock, 'GET /api/writing-assistant/papers/paper-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Start New Paper' }));
    expect(await promptBox()).toHaveValue('');
    expect(location()).toHaveTextContent(/^\/writing-assistant$/);
  });

  it('shows the server’s reason and an upgrade link when the month’s papers are used up (429)', async () => {
    const user = userEvent.setup();
    const detail = 'You have used all 10 writing papers this month. Upgrade to Max for unlimited papers.';
    renderWriting({ [GENERATE]: { status: 429, body: { detail, upgrade_plan: 'max' } } });
    await user.type(await promptBox(), 'The causes of the French Revolution');
    await user.click(generateButton());
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(await result.findByText(detail)).toBeInTheDocument();
    expect(result.getByRole('link', { name: 'See Max plan' })).toHaveAttribute('href', '/billing?plan=max');
    expect(toasts().getByText(detail)).toBeInTheDocument();
  });

  it('shows a plan gate (403) the same way, and a detail-less failure as "Failed to generate content"', async () => {
    const user = userEvent.setup();
    let status = 403;
    renderWriting({
      [GENERATE]: () =>
        status === 403
          ? { status, body: { detail: 'Papers need the Plus plan.', upgrade_plan: 'plus' } }
          : { status: 500, body: 'oops' },
    });
    await user.type(await promptBox(), 'Climate change');
    await user.click(generateButton());
    const result = within(await screen.findByRole('region', { name: 'Result' }));
    expect(await result.findByText('Papers need the Plus plan.')).toBeInTheDocument();
    expect(result.getByRole('link', { name: 'See Plus plan' })).toHaveAttribute('href', '/billing?plan=plus');

    status = 500;
    await user.click(generateButton());
    expect(await result.findByText('Failed to generate content')).toBeInTheDocument();
    expect(result.queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens Saved Drafts from the form', async () => {
    const user = userEvent.setup();
    renderWriting();
    await promptBox();
    await user.click(screen.getByRole('button', { name: 'Saved Drafts' }));
    expect(await screen.findByRole('heading', { name: 'Saved Drafts' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/writing-assistant?view=drafts');
  });
});

describe('/writing-assistant: the usage bar', () => {
  const bar = () => screen.getByRole('progressbar', { name: 'Papers this month' });
  const fill = () => bar().firstElementChild;

  it('shows this month’s papers against the limit, indigo up to 80%', async () => {
    renderWriting({
      'GET /api/writing-assistant/usage': { body: makeWritingUsage({ current_usage: 8, remaining: 2 }) },
    });
    const region = await usage();
    expect(region).toHaveTextContent('Papers this month');
    expect(region).toHaveTextContent('8 of 10 used');
    expect(bar()).toHaveAttribute('aria-valuenow', '8');
    expect(bar()).toHaveAttribute('aria-valuemax', '10');
    expect(bar()).toHaveAttribute('data-warning', 'false');
    expect(fill()).toHaveClass('bg-indigo-600');
    expect(fill()).toHaveStyle({ width: '80%' });
  });

  it('turns red above 80%', async () => {
    renderWriting({
      'GET /api/writing-assistant/usage': { body: makeWritingUsage({ current_usage: 9, remaining: 1 }) },
    });
    await usage();
    expect(bar()).toHaveAttribute('data-warning', 'true');
    expect(fill()).toHaveClass('bg-red-600');
    expect(fill()).not.toHaveClass('bg-indigo-600');
  });

  it('warns when 2 or fewer papers remain, with a link to the plan that has more', async () => {
    renderWriting({
      'GET /api/writing-assistant/usage': {
        body: makeWritingUsage({ current_usage: 0, monthly_limit: 2, remaining: 2, plan_tier: 'free' }),
      },
    });
    const region = await usage();
    const note = within(region).getByRole('note');
    expect(note).toHaveTextContent('Only 2 papers left this month.');
    expect(within(note).getByRole('link', { name: 'Upgrade to Plus' })).toHaveAttribute(
      'href',
      '/billing?plan=plus',
    );
  });

  it('says when none are left, and says nothing while more than 2 remain', async () => {
    const { unmount } = renderWriting({
      'GET /api/writing-assistant/usage': { body: makeWritingUsage({ current_usage: 10, remaining: 0 }) },
    });
    const region = await usage();
    expect(within(region).getByRole('note')).toHaveTextContent('You have no papers left this month.');
    expect(within(region).getByRole('link', { name: 'Upgrade to Max' })).toHaveAttribute(
      'href',
      '/billing?plan=max',
    );
    unmount();

    renderWriting({
      'GET /api/writing-assistant/usage': { body: makeWritingUsage({ current_usage: 7, remaining: 3 }) },
    });
    expect(within(await usage()).queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows Unlimited for -1 with no bar or warning, and essay credits when there are some', async () => {
    renderWriting({
      'GET /api/writing-assistant/usage': {
        body: makeWritingUsage({
          current_usage: 14,
          monthly_limit: -1,
          remaining: -1,
          plan_tier: 'max',
          essay_credits: 2,
        }),
      },
    });
    const region = await usage();
    expect(region).toHaveTextContent('14 used · Unlimited');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(region).queryByRole('note')).not.toBeInTheDocument();
    expect(region).toHaveTextContent('Essay credits: 2');
  });

  it('refreshes after a paper is written', async () => {
    const user = userEvent.setup();
    let used = 3;
    renderWriting({
      'GET /api/writing-assistant/usage': () => ({
        body: makeWritingUsage({ current_usage: used, remaining: 10 - used }),
      }),
      [GENERATE]: () => {
        used = 4;
        return { body: makePaper() };
      },
    });
    expect(await usage()).toHaveTextContent('3 of 10 used');
    await user.type(await promptBox(), 'Photosynthesis');
    await user.click(generateButton());
    await screen.findByRole('tablist', { name: 'Paper sections' });
    await user.click(screen.getByRole('button', { name: 'Start New Paper' }));
    await waitFor(async () => expect(await usage()).toHaveTextContent('4 of 10 used'));
  });
});
