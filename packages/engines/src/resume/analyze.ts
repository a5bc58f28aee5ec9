import type { ResumeAnalysis, ResumeRewrite } from '@studybot/contract';
import { type ResumeFacts, resumeFacts, type SpellingFinding } from './facts.ts';
import { findingsOf, suggestionsOf, toPoint } from './feedback.ts';
import { type ResumeLexicon, resumeLexicon } from './lexicon.ts';
import { matchPosting, readPosting } from './match.ts';
import { rewriteStatement } from './rewrite.ts';
import { scorecard, scoreParts } from './score.ts';

export interface AnalyzeOptions {
  jobDescription?: string;
  /** Spelling mistakes from the grammar checker (the server runs it in the writing workers). */
  spelling?: readonly SpellingFinding[];
  now?: Date;
  lexicon?: ResumeLexicon;
}

const MAX_REWRITES = 5;

/** Rewrites of the weakest statements: weak openers first, then "I", then bullets without a number. */
function rewritesOf(f: ResumeFacts, lexicon: ResumeLexicon): ResumeRewrite[] {
  const rank = (s: ResumeFacts['statements'][number]) =>
    (s.weakOpener ? 0 : s.firstPerson ? 1 : !s.quantified ? 2 : 3) * 1000 + s.line.n;
  const out: ResumeRewrite[] = [];
  for (const s of [...f.statements].sort((a, b) => rank(a) - rank(b))) {
    if (out.length >= MAX_REWRITES) break;
    const entry = f.parsed.entries.find((e) => e.statements.includes(s.line));
    const rewrite = rewriteStatement(s, entry?.dates?.end === 'present' ? 'present' : 'past', lexicon);
    if (rewrite) out.push(rewrite);
  }
  return out.sort((a, b) => a.line - b.line);
}

/**
 * The whole analysis of a resume, deterministic: the same text gives the same result. The engine
 * knows nothing of plans; the server withholds what a plan does not include.
 */
export function analyzeResume(text: string, options: AnalyzeOptions = {}): ResumeAnalysis {
  const lexicon = options.lexicon ?? resumeLexicon();
  const facts = resumeFacts(text, lexicon, options.spelling, options.now);
  const parts = scoreParts(facts);
  const job = options.jobDescription?.trim()
    ? matchPosting(
        readPosting(options.jobDescription, lexicon),
        facts.parsed.lines.map((l) => l.content),
        facts.skills,
        facts.skillsSectionLines,
      )
    : null;
  const findings = findingsOf(facts, parts);
  if (job) {
    const point =
      job.match_rate >= 60
        ? ({
            kind: 'strength',
            text: `Your resume meets ${job.match_rate}% of what the posting asks for (${job.matched_skills.slice(0, 4).join(', ')}${job.matched_skills.length > 4 ? '…' : ''}).`,
          } as const)
        : ({
            kind: 'issue',
            text: `Your resume meets ${job.match_rate}% of what the posting asks for${
              job.missing_skills.length
                ? `; it does not name ${job.missing_skills
                    .slice(0, 4)
                    .map((m) => m.skill)
                    .join(', ')}`
                : ''
            }.`,
          } as const);
    const lines = job.matched_skills.flatMap((name) => facts.skills.get(name)?.lines ?? []);
    findings.splice(point.kind === 'issue' ? 0 : findings.length, 0, {
      ...point,
      category: 'match',
      lines: [...new Set(lines)].sort((a, b) => a - b).slice(0, 8),
      weight: 10,
    });
  }
  const { notInSkillsSection: _, ...jobMatch } = job ?? { notInSkillsSection: [] };
  return {
    scorecard: scorecard(parts, job?.match_rate ?? null),
    feedback_points: findings.map(toPoint),
    improvement_suggestions: suggestionsOf(findings),
    sample_rewrites: rewritesOf(facts, lexicon),
    job_match: job ? (jobMatch as ResumeAnalysis['job_match']) : null,
    stats: {
      word_count: facts.parsed.words,
      bullet_count: facts.statements.length,
      quantified_bullets: facts.statements.filter((s) => s.quantified).length,
      action_verb_bullets: facts.statements.filter((s) => s.verb).length,
      sections: facts.parsed.sections.map((s) => s.heading?.content ?? s.name),
    },
    tier_restriction: null,
  };
}
