import { PLAGIARISM_TOO_SHORT, WRITING_MESSAGES } from '@studybot/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDownloadClicks, mockMedia } from '../../test/media';
import {
  callsTo,
  deferred,
  type MockResponse,
  makePlagiarism,
  makeSpeech,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import {
  CHLOROPHYLL,
  CONCLUSION,
  INTRODUCTION,
  makeCitation,
  makePaper,
  PACK_CITATION,
  PAPER_ENDPOINT,
  PAPER_URL,
  savedPaper,
  writingRoutes,
} from './testing';

const PUT = `PUT ${PAPER_ENDPOINT}`;
const REWRITE = 'POST /api/writing-assistant/rewrite';
const IMPROVE = 'POST /api/writing-assistant/improve';
const CITATIONS = 'POST /api/writing-assistant/citations';
const PLAGIARISM = 'POST /api/generate/plagiarism';

function renderPaper(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp(PAPER_URL, { user: makeUser({ plan_tier: 'plus' }), routes: writingRoutes(routes) });
}

type User = ReturnType<typeof userEvent.setup>;
type FetchMock = ReturnType<typeof renderPaper>['fetchMock'];

const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
const section = (name: string) => screen.findByRole<HTMLTextAreaElement>('textbox', { name });
const status = () => screen.getByText(/^(All changes saved|Unsaved changes|Saving\.\.\.)$/);
const location = () => screen.getByTestId('location');

/** The JSON bodies sent to `key`, in order. */
function sent(fetchMock: FetchMock, key: string): unknown[] {
  return callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)));
}

/** Selects `text` in a section's box with the mouse, as a student would. */
async function selectText(user: User, box: HTMLTextAreaElement, text: string) {
  const start = box.value.indexOf(text);
  expect(start).toBeGreaterThanOrEqual(0);
  await user.pointer([
    { target: box, offset: start, keys: '[MouseLeft>]' },
    { offset: start + text.length },
    { keys: '[/MouseLeft]' },
  ]);
}

describe('paper view: sections and saving', () => {
  it('loads a saved paper: title, word count, tabs for every section, notes, references, next steps', async () => {
    const user = userEvent.setup();
    renderPaper();
    expect(await section('Introduction')).toHaveValue(INTRODUCTION);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('How Photosynthesis Works in Plants');
    expect(status()).toHaveTextContent('All changes saved');
    expect(screen.getByText(/^\d+ words$/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Chlorophyll' }));
    expect(await section('Chlorophyll')).toHaveValue(CHLOROPHYLL);
    expect(screen.getByRole('textbox', { name: 'Section heading' })).toHaveValue('Chlorophyll');
    // Keyboard: arrows move between the section tabs.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Conclusion' })).toHaveAttribute('aria-selected', 'true');
    expect(await section('Conclusion')).toHaveValue(CONCLUSION);

    const notes = within(screen.getByRole('list', { name: 'Still to write' }));
    expect(notes.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Introductionin about 80 words, state your thesis.',
      'Conclusionrestate your thesis.',
    ]);
    const references = within(screen.getByRole('list', { name: 'References' }));
    expect(references.getAllByRole('listitem')[0]).toHaveTextContent(/^Clark, M\. A\./);
    expect(screen.getByRole('region', { name: 'Next steps' })).toHaveTextContent(
      /^Next stepsReplace each note marked/,
    );
  });

  it('marks edits as unsaved and saves them with PUT, then says so', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPaper();
    const intro = await section('Introduction');
    await user.clear(intro);
    await user.type(intro, 'My own introduction.');
    expect(status()).toHaveTextContent('Unsaved changes');

    await user.click(screen.getByRole('tab', { name: 'Chlorophyll' }));
    await user.type(await section('Chlorophyll'), ' More.');
    const heading = screen.getByRole('textbox', { name: 'Section heading' });
    await user.clear(heading);
    await user.type(heading, 'Pigments');
    expect(screen.getByRole('tab', { name: 'Pigments' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toasts().findByText('Paper saved')).toBeInTheDocument();
    expect(sent(fetchMock, PUT)).toEqual([
      {
        title: 'How Photosynthesis Works in Plants',
        introduction: 'My own introduction.',
        body_paragraphs: [
          { topic: 'Pigments', content: `${CHLOROPHYLL} More.` },
          { topic: 'Chloroplast', content: makePaper().body_paragraphs[1]!.content },
        ],
        conclusion: CONCLUSION,
        source_ids: ['cat:openstax-biology-2e', 'pack:biology-photosynthesis'],
      },
    ]);
    expect(status()).toHaveTextContent('All changes saved');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves with Ctrl+S, refuses a blank title, and reports a failed save', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { fetchMock } = renderPaper({
      [PUT]: (request) =>
        fail ? { status: 500, body: 'oops' } : { body: { ...makePaper(), ...(request.body as object) } },
    });
    await section('Introduction');
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toasts().findByText('Title is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, PUT)).toHaveLength(0);

    await user.type(title, 'Photosynthesis{Control>}s{/Control}');
    await waitFor(() => expect(status()).toHaveTextContent('All changes saved'));
    expect(sent(fetchMock, PUT)).toMatchObject([{ title: 'Photosynthesis' }]);

    fail = true;
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toasts().findByText('Failed to save paper')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('asks before leaving unsaved edits for a new paper', async () => {
    const user = userEvent.setup();
    renderPaper();
    await user.type(await section('Introduction'), ' Extra.');
    await user.click(screen.getByRole('button', { name: 'Start New Paper' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(await section('Introduction')).toHaveValue(`${INTRODUCTION} Extra.`);

    await user.click(screen.getByRole('button', { name: 'Start New Paper' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByRole('textbox', { name: /^Writing prompt/ })).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/writing-assistant$/);
  });

  it('opens a note’s section with the note selected, ready to type over', async () => {
    const user = userEvent.setup();
    renderPaper();
    await section('Introduction');
    await user.click(screen.getByRole('button', { name: /^Conclusion/ }));
    const conclusion = await section('Conclusion');
    expect(conclusion).toHaveFocus();
    const note = '[Your argument: restate your thesis.]';
    expect(conclusion.value.slice(conclusion.selectionStart, conclusion.selectionEnd)).toBe(note);
    await user.keyboard('Plants turn light into food.');
    expect(conclusion).toHaveValue('In summary, plants turn light into sugar. Plants turn light into food.');
    expect(within(screen.getByRole('list', { name: 'Still to write' })).getAllByRole('button')).toHaveLength(
      1,
    );
  });

  it('says when a paper cannot be found', async () => {
    renderPaper({ [`GET ${PAPER_ENDPOINT}`]: { status: 404, body: { detail: 'Project not found' } } });
    expect(
      await screen.findByText('This paper is not in your drafts. It may have been deleted.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start New Paper' })).toBeInTheDocument();
  });
});

describe('paper view: the selection toolbar', () => {
  const LONG = 'The green pigment chlorophyll absorbs the light energy';

  it('shows a 30-character preview of the selection, and closing hides it', async () => {
    const user = userEvent.setup();
    renderPaper();
    await section('Introduction');
    await user.click(screen.getByRole('tab', { name: 'Chlorophyll' }));
    const box = await section('Chlorophyll');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    await selectText(user, box, LONG);
    const toolbar = screen.getByRole('toolbar', { name: 'Selected text' });
    expect(within(toolbar).getByTestId('selection-preview')).toHaveTextContent(
      /^The green pigment chlorophyll…$/,
    );
    expect('The green pigment chlorophyll '.length).toBe(30);
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['Improve', 'Paraphrase', 'Make Formal', 'Close toolbar']);

    await user.click(within(toolbar).getByRole('button', { name: 'Close toolbar' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    expect(box).toHaveFocus();

    // A short selection is shown whole; Escape closes the toolbar too.
    await selectText(user, box, 'chlorophyll');
    expect(screen.getByTestId('selection-preview')).toHaveTextContent(/^chlorophyll$/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('paraphrases the selection into a dialog to copy, then replaces the selection with it', async () => {
    const user = userEvent.setup();
    const rewritten = 'Chlorophyll, the green pigment, takes in the light energy';
    const { fetchMock } = renderPaper({
      [REWRITE]: {
        body: { rewritten_text: rewritten, changes: ['Reordered the sentence', '"absorbs" → "takes in"'] },
      },
    });
    await section('Introduction');
    await user.click(screen.getByRole('tab', { name: 'Chlorophyll' }));
    const box = await section('Chlorophyll');
    await selectText(user, box, LONG);
    await user.click(screen.getByRole('button', { name: 'Paraphrase' }));

    const dialog = await screen.findByRole('dialog', { name: 'Paraphrased text' });
    expect(sent(fetchMock, REWRITE)).toEqual([{ text: LONG, type: 'paraphrase' }]);
    expect(within(dialog).getByRole('region', { name: 'Result' })).toHaveTextContent(rewritten);
    expect(
      within(within(dialog).getByRole('list', { name: 'What changed' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(rewritten);
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Replace selection' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box).toHaveValue(CHLOROPHYLL.replace(LONG, rewritten));
    expect(status()).toHaveTextContent('Unsaved changes');
  });

  it('makes a selection formal and improves one, showing the suggestions', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPaper({
      [REWRITE]: { body: { rewritten_text: 'Plants do not grow', changes: ['"don\'t" → "do not"'] } },
      [IMPROVE]: {
        body: {
          improved_text: 'This essay examines',
          suggestions: [
            { type: 'grammar', message: 'Use "examines"', start: 11, end: 19, replacement: 'examines' },
          ],
        },
      },
    });
    const box = await section('Introduction');
    await selectText(user, box, 'This essay examines');
    await user.click(screen.getByRole('button', { name: 'Make Formal' }));
    expect(await screen.findByRole('dialog', { name: 'Formal version' })).toHaveTextContent(
      'Plants do not grow',
    );
    expect(sent(fetchMock, REWRITE)).toEqual([{ text: 'This essay examines', type: 'formal' }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await selectText(user, box, 'This essay examines');
    await user.click(screen.getByRole('button', { name: 'Improve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Improved text' });
    expect(sent(fetchMock, IMPROVE)).toEqual([{ text: 'This essay examines' }]);
    expect(within(dialog).getByRole('list', { name: 'Suggestions' })).toHaveTextContent(
      'GrammarUse "examines"',
    );
    expect(within(dialog).getByText(/No changes were needed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Replace selection' })).toBeDisabled();
  });

  it('shows the server’s reason when a rewrite would change the meaning (422)', async () => {
    const user = userEvent.setup();
    const detail =
      'This text cannot be paraphrased without changing its meaning: it is mostly names and numbers.';
    renderPaper({ [REWRITE]: { status: 422, body: { detail } } });
    await section('Introduction');
    await user.click(screen.getByRole('tab', { name: 'Chlorophyll' }));
    await selectText(user, await section('Chlorophyll'), LONG);
    await user.click(screen.getByRole('button', { name: 'Paraphrase' }));
    expect(await toasts().findByText(detail)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await section('Chlorophyll')).toHaveValue(CHLOROPHYLL);
  });

  it('says "Failed to rewrite text" and "Failed to improve text" when the server gives no reason', async () => {
    const user = userEvent.setup();
    renderPaper({ [REWRITE]: { status: 500, body: 'oops' }, [IMPROVE]: { status: 500, body: 'oops' } });
    const box = await section('Introduction');
    await selectText(user, box, 'This essay examines');
    await user.click(screen.getByRole('button', { name: 'Paraphrase' }));
    expect(await toasts().findByText(WRITING_MESSAGES.rewriteFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Improve' }));
    expect(await toasts().findByText(WRITING_MESSAGES.improveFailed)).toBeInTheDocument();
  });
});

describe('paper view: citations', () => {
  it('lists in-text citations with no reference and references never cited', async () => {
    const user = userEvent.setup();
    renderPaper({
      [`GET ${PAPER_ENDPOINT}`]: {
        body: makePaper({
          introduction: 'Plants need light (Smith, 2020). They also need water (Clark et al., 2018).',
          body_paragraphs: [{ topic: 'Water', content: 'Roots take up water.' }],
          conclusion: 'Plants are green.',
          citations: [makeCitation(), PACK_CITATION],
        }),
      },
    });
    await section('Introduction');
    const check = screen.getByRole('region', { name: /Citation check/ });
    expect(within(check).getByText('2 issues')).toBeInTheDocument();
    expect(
      within(
        within(check).getByRole('list', { name: 'Cited in the text but not in your references' }),
      ).getByRole('listitem'),
    ).toHaveTextContent('(Smith, 2020)');
    expect(
      within(within(check).getByRole('list', { name: 'In your references but never cited' })).getByRole(
        'listitem',
      ),
    ).toHaveTextContent('(StudyBot Study Packs, n.d.)');

    // The check follows the text as it is edited.
    await user.type(await section('Introduction'), ' Light is key (StudyBot Study Packs, n.d.).');
    expect(within(check).getByText('1 issue')).toBeInTheDocument();
    expect(
      within(check).queryByRole('list', { name: 'In your references but never cited' }),
    ).not.toBeInTheDocument();
  });

  it('says when every citation matches', async () => {
    renderPaper();
    await section('Introduction');
    expect(screen.getByRole('region', { name: /Citation check/ })).toHaveTextContent(
      'Every in-text citation has a reference, and every reference is cited.',
    );
  });

  it('opens the passages a reference rests on', async () => {
    const user = userEvent.setup();
    renderPaper();
    await section('Introduction');
    const references = within(screen.getByRole('list', { name: 'References' }));
    const [, pack] = references.getAllByRole('button', { name: 'Show source' });
    expect(pack).toHaveAccessibleDescription('StudyBot Study Packs. (n.d.). Photosynthesis.');
    await user.click(pack!);
    const dialog = screen.getByRole('dialog', { name: 'Source passages' });
    expect(
      within(within(dialog).getByRole('list', { name: 'Passages' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(dialog).toHaveTextContent('Photosynthesis takes place in the chloroplast.');
  });

  it('adds found sources: picked ones join the paper’s sources and the paper is saved', async () => {
    const user = userEvent.setup();
    const newSource = makeCitation({
      source_id: 'cat:campbell-biology',
      full_reference: 'Urry, L. A. (2020). Campbell Biology (12th ed.). Pearson.',
      in_text: '(Urry, 2020)',
    });
    const { fetchMock } = renderPaper({
      [CITATIONS]: { body: { citations: [makeCitation(), newSource] } },
    });
    await section('Introduction');
    await user.click(screen.getByRole('button', { name: 'Add Citations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Citations' });
    const already = await within(dialog).findByRole('checkbox', { name: /Clark, M\. A\./ });
    expect(already).toBeChecked();
    expect(already).toBeDisabled();
    expect(sent(fetchMock, CITATIONS)).toEqual([
      { topic: 'How Photosynthesis Works in Plants', citation_style: 'apa', num_sources: 5 },
    ]);
    const add = within(dialog).getByRole('button', { name: 'Add sources' });
    expect(add).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Urry/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 source' }));

    expect(await toasts().findByText('Citations added to your paper')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(fetchMock, PUT)).toMatchObject([
      { source_ids: ['cat:openstax-biology-2e', 'pack:biology-photosynthesis', 'cat:campbell-biology'] },
    ]);
    expect(within(screen.getByRole('list', { name: 'References' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('searches another topic from the dialog', async () => {
    const user = userEvent.setup();
    const mendel = makeCitation({
      source_id: 'cat:mendel-1866',
      full_reference: 'Mendel, G. (1866). Versuche über Pflanzen-Hybriden.',
      in_text: '(Mendel, 1866)',
    });
    const { fetchMock } = renderPaper({
      [CITATIONS]: ({ body }) => ({
        body: {
          citations: (body as { topic: string }).topic === 'plant hybrids' ? [mendel] : [makeCitation()],
        },
      }),
    });
    await section('Introduction');
    await user.click(screen.getByRole('button', { name: 'Add Citations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Citations' });
    expect(
      await within(dialog).findByText('Every source found is already in your paper.'),
    ).toBeInTheDocument();
    const topic = within(dialog).getByRole('textbox', { name: 'Topic' });
    expect(topic).toHaveValue('How Photosynthesis Works in Plants');
    await user.clear(topic);
    await user.type(topic, 'plant hybrids{Enter}');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Mendel/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 source' }));
    expect(await toasts().findByText('Citations added to your paper')).toBeInTheDocument();
    expect(sent(fetchMock, CITATIONS).map((b) => (b as { topic: string }).topic)).toEqual([
      'How Photosynthesis Works in Plants',
      'plant hybrids',
    ]);
    expect(sent(fetchMock, PUT)).toMatchObject([{ source_ids: expect.arrayContaining(['cat:mendel-1866']) }]);
  });

  it('says "Failed to generate citations" when the search fails', async () => {
    const user = userEvent.setup();
    renderPaper({ [CITATIONS]: { status: 500, body: 'oops' } });
    await section('Introduction');
    await user.click(screen.getByRole('button', { name: 'Add Citations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Citations' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(WRITING_MESSAGES.citationsFailed);
  });
});

describe('paper view: export, plagiarism, listening and suggestions', () => {
  it('exports DOCX and PDF with the token, saving unsaved edits first', async () => {
    const user = userEvent.setup();
    const media = mockMedia();
    const clicks = mockDownloadClicks();
    const { fetchMock } = renderPaper({
      'GET /api/writing-assistant/export/paper-1': { body: 'PK-docx-bytes' },
    });
    await user.type(await section('Introduction'), ' Edited.');
    await user.click(screen.getByRole('button', { name: 'Export DOCX' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(callsTo(fetchMock, PUT)).toHaveLength(1);
    const [[url, init]] = callsTo(fetchMock, 'GET /api/writing-assistant/export/paper-1') as [
      [string, RequestInit],
    ];
    expect(url).toBe('/api/writing-assistant/export/paper-1?format=docx');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer test-token');
    expect(clicks.mock.contexts[0]).toHaveProperty('download', 'how-photosynthesis-works-in-plants.docx');
    expect(media.createObjectURL).toHaveBeenCalledTimes(1);
    // The server counts an exported paper as done.
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(2));
    expect(clicks.mock.contexts[1]).toHaveProperty('download', 'how-photosynthesis-works-in-plants.pdf');
    // Nothing new to save the second time.
    expect(callsTo(fetchMock, PUT)).toHaveLength(1);
  });

  it('marks the paper done with its latest edits, then shows Done; a failure is toasted', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { fetchMock } = renderPaper({
      [PUT]: (request) =>
        refuse ? { status: 404, body: { detail: 'Project not found' } } : savedPaper()(request),
    });
    await user.type(await section('Introduction'), ' Edited.');
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await toasts().findByText('Project not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as done' })).toBeEnabled();
    expect(status()).toHaveTextContent('Unsaved changes');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Mark as done' }));
    expect(await toasts().findByText('Paper marked as done')).toBeInTheDocument();
    const bodies = sent(fetchMock, PUT);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ done: true, introduction: `${INTRODUCTION} Edited.` });
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('All changes saved');

    // An ordinary save afterwards does not mark it again.
    await user.type(await section('Introduction'), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toasts().findByText('Paper saved')).toBeInTheDocument();
    expect(sent(fetchMock, PUT)[2]).not.toHaveProperty('done');
  });

  it('says "No content to export" for an empty paper and "Failed to export document" on a failure', async () => {
    const user = userEvent.setup();
    mockDownloadClicks();
    const { fetchMock } = renderPaper({
      [`GET ${PAPER_ENDPOINT}`]: {
        body: makePaper({
          introduction: '',
          body_paragraphs: [{ topic: 'Empty', content: ' ' }],
          conclusion: '',
        }),
      },
      'GET /api/writing-assistant/export/paper-1': { status: 500, body: 'oops' },
    });
    const intro = await section('Introduction');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(await toasts().findByText(WRITING_MESSAGES.noContent)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/writing-assistant/export/paper-1')).toHaveLength(0);

    await user.type(intro, 'Some words at last.');
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(await toasts().findByText(WRITING_MESSAGES.exportFailed)).toBeInTheDocument();
  });

  it('checks the paper’s prose for plagiarism (notes left out) and shows the report', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderPaper({ [PLAGIARISM]: () => answer.promise });
    await section('Introduction');
    await user.click(screen.getByRole('button', { name: 'Check Plagiarism' }));
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    const [body] = sent(fetchMock, PLAGIARISM) as [{ text: string; title: string }];
    expect(body.title).toBe('Plagiarism check: How Photosynthesis Works in Plants');
    expect(body.text).not.toContain('[Your argument:');
    expect(body.text.startsWith('This essay examines how photosynthesis works in plants.')).toBe(true);
    expect(body.text).toContain(CHLOROPHYLL);

    answer.resolve({ body: makePlagiarism() });
    const report = await screen.findByRole('region', { name: 'Plagiarism report' });
    expect(within(report).getByText('Cell biology primer')).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Close report' }));
    expect(screen.queryByRole('region', { name: 'Plagiarism report' })).not.toBeInTheDocument();
  });

  it('says "Failed to check plagiarism", and asks for more text when the paper is too short', async () => {
    const user = userEvent.setup();
    renderPaper({ [PLAGIARISM]: { status: 500, body: 'oops' } });
    const intro = await section('Introduction');
    await user.click(screen.getByRole('button', { name: 'Check Plagiarism' }));
    expect(await toasts().findByText(WRITING_MESSAGES.plagiarismFailed)).toBeInTheDocument();
    expect(PLAGIARISM_TOO_SHORT).toBeTruthy();
    await user.clear(intro);
    for (const name of ['Chlorophyll', 'Chloroplast', 'Conclusion']) {
      await user.click(screen.getByRole('tab', { name }));
      await user.clear(await section(name));
    }
    await user.type(await section('Conclusion'), 'Too short.');
    await user.click(screen.getByRole('button', { name: 'Check Plagiarism' }));
    expect(await toasts().findByText(PLAGIARISM_TOO_SHORT)).toBeInTheDocument();
  });

  it('reads the paper aloud under "Listen:" and the title cut to 50 characters', async () => {
    const user = userEvent.setup();
    mockMedia();
    const title = 'How Photosynthesis Works in Plants and Why It Matters for Every Living Thing';
    const { fetchMock } = renderPaper({
      [`GET ${PAPER_ENDPOINT}`]: { body: makePaper({ title }) },
      'POST /api/tts/generate': { body: makeSpeech() },
      'GET /api/tts/audio/clip-1.mp3': { body: 'ID3-audio-bytes' },
    });
    await section('Introduction');
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Listen: How Photosynthesis Works in Plants and Why It Matt…',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    const [body] = sent(fetchMock, 'POST /api/tts/generate') as [{ text: string; feature_source: string }];
    expect(body.feature_source).toBe('writing_assistant');
    expect(body.text.startsWith(`${title}\n\nThis essay examines`)).toBe(true);
    expect(body.text).not.toContain('[Your argument:');

    await user.click(screen.getByRole('button', { name: 'Hide player' }));
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    // Unchanged text is not generated again.
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/tts/generate')).toHaveLength(1);
  });

  it('checks the open section, highlights each suggestion’s span and applies its fix', async () => {
    const user = userEvent.setup();
    const text = 'Their are many plant. They grows fast.';
    const { fetchMock } = renderPaper({
      [`GET ${PAPER_ENDPOINT}`]: { body: makePaper({ introduction: text }) },
      [IMPROVE]: {
        body: {
          improved_text: 'There are many plants. They grow fast.',
          suggestions: [
            { type: 'grammar', message: 'Use “grow” with “They”.', start: 27, end: 32, replacement: 'grow' },
            { type: 'spelling', message: 'Did you mean “There”?', start: 0, end: 5, replacement: 'There' },
            {
              type: 'readability',
              message: 'Short sentences in a row.',
              start: 0,
              end: 21,
              replacement: null,
            },
          ],
        },
      },
    });
    const intro = await section('Introduction');
    const panel = screen.getByRole('region', { name: 'Writing Suggestions' });
    await user.click(within(panel).getByRole('button', { name: 'Check this section' }));
    expect(sent(fetchMock, IMPROVE)).toEqual([{ text }]);

    const highlighted = await within(panel).findByRole('region', {
      name: 'Section text with suggestions highlighted',
    });
    // The overlapping readability note cannot be marked beside the spelling fix, so it is left out.
    expect([...highlighted.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Their', 'grows']);
    const list = within(within(panel).getByRole('list', { name: 'Suggestions' }));
    expect(list.getAllByRole('listitem')[0]).toHaveTextContent('Spelling');

    await user.click(list.getByRole('button', { name: 'Apply suggestion 1' }));
    expect(intro).toHaveValue('There are many plant. They grows fast.');
    await user.click(list.getByRole('button', { name: 'Apply suggestion 1' }));
    expect(intro).toHaveValue('There are many plant. They grow fast.');
    expect(within(panel).getByText('No suggestions: this section reads well.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Unsaved changes');

    // Text edited after the check: the suggestions are out of date.
    await user.click(within(panel).getByRole('button', { name: 'Check again' }));
    await within(panel).findAllByRole('button', { name: /^Apply suggestion/ });
    await user.type(intro, '!');
    expect(within(panel).getByRole('note')).toHaveTextContent(/Check it again/);
    for (const button of within(panel).getAllByRole('button', { name: /^Apply suggestion/ }))
      expect(button).toBeDisabled();
  });
});
