import {
  CalendarDays,
  Image as ImageIcon,
  Layers,
  ListChecks,
  type LucideIcon,
  Mic,
  ShieldCheck,
  Video,
} from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/Tabs';
import { usePageTitle } from '../../lib/usePageTitle';
import { ComingSoon } from './ComingSoon';
import { FlashcardsTab } from './FlashcardsTab';
import { ImageTab } from './ImageTab';
import { QuizTab } from './QuizTab';
import { CREATE_TABS, type CreateTab, DEFAULT_TAB, isCreateTab } from './tabs';

const ICONS: Record<CreateTab, LucideIcon> = {
  image: ImageIcon,
  video: Video,
  voiceover: Mic,
  quiz: ListChecks,
  flashcards: Layers,
  'study-plan': CalendarDays,
  plagiarism: ShieldCheck,
};

/**
 * Tabs that other areas own (the voice reader, the plagiarism checker). Features never import each
 * other, so app/ hands them in.
 */
export interface CreateHubPanels {
  voiceover: ComponentType;
  plagiarism: ComponentType;
}

function panel(tab: CreateTab, panels: CreateHubPanels, restart: () => void, restarted: boolean): ReactNode {
  switch (tab) {
    case 'image':
      return <ImageTab />;
    case 'quiz':
      return <QuizTab onRestart={restart} restarted={restarted} />;
    case 'flashcards':
      return <FlashcardsTab />;
    case 'video':
      return (
        <ComingSoon
          tool="Video"
          description="Short explainer videos made from your topic or notes are on the way."
        />
      );
    case 'voiceover':
      return <panels.voiceover />;
    case 'study-plan':
      return (
        <ComingSoon
          tool="Study Plan"
          description="Personal study plans built around your exams are on the way."
        />
      );
    case 'plagiarism':
      return <panels.plagiarism />;
  }
}

/** /create: tabs of generators. `?tab=` picks the tab; switching tabs starts a fresh form. */
export function CreateHubPage({ panels }: { panels: CreateHubPanels }) {
  usePageTitle('Create Hub');
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('tab');
  const tab: CreateTab = isCreateTab(param) ? param : DEFAULT_TAB;
  // Bumped by "Take Another Quiz": remounts the tab, which clears its form and result.
  const [round, setRound] = useState(0);

  function select(value: string) {
    if (!isCreateTab(value) || value === tab) return;
    // A tab opened from the tab list keeps focus on the tabs.
    setRound(0);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Create Hub</h1>
        <p className="mt-1 text-slate-600">
          Make quizzes, flashcards, pictures and audio from any topic or your own notes, and check your
          writing.
        </p>
      </div>
      <Tabs value={tab} onValueChange={select} activationMode="manual">
        <TabsList
          aria-label="What to create"
          className="grid grid-cols-2 min-[420px]:grid-cols-4 lg:flex lg:flex-wrap"
        >
          {CREATE_TABS.map(({ value, label }) => {
            const Icon = ICONS[value];
            return (
              <TabsTrigger key={value} value={value} className="lg:flex-1">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {CREATE_TABS.map(({ value }) => (
          <TabsContent key={value} value={value} className="mt-6 rounded-2xl">
            {value === tab ? (
              <div key={`${value}-${round}`}>
                {panel(value, panels, () => setRound((n) => n + 1), round > 0)}
              </div>
            ) : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
