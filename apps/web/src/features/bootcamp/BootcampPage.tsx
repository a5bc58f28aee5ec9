import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/Spinner';
import { usePageTitle } from '../../lib/usePageTitle';
import { BootcampHome } from './home/BootcampHome';
import { BootcampPricing } from './home/BootcampPricing';
import { useBootcampHome, useRefreshBootcamp } from './home/useBootcampHome';

const LessonScreen = lazy(async () => ({ default: (await import('./lesson/LessonScreen')).LessonScreen }));

/**
 * /bootcamp: the pricing page without access, else the weeks; a lesson opens in place (no route
 * of its own), or straight away from a link such as analytics' /bootcamp?lesson=w01-l02.
 */
export function BootcampPage() {
  usePageTitle('Bootcamp');
  const home = useBootcampHome();
  const refresh = useRefreshBootcamp();
  const [searchParams, setSearchParams] = useSearchParams();
  const [openLessonId, setOpenLessonId] = useState<string | null>(() => searchParams.get('lesson'));
  const [lastLessonId, setLastLessonId] = useState<string | null>(null);

  // A lesson starts at the top of the page; back on the home, focus returns to the lesson's button.
  useEffect(() => {
    if (openLessonId) document.getElementById('main-content')?.scrollIntoView?.({ block: 'start' });
  }, [openLessonId]);

  if (openLessonId) {
    return (
      <Suspense fallback={<PageSpinner label="Loading lesson..." />}>
        <LessonScreen
          lessonId={openLessonId}
          onBack={() => {
            setLastLessonId(openLessonId);
            setOpenLessonId(null);
            if (searchParams.has('lesson')) setSearchParams({}, { replace: true });
            void refresh();
          }}
        />
      </Suspense>
    );
  }

  switch (home.status) {
    case 'loading':
      return <PageSpinner label="Loading bootcamp..." />;
    case 'error':
      return (
        <div
          role="alert"
          className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
        >
          <h1 className="text-xl font-semibold text-red-900">AI Coding Bootcamp</h1>
          <p className="mt-2 text-red-800">{home.message}</p>
        </div>
      );
    case 'no-access':
      return <BootcampPricing lessons={home.lessons} />;
    case 'ready':
      return (
        <BootcampHome
          access={home.access}
          lessons={home.lessons}
          progress={home.progress}
          onOpenLesson={setOpenLessonId}
          focusLessonId={lastLessonId}
        />
      );
  }
}
