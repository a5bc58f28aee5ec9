import { Loader2, Square, Volume2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useClip } from '../../components/audio/useClip';
import { useToast } from '../../components/ui/Toast';

const linkClass =
  'font-medium text-indigo-700 underline decoration-indigo-300 hover:text-indigo-900 hover:decoration-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 rounded-sm';

/** Audio the server made for the student (read aloud); it needs the token, so it cannot be a plain link. */
export const isAudioLink = (href: string) => href.startsWith('/api/tts/audio/');

/** A path of the app (/library/<id>), opened by the router; `/api/…` files are the server's. */
const isAppPath = (href: string) => /^\/(?![/\\])/.test(href) && !href.startsWith('/api/');

/**
 * A link the agent gave: an item of the app opens in place, read-aloud audio plays here (it needs
 * the token), a file or another site opens in a new tab.
 */
export function ChatLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  if (isAudioLink(href)) return <PlayAudioButton audioUrl={href} label={children} />;
  if (isAppPath(href)) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Plays a read-aloud clip: Play → (loading) → Stop. */
export function PlayAudioButton({ audioUrl, label }: { audioUrl: string; label: ReactNode }) {
  const clip = useClip();
  const { toast } = useToast();
  const loading = clip.status === 'loading';
  const playing = clip.status === 'playing';

  function toggle() {
    if (loading) return;
    if (playing) clip.stop();
    else if (clip.ready) clip.replay();
    else clip.load(audioUrl).catch(() => toast('This audio could not be loaded.', 'error'));
  }

  const Icon = loading ? Loader2 : playing ? Square : Volume2;
  return (
    <button
      type="button"
      onClick={toggle}
      aria-busy={loading}
      className={`inline-flex items-center gap-1 text-left ${linkClass}`}
    >
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${loading ? 'animate-spin' : ''}`} />
      <span>
        {playing ? 'Stop: ' : 'Play: '}
        {label}
      </span>
    </button>
  );
}
