import type { ResumeCategory, ResumeFeedbackPoint, ResumeSuggestion } from '@studybot/contract';
import { monthLabel } from './dates.ts';
import type { ResumeFacts } from './facts.ts';
import type { Entry } from './parse.ts';
import type { ScoreParts } from './score.ts';

/**
 * Feedback points (each citing the lines it is about) and the suggestions that go with the issues,
 * ordered by how much each issue costs the score. Strengths are named too, so a student knows what
 * to keep.
 */

export interface Finding extends ResumeFeedbackPoint {
  /** How much it matters (issues: roughly the points it costs; strengths: how notable). */
  weight: number;
  suggestion?: string;
}

const MAX_CITED = 8;
const cite = (lines: readonly number[]) => [...new Set(lines)].sort((a, b) => a - b).slice(0, MAX_CITED);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const lineList = (lines: readonly number[]) => {
  const shown = cite(lines);
  const more = lines.length > shown.length ? ` and ${lines.length - shown.length} more` : '';
  return `${shown.length === 1 ? 'line' : 'lines'} ${shown.join(', ')}${more}`;
};
const quote = (text: string, max = 60) =>
  `"${text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text}"`;
const entryName = (e: Entry) => quote(e.header[0]?.content ?? 'a role', 50);

function issue(
  category: ResumeCategory,
  weight: number,
  text: string,
  lines: readonly number[],
  suggestion?: string,
): Finding {
  return { kind: 'issue', category, weight, text, lines: cite(lines), ...(suggestion ? { suggestion } : {}) };
}
function strength(
  category: ResumeCategory,
  weight: number,
  text: string,
  lines: readonly number[] = [],
): Finding {
  return { kind: 'strength', category, weight, text, lines: cite(lines) };
}

function structureFindings(f: ResumeFacts, findings: Finding[]) {
  const has = (n: Parameters<ResumeFacts['sectionNames']['has']>[0]) => f.sectionNames.has(n);
  if (f.parsed.sections.length === 0) {
    findings.push(
      issue(
        'structure',
        12,
        'The resume has no section headings, so a reader (or an applicant-tracking system) cannot find your experience, education or skills at a glance.',
        [],
        'Split the resume into sections with standard headings on their own lines: Experience, Education, Skills (and Projects if you have them).',
      ),
    );
    return;
  }
  if (!has('experience') && !has('projects') && !has('activities')) {
    findings.push(
      issue(
        'structure',
        9,
        'There is no Experience, Projects or Activities section describing what you have done.',
        [],
        'Add an Experience section (jobs, internships, volunteering) or a Projects section, with a few bullets under each entry.',
      ),
    );
  }
  if (!has('education')) {
    findings.push(
      issue(
        'structure',
        5,
        'There is no Education section.',
        [],
        'Add an Education section: school, qualification or course, and dates (expected graduation is fine).',
      ),
    );
  }
  if (!has('skills')) {
    findings.push(
      issue(
        'ats',
        5,
        'There is no Skills section; applicant-tracking systems look for one to match a job’s requirements.',
        [],
        'Add a Skills section listing the tools, languages and methods you have actually used (grouped, e.g. Languages, Tools).',
      ),
    );
  }
  const odd = f.parsed.sections.filter((s) => !s.standard && s.heading);
  if (odd.length) {
    findings.push(
      issue(
        'ats',
        3,
        `${plural(odd.length, 'heading')} ${odd.length === 1 ? 'is' : 'are'} not one applicant-tracking systems know: ${odd
          .slice(0, 4)
          .map((s) => quote(s.heading!.content, 30))
          .join(', ')}.`,
        odd.map((s) => s.heading!.n),
        'Use standard headings such as Summary, Experience, Education, Skills, Projects, Certifications.',
      ),
    );
  }
  if (has('education') && has('skills') && (has('experience') || has('projects'))) {
    findings.push(
      strength(
        'structure',
        3,
        'It has the sections recruiters look for first: experience, education and skills, under headings a system can read.',
        f.parsed.sections.map((s) => s.heading?.n ?? 0).filter(Boolean),
      ),
    );
  }
}

function contactFindings(f: ResumeFacts, findings: Finding[]) {
  const c = f.contact;
  const missing: string[] = [];
  if (!c.email) missing.push('an email address');
  if (!c.phone) missing.push('a phone number');
  if (!c.linkedin && !c.website) missing.push('a LinkedIn profile or portfolio link');
  if (!c.location) missing.push('your city');
  if (!c.name) missing.push('your name as the first line');
  if (missing.length === 0) {
    findings.push(
      strength(
        'contact',
        2,
        'Your contact details are complete: email, phone, a profile link and your city.',
        [c.email!.n, c.phone!.n],
      ),
    );
    return;
  }
  const weight =
    (c.email ? 0 : 8) +
    (c.phone ? 0 : 5) +
    (c.linkedin || c.website ? 0 : 2) +
    (c.location ? 0 : 1) +
    (c.name ? 0 : 3);
  const lines = f.parsed.top
    .filter((l) => l.content)
    .map((l) => l.n)
    .slice(0, 3);
  findings.push(
    issue(
      'contact',
      weight,
      `Contact details are missing ${missing.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
      lines,
      `Put your name on the first line and, under it on one line, ${missing.filter((m) => !m.startsWith('your name')).join(', ') || 'your details'} — an employer who cannot reach you cannot call you for an interview.`,
    ),
  );
}

function impactFindings(f: ResumeFacts, findings: Finding[]) {
  const n = f.statements.length;
  if (n === 0) {
    if (f.parsed.words >= 30) {
      findings.push(
        issue(
          'impact',
          10,
          'No bullet points say what you did in your roles.',
          [],
          'Under each role add 2–5 bullets, each starting with an action verb and, where you can, a number: "Trained 4 new staff on the till system".',
        ),
      );
    }
    return;
  }
  const strong = f.statements.filter((s) => s.verb);
  const weak = f.statements.filter((s) => s.weakOpener);
  const noVerb = f.statements.filter((s) => !s.verb && !s.weakOpener);
  if (strong.length / n >= 0.75) {
    findings.push(
      strength(
        'impact',
        3,
        `${strong.length} of ${n} bullets open with a strong action verb (${[...new Set(strong.slice(0, 3).map((s) => s.verb!.past))].join(', ')}…).`,
        strong.map((s) => s.line.n),
      ),
    );
  }
  if (weak.length) {
    const phrases = [...new Set(weak.map((s) => s.weakOpener!))];
    findings.push(
      issue(
        'impact',
        Math.min(8, 2 + 1.5 * weak.length),
        `${plural(weak.length, 'bullet')} ${weak.length === 1 ? 'opens' : 'open'} with ${phrases
          .slice(0, 3)
          .map((p) => `"${p}"`)
          .join(
            ', ',
          )}, which ${phrases.length === 1 ? 'names a duty' : 'name duties'} rather than what you did (${lineList(weak.map((s) => s.line.n))}).`,
        weak.map((s) => s.line.n),
        'Start each bullet with a verb for what you did — led, built, trained, resolved — then the result.',
      ),
    );
  }
  if (noVerb.length >= 2 || (noVerb.length === 1 && n <= 3)) {
    findings.push(
      issue(
        'impact',
        Math.min(6, 1 + noVerb.length),
        `${plural(noVerb.length, 'bullet')} ${noVerb.length === 1 ? 'does' : 'do'} not start with an action verb (${lineList(noVerb.map((s) => s.line.n))}), e.g. ${quote(noVerb[0]!.line.content, 50)}.`,
        noVerb.map((s) => s.line.n),
        'Rewrite them to open with a past-tense action verb (present tense for your current role).',
      ),
    );
  }
  const quantified = f.statements.filter((s) => s.quantified);
  const unquantified = f.statements.filter((s) => !s.quantified);
  if (quantified.length / n >= 0.5) {
    findings.push(
      strength(
        'impact',
        3,
        `${quantified.length} of ${n} bullets give a number — a size, a result or a time — which is what makes an achievement believable.`,
        quantified.map((s) => s.line.n),
      ),
    );
  } else {
    findings.push(
      issue(
        'impact',
        Math.min(10, 2 + 8 * (1 - quantified.length / n / 0.5)),
        `Only ${quantified.length} of ${n} bullets ${quantified.length === 1 ? 'has' : 'have'} a number. Without figures, ${lineList(unquantified.map((s) => s.line.n))} read as duties, not results.`,
        unquantified.map((s) => s.line.n),
        'Add one figure to each bullet you can: how many people, how much money or time, how often, by what percentage.',
      ),
    );
  }
}

function languageFindings(f: ResumeFacts, findings: Finding[]) {
  for (const cliche of f.cliches.slice(0, 4)) {
    findings.push(
      issue(
        'language',
        2.5,
        `"${cliche.phrase}" is a phrase recruiters skim past (${lineList(cliche.lines)}). ${cliche.instead}`,
        cliche.lines,
        `Replace "${cliche.phrase}" with evidence: ${cliche.instead.charAt(0).toLowerCase()}${cliche.instead.slice(1)}`,
      ),
    );
  }
  if (f.cliches.length > 4) {
    findings.push(
      issue(
        'language',
        2,
        `${f.cliches.length - 4} more stock phrases: ${f.cliches
          .slice(4, 9)
          .map((c) => `"${c.phrase}"`)
          .join(', ')}.`,
        f.cliches.slice(4).flatMap((c) => c.lines),
      ),
    );
  }
  const firstPerson = f.firstPerson;
  if (firstPerson.length) {
    findings.push(
      issue(
        'language',
        Math.min(6, 1.5 * firstPerson.length),
        `${plural(firstPerson.length, 'line')} ${firstPerson.length === 1 ? 'uses' : 'use'} "I" or "my" (${lineList(firstPerson.map((l) => l.n))}); resumes leave the pronoun out.`,
        firstPerson.map((l) => l.n),
        'Drop "I" and "my": "I helped customers find products" becomes "Guided customers to the products they needed".',
      ),
    );
  }
  for (const slip of f.tenseSlips) {
    findings.push(
      issue(
        'language',
        3,
        `The bullets under ${entryName(slip.entry)} switch tense (${lineList(slip.lines)}); ${slip.expected === 'past' ? 'a finished role is written in the past tense' : 'a current role is written in the present tense'}.`,
        slip.lines,
        `Put the bullets of ${entryName(slip.entry)} in the ${slip.expected} tense.`,
      ),
    );
  }
  if (f.misspellings.length) {
    const shown = f.misspellings
      .slice(0, 6)
      .map((m) => (m.replacement ? `"${m.word}" → "${m.replacement}"` : `"${m.word}"`));
    findings.push(
      issue(
        'language',
        Math.min(9, 2 + 1.5 * f.misspellings.length),
        `${plural(f.misspellings.length, 'spelling mistake')}: ${shown.join(', ')}${f.misspellings.length > 6 ? '…' : ''}.`,
        f.misspellings.map((m) => m.line),
        'Fix the spelling: one typo is enough for some recruiters to stop reading.',
      ),
    );
  }
  if (f.capitalShare > 0.6) {
    findings.push(
      issue(
        'ats',
        5,
        'Most of the resume is in capital letters, which reads as shouting and is harder to scan.',
        f.parsed.lines
          .filter((l) => l.content)
          .slice(0, 3)
          .map((l) => l.n),
        'Write in sentence case; keep capitals for headings if you like.',
      ),
    );
  }
}

function lengthFindings(f: ResumeFacts, findings: Finding[]) {
  const words = f.parsed.words;
  if (words < 150) {
    findings.push(
      issue(
        'length',
        8,
        `At ${words} words the resume is very thin; most student resumes need 300–600 words to show what they can do.`,
        [],
        'Add your education, a skills list and 2–5 bullets for each job, project, club or volunteering role.',
      ),
    );
  } else if (words < 250) {
    findings.push(
      issue(
        'length',
        3,
        `At ${words} words the resume has room for more: projects, coursework, volunteering or activities.`,
        [],
      ),
    );
  } else if (words > 1000) {
    findings.push(
      issue(
        'length',
        6,
        `At ${words} words the resume runs past two pages; recruiters spend seconds on a first read.`,
        [],
        'Cut it to one or two pages: keep the strongest 3–5 bullets per role and drop repeated duties.',
      ),
    );
  } else if (words >= 300 && words <= 850 && f.statements.length >= 6) {
    findings.push(strength('length', 1, `At ${words} words it fits one to two pages.`));
  }
  if (f.longStatements.length) {
    findings.push(
      issue(
        'length',
        Math.min(6, 1.5 * f.longStatements.length),
        `${plural(f.longStatements.length, 'bullet')} ${f.longStatements.length === 1 ? 'runs' : 'run'} past 30 words (${lineList(f.longStatements.map((l) => l.n))}).`,
        f.longStatements.map((l) => l.n),
        'Keep each bullet to one or two lines: the action, what it touched, and the result.',
      ),
    );
  }
  if (f.paragraphs.length >= 2) {
    findings.push(
      issue(
        'structure',
        Math.min(6, 2 + f.paragraphs.length),
        `Your experience is written in paragraphs (${lineList(f.paragraphs.map((l) => l.n))}); bullets are much quicker to scan.`,
        f.paragraphs.map((l) => l.n),
        'Break each paragraph into bullets, one achievement per bullet.',
      ),
    );
  }
}

function dateFindings(f: ResumeFacts, findings: Finding[]) {
  if (f.undated.length) {
    findings.push(
      issue(
        'dates',
        Math.min(6, 2 * f.undated.length),
        `${plural(f.undated.length, 'role')} ${f.undated.length === 1 ? 'has' : 'have'} no dates: ${f.undated.slice(0, 3).map(entryName).join(', ')}.`,
        f.undated.map((e) => e.header[0]!.n),
        'Give every role a start and end month, e.g. "Jun 2023 – Aug 2023".',
      ),
    );
  }
  if (f.dateStyles.size > 1) {
    const styles = [...f.dateStyles.entries()];
    findings.push(
      issue(
        'dates',
        3,
        `Dates are written in ${styles.length} different styles (${styles.map(([style]) => style.replace('-', ' ')).join(', ')}).`,
        styles.flatMap(([, lines]) => lines),
        'Write every date the same way, e.g. "Jun 2023 – Aug 2023".',
      ),
    );
  }
  if (f.outOfOrder.length) {
    findings.push(
      issue(
        'dates',
        3,
        `Experience is not newest first: ${entryName(f.outOfOrder[0]!)} ended later than the role above it.`,
        f.outOfOrder.map((e) => e.datesLine ?? e.header[0]!.n),
        'List roles in reverse chronological order, the current or latest first.',
      ),
    );
  }
  for (const entry of f.backwards) {
    findings.push(
      issue('dates', 3, `The dates of ${entryName(entry)} end before they start.`, [
        entry.datesLine ?? entry.header[0]!.n,
      ]),
    );
  }
  for (const gap of f.gaps.slice(0, 2)) {
    const end = gap.before.dates?.end;
    const from = end && end !== 'present' ? ` (after ${monthLabel(end.month)})` : '';
    findings.push(
      issue(
        'dates',
        2,
        `There are ${gap.months} months between ${entryName(gap.before)}${from} and ${entryName(gap.after)}.`,
        [gap.before.datesLine ?? 0, gap.after.datesLine ?? 0].filter(Boolean),
        'If you were studying, caring for someone, travelling or job hunting then, one line saying so answers the question before it is asked.',
      ),
    );
  }
}

function skillFindings(f: ResumeFacts, findings: Finding[]) {
  const hard = [...f.skills.values()].filter((h) => h.skill.kind === 'hard');
  if (hard.length >= 6) {
    findings.push(
      strength(
        'ats',
        2,
        `It names ${hard.length} concrete skills a system can match (${hard
          .slice(0, 5)
          .map((h) => h.skill.name)
          .join(', ')}…).`,
        hard.flatMap((h) => h.lines),
      ),
    );
  } else if (f.parsed.words >= 100) {
    findings.push(
      issue(
        'ats',
        3,
        `Only ${plural(hard.length, 'concrete skill')} (tools, methods, languages) ${hard.length === 1 ? 'is' : 'are'} named${hard.length ? `: ${hard.map((h) => h.skill.name).join(', ')}` : ''}.`,
        hard.flatMap((h) => h.lines),
        'Name the tools and methods you used — software, equipment, languages, techniques — in your bullets and in a Skills section.',
      ),
    );
  }
}

/** All findings, issues first by weight, then strengths. */
export function findingsOf(f: ResumeFacts, _parts: ScoreParts): Finding[] {
  const findings: Finding[] = [];
  structureFindings(f, findings);
  contactFindings(f, findings);
  impactFindings(f, findings);
  languageFindings(f, findings);
  lengthFindings(f, findings);
  dateFindings(f, findings);
  skillFindings(f, findings);
  return findings.sort((a, b) => (a.kind === b.kind ? b.weight - a.weight : a.kind === 'issue' ? -1 : 1));
}

export function toPoint({ kind, category, text, lines }: Finding): ResumeFeedbackPoint {
  return { kind, category, text, lines };
}

export function suggestionsOf(findings: readonly Finding[]): ResumeSuggestion[] {
  return findings
    .filter((f) => f.kind === 'issue' && f.suggestion)
    .map((f) => ({ text: f.suggestion!, lines: f.lines }));
}
