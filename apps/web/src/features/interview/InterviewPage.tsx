import { Users } from 'lucide-react';
import { Card } from '../../components/ui/Card';
import { usePageTitle } from '../../lib/usePageTitle';
import { AnswerPanel } from './AnswerPanel';
import { CompletePhase } from './CompletePhase';
import { ConfigPhase } from './ConfigPhase';
import { FeedbackPhase } from './FeedbackPhase';
import { QuestionCard } from './QuestionCard';
import { ResumeInterview } from './ResumeInterview';
import { SessionPanel } from './SessionPanel';
import { useInterviewFlow } from './useInterviewFlow';

/** /interview: mock interviews in four phases — config, interview, feedback, complete (spec part 2). */
export function InterviewPage() {
  usePageTitle('Interview Simulator');
  const flow = useInterviewFlow();
  const { phase } = flow;

  return (
    <div className="min-w-0 space-y-6">
      <header className="flex items-start gap-3">
        <span aria-hidden="true" className="rounded-xl bg-indigo-50 p-2.5 text-indigo-600">
          <Users className="size-6" />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Interview Simulator</h1>
          <p className="mt-1 text-slate-600">
            Practise answering interview questions and get scored feedback on every answer.
          </p>
        </div>
      </header>

      {phase.name === 'resuming' ? (
        <ResumeInterview sessionId={phase.sessionId} onResumed={flow.resumed} />
      ) : phase.name === 'config' ? (
        <ConfigPhase starting={flow.starting} failure={flow.startFailure} onStart={flow.begin} />
      ) : phase.name === 'complete' ? (
        <CompletePhase
          report={phase.report}
          features={phase.session.features}
          downloading={flow.downloading}
          onDownload={() => flow.downloadReport(phase.session.session_id)}
          onRestart={flow.restart}
        />
      ) : (
        // The side panel comes first, so on a phone it sits above the question.
        <div className="grid min-w-0 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <SessionPanel session={phase.session} />
          {phase.name === 'interview' ? (
            // Keyed by the question: a new one starts with an empty answer.
            <Card key={phase.question.id} className="min-w-0 space-y-8 p-5 sm:p-6">
              <QuestionCard question={phase.question} number={phase.session.question_number} />
              <AnswerPanel
                features={phase.session.features}
                submitting={flow.submitting}
                error={flow.submitError}
                onSubmit={(answer) => flow.answer(phase.session, phase.question, answer)}
              />
            </Card>
          ) : (
            <FeedbackPhase
              key={phase.item.question.id}
              item={phase.item}
              number={phase.session.previous.length}
              features={phase.session.features}
              moving={flow.moving}
              finishing={flow.finishing}
              error={flow.reportError}
              onNext={() => flow.moveOn(phase.session)}
              onFinish={() => flow.finish(phase.session)}
            />
          )}
        </div>
      )}
    </div>
  );
}
