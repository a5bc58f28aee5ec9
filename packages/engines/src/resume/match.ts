import type { ResumeJobMatch } from '@studybot/contract';
import { STOPWORDS } from '../interview/lexicon.ts';
import { normalise, type ResumeLexicon, type SkillEntry } from './lexicon.ts';

/** Skills and keywords of a resume against a job description (ATS matching). */

export interface SkillHit {
  skill: SkillEntry;
  /** 1-based lines it is named on. */
  lines: number[];
}

/** Every skill of the lexicon named in the lines, with where. */
export function findSkills(lines: readonly string[], lexicon: ResumeLexicon): Map<string, SkillHit> {
  const found = new Map<string, SkillHit>();
  lines.forEach((line, i) => {
    const text = normalise(line);
    if (text.length < 3) return;
    for (const skill of lexicon.skills) {
      if (!skill.forms.some((form) => text.includes(` ${form} `))) continue;
      const hit = found.get(skill.name);
      if (hit) hit.lines.push(i + 1);
      else found.set(skill.name, { skill, lines: [i + 1] });
    }
  });
  return found;
}

const OPTIONAL_HEADING =
  /\b(?:nice[- ]to[- ]have|preferred|bonus|plus(?:es)?|desired|good to have|optional)\b/i;
const REQUIRED_HEADING =
  /\b(?:requirements?|qualifications?|must[- ]have|required|what you(?:'|’)ll (?:need|bring)|you have|responsibilities|what you(?:'|’)ll do)\b/i;
const GENERIC_TITLE_WORDS = new Set([
  'intern',
  'internship',
  'junior',
  'senior',
  'entry',
  'level',
  'i',
  'ii',
  'iii',
  'trainee',
  'associate',
  'new',
  'grad',
  'graduate',
  'part',
  'time',
  'full',
]);

export interface JobPosting {
  title: string | null;
  /** Skill name → whether it is asked for (true) or only nice to have. */
  skills: Map<string, { skill: SkillEntry; required: boolean }>;
  /** Content words the posting repeats or lists among its requirements, not already skills. */
  keywords: string[];
}

function jobTitle(lines: readonly string[], lexicon: ResumeLexicon): string | null {
  const head = lines.filter((l) => l.trim()).slice(0, 4);
  for (const line of head) {
    const text = normalise(line);
    const title = lexicon.jobTitles.find((t) => text.includes(` ${normalise(t).trim()} `));
    if (!title) continue;
    // As the posting writes it ("Junior Data Analyst"), when the words appear in that order.
    const written = new RegExp(
      title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'),
      'i',
    ).exec(line);
    return written ? written[0] : title;
  }
  const first = head[0]?.replace(/^(?:job title|position|role)\s*:\s*/i, '').trim();
  return first && first.split(/\s+/).length <= 8 && !/[.!?]$/.test(first) ? first : null;
}

const KEYWORD = /[a-z][a-z+#-]{3,}/g;

export function readPosting(text: string, lexicon: ResumeLexicon): JobPosting {
  const lines = text.split(/\r\n|\r|\n/);
  const skills = new Map<string, { skill: SkillEntry; required: boolean }>();
  let optional = false;
  const counts = new Map<string, number>();
  lines.forEach((line) => {
    const short = line.trim().split(/\s+/).length <= 6;
    if (short && OPTIONAL_HEADING.test(line)) optional = true;
    else if (short && REQUIRED_HEADING.test(line)) optional = false;
    const inlineOptional = optional || /\b(?:a plus|is a plus|nice to have|preferred|bonus)\b/i.test(line);
    for (const hit of findSkills([line], lexicon).values()) {
      const known = skills.get(hit.skill.name);
      if (!known) skills.set(hit.skill.name, { skill: hit.skill, required: !inlineOptional });
      else if (!inlineOptional) known.required = true;
    }
    for (const word of normalise(line).match(KEYWORD) ?? []) {
      if (!STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  });
  const skillWords = new Set(
    [...skills.values()].flatMap(({ skill }) => skill.forms.flatMap((f) => f.split(' '))),
  );
  const keywords = [...counts]
    .filter(([word, n]) => n >= 2 && !skillWords.has(word) && !POSTING_WORDS.has(word))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 15)
    .map(([word]) => word);
  return { title: jobTitle(lines, lexicon), skills, keywords };
}

/** Words every posting uses that say nothing about the job. */
const POSTING_WORDS = new Set(
  `will|work|working|team|teams|role|company|experience|experiences|ability|able|including|join|candidate|
  candidates|position|about|what|your|with|their|must|have|year|years|strong|skills|skill|required|requirements|preferred|
  plus|apply|applicants|opportunity|equal|employer|benefits|salary|hour|hours|week|weeks|including|within|across|
  also|well|help|part|time|full|this|that|they|from|more|other|such|like|using|based|looking|need|needs|knowledge|
  understanding|familiarity|qualifications|responsibilities|bonus|nice|ideal|ideally|minimum|least|related|field|
  degree|currently|pursuing|make|into|through|each|every|both|between|while|when|where|which|who`
    .split('|')
    .map((w) => w.trim()),
);

const WEIGHT = { hard: 1, soft: 0.5 } as const;

export interface MatchResult extends ResumeJobMatch {
  /** Skills the posting asks for that the resume names only outside its Skills section. */
  notInSkillsSection: string[];
}

/** How the resume meets the posting: a weighted share of its skills, its keywords and its title. */
export function matchPosting(
  posting: JobPosting,
  resumeLines: readonly string[],
  resumeSkills: Map<string, SkillHit>,
  skillsSectionLines: ReadonlySet<number>,
): MatchResult {
  const resumeText = normalise(resumeLines.join('\n'));
  let total = 0;
  let met = 0;
  const matched: string[] = [];
  const missing: ResumeJobMatch['missing_skills'] = [];
  const notInSkillsSection: string[] = [];
  for (const { skill, required } of posting.skills.values()) {
    const weight = WEIGHT[skill.kind] * (required ? 1 : 0.5);
    total += weight;
    const hit = resumeSkills.get(skill.name);
    if (hit) {
      met += weight;
      matched.push(skill.name);
      if (
        skill.kind === 'hard' &&
        skillsSectionLines.size > 0 &&
        !hit.lines.some((n) => skillsSectionLines.has(n))
      )
        notInSkillsSection.push(skill.name);
    } else {
      missing.push({ skill: skill.name, kind: skill.kind });
    }
  }
  const keywordsMet = posting.keywords.filter((k) => resumeText.includes(` ${k}`));
  const keywordShare = posting.keywords.length ? keywordsMet.length / posting.keywords.length : 0;
  const skillShare = total ? met / total : keywordShare;
  const titleWords = posting.title
    ? normalise(posting.title)
        .trim()
        .split(' ')
        .filter((w) => !GENERIC_TITLE_WORDS.has(w))
    : [];
  const titleMatch =
    titleWords.length > 0 &&
    resumeLines.some((line) => {
      const text = normalise(line);
      return titleWords.every((w) => text.includes(` ${w}`));
    });
  const rate = 0.75 * skillShare + 0.15 * keywordShare + (titleMatch ? 0.1 : 0);
  missing.sort((a, b) => Number(a.kind === 'soft') - Number(b.kind === 'soft'));
  return {
    match_rate: Math.round(100 * rate),
    job_title: posting.title,
    title_match: titleMatch,
    matched_skills: matched,
    missing_skills: missing,
    recommendations: recommendations(
      posting,
      missing,
      notInSkillsSection,
      titleMatch,
      posting.keywords.filter((k) => !keywordsMet.includes(k)),
    ),
    notInSkillsSection,
  };
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function recommendations(
  posting: JobPosting,
  missing: ResumeJobMatch['missing_skills'],
  notInSkillsSection: readonly string[],
  titleMatch: boolean,
  missingKeywords: readonly string[],
): string[] {
  const out: string[] = [];
  const hard = missing.filter((m) => m.kind === 'hard').map((m) => m.skill);
  const soft = missing.filter((m) => m.kind === 'soft').map((m) => m.skill);
  if (hard.length) {
    out.push(
      `The posting asks for ${list(hard.slice(0, 5))}, which your resume does not name. Where you have used them, name them in your Skills section and in the bullet that shows the work.`,
    );
  }
  if (notInSkillsSection.length) {
    out.push(
      `You mention ${list(notInSkillsSection.slice(0, 5))} only in your experience; list ${notInSkillsSection.length > 1 ? 'them' : 'it'} in your Skills section too, where applicant-tracking systems look first.`,
    );
  }
  if (posting.title && !titleMatch) {
    out.push(
      `Use the posting's title, "${posting.title}", in your summary or headline (if it fits you), so a recruiter's search for it finds your resume.`,
    );
  }
  if (soft.length) {
    out.push(
      `The posting values ${list(soft.slice(0, 3).map((s) => s.toLowerCase()))}. Show ${soft.length > 1 ? 'them' : 'it'} with a bullet about something you did, rather than listing the word.`,
    );
  }
  if (missingKeywords.length >= 3) {
    out.push(
      `Words the posting repeats that your resume does not use: ${list(missingKeywords.slice(0, 6))}. Use its wording where it is true for you.`,
    );
  }
  return out;
}
