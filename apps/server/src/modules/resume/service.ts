import { createHash, randomUUID } from 'node:crypto';
import {
  type CoverLetterRequest,
  type CoverLetterResponse,
  lowestTierWith,
  RESUME_MAX_FILE_BYTES,
  RESUME_MESSAGES,
  type ResumeAnalysis,
  type ResumeAnalysisRecord,
  type ResumeAnalyzeRequest,
  type ResumeAnalyzeResponse,
  type ResumeHistoryResponse,
  type ResumeUploadResponse,
  tierLabel,
  type User,
} from '@studybot/contract';
import type { DocumentWorkers } from '@studybot/engines';
import { analyzeResume, composeCoverLetter, type SpellingFinding } from '@studybot/engines/resume';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmProvider } from '../../platform/ai/provider.ts';
import { coverLetterProblems, llmCoverLetter } from '../../platform/ai/resume.ts';
import { runTask, type TaskLogger } from '../../platform/ai/run-task.ts';
import { nowIso, toJson } from '../../platform/db/codec.ts';
import type { Db } from '../../platform/db/database.ts';
import { readUploadedDocument } from '../../platform/documents.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/multipart.ts';
import { hasFeature } from '../../platform/plans/entitlements.ts';
import type { QuotaService } from '../../platform/plans/quota.ts';
import type { LibraryService } from '../library/service.ts';
import { ResumeRepo } from './repo.ts';

/** What a plan without detailed feedback sees of an analysis. */
export const BASIC_FEEDBACK_POINTS = 3;
export const BASIC_SUGGESTIONS = 2;
const PREVIEW_CHARS = 140;

export interface ResumeDeps {
  quotas: QuotaService;
  projects: LibraryService;
  documents: DocumentWorkers;
  /** The grammar checker's spelling findings (the writing workers); none when absent or failing. */
  spelling?: (text: string) => Promise<SpellingFinding[]>;
  /** Phrases the cover letter when configured; its facts are always the resume's. */
  llm: LlmProvider | null;
}

const hashOf = (text: string) => createHash('sha256').update(text.trim()).digest('hex');
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const preview = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : flat;
};

function listed(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What the user's plan shows of an analysis (DESIGN.md §6; admins everything): without detailed
 * feedback the three most important points (two issues and a strength where there are both) and two
 * suggestions; sample rewrites and the job match need their features. tier_restriction says what was
 * withheld and which plan unlocks it.
 */
export function withholdByPlan(
  user: Pick<User, 'plan_tier' | 'is_admin'>,
  full: ResumeAnalysis,
): ResumeAnalysis {
  const analysis = { ...full };
  const notes: string[] = [];
  if (!hasFeature(user, 'resume_detailed_feedback')) {
    const issues = full.feedback_points.filter((p) => p.kind === 'issue');
    const strengths = full.feedback_points.filter((p) => p.kind === 'strength');
    const keep = [
      ...issues.slice(0, strengths.length ? BASIC_FEEDBACK_POINTS - 1 : BASIC_FEEDBACK_POINTS),
      ...strengths.slice(0, 1),
    ];
    analysis.feedback_points = full.feedback_points.filter((p) =>
      keep.slice(0, BASIC_FEEDBACK_POINTS).includes(p),
    );
    analysis.improvement_suggestions = full.improvement_suggestions.slice(0, BASIC_SUGGESTIONS);
    const hidden = full.feedback_points.length - analysis.feedback_points.length;
    const hiddenSuggestions = full.improvement_suggestions.length - analysis.improvement_suggestions.length;
    if (hidden > 0 || hiddenSuggestions > 0) {
      const what = [
        ...(hidden > 0 ? [`${hidden} more feedback point${hidden === 1 ? '' : 's'}`] : []),
        ...(hiddenSuggestions > 0
          ? [`${hiddenSuggestions} more suggestion${hiddenSuggestions === 1 ? '' : 's'}`]
          : []),
      ];
      notes.push(
        `Upgrade to the ${tierLabel(lowestTierWith('resume_detailed_feedback'))} plan for detailed feedback (${listed(what)}).`,
      );
    }
  }
  const later: string[] = [];
  if (!hasFeature(user, 'resume_sample_rewrites') && full.sample_rewrites.length > 0) {
    analysis.sample_rewrites = [];
    later.push(
      `${full.sample_rewrites.length} sample rewrite${full.sample_rewrites.length === 1 ? '' : 's'} of your own lines`,
    );
  }
  if (!hasFeature(user, 'resume_ats_recommendations') && full.job_match) {
    analysis.job_match = null;
    later.push('the job match with its missing keywords and ATS recommendations');
  }
  if (later.length)
    notes.push(
      `Upgrade to the ${tierLabel(lowestTierWith('resume_sample_rewrites'))} plan for ${listed(later)}.`,
    );
  analysis.tier_restriction = notes.length ? notes.join(' ') : null;
  return analysis;
}

/** The resume and cover letter analyzer (issue 18). */
export class ResumeService {
  readonly #repo: ResumeRepo;

  constructor(
    db: Db,
    private readonly deps: ResumeDeps,
  ) {
    this.#repo = new ResumeRepo(db);
  }

  /** A resume file's text, lines kept (PDF, DOCX or text, judged by content). */
  async upload(file: UploadedFile, log: FastifyBaseLogger): Promise<ResumeUploadResponse> {
    if (file.bytes.length > RESUME_MAX_FILE_BYTES) throw new HttpError(413, RESUME_MESSAGES.fileTooLarge);
    const { text, kind } = await readUploadedDocument(
      this.deps.documents,
      log,
      { name: file.name, bytes: file.bytes, keepLines: true },
      (pdf) => (pdf ? RESUME_MESSAGES.imageOnlyPdf : RESUME_MESSAGES.noText),
    );
    return { extracted_text: text, word_count: wordCount(text), file_kind: kind };
  }

  async analyze(user: User, request: ResumeAnalyzeRequest, log: TaskLogger): Promise<ResumeAnalyzeResponse> {
    const resumeText = request.resume_text;
    const jobDescription = request.job_description?.trim() ? request.job_description : null;
    return this.deps.quotas.metered(user, 'resume_analyses', async () => {
      const spelling = await this.#spelling(resumeText, log);
      const full = analyzeResume(resumeText, { jobDescription: jobDescription ?? undefined, spelling });
      const id = randomUUID();
      const project = await this.deps.projects.create(user.id, {
        type: 'other',
        title: `Resume analysis: ${preview(resumeText.split('\n').find((l) => l.trim()) ?? 'resume').slice(0, 60)}`,
        description: `Overall ${full.scorecard.overall}/100`,
        output_data: { kind: 'resume_analysis', analysis_id: id, scorecard: full.scorecard },
        metadata: { feature: 'resume', word_count: full.stats.word_count },
      });
      const now = nowIso();
      await this.#repo.insert({
        id,
        user_id: user.id,
        project_id: project.id,
        analysis_type: 'resume',
        resume_text: resumeText,
        resume_hash: hashOf(resumeText),
        job_description: jobDescription,
        resume_analysis: toJson(full),
        overall: full.scorecard.overall,
        cover_letter: null,
        created_at: now,
        updated_at: now,
      });
      return { id, analysis: withholdByPlan(user, full) };
    });
  }

  async coverLetter(
    user: User,
    request: Required<CoverLetterRequest>,
    log: TaskLogger,
  ): Promise<CoverLetterResponse> {
    if (!request.resume_text.trim() || !request.job_description.trim()) {
      throw badRequest(RESUME_MESSAGES.coverLetterInputs);
    }
    if (!hasFeature(user, 'resume_cover_letter')) {
      throw new HttpError(
        403,
        RESUME_MESSAGES.coverLetterPlan,
        {},
        { upgrade_plan: lowestTierWith('resume_cover_letter') },
      );
    }
    const draft = composeCoverLetter(request.resume_text, request.job_description);
    const { llm } = this.deps;
    const facts = {
      resume: request.resume_text,
      posting: request.job_description,
      draft: draft.cover_letter,
    };
    const { value: letter } = await runTask(
      {
        name: 'cover_letter',
        llm: llm
          ? async () => ({ value: await llmCoverLetter(llm, facts), source: `llm:${llm.model}` })
          : undefined,
        validate: (text) => coverLetterProblems(text, facts),
        local: () => ({ value: draft.cover_letter, source: 'local' }),
      },
      log,
    );
    const data = { cover_letter: letter, key_points: draft.key_points };
    const stored = toJson({ ...data, job_description: request.job_description });
    const hash = hashOf(request.resume_text);
    const now = nowIso();
    const analysis = await this.#repo.latestAnalysisOf(user.id, hash);
    if (analysis) {
      await this.#repo.setCoverLetter(analysis.id, stored, now);
      return { id: analysis.id, cover_letter_data: data };
    }
    const id = randomUUID();
    const project = await this.deps.projects.create(user.id, {
      type: 'other',
      title:
        `Cover letter${draft.jobTitle ? `: ${draft.jobTitle}` : ''}${draft.company ? ` at ${draft.company}` : ''}`.slice(
          0,
          120,
        ),
      output_data: { kind: 'cover_letter', analysis_id: id, cover_letter: letter },
      metadata: { feature: 'resume', word_count: wordCount(letter) },
    });
    await this.#repo.insert({
      id,
      user_id: user.id,
      project_id: project.id,
      analysis_type: 'cover_letter',
      resume_text: request.resume_text,
      resume_hash: hash,
      job_description: request.job_description,
      resume_analysis: null,
      overall: null,
      cover_letter: stored,
      created_at: now,
      updated_at: now,
    });
    return { id, cover_letter_data: data };
  }

  async history(user: User, page: { limit: number; offset: number }): Promise<ResumeHistoryResponse> {
    const rows = await this.#repo.list(user.id, page.limit, page.offset);
    return {
      analyses: rows.map((r) => ({
        id: r.id,
        analysis_type: r.analysis_type as 'resume' | 'cover_letter',
        created_at: r.created_at,
        scorecard: r.overall === null ? null : { overall: r.overall },
        has_cover_letter: Boolean(r.has_cover_letter),
        resume_preview: preview(r.resume_text),
      })),
    };
  }

  async record(user: User, id: string): Promise<ResumeAnalysisRecord> {
    const row = await this.#repo.find(user.id, id);
    if (!row) throw notFound(RESUME_MESSAGES.notFound);
    const letter = row.cover_letter;
    return {
      id: row.id,
      analysis_type: row.analysis_type as 'resume' | 'cover_letter',
      created_at: row.created_at,
      resume_text: row.resume_text,
      job_description: row.job_description ?? letter?.job_description ?? null,
      analysis: row.resume_analysis ? withholdByPlan(user, row.resume_analysis) : null,
      cover_letter_data: letter ? { cover_letter: letter.cover_letter, key_points: letter.key_points } : null,
    };
  }

  async #spelling(text: string, log: TaskLogger): Promise<SpellingFinding[]> {
    if (!this.deps.spelling) return [];
    try {
      return await this.deps.spelling(text);
    } catch (error) {
      log.warn({ err: error }, 'spelling check of a resume failed; analysing without it');
      return [];
    }
  }
}
