import { NO_CODE_TO_EXECUTE, type RunResult } from '@studybot/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch, renderWithProviders } from '../../test/utils';
import { CodeEditor } from './CodeEditor';
import { EXECUTE_FAILED, NO_OUTPUT } from './run';
import { codeIn, selectCode, typeCode } from './testing';

function runResult(overrides: Partial<RunResult> = {}): RunResult {
  return {
    success: true,
    output: 'Hi Ada\n',
    error: null,
    error_explanation: null,
    execution_time: 0.05,
    ...overrides,
  };
}

const codeArea = () => screen.getByRole('textbox', { name: 'Code Editor code' });
const terminal = () => screen.getByRole('log', { name: 'Output Terminal' });

afterEach(() => {
  vi.useRealTimers();
});

describe('CodeEditor', () => {
  it('runs through POST /api/code/execute with the input lines, blank ones dropped', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'POST /api/code/execute': { body: runResult() } });
    const onResult = vi.fn();
    renderWithProviders(
      <CodeEditor initialCode={"name = input('Name: ')\nprint('Hi', name)"} onResult={onResult} />,
    );
    expect(screen.getByRole('heading', { name: 'Code Editor' })).toBeInTheDocument();
    expect(codeIn(codeArea())).toBe("name = input('Name: ')\nprint('Hi', name)");

    const toggle = screen.getByRole('button', { name: 'Input' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Input lines' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.type(
      screen.getByRole('textbox', { name: 'Input lines' }),
      'Ada{Enter}{Enter}   {Enter}Lovelace',
    );
    expect(screen.getByRole('button', { name: 'Input (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(terminal()).toHaveTextContent('Hi Ada'));
    const [call] = callsTo(fetchMock, 'POST /api/code/execute');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      code: "name = input('Name: ')\nprint('Hi', name)",
      language: 'python',
      inputs: ['Ada', 'Lovelace'],
    });
    expect(onResult).toHaveBeenCalledWith(runResult());
  });

  it('shows Running... and disables Run while the code runs', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    mockFetch({
      'POST /api/code/execute': () =>
        new Promise((resolve) => {
          finish = () => resolve({ body: runResult({ output: '' }) });
        }),
    });
    renderWithProviders(<CodeEditor initialCode="x = 1" />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('button', { name: 'Running...' })).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(terminal()).toHaveTextContent(NO_OUTPUT));
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('shows the error and an AI Explanation box, or Unknown error without one', async () => {
    const user = userEvent.setup();
    let answer = runResult({
      success: false,
      output: '',
      error: "NameError: name 'y' is not defined (line 2)",
      error_explanation: 'You used y before giving it a value.',
    });
    mockFetch({ 'POST /api/code/execute': () => ({ body: answer }) });
    renderWithProviders(<CodeEditor initialCode={'x = 1\nprint(y)'} />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(terminal()).toHaveTextContent("Error: NameError: name 'y' is not defined (line 2)"),
    );
    expect(screen.getByText('AI Explanation')).toBeInTheDocument();
    expect(screen.getByText('You used y before giving it a value.')).toBeInTheDocument();

    answer = runResult({ success: false, output: '', error: null, error_explanation: null });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(terminal()).toHaveTextContent('Error: Unknown error'));
    expect(screen.queryByText('AI Explanation')).not.toBeInTheDocument();
  });

  it('says when the run fails and when there is no code', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'POST /api/code/execute': { status: 500, body: 'oops' } });
    renderWithProviders(<CodeEditor initialCode="print(1)" />);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(terminal()).toHaveTextContent(EXECUTE_FAILED));

    act(() => typeCode(codeArea(), '   \n'));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(terminal()).toHaveTextContent(NO_CODE_TO_EXECUTE);
    expect(callsTo(fetchMock, 'POST /api/code/execute')).toHaveLength(1);
  });

  it('says Copied! for two seconds after copying the code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mockFetch({});
    renderWithProviders(<CodeEditor initialCode="print('copy me')" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe("print('copy me')");
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('resets to the initial code and clears the output', async () => {
    const user = userEvent.setup();
    mockFetch({ 'POST /api/code/execute': { body: runResult({ output: 'changed\n' }) } });
    const onCodeChange = vi.fn();
    renderWithProviders(
      <CodeEditor initialCode="print('start')" startingCode="print('saved')" onCodeChange={onCodeChange} />,
    );
    expect(codeIn(codeArea())).toBe("print('saved')");
    act(() => typeCode(codeArea(), "print('changed')"));
    expect(onCodeChange).toHaveBeenLastCalledWith("print('changed')");
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(terminal()).toHaveTextContent('changed'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    // CodeMirror takes a new value only once the typing burst is over (a fraction of a second).
    await waitFor(() => expect(codeIn(codeArea())).toBe("print('start')"));
    expect(onCodeChange).toHaveBeenLastCalledWith("print('start')");
    expect(terminal()).toHaveTextContent('Run your code to see its output here.');
  });

  it('inserts four spaces on Tab, takes them away on Shift+Tab, and says how to leave', () => {
    mockFetch({});
    renderWithProviders(<CodeEditor initialCode="" />);
    const area = codeArea();
    expect(area).toHaveAccessibleDescription(/Tab inserts 4 spaces.*press Escape, then Tab/);
    const tab = (shiftKey = false) => fireEvent.keyDown(area, { key: 'Tab', keyCode: 9, shiftKey });

    act(() => typeCode(area, 'if True:\nprint(1)', 'if True:\n'.length));
    tab();
    expect(codeIn(area)).toBe('if True:\n    print(1)');
    tab(true);
    expect(codeIn(area)).toBe('if True:\nprint(1)');

    // With two lines selected, both move in, then out again.
    act(() => typeCode(area, 'a = 1\nb = 2'));
    act(() => selectCode(area, 0, 'a = 1\nb = 2'.length));
    tab();
    expect(codeIn(area)).toBe('    a = 1\n    b = 2');
    tab(true);
    expect(codeIn(area)).toBe('a = 1\nb = 2');
  });

  it('is read-only when asked: Run and Reset are disabled', () => {
    mockFetch({});
    renderWithProviders(<CodeEditor initialCode="print(1)" readOnly title="Example" />);
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Example code' })).toHaveAttribute('aria-readonly', 'true');
  });
});
