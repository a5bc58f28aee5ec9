import type { Project } from '@studybot/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { voiceKeys } from '../../lib/query-keys';
import { mockMedia, waitForPlayer } from '../../test/media';
import {
  CHECKED_TEXT,
  callsTo,
  deferred,
  type MockResponse,
  makePlagiarism,
  makeProject,
  makeUsageResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';

function projects(): Project[] {
  return [
    makeProject({
      id: 'a',
      title: 'Photosynthesis quiz',
      type: 'quiz',
      status: 'completed',
      description: 'Biology unit 3',
      created_at: '2026-01-12T10:00:00.000Z',
    }),
    makeProject({
      id: 'b',
      title: 'French verbs',
      type: 'flashcards',
      status: 'processing',
      created_at: '2026-01-11T10:00:00.000Z',
    }),
    makeProject({
      id: 'c',
      title: 'History essay check',
      type: 'plagiarism',
      status: 'failed',
      created_at: '2026-01-10T10:00:00.000Z',
    }),
    makeProject({
      id: 'd',
      title: 'Weekly plan',
      type: 'study_plan',
      status: 'queued' as Project['status'],
      created_at: '2026-01-09T10:00:00.000Z',
    }),
  ];
}

/**
 * A small stand-in for the projects API: lists newest first with type, q (title or
 * description), limit and offset, and forgets what DELETE removes.
 */
function projectsApi(store: Project[]): Record<string, RouteHandler> {
  return {
    'GET /api/projects': ({ url }) => {
      const params = new URL(url, 'http://test').searchParams;
      const q = params.get('q')?.toLowerCase() ?? '';
      const type = params.get('type');
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? 20);
      const found = store.filter(
        (p) =>
          (!type || p.type === type) && (!q || `${p.title} ${p.description ?? ''}`.toLowerCase().includes(q)),
      );
      return { body: found.slice(offset, offset + limit) };
    },
  };
}

function renderLibrary(
  routes: Record<string, RouteHandler | { status?: number; body?: unknown }> = {},
  store = projects(),
  user = makeUser(),
  path = '/library',
) {
  const fakeApi = projectsApi(store);
  const remove: RouteHandler = ({ url }) => {
    const index = store.findIndex((p) => url.endsWith(`/${p.id}`));
    if (index === -1) return { status: 404, body: { detail: 'Project not found' } };
    store.splice(index, 1);
    return { body: { message: 'Project deleted successfully' } };
  };
  const deletes = Object.fromEntries(store.map((p) => [`DELETE /api/projects/${p.id}`, remove]));
  return renderApp(path, { user, routes: { ...fakeApi, ...deletes, ...routes } });
}

async function cards() {
  const list = await screen.findByRole('list', { name: 'Library items' });
  return within(list).getAllByRole('listitem');
}

function card(title: string) {
  const heading = screen.getByRole('heading', { name: title });
  return within(heading.closest('li') as HTMLElement);
}

describe('study library', () => {
  it('shows cards with type, date and status badges coloured by status', async () => {
    renderLibrary();
    expect(await cards()).toHaveLength(4);
    expect(card('Photosynthesis quiz').getByText('Completed')).toHaveAttribute('data-tone', 'green');
    expect(card('French verbs').getByText('Processing')).toHaveAttribute('data-tone', 'blue');
    expect(card('History essay check').getByText('Failed')).toHaveAttribute('data-tone', 'red');
    expect(card('Weekly plan').getByText('Queued')).toHaveAttribute('data-tone', 'grey');
    // Labels are written capitalised; the badge does not re-case text (e.g. topic names).
    expect(card('Photosynthesis quiz').getByText('Completed')).not.toHaveClass('capitalize');
    expect(card('Weekly plan').getByText('Study Plan')).toBeInTheDocument();
    expect(
      card('Photosynthesis quiz').getByRole('button', { name: 'View Photosynthesis quiz' }),
    ).toBeInTheDocument();
  });

  it('searches titles and descriptions on the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLibrary();
    await cards();
    const search = screen.getByRole('searchbox', { name: 'Search library' });

    await user.type(search, 'Biology');
    await waitFor(async () =>
      expect((await cards()).map((li) => within(li).getByRole('heading').textContent)).toEqual([
        'Photosynthesis quiz',
      ]),
    );
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked).toContain('/api/projects?q=Biology&limit=24&offset=0');

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText('No items match your search')).toBeInTheDocument();
    expect(screen.queryByText('Your library is empty')).not.toBeInTheDocument();
  });

  it('filters by type through the API', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLibrary();
    await cards();
    const select = screen.getByRole('combobox', { name: 'Filter by type' });
    expect(within(select).getByRole('option', { name: 'All types' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Writing Assistant' })).toHaveValue(
      'writing_assistant',
    );

    await user.selectOptions(select, 'quiz');
    await waitFor(async () => expect(await cards()).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET /api/projects?type=quiz&limit=24&offset=0')).toHaveLength(1);

    await user.selectOptions(select, 'video');
    expect(await screen.findByText('No items match your search')).toBeInTheDocument();
  });

  it('loads more items a page at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      makeProject({ id: `p${i}`, title: `Deck ${i + 1}`, type: 'flashcards' }),
    );
    renderLibrary({}, many);
    expect(await cards()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('toggles between grid and list', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await cards();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    await user.click(list);
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(await cards()).toHaveLength(4);
  });

  it('shows the empty state when there are no projects', async () => {
    renderLibrary({ 'GET /api/projects': { body: [] } });
    expect(await screen.findByText('Your library is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Project' })).toHaveAttribute(
      'href',
      '/create',
    );
  });

  it('asks before deleting; Cancel keeps the item', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLibrary();
    await cards();
    await user.click(card('French verbs').getByRole('button', { name: 'Delete French verbs' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this item?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/projects/b')).toHaveLength(0);
    expect(await cards()).toHaveLength(4);
  });

  it('deletes after confirming and says so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLibrary();
    await cards();
    await user.click(card('French verbs').getByRole('button', { name: 'Delete French verbs' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this item?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Item deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/projects/b')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'French verbs' })).not.toBeInTheDocument(),
    );
    expect(await cards()).toHaveLength(3);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the item and says so when the delete fails', async () => {
    const user = userEvent.setup();
    renderLibrary({ 'DELETE /api/projects/b': { status: 500, body: { detail: 'boom' } } });
    await cards();
    await user.click(card('French verbs').getByRole('button', { name: 'Delete French verbs' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete item')).toBeInTheDocument();
    expect(await cards()).toHaveLength(4);
  });

  it('opens a quiz in the detail view with the correct option marked, and goes back', async () => {
    const user = userEvent.setup();
    const quiz = makeProject({
      id: 'q',
      title: 'Cell quiz',
      type: 'quiz',
      description: 'Chapter 2 review',
      metadata: { prompt: 'Cells and organelles' },
      output_data: {
        questions: [
          {
            question: 'What is the powerhouse of the cell?',
            options: ['Nucleus', 'Mitochondria', 'Ribosome'],
            correct_answer: 1,
            explanation: 'Mitochondria make ATP.',
          },
        ],
      },
    });
    renderLibrary({ 'GET /api/projects': { body: [quiz] } });
    await user.click(await screen.findByRole('button', { name: 'View Cell quiz' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Cell quiz' })).toBeInTheDocument();
    expect(screen.getByText('Chapter 2 review')).toBeInTheDocument();
    expect(screen.getByText('Cells and organelles')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toHaveAttribute('data-tone', 'green');
    await waitFor(() => expect(document.title).toBe('Cell quiz · StudyBot'));
    const correct = screen.getByText('Mitochondria').closest('li') as HTMLElement;
    expect(within(correct).getByText('Correct answer')).toBeInTheDocument();
    const wrong = screen.getByText('Nucleus').closest('li') as HTMLElement;
    expect(within(wrong).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.getByText('Mitochondria make ATP.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Library' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Study Library' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Study Library · StudyBot'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Cell quiz' })).toHaveFocus());
  });

  it('renders flashcards, plagiarism reports, images and other output', async () => {
    const user = userEvent.setup();
    const items = [
      makeProject({
        id: 'f',
        title: 'Verb cards',
        type: 'flashcards',
        output_data: { cards: [{ front: 'avoir', back: 'to have', category: 'Verbs' }] },
      }),
      makeProject({
        id: 'p',
        title: 'Essay check',
        type: 'plagiarism',
        output_data: {
          similarity_score: 12,
          total_words: 300,
          sources_found: 1,
          matches: [
            { title: 'Open textbook', url: 'https://example.org/book', similarity: 12, matched_words: 36 },
          ],
        },
      }),
      makeProject({
        id: 'i',
        title: 'Volcano picture',
        type: 'image',
        output_url: '/api/files/volcano.png',
        output_data: { seed: 42 },
      }),
    ];
    renderLibrary({ 'GET /api/projects': { body: items } });

    await user.click(await screen.findByRole('button', { name: 'View Verb cards' }));
    expect(screen.getByText('avoir')).toBeInTheDocument();
    expect(screen.getByText('to have')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Library' }));

    await user.click(await screen.findByRole('button', { name: 'View Essay check' }));
    expect(screen.getByText('Similarity score')).toBeInTheDocument();
    expect(screen.getByText('12%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open textbook' })).toHaveAttribute(
      'href',
      'https://example.org/book',
    );
    expect(screen.getByText('36 matched words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Library' }));

    await user.click(await screen.findByRole('button', { name: 'View Volcano picture' }));
    expect(screen.getByRole('img', { name: 'Volcano picture' })).toHaveAttribute(
      'src',
      '/api/files/volcano.png',
    );
    expect(screen.getByText(/"seed": 42/)).toBeInTheDocument();
  });

  describe('saved voiceovers', () => {
    const voiceover = makeProject({
      id: 'v',
      title: 'Cell notes audio',
      type: 'voiceover',
      output_url: '/api/tts/audio/cell-notes.mp3',
      output_data: {
        text: 'Cells are the basic unit of life.',
        voice_id: 'olivia',
        speed: 1.2,
        duration: 9,
        feature_source: 'voiceover',
      },
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    function render(routes: Record<string, RouteHandler | MockResponse> = {}, user = makeUser()) {
      const media = mockMedia();
      const view = renderLibrary(
        {
          'GET /api/projects': { body: [voiceover] },
          'GET /api/tts/audio/cell-notes.mp3': { body: 'ID3' },
          'GET /api/tts/usage': { body: makeUsageResponse() },
          ...routes,
        },
        undefined,
        user,
      );
      return { ...view, media };
    }

    async function open(routes: Record<string, RouteHandler | MockResponse> = {}, user = makeUser()) {
      const view = render(routes, user);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'View Cell notes audio' }));
      await screen.findByRole('button', { name: 'Play' });
      return view;
    }

    it('plays the saved audio with its text, without a broken picture', async () => {
      const { fetchMock } = await open();
      expect(callsTo(fetchMock, 'GET /api/tts/audio/cell-notes.mp3')).toHaveLength(1);
      expect(screen.getByText('0:00 / 0:09')).toBeInTheDocument();
      expect(screen.getByText('Cells are the basic unit of life.')).toBeInTheDocument();
      expect(screen.getByText('Voice: Olivia · Speed: 1.2×')).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      // Already in the library: nothing to save.
      expect(screen.queryByRole('button', { name: 'Save to Library' })).not.toBeInTheDocument();
    });

    it('does not start playing by itself', async () => {
      const clip = deferred<MockResponse>();
      const { fetchMock, media } = render({ 'GET /api/tts/audio/cell-notes.mp3': () => clip.promise });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'View Cell notes audio' }));
      await waitFor(() => expect(callsTo(fetchMock, 'GET /api/tts/audio/cell-notes.mp3')).toHaveLength(1));

      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      clip.resolve({ body: 'ID3' });
      await waitForPlayer();
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      expect(media.play).not.toHaveBeenCalled();
    });

    // The server decides from the plan (GET /api/tts/usage → can_download); the client keeps no plan table.
    it.each([
      ['offers', true, makeUser({ plan_tier: 'free' })],
      ['does not offer', false, makeUser({ plan_tier: 'plus', is_admin: true })],
    ])(
      '%s Download when GET /api/tts/usage says can_download: %s, whatever the plan',
      async (_offers, canDownload, user) => {
        const { queryClient } = await open(
          { 'GET /api/tts/usage': { body: makeUsageResponse({ can_download: canDownload }) } },
          user,
        );
        await waitFor(() => expect(queryClient.getQueryState(voiceKeys.usage)?.status).toBe('success'));
        if (canDownload) expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
        else expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
      },
    );

    it('offers no Download while the usage cannot be read', async () => {
      const { queryClient } = await open({ 'GET /api/tts/usage': { status: 500, body: 'oops' } });
      await waitFor(() => expect(queryClient.getQueryState(voiceKeys.usage)?.status).toBe('error'));
      expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    });
  });

  it('shows a saved plagiarism check with its text highlighted and quoted passages apart', async () => {
    const user = userEvent.setup();
    const check = makePlagiarism();
    const saved = makeProject({
      id: 'pl',
      title: 'Biology essay',
      type: 'plagiarism',
      output_data: { results: check.results, text: CHECKED_TEXT },
    });
    renderLibrary({ 'GET /api/projects': { body: [saved] } });
    await user.click(await screen.findByRole('button', { name: 'View Biology essay' }));
    expect(screen.getByText('34.5%').parentElement).toHaveAttribute('data-band', 'high');
    const text = screen.getByRole('region', { name: 'Your text with matches highlighted' });
    expect(
      within(text).getByText('The mitochondria is the powerhouse of the cell.').closest('mark'),
    ).toHaveAttribute('data-source', '1');
    expect(screen.getByRole('heading', { name: 'Quoted and cited' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cell biology primer' })).toBeInTheDocument();
  });

  it('deletes from the detail view and returns to the list', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'View Photosynthesis quiz' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted successfully')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Study Library' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/library$/);
    expect(await cards()).toHaveLength(3);
  });

  describe('item addresses', () => {
    const location = () => screen.getByTestId('location');

    it('opens an item at /library/{id}, and Back returns to the list as it was left', async () => {
      const user = userEvent.setup();
      const { fetchMock } = renderLibrary();
      await cards();
      await user.type(screen.getByRole('searchbox', { name: 'Search library' }), 'quiz');
      await waitFor(async () => expect(await cards()).toHaveLength(1));
      await user.click(screen.getByRole('button', { name: 'View Photosynthesis quiz' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Photosynthesis quiz' }),
      ).toBeInTheDocument();
      expect(location()).toHaveTextContent('/library/a');
      // The list already holds the item: no second request for it.
      expect(callsTo(fetchMock, 'GET /api/projects/a')).toHaveLength(0);

      await user.click(screen.getByRole('button', { name: 'Back to Library' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Study Library' })).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/library$/);
      expect(screen.getByRole('searchbox', { name: 'Search library' })).toHaveValue('quiz');
      expect(await cards()).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'View Photosynthesis quiz' })).toHaveFocus();
    });

    it('shows an item loaded directly from its address, with a way to the list', async () => {
      const user = userEvent.setup();
      const item = makeProject({
        id: 'old',
        title: 'Last term essay check',
        type: 'plagiarism',
        output_data: makePlagiarism(),
      });
      renderLibrary({ 'GET /api/projects/old': { body: item } }, projects(), makeUser(), '/library/old');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Last term essay check' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Last term essay check · StudyBot'));
      await user.click(screen.getByRole('button', { name: 'Back to Library' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Study Library' })).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/library$/);
      expect(await cards()).toHaveLength(4);
    });

    it('says clearly when the address names no item of this student', async () => {
      const user = userEvent.setup();
      renderLibrary(
        { 'GET /api/projects/gone': { status: 404, body: { detail: 'Project not found' } } },
        projects(),
        makeUser(),
        '/library/gone',
      );
      const heading = await screen.findByRole('heading', { level: 1, name: 'Item not found' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(
        screen.getByText(
          'This item is not in your library. It may have been deleted, or the link may be wrong.',
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Item not found · StudyBot'));
      await user.click(screen.getByRole('link', { name: 'Back to Library' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Study Library' })).toBeInTheDocument();
      expect(location()).toHaveTextContent(/^\/library$/);
    });
  });

  it('limits the search to 100 characters and says what it searches', async () => {
    renderLibrary();
    await cards();
    const search = screen.getByRole('searchbox', { name: 'Search library' });
    expect(search).toHaveAttribute('maxLength', '100');
    expect(search).toHaveAttribute('placeholder', 'Search by title or description');
  });

  it("shows the server's reason when it refuses the request (4xx)", async () => {
    renderLibrary({
      'GET /api/projects': { status: 400, body: { detail: 'Search text must be at most 100 characters' } },
    });
    expect(await screen.findByText('Search text must be at most 100 characters')).toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your library")).not.toBeInTheDocument();
    expect(screen.queryByText('Check your connection and try again.')).not.toBeInTheDocument();
  });

  it('suggests checking the connection on a server error', async () => {
    renderLibrary({ 'GET /api/projects': { status: 503, body: { detail: 'Database unavailable' } } });
    expect(await screen.findByText("We couldn't load your library")).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
