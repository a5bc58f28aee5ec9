import { CODE_REQUIRED, LESSON_LOCKED } from '@studybot/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUN_FAILED } from '../../../components/code/run';
import { codeIn, typeCode } from '../../../components/code/testing';
import { mockMedia } from '../../../test/media';
import {
  callsTo,
  deferred,
  type MockResponse,
  mockFetch,
  type RouteHandler,
  renderWithProviders,
} from '../../../test/utils';
import {
  COMPLETE_ANYWAY,
  EXERCISES_FAILED,
  LESSON_COMPLETED,
  LESSON_LOAD_FAILED,
  LESSON_NOT_FOUND,
  TESTS_FAILED,
} from '../messages';
import { LessonScreen } from './LessonScreen';
import { allPassing, LESSON_ID, makeLesson, makeProgress, makeRun, makeTestResults } from './testing';
import { AUTOSAVE_DELAY_MS } from './useProgressSaver';

const LESSON = `GET /api/lessons/${LESSON_ID}`;
const PROGRESS = `POST /api/lessons/${LESSON_ID}/progress`;

function renderLesson(routes: Record<string, RouteHandler | MockResponse> = {}) {
  const fetchMock = mockFetch({
    [LESSON]: { body: makeLesson() },
    [PROGRESS]: { body: makeProgress() },
    ...routes,
  });
  const onBack = vi.fn();
  const view = renderWithProviders(<LessonScreen lessonId={LESSON_ID} onBack={onBack} />);
  return { ...view, fetchMock, onBack };
}

/** The JSON bodies sent to `key`, in order. */
function sent(fetchMock: ReturnType<typeof mockFetch>, key: string): unknown[] {
  return callsTo(fetchMock, key).map(([, init]) => JSON.parse(String(init?.body)));
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const codeArea = () => screen.getByRole('textbox', { name: 'Your code' });
const terminal = () => screen.getByRole('log', { name: 'Output Terminal' });
const testsPanel = () => screen.getByRole('region', { name: 'Test Results' });

afterEach(() => {
  vi.useRealTimers();
});

describe('lesson screen: loading', () => {
  it('shows a spinner, then the lesson, and goes back to the bootcamp', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { onBack } = renderLesson({ [LESSON]: () => answer.promise });
    expect(screen.getByRole('status')).toHaveTextContent('Loading lesson...');
    answer.resolve({ body: makeLesson() });
    expect(await heading('Input and type conversion')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to Bootcamp' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('says when the lesson does not exist', async () => {
    renderLesson({ [LESSON]: { status: 404, body: { detail: 'Lesson not found' } } });
    expect(await heading(LESSON_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Bootcamp' })).toBeInTheDocument();
  });

  it('says when the lesson could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderLesson({ [LESSON]: () => (fail ? { status: 500, body: 'oops' } : { body: makeLesson() }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(LESSON_LOAD_FAILED);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Input and type conversion')).toBeInTheDocument();
  });

  it('shows a locked lesson’s plan and explanation, and sends Upgrade to the bootcamp home', async () => {
    const user = userEvent.setup();
    const lesson = makeLesson({ id: 'w02-l01', week: 2, title: 'Lists', difficulty: 'intermediate' });
    const { onBack, fetchMock } = renderLesson({
      [LESSON]: {
        status: 403,
        body: {
          detail: LESSON_LOCKED,
          lesson: {
            id: lesson.id,
            title: lesson.title,
            week: 2,
            order: 1,
            difficulty: 'intermediate',
            tags: ['lists'],
            locked: true,
            accessible: false,
            completed: false,
            plan: '- Make a list',
            explanation_md: 'A **list** holds many values.',
          },
        },
      },
    });
    expect(await heading('Lists')).toBeInTheDocument();
    expect(screen.getByText('Week 2 · Intermediate · ~15 min')).toBeInTheDocument();
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Lesson Plan' })).getByText('Make a list'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Explanation' })).toHaveTextContent(
      'A list holds many values.',
    );
    expect(screen.getByRole('heading', { name: 'Unlock Full Lesson' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Try It Yourself' })).not.toBeInTheDocument();

    const upgrade = screen.getByRole('button', { name: 'Upgrade to Access' });
    expect(upgrade).toHaveAccessibleDescription(/back to the bootcamp home, where the plans are listed/);
    await user.click(upgrade);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, PROGRESS)).toHaveLength(0);
  });
});

describe('lesson screen: reading', () => {
  it('shows the header, plan, explanation, annotated code and a folded solution', async () => {
    const user = userEvent.setup();
    renderLesson({
      [LESSON]: { body: makeLesson({ completed: true, progress: makeProgress({ completed: true }) }) },
    });
    await heading('Input and type conversion');
    expect(screen.getByText('Week 1 · Beginner · ~15 min')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['input', 'int']);
    expect(screen.getByText('Completed', { selector: 'span' })).toBeInTheDocument();

    // Markdown headings sit below the section's h2; code is highlighted.
    const explanation = screen.getByRole('region', { name: 'Explanation' });
    expect(
      within(explanation).getByRole('heading', { level: 3, name: 'Asking questions' }),
    ).toBeInTheDocument();
    expect(explanation.querySelector('code.hljs')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Annotated Code' }).querySelector('pre')?.textContent).toBe(
      "name = input('Name: ')  # ask\nprint('Hi', name)\n",
    );

    const finalCode = screen.getByRole('region', { name: 'Final Code' });
    expect(within(finalCode).queryByText(/print\('Hi', name\)/)).not.toBeInTheDocument();
    await user.click(within(finalCode).getByRole('button', { name: 'Show solution' }));
    expect(within(finalCode).getByText(/print/).closest('pre')).toHaveTextContent("print('Hi', name)");
    expect(within(finalCode).getByRole('button', { name: 'Hide solution' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('reads the explanation aloud without its code blocks, in the audio player', async () => {
    const user = userEvent.setup();
    localStorage.setItem('auth_token', 'test-token');
    mockMedia();
    const { fetchMock } = renderLesson({
      'POST /api/tts/generate': {
        body: {
          audio_url: '/api/tts/audio/clip-1.mp3',
          duration: 3,
          voice_id: 'victoria',
          speed: 1,
          can_download: false,
          usage_info: {
            current_requests: 1,
            max_requests: 10,
            requests_remaining: 9,
            current_minutes: 0,
            max_minutes: 10,
            minutes_remaining: 10,
            resets_at: '2026-01-02T00:00:00.000Z',
          },
          cached: false,
          source: 'local:espeak-ng',
        },
      },
      'GET /api/tts/audio/clip-1.mp3': { body: 'ID3-audio-bytes' },
    });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(sent(fetchMock, 'POST /api/tts/generate')).toEqual([
      {
        text: 'Asking questions.\n\nUse input to ask.',
        voice_id: 'victoria',
        speed: 1,
        feature_source: 'bootcamp',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide audio' }));
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
  });
});

describe('lesson screen: try it yourself', () => {
  it('opens with the saved code and output, or else the starter template', async () => {
    renderLesson({
      [LESSON]: {
        body: makeLesson({ progress: makeProgress({ last_code: 'print(42)', last_run_output: '42\n' }) }),
      },
    });
    await heading('Input and type conversion');
    expect(codeIn(codeArea())).toBe('print(42)');
    expect(terminal()).toHaveTextContent('42');
  });

  it('runs the code as the lesson’s with the input lines (blank ones dropped) and saves the output', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLesson({ 'POST /api/code/run': { body: makeRun() } });
    await heading('Input and type conversion');
    expect(codeIn(codeArea())).toBe("# Ask for a name\nname = input('Name: ')\n");
    await user.click(screen.getByRole('button', { name: 'Input' }));
    await user.type(screen.getByRole('textbox', { name: 'Input lines' }), '{Enter}Ada{Enter}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(terminal()).toHaveTextContent('Name: Ada Hi Ada'));
    expect(sent(fetchMock, 'POST /api/code/run')).toEqual([
      { code: "# Ask for a name\nname = input('Name: ')\n", lesson_id: LESSON_ID, inputs: ['Ada'] },
    ]);
    await waitFor(() =>
      expect(sent(fetchMock, PROGRESS)).toEqual([{ last_run_output: 'Name: Ada\nHi Ada\n' }]),
    );
  });

  it('shows a run’s error followed by its explanation, and the no-output message', async () => {
    const user = userEvent.setup();
    let answer = makeRun({
      success: false,
      output: '',
      error: "NameError: name 'nme' is not defined (line 2)",
      error_explanation: 'Check the spelling of nme.',
    });
    const { fetchMock } = renderLesson({ 'POST /api/code/run': () => ({ body: answer }) });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(terminal()).toHaveTextContent("Error: NameError: name 'nme' is not defined (line 2)"),
    );
    expect(screen.getByText('Check the spelling of nme.')).toBeInTheDocument();
    await waitFor(() =>
      expect(sent(fetchMock, PROGRESS)).toEqual([
        {
          last_run_output:
            "Error: NameError: name 'nme' is not defined (line 2)\n\nCheck the spelling of nme.",
        },
      ]),
    );

    answer = makeRun({ output: '' });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(terminal()).toHaveTextContent('Code executed successfully (no output)'));
  });

  it('says when the run fails, and asks for code before running or testing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLesson({ 'POST /api/code/run': { status: 502, body: 'bad gateway' } });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(terminal()).toHaveTextContent(RUN_FAILED));

    act(() => typeCode(codeArea(), '  \n'));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(CODE_REQUIRED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run Tests' }));
    expect(callsTo(fetchMock, 'POST /api/code/run')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST /api/code/test')).toHaveLength(0);
  });

  it('runs the tests and shows each case, the count and the score', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLesson({ 'POST /api/code/test': { body: makeTestResults() } });
    await heading('Input and type conversion');
    expect(testsPanel()).toHaveTextContent('Press Run Tests');
    act(() => typeCode(codeArea(), "print('Hi Ada')"));
    await user.click(screen.getByRole('button', { name: 'Run Tests' }));
    await waitFor(() => expect(testsPanel()).toHaveTextContent('1 / 2 tests passed'));
    expect(testsPanel()).toHaveTextContent('Score: 50%');
    const cases = within(testsPanel()).getAllByRole('listitem');
    expect(cases[0]).toHaveTextContent('Passed');
    expect(cases[0]).toHaveTextContent('greets by name');
    expect(cases[0]).toHaveTextContent('Output matches');
    expect(cases[1]).toHaveTextContent('Failed');
    expect(cases[1]).toHaveTextContent('asks for the age');
    expect(within(cases[1] as HTMLElement).getByText('Expected').nextElementSibling).toHaveTextContent(
      'Age: 13',
    );
    expect(within(cases[1] as HTMLElement).getByText('Actual').nextElementSibling).toHaveTextContent('Age:');
    expect(sent(fetchMock, 'POST /api/code/test')).toEqual([
      { code: "print('Hi Ada')", lesson_id: LESSON_ID },
    ]);
    await waitFor(() =>
      expect(sent(fetchMock, PROGRESS)).toContainEqual({ last_test_results: makeTestResults() }),
    );
  });

  it('says when the tests could not run', async () => {
    const user = userEvent.setup();
    renderLesson({ 'POST /api/code/test': { status: 500, body: 'oops' } });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Run Tests' }));
    expect(await within(testsPanel()).findByRole('alert')).toHaveTextContent(TESTS_FAILED);
  });
});

describe('lesson screen: saving and completing', () => {
  it('auto-saves the code 2 seconds after the last edit and shows the save status', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderLesson({ [PROGRESS]: () => answer.promise });
    await heading('Input and type conversion');
    const status = () => screen.getByText(/^(Saved|Saving…|Not saved)$/);
    expect(status()).toHaveTextContent('Saved');

    act(() => typeCode(codeArea(), 'print(1)'));
    expect(status()).toHaveTextContent('Not saved');
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    act(() => typeCode(codeArea(), 'print(12)'));
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1));
    expect(callsTo(fetchMock, PROGRESS)).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toHaveTextContent('Saving…');
    expect(sent(fetchMock, PROGRESS)).toEqual([{ last_code: 'print(12)' }]);
    await act(async () => answer.resolve({ body: makeProgress({ last_code: 'print(12)' }) }));
    await waitFor(() => expect(status()).toHaveTextContent('Saved'));
  });

  it('saves at once with Save, and only logs a failed save', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = renderLesson({ [PROGRESS]: { status: 500, body: 'oops' } });
    await heading('Input and type conversion');
    act(() => typeCode(codeArea(), 'print(3)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Not saved')).toBeInTheDocument());
    expect(sent(fetchMock, PROGRESS)).toEqual([{ last_code: 'print(3)' }]);
    expect(logged).toHaveBeenCalledWith('Failed to save lesson progress', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockClear();
  });

  it('asks before completing when the tests are not all passing, then completes', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLesson({
      [LESSON]: { body: makeLesson({ progress: makeProgress({ last_test_results: makeTestResults() }) }) },
    });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(COMPLETE_ANYWAY);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, PROGRESS)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete anyway' }),
    );
    expect(await screen.findAllByText(LESSON_COMPLETED)).not.toHaveLength(0);
    expect(sent(fetchMock, PROGRESS)).toEqual([{ completed: true }]);
    expect(screen.getByRole('button', { name: 'Completed' })).toBeDisabled();
    expect(screen.getByText('Completed', { selector: 'span' })).toBeInTheDocument();
  });

  it('asks too when no tests were run, and completes at once when they all pass', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderLesson({ 'POST /api/code/test': { body: allPassing } });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Run Tests' }));
    await waitFor(() => expect(testsPanel()).toHaveTextContent('2 / 2 tests passed'));
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findAllByText(LESSON_COMPLETED)).not.toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent(fetchMock, PROGRESS)).toContainEqual({ completed: true });
  });
});

describe('lesson screen: practice exercises', () => {
  it('loads exercises on request, each with its difficulty and an editor', async () => {
    const user = userEvent.setup();
    renderLesson({
      [`GET /api/code/examples/${LESSON_ID}`]: {
        body: {
          examples: [
            {
              title: 'Age next year',
              difficulty: 'easy',
              description: 'Ask for an **age**.',
              starter_code: 'age = input()',
            },
            { title: 'Sum two numbers', difficulty: 'hard', description: 'Add them.', starter_code: 'a = 1' },
          ],
        },
      },
    });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Generate Practice Exercises' }));
    const first = await screen.findByRole('article', { name: 'Age next year' });
    expect(within(first).getByText('Easy')).toBeInTheDocument();
    expect(within(first).getByText('age', { selector: 'strong' })).toBeInTheDocument();
    expect(codeIn(within(first).getByRole('textbox', { name: 'Age next year code' }))).toBe('age = input()');
    expect(
      within(screen.getByRole('article', { name: 'Sum two numbers' })).getByText('Hard'),
    ).toBeInTheDocument();
  });

  it('says when the exercises could not be generated', async () => {
    const user = userEvent.setup();
    renderLesson({ [`GET /api/code/examples/${LESSON_ID}`]: { status: 500, body: 'oops' } });
    await heading('Input and type conversion');
    await user.click(screen.getByRole('button', { name: 'Generate Practice Exercises' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXERCISES_FAILED);
  });
});
