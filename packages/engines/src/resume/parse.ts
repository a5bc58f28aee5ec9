import { type DateRange, findDates } from './dates.ts';
import type { ResumeLexicon } from './lexicon.ts';

/**
 * A resume's text read into its parts: lines (1-based, as the student sent them), section headings,
 * the contact block, and the entries of the experience-like sections with their dates and the
 * statements under them (bullets, or sentences where the writer used no bullet marks).
 */

export type SectionName =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'activities'
  | 'awards'
  | 'other';

export interface Line {
  /** 1-based line number in the text as sent. */
  n: number;
  text: string;
  /** The line without its bullet mark and surrounding spaces. */
  content: string;
  bullet: boolean;
  words: number;
}

export interface Section {
  name: SectionName;
  /** The heading as written; null for lines before any heading. */
  heading: Line | null;
  /** True when the heading is one an applicant-tracking system knows. */
  standard: boolean;
  lines: Line[];
}

export interface Entry {
  section: SectionName;
  /** Which section (by position) it is in: two Experience sections are ordered each on its own. */
  sectionIndex: number;
  header: Line[];
  dates: DateRange | null;
  /** The line the dates are on. */
  datesLine: number | null;
  statements: Line[];
}

export interface ParsedResume {
  lines: Line[];
  /** Lines before the first section heading (name and contact details). */
  top: Line[];
  sections: Section[];
  entries: Entry[];
  /** Statements of experience, projects and activities, in order. */
  statements: Line[];
  words: number;
}

const HEADINGS: Record<Exclude<SectionName, 'other'>, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'summary of qualifications',
    'qualifications summary',
    'profile',
    'professional profile',
    'personal profile',
    'objective',
    'career objective',
    'about me',
    'personal statement',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'internships',
    'internship experience',
    'clinical experience',
    'clinical rotations',
    'clinical rotations and experience',
    'teaching experience',
    'research experience',
    'leadership experience',
    'work',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academics',
    'education and certifications',
  ],
  skills: [
    'skills',
    'technical skills',
    'core skills',
    'key skills',
    'skills and tools',
    'tools and technologies',
    'technologies',
    'competencies',
    'core competencies',
    'skills and interests',
    'skills and languages',
    'relevant skills',
    'languages and tools',
    'computer skills',
    'skills and abilities',
    'abilities',
    'skills and qualifications',
    'technical proficiencies',
    'skills and certifications',
  ],
  projects: [
    'projects',
    'academic projects',
    'personal projects',
    'selected projects',
    'technical projects',
    'course projects',
  ],
  certifications: [
    'certifications',
    'certificates',
    'licenses',
    'licenses and certifications',
    'licensure and certifications',
    'certifications and licenses',
    'training',
  ],
  activities: [
    'activities',
    'leadership',
    'leadership and activities',
    'extracurricular activities',
    'extracurriculars',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'community involvement',
    'community service',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'honors and awards',
    'awards and honors',
    'achievements',
    'scholarships',
  ],
};
const OTHER_HEADINGS = [
  'interests',
  'hobbies',
  'references',
  'publications',
  'additional information',
  'languages',
  'memberships',
  'affiliations',
  'professional affiliations',
];

const HEADING_OF = new Map<string, SectionName>();
for (const [name, headings] of Object.entries(HEADINGS)) {
  for (const h of headings) HEADING_OF.set(h, name as SectionName);
}
for (const h of OTHER_HEADINGS) HEADING_OF.set(h, 'other');

const BULLET = /^\s*(?:[-–—•*·▪◦‣●○■□➢➤►>✓✔]|o(?=\s))\s*/;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’+#.-]*/gu;

export const countWords = (text: string) => text.match(WORD)?.length ?? 0;

function headingKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The section a line heads, or undefined. A known heading (any case, with or without a colon) is
 * one; so is a short line in capitals with no digits and no sentence punctuation, which applicant
 * tracking systems may not recognise ('other', not standard).
 */
function headingOf(line: Line): { name: SectionName; standard: boolean } | undefined {
  if (line.bullet || line.words === 0 || line.words > 5 || line.content.length > 48) return undefined;
  const key = headingKey(line.content);
  const known = HEADING_OF.get(key);
  if (known && !/[.,;]\s*\S/.test(line.content)) return { name: known, standard: true };
  const letters = line.content.replace(/[^\p{L}]/gu, '');
  const capitals =
    letters.length >= 4 &&
    letters === letters.toUpperCase() &&
    !/\d|@|[.,;]\s*\S/.test(line.content) &&
    line.words <= 4;
  return capitals ? { name: 'other', standard: false } : undefined;
}

function toLine(text: string, i: number): Line {
  const bullet = BULLET.test(text) && text.replace(BULLET, '').trim().length > 0;
  const content = (bullet ? text.replace(BULLET, '') : text).trim();
  return { n: i + 1, text, content, bullet, words: countWords(content) };
}

const EXPERIENCE_LIKE: ReadonlySet<SectionName> = new Set(['experience', 'projects', 'activities']);

/**
 * Whether a line under an entry says what the person did (a statement) rather than naming the role:
 * a bullet; or a line that starts with a verb the lexicon knows or a weak opener; or a sentence
 * (eight or more words, or ending in a full stop) without dates.
 */
function isStatement(line: Line, lexicon: ResumeLexicon, dated: boolean): boolean {
  if (line.bullet) return true;
  if (dated || titleCase(line.content)) return false;
  const first = line.content
    .toLowerCase()
    .split(/\s+/, 1)[0]!
    .replace(/[^a-z]/g, '');
  if (lexicon.verbs.has(first) || /^[a-z]{3,}ed$/.test(first)) return true;
  const lower = line.content.toLowerCase();
  if (lexicon.weakOpeners.some((w) => lower.startsWith(`${w.phrase} `))) return true;
  if (/^(?:i|my)\s/i.test(line.content)) return true;
  // A sentence, not a role's title line ("Senior Practicum, Lakeview Hospital — Cleveland, OH").
  return line.words >= 20 || (line.words >= 8 && /\.\s*$/.test(line.content));
}

const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'to', 'a', 'an', 'on', '&', 'with']);

/** Most words capitalised, as in a title or a name ("Certified Nursing Assistant, Maple Grove"). */
function titleCase(text: string): boolean {
  const words = text
    .split(/[\s,|–—/()-]+/)
    .filter((w) => /^\p{L}/u.test(w) && !SMALL_WORDS.has(w.toLowerCase()));
  if (words.length < 2) return false;
  return words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.7;
}

function entriesOf(section: Section, sectionIndex: number, lexicon: ResumeLexicon): Entry[] {
  const entries: Entry[] = [];
  const newEntry = (): Entry => ({
    section: section.name,
    sectionIndex,
    header: [],
    dates: null,
    datesLine: null,
    statements: [],
  });
  let current: Entry | undefined;
  for (const line of section.lines) {
    if (!line.content) continue;
    const dates = findDates(line.content);
    if (isStatement(line, lexicon, dates !== null && !line.bullet)) {
      if (!current) {
        current = newEntry();
        entries.push(current);
      }
      current.statements.push(line);
      continue;
    }
    if (!current || current.statements.length > 0 || (dates && current.dates)) {
      current = newEntry();
      entries.push(current);
    }
    current.header.push(line);
    if (dates && !current.dates) {
      current.dates = dates;
      current.datesLine = line.n;
    }
  }
  return entries;
}

export function parseResume(text: string, lexicon: ResumeLexicon): ParsedResume {
  const lines = text.split(/\r\n|\r|\n/).map(toLine);
  const top: Line[] = [];
  const sections: Section[] = [];
  let section: Section | undefined;
  for (const line of lines) {
    const heading = headingOf(line);
    // A line of capitals among the top lines is the person's name, not a heading.
    if (heading && (heading.standard || sections.length > 0 || top.some((l) => l.content))) {
      section = { name: heading.name, heading: line, standard: heading.standard, lines: [] };
      sections.push(section);
      continue;
    }
    if (section) section.lines.push(line);
    else top.push(line);
  }
  const entries = sections.flatMap((s, i) => (EXPERIENCE_LIKE.has(s.name) ? entriesOf(s, i, lexicon) : []));
  return {
    lines,
    top,
    sections,
    entries,
    statements: entries.flatMap((e) => e.statements),
    words: lines.reduce((sum, l) => sum + l.words, 0),
  };
}

export function sectionNamed(parsed: ParsedResume, name: SectionName): Section | undefined {
  return parsed.sections.find((s) => s.name === name);
}
