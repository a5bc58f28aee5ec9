import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import {
  MIN_PLAGIARISM_CHARS,
  OTHER_STUDENT_SOURCE,
  PLAGIARISM_TOO_SHORT,
  type PlagiarismMatch,
  type PlagiarismRequest,
  type PlagiarismResponse,
  type PlagiarismResults,
  type User,
} from '@studybot/contract';
import type * as Engine from '@studybot/engines/plagiarism';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/errors.ts';
import { type CreditWallet, creditsOf, type QuotaService } from '../../platform/plans/quota.ts';
import type { LibraryService } from '../library/service.ts';
import { type NewIndexedDocument, PlagiarismRepo } from './repo.ts';

type EngineModule = typeof Engine;

export interface PlagiarismDeps {
  quotas: QuotaService;
  projects: LibraryService;
  /** Add-on plagiarism credits, spent when the month's checks are used up. */
  credits?: CreditWallet;
  /** The bundled reference corpus; the engine's own unless a test gives a smaller one. */
  reference?: () => Engine.SourceDocument[];
}

/** How many of the closest documents from each index are compared word by word. */
const CANDIDATES = 25;
/** The longest a check may compare word by word; it runs on the request thread. */
const COMPARE_BUDGET_MS = 2000;

interface ReferenceIndex {
  index: Engine.MemoryIndex;
  byId: Map<string, Engine.SourceDocument>;
}

const defaultTitle = (text: string) => {
  const start = text.replace(/\s+/g, ' ').trim().slice(0, 40).trim();
  return `Plagiarism check: ${start}${text.length > 40 ? '…' : ''}`;
};

/**
 * Checks a text against the bundled reference corpus (indexed in memory: it is the same on
 * every server and never changes) and every other user's text on the platform (indexed in the
 * database), then adds the text to the platform index.
 */
export class PlagiarismService {
  readonly #repo: PlagiarismRepo;
  #engine: Promise<EngineModule> | undefined;
  #reference: Promise<ReferenceIndex> | undefined;

  constructor(
    db: Db,
    private readonly deps: PlagiarismDeps,
  ) {
    this.#repo = new PlagiarismRepo(db);
  }

  async check(user: User, request: PlagiarismRequest): Promise<PlagiarismResponse> {
    const text = request.text.trim();
    if (text.length < MIN_PLAGIARISM_CHARS) throw badRequest(PLAGIARISM_TOO_SHORT);
    return this.deps.quotas.metered(
      user,
      'plagiarism_checks',
      async () => {
        const engine = await this.#loadEngine();
        const tokens = engine.tokenize(text);
        const hashes = engine.fingerprint(tokens);
        const [reference, platform] = await Promise.all([
          this.#referenceCandidates(hashes),
          this.#platformCandidates(user.id, hashes),
        ]);
        const report = engine.compare(text, [...reference.documents, ...platform.documents], {
          deadline: Date.now() + COMPARE_BUDGET_MS,
        });
        const results: PlagiarismResults = {
          similarity_score: report.similarityScore,
          total_words: report.totalWords,
          sources_found: report.matches.length,
          is_mock: false,
          matches: report.matches.map((m) => toMatch(m, text)),
          quoted_matches: report.quotedMatches.map((m) => toMatch(m, text)),
          documents_checked: reference.total + platform.total,
          truncated: report.truncated,
        };
        const title = request.title || defaultTitle(text);
        const project = await this.deps.projects.create(user.id, {
          type: 'plagiarism',
          title,
          description: `${results.similarity_score}% similarity, ${results.sources_found} source${results.sources_found === 1 ? '' : 's'} found`,
          output_data: { results, text },
          metadata: {
            prompt: text.slice(0, 200),
            similarity_score: results.similarity_score,
            word_count: results.total_words,
          },
        });
        // The report and its index entry stand or fall together.
        await this.#index(
          engine,
          { userId: user.id, projectId: project.id, kind: 'submission', title, content: text },
          hashes,
        ).catch(async (error) => {
          await this.deps.projects.delete(user.id, project.id);
          throw error;
        });
        return { project_id: project.id, title, results };
      },
      { credits: creditsOf(this.deps.credits, user.id, 'plagiarism') },
    );
  }

  /** Adds a user's text (a paper, a library item) to what later checks compare against. */
  async indexText(
    input: Omit<NewIndexedDocument, 'hashes' | 'wordCount' | 'content'> & { text: string },
  ): Promise<void> {
    const text = input.text.trim();
    if (text.length < MIN_PLAGIARISM_CHARS) return;
    const engine = await this.#loadEngine();
    await this.#index(engine, { ...input, content: text }, engine.fingerprint(engine.tokenize(text)));
  }

  /** Builds the reference index ahead of the first check (it takes a few seconds). */
  async warm(): Promise<void> {
    await this.#referenceIndex();
  }

  async #index(
    engine: EngineModule,
    doc: Omit<NewIndexedDocument, 'hashes' | 'wordCount'>,
    hashes: number[],
  ): Promise<void> {
    await this.#repo.add({ ...doc, wordCount: engine.countWords(doc.content), hashes });
  }

  async #referenceCandidates(hashes: number[]) {
    const { index, byId } = await this.#referenceIndex();
    const documents = index
      .candidates(hashes, CANDIDATES)
      .map((c) => byId.get(c.id))
      .filter((d): d is Engine.SourceDocument => d !== undefined);
    return { documents, total: byId.size };
  }

  async #platformCandidates(userId: string, hashes: number[]) {
    const [found, total] = await Promise.all([
      this.#repo.candidates(hashes, userId, CANDIDATES),
      this.#repo.countOthers(userId),
    ]);
    const rows = await this.#repo.documents(found.map((c) => c.id));
    const documents: Engine.SourceDocument[] = rows.map((row) => ({
      id: `platform:${row.id}`,
      title: OTHER_STUDENT_SOURCE,
      url: null,
      kind: row.kind as Engine.SourceKind,
      text: row.content,
    }));
    return { documents, total };
  }

  #loadEngine(): Promise<EngineModule> {
    this.#engine ??= import('@studybot/engines/plagiarism');
    return this.#engine;
  }

  #referenceIndex(): Promise<ReferenceIndex> {
    const { reference } = this.deps;
    if (reference) {
      this.#reference ??= this.#loadEngine().then((engine) => buildReferenceIndex(engine, reference()));
      return this.#reference;
    }
    // The bundled corpus never changes, so one index serves every app in the process.
    bundledReference ??= this.#loadEngine().then((engine) =>
      buildReferenceIndex(engine, engine.referenceCorpus()),
    );
    return bundledReference;
  }
}

let bundledReference: Promise<ReferenceIndex> | undefined;

async function buildReferenceIndex(
  engine: EngineModule,
  docs: Engine.SourceDocument[],
): Promise<ReferenceIndex> {
  const index = new engine.MemoryIndex();
  const byId = new Map<string, Engine.SourceDocument>();
  for (const [i, doc] of docs.entries()) {
    index.add(doc.id, engine.fingerprint(engine.tokenize(doc.text)));
    byId.set(doc.id, doc);
    // Indexing takes seconds: let requests in between documents.
    if (i % 50 === 49) await yieldToEventLoop();
  }
  return { index, byId };
}

/**
 * A report entry as the API shows it. A reference source is public, so its matching span is
 * shown beside the submitted words. Another student's text never leaves the server, not even the
 * matched passage: a lightly edited copy would read the original's exact wording back.
 */
function toMatch(match: Engine.SourceMatch, text: string): PlagiarismMatch {
  const { source } = match;
  const isReference = source.kind === 'reference';
  return {
    title: isReference ? source.title : OTHER_STUDENT_SOURCE,
    url: isReference ? source.url : null,
    kind: source.kind,
    similarity: match.similarity,
    matched_words: match.matchedWords,
    passages: match.passages.map((p) => ({
      start: p.start,
      end: p.end,
      text: text.slice(p.start, p.end),
      source_text: isReference ? source.text.slice(p.sourceStart, p.sourceEnd) : null,
      words: p.words,
    })),
  };
}
