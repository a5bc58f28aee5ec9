import type { AgentAction, ChatCitation, User } from '@studybot/contract';
import { CHAT_TOOLS, type ChatHit, followUpQuestions, routeMessage } from '@studybot/engines/chat';
import type { ModelMessage } from 'ai';
import { z } from 'zod';
import type { LlmProvider } from '../../platform/ai/provider.ts';
import type { TaskLogger } from '../../platform/ai/run-task.ts';
import { HttpError } from '../../platform/errors.ts';
import type { ChatMessageRow } from './repo.ts';
import { type ChatTools, TOOL_DESCRIPTIONS } from './tools.ts';
import type { ChatEmit, TurnResult } from './turn.ts';

/** How many tool calls and answers the model may chain in one turn. */
const MAX_STEPS = 4;

export const CHAT_SYSTEM_PROMPT = [
  'You are StudyBot, a patient study tutor for students aged 13 and over.',
  'Use the tools when the student asks for something a tool does (solving math, quizzes, flashcards, diagrams,',
  'reading aloud, searching their library, definitions, plagiarism and grammar checks, finding sources).',
  'When you answer from the numbered passages, state only what they say and put the passage number in',
  'square brackets after each sentence that uses one, e.g. [2]. If the passages and tools do not support an',
  'answer, say you do not know from their material and suggest what you can do instead. Never invent facts,',
  'sources or links. Write short Markdown; put math between $ signs.',
].join(' ');

export interface LlmTurnInput {
  user: User;
  message: string;
  history: ChatMessageRow[];
  passages: readonly ChatHit[];
  log: TaskLogger;
  emit: ChatEmit;
  tools: ChatTools;
}

/**
 * One turn with the model: the app's tools through AI SDK tool calling, the retrieved passages
 * numbered in the prompt, the text streamed as it comes. Citations are kept only for passage
 * numbers the model was given.
 */
export async function llmChatTurn(provider: LlmProvider, input: LlmTurnInput): Promise<TurnResult> {
  const { stepCountIs, streamText, tool } = await import('ai');
  const actions: AgentAction[] = [];
  let topic = input.message;
  const tools = Object.fromEntries(
    CHAT_TOOLS.map((name) => [
      name,
      tool({
        description: TOOL_DESCRIPTIONS[name],
        inputSchema: z.object({
          argument: z.string().describe('What the tool acts on: the problem, topic, term or text.'),
          count: z.number().int().min(1).max(30).optional(),
        }),
        execute: async ({ argument, count }) => {
          try {
            const result = await input.tools.run(
              { tool: name, argument, ...(count ? { count } : {}) },
              input.user,
              input.log,
            );
            const action = { ...result.action, timestamp: new Date().toISOString() };
            actions.push(action);
            input.emit({ event: 'action', data: action });
            topic = result.topic;
            return result.reply;
          } catch (error) {
            if (error instanceof HttpError && error.statusCode < 500)
              return `The tool could not do it: ${error.message}`;
            throw error;
          }
        },
      }),
    ]),
  );
  const messages: ModelMessage[] = [
    ...input.history.map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
    {
      role: 'user',
      content: [
        input.passages.length > 0
          ? `Passages from the student's material:\n${input.passages.map((p, i) => `[${i + 1}] (${p.title}) ${p.passage}`).join('\n')}`
          : "No passages from the student's material matched this message.",
        `Student: ${input.message}`,
      ].join('\n\n'),
    },
  ];
  const result = streamText({
    model: provider.model,
    system: CHAT_SYSTEM_PROMPT,
    messages,
    tools,
    stopWhen: stepCountIs(MAX_STEPS),
    maxRetries: 0,
    abortSignal: AbortSignal.timeout(provider.timeoutMs),
  });
  let text = '';
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      text += part.text;
      input.emit({ event: 'delta', data: { text: part.text } });
    } else if (part.type === 'error') {
      throw part.error instanceof Error ? part.error : new Error(String(part.error));
    }
  }
  if (!text.trim() && actions.length === 0) throw new Error('the model gave an empty answer');
  const cited = new Set([...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
  const citations: ChatCitation[] = [...cited]
    .filter((n) => n >= 1 && n <= input.passages.length)
    .sort((a, b) => a - b)
    .map((n) => {
      const p = input.passages[n - 1]!;
      return { n, title: p.title, quote: p.passage, ...(p.link ? { link: p.link } : {}) };
    });
  // A number the model was not given points nowhere: it is removed from the answer.
  const response = text
    .replace(/\s?\[(\d+)\]/g, (whole, n: string) =>
      Number(n) >= 1 && Number(n) <= input.passages.length ? whole : '',
    )
    .trim();
  return {
    response,
    actions,
    citations,
    next_questions: followUpQuestions(routeMessage(input.message), topic),
    source: provider.label,
  };
}
