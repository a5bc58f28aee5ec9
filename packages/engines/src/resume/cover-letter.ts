import type { CoverLetterData } from '@studybot/contract';
import { STOPWORDS } from '../interview/lexicon.ts';
import { fold } from '../interview/tokens.ts';
import { findDates } from './dates.ts';
import { resumeFacts } from './facts.ts';
import { normalise, type ResumeLexicon, resumeLexicon } from './lexicon.ts';
import { findSkills, matchPosting, readPosting } from './match.ts';
import type { Entry, Line } from './parse.ts';
import type { StatementFacts } from './statements.ts';

/**
 * A cover letter composed from the resume's own evidence matched to the posting's requirements:
 * every claim in it is a line of the resume (turned into a sentence), every requirement is the
 * posting's. Nothing is added that the student did not write.
 */

export interface CoverLetterDraft extends CoverLetterData {
  /** What the letter was built from, for a model that rephrases it (facts only from these). */
  evidence: { requirement: string; statement: string; line: number }[];
  jobTitle: string | null;
  company: string | null;
  name: string | null;
}

const MAX_EVIDENCE = 3;
const TITLE_WORDS =
  /\b(?:intern|assistant|associate|engineer|developer|analyst|manager|nurse|tutor|coordinator|specialist|representative|technician|designer|cashier|barista|server|volunteer|counselor|counsellor|lead|president|member|researcher|writer|editor|aide|clerk|officer|consultant|teacher|instructor|captain|founder|director|scientist|accountant|cook|host|hostess|lifeguard|receptionist|administrator|advisor|mentor|organizer|organiser|fellow|trainee|student)\b/i;

const BULLET = /^\s*(?:[-–—•*·▪◦‣●○■□➢➤►>✓✔]|o(?=\s))\s*/;
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
const trimEnd = (s: string) => s.replace(/[\s.;:,]+$/, '');

function companyOf(posting: string): string | null {
  const labelled = /^\s*(?:company|employer|organi[sz]ation)\s*:\s*(.+)$/im.exec(posting);
  if (labelled) return trimEnd(labelled[1]!).slice(0, 60);
  const about = /^\s*about\s+((?:[A-Z][\w&.'’-]*\s*){1,4})\s*$/m.exec(posting);
  if (about && !/^(?:the|this|us|you)\b/i.test(about[1]!)) return trimEnd(about[1]!);
  const at = /\b(?:at|join)\s+((?:[A-Z][\w&'’-]*)(?:\s+(?:[A-Z][\w&'’-]*|of|&))*)/.exec(posting);
  return at ? trimEnd(at[1]!).slice(0, 60) : null;
}

/** The posting's requirement and duty lines (bullets, or lines under a requirements heading). */
function requirementsOf(posting: string): string[] {
  return posting
    .split(/\r\n|\r|\n/)
    .filter((l) => BULLET.test(l))
    .map((l) => trimEnd(l.replace(BULLET, '').trim()))
    .filter((l) => l.split(/\s+/).length >= 3);
}

/** The content words of a text, each as its set of forms ("checking" → checking, check). */
const contentWords = (text: string) =>
  [
    ...new Set(
      normalise(text)
        .trim()
        .split(' ')
        .filter((w) => w.length > 2 && !STOPWORDS.has(w) && /^[a-z]+$/.test(w)),
    ),
  ].map((w) => fold(w));

const sharedWords = (a: readonly (readonly string[])[], b: readonly (readonly string[])[]) =>
  a.filter((forms) => b.some((other) => other.some((f) => forms.includes(f)))).length;

/** "Software Engineering Intern, Acme Corp — Austin, TX | Jun 2023 – Aug 2023" → "as a software engineering intern at Acme Corp". */
export function roleOf(entry: Entry | undefined): string | null {
  const header = entry?.header.map((l) => l.content).join(' | ');
  if (!header) return null;
  const dates = findDates(header);
  const parts = (dates ? header.replace(dates.text, ' ') : header)
    .split(/\s+[|–—]\s+|\s+-\s+|,\s+|\s+\|\s*|\t+/)
    .map((p) => p.trim())
    .filter((p) => p && !/^[A-Z]{2}$/.test(p) && !/^\(?\s*\)?$/.test(p));
  const at = /^(.+?)\s+at\s+(.+)$/i.exec(parts[0] ?? '');
  if (at) return `as ${article(at[1]!)} at ${at[2]}`;
  const title = parts.find((p) => TITLE_WORDS.test(p));
  const org = parts.find((p) => p !== title && !TITLE_WORDS.test(p));
  if (title && org) return `as ${article(title)} at ${org}`;
  if (title) return `as ${article(title)}`;
  return org ? `at ${org}` : null;
}

function article(title: string): string {
  const t = /^[A-Z][a-z]/.test(title) && !/\b[A-Z]{2,}\b/.test(title) ? title.toLowerCase() : title;
  return `${/^[aeiou]/i.test(t) ? 'an' : 'a'} ${t}`;
}

/** A resume bullet as a sentence in the first person: "Built a dashboard" → "I built a dashboard". */
export function asSentence(statement: StatementFacts): string {
  const text = trimEnd(statement.line.content.replace(/^I\s+/, ''));
  if (statement.weakOpener && /^(?:responsible for|in charge of|tasked with)/i.test(text))
    return `I was ${lowerFirst(text)}`;
  if (/^(?:my|our)\b/i.test(text)) return text.charAt(0).toUpperCase() + text.slice(1);
  return `I ${lowerFirst(text)}`;
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function composeCoverLetter(
  resumeText: string,
  jobDescription: string,
  lexicon: ResumeLexicon = resumeLexicon(),
): CoverLetterDraft {
  const facts = resumeFacts(resumeText, lexicon);
  const posting = readPosting(jobDescription, lexicon);
  const match = matchPosting(
    posting,
    facts.parsed.lines.map((l) => l.content),
    facts.skills,
    facts.skillsSectionLines,
  );
  const company = companyOf(jobDescription);
  const requirements = requirementsOf(jobDescription);

  // Pair requirements with the statements that best show them: shared skills count double.
  const pairs: { requirement: string; statement: StatementFacts; score: number }[] = [];
  const statements = facts.statements.map((statement) => ({
    statement,
    skills: [...findSkills([statement.line.content], lexicon).keys()],
    words: contentWords(statement.line.content),
  }));
  for (const requirement of requirements) {
    const reqSkills = new Set(findSkills([requirement], lexicon).keys());
    const reqWords = contentWords(requirement);
    for (const { statement, skills: named, words: statementWords } of statements) {
      const skills = named.filter((s) => reqSkills.has(s)).length;
      const words = sharedWords(statementWords, reqWords);
      // A shared skill, or two shared words; a strong verb and a figure make better evidence.
      if (skills === 0 && words < 2) continue;
      const score = 2 * skills + words + (statement.quantified ? 0.5 : 0) + (statement.verb ? 0.5 : 0);
      pairs.push({ requirement, statement, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const chosen: typeof pairs = [];
  for (const pair of pairs) {
    if (chosen.length >= MAX_EVIDENCE) break;
    if (chosen.some((c) => c.requirement === pair.requirement || c.statement === pair.statement)) continue;
    chosen.push(pair);
  }
  // Fewer than two pairings: the strongest other bullets (a verb and a number) speak for themselves.
  for (const statement of facts.statements.filter((s) => s.verb && s.quantified)) {
    if (chosen.length >= 2) break;
    if (!chosen.some((c) => c.statement === statement)) chosen.push({ requirement: '', statement, score: 0 });
  }

  const entryOf = (line: Line) => facts.parsed.entries.find((e) => e.statements.includes(line));
  const name = facts.contact.name?.content.replace(/\s*[|,].*$/, '').trim() ?? null;
  const title = posting.title ? posting.title.replace(/\b\w/g, (c) => c.toUpperCase()) : null;
  const education = facts.parsed.sections
    .find((s) => s.name === 'education')
    ?.lines.find((l) => l.content)?.content;
  const hard = match.matched_skills.filter((s) => posting.skills.get(s)?.skill.kind === 'hard');
  const soft = match.matched_skills.filter((s) => posting.skills.get(s)?.skill.kind === 'soft');

  const opening = [
    `I am writing to apply for the ${title ? `${title} position` : 'position'}${company ? ` at ${company}` : ' you have advertised'}.`,
    education ? `My education includes ${trimEnd(education)}.` : '',
    hard.length
      ? `I have worked with ${listOf(hard.slice(0, 4))}, ${hard.length > 1 ? 'all' : 'which is'} named in your posting.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  let lastRole: string | null = null;
  const body = chosen.map(({ requirement, statement }) => {
    const named = roleOf(entryOf(statement.line));
    // The same role twice in a row is named once.
    const role = named === lastRole ? null : named;
    lastRole = named;
    const evidence = asSentence(statement);
    const lead = requirement ? `Your posting asks for ${lowerFirst(requirement)}. ` : 'In addition, ';
    const sentence = role ? `${role}, ${lowerFirst(evidence)}` : evidence;
    return `${lead}${requirement ? sentence.charAt(0).toUpperCase() + sentence.slice(1) : lowerFirst(sentence)}.`;
  });
  const softLine = soft.length
    ? `The posting also asks for ${listOf(soft.slice(0, 3).map((s) => s.toLowerCase()))}; the work above is where I have practised ${soft.length > 1 ? 'them' : 'it'}.`
    : '';
  const closing = `I would welcome the chance to talk about how I could contribute${company ? ` to ${company}` : ''}. Thank you for your time and consideration.`;
  const cover_letter = [
    'Dear Hiring Manager,',
    opening,
    ...body,
    softLine,
    closing,
    `Sincerely,\n${name ?? '[Your name]'}`,
  ]
    .filter(Boolean)
    .join('\n\n');

  const key_points = [
    ...chosen.map(({ requirement, statement }) =>
      requirement
        ? `${requirement} — shown by line ${statement.line.n}: "${statement.line.content}"`
        : `Your strongest evidence, line ${statement.line.n}: "${statement.line.content}"`,
    ),
    ...(match.matched_skills.length
      ? [`Skills the posting names that your resume shows: ${listOf(match.matched_skills.slice(0, 8))}`]
      : []),
    ...(match.missing_skills.length
      ? [
          `Asked for but not in your resume (left out of the letter): ${listOf(match.missing_skills.slice(0, 6).map((m) => m.skill))}`,
        ]
      : []),
  ];
  return {
    cover_letter,
    key_points,
    evidence: chosen.map(({ requirement, statement }) => ({
      requirement,
      statement: statement.line.content,
      line: statement.line.n,
    })),
    jobTitle: title,
    company,
    name,
  };
}
