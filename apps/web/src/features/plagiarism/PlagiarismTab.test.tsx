import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resultPanel, toasts } from '../../components/create-hub/testing';
import {
  CHECKED_TEXT,
  callsTo,
  deferred,
  type MockResponse,
  makePlagiarism,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';

function renderPlagiarism(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/create?tab=plagiarism', {
    user: makeUser(),
    routes: { 'POST /api/generate/plagiarism': { body: makePlagiarism() }, ...routes },
  });
}

async function textBox() {
  return screen.findByRole('textbox', { name: /Text to check/ });
}

const checkButton = () => screen.getByRole('button', { name: 'Check Plagiarism' });

async function check(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await textBox());
  await user.paste(CHECKED_TEXT);
  await user.click(checkButton());
  return screen.findByRole('heading', { name: 'Biology essay' });
}

describe('plagiarism tab', () => {
  it('counts characters live and holds the check back under 30 characters', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPlagiarism();
    expect(await textBox()).toHaveAccessibleDescription('0 characters of 60,000');
    expect(checkButton()).toBeDisabled();
    expect(checkButton()).toHaveAccessibleDescription(
      'Text must be at least 30 characters to check (30 more needed).',
    );

    // 29 characters once trimmed, with spaces around them.
    await user.type(await textBox(), `   ${'a'.repeat(29)}   `);
    expect(screen.getByText('35 characters of 60,000')).toBeInTheDocument();
    expect(checkButton()).toBeDisabled();
    expect(
      screen.getByText('Text must be at least 30 characters to check (1 more needed).'),
    ).toBeInTheDocument();
    await user.type(await textBox(), '{Enter}');
    expect(callsTo(fetchMock, 'POST /api/generate/plagiarism')).toHaveLength(0);

    await user.type(await textBox(), 'b');
    expect(checkButton()).toBeEnabled();
    expect(screen.queryByText(/more needed/)).not.toBeInTheDocument();
  });

  it('sends the trimmed text and title, showing Generating... meanwhile', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderPlagiarism({ 'POST /api/generate/plagiarism': () => answer.promise });
    await user.click(await textBox());
    await user.paste(`  ${CHECKED_TEXT}\n`);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Biology essay');
    await user.click(checkButton());
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    const [call] = callsTo(fetchMock, 'POST /api/generate/plagiarism');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ text: CHECKED_TEXT, title: 'Biology essay' });
    answer.resolve({ body: makePlagiarism() });
    expect(await screen.findByRole('heading', { name: 'Biology essay' })).toBeInTheDocument();
  });

  it('shows the score with its band, the figures, and that the check is saved', async () => {
    const user = userEvent.setup();
    renderPlagiarism();
    await check(user);
    const score = screen.getByText('34.5%').parentElement as HTMLElement;
    expect(score).toHaveAttribute('data-band', 'high');
    expect(score).toHaveClass('text-red-700');
    expect(within(score).getByText('High similarity')).toBeInTheDocument();
    expect(screen.getByText('Words checked').nextElementSibling).toHaveTextContent('26');
    expect(screen.getByText('Sources found').nextElementSibling).toHaveTextContent('1');
    expect(screen.getByText('Documents checked').nextElementSibling).toHaveTextContent('120');
    expect(screen.getByText('Saved to Library')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in Library' })).toHaveAttribute('href', '/library');
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('highlights the matched passage in the text with its source number', async () => {
    const user = userEvent.setup();
    renderPlagiarism();
    await check(user);
    const text = screen.getByRole('region', { name: 'Your text with matches highlighted' });
    const copied = within(text).getByText('The mitochondria is the powerhouse of the cell.');
    const mark = copied.closest('mark') as HTMLElement;
    expect(mark).toHaveAttribute('data-source', '1');
    expect(mark).toHaveTextContent('(source 1)');
    expect(
      within(text).getByText('Plants make food from light.', { exact: false }).closest('mark'),
    ).toBeNull();
  });

  it('lists the source with link, similarity, matched words and passages', async () => {
    const user = userEvent.setup();
    renderPlagiarism();
    await check(user);
    const sources = within(screen.getByRole('list', { name: 'Matching sources' }));
    expect(sources.getByRole('link', { name: 'Cell biology primer' })).toHaveAttribute(
      'href',
      'https://example.org/cells',
    );
    expect(sources.getByText('34.5% similar')).toBeInTheDocument();
    expect(sources.getByText('8 matched words')).toBeInTheDocument();
    expect(sources.getByText('Reference')).toBeInTheDocument();
    expect(sources.getByText('the mitochondria is the powerhouse of the cell')).toBeInTheDocument();
    expect(sources.getByText('The mitochondria is the powerhouse of the cell.')).toBeInTheDocument();
  });

  it('shows quoted and cited passages apart, in a neutral colour', async () => {
    const user = userEvent.setup();
    renderPlagiarism();
    await check(user);
    expect(screen.getByRole('heading', { name: 'Quoted and cited' })).toBeInTheDocument();
    const quoted = within(screen.getByRole('list', { name: 'Quoted and cited sources' }));
    expect(quoted.getByText('On the Origin of Species')).toBeInTheDocument();
    expect(quoted.queryByRole('link')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Matching sources' })).queryByText(/Origin of Species/),
    ).toBeNull();

    const text = screen.getByRole('region', { name: 'Your text with matches highlighted' });
    const mark = within(text).getByText('"endless forms most beautiful"').closest('mark') as HTMLElement;
    expect(mark).toHaveAttribute('data-quoted', 'true');
    expect(mark).not.toHaveAttribute('data-source');
    expect(mark).toHaveClass('bg-slate-200');
    expect(mark).toHaveTextContent('(quoted and cited)');
  });

  it("says 'No matching sources found' when nothing matches", async () => {
    const user = userEvent.setup();
    renderPlagiarism({
      'POST /api/generate/plagiarism': {
        body: makePlagiarism({ similarity_score: 0, sources_found: 0, matches: [], quoted_matches: [] }),
      },
    });
    await check(user);
    expect(screen.getByText('No matching sources found')).toBeInTheDocument();
    expect(
      screen.getByText('None of the 120 documents checked share passages with your text.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0%').parentElement).toHaveAttribute('data-band', 'low');
    expect(screen.queryByRole('heading', { name: 'Quoted and cited' })).not.toBeInTheDocument();
  });

  it("shows the server's detail in the result panel and toasts it when the check fails", async () => {
    const user = userEvent.setup();
    const detail = 'You have used all 3 plagiarism checks this month. Upgrade for more.';
    renderPlagiarism({ 'POST /api/generate/plagiarism': { status: 429, body: { detail } } });
    await user.click(await textBox());
    await user.paste(CHECKED_TEXT);
    await user.click(checkButton());
    expect(await toasts().findByText(detail)).toBeInTheDocument();
    expect(resultPanel().getByRole('heading', { name: 'We couldn’t check your text' })).toBeInTheDocument();
    expect(resultPanel().getByText(detail)).toBeInTheDocument();
    expect(await textBox()).toHaveValue(CHECKED_TEXT);
    // Without a plan named by the server there is no upgrade link.
    expect(resultPanel().queryByRole('link', { name: /See .*plan/ })).not.toBeInTheDocument();
  });

  it('links a used-up quota to the plans page with the plan that lifts it preselected', async () => {
    const user = userEvent.setup();
    const detail = 'You have used all 3 plagiarism checks this month. Upgrade for more.';
    renderPlagiarism({
      'POST /api/generate/plagiarism': { status: 429, body: { detail, upgrade_plan: 'plus' } },
    });
    await user.click(await textBox());
    await user.paste(CHECKED_TEXT);
    await user.click(checkButton());
    const link = await resultPanel().findByRole('link', { name: 'See Plus plan' });
    expect(link).toHaveAttribute('href', '/billing?plan=plus');
  });

  it("falls back to 'Plagiarism check failed' without a detail", async () => {
    const user = userEvent.setup();
    renderPlagiarism({ 'POST /api/generate/plagiarism': { status: 500, body: 'oops' } });
    await user.click(await textBox());
    await user.paste(CHECKED_TEXT);
    await user.click(checkButton());
    expect(await toasts().findByText('Plagiarism check failed')).toBeInTheDocument();
    expect(resultPanel().getByText('Plagiarism check failed')).toBeInTheDocument();
  });
});
