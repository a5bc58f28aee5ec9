import { BookmarkCheck } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';

/** "Saved to Library" with a link there, for results the server has already saved. */
export function SavedToLibrary({ linkRef }: { linkRef?: Ref<HTMLAnchorElement> }) {
  return (
    <span className="flex items-center gap-3 text-sm">
      <span className="flex items-center gap-1.5 font-medium text-green-800">
        <BookmarkCheck aria-hidden="true" className="size-4" />
        Saved to Library
      </span>
      <Link
        ref={linkRef}
        to="/library"
        className="font-medium text-indigo-700 underline hover:text-indigo-900"
      >
        View in Library
      </Link>
    </span>
  );
}
