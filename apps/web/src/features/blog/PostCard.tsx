import type { BlogPost } from '@studybot/contract';
import { Link } from 'react-router';
import { plainText } from '../../lib/blog/format';
import { PostImage } from './PostImage';
import { PostMeta } from './PostMeta';
import { TagLinks } from './TagLinks';

/** One post in a list: image, tags, title (the link to the post), excerpt, author, date and views. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const excerpt = post.excerpt.trim() || plainText(post.content);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <PostImage src={post.featured_image} alt={post.title} className="aspect-video w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <TagLinks tags={post.tags} className="mb-3" />
        <Heading className="text-lg leading-snug font-semibold break-words text-slate-900">
          <Link
            to={`/blog/${encodeURIComponent(post.slug)}`}
            className="rounded-sm hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {post.title}
          </Link>
        </Heading>
        {excerpt ? <p className="mt-2 line-clamp-3 text-sm text-slate-600">{excerpt}</p> : null}
        <PostMeta post={post} className="mt-auto pt-4" />
      </div>
    </article>
  );
}
