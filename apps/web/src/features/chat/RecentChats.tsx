import { History } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../components/ui/Card';
import { formatDateTime } from '../../lib/format';
import { useChatSessions } from './api/list-chat-sessions';
import { chatLink } from './session-id';

const SHOWN = 8;

/** The student's latest chats, to reopen one. Hidden until there is one (or when the list fails). */
export function RecentChats({ current }: { current: string }) {
  const id = useId();
  const sessions = useChatSessions();
  const shown = (sessions.data ?? []).slice(0, SHOWN);
  if (shown.length === 0) return null;
  return (
    <Card className="p-4 sm:p-5">
      <nav aria-labelledby={id}>
        <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
          <History aria-hidden="true" className="size-5 text-indigo-600" />
          Recent Chats
        </h2>
        <ul className="space-y-1">
          {shown.map((session) => {
            const open = session.id === current;
            return (
              <li key={session.id}>
                <Link
                  to={chatLink(session.id)}
                  aria-current={open ? 'page' : undefined}
                  className={`block rounded-lg px-2 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                    open ? 'bg-indigo-50 text-indigo-900' : 'text-slate-800'
                  }`}
                >
                  <span className="line-clamp-2 font-medium break-words">{session.title}</span>
                  <span className="block text-xs text-slate-600">
                    {formatDateTime(session.updated_at)} · {session.message_count}{' '}
                    {session.message_count === 1 ? 'message' : 'messages'}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </Card>
  );
}
