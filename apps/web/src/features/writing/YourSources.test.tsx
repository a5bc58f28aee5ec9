import { MIN_SOURCE_TEXT_CHARS, type OwnSource } from '@studybot/contract';
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
import { TEXT_TOO_SHORT } from './AddSourceForm';
import { SOURCE_ADDED, SOURCE_DELETED, SOURCE_LINK_INVALID } from './messages';
import { makeOwnSource, writingRoutes } from './testing';
import { SOURCES_EXPLAINED } from './YourSources';

const SOURCES = 'GET /api/writing-assistant/sources';
const ADD = 'POST /api/writing-assistant/sources';
const EXTRACT = 'POST /api/notes/extract';

const SOURCE_TEXT =
  'Zorblax crystals form only in caves where the air stays below four degrees. ' +
  'Miners in the northern valleys have collected zorblax crystals for three centuries. ' +
  'A zorblax crystal glows faintly green when it is warmed in the hand. ' +
  'The largest zorblax crystal on record weighed just over two kilograms.';

function renderSources(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/writing-assistant', {
    user: makeUser({ plan_tier: 'plus' }),
    routes: writingRoutes(routes),
  });
}

const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
const addForm = () => within(screen.getByRole('form', { name: 'Add a source' }));
const textBox = () => screen.getByRole('textbox', { name: /^Text of the source/ });

/** Opens the collapsed "Your sources" section. */
async function openSources(user: ReturnType<typeof userEvent.setup>) {
  const toggle = await screen.findByRole('button', { name: /^Your sources/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return toggle;
}

/** Fills the required fields: a title and enough text. */
async function fillRequired(
  user: ReturnType<typeof userEvent.setup>,
  title = 'Zorblax Crystals of the North',
) {
  await user.type(addForm().getByRole('textbox', { name: /^Title/ }), title);
  await user.click(textBox());
  await user.paste(SOURCE_TEXT);
}

describe('/writing-assistant: your sources', () => {
  it('lists the student’s sources with their APA reference and passages, and explains how they are used', async () => {
    const user = userEvent.setup();
    renderSources({
      [SOURCES]: {
        body: {
          sources: [
            makeOwnSource(),
            makeOwnSource({
              project_id: 'src-2',
              title: 'Cave Climates',
              reference: 'Cave Survey Office. (2021). Cave climates. https://example.org/caves',
              passages: 1,
            }),
          ],
        },
      },
    });
    const toggle = await screen.findByRole('button', { name: /^Your sources/ });
    await waitFor(() => expect(toggle).toHaveTextContent('(2 of 50)'));
    expect(screen.queryByRole('list', { name: 'Your sources' })).not.toBeInTheDocument();
    await openSources(user);

    expect(screen.getByText(SOURCES_EXPLAINED)).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Your sources' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading')).toHaveTextContent('Zorblax Crystals of the North');
    expect(items[0]).toHaveTextContent(
      'Okafor, A., & Lindqvist, P. (2019). Zorblax Crystals of the North. Valley Press.',
    );
    expect(items[0]).toHaveTextContent('4 passages');
    expect(items[1]).toHaveTextContent('Cave Survey Office. (2021). Cave climates.');
    expect(items[1]).toHaveTextContent('1 passage ·');
  });

  it('says when there are none yet', async () => {
    const user = userEvent.setup();
    renderSources();
    await openSources(user);
    expect(await screen.findByText(/^No sources yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Your sources/ })).toHaveTextContent('(none yet)');
  });

  it('adds a source: authors split by lines, empty optional fields left out; it then appears in the list', async () => {
    const user = userEvent.setup();
    let sources: OwnSource[] = [];
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderSources({
      [SOURCES]: () => ({ body: { sources } }),
      [ADD]: () => answer.promise,
    });
    await openSources(user);
    const form = addForm();
    expect(
      within(form.getByRole('combobox', { name: 'Type' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Book', 'Journal article', 'Chapter in a book', 'Web page', 'Report']);
    await user.selectOptions(form.getByRole('combobox', { name: 'Type' }), 'article-journal');
    await fillRequired(user, '  Zorblax Crystals of the North ');
    const authors = form.getByRole('textbox', { name: /^Authors/ });
    expect(authors).toHaveAccessibleDescription("One per line: Family, Given — or an organisation's name");
    await user.type(authors, 'Okafor, Ada{Enter}{Enter}  Lindqvist, Per  {Enter}Cave Survey Office');
    await user.type(form.getByRole('textbox', { name: /^Year/ }), '2019');
    await user.type(form.getByRole('textbox', { name: /^Journal or website/ }), 'Journal of Caves');
    await user.type(form.getByRole('textbox', { name: /^Publisher/ }), '   ');
    await user.click(form.getByRole('button', { name: 'Add source' }));

    expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    const [, init] = callsTo(fetchMock, ADD)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'article-journal',
      title: 'Zorblax Crystals of the North',
      authors: ['Okafor, Ada', 'Lindqvist, Per', 'Cave Survey Office'],
      year: 2019,
      container_title: 'Journal of Caves',
      text: SOURCE_TEXT,
    });

    const added = makeOwnSource({ project_id: 'src-9' });
    sources = [added];
    answer.resolve({ body: added });
    expect(await toasts().findByText(SOURCE_ADDED)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your sources' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent(added.reference);
    // The form is cleared for the next source.
    expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(textBox()).toHaveValue('');
  });

  it('checks the title, year, link and length of the text before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSources();
    await openSources(user);
    const form = addForm();
    await user.click(form.getByRole('button', { name: 'Add source' }));
    const title = form.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAccessibleDescription('Title is required');
    expect(title).toHaveFocus();
    expect(textBox()).toHaveAccessibleDescription(expect.stringContaining(TEXT_TOO_SHORT));

    await user.type(title, 'Zorblax');
    await user.type(form.getByRole('textbox', { name: /^Year/ }), 'abc');
    await user.type(form.getByRole('textbox', { name: /^Link/ }), 'www.example.org');
    await user.type(textBox(), 'x'.repeat(MIN_SOURCE_TEXT_CHARS - 1));
    await user.click(form.getByRole('button', { name: 'Add source' }));
    expect(form.getByRole('textbox', { name: /^Year/ })).toHaveFocus();
    expect(form.getByText(SOURCE_LINK_INVALID)).toBeInTheDocument();
    expect(form.getByText(TEXT_TOO_SHORT)).toBeInTheDocument();
    expect(callsTo(fetchMock, ADD)).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses the source (400), by the field it is about when it names one', async () => {
    const user = userEvent.setup();
    let detail = 'No whole sentences were found in this text. Paste the source as it is written.';
    renderSources({ [ADD]: () => ({ status: 400, body: { detail } }) });
    await openSources(user);
    await fillRequired(user);
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    expect(await addForm().findByRole('alert')).toHaveTextContent(detail);
    expect(screen.queryByRole('list', { name: 'Your sources' })).not.toBeInTheDocument();
    // The text is kept to be fixed.
    expect(textBox()).toHaveValue(SOURCE_TEXT);

    detail = "Invalid field 'text': Paste at least 200 characters of the source's text";
    await user.click(addForm().getByRole('button', { name: 'Add source' }));
    await waitFor(() =>
      expect(textBox()).toHaveAccessibleDescription(
        expect.stringContaining("Paste at least 200 characters of the source's text"),
      ),
    );
    expect(textBox()).toHaveFocus();
    expect(addForm().queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a source only after the confirm dialog, calling DELETE on its library item', async () => {
    const user = userEvent.setup();
    let sources = [makeOwnSource(), makeOwnSource({ project_id: 'src-2', title: 'Cave Climates' })];
    const { fetchMock } = renderSources({
      [SOURCES]: () => ({ body: { sources } }),
      'DELETE /api/projects/src-2': () => {
        sources = sources.filter((s) => s.project_id !== 'src-2');
        return { body: { message: 'Item deleted successfully' } };
      },
    });
    await openSources(user);
    await user.click(await screen.findByRole('button', { name: 'Delete Cave Climates' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this source?' });
    expect(dialog).toHaveTextContent('“Cave Climates” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/projects/src-2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Cave Climates' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await toasts().findByText(SOURCE_DELETED)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/projects/src-2')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your sources' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(screen.queryByText('Cave Climates')).not.toBeInTheDocument();
  });

  it('fills the text from an uploaded file read by the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSources({
      [EXTRACT]: ({ body }) => {
        const file = (body as FormData).get('file') as File;
        return { body: { file_name: file.name, text: SOURCE_TEXT, word_count: 52 } };
      },
    });
    await openSources(user);
    const picker = screen.getByLabelText('Source file');
    expect(picker).toHaveAttribute('accept', '.pdf,.docx,.txt');
    expect(addForm().getByRole('button', { name: 'Read from a file' })).toBeInTheDocument();
    await user.upload(picker, new File(['%PDF'], 'zorblax.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Read zorblax.pdf (52 words)')).toBeInTheDocument();
    expect(textBox()).toHaveValue(SOURCE_TEXT);
    expect(callsTo(fetchMock, EXTRACT)).toHaveLength(1);

    // A file of another kind is refused without asking the server.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(['x'], 'notes.png', { type: 'image/png' }));
    expect(await addForm().findByRole('alert')).toHaveTextContent('Choose a PDF, DOCX or TXT file.');
    expect(callsTo(fetchMock, EXTRACT)).toHaveLength(1);
  });
});
