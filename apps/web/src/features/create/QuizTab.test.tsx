import { MAX_NOTES_FILE_BYTES } from '@studybot/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resultPanel, toasts } from '../../components/create-hub/testing';
import { makeQuiz } from '../../components/study/testing';
import { dashboardKeys, libraryKeys } from '../../lib/query-keys';
import {
  callsTo,
  deferred,
  type MockResponse,
  makeUser,
  type RouteHandler,
  renderApp,
} from '../../test/utils';
import { TOPIC_FROM_NOTES, TOPIC_REQUIRED } from './StudyForm';

function renderQuiz(routes: Record<string, RouteHandler | MockResponse> = {}) {
  return renderApp('/create?tab=quiz', { user: makeUser(), routes });
}

async function topic() {
  return screen.findByRole('textbox', { name: /Topic/ });
}

function sentBody(fetchMock: ReturnType<typeof renderApp>['fetchMock']) {
  const calls = callsTo(fetchMock, 'POST /api/generate/quiz');
  expect(calls).toHaveLength(1);
  return JSON.parse(String(calls[0]?.[1]?.body));
}

describe('quiz tab', () => {
  beforeEach(() => {
    // The question countdown must not tick in real time while a test clicks through.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers the difficulty and question-count choices with their defaults', async () => {
    renderQuiz();
    await topic();
    const difficulty = screen.getByRole('combobox', { name: 'Difficulty' });
    expect(difficulty).toHaveValue('medium');
    expect(Array.from((difficulty as HTMLSelectElement).options, (o) => o.value)).toEqual([
      'easy',
      'medium',
      'hard',
    ]);
    const count = screen.getByRole('combobox', { name: 'Number of questions' });
    expect(count).toHaveValue('5');
    expect(Array.from((count as HTMLSelectElement).options, (o) => o.value)).toEqual(['5', '10', '15', '20']);
  });

  it('requires a topic', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: 'Generate Quiz' }));
    expect(screen.getByText('Topic is required')).toBeInTheDocument();
    expect(await topic()).toHaveFocus();
    expect(await topic()).toHaveAccessibleDescription('Topic is required');
    expect(callsTo(fetchMock, 'POST /api/generate/quiz')).toHaveLength(0);
    await user.type(await topic(), 'Cells');
    expect(screen.queryByText('Topic is required')).not.toBeInTheDocument();
  });

  it('sends topic, difficulty and count, leaving out a blank title and notes', async () => {
    const user = userEvent.setup();
    const { fetchMock, queryClient } = renderQuiz({ 'POST /api/generate/quiz': { body: makeQuiz() } });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(await topic(), '  Photosynthesis ');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await screen.findByRole('timer');
    expect(sentBody(fetchMock)).toEqual({ topic: 'Photosynthesis', difficulty: 'medium', num_questions: 5 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: libraryKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: dashboardKeys.all });
  });

  it('sends the chosen options, title and notes as source_text', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { fetchMock } = renderQuiz({ 'POST /api/generate/quiz': () => answer.promise });
    await user.type(await topic(), 'Cells');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'hard');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of questions' }), '10');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Unit 2 test');
    await user.click(screen.getByRole('button', { name: /Use my notes/ }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'The nucleus holds DNA.');
    expect(screen.getByRole('button', { name: /Use my notes/ })).toHaveTextContent('(4 words added)');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));

    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Topic/ })).toBeDisabled();
    expect(sentBody(fetchMock)).toEqual({
      topic: 'Cells',
      difficulty: 'hard',
      num_questions: 10,
      title: 'Unit 2 test',
      source_text: 'The nucleus holds DNA.',
    });
    answer.resolve({ body: makeQuiz() });
    expect(await screen.findByRole('timer')).toBeInTheDocument();
  });

  it('makes the topic optional once notes are attached, and leaves a blank topic out', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderQuiz({ 'POST /api/generate/quiz': { body: makeQuiz() } });
    await user.click(await screen.findByRole('button', { name: 'Generate Quiz' }));
    expect(screen.getByText(TOPIC_REQUIRED)).toBeInTheDocument();
    expect(await topic()).toBeRequired();

    await user.click(screen.getByRole('button', { name: /Use my notes/ }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'The nucleus holds DNA.');
    expect(screen.queryByText(TOPIC_REQUIRED)).not.toBeInTheDocument();
    expect(await topic()).not.toBeRequired();
    expect(await topic()).toHaveAccessibleName(/^Topic ?\(optional\)$/);
    expect(await topic()).toHaveAccessibleDescription(TOPIC_FROM_NOTES);

    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await screen.findByRole('timer');
    expect(sentBody(fetchMock)).toEqual({
      difficulty: 'medium',
      num_questions: 5,
      source_text: 'The nucleus holds DNA.',
    });
  });

  it('fills the notes from an uploaded file and shows its name and word count', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderQuiz({
      'POST /api/notes/extract': ({ body }) => {
        const file = (body as FormData).get('file') as File;
        return { body: { file_name: file.name, text: 'Mitochondria make ATP.', word_count: 3 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: /Use my notes/ }));
    const picker = screen.getByLabelText(/Or upload a file/);
    expect(picker).toHaveAttribute('accept', '.pdf,.docx,.txt');
    await user.upload(picker, new File(['%PDF'], 'biology.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Added biology.pdf (3 words)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Mitochondria make ATP.');
    expect(callsTo(fetchMock, 'POST /api/notes/extract')).toHaveLength(1);
  });

  it('holds back Generate and the notes box while an uploaded file is being read', async () => {
    const user = userEvent.setup();
    const read = deferred<MockResponse>();
    const { fetchMock } = renderQuiz({
      'POST /api/notes/extract': () => read.promise,
      'POST /api/generate/quiz': { body: makeQuiz() },
    });
    await user.type(await topic(), 'Cells');
    await user.click(screen.getByRole('button', { name: /Use my notes/ }));
    await user.upload(
      screen.getByLabelText(/Or upload a file/),
      new File(['%PDF'], 'cells.pdf', { type: 'application/pdf' }),
    );

    expect(screen.getByText('Reading your file...')).toBeInTheDocument();
    expect(screen.getByText('Wait for your file to finish reading')).toBeInTheDocument();
    const generateButton = screen.getByRole('button', { name: 'Generate Quiz' });
    expect(generateButton).toBeDisabled();
    expect(generateButton).toHaveAccessibleDescription('Wait for your file to finish reading');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
    // Enter in the topic field does not submit either.
    await user.type(await topic(), '{Enter}');
    expect(callsTo(fetchMock, 'POST /api/generate/quiz')).toHaveLength(0);

    read.resolve({ body: { file_name: 'cells.pdf', text: 'Ribosomes build proteins.', word_count: 3 } });
    expect(await screen.findByText('Added cells.pdf (3 words)')).toBeInTheDocument();
    expect(screen.queryByText('Wait for your file to finish reading')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    await screen.findByRole('timer');
    expect(sentBody(fetchMock)).toEqual({
      topic: 'Cells',
      difficulty: 'medium',
      num_questions: 5,
      source_text: 'Ribosomes build proteins.',
    });
  });

  it('does not show a failure on another tab after switching away mid-generation', async () => {
    const user = userEvent.setup();
    const answer = deferred<MockResponse>();
    const { queryClient } = renderQuiz({ 'POST /api/generate/quiz': () => answer.promise });
    await user.type(await topic(), 'Volcanoes');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(screen.getByRole('button', { name: 'Generating...' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Flashcards' }));
    expect(await screen.findByRole('button', { name: 'Generate Flashcards' })).toBeInTheDocument();
    answer.resolve({ status: 422, body: { detail: 'Not enough material on "Volcanoes".' } });
    // No DOM change to wait for, so poll the mutation itself.
    await vi.waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.status),
      ).toEqual(['error']),
    );
    expect(screen.queryByText('Not enough material on "Volcanoes".')).not.toBeInTheDocument();
    expect(screen.queryByText('Quiz generation failed')).not.toBeInTheDocument();
  });

  it('rejects a notes file over the size limit without uploading it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderQuiz();
    await user.click(await screen.findByRole('button', { name: /Use my notes/ }));
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: MAX_NOTES_FILE_BYTES + 1 });
    await user.upload(screen.getByLabelText(/Or upload a file/), big);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That file is larger than 10 MB. Choose a smaller file or paste the text instead.',
    );
    expect(callsTo(fetchMock, 'POST /api/notes/extract')).toHaveLength(0);
  });

  it("shows the extractor's detail when a file cannot be read", async () => {
    const user = userEvent.setup();
    renderQuiz({
      'POST /api/notes/extract': { status: 400, body: { detail: 'This PDF has no text to read.' } },
    });
    await user.click(await screen.findByRole('button', { name: /Use my notes/ }));
    await user.upload(
      screen.getByLabelText(/Or upload a file/),
      new File(['x'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF has no text to read.');
  });

  it("shows the server's detail when there is too little material", async () => {
    const user = userEvent.setup();
    const detail =
      'There is only enough material for 7 questions on "Volcanoes". Ask for 7 or fewer, or add your notes.';
    renderQuiz({ 'POST /api/generate/quiz': { status: 422, body: { detail } } });
    await user.type(await topic(), 'Volcanoes');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(await toasts().findByText(detail)).toBeInTheDocument();
    expect(resultPanel().getByRole('heading', { name: 'We couldn’t make your quiz' })).toBeInTheDocument();
    expect(resultPanel().getByText(detail)).toBeInTheDocument();
    expect(
      resultPanel().getByText('Try another topic, or add your own notes, and press Generate Quiz again.'),
    ).toBeInTheDocument();
    // The form keeps what was typed so the student can adjust it.
    expect(await topic()).toHaveValue('Volcanoes');
  });

  it('falls back to "Quiz generation failed" without a detail', async () => {
    const user = userEvent.setup();
    renderQuiz({ 'POST /api/generate/quiz': { status: 502, body: 'Bad gateway' } });
    await user.type(await topic(), 'Volcanoes');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(await toasts().findByText('Quiz generation failed')).toBeInTheDocument();
    expect(resultPanel().getByText('Quiz generation failed')).toBeInTheDocument();
  });

  it('plays the quiz to a 2/3 score and starts a fresh form with Take Another Quiz', async () => {
    const user = userEvent.setup();
    renderQuiz({ 'POST /api/generate/quiz': { body: makeQuiz() } });
    await user.type(await topic(), 'Photosynthesis');
    await user.click(screen.getByRole('button', { name: 'Generate Quiz' }));
    expect(await screen.findByRole('heading', { name: 'Photosynthesis quiz' })).toBeInTheDocument();

    for (const [choice, next] of [
      ['Carbon dioxide', 'Next Question'],
      ['Mitochondria', 'Next Question'],
      ['Oxygen', 'Finish Quiz'],
    ] as const) {
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${choice}`) }));
      await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
      await user.click(screen.getByRole('button', { name: next }));
    }
    expect(screen.getByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
    expect(screen.getByText('67%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take Another Quiz' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Ready to Create!' })).toBeInTheDocument(),
    );
    expect(await topic()).toHaveValue('');
    expect(await topic()).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Quiz' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/create?tab=quiz');
  });
});
