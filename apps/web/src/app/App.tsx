import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { PageSpinner } from '../components/ui/Spinner';
import { AuthProvider, useAuth } from '../lib/auth/AuthProvider';
import { AuthDialog } from './AuthDialog';
import { RequireAdmin, RequireAuth, SignedOutOnly } from './guards';
import { NavBar } from './NavBar';
import { Providers } from './providers';

/** React.lazy for a module's named export, so each page is its own chunk. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
const AboutPage = lazyPage(() => import('../features/legal/AboutPage'), 'AboutPage');
const PrivacyPage = lazyPage(() => import('../features/legal/PrivacyPage'), 'PrivacyPage');
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const LibraryPage = lazyPage(() => import('../features/library/LibraryPage'), 'LibraryPage');
const CreateHub = lazyPage(() => import('./CreateHub'), 'CreateHub');
const MathTutorPage = lazyPage(() => import('../features/math/MathTutorPage'), 'MathTutorPage');
const WritingAssistantPage = lazyPage(
  () => import('../features/writing/WritingAssistantPage'),
  'WritingAssistantPage',
);
const ChatPage = lazyPage(() => import('../features/chat/ChatPage'), 'ChatPage');
const BootcampPage = lazyPage(() => import('../features/bootcamp/BootcampPage'), 'BootcampPage');
const BillingPage = lazyPage(() => import('../features/billing/BillingPage'), 'BillingPage');
const CheckoutPage = lazyPage(() => import('../features/billing/CheckoutPage'), 'CheckoutPage');
const SubscriptionPage = lazyPage(() => import('../features/billing/SubscriptionPage'), 'SubscriptionPage');
const AnalyticsPage = lazyPage(() => import('../features/analytics/AnalyticsPage'), 'AnalyticsPage');
const PracticePage = lazyPage(() => import('../features/practice/PracticePage'), 'PracticePage');
const ReviewPage = lazyPage(() => import('../features/practice/ReviewPage'), 'ReviewPage');
const InterviewPage = lazyPage(() => import('../features/interview/InterviewPage'), 'InterviewPage');
const NotFoundPage = lazyPage(() => import('./NotFoundPage'), 'NotFoundPage');
const ResumeAnalyzerPage = lazyPage(
  () => import('../features/resume/ResumeAnalyzerPage'),
  'ResumeAnalyzerPage',
);
const AdminPage = lazyPage(() => import('../features/admin/AdminPage'), 'AdminPage');
const BlogListPage = lazyPage(() => import('../features/blog/BlogListPage'), 'BlogListPage');
const BlogPostPage = lazyPage(() => import('../features/blog/BlogPostPage'), 'BlogPostPage');
const BlogAdminPage = lazyPage(() => import('../features/blog/BlogAdminPage'), 'BlogAdminPage');
const MailerliteExportPage = lazyPage(
  () => import('../features/mailerlite/MailerliteExportPage'),
  'MailerliteExportPage',
);

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <AuthProvider dialog={AuthDialog}>
        <AppRoutes />
      </AuthProvider>
    </Providers>
  );
}

function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        {/* Public pages that bring their own layout (header, main, footer). */}
        <Route
          index
          element={
            <SignedOutOnly to="/dashboard">
              <LandingPage />
            </SignedOutOnly>
          }
        />
        <Route path="about" element={<AboutPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="blog" element={<BlogListPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />

        <Route element={<MainLayout />}>
          <Route element={<RequireAuth />}>
            <Route path="dashboard" element={<DashboardPage />} />
            {/* One route for the list and an item, so the list keeps its state while an item is open. */}
            <Route path="library/:projectId?" element={<LibraryPage />} />
            <Route path="create" element={<CreateHub />} />
            <Route path="math-tutor" element={<MathTutorPage />} />
            <Route path="writing-assistant" element={<WritingAssistantPage />} />
            <Route path="chat" element={<ChatPage />} />
            <Route path="bootcamp" element={<BootcampPage />} />
            <Route path="billing" element={<BillingPage />} />
            <Route path="checkout/:id" element={<CheckoutPage />} />
            <Route path="subscription" element={<SubscriptionPage />} />
            <Route path="analytics" element={<AnalyticsPage />} />
            <Route path="practice" element={<PracticePage />} />
            <Route path="review" element={<ReviewPage />} />
            <Route path="interview" element={<InterviewPage />} />
            <Route path="resume-analyzer" element={<ResumeAnalyzerPage />} />
          </Route>

          <Route element={<RequireAdmin fallback="/" />}>
            <Route path="admin" element={<AdminPage />} />
          </Route>
          <Route element={<RequireAdmin fallback="/dashboard" />}>
            <Route path="mailerlite-export" element={<MailerliteExportPage />} />
            <Route path="admin/blog" element={<BlogAdminPage />} />
          </Route>

          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** The signed-in bar (for signed-in users only) above every page. */
function Shell() {
  const { status } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      {status === 'ready' ? <NavBar /> : null}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** The main landmark and page width for the app's own screens. */
function MainLayout() {
  return (
    <main id="main-content" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
