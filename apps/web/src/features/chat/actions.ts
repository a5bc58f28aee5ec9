import type { AgentAction } from '@studybot/contract';
import {
  BookMarked,
  BookOpen,
  Calculator,
  Image,
  Layers,
  ListChecks,
  type LucideIcon,
  PenLine,
  Search,
  ShieldCheck,
  Sparkles,
  Volume2,
} from 'lucide-react';
import { formatDateTime, humanize } from '../../lib/format';
import type { ChatEntry } from './useChatConversation';

/** Each of the agent's tools (the server's tool names) as a person reads it. */
const TOOLS: Record<string, { label: string; icon: LucideIcon }> = {
  solve_math: { label: 'Solved a math problem', icon: Calculator },
  make_quiz: { label: 'Made a quiz', icon: ListChecks },
  make_flashcards: { label: 'Made flashcards', icon: Layers },
  draw_diagram: { label: 'Drew a diagram', icon: Image },
  read_aloud: { label: 'Read aloud', icon: Volume2 },
  search_library: { label: 'Searched your library', icon: Search },
  define: { label: 'Looked up a definition', icon: BookOpen },
  check_plagiarism: { label: 'Checked for plagiarism', icon: ShieldCheck },
  improve_writing: { label: 'Checked your writing', icon: PenLine },
  find_sources: { label: 'Found sources', icon: BookMarked },
};

export function toolOf(type: string): { label: string; icon: LucideIcon } {
  return TOOLS[type] ?? { label: humanize(type), icon: Sparkles };
}

/** Every action of the chat, oldest first. */
export function actionsOf(messages: readonly ChatEntry[]): AgentAction[] {
  return messages.flatMap((message) => message.agent_actions);
}

/** "3:04 PM" for today, else the date with the time. */
export function formatActionTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString()
    ? date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
    : formatDateTime(iso);
}
