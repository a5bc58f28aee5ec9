import { BLOG_MESSAGES, type BlogPost, type BlogPostInput } from '@studybot/contract';
import {
  AlertCircle,
  Eye,
  FilePlus2,
  Loader2,
  Newspaper,
  Pencil,
  Plus,
  Send,
  Trash2,
  Undo2,
  X,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-error';
import { useCreateBlogPost } from '../../lib/blog/api/create-blog-post';
import { useDeleteBlogPost } from '../../lib/blog/api/delete-blog-post';
import { useBlogPostPages } from '../../lib/blog/api/list-blog-posts';
import { useUpdateBlogPost } from '../../lib/blog/api/update-blog-post';
import { formatViews, postDate } from '../../lib/blog/format';
import { formatDate } from '../../lib/format';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyState } from '../ui/EmptyState';
import { useToast } from '../ui/Toast';
import { BlogPostEditor } from './BlogPostEditor';

/** A failure in the red banner: the spec's message, and the server's reason when it gave one. */
interface Banner {
  message: string;
  detail: string | null;
}

function bannerOf(message: string, error: unknown): Banner {
  const detail = error instanceof ApiError ? error.detail : null;
  return { message, detail: detail && detail !== message ? detail : null };
}

type EditorState = { post: BlogPost | null } | null;

/**
 * Every post, drafts included, with Edit, Publish/Unpublish and Delete, and the create/edit modal.
 * Shown at /admin/blog and in the admin panel's Blog tab. `?edit={id}` in the address opens that
 * post in the editor once the list has it.
 */
export function BlogManager() {
  const headingId = useId();
  const { toast } = useToast();
  const posts = useBlogPostPages({ status: 'all' });
  const createPost = useCreateBlogPost();
  const updatePost = useUpdateBlogPost();
  const deletePost = useDeleteBlogPost();

  const [banner, setBanner] = useState<Banner | null>(null);
  const [editor, setEditor] = useState<EditorState>(null);
  const [saveError, setSaveError] = useState<Banner | null>(null);
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);

  const list = useMemo(() => posts.data?.pages.flat() ?? [], [posts.data]);

  function openEditor(post: BlogPost | null) {
    setSaveError(null);
    setEditor({ post });
  }

  // ?edit={id}: open that post once the list holds it (loading further pages while it does not).
  const [searchParams, setSearchParams] = useSearchParams();
  const editId = searchParams.get('edit');
  const handledEditId = useRef<string | null>(null);
  const { isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = posts;
  useEffect(() => {
    if (!editId) {
      handledEditId.current = null;
      return;
    }
    if (handledEditId.current === editId || isPending) return;
    const post = list.find((p) => p.id === editId);
    if (post) {
      handledEditId.current = editId;
      setSaveError(null);
      setEditor({ post });
    } else if (hasNextPage && !isError) {
      if (!isFetchingNextPage) void fetchNextPage();
    } else {
      handledEditId.current = editId;
      setBanner({ message: BLOG_MESSAGES.editLoadFailed, detail: null });
    }
  }, [editId, list, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage]);

  function closeEditor() {
    setEditor(null);
    setSaveError(null);
    if (editId) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('edit');
          return next;
        },
        { replace: true },
      );
    }
  }

  function save(body: Required<BlogPostInput>) {
    const editing = editor?.post ?? null;
    const done = {
      onSuccess: () => {
        // The banner is cleared on a successful save (spec §4).
        setBanner(null);
        toast(editing ? 'Post updated' : 'Post created', 'success');
        closeEditor();
      },
      onError: (error: unknown) => setSaveError(bannerOf(BLOG_MESSAGES.saveFailed, error)),
    };
    if (editing) updatePost.mutate({ id: editing.id, body }, done);
    else createPost.mutate(body, done);
  }

  function toggleStatus(post: BlogPost) {
    const status = post.status === 'published' ? 'draft' : 'published';
    updatePost.mutate(
      { id: post.id, body: { status } },
      {
        onSuccess: () => {
          toast(
            status === 'published' ? `Published "${post.title}"` : `Moved "${post.title}" to drafts`,
            'success',
          );
        },
        onError: (error) => setBanner(bannerOf(BLOG_MESSAGES.statusFailed, error)),
      },
    );
  }

  function confirmDelete() {
    if (!toDelete) return;
    const post = toDelete;
    deletePost.mutate(post.id, {
      onSuccess: () => {
        setToDelete(null);
        toast(`Deleted "${post.title}"`, 'success');
      },
      onError: (error) => {
        setToDelete(null);
        setBanner(bannerOf(BLOG_MESSAGES.deleteFailed, error));
      },
    });
  }

  const busyId = updatePost.isPending && !editor ? updatePost.variables?.id : undefined;

  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Blog Management
        </h2>
        <Button onClick={() => openEditor(null)}>
          <Plus aria-hidden="true" className="size-4" />
          New Post
        </Button>
      </div>

      {banner ? <ErrorBanner banner={banner} onDismiss={() => setBanner(null)} /> : null}

      {posts.isPending ? (
        <div role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
          <Loader2 aria-hidden="true" className="size-5 animate-spin text-indigo-600" />
          {BLOG_MESSAGES.loading}
        </div>
      ) : posts.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span className="flex items-center gap-2">
            <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
            {BLOG_MESSAGES.loadPostsFailed}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<Newspaper className="size-7" />}
          title={BLOG_MESSAGES.emptyTitle}
          description={BLOG_MESSAGES.emptyBody}
          action={
            <Button onClick={() => openEditor(null)}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              Create First Post
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label="All posts" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {list.map((post) => (
              <li key={post.id} className="min-w-0">
                <PostTile
                  post={post}
                  busy={busyId === post.id}
                  onEdit={() => openEditor(post)}
                  onToggleStatus={() => toggleStatus(post)}
                  onDelete={() => setToDelete(post)}
                />
              </li>
            ))}
          </ul>
          {posts.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                busy={posts.isFetchingNextPage}
                onClick={() => void posts.fetchNextPage()}
              >
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}

      <BlogPostEditor
        open={editor !== null}
        post={editor?.post ?? null}
        saving={createPost.isPending || (updatePost.isPending && editor !== null)}
        error={saveError}
        onSave={save}
        onClose={closeEditor}
      />

      <ConfirmDialog
        open={toDelete !== null}
        title={BLOG_MESSAGES.confirmDelete}
        description={toDelete ? `"${toDelete.title}" will be removed from the blog for good.` : ''}
        confirmLabel="Delete"
        busy={deletePost.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

function ErrorBanner({ banner, onDismiss }: { banner: Banner; onDismiss(): void }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 break-words">
        <p className="font-medium">{banner.message}</p>
        {banner.detail ? <p className="mt-0.5">{banner.detail}</p> : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="-m-1 rounded p-1 text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function PostTile({
  post,
  busy,
  onEdit,
  onToggleStatus,
  onDelete,
}: {
  post: BlogPost;
  busy: boolean;
  onEdit(): void;
  onToggleStatus(): void;
  onDelete(): void;
}) {
  const published = post.status === 'published';
  const date = postDate(post);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{post.title}</h3>
        <Badge tone={published ? 'green' : 'grey'}>{published ? 'Published' : 'Draft'}</Badge>
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>
          {published ? 'Published' : 'Created'} <time dateTime={date}>{formatDate(date)}</time>
        </span>
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-3.5" />
          {formatViews(post.view_count)}
        </span>
      </p>
      {post.tags.length ? (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {post.excerpt ? <p className="mt-3 line-clamp-2 text-sm text-slate-700">{post.excerpt}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${post.title}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={onToggleStatus}
          busy={busy}
          aria-label={`${published ? 'Unpublish' : 'Publish'} ${post.title}`}
        >
          {published ? (
            <Undo2 aria-hidden="true" className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${post.title}`}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
        <Link
          to={`/blog/${encodeURIComponent(post.slug)}`}
          aria-label={`View ${post.title}`}
          className="inline-flex h-8 items-center gap-1 rounded-lg px-2 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          View
        </Link>
      </div>
    </article>
  );
}
