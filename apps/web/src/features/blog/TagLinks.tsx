import { Link } from 'react-router';
import { tagHref } from '../../lib/blog/format';

/** A post's tags, each linking to the list of posts with that tag. */
export function TagLinks({ tags, className = '' }: { tags: readonly string[]; className?: string }) {
  if (!tags.length) return null;
  return (
    <ul aria-label="Tags" className={`flex flex-wrap gap-1.5 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={tagHref(tag)}
            className="inline-flex rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
