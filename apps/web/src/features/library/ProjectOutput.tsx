import { Check, ExternalLink } from 'lucide-react';
import { optionLetter } from '../../lib/format';

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/** Shows a project's output_data readably: quizzes, flashcards, plagiarism reports, else formatted JSON. */
export function ProjectOutput({ data }: { data: unknown }) {
  if (data === null || data === undefined) return null;
  if (isDict(data) && Array.isArray(data.questions)) return <QuizOutput questions={data.questions} />;
  if (isDict(data) && Array.isArray(data.cards)) return <FlashcardsOutput cards={data.cards} />;
  const report = isDict(data) && isDict(data.results) ? data.results : data;
  if (isDict(report) && typeof report.similarity_score === 'number')
    return <PlagiarismOutput report={report} />;
  return (
    <pre className="max-h-[32rem] overflow-auto rounded-xl bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
      {typeof data === 'string' ? data : JSON.stringify(data, null, 2)}
    </pre>
  );
}

function QuizOutput({ questions }: { questions: unknown[] }) {
  return (
    <ol className="space-y-4">
      {questions.filter(isDict).map((q, index) => {
        const options = Array.isArray(q.options) ? q.options : [];
        const correct = typeof q.correct_answer === 'number' ? q.correct_answer : -1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: read-only content whose items may repeat
          <li key={`${index}-${text(q.question)}`} className="rounded-xl border border-slate-200 p-4">
            <p className="font-medium text-slate-900">
              {index + 1}. {text(q.question)}
            </p>
            <ul className="mt-3 space-y-1.5">
              {options.map((option, optionIndex) => {
                const isCorrect = optionIndex === correct;
                return (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: read-only content whose items may repeat
                    key={`${optionIndex}-${text(option)}`}
                    className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${
                      isCorrect
                        ? 'bg-green-50 font-medium text-green-900 ring-1 ring-green-200'
                        : 'text-slate-700'
                    }`}
                  >
                    <span aria-hidden="true" className="font-semibold">
                      {optionLetter(optionIndex)}.
                    </span>
                    <span className="flex-1">{text(option)}</span>
                    {isCorrect ? (
                      <span className="flex items-center gap-1 text-xs font-semibold text-green-800">
                        <Check aria-hidden="true" className="size-4" />
                        Correct answer
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {q.explanation ? (
              <p className="mt-3 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">Explanation: </span>
                {text(q.explanation)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function FlashcardsOutput({ cards }: { cards: unknown[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {cards.filter(isDict).map((card, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only content whose items may repeat
        <li key={`${index}-${text(card.front)}`} className="rounded-xl border border-slate-200 p-4">
          {card.category ? (
            <p className="mb-1 text-xs font-semibold tracking-wide text-violet-700 uppercase">
              {text(card.category)}
            </p>
          ) : null}
          <p className="text-xs font-medium text-slate-500">Front</p>
          <p className="font-medium text-slate-900">{text(card.front)}</p>
          <p className="mt-2 text-xs font-medium text-slate-500">Back</p>
          <p className="text-sm text-slate-700">{text(card.back)}</p>
        </li>
      ))}
    </ul>
  );
}

function scoreTone(score: number): string {
  if (score < 15) return 'text-green-700';
  if (score < 30) return 'text-amber-700';
  return 'text-red-700';
}

function PlagiarismOutput({ report }: { report: Dict }) {
  const score = report.similarity_score as number;
  const matches = Array.isArray(report.matches) ? report.matches.filter(isDict) : [];
  return (
    <div className="space-y-4">
      <dl className="flex flex-wrap gap-6">
        <div>
          <dt className="text-xs font-medium text-slate-600">Similarity score</dt>
          <dd className={`text-3xl font-bold ${scoreTone(score)}`}>{score}%</dd>
        </div>
        {typeof report.total_words === 'number' ? (
          <div>
            <dt className="text-xs font-medium text-slate-600">Words checked</dt>
            <dd className="text-3xl font-bold text-slate-900">{report.total_words}</dd>
          </div>
        ) : null}
        {typeof report.sources_found === 'number' ? (
          <div>
            <dt className="text-xs font-medium text-slate-600">Sources found</dt>
            <dd className="text-3xl font-bold text-slate-900">{report.sources_found}</dd>
          </div>
        ) : null}
      </dl>
      {matches.length === 0 ? (
        <p className="text-sm text-slate-600">No matching sources were found.</p>
      ) : (
        <ul className="space-y-2">
          {matches.map((match, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: read-only content whose items may repeat
              key={`${index}-${text(match.title)}`}
              className="rounded-xl border border-slate-200 p-3 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                {typeof match.url === 'string' && /^https?:\/\//.test(match.url) ? (
                  <a
                    href={match.url}
                    target="_blank"
                    rel="noreferrer noopener"
                    className="flex items-center gap-1 font-medium text-indigo-700 hover:underline"
                  >
                    {text(match.title) || match.url}
                    <ExternalLink aria-hidden="true" className="size-3.5" />
                  </a>
                ) : (
                  <span className="font-medium text-slate-900">{text(match.title) || 'Untitled source'}</span>
                )}
                {match.similarity !== undefined ? (
                  <span className="font-semibold text-slate-700">{text(match.similarity)}% similar</span>
                ) : null}
              </div>
              {match.matched_words !== undefined ? (
                <p className="mt-1 text-slate-600">
                  {Array.isArray(match.matched_words)
                    ? match.matched_words.map(text).join(', ')
                    : `${text(match.matched_words)} matched words`}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
