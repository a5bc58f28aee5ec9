import { BLOG_MESSAGES, type BlogPost } from '@studybot/contract';
import { ArrowLeft, FileQuestion, Pencil, RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { BLOG_PROSE_CLASSES } from '../../components/blog/blog-prose';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { ApiError } from '../../lib/api-error';
import { useAuth } from '../../lib/auth/AuthProvider';
import { useBlogPost } from '../../lib/blog/api/get-blog-post';
import { useRelatedBlogPosts } from '../../lib/blog/api/list-related-blog-posts';
import { postDescription } from '../../lib/blog/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { BlogLayout } from './BlogLayout';
import { useMetaTag } from './head';
import { PostCard } from './PostCard';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { ScrollToTop } from './ScrollToTop';
import { TagLinks } from './TagLinks';

/** /blog/:slug: one post (published, or any for admins). Public. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const notFound = post.error instanceof ApiError && post.error.status === 404;

  const data = post.data;
  const title = data ? data.seo_title.trim() || data.title : null;
  usePageTitle(
    title ?? (post.isError ? (notFound ? BLOG_MESSAGES.notFound : BLOG_MESSAGES.postFailed) : 'Blog'),
  );

  return (
    <BlogLayout width="max-w-3xl">
      {data ? (
        <PostView post={data} title={title ?? data.title} />
      ) : post.isError ? (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-slate-50 px-6 py-16 text-center">
          <FileQuestion aria-hidden="true" className="size-10 text-slate-400" />
          <h1 className="text-2xl font-bold text-slate-900">
            {notFound ? BLOG_MESSAGES.notFound : BLOG_MESSAGES.postFailed}
          </h1>
          <p className="max-w-md text-slate-600">
            {notFound
              ? 'It may have been moved or unpublished. The other posts are still there.'
              : 'Something went wrong while loading this post.'}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {notFound ? null : (
              <Button variant="secondary" onClick={() => void post.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            )}
            <Link to="/blog" className={buttonClasses('primary', 'md')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Blog
            </Link>
          </div>
        </div>
      ) : (
        <Spinner label="Loading blog post..." className="min-h-[50vh]" />
      )}
    </BlogLayout>
  );
}

function PostView({ post, title }: { post: BlogPost; title: string }) {
  const { user } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // Wide code and tables scroll sideways inside the post: keyboard users must be able to reach them.
  useEffect(() => {
    if (!post.content) return;
    for (const wide of body.current?.querySelectorAll<HTMLElement>('pre, table') ?? []) {
      if (!wide.hasAttribute('tabindex')) wide.tabIndex = 0;
    }
  }, [post.content]);
  const description = postDescription(post);
  useMetaTag('name', 'description', description);
  useMetaTag('property', 'og:type', 'article');
  useMetaTag('property', 'og:title', title);
  useMetaTag('property', 'og:description', description);
  useMetaTag('property', 'og:image', post.featured_image);
  const related = useRelatedBlogPosts(post.slug);

  return (
    <>
      <div className="-ml-3 flex flex-wrap items-center justify-between gap-2">
        <Link to="/blog" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          All posts
        </Link>
        {user?.is_admin ? (
          <Link
            to={`/admin/blog?edit=${encodeURIComponent(post.id)}`}
            className={buttonClasses('secondary', 'sm')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit Post
          </Link>
        ) : null}
      </div>

      <article className="mt-6">
        <header>
          <PostImage
            src={post.featured_image}
            alt={post.title}
            eager
            className="mb-8 aspect-[2/1] w-full rounded-2xl bg-slate-100 object-cover"
          />
          <div className="flex flex-wrap items-center gap-2">
            {post.status === 'draft' ? <Badge tone="grey">Draft</Badge> : null}
            <TagLinks tags={post.tags} />
          </div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="mt-4 text-3xl font-extrabold tracking-tight break-words text-slate-900 focus:outline-none sm:text-4xl"
          >
            {post.title}
          </h1>
          <PostMeta post={post} className="mt-4" />
        </header>

        <div
          ref={body}
          className={`mt-8 border-t border-slate-200 pt-8 ${BLOG_PROSE_CLASSES}`}
          // The server sanitizes post HTML when it is saved and again when it is read (DESIGN §8).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      </article>

      {related.data?.length ? (
        <section aria-labelledby="related-heading" className="mt-16 border-t border-slate-200 pt-10">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            Related posts
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {related.data.map((other) => (
              <li key={other.id} className="min-w-0">
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ScrollToTop target={heading} />
    </>
  );
}
