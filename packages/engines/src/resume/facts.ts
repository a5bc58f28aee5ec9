import { type Contact, findContact } from './contact.ts';
import { type DateStyle, endMonth, findDates, type MonthIndex, monthIndexOf } from './dates.ts';
import type { ResumeLexicon } from './lexicon.ts';
import { findSkills, type SkillHit } from './match.ts';
import { type Entry, type Line, type ParsedResume, parseResume, type SectionName } from './parse.ts';
import { type StatementFacts, statementFacts } from './statements.ts';

/** A spelling mistake the grammar checker found, by character offsets into the resume text. */
export interface SpellingFinding {
  start: number;
  end: number;
  replacement: string | null;
}

export interface Misspelling {
  line: number;
  word: string;
  replacement: string | null;
}

export interface TenseSlip {
  entry: Entry;
  /** The lines in the tense the role should not use. */
  lines: number[];
  expected: 'past' | 'present';
}

export interface Gap {
  months: number;
  before: Entry;
  after: Entry;
}

/** Everything the scorecard and the feedback are computed from. */
export interface ResumeFacts {
  parsed: ParsedResume;
  contact: Contact;
  sectionNames: Set<SectionName>;
  statements: StatementFacts[];
  skills: Map<string, SkillHit>;
  /** Lines of the Skills section. */
  skillsSectionLines: Set<number>;
  cliches: { phrase: string; instead: string; lines: number[] }[];
  misspellings: Misspelling[];
  tenseSlips: TenseSlip[];
  /** Entries of the Experience section with no dates. */
  undated: Entry[];
  /** Date styles used, with the lines of each. */
  dateStyles: Map<DateStyle, number[]>;
  /** Experience entries listed after one that ended earlier (not newest first). */
  outOfOrder: Entry[];
  gaps: Gap[];
  /** Entries whose end comes before their start. */
  backwards: Entry[];
  /** Share of the letters in capitals, over lines that are not headings. */
  capitalShare: number;
  longStatements: Line[];
  /** Lines (other than contact lines) that say "I", "me" or "my". */
  firstPerson: Line[];
  /** Statements written as paragraphs (no bullet mark, twenty words or more). */
  paragraphs: Line[];
}

const FIRST_PERSON = /\b(?:I|I'm|I’m|I've|I’ve|me|my|myself)\b/;
const EXPERIENCE_ENTRY_SECTIONS: ReadonlySet<SectionName> = new Set(['experience']);
const MAX_STATEMENT_WORDS = 30;
/** Months between two roles worth a line of explanation (a school year between summer jobs is not). */
const GAP_MONTHS = 12;

/** The name line, and lines with an email, a phone number or a web address. */
function isContactLine(parsed: ParsedResume, line: Line): boolean {
  return (
    line.n === parsed.lines.find((l) => l.content)?.n || /@|\d{3}|https?:|www\.|\.com\b/i.test(line.content)
  );
}

function misspellingsOf(
  text: string,
  parsed: ParsedResume,
  findings: readonly SpellingFinding[],
  skills: ResumeLexicon['skills'],
): Misspelling[] {
  const starts: number[] = [];
  let offset = 0;
  for (const line of parsed.lines) {
    starts.push(offset);
    offset += line.text.length + 1;
    if (text[offset - 1] === '\r' && text[offset] === '\n') offset++;
  }
  const skillWords = new Set(skills.flatMap((s) => s.forms.flatMap((f) => f.split(' '))));
  const out: Misspelling[] = [];
  for (const f of findings) {
    const word = text.slice(f.start, f.end);
    if (word.length < 3 || /[\d@./\\:]/.test(word) || skillWords.has(word.toLowerCase())) continue;
    // Compounds ("non-technical"), and "fixes" that only change case, spacing or an apostrophe
    // ("lincoln" → "Lincoln", "awhile" → "a while"), are not misspellings.
    if (/-/.test(word) || text[f.start - 1] === '-' || text[f.end] === '-') continue;
    const letters = (w: string) => w.toLowerCase().replace(/[\s'’-]/g, '');
    if (f.replacement !== null && letters(f.replacement) === letters(word)) continue;
    let index = starts.findIndex(
      (s, i) => f.start >= s && (i + 1 === starts.length || f.start < starts[i + 1]!),
    );
    if (index < 0) index = 0;
    const line = parsed.lines[index]!;
    const atStart = line.text.trimStart().replace(/^\W+/, '').startsWith(word);
    // Names of people, places and firms are capitalised; the checker does not know them.
    if (/\p{Lu}/u.test(word.slice(atStart ? 1 : 0)) || (!atStart && /^\p{Lu}/u.test(word))) continue;
    // The name and contact lines hold names, streets and handles the checker does not know.
    if (isContactLine(parsed, line)) continue;
    out.push({ line: line.n, word, replacement: f.replacement });
  }
  return out;
}

function clichesOf(lines: readonly Line[], lexicon: ResumeLexicon) {
  const out: ResumeFacts['cliches'] = [];
  for (const { phrase, instead } of lexicon.cliches) {
    const pattern = new RegExp(
      `(?<![\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[- ]/g, '[- ]?')}(?![\\p{L}])`,
      'iu',
    );
    const hits = lines.filter((l) => pattern.test(l.content)).map((l) => l.n);
    if (hits.length) out.push({ phrase, instead, lines: hits });
  }
  // "hard-working" and "hardworking" are one cliché: keep the first of phrases found on the same lines.
  return out.filter(
    (c, i) =>
      !out.slice(0, i).some((o) => o.lines.join() === c.lines.join() && sameWords(o.phrase, c.phrase)),
  );
}

const sameWords = (a: string, b: string) => a.replace(/[- ]/g, '') === b.replace(/[- ]/g, '');

function tenseSlipsOf(entries: readonly Entry[], facts: readonly StatementFacts[]): TenseSlip[] {
  const slips: TenseSlip[] = [];
  for (const entry of entries) {
    const own = facts.filter((f) => entry.statements.includes(f.line) && f.tense);
    if (own.length < 2) continue;
    const past = own.filter((f) => f.tense === 'past');
    const present = own.filter((f) => f.tense === 'present');
    const current = entry.dates?.end === 'present';
    if (past.length && present.length) {
      // The minority is the slip; in a current role, past bullets for finished work are acceptable.
      const expected = current ? 'present' : past.length >= present.length ? 'past' : 'present';
      if (current && present.length <= past.length) continue;
      const wrong = expected === 'past' ? present : past;
      slips.push({ entry, lines: wrong.map((f) => f.line.n), expected });
    } else if (!current && entry.dates?.end && present.length >= 2) {
      slips.push({ entry, lines: present.map((f) => f.line.n), expected: 'past' });
    }
  }
  return slips;
}

function datesOf(parsed: ParsedResume, now: MonthIndex) {
  const dateStyles = new Map<DateStyle, number[]>();
  const datedEntries: Entry[] = [];
  // Roles' dates: a project's or activity's years may fairly be written another way.
  for (const section of parsed.sections.filter((s) => s.name === 'experience')) {
    for (const line of section.lines) {
      if (line.bullet) continue;
      const entry = parsed.entries.find((e) => e.datesLine === line.n);
      const range = entry?.dates;
      // Ranges only: a project's or certificate's lone year is a different kind of date.
      if (!range?.start) continue;
      for (const date of [range.start, range.end]) {
        if (!date || date === 'present') continue;
        const style = date.style === 'season' ? 'month-name' : date.style;
        const lines = dateStyles.get(style) ?? [];
        if (!lines.includes(line.n)) lines.push(line.n);
        dateStyles.set(style, lines);
      }
    }
  }
  const experience = parsed.entries.filter((e) => EXPERIENCE_ENTRY_SECTIONS.has(e.section));
  const undated = experience.filter((e) => !e.dates && e.header.length > 0);
  const outOfOrder: Entry[] = [];
  const backwards: Entry[] = [];
  let previousEnd: MonthIndex | null = null;
  let section = -1;
  for (const entry of experience) {
    if (!entry.dates) continue;
    if (entry.sectionIndex !== section) {
      section = entry.sectionIndex;
      previousEnd = null;
    }
    datedEntries.push(entry);
    const end = endMonth(entry.dates, now);
    const start = entry.dates.start?.month ?? null;
    if (start !== null && end !== null && end < start) backwards.push(entry);
    if (
      end !== null &&
      previousEnd !== null &&
      end > previousEnd + (entry.dates.end !== 'present' && !(entry.dates.end?.monthKnown ?? true) ? 11 : 0)
    )
      outOfOrder.push(entry);
    if (end !== null) previousEnd = end;
  }
  // Time in education explains a gap; a lone graduation date stands for the four years before it.
  const study = parsed.sections
    .filter((section) => section.name === 'education')
    .flatMap((section) => section.lines.map((line) => findDates(line.content)))
    .flatMap((range) => {
      const end = range ? endMonth(range, now) : null;
      return range && end !== null ? [{ start: range.start?.month ?? end - 48, end }] : [];
    });
  const gaps: Gap[] = [];
  const spans = datedEntries
    .map((entry) => ({ entry, start: entry.dates!.start?.month ?? null, end: endMonth(entry.dates!, now) }))
    .filter((s): s is { entry: Entry; start: number; end: number } => s.start !== null && s.end !== null)
    .sort((a, b) => a.start - b.start);
  let reach: (typeof spans)[number] | undefined;
  for (const span of spans) {
    const studying = (from: number, to: number) => study.some((s) => s.start <= from + 3 && s.end >= to - 3);
    if (reach && span.start - reach.end > GAP_MONTHS && !studying(reach.end, span.start)) {
      gaps.push({ months: span.start - reach.end, before: reach.entry, after: span.entry });
    }
    if (!reach || span.end > reach.end) reach = span;
  }
  return { dateStyles, undated, outOfOrder, gaps, backwards };
}

export function resumeFacts(
  text: string,
  lexicon: ResumeLexicon,
  spelling: readonly SpellingFinding[] = [],
  now = new Date(),
): ResumeFacts {
  const parsed = parseResume(text, lexicon);
  const statements = parsed.statements.map((line) => statementFacts(line, lexicon));
  const skills = findSkills(
    parsed.lines.map((l) => l.content),
    lexicon,
  );
  const skillsSectionLines = new Set(
    parsed.sections.filter((s) => s.name === 'skills').flatMap((s) => s.lines.map((l) => l.n)),
  );
  const body = parsed.lines.filter((l) => l.content && !parsed.sections.some((s) => s.heading === l));
  const letters = body.map((l) => l.content.replace(/[^\p{L}]/gu, '')).join('');
  const capitals = letters.replace(/[^\p{Lu}]/gu, '').length;
  return {
    parsed,
    contact: findContact(parsed.top, parsed.lines),
    sectionNames: new Set(parsed.sections.map((s) => s.name)),
    statements,
    skills,
    skillsSectionLines,
    cliches: clichesOf(parsed.lines, lexicon),
    misspellings: misspellingsOf(text, parsed, spelling, lexicon.skills),
    tenseSlips: tenseSlipsOf(parsed.entries, statements),
    ...datesOf(parsed, monthIndexOf(now)),
    capitalShare: letters.length ? capitals / letters.length : 0,
    longStatements: parsed.statements.filter((l) => l.words > MAX_STATEMENT_WORDS),
    firstPerson: parsed.lines.filter((l) => FIRST_PERSON.test(l.content) && !isContactLine(parsed, l)),
    paragraphs: parsed.statements.filter((l) => !l.bullet && l.words >= 20),
  };
}
