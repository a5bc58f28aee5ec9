import { MATH_SOLVE_FAILED } from '@studybot/contract';
import { Calculator, Camera, ListChecks, type LucideIcon, Type } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Spinner } from '../../components/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { describeFailure } from '../../lib/failure';
import { usePageTitle } from '../../lib/usePageTitle';
import { CheckResult } from './CheckResult';
import { CheckStepsForm } from './CheckStepsForm';
import { ImageProblemForm } from './ImageProblemForm';
import { SolveResult } from './SolveResult';
import { TextProblemForm } from './TextProblemForm';
import { useMathTutor } from './useMathTutor';

type InputMode = 'image' | 'text' | 'check';

const MODES: ReadonlyArray<{ value: InputMode; label: string; icon: LucideIcon }> = [
  { value: 'image', label: 'Image Input', icon: Camera },
  { value: 'text', label: 'Text Input', icon: Type },
  { value: 'check', label: 'Check my steps', icon: ListChecks },
];

function isInputMode(value: string): value is InputMode {
  return MODES.some((mode) => mode.value === value);
}

/** /math-tutor: solve a problem from a photo or typed text, or check the student's own working. */
export function MathTutorPage() {
  usePageTitle('Math Tutor');
  const [mode, setMode] = useState<InputMode>('text');
  // Kept here, not in the forms, so switching modes loses nothing.
  const [image, setImage] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [working, setWorking] = useState('');
  const { solve, check } = useMathTutor();

  /** Re-solve from the result: the corrected reading becomes the typed problem. */
  function resolve(edited: string) {
    setText(edited);
    setMode('text');
    solve.mutate({ text: edited });
  }

  let result: ReactNode;
  if (mode === 'check') {
    result = check.isPending ? (
      <WorkingPanel label="Checking your steps..." />
    ) : check.data ? (
      <CheckResult result={check.data} />
    ) : check.error ? (
      <MathFailedPanel
        title="We couldn’t check your steps"
        error={check.error}
        fixInput="Put the problem on the first line and one step on each line below it, then press Check My Steps again."
      />
    ) : (
      <EmptyState
        icon={<ListChecks className="size-7" />}
        title="Ready to check your working"
        description="Write the problem on the first line and your steps below it. Each step is checked, and the first mistake comes with a hint."
      />
    );
  } else {
    result = solve.isPending ? (
      <WorkingPanel label="Solving..." />
    ) : solve.data ? (
      <SolveResult answer={solve.data} onResolve={resolve} />
    ) : solve.error ? (
      <MathFailedPanel
        title="We couldn’t solve this problem"
        error={solve.error}
        fixInput="Change the problem and press Solve again."
      />
    ) : (
      <EmptyState
        icon={<Calculator className="size-7" />}
        title="Ready to solve"
        description="Type a problem or add a photo of one, then press Solve. You get worked steps, a checked answer and a copy in your library."
      />
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Math Problem Solver</h1>
        <p className="mt-1 text-slate-600">
          Step-by-step solutions you can follow, with every answer checked.
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card className="min-w-0 p-4 sm:p-6">
          <Tabs value={mode} onValueChange={(value) => isInputMode(value) && setMode(value)}>
            <TabsList aria-label="How to give the problem" className="grid grid-cols-3">
              {MODES.map(({ value, label, icon: Icon }) => (
                <TabsTrigger
                  key={value}
                  value={value}
                  className="max-xl:flex-col max-xl:gap-1 max-xl:px-1 max-xl:leading-tight max-xl:whitespace-normal max-sm:text-xs"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="image" className="mt-5">
              <ImageProblemForm
                image={image}
                onImageChange={setImage}
                busy={solve.isPending}
                onSolve={(file) => solve.mutate({ image: file })}
              />
            </TabsContent>
            <TabsContent value="text" className="mt-5">
              <TextProblemForm
                text={text}
                onTextChange={setText}
                busy={solve.isPending}
                onSolve={(problem) => solve.mutate({ text: problem })}
              />
            </TabsContent>
            <TabsContent value="check" className="mt-5">
              <CheckStepsForm
                working={working}
                onWorkingChange={setWorking}
                busy={check.isPending}
                onCheck={(lines) => check.mutate({ text: lines })}
              />
            </TabsContent>
          </Tabs>
        </Card>
        <section aria-label="Result" className="min-w-0">
          {result}
        </section>
      </div>
    </div>
  );
}

/** The result area after a request failed: why, and what to try next. */
function MathFailedPanel({ title, error, fixInput }: { title: string; error: unknown; fixInput: string }) {
  const { message, nextStep, upgradePlan } = describeFailure(error, MATH_SOLVE_FAILED, fixInput);
  return <ErrorPanel title={title} message={message} nextStep={nextStep} upgradePlan={upgradePlan} />;
}

/** The result area while the server works (up to a minute). */
function WorkingPanel({ label }: { label: string }) {
  return (
    <div className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
      <Spinner label={label} />
      <p aria-hidden="true" className="font-medium text-slate-800">
        {label}
      </p>
      <p className="text-sm text-slate-600">This can take up to a minute.</p>
    </div>
  );
}
