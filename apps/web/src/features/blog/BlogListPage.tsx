import { BLOG_MESSAGES, type BlogTagCount, BRAND } from '@studybot/contract';
import { AlertCircle, Newspaper, Rss, Settings2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Spinner } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useBlogPostPages } from '../../lib/blog/api/list-blog-posts';
import { useBlogTags } from '../../lib/blog/api/list-blog-tags';
import { tagHref } from '../../lib/blog/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { BlogLayout } from './BlogLayout';
import { useHeadLink, useMetaTag } from './head';
import { PostCard } from './PostCard';

export const BLOG_DESCRIPTION = `Study tips, guides and news from the ${BRAND.name} team.`;

/** /blog: the published posts, newest first, filtered by `?tag=`. Public. */
export function BlogListPage() {
  usePageTitle('Blog');
  useMetaTag('name', 'description', BLOG_DESCRIPTION);
  useHeadLink('alternate', 'application/rss+xml', '/rss.xml', `${BRAND.name} Blog`);
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const tag = searchParams.get('tag')?.trim() || undefined;
  const posts = useBlogPostPages({ tag });
  const list = posts.data?.pages.flat() ?? [];

  return (
    <BlogLayout>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Blog</h1>
          <p className="mt-3 text-lg text-slate-600">{BLOG_DESCRIPTION}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a href="/rss.xml" className={buttonClasses('ghost', 'sm')}>
            <Rss aria-hidden="true" className="size-4 text-orange-600" />
            RSS
          </a>
          {user?.is_admin ? (
            <Link to="/admin/blog" className={buttonClasses('secondary', 'sm')}>
              <Settings2 aria-hidden="true" className="size-4" />
              Manage Posts
            </Link>
          ) : null}
        </div>
      </header>

      <TagFilter selected={tag} />

      <section aria-label={tag ? `Posts tagged ${tag}` : 'Posts'} className="mt-8">
        {tag ? (
          <p className="mb-5 text-sm text-slate-700">
            Showing posts tagged <span className="font-semibold text-slate-900">“{tag}”</span>.{' '}
            <Link to="/blog" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
              Show all posts
            </Link>
          </p>
        ) : null}

        {posts.isPending ? (
          <Spinner label="Loading blog posts..." className="min-h-48" />
        ) : posts.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
          >
            <AlertCircle aria-hidden="true" className="size-7 text-red-700" />
            <p className="font-semibold text-slate-900">{BLOG_MESSAGES.listFailed}</p>
            <Button variant="secondary" onClick={() => void posts.refetch()}>
              Try again
            </Button>
          </div>
        ) : list.length === 0 ? (
          <EmptyState
            icon={<Newspaper className="size-7" />}
            title={tag ? `No posts tagged “${tag}”` : 'No posts yet'}
            description={
              tag ? 'Try another tag, or read every post.' : 'New posts will appear here. Check back soon.'
            }
            action={
              tag ? (
                <Link to="/blog" className={buttonClasses('secondary', 'md')}>
                  Show all posts
                </Link>
              ) : null
            }
          />
        ) : (
          <>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((post) => (
                <li key={post.id} className="min-w-0">
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
            {posts.hasNextPage ? (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="secondary"
                  busy={posts.isFetchingNextPage}
                  onClick={() => void posts.fetchNextPage()}
                >
                  Load more posts
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
    </BlogLayout>
  );
}

const pill =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
const pillOff = 'border-slate-200 bg-white text-slate-700 hover:border-indigo-300 hover:text-indigo-700';
const pillOn = 'border-indigo-600 bg-indigo-600 text-white';

/** All, then every tag with its count; the selected one is marked current. Hidden until tags load. */
function TagFilter({ selected }: { selected: string | undefined }) {
  const tags = useBlogTags();
  if (!tags.data?.length) return null;
  const isSelected = (t: BlogTagCount) => t.tag.toLowerCase() === selected?.toLowerCase();
  return (
    <nav aria-label="Filter posts by tag" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/blog"
            aria-current={selected ? undefined : 'page'}
            className={`${pill} ${selected ? pillOff : pillOn}`}
          >
            All
          </Link>
        </li>
        {tags.data.map((t) => {
          const on = isSelected(t);
          return (
            <li key={t.tag}>
              <Link
                to={tagHref(t.tag)}
                aria-current={on ? 'page' : undefined}
                className={`${pill} ${on ? pillOn : pillOff}`}
              >
                {t.tag}{' '}
                <span
                  className={`rounded-full px-1.5 text-xs ${on ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-600'}`}
                >
                  {t.count} <span className="sr-only">{t.count === 1 ? 'post' : 'posts'}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
