import * as RadixDialog from '@radix-ui/react-dialog';
import type { AgentAction } from '@studybot/contract';
import { Bot, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { formatActionTime, toolOf } from './actions';
import { ChatLink } from './ChatLink';

export const PANEL_TITLE = 'What the Agent Did';

/** Every tool the agent used in this chat: what it did, when, and a link to what it made or found. */
export function AgentActionList({ actions }: { actions: readonly AgentAction[] }) {
  if (actions.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Nothing yet. When the agent makes a quiz, draws a diagram or solves a problem for you, it is listed
        here with a link to it.
      </p>
    );
  }
  return (
    <ol aria-label="Agent actions" className="space-y-3">
      {actions.map((action, index) => {
        const { label, icon: Icon } = toolOf(action.type);
        return (
          // Actions are only ever added: the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-0.5 shrink-0 rounded-lg bg-indigo-50 p-1.5 text-indigo-700"
            >
              <Icon className="size-4" />
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium text-slate-900">{label}</span>
                <time dateTime={action.timestamp} className="text-xs text-slate-600">
                  {formatActionTime(action.timestamp)}
                </time>
              </p>
              <p className="mt-0.5 break-words text-slate-700">
                <ChatLink href={action.link}>{action.description}</ChatLink>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The side panel beside the chat on wide screens. */
export function AgentActionsPanel({ actions }: { actions: readonly AgentAction[] }) {
  const id = useId();
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
          <Bot aria-hidden="true" className="size-5 text-indigo-600" />
          {PANEL_TITLE}
        </h2>
        <AgentActionList actions={actions} />
      </section>
    </Card>
  );
}

/** The same list on phones: a button opens it as a drawer from the side. */
export function AgentActionsDrawer({ actions }: { actions: readonly AgentAction[] }) {
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          <Bot aria-hidden="true" className="size-4" />
          {PANEL_TITLE}
          <span className="rounded-full bg-indigo-100 px-1.5 text-xs font-semibold text-indigo-800">
            <span className="sr-only">(</span>
            {actions.length}
            <span className="sr-only">)</span>
          </span>
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Bot aria-hidden="true" className="size-5 text-indigo-600" />
              {PANEL_TITLE}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <AgentActionList actions={actions} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
