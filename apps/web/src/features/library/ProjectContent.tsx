import { type Project, QuizQuestion } from '@studybot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, GalleryHorizontalEnd, Play, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FlashcardDeck, type StudyDeck } from '../../components/study/FlashcardDeck';
import { QuizPlayer } from '../../components/study/QuizPlayer';
import type { StudyQuiz } from '../../components/study/quiz';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { ApiError, errorMessage } from '../../lib/api-error';
import { useDeck } from '../../lib/practice/api/get-deck';
import { refreshSavedWork } from '../../lib/query-keys';
import { hasOutput, ProjectOutput } from './ProjectOutput';

export const DECK_NOT_STORED =
  'This set was saved before its cards could be studied again, so it can only be read here. Make it again in Create to study it.';
export const DECK_LOAD_FAILED = "We couldn't load the cards";

type Mode = 'details' | 'quiz' | 'deck';

function isDict(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sourceOf(data: Record<string, unknown>): string | undefined {
  return typeof data.source === 'string' && data.source ? data.source : undefined;
}

/** A saved quiz the player can run: null unless every saved question reads as a quiz question. */
export function savedQuiz(project: Project): StudyQuiz | null {
  const data = project.output_data;
  if (project.type !== 'quiz' || !isDict(data)) return null;
  const questions = QuizQuestion.array().min(1).safeParse(data.questions);
  if (!questions.success) return null;
  return { project_id: project.id, title: project.title, source: sourceOf(data), questions: questions.data };
}

/**
 * A project's saved content. A quiz or a flashcard set can also be studied again: the player or
 * the deck takes the content's place until the student goes back to the details.
 */
export function ProjectContent({ project }: { project: Project }) {
  const quiz = useMemo(() => savedQuiz(project), [project]);
  const isDeck = project.type === 'flashcards';
  const [mode, setMode] = useState<Mode>('details');
  const [attempt, setAttempt] = useState(0);
  // The deck is fetched once the student asks for it; `mode` switches when its cards arrive.
  const [deckRequested, setDeckRequested] = useState(false);
  const deck = useDeck(project.id, isDeck && deckRequested);
  const deckMissing = deck.error instanceof ApiError && deck.error.status === 404;
  const queryClient = useQueryClient();

  const studyButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const previousMode = useRef<Mode>(mode);
  useEffect(() => {
    const from = previousMode.current;
    previousMode.current = mode;
    if (from === mode) return;
    if (mode === 'details') studyButton.current?.focus();
    // The quiz player focuses its first question itself; the deck has nothing that does.
    else if (mode === 'deck') backButton.current?.focus();
  }, [mode]);

  // The Study Cards button is gone once the set turns out to be unstudiable: focus goes to why.
  const missingNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deckMissing) missingNote.current?.focus();
  }, [deckMissing]);

  useEffect(() => {
    if (deckRequested && deck.data && mode === 'details') setMode('deck');
  }, [deckRequested, deck.data, mode]);

  const studyDeck = useMemo<StudyDeck | null>(() => {
    if (!deck.data) return null;
    const data = project.output_data;
    return {
      title: project.title,
      source: isDict(data) ? sourceOf(data) : undefined,
      cards: deck.data.cards.map(({ id, front, back, category }) => ({ id, front, back, category })),
    };
  }, [deck.data, project.output_data, project.title]);

  function close() {
    setDeckRequested(false);
    setMode('details');
  }

  function studyCards() {
    if (deck.isError) void deck.refetch();
    setDeckRequested(true);
  }

  if (mode !== 'details') {
    return (
      <section aria-label={`Study ${project.title}`} className="space-y-3">
        <Button ref={backButton} variant="secondary" size="sm" onClick={close}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to details
        </Button>
        {mode === 'quiz' && quiz ? (
          <QuizPlayer
            key={attempt}
            quiz={quiz}
            restartLabel="Retake Quiz"
            onRestart={() => setAttempt((n) => n + 1)}
          />
        ) : mode === 'deck' && studyDeck ? (
          <FlashcardDeck
            deck={studyDeck}
            savedNotice={false}
            // A review can complete the set: the status badge above and the library list follow.
            onReviewed={() => {
              if (project.status !== 'completed') refreshSavedWork(queryClient);
            }}
          />
        ) : null}
      </section>
    );
  }

  if (!hasOutput(project)) return null;

  const loadingDeck = deckRequested && deck.isFetching && !deck.data;
  const deckFailed = deckRequested && deck.isError && !deckMissing;

  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Content</h2>
        {quiz ? (
          <Button ref={studyButton} size="sm" onClick={() => setMode('quiz')}>
            {project.status === 'completed' ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            {project.status === 'completed' ? 'Retake Quiz' : 'Take Quiz'}
          </Button>
        ) : isDeck && !deckMissing ? (
          <Button ref={studyButton} size="sm" onClick={studyCards} busy={loadingDeck}>
            <GalleryHorizontalEnd aria-hidden="true" className="size-4" />
            {loadingDeck ? 'Loading cards...' : 'Study Cards'}
          </Button>
        ) : null}
      </div>
      {deckMissing ? (
        <p
          ref={missingNote}
          tabIndex={-1}
          role="status"
          className="mb-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 focus:outline-none"
        >
          {DECK_NOT_STORED}
        </p>
      ) : deckFailed ? (
        <div role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-medium">{errorMessage(deck.error, DECK_LOAD_FAILED)}</p>
          <p>Press Study Cards to try again.</p>
        </div>
      ) : null}
      <ProjectOutput project={project} />
    </Card>
  );
}
