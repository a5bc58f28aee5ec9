import type { AgentAction, User } from '@studybot/contract';
import type { StudyPack } from '@studybot/engines';
import type { ChatTool } from '@studybot/engines/chat';
import { defineTerm } from '@studybot/engines/chat';
import type { TaskLogger } from '../../platform/ai/run-task.ts';
import { HttpError } from '../../platform/errors.ts';
import type { CreateService } from '../create/service.ts';
import type { LibraryService } from '../library/service.ts';
import type { MathService } from '../math/service.ts';
import type { PlagiarismService } from '../plagiarism/service.ts';
import type { VoiceService } from '../voice/service.ts';
import type { WritingService } from '../writing/service.ts';

/** What a tool did: the action shown in "What the Agent Did", and the reply's text about it. */
export interface ToolResult {
  action: Omit<AgentAction, 'timestamp'>;
  /** Markdown for the answer. */
  reply: string;
  /** What the follow-up questions should be about. */
  topic: string;
}

export interface ToolCall {
  tool: ChatTool;
  argument: string;
  count?: number;
  /** solve_math as a tutor: the first step as a hint, the rest when the student asks. */
  hintOnly?: boolean;
}

/** A saved solution's steps as the chat shows them. */
export function solutionText(
  steps: readonly { hint: string; explanation: string; latex?: string }[],
  finalAnswer: { latex: string },
): string {
  const lines = steps.map(
    (s, i) => `${i + 1}. **${s.hint}.** ${s.explanation}${s.latex ? ` $${s.latex}$` : ''}`,
  );
  return `**Answer:** $${finalAnswer.latex}$\n\n${lines.join('\n')}`;
}

/** What a student says to see the whole solution after a hint. */
export const SHOW_SOLUTION =
  /^(?:please\s+)?(?:just\s+)?(?:show|give|tell)\s+me\s+(?:the\s+)?(?:full\s+|whole\s+|complete\s+)?(?:solution|answer|steps|working)\b|^just show me\b/i;

export interface ChatToolDeps {
  math: MathService;
  create: CreateService;
  voice: VoiceService;
  plagiarism: PlagiarismService;
  writing: WritingService;
  projects: LibraryService;
  packs: () => StudyPack[];
}

/** What each tool does, in the words the model and the capabilities list use. */
export const TOOL_DESCRIPTIONS: Record<ChatTool, string> = {
  solve_math: 'Solve a math problem step by step (equations, expressions, derivatives, word problems).',
  make_quiz: 'Make a multiple-choice quiz on a topic and save it to the library.',
  make_flashcards: 'Make a set of flashcards on a topic and save it to the library.',
  draw_diagram: 'Draw a diagram, graph, concept map or timeline from a description.',
  read_aloud: 'Read a text aloud (text to speech).',
  search_library: "Search the student's library: quizzes, flashcards, papers, notes and other saved work.",
  define: 'Define a term from the study packs or the dictionary.',
  check_plagiarism: 'Check a text for plagiarism against the reference corpus and other submissions.',
  improve_writing: 'Check grammar, spelling and style of a text and suggest fixes.',
  find_sources: 'Find real sources (books, papers) on a topic, formatted as APA references.',
};

const library = (projectId: string) => `/library/${projectId}`;

/** The app's tools as the chat agent calls them: each one call into an existing service. */
export class ChatTools {
  constructor(private readonly deps: ChatToolDeps) {}

  async run(call: ToolCall, user: User, log: TaskLogger): Promise<ToolResult> {
    const { argument } = call;
    switch (call.tool) {
      case 'solve_math': {
        const solved = await this.deps.math.solve(user, { text: argument, mode: 'solve' });
        const [first] = solved.solution.steps;
        const link = library(solved.project_id);
        if (call.hintOnly && first && solved.solution.steps.length > 1) {
          return {
            action: { type: 'solve_math', description: `Gave a hint for ${solved.problem_text}`, link },
            reply: `**Hint:** ${first.hint}. ${first.explanation}${first.latex ? ` $${first.latex}$` : ''}\n\nTry the next step yourself, or say **show me the full solution**.`,
            topic: solved.problem_text,
          };
        }
        return {
          action: { type: 'solve_math', description: `Solved ${solved.problem_text}`, link },
          reply: solutionText(solved.solution.steps, solved.solution.final_answer),
          topic: solved.problem_text,
        };
      }
      case 'make_quiz': {
        const quiz = await this.deps.create.quiz(
          user,
          { topic: argument, num_questions: call.count ?? 5, difficulty: 'medium' },
          log,
        );
        return {
          action: {
            type: 'make_quiz',
            description: `Made a ${quiz.questions.length}-question quiz: ${quiz.title}`,
            link: library(quiz.project_id),
          },
          reply: `I made a ${quiz.questions.length}-question quiz, **${quiz.title}**. [Open the quiz](${library(quiz.project_id)}). The first question: ${quiz.questions[0]?.question ?? ''}`,
          topic: argument,
        };
      }
      case 'make_flashcards': {
        const set = await this.deps.create.flashcards(
          user,
          { topic: argument, num_cards: call.count ?? 10, difficulty: 'medium' },
          log,
        );
        return {
          action: {
            type: 'make_flashcards',
            description: `Made ${set.cards.length} flashcards: ${set.title}`,
            link: library(set.project_id),
          },
          reply: `I made ${set.cards.length} flashcards, **${set.title}**. [Study them](${library(set.project_id)}).`,
          topic: argument,
        };
      }
      case 'draw_diagram': {
        // The diagram planner needs to know what kind of picture: a bare topic is a diagram.
        const prompt = /\b(?:timeline|graph|plot|chart|map|diagram)\b/i.test(argument)
          ? argument
          : `diagram of ${argument}`;
        const image = await this.deps.create.image(user, { prompt }, log);
        return {
          action: {
            type: 'draw_diagram',
            description: `Drew ${image.title}`,
            link: library(image.project_id),
          },
          reply: `Here it is: **${image.title}**.\n\n![${image.title}](${image.output_url})`,
          topic: argument,
        };
      }
      case 'read_aloud': {
        const clip = await this.deps.voice.generate(user, { text: argument, feature_source: 'chat' }, log);
        return {
          action: {
            type: 'read_aloud',
            description: `Read aloud (${clip.duration} s)`,
            link: clip.audio_url,
          },
          reply: `Here is the text read aloud (${clip.duration} seconds).`,
          topic: argument.slice(0, 60),
        };
      }
      case 'search_library': {
        const found = await this.deps.projects.list(user.id, {
          q: argument || undefined,
          limit: 5,
          offset: 0,
        });
        const lines = found.map((p) => `- [${p.title}](${library(p.id)}) (${p.type.replace('_', ' ')})`);
        return {
          action: {
            type: 'search_library',
            description: `Searched your library for “${argument}”: ${found.length} found`,
            ...(found[0] ? { link: library(found[0].id) } : { link: '/library' }),
          },
          reply:
            found.length > 0
              ? `From your library:\n\n${lines.join('\n')}`
              : `Nothing in your library matches “${argument}”.`,
          topic: argument,
        };
      }
      case 'define': {
        const found = defineTerm(argument, this.deps.packs());
        if (!found) throw new HttpError(404, `I do not have a definition of “${argument}”.`);
        return {
          action: { type: 'define', description: `Looked up “${found.term}” (${found.source})` },
          reply: `**${found.term}**: ${found.definition}\n\n_Source: ${found.source}._`,
          topic: found.term,
        };
      }
      case 'check_plagiarism': {
        const report = await this.deps.plagiarism.check(user, { text: argument });
        const r = report.results;
        return {
          action: {
            type: 'check_plagiarism',
            description: `Checked for plagiarism: ${r.similarity_score}% similar`,
            link: library(report.project_id),
          },
          reply: `Similarity: **${r.similarity_score}%** across ${r.total_words} words; ${r.sources_found} matching ${r.sources_found === 1 ? 'source' : 'sources'}. [See the report](${library(report.project_id)}).`,
          topic: 'plagiarism',
        };
      }
      case 'improve_writing': {
        const improved = await this.deps.writing.improve({ text: argument });
        const notes = improved.suggestions
          .slice(0, 8)
          .map((s) => `- ${s.message}${s.replacement ? ` → “${s.replacement}”` : ''}`)
          .join('\n');
        return {
          action: {
            type: 'improve_writing',
            description: `Checked your writing: ${improved.suggestions.length} suggestions`,
          },
          reply: `${improved.improved_text === argument ? 'No safe fixes to make.' : `With the safe fixes:\n\n> ${improved.improved_text}`}${notes ? `\n\nSuggestions:\n${notes}` : ''}`,
          topic: 'writing',
        };
      }
      case 'find_sources': {
        const { citations } = await this.deps.writing.citations(user, {
          topic: argument,
          citation_style: 'apa',
          num_sources: 5,
        });
        return {
          action: {
            type: 'find_sources',
            description: `Found ${citations.length} sources on ${argument}`,
          },
          reply:
            citations.length > 0
              ? `Sources on ${argument} (APA):\n\n${citations.map((c) => `- ${c.full_reference}`).join('\n')}`
              : `I found no sources on “${argument}” in the catalogue or your own sources.`,
          topic: argument,
        };
      }
    }
  }
}
