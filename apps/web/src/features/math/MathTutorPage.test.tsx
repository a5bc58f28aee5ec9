import {
  MATH_CHECK_INPUT_REQUIRED,
  MATH_CHECK_MAX_LINES,
  MATH_CONFIRM_NOTE,
  MATH_INPUT_REQUIRED,
  MATH_SOLVE_FAILED,
} from '@studybot/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMedia } from '../../test/media';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { NOT_AN_IMAGE } from './ImageProblemForm';
import { makeCheck, makeSolve } from './testing';

const ENDPOINT = 'POST /api/generate/math-tutor';

function renderMath(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/math-tutor', {
    user: makeUser(),
    routes: { [ENDPOINT]: { body: makeSolve() }, ...routes },
  });
}

/** The toasts on screen, and the result panel beside the form. */
const toasts = () => within(screen.getByRole('region', { name: /^Notifications/ }));
const resultPanel = () => within(screen.getByRole('region', { name: 'Result' }));

const problemBox = () => screen.findByRole('textbox', { name: 'Math problem' });
const solveButton = () => screen.getByRole('button', { name: 'Solve' });

/** The multipart fields of the nth call to the math endpoint. */
function sentForm(fetchMock: ReturnType<typeof renderMath>['fetchMock'], index = 0) {
  const body = callsTo(fetchMock, ENDPOINT)[index]?.[1]?.body;
  expect(body).toBeInstanceOf(FormData);
  return body as FormData;
}

async function solve(user: ReturnType<typeof userEvent.setup>, problem = '2x+3=11') {
  await user.type(await problemBox(), problem);
  await user.click(solveButton());
  return screen.findByRole('heading', { name: 'I read this as' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('math tutor: input', () => {
  it('offers Image Input, Text Input and Check my steps as keyboard-usable tabs', async () => {
    const user = userEvent.setup();
    renderMath();
    expect(await screen.findByRole('heading', { level: 1, name: 'Math Problem Solver' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'How to give the problem' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Image Input',
      'Text Input',
      'Check my steps',
    ]);
    expect(tabs.getByRole('tab', { name: 'Text Input' })).toHaveAttribute('aria-selected', 'true');

    await user.click(tabs.getByRole('tab', { name: 'Text Input' }));
    await user.keyboard('{ArrowLeft}');
    expect(tabs.getByRole('tab', { name: 'Image Input' })).toHaveAttribute('aria-selected', 'true');
    const camera = screen.getByLabelText('Take Photo');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(screen.getByLabelText('Upload Image')).not.toHaveAttribute('capture');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Check my steps' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Problem and your working' })).toBeInTheDocument();
  });

  it('keeps Solve disabled until there is non-blank text, and says what is missing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMath();
    const box = await problemBox();
    expect(solveButton()).toBeDisabled();
    expect(solveButton()).toHaveAccessibleDescription(MATH_INPUT_REQUIRED);
    await user.type(box, '   ');
    expect(solveButton()).toBeDisabled();
    await user.type(box, '{Control>}{Enter}{/Control}');
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(0);
    await user.type(box, 'x+1=2');
    expect(solveButton()).toBeEnabled();
    expect(screen.queryByText(MATH_INPUT_REQUIRED)).not.toBeInTheDocument();
  });

  it('fills the box from an example and previews it with KaTeX', async () => {
    const user = userEvent.setup();
    renderMath();
    await problemBox();
    const examples = within(screen.getByRole('group', { name: 'Try an example' }));
    await user.click(examples.getByRole('button', { name: 'x^2-5x+6=0' }));
    expect(await problemBox()).toHaveValue('x^2-5x+6=0');
    expect(await problemBox()).toHaveFocus();
    const preview = await screen.findByText(/^LaTeX preview/);
    await waitFor(() => expect(preview.nextElementSibling?.querySelector('.katex')).not.toBeNull());
    expect(preview.nextElementSibling?.querySelector('annotation')).toHaveTextContent('x^2-5x+6=0');
  });

  it('sends the trimmed text as user_input with mode solve, showing Solving... meanwhile', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderMath({ [ENDPOINT]: () => answer.promise });
    await user.type(await problemBox(), '  2x+3=11  ');
    await user.click(solveButton());
    expect(screen.getByRole('button', { name: 'Solving...' })).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Result' })).getByRole('status')).toHaveTextContent(
      'Solving...',
    );
    const form = sentForm(fetchMock);
    expect(form.get('user_input')).toBe('2x+3=11');
    expect(form.get('mode')).toBe('solve');
    expect(form.has('image')).toBe(false);
    answer.resolve({ body: makeSolve() });
    expect(await screen.findByRole('heading', { name: 'I read this as' })).toBeInTheDocument();
  });

  it('solves with Ctrl+Enter from the text box', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMath();
    await user.type(await problemBox(), '2x+3=11{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { name: 'I read this as' })).toBeInTheDocument();
    expect(callsTo(fetchMock, ENDPOINT)).toHaveLength(1);
    expect(await problemBox()).toHaveValue('2x+3=11');
  });

  it('takes a photo or an upload, previews it, sends it as the image part, and clears it', async () => {
    const user = userEvent.setup();
    const media = mockMedia();
    const { fetchMock } = renderMath();
    await user.click(await screen.findByRole('tab', { name: 'Image Input' }));
    expect(solveButton()).toBeDisabled();
    expect(screen.getByText(/No image yet/)).toBeInTheDocument();

    const photo = new File(['png-bytes'], 'homework.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Image'), photo);
    expect(screen.getByRole('img', { name: 'Your problem, as it will be sent' })).toHaveAttribute(
      'src',
      'blob:test/1',
    );
    expect(screen.getByText('homework.png')).toBeInTheDocument();
    expect(solveButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(media.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(solveButton()).toBeDisabled();

    await user.upload(screen.getByLabelText('Take Photo'), photo);
    await user.click(solveButton());
    await screen.findByRole('heading', { name: 'I read this as' });
    const form = sentForm(fetchMock);
    expect(form.get('image')).toBeInstanceOf(File);
    expect((form.get('image') as File).name).toBe('homework.png');
    expect(form.get('mode')).toBe('solve');
    expect(form.has('user_input')).toBe(false);
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockMedia();
    renderMath();
    await user.click(await screen.findByRole('tab', { name: 'Image Input' }));
    await user.upload(
      screen.getByLabelText('Upload Image'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
    expect(solveButton()).toBeDisabled();
  });
});

describe('math tutor: result', () => {
  it('shows the reading, parsed expression, numbered steps, final answer, validation and library note', async () => {
    const user = userEvent.setup();
    renderMath();
    await solve(user);

    const reading = screen.getByRole('heading', { name: 'I read this as' }).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(reading).getByText('95% · High confidence')).toHaveAttribute('data-tone', 'green');
    expect(reading.querySelector('annotation')).toHaveTextContent('2x + 3 = 11');

    const parsed = screen.getByRole('heading', { name: 'Parsed Expression' }).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(parsed).getByText('Linear equation')).toBeInTheDocument();
    expect(parsed.querySelector('annotation')).toHaveTextContent('2 \\cdot x + 3 = 11');

    expect(screen.getByText('Solved by studybot+nerdamer')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Solution steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Step 1: Subtract 3 from both sides');
    expect(steps[0]).toHaveTextContent('2x + 3 - 3 = 11 - 3');
    expect(steps[0]?.querySelector('.katex-display annotation')).toHaveTextContent('2x = 8');
    expect(steps[2]).toHaveTextContent('Step 3: Simplify');
    expect(steps[2]?.querySelector('.katex')).toBeNull();
    expect(
      screen.getByRole('region', { name: 'Final answer' }).querySelector('annotation'),
    ).toHaveTextContent('x = 4');

    const validation = screen.getByRole('region', { name: 'Validation' });
    expect(within(validation).getByText('Pass')).toBeInTheDocument();
    expect(within(validation).getByText('Substituting x = 4 makes both sides equal.')).toBeInTheDocument();
    expect(screen.queryByText('Low confidence detected')).not.toBeInTheDocument();
    expect(screen.getByText('Saved to Library')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View in Library' })).toHaveAttribute('href', '/library');
  });

  it.each([
    [0.9, '90% · High confidence', 'green', false, false],
    [0.88, '88% · High confidence', 'green', false, false],
    [0.75, '75% · Medium confidence', 'yellow', true, false],
    [0.7, '70% · Medium confidence', 'yellow', true, false],
    [0.5, '50% · Low confidence', 'red', true, true],
  ])(
    'at confidence %s shows "%s" (%s), advice %s, tips %s',
    async (confidence, label, tone, advice, tips) => {
      const user = userEvent.setup();
      renderMath({ [ENDPOINT]: { body: makeSolve({ confidence }) } });
      await solve(user);
      expect(screen.getByText(label)).toHaveAttribute('data-tone', tone);
      expect(screen.queryByText('Low confidence detected') !== null).toBe(advice);
      expect(screen.queryByText('Tips for a clearer problem') !== null).toBe(tips);
      if (tips) expect(screen.getByText(/one problem per photo/)).toBeInTheDocument();
    },
  );

  it('shows a failed validation prominently, with its notes', async () => {
    const user = userEvent.setup();
    const notes = [
      'Substituting x = 5 does NOT make both sides equal: they differ by 2.',
      'disagrees with nerdamer.solve',
    ];
    renderMath({ [ENDPOINT]: { body: makeSolve({ confidence: 0.5, validation: { ok: false, notes } }) } });
    await solve(user);
    const validation = screen.getByRole('region', { name: 'Validation' });
    expect(validation).toHaveAttribute('data-result', 'fail');
    expect(within(validation).getByText('Fail')).toBeVisible();
    expect(within(validation).getByText(/could not be confirmed/)).toBeVisible();
    expect(
      within(within(validation).getByRole('list', { name: 'Validation notes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(notes);
  });

  it('Edit opens the reading as text; Cancel closes it and returns focus to Edit', async () => {
    const user = userEvent.setup();
    renderMath({ [ENDPOINT]: { body: makeSolve({ problem_text: '2x+3=11' }) } });
    await solve(user);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Correct the problem' });
    expect(field).toHaveValue('2x+3=11');
    expect(field).toHaveFocus();
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Re-solve' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Correct the problem' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    // Opened again, it starts from the reading, not the abandoned edit; Escape cancels too.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: 'Correct the problem' })).toHaveValue('2x+3=11');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Correct the problem' })).not.toBeInTheDocument();
  });

  it('Re-solve sends the edited text in text mode and shows the new result', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMath({
      [ENDPOINT]: ({ body }) => {
        const text = String((body as FormData).get('user_input'));
        return text === '2x+5=11'
          ? {
              body: makeSolve({
                project_id: 'math-2',
                problem_text: text,
                display_latex: '2x + 5 = 11',
                solution: { steps: [], final_answer: { text: 'x = 3', latex: 'x = 3' } },
              }),
            }
          : { body: makeSolve() };
      },
    });
    await solve(user);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Correct the problem' });
    await user.clear(field);
    await user.type(field, '2x+5=11');
    await user.click(screen.getByRole('button', { name: 'Re-solve' }));

    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Final answer' }).querySelector('annotation'),
      ).toHaveTextContent('x = 3'),
    );
    const form = sentForm(fetchMock, 1);
    expect(form.get('user_input')).toBe('2x+5=11');
    expect(form.get('mode')).toBe('solve');
    expect(screen.queryByRole('textbox', { name: 'Correct the problem' })).not.toBeInTheDocument();
    expect(await problemBox()).toHaveValue('2x+5=11');
  });

  it('shows an uncertain photo reading to confirm, with no answer or check, and solves it once confirmed', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMath({
      [ENDPOINT]: ({ body }) =>
        (body as FormData).get('user_input') === 'x^2-5x+6=0'
          ? { body: makeSolve({ project_id: 'math-2', problem_text: 'x^2-5x+6=0' }) }
          : {
              body: makeSolve({
                project_id: '',
                problem_text: 'x^2-5x+6=0',
                read_from: 'photo',
                needs_confirmation: true,
                confidence: 0.73,
                solution: { steps: [], final_answer: { text: '', latex: '' } },
                validation: { ok: false, notes: [MATH_CONFIRM_NOTE, 'Read by the AI model (llava) alone.'] },
              }),
            },
    });
    await solve(user);
    expect(await screen.findByText(MATH_CONFIRM_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Read by the AI model (llava) alone.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Final answer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pass', { exact: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, solve this' }));
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Final answer' }).querySelector('annotation'),
      ).toHaveTextContent('x = 4'),
    );
    expect(sentForm(fetchMock, 1).get('user_input')).toBe('x^2-5x+6=0');
  });

  it('says when it read log as ln, and solves the base-10 reading on request', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMath({
      [ENDPOINT]: ({ body }) => {
        const text = String((body as FormData).get('user_input'));
        return text === 'log_10(x)=2'
          ? {
              body: makeSolve({
                project_id: 'math-2',
                problem_text: text,
                solution: { steps: [], final_answer: { text: 'x = 100', latex: 'x = 100' } },
              }),
            }
          : {
              body: makeSolve({
                problem_text: 'log(x)=2',
                assumptions: [
                  {
                    text: 'I read log as the natural logarithm, ln.',
                    choice: 'Read log as base 10',
                    alternative: 'log_10(x)=2',
                  },
                ],
              }),
            };
      },
    });
    await solve(user);
    expect(await screen.findByText('I read log as the natural logarithm, ln.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read log as base 10' }));
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Final answer' }).querySelector('annotation'),
      ).toHaveTextContent('x = 100'),
    );
    expect(sentForm(fetchMock, 1).get('user_input')).toBe('log_10(x)=2');
    expect(screen.queryByText('I read log as the natural logarithm, ln.')).not.toBeInTheDocument();
  });

  it("shows the server's detail in the result panel with what to do next, and toasts it, keeping the problem", async () => {
    const user = userEvent.setup();
    const detail =
      'This looks like a word problem I cannot turn into math yet. I understand common kinds: consecutive numbers, "twice as many", ages, distance and speed, discounts and tax, mixtures, coins and tickets, and perimeter, area and angles. For others, write it as an equation instead, like 3x + 12 = 45.';
    renderMath({ [ENDPOINT]: { status: 422, body: { detail } } });
    await user.type(await problemBox(), 'Sam has 3 apples and buys 4 more. How many now?');
    await user.click(solveButton());
    expect(
      await resultPanel().findByRole('heading', { name: 'We couldn’t solve this problem' }),
    ).toBeInTheDocument();
    expect(resultPanel().getByText(detail)).toBeInTheDocument();
    expect(resultPanel().getByText('Change the problem and press Solve again.')).toBeInTheDocument();
    expect(screen.queryByText('Ready to solve')).not.toBeInTheDocument();
    expect(toasts().getByText(detail)).toBeInTheDocument();
    expect(await problemBox()).toHaveValue('Sam has 3 apples and buys 4 more. How many now?');
  });

  it(`falls back to '${MATH_SOLVE_FAILED}' without a detail`, async () => {
    const user = userEvent.setup();
    renderMath({ [ENDPOINT]: { status: 502, body: '<html>Bad gateway</html>' } });
    await user.type(await problemBox(), '2x+3=11');
    await user.click(solveButton());
    expect(await toasts().findByText(MATH_SOLVE_FAILED)).toBeInTheDocument();
    expect(resultPanel().getByText(MATH_SOLVE_FAILED)).toBeInTheDocument();
    // The fallback already says to try again: no second line saying it.
    expect(resultPanel().queryByText('Please try again in a moment.')).not.toBeInTheDocument();
  });

  it(`gives up after 60 seconds with '${MATH_SOLVE_FAILED}'`, async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMath();
    // Like a browser's fetch: the request never answers, and ends only when its signal aborts.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith('/generate/math-tutor')
        ? new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
          )
        : answer(input, init),
    );
    await user.type(await problemBox(), '2x+3=11');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(solveButton());
    await act(() => vi.advanceTimersByTimeAsync(59_900));
    expect(screen.getByRole('button', { name: 'Solving...' })).toBeDisabled();
    expect(screen.queryByText(MATH_SOLVE_FAILED)).not.toBeInTheDocument();
    const signal = callsTo(fetchMock, ENDPOINT)[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(signal?.aborted).toBe(true);
    expect(toasts().getByText(MATH_SOLVE_FAILED)).toBeInTheDocument();
    // Query passes the new state on with a zero-delay timer, faked here too (findBy/waitFor would hang).
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(solveButton()).toBeEnabled();
    expect(resultPanel().getByText(MATH_SOLVE_FAILED)).toBeInTheDocument();
  });
});

describe('math tutor: check my steps', () => {
  async function openCheck(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('tab', { name: 'Check my steps' }));
    return screen.getByRole('textbox', { name: 'Problem and your working' });
  }
  const checkButton = () => screen.getByRole('button', { name: 'Check My Steps' });

  it('needs the problem and at least one step, then sends them with mode check', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMath({ [ENDPOINT]: { body: makeCheck() } });
    const box = await openCheck(user);
    expect(screen.getByText('Ready to check your working')).toBeInTheDocument();
    expect(checkButton()).toBeDisabled();
    expect(checkButton()).toHaveAccessibleDescription(MATH_CHECK_INPUT_REQUIRED);
    await user.type(box, '2x+3=11{Enter}{Enter}');
    expect(checkButton()).toBeDisabled();
    await user.type(box, '  2x=14 {Enter}x=7');
    expect(checkButton()).toBeEnabled();
    await user.click(checkButton());
    await screen.findByRole('heading', { name: 'Your working, checked' });
    const form = sentForm(fetchMock);
    expect(form.get('user_input')).toBe('2x+3=11\n2x=14\nx=7');
    expect(form.get('mode')).toBe('check');
  });

  it('holds back working over the server limits, saying why', async () => {
    const user = userEvent.setup();
    renderMath({ [ENDPOINT]: { body: makeCheck() } });
    const box = await openCheck(user);
    fireEvent.change(box, {
      target: { value: Array.from({ length: MATH_CHECK_MAX_LINES + 1 }, () => 'x=1').join('\n') },
    });
    expect(checkButton()).toBeDisabled();
    expect(checkButton()).toHaveAccessibleDescription(`Check at most 30 lines at a time (you have 31).`);
    fireEvent.change(box, { target: { value: `2x+3=11\n${'1+'.repeat(150)}1` } });
    expect(checkButton()).toHaveAccessibleDescription(
      'Keep each line to 300 characters or fewer (line 2 is longer).',
    );
  });

  it('marks each line: the wrong one with its mistake and hint, later ones greyed as not checked', async () => {
    const user = userEvent.setup();
    renderMath({ [ENDPOINT]: { body: makeCheck() } });
    await openCheck(user);
    await user.click(screen.getByRole('button', { name: 'Fill in an example with a mistake' }));
    expect(screen.getByRole('textbox', { name: 'Problem and your working' })).toHaveValue(
      '2x+3=11\n2x=14\nx=7',
    );
    await user.click(checkButton());
    await screen.findByRole('heading', { name: 'Your working, checked' });

    expect(screen.getByText('Step 1 needs another look')).toBeInTheDocument();
    expect(screen.getByText('Your first step adds 3 instead of subtracting it.')).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Your lines of working' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.getAttribute('data-status'))).toEqual(['start', 'wrong', 'unchecked']);
    expect(within(lines[0] as HTMLElement).getByText('Problem')).toBeInTheDocument();
    expect(lines[0]).not.toHaveTextContent('·');
    expect(lines[1]).toHaveTextContent('Step 1 · Mistake: Sign error');
    expect(lines[1]).toHaveTextContent('Hint: Moving +3 to the other side makes it -3: 11 - 3 = 8.');
    expect(lines[1]?.querySelector('annotation')).toHaveTextContent('2x=14');
    expect(lines[2]).toHaveTextContent('Step 2 · Not checked');
    expect(screen.getByText(/Lines after a mistake are not checked/)).toBeInTheDocument();
    // The solve tabs keep their own (empty) result.
    await user.click(screen.getByRole('tab', { name: 'Text Input' }));
    expect(screen.getByText('Ready to solve')).toBeInTheDocument();
  });

  it('says when the working is finished and every line is correct', async () => {
    const user = userEvent.setup();
    renderMath({
      [ENDPOINT]: {
        body: makeCheck({
          lines: [
            { text: '2x+3=11', latex: '2x+3=11', status: 'start' },
            { text: '2x=8', latex: '2x=8', status: 'correct' },
            { text: 'x=4', latex: 'x=4', status: 'correct' },
          ],
          first_error: null,
          finished: true,
          summary: 'Every step follows and x = 4 checks out.',
        }),
      },
    });
    await user.type(await openCheck(user), '2x+3=11{Enter}2x=8{Enter}x=4');
    await user.click(checkButton());
    expect(
      await screen.findByText('Finished: every step follows and the answer is right'),
    ).toBeInTheDocument();
    const lines = within(screen.getByRole('list', { name: 'Your lines of working' })).getAllByRole(
      'listitem',
    );
    expect(lines[2]).toHaveTextContent('Step 2 · Correct');
    expect(screen.queryByText(/not checked/)).not.toBeInTheDocument();
  });

  it("shows the server's detail in the result panel and toasts it when checking fails", async () => {
    const user = userEvent.setup();
    const detail = 'Checking your own steps is not available yet.';
    renderMath({ [ENDPOINT]: { status: 422, body: { detail } } });
    await user.type(await openCheck(user), '2x+3=11{Enter}2x=8');
    await user.click(checkButton());
    expect(await toasts().findByText(detail)).toBeInTheDocument();
    expect(resultPanel().getByRole('heading', { name: 'We couldn’t check your steps' })).toBeInTheDocument();
    expect(resultPanel().getByText(detail)).toBeInTheDocument();
    expect(screen.queryByText('Ready to check your working')).not.toBeInTheDocument();
  });
});
