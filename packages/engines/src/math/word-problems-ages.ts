// Age stories: two people, their ages now, in n years and n years ago ("Ann is 3 times as old as Ben.
// In 5 years she will be twice as old as he will be."), and "in how many years will …".
import {
  asksForUnknowns,
  clause,
  factor,
  factorValue,
  fitAny,
  num,
  plus,
  type Story,
  times,
  type WordTranslation,
} from './word-problems-text.ts';

const PERSON = `(?:(?:his|her|their|the|a|an) )?[a-z][a-z']*`;
const PRONOUNS = /^(?:he|she|him|her)$/i;
const NOT_PEOPLE = /^(?:they|them|it|their|ages?|sum|total|years?|now|together|each|both|who|which)$/i;
/** "3 times as old as", "5 years older than". */
const COMPARED = `(?:${factor('f')} as old as|${num('d')} years (?<dir>older|younger) than)`;
const A = `(?<a>${PERSON})`;
const B = `(?<b>${PERSON})`;
const IN_YEARS = `(?:in ${num('s')} years(?:' time| from now)?|${num('s2')} years from now)`;
const AGO = `${num('s')} years ago`;
const SUM = `(?:the sum of their (?:present |current )?ages is|their (?:present |current )?ages (?:add up to|add to|total|sum to)|the total of their ages is|their combined age is|together,? they are)`;

/** The years of "in how many years will …": the number asked for. */
const ASKED = '?';
type Shift = { years: string; later: boolean } | null;
interface Fact {
  kind: 'compare' | 'known' | 'sum';
  parts: Record<string, string>;
  shift: Shift;
  /** The shift is the unknown number of years. */
  askedYears?: boolean;
}

const FACTS: [RegExp, (p: Record<string, string>) => Fact][] = [
  [clause(`${A} is ${COMPARED} ${B}(?: is)?(?: now)?`), (p) => ({ kind: 'compare', parts: p, shift: null })],
  [
    clause(`${IN_YEARS},? ${A} will be ${COMPARED} ${B}(?: will be)?`),
    (p) => ({ kind: 'compare', parts: p, shift: { years: p.s ?? p.s2!, later: true } }),
  ],
  [
    clause(`${A} will be ${COMPARED} ${B}(?: will be)? ${IN_YEARS}`),
    (p) => ({ kind: 'compare', parts: p, shift: { years: p.s ?? p.s2!, later: true } }),
  ],
  [
    clause(`${AGO},? ${A} was ${COMPARED} ${B}(?: was)?`),
    (p) => ({ kind: 'compare', parts: p, shift: { years: p.s!, later: false } }),
  ],
  [
    clause(`${A} was ${COMPARED} ${B}(?: was)? ${AGO}`),
    (p) => ({ kind: 'compare', parts: p, shift: { years: p.s!, later: false } }),
  ],
  [
    clause(
      `(?:in how many years|after how many years|how many years from now) will ${A} be ${COMPARED} ${B}(?: will be)?`,
    ),
    (p) => ({ kind: 'compare', parts: p, shift: { years: ASKED, later: true }, askedYears: true }),
  ],
  [
    clause(`how many years ago was ${A} ${COMPARED} ${B}(?: was)?`),
    (p) => ({ kind: 'compare', parts: p, shift: { years: ASKED, later: false }, askedYears: true }),
  ],
  [
    clause(`${A}(?:'s age)? is ${num('n')}(?: years old| years of age| years)?(?: now| today)?`),
    (p) => ({ kind: 'known', parts: p, shift: null }),
  ],
  [clause(`${SUM} ${num('t')}(?: years(?: old)?)?`), (p) => ({ kind: 'sum', parts: p, shift: null })],
  [
    clause(`${IN_YEARS},? the sum of their ages will be ${num('t')}(?: years)?`),
    (p) => ({ kind: 'sum', parts: p, shift: { years: p.s ?? p.s2!, later: true } }),
  ],
];

const keyOf = (person: string) => person.toLowerCase().replace(/^(?:his|her|their|the|a|an) /, '');

/** "her son" → "the son", "Ann" → "Ann". */
const displayOf = (person: string) => person.replace(/^(?:his|her|their|the|a|an) /i, 'the ');

/** Ages now as letters or known numbers; one equation per fact that compares or sums them. */
export function ages(story: Story): WordTranslation | null {
  const facts: Fact[] = [];
  for (const text of story) {
    const found = FACTS.map(([pattern, make]) => ({ parts: fitAny(text, [pattern])?.parts, make })).find(
      (f) => f.parts,
    );
    if (found) facts.push(found.make(found.parts!));
    else if (!asksForUnknowns(text)) return null;
  }
  // People in order of mention; "he"/"she" is the one person the clause does not already name.
  const people: string[] = [];
  const display = new Map<string, string>();
  const resolve = (person: string | undefined, other: string | undefined): string | null => {
    if (!person) return null;
    if (PRONOUNS.test(person)) {
      const others = people.filter((p) => p !== (other ? keyOf(other) : ''));
      return others.length === 1 ? others[0]! : null;
    }
    if (NOT_PEOPLE.test(keyOf(person))) return null;
    const key = keyOf(person);
    if (!people.includes(key)) {
      people.push(key);
      display.set(key, displayOf(person));
    }
    return key;
  };
  const resolved: { fact: Fact; a: string | null; b: string | null }[] = [];
  for (const fact of facts) {
    if (fact.kind === 'sum') {
      resolved.push({ fact, a: null, b: null });
      continue;
    }
    // Names first, so that a pronoun in the same clause can be told apart from them.
    const { a, b } = fact.parts;
    const aKey = a && !PRONOUNS.test(a) ? resolve(a, undefined) : null;
    const bKey = b && !PRONOUNS.test(b) ? resolve(b, undefined) : null;
    const first = aKey ?? resolve(a, b);
    const second = b ? (bKey ?? resolve(b, a)) : null;
    if (!first || (b && !second) || first === second) return null;
    resolved.push({ fact, a: first, b: second });
  }
  if (people.length !== 2) return null;

  const known = new Map<string, string>();
  for (const { fact, a } of resolved)
    if (fact.kind === 'known') {
      if (known.has(a!)) return null;
      known.set(a!, fact.parts.n!);
    }
  const asked = resolved.filter((r) => r.fact.askedYears);
  if (asked.length > 1) return null;
  const unknownPeople = people.filter((p) => !known.has(p));
  const letters = ['x', 'y'];
  const letter = new Map(unknownPeople.map((p, i) => [p, letters[i]!]));
  const yearsLetter = asked.length ? letters[unknownPeople.length] : undefined;
  if (unknownPeople.length + (yearsLetter ? 1 : 0) > 2) return null;

  const age = (person: string, shift: Shift) => {
    const now = letter.get(person) ?? known.get(person)!;
    if (!shift) return now;
    const years = shift.years === ASKED ? yearsLetter! : shift.years;
    return plus(now, years, !shift.later);
  };
  const equations: string[] = [];
  for (const { fact, a, b } of resolved) {
    if (fact.kind === 'known') continue;
    if (fact.kind === 'sum') {
      const [p, q] = people as [string, string];
      equations.push(
        fact.shift
          ? `(${age(p, fact.shift)}) + (${age(q, fact.shift)}) = ${fact.parts.t}`
          : `${age(p, null)} + ${age(q, null)} = ${fact.parts.t}`,
      );
      continue;
    }
    const left = age(a!, fact.shift);
    const right = age(b!, fact.shift);
    const { f, d, dir } = fact.parts;
    equations.push(
      `${left} = ${f ? times(factorValue(f), right) : plus(right, d!, dir!.toLowerCase() === 'younger')}`,
    );
  }
  const unknownCount = unknownPeople.length + (yearsLetter ? 1 : 0);
  if (unknownCount === 0 || equations.length !== unknownCount) return null;
  if (equations.some((e) => !/[xy]/.test(e))) return null;

  const unknowns = unknownPeople.map((p) => ({
    name: letter.get(p)!,
    meaning: `${display.get(p)}'s age now, in years`,
  }));
  if (yearsLetter)
    unknowns.push({
      name: yearsLetter,
      meaning: asked[0]!.fact.shift!.later ? 'the number of years from now' : 'the number of years ago',
    });
  return { math: equations.join(', '), unknowns, template: 'ages' };
}
