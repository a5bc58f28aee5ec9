import { PROJECT_DELETED, PROJECT_TYPES, type Project, type ProjectType } from '@studybot/contract';
import { BookOpen, Eye, LayoutGrid, List, Search, SearchX, Trash2 } from 'lucide-react';
import { type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatusBadge } from '../../components/ui/StatusBadge';
import { useToast } from '../../components/ui/Toast';
import { ApiError, errorMessage } from '../../lib/api-error';
import { formatDate, humanize } from '../../lib/format';
import { useProject } from '../../lib/library/api/get-project';
import { useProjectPages } from '../../lib/library/api/list-projects';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageTitle } from '../../lib/usePageTitle';
import { useDeleteProject } from './api/delete-project';
import { ITEM_NOT_FOUND, ProjectDetail, ProjectNotFound } from './ProjectDetail';

type ViewMode = 'grid' | 'list';

const SEARCH_DELAY_MS = 250;
/** The server answers 400 to a longer `q`. */
export const MAX_SEARCH_LENGTH = 100;
export const LOAD_FAILED = "We couldn't load your library";

/** The address of one library item. */
export const itemPath = (id: string) => `/library/${encodeURIComponent(id)}`;

/** History state of an item opened from the list: leaving it goes back to that list entry. */
interface OpenedFromList {
  fromLibrary: true;
}

const openedFromList = (state: unknown): state is OpenedFromList =>
  typeof state === 'object' && state !== null && (state as OpenedFromList).fromLibrary === true;

/**
 * /library and /library/:projectId. One route renders both, so the list keeps its search, filter
 * and layout while an item is open, and Back (the button or the browser's) returns to it.
 */
export function LibraryPage() {
  const { projectId } = useParams<{ projectId: string }>();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<ProjectType | ''>('');
  const [view, setView] = useState<ViewMode>('grid');
  const [pendingDelete, setPendingDelete] = useState<Project | null>(null);
  const searchId = useId();
  const typeId = useId();
  const { toast } = useToast();

  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const projects = useProjectPages({ type: type || undefined, q: query || undefined });
  const visible = useMemo(() => projects.data?.pages.flat() ?? [], [projects.data]);
  const listed = projectId === undefined ? undefined : visible.find((project) => project.id === projectId);
  // An item not among the loaded pages (a direct load, a shared link) is fetched on its own.
  const single = useProject(projectId, listed === undefined);
  const selected = listed ?? single.data;
  const missing = projectId !== undefined && !selected && single.isError && isNotFound(single.error);
  usePageTitle(selected ? selected.title : missing ? ITEM_NOT_FOUND : 'Study Library');

  // Where focus goes when the list comes back: the View button of the item just left, or the
  // heading after the viewed item was deleted.
  const viewedId = useRef<string | null>(null);
  const focusHeadingNext = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewButtons = useRef(new Map<string, HTMLButtonElement>());
  const showingItem = projectId !== undefined;
  useEffect(() => {
    if (showingItem) {
      viewedId.current = projectId ?? null;
      return;
    }
    const id = viewedId.current;
    viewedId.current = null;
    if (focusHeadingNext.current) {
      focusHeadingNext.current = false;
      headingRef.current?.focus();
    } else if (id) viewButtons.current.get(id)?.focus();
  }, [showingItem, projectId]);

  const openItem = (id: string) => navigate(itemPath(id), { state: { fromLibrary: true } });
  /** Back to the list: the entry it was opened from when there is one, so history does not grow. */
  const leaveItem = ({ replace = false } = {}) => {
    if (openedFromList(location.state)) navigate(-1);
    else navigate('/library', { replace });
  };

  const remove = useDeleteProject({
    onSuccess: (_answer, id) => {
      if (projectId === id) {
        focusHeadingNext.current = true;
        leaveItem({ replace: true });
      }
      setPendingDelete(null);
      toast(PROJECT_DELETED, 'success');
    },
    onError: () => {
      setPendingDelete(null);
      toast('Failed to delete item', 'error');
    },
  });

  const confirm = (
    <ConfirmDialog
      open={pendingDelete !== null}
      title="Delete this item?"
      description="This cannot be undone."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      busy={remove.isPending}
      onConfirm={() => pendingDelete && remove.mutate(pendingDelete.id)}
      onCancel={() => setPendingDelete(null)}
    />
  );

  if (projectId !== undefined) {
    if (selected) {
      return (
        <>
          <ProjectDetail
            project={selected}
            onBack={() => leaveItem()}
            onDelete={() => setPendingDelete(selected)}
          />
          {confirm}
        </>
      );
    }
    if (missing) return <ProjectNotFound />;
    if (single.isError) {
      return (
        <EmptyState
          icon={<BookOpen className="size-6" />}
          {...loadErrorText(single.error)}
          action={
            <Button variant="secondary" onClick={() => void single.refetch()}>
              Try again
            </Button>
          }
        />
      );
    }
    return <PageSpinner label="Loading this item..." />;
  }

  const filtering = query !== '' || type !== '';

  return (
    <div className="space-y-6">
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
        >
          Study Library
        </h1>
        <p className="mt-1 text-slate-600">Everything you have created, in one place.</p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search library
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Search by title or description"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:text-sm"
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={typeId} className="sr-only">
            Filter by type
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => setType(event.target.value as ProjectType | '')}
            className="h-10 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 sm:flex-none sm:text-sm"
          >
            <option value="">All types</option>
            {PROJECT_TYPES.map((value) => (
              <option key={value} value={value}>
                {humanize(value)}
              </option>
            ))}
          </select>
          <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
            <legend className="sr-only">Layout</legend>
            <ViewToggle label="Grid view" pressed={view === 'grid'} onClick={() => setView('grid')}>
              <LayoutGrid aria-hidden="true" className="size-4" />
            </ViewToggle>
            <ViewToggle label="List view" pressed={view === 'list'} onClick={() => setView('list')}>
              <List aria-hidden="true" className="size-4" />
            </ViewToggle>
          </fieldset>
        </div>
      </div>

      {projects.isPending ? (
        <LibrarySkeleton />
      ) : projects.isError ? (
        <EmptyState
          icon={<BookOpen className="size-6" />}
          {...loadErrorText(projects.error)}
          action={
            <Button variant="secondary" onClick={() => void projects.refetch()}>
              Try again
            </Button>
          }
        />
      ) : visible.length === 0 ? (
        filtering ? (
          <EmptyState
            icon={<SearchX className="size-6" />}
            title="No items match your search"
            description="Try another word or choose All types."
          />
        ) : (
          <EmptyState
            icon={<BookOpen className="size-6" />}
            title="Your library is empty"
            description="Quizzes, flashcards, papers, images and more that you create are saved here."
            action={
              <Link to="/create" className={buttonClasses('primary', 'md')}>
                Create Your First Project
              </Link>
            }
          />
        )
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {visible.length === 1 ? '1 item' : `${visible.length} items`}
          </p>
          <ul
            aria-label="Library items"
            className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}
          >
            {visible.map((project) => (
              <ProjectCard
                key={project.id}
                project={project}
                layout={view}
                viewRef={(button) => {
                  if (button) viewButtons.current.set(project.id, button);
                  else viewButtons.current.delete(project.id);
                }}
                onView={() => openItem(project.id)}
                onDelete={() => setPendingDelete(project)}
              />
            ))}
          </ul>
          {projects.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void projects.fetchNextPage()}
                disabled={projects.isFetchingNextPage}
              >
                {projects.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {confirm}
    </div>
  );
}

/** The item does not exist, or is not this student's: the server answers 404 (or 400 to a malformed id). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);
}

/**
 * A request the server refused (4xx) shows its reason; a network failure or server error (5xx)
 * suggests checking the connection.
 */
function loadErrorText(error: unknown): { title: string; description?: string } {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { title: errorMessage(error, LOAD_FAILED) };
  }
  return { title: LOAD_FAILED, description: 'Check your connection and try again.' };
}

function ViewToggle({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      className={`flex size-9 cursor-pointer items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600 ${
        pressed ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}

function ProjectCard({
  project,
  layout,
  viewRef,
  onView,
  onDelete,
}: {
  project: Project;
  layout: ViewMode;
  viewRef: Ref<HTMLButtonElement>;
  onView(): void;
  onDelete(): void;
}) {
  const grid = layout === 'grid';
  return (
    <li
      className={`flex rounded-2xl border border-slate-200 bg-white shadow-sm ${
        grid ? 'flex-col gap-3 p-5' : 'flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between'
      }`}
    >
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="line-clamp-2 font-semibold break-words text-slate-900">{project.title}</h2>
          {grid ? <StatusBadge status={project.status} /> : null}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {humanize(project.type)}
          <span aria-hidden="true"> · </span>
          <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
        </p>
        {grid && project.description ? (
          <p className="mt-2 line-clamp-2 text-sm text-slate-600">{project.description}</p>
        ) : null}
      </div>
      <div className={`flex items-center gap-2 ${grid ? 'mt-auto' : ''}`}>
        {grid ? null : <StatusBadge status={project.status} />}
        <Button
          ref={viewRef}
          variant="secondary"
          size="sm"
          onClick={onView}
          aria-label={`View ${project.title}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          View
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${project.title}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
    </li>
  );
}

function LibrarySkeleton() {
  return (
    <div role="status" aria-label="Loading your library" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="h-36 animate-pulse rounded-2xl border border-slate-200 bg-white p-5">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="mt-3 h-3 w-1/3 rounded bg-slate-200" />
          <div className="mt-8 h-8 w-1/2 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
