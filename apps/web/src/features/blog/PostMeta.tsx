import type { BlogPost } from '@studybot/contract';
import { CalendarDays, Eye, UserRound } from 'lucide-react';
import { formatViews, postDate } from '../../lib/blog/format';
import { formatDate } from '../../lib/format';

/** Author, date and views of a post. */
export function PostMeta({ post, className = '' }: { post: BlogPost; className?: string }) {
  const date = postDate(post);
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600 ${className}`}>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <span className="sr-only">By </span>
          {post.author_name}
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <time dateTime={date}>{formatDate(date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Eye aria-hidden="true" className="size-4 shrink-0" />
        {formatViews(post.view_count)}
      </span>
    </p>
  );
}
