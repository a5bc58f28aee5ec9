import type { Project } from '@studybot/contract';
import { Check, Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { readSavedMath } from '../../components/math/savedMath';
import { PlagiarismReport } from '../../components/plagiarism/PlagiarismReport';
import { readReport } from '../../components/plagiarism/report';
import { buttonClasses } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { svgFileName } from '../../lib/fileName';
import { optionLetter } from '../../lib/format';
import { typesetScience } from '../../lib/typeset';
import { VoiceoverOutput } from './VoiceoverOutput';

// KaTeX is large: the library loads it only when a math project is opened.
const SavedMathOutput = lazy(async () => ({
  default: (await import('../../components/math/SavedMathOutput')).SavedMathOutput,
}));

type Dict = Record<string, unknown>;

function isDict(value: unknown): value is Dict {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/** True when the project has something for `ProjectOutput` to show. */
export function hasOutput(project: Project): boolean {
  if (project.type === 'voiceover') return project.output_url !== null;
  return project.output_data !== null && project.output_data !== undefined;
}

/**
 * Shows a project's output readably: voiceovers, quizzes, flashcards, plagiarism reports, solved
 * math problems, else formatted JSON.
 */
export function ProjectOutput({ project }: { project: Project }) {
  const data = project.output_data;
  if (project.type === 'voiceover') {
    return <VoiceoverOutput audioUrl={project.output_url} title={project.title} data={data} />;
  }
  if (data === null || data === undefined) return null;
  if (project.type === 'image' && isDict(data) && (data.svg_url || data.basis)) {
    return <ImageOutput title={project.title} data={data} />;
  }
  const math = project.type === 'math_tutor' ? readSavedMath(data) : null;
  if (math) {
    return (
      <Suspense fallback={<Spinner label="Loading the solution..." />}>
        <SavedMathOutput math={math} />
      </Suspense>
    );
  }
  if (isDict(data) && (data.kind === 'resume_analysis' || data.kind === 'cover_letter')) {
    return <ResumeOutput data={data} />;
  }
  if (isDict(data) && Array.isArray(data.questions)) return <QuizOutput questions={data.questions} />;
  if (isDict(data) && Array.isArray(data.cards)) return <FlashcardsOutput cards={data.cards} />;
  const report = readReport(data);
  if (report) return <PlagiarismReport report={report} />;
  return (
    <pre className="max-h-[32rem] overflow-auto rounded-xl bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
      {typeof data === 'string' ? data : JSON.stringify(data, null, 2)}
    </pre>
  );
}

const RESUME_SCORES = [
  ['overall', 'Overall'],
  ['clarity', 'Clarity'],
  ['ats_optimization', 'ATS optimization'],
  ['professional_impact', 'Professional impact'],
] as const;

/** A resume analysis's scores or a cover letter, with a link to open it in the Resume Analyzer. */
function ResumeOutput({ data }: { data: Dict }) {
  const scorecard = isDict(data.scorecard) ? data.scorecard : null;
  const letter = text(data.cover_letter);
  return (
    <div className="space-y-4 text-sm">
      {scorecard ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {RESUME_SCORES.map(([key, label]) => (
            <div key={key} className="rounded-xl border border-slate-200 p-3">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{text(scorecard[key])}/100</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {letter ? <p className="whitespace-pre-wrap text-slate-800">{letter}</p> : null}
      <Link
        to={`/resume-analyzer?analysis=${encodeURIComponent(text(data.analysis_id))}`}
        className={buttonClasses('secondary', 'md')}
      >
        Open in Resume Analyzer
      </Link>
    </div>
  );
}

/** A saved image's extras: what it was drawn from, and its SVG named after the title. */
function ImageOutput({ title, data }: { title: string; data: Dict }) {
  const svgUrl = typeof data.svg_url === 'string' && data.svg_url ? data.svg_url : null;
  const basis = text(data.basis);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      {basis ? <p className="text-slate-700">Drawn from: {basis}</p> : <span />}
      {svgUrl ? (
        <a
          href={svgUrl}
          download={svgFileName(title)}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Download aria-hidden="true" className="size-4" />
          Download SVG
        </a>
      ) : null}
    </div>
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
              {index + 1}. {typesetScience(text(q.question))}
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
                    <span className="flex-1">{typesetScience(text(option))}</span>
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
                {typesetScience(text(q.explanation))}
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
          <p className="font-medium text-slate-900">{typesetScience(text(card.front))}</p>
          <p className="mt-2 text-xs font-medium text-slate-500">Back</p>
          <p className="text-sm text-slate-700">{typesetScience(text(card.back))}</p>
        </li>
      ))}
    </ul>
  );
}
