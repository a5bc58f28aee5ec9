import { MessageSquarePlus, RotateCcw } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useAuth } from '../../lib/auth/AuthProvider';
import { usePageTitle } from '../../lib/usePageTitle';
import { AgentActionsDrawer, AgentActionsPanel } from './AgentActions';
import { actionsOf } from './actions';
import { Capabilities } from './Capabilities';
import { ChatMarkdown } from './ChatMarkdown';
import { AgentMessage, ChatMessageView } from './ChatMessage';
import { Composer } from './Composer';
import { greeting, QUICK_PROMPTS, RESTORE_FAILED } from './messages';
import { RecentChats } from './RecentChats';
import { useChatSessionId } from './session-id';
import { useChatConversation } from './useChatConversation';
import { useWideScreen } from './useWideScreen';

/** /chat: the study chat, an agent that answers from the student's material and uses the app's tools. */
export function ChatPage() {
  usePageTitle('AI Chat');
  const session = useChatSessionId();
  // Keyed by the chat, so opening another one (or a new one) starts from its own messages.
  return <ChatScreen key={session.id} sessionId={session.id} restore={session.restore} keep={session.keep} />;
}

/** How close to the bottom (px) still counts as reading the latest message. */
const STICK_WITHIN = 80;

function ChatScreen({ sessionId, restore, keep }: { sessionId: string; restore: boolean; keep(): void }) {
  const { user } = useAuth();
  const chat = useChatConversation(sessionId, restore);
  const wide = useWideScreen();
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const suggestionsId = useId();
  const actions = useMemo(() => actionsOf(chat.messages), [chat.messages]);
  const started = chat.messages.some((message) => message.role === 'user');
  const last = chat.messages.at(-1);
  const followUps =
    !chat.busy && last?.role === 'assistant' && last.status === 'done' ? last.next_questions : [];

  // New text keeps the latest message in view, unless the student scrolled up to read.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each change of the messages
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [chat.messages, chat.restoring]);

  function ask(text: string): boolean {
    const sent = chat.ask(text);
    if (sent) {
      stick.current = true;
      keep();
    }
    return sent;
  }

  /** A quick prompt or a follow-up: sent as it is, and the box keeps the focus for the next message. */
  function askFromButton(text: string) {
    ask(text);
    input.current?.focus();
  }

  function stop() {
    chat.stop();
    input.current?.focus();
  }

  const suggestions = !started && !chat.restoring ? QUICK_PROMPTS : followUps;

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">AI Chat</h1>
          <p className="mt-1 text-slate-600">
            Ask about what you’re studying. The agent answers from your notes with sources, and makes quizzes,
            diagrams and solutions for you.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {wide ? null : <AgentActionsDrawer actions={actions} />}
          {started ? (
            <Link to="/chat" className={buttonClasses('secondary', 'sm')}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              New Chat
            </Link>
          ) : null}
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-label="Conversation"
          className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
        >
          <div
            ref={scroller}
            role="log"
            aria-label="Messages"
            aria-busy={chat.busy}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the conversation
            tabIndex={0}
            onScroll={(event) => {
              const element = event.currentTarget;
              stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_WITHIN;
            }}
            className="h-[60dvh] min-h-72 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:p-4 lg:h-[calc(100dvh-19rem)] lg:min-h-96"
          >
            <ol className="space-y-4">
              <AgentMessage>
                <ChatMarkdown>{greeting(user?.username ?? 'there')}</ChatMarkdown>
              </AgentMessage>
              {chat.messages.map((message) => (
                <ChatMessageView key={message.id} message={message} />
              ))}
            </ol>
            {chat.restoring ? <Spinner label="Loading your chat..." className="mt-4" /> : null}
            {chat.restoreError ? (
              <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-sm text-red-900">
                {RESTORE_FAILED}
                <Button variant="secondary" size="sm" onClick={chat.retryRestore}>
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Try again
                </Button>
              </div>
            ) : null}
          </div>

          {suggestions.length > 0 ? (
            <div className="border-t border-slate-100 px-3 pt-3 sm:px-4">
              <p id={suggestionsId} className="text-xs font-medium text-slate-600">
                {started ? 'Suggested follow-ups' : 'Try asking'}
              </p>
              <ul aria-labelledby={suggestionsId} className="mt-1.5 flex flex-wrap gap-2">
                {suggestions.map((text) => (
                  <li key={text} className="max-w-full">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => askFromButton(text)}
                      className="h-auto min-h-8 max-w-full py-1 text-left break-words"
                    >
                      {text}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <Composer busy={chat.busy} disabled={chat.restoring} onSend={ask} onStop={stop} inputRef={input} />
        </section>

        <div className="min-w-0 space-y-4">
          {wide ? <AgentActionsPanel actions={actions} /> : null}
          <RecentChats current={sessionId} />
          <Capabilities />
        </div>
      </div>
    </div>
  );
}
