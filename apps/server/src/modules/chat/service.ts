import { randomUUID } from 'node:crypto';
import {
  type AgentAction,
  CHAT_HISTORY_MESSAGES,
  CHAT_MESSAGES,
  type ChatRequest,
  type ChatResponse,
  type ChatSessionDetail,
  type ChatSessionsResponse,
  type MathStep,
  type Project,
  type User,
} from '@studybot/contract';
import type { StudyPack } from '@studybot/engines';
import {
  type ChatDocument,
  ChatIndex,
  composeAnswer,
  followUpQuestions,
  packDocuments,
  routeMessage,
  unsupportedAnswer,
} from '@studybot/engines/chat';
import type { LlmProvider } from '../../platform/ai/provider.ts';
import type { TaskLogger } from '../../platform/ai/run-task.ts';
import type { Db } from '../../platform/db/database.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import type { QuotaService } from '../../platform/plans/quota.ts';
import type { LibraryService } from '../library/service.ts';
import { llmChatTurn } from './llm.ts';
import { type ChatMessageRow, ChatRepo, type ChatSessionRow } from './repo.ts';
import { type ChatTools, SHOW_SOLUTION, solutionText, type ToolCall, type ToolResult } from './tools.ts';
import type { ChatEmit, TurnResult } from './turn.ts';

export interface ChatDeps {
  tools: ChatTools;
  quotas: QuotaService;
  projects: LibraryService;
  packs: () => StudyPack[];
  llm: LlmProvider | null;
}

const SESSION_LIST_LIMIT = 30;
/** A student asking to be helped with a problem, not just given its answer. */
const WANTS_HELP = /\b(?:help me|how (?:do|would|should|can) i|hint|stuck on|walk me through)\b/i;
const LLM_FAILED_NOTE = '_The AI model could not answer just now, so the built-in agent answered._\n\n';
/** How much of a library item's text the agent reads. */
const PROJECT_TEXT_CHARS = 20_000;
/** How many library items the agent searches (the most recent). */
const LIBRARY_DOCUMENTS = 500;

/**
 * The study chat (issue 15): routes a message to one of the app's tools or answers from the
 * student's material and the study packs, citing what it quotes; stores each session's messages.
 */
export class ChatService {
  readonly #repo: ChatRepo;
  #packIndex: ChatIndex | undefined;
  readonly #libraryIndexes = new Map<string, { versions: Map<string, string>; index: ChatIndex }>();

  constructor(
    db: Db,
    private readonly deps: ChatDeps,
  ) {
    this.#repo = new ChatRepo(db);
  }

  /** The admin panel's counts: messages students sent, all or since a moment, and per day. */
  countMessages(since?: string): Promise<number> {
    return this.#repo.countSent(since);
  }

  messagesByDay(since: string): Promise<Map<string, number>> {
    return this.#repo.sentByDay(since);
  }

  async turn(
    user: User,
    request: ChatRequest,
    log: TaskLogger,
    emit: ChatEmit = () => {},
  ): Promise<ChatResponse> {
    return this.deps.quotas.metered(user, 'chat_messages', async () => {
      const message = request.message.trim();
      const history = await this.#repo.messages(user.id, request.session_id, CHAT_HISTORY_MESSAGES);
      const asked = new Date().toISOString();
      const llm = this.deps.llm;
      let result: TurnResult | undefined;
      let note = '';
      if (llm) {
        try {
          const passages = await this.#search(user, message);
          result = await llmChatTurn(llm, {
            user,
            message,
            history,
            passages,
            log,
            emit,
            tools: this.deps.tools,
          });
        } catch (error) {
          log.warn({ err: error }, 'chat model failed; answering with the local agent');
          note = LLM_FAILED_NOTE;
          emit({ event: 'delta', data: { text: note } });
        }
      }
      result ??= await this.#localTurn(user, message, history, log, emit);
      if (note) result = { ...result, response: note + result.response };
      const messageId = randomUUID();
      await this.#repo.append(user.id, request.session_id, titleOf(message), [
        { id: randomUUID(), role: 'user', content: message, details: noDetails(), created_at: asked },
        {
          id: messageId,
          role: 'assistant',
          content: result.response,
          details: {
            agent_actions: result.actions,
            next_questions: result.next_questions,
            citations: result.citations,
          },
          created_at: laterThan(asked),
        },
      ]);
      return {
        response: result.response,
        agent_actions: result.actions,
        next_questions: result.next_questions,
        citations: result.citations,
        source: result.source,
        message_id: messageId,
      };
    });
  }

  async sessions(user: User): Promise<ChatSessionsResponse> {
    return { sessions: (await this.#repo.sessions(user.id, SESSION_LIST_LIMIT)).map(toSummary) };
  }

  async session(user: User, id: string): Promise<ChatSessionDetail> {
    const session = await this.#repo.session(user.id, id);
    if (!session) throw notFound('Chat session not found');
    const messages = await this.#repo.messages(user.id, id);
    return { ...toSummary(session), messages: messages.map(toMessage) };
  }

  /** The local agent: a tool when the message asks for one, else an answer from retrieved passages. */
  async #localTurn(
    user: User,
    message: string,
    history: ChatMessageRow[],
    log: TaskLogger,
    emit: ChatEmit,
  ): Promise<TurnResult> {
    const solution = SHOW_SOLUTION.test(message) ? await this.#lastSolution(user, history) : null;
    if (solution) {
      const action = stamp(solution.action);
      emit({ event: 'action', data: action });
      streamText(solution.reply, emit);
      return {
        response: solution.reply,
        actions: [action],
        citations: [],
        next_questions: [],
        source: 'local',
      };
    }
    const intent = routeMessage(message);
    if (intent.tool) {
      const call: ToolCall = {
        tool: intent.tool,
        argument: intent.argument,
        ...(intent.count ? { count: intent.count } : {}),
        // Tutor mode: a student asking for help gets a hint first.
        ...(intent.tool === 'solve_math' && WANTS_HELP.test(message) ? { hintOnly: true } : {}),
      };
      const outcome = await this.#runTool(user, call, log);
      const actions = outcome.action ? [stamp(outcome.action)] : [];
      for (const action of actions) emit({ event: 'action', data: action });
      streamText(outcome.reply, emit);
      return {
        response: outcome.reply,
        actions,
        citations: [],
        next_questions: followUpQuestions(intent, outcome.topic),
        source: 'local',
      };
    }
    const hits = await this.#search(user, message);
    const answer = composeAnswer(message, hits);
    if (answer) {
      streamText(answer.text, emit);
      return {
        response: answer.text,
        actions: [],
        citations: answer.citations.map(({ n, title, quote, link }) => ({
          n,
          title,
          quote,
          ...(link ? { link } : {}),
        })),
        next_questions: followUpQuestions(intent, message),
        source: 'local',
      };
    }
    const unsupported = unsupportedAnswer(message);
    streamText(unsupported.text, emit);
    return {
      response: unsupported.text,
      actions: [],
      citations: [],
      next_questions: unsupported.suggestions,
      source: 'local',
    };
  }

  /** The full solution of the problem this session last gave a hint for, or null. */
  async #lastSolution(user: User, history: ChatMessageRow[]): Promise<Omit<ToolResult, 'topic'> | null> {
    const hinted = [...history]
      .reverse()
      .flatMap((m) => m.details.agent_actions)
      .find((a) => a.type === 'solve_math' && a.link?.startsWith('/library/'));
    if (!hinted?.link) return null;
    const project = await this.deps.projects
      .get(user.id, hinted.link.slice('/library/'.length))
      .catch(() => null);
    const saved = project?.output_data as {
      steps?: MathStep[];
      final_answer?: { latex: string };
      problem_text?: string;
    } | null;
    if (!saved?.steps || !saved.final_answer) return null;
    return {
      action: {
        type: 'solve_math',
        description: `Showed the full solution of ${saved.problem_text ?? 'the problem'}`,
        link: hinted.link,
      },
      reply: solutionText(saved.steps, saved.final_answer),
    };
  }

  /** A tool's failure is answered in words (a quota, a problem it cannot solve), never as an error. */
  async #runTool(
    user: User,
    call: ToolCall,
    log: TaskLogger,
  ): Promise<{ action?: ToolResult['action']; reply: string; topic: string }> {
    try {
      return await this.deps.tools.run(call, user, log);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const reply =
        call.tool === 'draw_diagram'
          ? `I apologize, but I could not create that image. ${error.message || CHAT_MESSAGES.imageFallback}`
          : error.message;
      return { reply, topic: call.argument };
    }
  }

  /** Passages from the student's library and the study packs that bear on the message. */
  async #search(user: User, message: string) {
    this.#packIndex ??= new ChatIndex(packDocuments(this.deps.packs()));
    const library = await this.#libraryIndex(user);
    return [...library.search(message, 6), ...this.#packIndex.search(message, 6)].sort(
      (a, b) => b.score - a.score,
    );
  }

  /** An index of the student's library, kept per student and updated with what changed since. */
  async #libraryIndex(user: User): Promise<ChatIndex> {
    const projects = await this.deps.projects.list(user.id, { limit: 100, offset: 0 });
    const all =
      projects.length === 100
        ? [...projects, ...(await pagesAfter(this.deps.projects, user.id, LIBRARY_DOCUMENTS - 100))]
        : projects;
    let cached = this.#libraryIndexes.get(user.id);
    if (!cached) {
      cached = { versions: new Map(), index: new ChatIndex() };
      // A small cache: the students least recently seen drop out first.
      if (this.#libraryIndexes.size >= 200)
        this.#libraryIndexes.delete(this.#libraryIndexes.keys().next().value!);
    }
    this.#libraryIndexes.delete(user.id);
    this.#libraryIndexes.set(user.id, cached);
    const { versions, index } = cached;
    const seen = new Set<string>();
    const changed: ChatDocument[] = [];
    for (const project of all) {
      seen.add(project.id);
      if (versions.get(project.id) === project.updated_at) continue;
      versions.set(project.id, project.updated_at);
      index.remove(project.id);
      changed.push(...documentOf(project));
    }
    if (changed.length > 0) index.add(changed);
    for (const id of versions.keys()) {
      if (seen.has(id)) continue;
      versions.delete(id);
      index.remove(id);
    }
    return index;
  }
}

async function pagesAfter(projects: LibraryService, userId: string, max: number): Promise<Project[]> {
  const out: Project[] = [];
  for (let offset = 100; out.length < max; offset += 100) {
    const page = await projects.list(userId, { limit: 100, offset });
    out.push(...page);
    if (page.length < 100) break;
  }
  return out.slice(0, max);
}

/** The readable text of a library item: every sentence-like string in its output, capped. */
function documentOf(project: Project): ChatDocument[] {
  const parts: string[] = [];
  let size = 0;
  const visit = (value: unknown) => {
    if (size > PROJECT_TEXT_CHARS) return;
    if (typeof value === 'string') {
      if (/\s/.test(value) && !/^(?:https?:|\/api\/|data:)/.test(value)) {
        parts.push(value);
        size += value.length;
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(project.output_data);
  if (parts.length === 0) return [];
  return [
    {
      id: project.id,
      title: project.title,
      text: parts.join('\n').slice(0, PROJECT_TEXT_CHARS),
      kind: project.type === 'writing_assistant' ? 'paper' : project.type === 'other' ? 'source' : 'project',
      link: `/library/${project.id}`,
    },
  ];
}

/** The local agent's answer, streamed in sentence-sized chunks. */
function streamText(text: string, emit: ChatEmit): void {
  for (const chunk of text.match(/[^.!?\n]+[.!?]*\s*|\n+/g) ?? [text])
    emit({ event: 'delta', data: { text: chunk } });
}

const stamp = (action: ToolResult['action']): AgentAction => ({
  ...action,
  timestamp: new Date().toISOString(),
});
const noDetails = () => ({ agent_actions: [], next_questions: [], citations: [] });
const titleOf = (message: string) => (message.length > 80 ? `${message.slice(0, 79)}…` : message);
/** The answer sorts after the question even when both are stamped in the same millisecond. */
const laterThan = (iso: string) => {
  const now = new Date().toISOString();
  return now > iso ? now : new Date(Date.parse(iso) + 1).toISOString();
};

function toSummary(row: ChatSessionRow) {
  return {
    id: row.id,
    title: row.title,
    message_count: row.message_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toMessage(row: ChatMessageRow) {
  return {
    id: row.id,
    role: row.role as 'user' | 'assistant',
    content: row.content,
    agent_actions: row.details.agent_actions,
    next_questions: row.details.next_questions,
    citations: row.details.citations,
    created_at: row.created_at,
  };
}
