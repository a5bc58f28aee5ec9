import { WRITING_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockResponse, makeUser, type RouteHandler, renderApp } from '../../test/utils';
import { makeDraft, makePaper, writingRoutes } from './testing';

const LONG_TITLE = 'The Causes and Consequences of the French Revolution in Eighteenth-Century Europe';

function renderDrafts(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/writing-assistant?view=drafts', {
    user: makeUser({ plan_tier: 'plus' }),
    routes: writingRoutes(routes),
  });
}

const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
const draftList = () => screen.findByRole('list', { name: 'Saved drafts' });
const location = () => screen.getByTestId('location');

describe('/writing-assistant: saved drafts', () => {
  it('lists the student’s papers, names cut at 50 characters with an ellipsis', async () => {
    const { fetchMock } = renderDrafts({
      'GET /api/projects': {
        body: [makeDraft({ id: 'paper-1' }), makeDraft({ id: 'paper-2', title: LONG_TITLE })],
      },
    });
    const items = within(await draftList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('How Photosynthesis Works in Plants');
    expect(within(items[0]!).getByText(/^Essay, 582 words · /)).toBeInTheDocument();
    const cut = within(items[1]!).getByRole('heading');
    expect(cut).toHaveTextContent(/^The Causes and Consequences of the French Revoluti…$/);
    expect(cut).toHaveAttribute('title', LONG_TITLE);
    const [[url]] = callsTo(fetchMock, 'GET /api/projects') as [[string]];
    expect(new URL(url, 'http://x').searchParams.get('type')).toBe('writing_assistant');
  });

  it('opens a draft in the paper view and goes back to the form', async () => {
    const user = userEvent.setup();
    renderDrafts({ 'GET /api/projects': { body: [makeDraft({ id: 'paper-1' })] } });
    await draftList();
    await user.click(screen.getByRole('button', { name: 'View How Photosynthesis Works in Plants' }));
    expect(await screen.findByRole('textbox', { name: 'Introduction' })).toHaveValue(
      makePaper().introduction,
    );
    expect(location()).toHaveTextContent('/writing-assistant?paper=paper-1');

    await user.click(screen.getByRole('button', { name: 'Saved Drafts' }));
    await draftList();
    await user.click(screen.getByRole('button', { name: 'Back to form' }));
    expect(await screen.findByRole('textbox', { name: /^Writing prompt/ })).toBeInTheDocument();
  });

  it('deletes a draft only after the confirm dialog, then refreshes the list', async () => {
    const user = userEvent.setup();
    let drafts = [makeDraft({ id: 'paper-1' }), makeDraft({ id: 'paper-2', title: 'Climate change essay' })];
    const { fetchMock } = renderDrafts({
      'GET /api/projects': () => ({ body: drafts }),
      'DELETE /api/projects/paper-2': () => {
        drafts = drafts.filter((d) => d.id !== 'paper-2');
        return { body: { message: 'Item deleted successfully' } };
      },
    });
    await draftList();
    await user.click(screen.getByRole('button', { name: 'Delete Climate change essay' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent('“Climate change essay” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/projects/paper-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Climate change essay' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await toasts().findByText('Draft deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/projects/paper-2')).toHaveLength(1);
    await waitFor(async () => expect(within(await draftList()).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Climate change essay')).not.toBeInTheDocument();
  });

  it('says "Failed to delete draft" when the delete fails, keeping the draft', async () => {
    const user = userEvent.setup();
    renderDrafts({
      'GET /api/projects': { body: [makeDraft({ id: 'paper-1' })] },
      'DELETE /api/projects/paper-1': { status: 500, body: 'oops' },
    });
    await draftList();
    await user.click(screen.getByRole('button', { name: 'Delete How Photosynthesis Works in Plants' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await toasts().findByText(WRITING_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(within(await draftList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows an empty state that leads to the form', async () => {
    const user = userEvent.setup();
    renderDrafts();
    expect(await screen.findByText('No saved drafts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a paper' }));
    expect(await screen.findByRole('textbox', { name: /^Writing prompt/ })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/writing-assistant$/);
  });
});
