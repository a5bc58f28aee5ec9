import { type InterviewQuestion, QUESTION_SPEED } from '@studybot/contract';
import { useEffect, useRef } from 'react';
import { Badge } from '../../components/ui/Badge';
import { categoryLabel, DIFFICULTY_LABELS } from './labels';
import { SpeakButton } from './SpeakButton';

/** The question being asked: its category and difficulty, the text, a play button and the topics to cover. */
export function QuestionCard({ question, number }: { question: InterviewQuestion; number: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new question replaces the buttons that were focused: start the keyboard at the question.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="question-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="indigo">{categoryLabel(question.category)}</Badge>
        <Badge tone="grey">{DIFFICULTY_LABELS[question.difficulty]}</Badge>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-600">Question {number}</p>
        <h2
          id="question-heading"
          ref={heading}
          tabIndex={-1}
          className="mt-1 text-xl font-semibold break-words text-slate-900 focus:outline-none sm:text-2xl"
        >
          {question.question_text}
        </h2>
      </div>
      <SpeakButton
        key={question.id}
        text={question.question_text}
        speed={QUESTION_SPEED}
        label="Play question"
      />
      {question.expected_topics.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Topics to cover</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {question.expected_topics.map((topic) => (
              <li
                key={topic}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm break-words text-slate-800 ring-1 ring-slate-200 ring-inset"
              >
                {topic}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
