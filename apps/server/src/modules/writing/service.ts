import {
  type AddSourceRequest,
  type CitationStyle,
  type CitationsRequest,
  type CitationsResponse,
  checkCitations,
  type ExportFormat,
  type GeneratePaperRequest,
  type ImproveWritingRequest,
  type ImproveWritingResponse,
  MAX_OWN_SOURCES,
  type OwnSource,
  type OwnSourcesResponse,
  type Paper,
  type Project,
  type RewriteRequest,
  type RewriteResponse,
  STUDENT_TODO_PREFIX,
  type UpdatePaperRequest,
  type User,
  WRITING_MESSAGES,
  type WritingUsage,
} from '@studybot/contract';
import {
  type CslItem,
  draftPaper,
  type ExportablePaper,
  formatCitations,
  meaningProblems,
  type OwnSourceMeta,
  ownSourceEntry,
  paperToDocx,
  paperToPdf,
  RewriteRefusedError,
  retrieveEvidence,
  type ShelfEntry,
  type SourceShelf,
  WritingBusyError,
  type WritingWorkers,
} from '@studybot/engines/writing';
import type { FastifyBaseLogger } from 'fastify';
import { llmPaper, paperProblems } from '../../platform/ai/paper.ts';
import type { LlmProvider } from '../../platform/ai/provider.ts';
import { llmRewrite } from '../../platform/ai/rewrite.ts';
import { runTask } from '../../platform/ai/run-task.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { type CreditWallet, creditsOf, type QuotaService } from '../../platform/plans/quota.ts';
import { type LibraryService, PROJECT_NOT_FOUND } from '../library/service.ts';
import type { PracticeService } from '../practice/service.ts';
import { type LookupConfig, lookupWorks } from './lookup.ts';
import {
  citationsFor,
  editedPaper,
  finishPaper,
  paperDescription,
  readStoredPaper,
  type StoredPaper,
} from './papers.ts';

export const WRITING_BUSY = {
  busy: 'The writing assistant is busy. Try again in a minute.',
  failed: 'Your text could not be checked. Please try again.',
} as const;

const REFERENCE_HEADINGS: Record<CitationStyle, string> = {
  apa: 'References',
  mla: 'Works Cited',
  chicago: 'References',
};

/** How many retrieved passages an LLM is shown for one paper. */
const LLM_PASSAGES = 24;

export interface WritingDeps {
  workers: WritingWorkers;
  log: FastifyBaseLogger;
  quotas: QuotaService;
  projects: LibraryService;
  shelf: () => SourceShelf;
  llm: LlmProvider | null;
  /** Bought essay credits, spent when the month's papers are used up. */
  credits?: CreditWallet;
  /** Where a finished paper goes as evidence of writing skills. */
  practice: Pick<PracticeService, 'recordEvidence'>;
  /** OpenAlex or Crossref for the citation finder; undefined: the bundled shelf only. */
  lookup?: LookupConfig;
}

/** Works a student found through the lookup, kept so Add Citations can cite them (per server). */
const LOOKED_UP_PER_STUDENT = 100;
const STUDENTS_WITH_LOOKUPS = 500;

/** The writing assistant (issue 14): papers from real sources, suggestions, citations, export. */
export class WritingService {
  readonly #lookedUp = new Map<string, Map<string, CslItem>>();

  constructor(private readonly deps: WritingDeps) {}

  /** Starts the grammar checker's workers, so the first student does not wait for it to load. */
  warm(): Promise<void> {
    return this.deps.workers.warm();
  }

  improve(input: ImproveWritingRequest): Promise<ImproveWritingResponse> {
    return this.#inWorker(() => this.deps.workers.improve(input.text));
  }

  /**
   * Paraphrase or formal rewrite: by the model when one is configured and its answer keeps the
   * text's facts, otherwise by rules (422 when no rewrite keeps the meaning).
   */
  async rewrite(input: RewriteRequest): Promise<RewriteResponse> {
    const llm = this.deps.llm;
    if (llm) {
      try {
        const rewritten = await llmRewrite(llm, input.text, input.type);
        const problems = meaningProblems(input.text, rewritten, 'facts');
        if (rewritten && rewritten !== input.text.trim() && problems.length === 0)
          return { rewritten_text: rewritten, changes: [`Rewritten by ${llm.label.replace(/^llm:/, '')}`] };
        this.deps.log.warn({ problems }, 'model rewrite not used; rewriting by rules');
      } catch (error) {
        this.deps.log.warn({ err: error }, 'model rewrite failed; rewriting by rules');
      }
    }
    return this.#inWorker(() => this.deps.workers.rewrite(input.text, input.type));
  }

  async #inWorker<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof RewriteRefusedError) throw new HttpError(422, error.message);
      if (error instanceof WritingBusyError)
        throw new HttpError(503, WRITING_BUSY.busy, { 'retry-after': '30' });
      this.deps.log.warn({ err: error }, 'writing worker failed');
      throw new HttpError(503, WRITING_BUSY.failed, { 'retry-after': '5' });
    }
  }

  /** A draft written only from retrieved passages, saved as a writing_assistant project. */
  async generate(user: User, request: GeneratePaperRequest): Promise<Paper> {
    return this.deps.quotas.metered(
      user,
      'writing_papers',
      async () => {
        const shelf = await this.#shelfFor(user);
        const evidence = retrieveEvidence(request.prompt, shelf.evidenceSources());
        const sources = new Map(evidence.map((p) => [p.source_id, shelf.get(p.source_id)!.evidence]));
        const llm = this.deps.llm;
        const result = await runTask(
          {
            name: 'writePaper',
            ...(llm && evidence.length > 0
              ? {
                  llm: async () => ({
                    value: {
                      ...(await llmPaper(llm, { ...request, passages: evidence.slice(0, LLM_PASSAGES) })),
                      suggestions: [],
                    },
                    source: llm.label,
                  }),
                }
              : {}),
            validate: paperProblems,
            local: () => ({ value: draftPaper({ ...request, evidence, sources }), source: 'local' }),
          },
          this.deps.log,
        );
        const paper = finishPaper(shelf, result.value, request, result.source);
        const project = await this.deps.projects.create(user.id, {
          type: 'writing_assistant',
          status: 'in_progress',
          title: paper.title,
          description: paperDescription(paper.writing_type, paper.word_count),
          output_data: paper,
          metadata: {
            prompt: request.prompt,
            writing_type: request.writing_type,
            citation_style: request.citation_style,
            word_count: request.word_count,
          },
        });
        return { project_id: project.id, ...paper };
      },
      { credits: creditsOf(this.deps.credits, user.id, 'essay') },
    );
  }

  async paper(user: User, projectId: string): Promise<Paper> {
    return { project_id: projectId, ...(await this.#stored(user, projectId)) };
  }

  /** Saves a student's edits so re-opening and exporting show them. */
  async update(user: User, projectId: string, edit: UpdatePaperRequest): Promise<Paper> {
    const stored = await this.#stored(user, projectId);
    const paper = editedPaper(await this.#shelfFor(user), stored, edit);
    await this.deps.projects.update(user.id, projectId, {
      title: paper.title,
      description: paperDescription(paper.writing_type, paper.word_count),
      output_data: paper,
    });
    if (edit.done) await this.#finish(user, projectId, paper);
    return { project_id: projectId, ...paper };
  }

  /**
   * The first time a paper is done (exported or marked done) it counts as completed, and as
   * evidence of two writing skills: citing (every citation has a reference and every reference
   * is cited) and developing the argument (no "[Your argument: …]" note left to fill).
   */
  async #finish(user: User, projectId: string, paper: StoredPaper): Promise<void> {
    if (!(await this.deps.projects.complete(user.id, projectId))) return;
    const text = [paper.introduction, ...paper.body_paragraphs.map((b) => b.content), paper.conclusion].join(
      '\n',
    );
    const citesWell = paper.citations.length > 0 && checkCitations(text, paper.citations).length === 0;
    await this.deps.practice.recordEvidence(user.id, [
      { topic: 'writing:citations', kind: 'paper', is_correct: citesWell, ref: projectId },
      {
        topic: 'writing:development',
        kind: 'paper',
        is_correct: !text.includes(STUDENT_TODO_PREFIX),
        ref: projectId,
      },
    ]);
  }

  /**
   * Real works on a topic (the student's own sources among them), formatted in the requested
   * style; with the lookup on, works from OpenAlex or Crossref fill the places the shelf leaves.
   */
  async citations(user: User, request: CitationsRequest): Promise<CitationsResponse> {
    let shelf = await this.#shelfFor(user);
    const ids = shelf.find(request.topic, request.num_sources).map((e) => e.evidence.source_id);
    if (this.deps.lookup && ids.length < request.num_sources) {
      const found = await this.#lookUp(user, request.topic, request.num_sources - ids.length);
      shelf = shelf.withOwn(found.map(externalEntry));
      ids.push(...found.map((item) => item.id).filter((id) => !ids.includes(id)));
    }
    return {
      citations: citationsFor(
        shelf,
        ids,
        request.citation_style,
        (id) => shelf.get(id)?.evidence.passages.slice(0, 2) ?? [],
      ),
    };
  }

  async #lookUp(user: User, topic: string, count: number): Promise<CslItem[]> {
    try {
      const found = await lookupWorks(this.deps.lookup!, topic, count);
      const mine = this.#lookedUp.get(user.id) ?? new Map<string, CslItem>();
      this.#lookedUp.delete(user.id);
      if (this.#lookedUp.size >= STUDENTS_WITH_LOOKUPS)
        this.#lookedUp.delete(this.#lookedUp.keys().next().value!);
      for (const item of found) mine.set(item.id, item);
      while (mine.size > LOOKED_UP_PER_STUDENT) mine.delete(mine.keys().next().value!);
      this.#lookedUp.set(user.id, mine);
      return found;
    } catch (error) {
      this.deps.log.warn({ err: error }, 'citation lookup failed; the bundled shelf answers alone');
      return [];
    }
  }

  async export(
    user: User,
    projectId: string,
    format: ExportFormat,
  ): Promise<{ bytes: Buffer; filename: string; contentType: string }> {
    const paper = await this.#stored(user, projectId);
    const hasText = [
      paper.introduction,
      ...paper.body_paragraphs.map((b) => b.content),
      paper.conclusion,
    ].some((t) => t.trim().length > 0);
    if (!hasText) throw badRequest(WRITING_MESSAGES.noContent);
    const exportable: ExportablePaper = {
      title: paper.title,
      introduction: paper.introduction,
      body_paragraphs: paper.body_paragraphs,
      conclusion: paper.conclusion,
      // Reference lists in all three styles are alphabetical.
      references: paper.citations.map((c) => c.full_reference).sort((a, b) => a.localeCompare(b)),
      referencesHeading: REFERENCE_HEADINGS[paper.citation_style],
    };
    const name = fileName(paper.title);
    await this.#finish(user, projectId, paper);
    return format === 'docx'
      ? {
          bytes: await paperToDocx(exportable),
          filename: `${name}.docx`,
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        }
      : { bytes: await paperToPdf(exportable), filename: `${name}.pdf`, contentType: 'application/pdf' };
  }

  /** This month's papers against the plan's limit, with bought essay credits. */
  async usage(user: User): Promise<WritingUsage> {
    const [usage, credits] = await Promise.all([
      this.deps.quotas.usage(user, 'writing_papers'),
      this.deps.credits?.credits(user.id),
    ]);
    const essayCredits = credits?.essay ?? 0;
    return {
      current_usage: usage.used,
      monthly_limit: usage.limit ?? -1,
      remaining: usage.remaining === null ? -1 : usage.remaining + essayCredits,
      plan_tier: user.plan_tier,
      essay_credits: essayCredits,
    };
  }

  /** Adds a source of the student's own (its text and what to cite it as) for papers to use. */
  async addSource(user: User, request: AddSourceRequest): Promise<OwnSource> {
    const { text, ...meta } = request;
    if ((await this.#ownSources(user)).length >= MAX_OWN_SOURCES)
      throw badRequest(
        `You can keep up to ${MAX_OWN_SOURCES} sources. Delete one in the library to add another.`,
      );
    const source: OwnSourceMeta = meta;
    const probe = ownSourceEntry('new', source, text);
    if (probe.evidence.passages.length === 0)
      throw badRequest('No whole sentences were found in this text. Paste the source as it is written.');
    const project = await this.deps.projects.create(user.id, {
      type: 'other',
      title: request.title,
      description: 'A source for the writing assistant',
      output_data: { text },
      metadata: { kind: OWN_SOURCE_KIND, source },
    });
    return toOwnSource(project, ownSourceEntry(project.id, source, text));
  }

  async sources(user: User): Promise<OwnSourcesResponse> {
    return {
      sources: (await this.#ownSources(user)).map(({ project, entry }) => toOwnSource(project, entry)),
    };
  }

  async #ownSources(user: User) {
    const projects = await this.deps.projects.list(user.id, { type: 'other', limit: 100, offset: 0 });
    return projects.flatMap((project) => {
      const source = project.metadata.source as OwnSourceMeta | undefined;
      const text = (project.output_data as { text?: unknown } | null)?.text;
      return project.metadata.kind === OWN_SOURCE_KIND && source && typeof text === 'string'
        ? [{ project, entry: ownSourceEntry(project.id, source, text) }]
        : [];
    });
  }

  /** The shared shelf with this student's own sources, and the works they looked up, on it. */
  async #shelfFor(user: User): Promise<SourceShelf> {
    const own = (await this.#ownSources(user)).map((s) => s.entry);
    const lookedUp = [...(this.#lookedUp.get(user.id)?.values() ?? [])].map(externalEntry);
    return this.deps.shelf().withOwn([...own, ...lookedUp]);
  }

  async #stored(user: User, projectId: string): Promise<StoredPaper> {
    const project = await this.deps.projects.get(user.id, projectId);
    const paper = project.type === 'writing_assistant' ? readStoredPaper(project.output_data) : null;
    if (!paper) throw notFound(PROJECT_NOT_FOUND);
    return paper;
  }
}

/** A looked-up work on the shelf: citable, with no passages a paper could quote. */
const externalEntry = (item: CslItem): ShelfEntry => ({
  evidence: { source_id: item.id, title: item.title, keywords: [], passages: [] },
  item,
});

/** How a student's source is marked among the library's "other" items. */
const OWN_SOURCE_KIND = 'writing_source';

function toOwnSource(project: Project, entry: ReturnType<typeof ownSourceEntry>): OwnSource {
  return {
    source_id: entry.evidence.source_id as OwnSource['source_id'],
    project_id: project.id,
    title: project.title,
    reference: formatCitations([entry.item], 'apa')[0]?.full_reference ?? project.title,
    passages: entry.evidence.passages.length,
    created_at: project.created_at,
  };
}

/** A download name from the title: letters, digits and dashes only. */
function fileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'paper';
}
