import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readText } from '../documents/extract.ts';
import { spearman } from '../testing/spearman.ts';
import { GrammarChecker } from '../writing/grammar.ts';
import { analyzeResume } from './analyze.ts';
import { composeCoverLetter } from './cover-letter.ts';
import { findDates } from './dates.ts';
import type { SpellingFinding } from './facts.ts';
import { resumeToDocx, resumeToPdf } from './testing.ts';

const FIXTURES = new URL('./fixtures/', import.meta.url);

interface Graded {
  name: string;
  text: string;
  grade: number;
  problems: string[];
}

/** A set of resumes graded by hand before scoring: `grades` maps a file name to its grade and flaws. */
function gradedSet(dir: string, grades: string): Graded[] {
  const table = JSON.parse(readFileSync(new URL(grades, FIXTURES), 'utf8')) as Record<
    string,
    { grade: number; problems: string[] }
  >;
  return Object.entries(table).map(([name, { grade, problems }]) => ({
    name,
    grade,
    problems,
    text: readFileSync(new URL(`${dir}${name}.txt`, FIXTURES), 'utf8'),
  }));
}

/** Two sets written by different people: ten (graded/) and twelve (r01–r12). */
const SETS = { graded: gradedSet('graded/', 'graded/grades.json'), written: gradedSet('', 'resumes.json') };
const resumes = [...SETS.graded, ...SETS.written];
const byName = (name: string) => resumes.find((r) => r.name.startsWith(name))!.text;

/** How each designed problem shows in the feedback: the point's category and words. */
const NAMED: Record<string, RegExp> = {
  phone: /contact.*phone number/,
  email: /contact.*email address/,
  linkedin: /contact.*LinkedIn/,
  weak_opener: /impact.*(?:open|opens) with "/,
  no_numbers: /impact.*(?:Only \d+ of \d+ bullets|No bullet points)/,
  cliche: /language.*phrase recruiters skim past/,
  first_person: /language.*"I" or "my"/,
  tense: /language.*switch tense/,
  date_format: /dates.*different styles/,
  order: /dates.*not newest first/,
  gap: /dates.*months between/,
  no_sections: /structure.*no section headings/,
  no_dates: /(?:dates.*no dates|no section headings|no Experience, Projects or Activities)/,
  no_education: /structure.*no Education section/,
  too_long: /length.*past two pages/,
  no_skills: /(?:ats.*no Skills section|no section headings)/,
  too_short: /length.*(?:very thin|has room for more)/,
  long_bullets: /length.*past 30 words/,
  spelling: /language.*spelling mistake/,
  paragraphs: /(?:structure.*paragraphs|no section headings)/,
  all_caps: /ats.*capital letters/,
};

const checker = new GrammarChecker();
const spellingOf = async (text: string): Promise<SpellingFinding[]> =>
  (await checker.check(text)).filter((f) => f.type === 'spelling');

const NURSE_POSTING = `Registered Nurse - Medical/Surgical (New Graduates Welcome)
Company: Riverbend Health

Requirements
- Current RN license or NCLEX scheduled
- BLS required; ACLS preferred
- Experience with patient care, medication administration and wound care
- Charting in Epic or another electronic health records system
- Clear communication with patients and families
`;
const DATA_POSTING = `Data Analyst Intern
Company: Northwind Logistics

Requirements
- SQL and Python for data analysis
- Building dashboards in Tableau or Power BI
- Statistics, including regression and A/B testing
- Presenting findings to non-technical teams
`;

describe('resume analyzer engine', () => {
  const analyses = new Map<string, ReturnType<typeof analyzeResume>>();
  beforeAll(async () => {
    for (const r of resumes)
      analyses.set(r.name, analyzeResume(r.text, { spelling: await spellingOf(r.text) }));
  }, 120_000);

  it.each(Object.entries(SETS))('orders the %s resumes as they were graded (Spearman ≥ 0.8)', (_, set) => {
    const graded = set.map((r) => r.grade);
    const scored = set.map((r) => analyses.get(r.name)!.scorecard.overall);
    expect(set.length).toBeGreaterThanOrEqual(10);
    expect(spearman(graded, scored)).toBeGreaterThanOrEqual(0.8);
    expect(Math.max(...scored) - Math.min(...scored)).toBeGreaterThan(50);
  });

  it.each(resumes.map((r) => [r.name, r]))('names the obvious problems of %s, citing lines', (_, resume) => {
    const analysis = analyses.get(resume.name)!;
    const said = analysis.feedback_points
      .filter((p) => p.kind === 'issue')
      .map((p) => `${p.category} ${p.text}`)
      .join('\n');
    for (const problem of resume.problems) expect(said, problem).toMatch(NAMED[problem]!);
    const lines = resume.text.split('\n').length;
    for (const point of analysis.feedback_points) {
      for (const n of point.lines) expect(n >= 1 && n <= lines, `line ${n}`).toBe(true);
    }
    // A resume with no designed flaw gets no issue about its basics.
    if (resume.problems.length === 0) expect(said).not.toMatch(/^(?:contact|structure) /m);
  });

  it('finds the same things in PDF and Word copies as in the text', async () => {
    for (const name of ['g01', 'g02', 'g04', 'g07']) {
      const text = byName(name);
      const plain = analyzeResume(text);
      for (const bytes of [await resumeToPdf(text), await resumeToDocx(text)]) {
        const read = await readText({ bytes }, { keepLines: true });
        const copy = analyzeResume(read.text);
        expect(
          Math.abs(copy.scorecard.overall - plain.scorecard.overall),
          `${name} ${read.kind}`,
        ).toBeLessThanOrEqual(5);
        expect(copy.stats.sections, `${name} ${read.kind}`).toEqual(plain.stats.sections);
        expect(copy.stats.bullet_count, `${name} ${read.kind}`).toBe(plain.stats.bullet_count);
      }
    }
  }, 60_000);

  it('ranks the resume that matches a job description above one that does not', () => {
    const nurse = byName('g02');
    const analyst = byName('g01');
    for (const [posting, fits, other] of [
      [NURSE_POSTING, nurse, analyst],
      [DATA_POSTING, analyst, nurse],
    ] as const) {
      const good = analyzeResume(fits, { jobDescription: posting });
      const poor = analyzeResume(other, { jobDescription: posting });
      expect(good.job_match!.match_rate).toBeGreaterThan(poor.job_match!.match_rate + 30);
      expect(good.scorecard.ats_optimization).toBeGreaterThan(poor.scorecard.ats_optimization);
      expect(good.scorecard.overall).toBeGreaterThan(poor.scorecard.overall);
    }
    const nurseMatch = analyzeResume(nurse, { jobDescription: NURSE_POSTING }).job_match!;
    expect(nurseMatch.matched_skills).toEqual(expect.arrayContaining(['BLS', 'Patient care', 'Wound care']));
    expect(nurseMatch.title_match).toBe(true);
    const analystForNurse = analyzeResume(analyst, { jobDescription: NURSE_POSTING }).job_match!;
    expect(analystForNurse.missing_skills.map((m) => m.skill)).toEqual(
      expect.arrayContaining(['BLS', 'Wound care']),
    );
    expect(analystForNurse.recommendations[0]).toMatch(/The posting asks for/);
  });

  it('rewrites weak lines from the student’s own words, with placeholders and no new facts', () => {
    const { sample_rewrites } = analyzeResume(byName('g04'));
    expect(sample_rewrites.length).toBeGreaterThanOrEqual(3);
    const updated = sample_rewrites.find((r) => r.original.startsWith('Responsible for updating'));
    expect(updated?.improved).toMatch(
      /^Updated drawings of pump housings in SolidWorks, resulting in \[add result\] \(\[add metric\]\)$/,
    );
    for (const r of sample_rewrites) {
      const plain = r.improved.replace(/\[[^\]]*\]/g, '');
      for (const n of plain.match(/\d+/g) ?? []) expect(r.original).toContain(n);
      expect(r.improved).not.toMatch(/^(?:Responsible|Helped|Worked|Duties)/);
    }
    // A current role keeps the present tense.
    const current = analyzeResume(byName('g07')).sample_rewrites.find((r) =>
      r.original.startsWith('In charge of'),
    );
    expect(current?.improved).toMatch(/^Manage the closing checklist/);
  });

  it('gives the same analysis for the same text', () => {
    const text = byName('g03');
    expect(analyzeResume(text)).toEqual(analyzeResume(text));
  });

  it('writes a cover letter only from the resume and the posting', () => {
    const letter = composeCoverLetter(byName('g01'), DATA_POSTING);
    expect(letter.cover_letter).toMatch(
      /^Dear Hiring Manager,\n\nI am writing to apply for the Data Analyst Intern position at Northwind Logistics\./,
    );
    expect(letter.cover_letter).toMatch(/Sincerely,\nDaniel Reyes-Whitford$/);
    for (const n of letter.cover_letter.match(/\d+/g) ?? [])
      expect(`${byName('g01')}${DATA_POSTING}`).toContain(n);
    expect(letter.evidence.length).toBeGreaterThanOrEqual(2);
    for (const e of letter.evidence) expect(byName('g01')).toContain(e.statement);
    expect(letter.key_points.join('\n')).toMatch(/shown by line \d+/);
  });

  it('reads dates as people write them', () => {
    expect(findDates('Intern, Acme | Jun 2023 – Aug 2023')).toMatchObject({
      start: { style: 'month-name' },
      end: { style: 'month-name' },
    });
    expect(findDates('Clerk 03/2020 - 11/2021')).toMatchObject({
      start: { month: 2020 * 12 + 2, style: 'numeric' },
    });
    expect(findDates('Team Lead, Corner Cafe | Jan 2022 – Present')?.end).toBe('present');
    expect(findDates('Summer 2024')).toMatchObject({ start: null, end: { style: 'season' } });
    expect(findDates('Built 3 dashboards')).toBeNull();
  });
});
