import type { TestResults } from '@studybot/contract';
import { CheckCircle2, XCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Spinner } from '../../../components/ui/Spinner';
import { TESTS_FAILED } from '../messages';

interface TestResultsPanelProps {
  results: TestResults | null;
  running: boolean;
  failed: boolean;
}

/** The last test run: how many passed, the score, and each case with expected and actual output. */
export function TestResultsPanel({ results, running, failed }: TestResultsPanelProps) {
  const headingId = useId();
  let body: ReactNode;
  if (running) {
    body = <Spinner label="Running tests..." className="py-6" />;
  } else if (failed) {
    body = (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        {TESTS_FAILED}
      </p>
    );
  } else if (!results) {
    body = (
      <p className="text-sm text-slate-600">
        Press Run Tests to check your code against this lesson's tests.
      </p>
    );
  } else {
    body = <ResultList results={results} />;
  }
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Test Results
      </h2>
      <div aria-live="polite">{body}</div>
    </section>
  );
}

function ResultList({ results }: { results: TestResults }) {
  return (
    <div className="space-y-3">
      <p
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm font-medium ${
          results.passed
            ? 'border-green-200 bg-green-50 text-green-900'
            : 'border-amber-200 bg-amber-50 text-amber-950'
        }`}
      >
        <PassIcon passed={results.passed} />
        <span>
          {results.passed_tests} / {results.total_tests} tests passed
        </span>
        <span>Score: {results.score}%</span>
      </p>
      <ul className="space-y-2">
        {results.cases.map((testCase, index) => (
          // Case names can repeat; the list is replaced as a whole on every run.
          // biome-ignore lint/suspicious/noArrayIndexKey: order is the identity of a case here
          <li key={index} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
            <p className="flex items-start gap-2">
              <PassIcon passed={testCase.passed} />
              <span className={`font-semibold ${testCase.passed ? 'text-green-800' : 'text-red-800'}`}>
                {testCase.passed ? 'Passed' : 'Failed'}
              </span>
              <span className="font-medium text-slate-900">{testCase.name}</span>
            </p>
            {testCase.message ? <p className="mt-1 text-slate-700">{testCase.message}</p> : null}
            {testCase.passed ? null : (
              <dl className="mt-2 grid gap-2 sm:grid-cols-2">
                <Output label="Expected" text={testCase.expected} />
                <Output label="Actual" text={testCase.actual} />
              </dl>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PassIcon({ passed }: { passed: boolean }) {
  return passed ? (
    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
  ) : (
    <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
  );
}

function Output({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 rounded bg-slate-50 px-2 py-1 font-mono text-xs whitespace-pre-wrap text-slate-900">
        {text || '(nothing)'}
      </dd>
    </div>
  );
}
