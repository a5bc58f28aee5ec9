import { type AgentAction, tierLabel } from '@studybot/contract';
import { Bot, CircleAlert, CircleStop, UserRound } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AudioPlayer } from '../../components/audio/AudioPlayer';
import { Spinner } from '../../components/ui/Spinner';
import { plansLink } from '../../lib/billing/plans-link';
import { useAudioUsage } from '../../lib/voice/api/get-audio-usage';
import { toolOf } from './actions';
import { ChatLink, isAudioLink } from './ChatLink';
import { ChatMarkdown } from './ChatMarkdown';
import { STOPPED, THINKING } from './messages';
import type { ChatEntry } from './useChatConversation';

/** One message of the chat: the student's as typed, the agent's as Markdown with what it did and its sources. */
export const ChatMessageView = memo(function ChatMessageView({ message }: { message: ChatEntry }) {
  if (message.role === 'user') {
    return (
      <li className="flex justify-end gap-2">
        <div className="max-w-[85%] min-w-0 rounded-2xl rounded-tr-sm bg-indigo-600 px-4 py-2.5 text-white shadow-sm">
          <span className="sr-only">You said: </span>
          <p className="break-words whitespace-pre-wrap">{message.content}</p>
        </div>
        <Avatar who="user" />
      </li>
    );
  }
  return (
    <AgentMessage streaming={message.status === 'streaming'}>
      {message.content ? (
        <ChatMarkdown>{message.content}</ChatMarkdown>
      ) : message.status === 'streaming' ? (
        <div className="flex items-center gap-2 text-slate-600">
          <Spinner label={THINKING} />
          <span aria-hidden="true">{THINKING}</span>
        </div>
      ) : null}
      <ActionChips message={message} />
      <Citations message={message} />
      {message.status === 'stopped' ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600 italic">
          <CircleStop aria-hidden="true" className="size-4" />
          {STOPPED}
        </p>
      ) : null}
      {message.status === 'failed' && message.failure ? <Failure failure={message.failure} /> : null}
    </AgentMessage>
  );
});

/** The agent's bubble; the greeting uses it too. */
export function AgentMessage({ children, streaming = false }: { children: ReactNode; streaming?: boolean }) {
  return (
    <li className="flex gap-2" aria-busy={streaming || undefined}>
      <Avatar who="assistant" />
      <div className="max-w-[92%] min-w-0 rounded-2xl rounded-tl-sm border border-slate-200 bg-slate-50 px-4 py-2.5 shadow-sm">
        <span className="sr-only">StudyBot said: </span>
        {children}
      </div>
    </li>
  );
}

function Avatar({ who }: { who: 'user' | 'assistant' }) {
  const Icon = who === 'user' ? UserRound : Bot;
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${
        who === 'user' ? 'bg-indigo-100 text-indigo-700' : 'bg-indigo-600 text-white'
      }`}
    >
      <Icon className="size-4" />
    </span>
  );
}

/** What the agent did for this answer, with links; read-aloud audio gets a player. */
function ActionChips({ message }: { message: ChatEntry }) {
  if (message.agent_actions.length === 0) return null;
  const audio = message.agent_actions.find((action) => action.link && isAudioLink(action.link));
  return (
    <>
      <ul aria-label="What the agent did for this answer" className="mt-3 flex flex-wrap gap-2">
        {message.agent_actions.map((action, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: actions are only ever added, so the position is stable
          <ActionChip key={index} action={action} />
        ))}
      </ul>
      {audio?.link && message.status === 'done' ? (
        <div className="mt-3 rounded-xl border border-slate-200 bg-white p-3">
          <ReadAloudPlayer audioUrl={audio.link} text={message.content} />
        </div>
      ) : null}
    </>
  );
}

function ActionChip({ action }: { action: AgentAction }) {
  const { icon: Icon } = toolOf(action.type);
  return (
    <li className="flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
      <span className="min-w-0 break-words">
        {action.link && !isAudioLink(action.link) ? (
          <ChatLink href={action.link}>{action.description}</ChatLink>
        ) : (
          action.description
        )}
      </span>
    </li>
  );
}

function ReadAloudPlayer({ audioUrl, text }: { audioUrl: string; text: string }) {
  const usage = useAudioUsage();
  return (
    <AudioPlayer
      audioUrl={audioUrl}
      title="Read aloud"
      text={text}
      canDownload={usage.data?.can_download ?? false}
    />
  );
}

/** The passages the answer rests on: `[n]` in the answer is the n-th here. */
function Citations({ message }: { message: ChatEntry }) {
  if (message.citations.length === 0) return null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Sources</p>
      <ol aria-label="Sources" className="mt-1 space-y-1.5 text-sm">
        {message.citations.map((citation) => (
          <li key={citation.n} className="break-words">
            <span className="font-mono text-slate-600">[{citation.n}]</span>{' '}
            <span className="font-medium text-slate-900">
              <ChatLink href={citation.link}>{citation.title}</ChatLink>
            </span>
            {citation.quote ? <q className="mt-0.5 block text-slate-700 italic">{citation.quote}</q> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Failure({ failure }: { failure: NonNullable<ChatEntry['failure']> }) {
  return (
    <div role="alert" className="flex items-start gap-2 text-sm text-red-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
      <div className="min-w-0">
        <p className="break-words">{failure.message}</p>
        {failure.upgradePlan ? (
          <Link
            to={plansLink(failure.upgradePlan)}
            className="mt-1 inline-block font-medium text-indigo-700 underline hover:text-indigo-900"
          >
            {failure.upgradePlan === 'plus' || failure.upgradePlan === 'max'
              ? `See ${tierLabel(failure.upgradePlan)} plan`
              : 'See plans'}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
