/**
 * The local agent's router: which of the app's tools a student's message asks for, and what the
 * tool should act on. Intent rules first (each rule a command phrase with its own argument
 * extraction), then a small keyword classifier that breaks ties between rules and catches
 * paraphrases no rule names. No tool (null) means: answer from retrieved passages.
 */

export const CHAT_TOOLS = [
  'solve_math',
  'make_quiz',
  'make_flashcards',
  'draw_diagram',
  'read_aloud',
  'search_library',
  'define',
  'check_plagiarism',
  'improve_writing',
  'find_sources',
] as const;
export type ChatTool = (typeof CHAT_TOOLS)[number];

export interface RoutedIntent {
  /** null: answer from retrieval. */
  tool: ChatTool | null;
  /**
   * What the tool acts on: the equation, expression or word problem for solve_math; the topic for
   * make_quiz, make_flashcards, draw_diagram (with the kind kept when it matters to the drawing:
   * "timeline of …", "graph of …", "mind map of …") and find_sources; the term for define; the
   * text for read_aloud, check_plagiarism and improve_writing; the search words for
   * search_library; for null the question itself.
   */
  argument: string;
  /** How many questions or cards were asked for ("quiz me with 5 questions"). */
  count?: number;
}

// ---------------------------------------------------------------------------------------------
// Normalising the message

/** Misspellings of the words the rules look for. */
const TYPOS = new Map<string, string>([
  ['quizz', 'quiz'],
  ['qiuz', 'quiz'],
  ['quize', 'quiz'],
  ['quizes', 'quizzes'],
  ['quizs', 'quizzes'],
  ['flashcrads', 'flashcards'],
  ['flascards', 'flashcards'],
  ['flashcads', 'flashcards'],
  ['flahscards', 'flashcards'],
  ['falshcards', 'flashcards'],
  ['flshcards', 'flashcards'],
  ['flaschards', 'flashcards'],
  ['flashcrad', 'flashcard'],
  ['diagrm', 'diagram'],
  ['diagam', 'diagram'],
  ['diagramm', 'diagram'],
  ['digram', 'diagram'],
  ['daigram', 'diagram'],
  ['picure', 'picture'],
  ['pictue', 'picture'],
  ['pitcure', 'picture'],
  ['plagarism', 'plagiarism'],
  ['plagerism', 'plagiarism'],
  ['plagiarsm', 'plagiarism'],
  ['plagurism', 'plagiarism'],
  ['plagirism', 'plagiarism'],
  ['plagarised', 'plagiarised'],
  ['plagerised', 'plagiarised'],
  ['plagarized', 'plagiarized'],
  ['plagerized', 'plagiarized'],
  ['plagarize', 'plagiarize'],
  ['plagarise', 'plagiarise'],
  ['defintion', 'definition'],
  ['definiton', 'definition'],
  ['defnition', 'definition'],
  ['deffinition', 'definition'],
  ['defenition', 'definition'],
  ['defne', 'define'],
  ['grammer', 'grammar'],
  ['refrences', 'references'],
  ['referances', 'references'],
  ['refernces', 'references'],
  ['soruces', 'sources'],
  ['sorces', 'sources'],
  ['sourses', 'sources'],
  ['equaton', 'equation'],
  ['eqation', 'equation'],
  ['equasion', 'equation'],
  ['derivitive', 'derivative'],
  ['derivatve', 'derivative'],
  ['illustarte', 'illustrate'],
  ['pronounciation', 'pronunciation'],
  ['wat', 'what'],
  ['wats', "what's"],
  ['whats', "what's"],
]);

/** Long command words: a word one edit away (or one swap) from one of these is taken for it. */
const FUZZY_KEYWORDS = [
  'flashcards',
  'plagiarism',
  'plagiarised',
  'plagiarized',
  'proofread',
  'references',
  'definition',
  'illustrate',
  'visualize',
  'visualise',
  'derivative',
];

/** Optimal string alignment distance, stopping early once it exceeds 1. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > 1) return false;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length]! <= 1;
}

function fixWord(word: string): string {
  const lower = word.toLowerCase();
  const known = TYPOS.get(lower);
  if (known) return known;
  if (lower.length >= 8 && !FUZZY_KEYWORDS.includes(lower)) {
    const near = FUZZY_KEYWORDS.find((k) => withinOneEdit(lower, k));
    if (near) return near;
  }
  return word;
}

interface Fixed {
  /** The message with command words' misspellings corrected (what the rules read). */
  text: string;
  /** Where an offset in `text` (at a word boundary) falls in the message as typed. */
  toOriginal(offset: number): number;
}

/**
 * Corrects misspelt command words. Text a tool acts on is taken from the message as typed (a
 * student's "grammer" in a paragraph to proofread stays), so offsets map back.
 */
function fixTypos(original: string): Fixed {
  const edits: { at: number; from: number; len: number; origLen: number }[] = [];
  let delta = 0;
  const text = original.replace(/[A-Za-z]+/g, (word: string, offset: number) => {
    const fixed = fixWord(word);
    if (fixed !== word) {
      edits.push({ at: offset + delta, from: offset, len: fixed.length, origLen: word.length });
      delta += fixed.length - word.length;
    }
    return fixed;
  });
  const toOriginal = (offset: number) => {
    let shift = 0;
    for (const e of edits) {
      if (offset >= e.at + e.len) shift += e.origLen - e.len;
      else if (offset > e.at) return e.from + e.origLen;
      else break;
    }
    return offset + shift;
  };
  return { text, toOriginal };
}

/** Polite or filler openings: "hey, can you please", "I'd like you to". */
const POLITE =
  /^(?:(?:hey|hi|hello|ok|okay|so|um|uh|please|pls|plz|kindly|now|also|and)\b[\s,!.]*|(?:can|could|would|will) (?:you|u)\b\s*(?:please\s+)?|i (?:want|need|would like|wanna)(?: you)?(?: to)?\s+|i['’]d like(?: you)?(?: to)?\s+|let['’]?s\s+)/i;

function stripPolite(text: string): string {
  let s = text.trim();
  for (let i = 0; i < 6; i++) {
    const m = POLITE.exec(s);
    if (!m || m[0].length === 0) break;
    s = s.slice(m[0].length).trimStart();
  }
  return s;
}

const TRAILING =
  /(?:(?:^|[\s,]+)(?:please|pls|plz|thanks|thank you|thx|for me|now|right now|quickly|asap))+[\s.!?]*$|[\s.!?…]+$/i;

/** Trim, drop wrapping quotes, trailing "please"/"?"/"." and a leading article. */
function cleanTopic(text: string): string {
  let s = text.trim();
  for (let i = 0; i < 4; i++) {
    const before = s;
    s = s
      .replace(TRAILING, '')
      .replace(/^[\s:,;–—-]+/, '')
      .trim();
    s = unquote(s);
    if (s === before) break;
  }
  return s.replace(/^(?:the|a|an)\s+/i, '').trim();
}

const QUOTE_PAIRS: [string, string][] = [
  ['"', '"'],
  ['“', '”'],
  ["'", "'"],
  ['‘', '’'],
  ['«', '»'],
];

function unquote(text: string): string {
  const s = text.trim();
  for (const [open, close] of QUOTE_PAIRS) {
    if (s.length > 2 && s.startsWith(open) && s.endsWith(close)) {
      // An apostrophe inside a word ("don't") is not a quotation mark.
      const inner = s.slice(open.length, s.length - close.length);
      const marks = inner.replace(/(?<=\p{L})['’](?=\p{L})/gu, '');
      if (!marks.includes(open) && !marks.includes(close)) return inner.trim();
    }
  }
  return s;
}

/** The longest quoted stretch of the text, if any. */
function quoted(text: string): string | null {
  const found: string[] = [];
  for (const m of text.matchAll(/"([^"]+)"|“([^”]+)”|«([^»]+)»/g)) found.push((m[1] ?? m[2] ?? m[3])!);
  // Single quotes only as a pair around words, so "don't" does not open a quotation.
  for (const m of text.matchAll(/(?:^|[\s:(])['‘](.+?)['’](?=$|[\s.,;:!?)])/g)) found.push(m[1]!);
  const best = found.map((s) => s.trim()).filter((s) => s.length > 0);
  if (best.length === 0) return null;
  return best.reduce((a, b) => (b.length > a.length ? b : a));
}

/**
 * The text a text tool should act on, after the command ends at `from`: what follows a colon,
 * else a quotation, else the rest of the message.
 */
function payloadAfter(text: string, from: number): string {
  const rest = text.slice(from);
  const colon = /:\s+|:$/.exec(rest);
  if (colon) {
    let after = rest.slice(colon.index + colon[0].length).trim();
    // '"Me and him went to the shop"?': the question mark is the asker's, not the text's.
    if (/^["“‘'«]/.test(after)) after = after.replace(/(["”’'»])\s*[?!.]+$/, '$1');
    if (after) return unquote(after);
  }
  const q = quoted(text);
  if (q) return q;
  return unquote(
    rest
      .replace(
        /^[\s?.!,;:–—-]*(?:(?:this|that|it|the following|following|these|those)\b\s*(?:(?:text|sentence|sentences|paragraph|paragraphs|passage|words?|lines?)\b)?)?[\s?.!,;:–—-]*/i,
        '',
      )
      .replace(/[\s,]+(?:please|pls|thanks|thank you)[\s.!?]*$/i, '')
      .trim(),
  );
}

// ---------------------------------------------------------------------------------------------
// Counts

const NUMBER_WORDS = new Map<string, number>([
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
  ['twenty', 20],
  ['thirty', 30],
  ['forty', 40],
  ['fifty', 50],
]);
const NUMW = `(?:\\d{1,3}|${[...NUMBER_WORDS.keys()].join('|')})`;

function toNumber(token: string): number | undefined {
  const n = /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS.get(token.toLowerCase());
  return n !== undefined && n >= 1 && n <= 100 ? n : undefined;
}

const COUNT_PHRASE = new RegExp(
  `(?:\\s*\\b(?:with|using|of|in)\\s+)?\\b(${NUMW})[\\s-]*(?:quiz\\s+|practice\\s+|multiple[- ]choice\\s+)?(?:questions?|qs|flash[\\s-]?cards?|cards?|items?)\\b`,
  'i',
);

/** A count named in the message ("5 questions", "a 10-question quiz") and the message without it. */
function takeCount(text: string): { count?: number; rest: string } {
  const m = COUNT_PHRASE.exec(text);
  if (!m) return { rest: text };
  const count = toNumber(m[1]!);
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  return count === undefined ? { rest: text } : { count, rest };
}

// ---------------------------------------------------------------------------------------------
// Math

const YEAR = '(?:1\\d{3}|20\\d{2})';
/** Things that look like arithmetic but are not: year ranges, dates, "2-3 sentences". */
const NOT_MATH = [
  /\b\d{1,4}\s*(?:BCE?|CE|AD)\b/gi,
  new RegExp(`\\b${YEAR}\\s*[-–—/]\\s*(?:${YEAR}|\\d{2})\\b`, 'g'),
  /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/g,
  /\b\d{1,3}\s*[-–]\s*\d{1,3}\s+(?![-+*/^=])[a-z]{3,}/gi,
  /\b\d{1,2}:\d{2}\b/g,
];

const OPERAND = String.raw`(?:\d|\b[a-z]\b|[)²³!])`;
const OPERAND_AFTER = String.raw`(?:\d|\b[a-z]\b|[(√-])`;
const STRONG_OP = new RegExp(`${OPERAND}\\s*(?:[+*^×÷=<>≤≥]|\\*\\*)\\s*${OPERAND_AFTER}`);
const WEAK_OP = new RegExp(`${OPERAND}\\s*[-/−]\\s*(?:\\d|\\b[a-z]\\b|\\()`);
const FUNCTION_CALL =
  /\b(?:sin|cos|tan|log|ln|sqrt|exp|abs)\s*\(|√|∫|\bd\/d[a-z]\b|[a-z]\^\d|\d\^\d|[a-z][²³]/;
/** "7 x 8": x as a times sign between plain numbers. */
const TIMES_X = /(?<![\w.])\d+(?:\.\d+)?\s*x\s*\d+(?:\.\d+)?(?![\w.])/;
const CALCULUS =
  /\b(?:derivative|differentiate|integrate|integral|antiderivative|limit|simplify|factori[sz]e|factor|expand|evaluate)\b/i;
const WORD_OPS =
  /\d\s*factorial\b|\bfactorial of \d|\d\s*(?:plus|minus|times|multiplied by|divided by|over|to the power of|squared|cubed|mod)\b|\b(?:square|cube) root of\s*\d|\d\s*(?:%|percent)\s*of\s*\d|\b\d+!/i;
/** Quantities asked of a figure or a chance: one number is enough ("the area of a circle with radius 5"). */
const MEASURE_ASK =
  /\b(?:what is|what's|find|calculate|work out)\s+the\s+(?:area|perimeter|circumference|volume|surface area|probability|hypotenuse|gradient|slope)\b/i;
const PROBLEM_ASK =
  /\bhow (?:many|much|far|long|fast|old|tall|heavy)\b|\bwhat is the (?:total|average|mean|area|perimeter|volume|speed|probability|cost|price|sum|product)\b|\bfind the (?:total|average|area|perimeter|volume|speed|probability|value)\b/i;

type MathKind = 'expression' | 'words' | 'problem' | 'solve';

function mathKind(text: string): MathKind | null {
  let t = text;
  for (const re of NOT_MATH) t = t.replace(re, ' ');
  const lower = t.toLowerCase();
  if (FUNCTION_CALL.test(lower) || STRONG_OP.test(lower) || WEAK_OP.test(lower) || TIMES_X.test(lower))
    return 'expression';
  const withoutYears = lower.replace(new RegExp(`\\b${YEAR}\\b`, 'g'), ' ');
  if (CALCULUS.test(lower) && /(?<![a-z])\d|\b[b-hj-z]\b|\^/.test(withoutYears)) return 'expression';
  if (WORD_OPS.test(lower)) return 'words';
  const numbers = (lower.match(/\b\d+(?:\.\d+)?\b/g) ?? []).filter((n) => !new RegExp(`^${YEAR}$`).test(n));
  if ((numbers.length >= 2 && PROBLEM_ASK.test(lower)) || (numbers.length >= 1 && MEASURE_ASK.test(lower)))
    return 'problem';
  if (/\bsolve\b/.test(lower) && (/(?<![a-z])\d|\bfor [a-z]\b/.test(withoutYears) || /:\s*\S/.test(lower)))
    return 'solve';
  return null;
}

function wordOpsToSymbols(text: string): string {
  return text
    .replace(/\b(?:square root|sqrt) of\s*(\d+(?:\.\d+)?)/gi, 'sqrt($1)')
    .replace(/\bcube root of\s*(\d+(?:\.\d+)?)/gi, 'cbrt($1)')
    .replace(/\s*\b(?:times|multiplied by)\b\s*/gi, '*')
    .replace(/\s*\bdivided by\b\s*/gi, '/')
    .replace(/\s*\bplus\b\s*/gi, '+')
    .replace(/\s*\bminus\b\s*/gi, '-')
    .replace(/\s*\bto the power of\b\s*/gi, '^')
    .replace(/\s*\bsquared\b/gi, '^2')
    .replace(/\s*\bcubed\b/gi, '^3')
    .replace(/(\d)\s*percent\s+of\b/gi, '$1% of')
    .replace(/(\d)\s*factorial\b/gi, '$1!')
    .replace(/\bfactorial of\s*(\d+)/gi, '$1!');
}

/** The end of a math message: "?", "." and "please" go, a factorial's "!" stays. */
const MATH_TRAILING =
  /(?:(?:^|[\s,]+)(?:please|pls|plz|thanks|thank you|thx|for me|now|quickly))+[\s.?]*$|[\s.?…]+$|(?<![\d)\s])!+$|\s+!+$/i;

function mathArgument(text: string, kind: MathKind): string {
  let s = stripPolite(text).replace(MATH_TRAILING, '').trim();
  if (kind === 'problem') return s;
  s = s.replace(
    /^(?:help me(?: to)?(?: with| solve)?|i need help(?: with)?|how do (?:i|you) solve|show me how to solve)\s+(?:this|the|my)?\s*(?:math\s+)?(?:equation|problem|question|expression|sum|homework)?\s*:?\s*/i,
    '',
  );
  if (!/^solve\s+for\s+[a-z]\b/i.test(s))
    s = s.replace(
      /^(?:solve|calculate|compute|work out|what(?:['’]s| is| are)|find(?: the value of)?|tell me)\s+(?:this|the|for me)?\s*(?:equation|expression|problem|sum)?\s*:?\s*/i,
      '',
    );
  s = s.replace(
    /^(?:find|what(?:['’]s| is)|calculate|compute|tell me)\s+(?=the\s+(?:derivative|integral|limit)\b)/i,
    '',
  );
  s = s.replace(/^the\s+(?=(?:derivative|integral|limit)\b)/i, '');
  // "x^2 + 3x = 10, what is x?": the question after the equation goes.
  s = s.replace(/[\s,;.]*(?:what(?:['’]s| is)|find|solve for|what does)\s+[a-z](?:\s+equal)?\s*[?.]*$/i, '');
  if (kind === 'words') s = wordOpsToSymbols(s);
  if (!/[=<>]/.test(s) && !/[a-wyz]/i.test(s.replace(/\b(?:sqrt|cbrt)\(/g, '')))
    s = s.replace(new RegExp(TIMES_X.source, 'g'), (m) => m.replace(/\s*x\s*/, '*'));
  return s.replace(MATH_TRAILING, '').trim();
}

// ---------------------------------------------------------------------------------------------
// Rules

interface Candidate {
  tool: ChatTool;
  argument: string;
  count?: number;
  /** How sure the rule is: 12 a text command, 10 an explicit command, 5–9 weaker signals. */
  weight: number;
}

/**
 * A rule reads the corrected message (`text`) and its request without polite openings (`core`, a
 * suffix of `text`); `payload(i)` is the text to act on after offset i of `core`, as typed.
 */
type Rule = (text: string, core: string, payload: (coreOffset: number) => string) => Candidate | null;

/** What a student keeps in the library ("my notes", "my last quiz"). */
const LIBRARY_KINDS =
  '(?:notes?|papers?|essays?|quiz(?:zes)?|tests?|flash[\\s-]?cards?|library|projects?|uploads?|documents?|files?|sources|decks?|study sets?|assignments?|summar(?:y|ies)|readings?|lectures?|slides)';

const rules: Record<ChatTool, Rule> = {
  check_plagiarism(text, core, payload) {
    const inCore = (textOffset: number) => Math.max(0, textOffset - (text.length - core.length));
    const original = /\b(?:is|was)\s+(?:this|it|that|my\s+\w+)\s+(?:original|copied)\b/i.exec(text);
    if (original)
      return {
        tool: 'check_plagiarism',
        argument: payload(inCore(original.index + original[0].length)),
        weight: 12,
      };
    const m = /\bplagiari[sz](?:m|ed|e|ing)\b/i.exec(text);
    if (!m) return null;
    const asks =
      /\b(?:check|scan|test|run|detect|checker|look)\b/i.test(text) ||
      /\b(?:is|was|are)\s+(?:this|it|that|these|my\s+\w+)\s+(?:\w+\s+)?plagiari/i.test(text) ||
      /\bdid i\s+plagiari/i.test(text) ||
      /plagiari\w*\s*(?:check)?\s*:/i.test(text) ||
      /^plagiari/i.test(stripPolite(text));
    if (!asks) return null;
    return { tool: 'check_plagiarism', argument: payload(inCore(m.index + m[0].length)), weight: 12 };
  },

  improve_writing(_text, core, payload) {
    const WRITING =
      '(?:essay|writing|paragraphs?|sentences?|text|paper|report|introduction|conclusion|draft|story|poem|letter|answer|work)';
    const patterns = [
      /^(?:improve|proof-?read|polish|rephrase|reword|rewrite|paraphrase)\b/i,
      new RegExp(
        `\\b(?:improve|proof-?read|polish|rephrase|reword|rewrite|paraphrase)\\s+(?:this|that|the following|my\\s+(?:\\w+\\s+)?${WRITING})\\b(?:\\s+${WRITING}\\b)?`,
        'i',
      ),
      /\b(?:check|fix|correct|look at|review)\b.{0,40}?\b(?:grammar|spelling|punctuation|mistakes|errors|typos)\b(?:\s+(?:of|in|on))?/i,
      /\b(?:grammar|spell(?:ing)?)[\s-]?check\b/i,
      /\bgrammatical(?:ly)?\s+(?:correct|right|ok|okay)\b|\bcorrect\s+grammar\b/i,
      /\b(?:does|do)\s+(?:this|these|my)\s*(?:\w+\s+)?(?:make sense|sound right|sound ok|sound okay|read well|flow)\b/i,
      /\bmake\s+(?:this|it|that|my\s+\w+)\s+(?:sound\s+)?(?:better|clearer|more\s+\w+|less\s+\w+|shorter|stronger)\b/i,
      /^(?:edit|revise)\s+(?:this|my\s+\w+)\b/i,
    ];
    for (const re of patterns) {
      const m = re.exec(core);
      if (m) return { tool: 'improve_writing', argument: payload(m.index + m[0].length), weight: 12 };
    }
    return null;
  },

  read_aloud(_text, core, payload) {
    const patterns = [
      /\bread\b(?:\s+(?:this|it|that|the following|these words|this text|the text|my\s+\w+|me))*\s+(?:aloud|out loud|out)\b/i,
      /\b(?:read|say|speak)\s+(?:this\s+)?aloud\b/i,
      /^(?:say|speak)\s+(?:this|that|it|the following)\b|^(?:say|speak)\s*:|^(?:say|speak)\s+(?=["“'‘])/i,
      /\b(?:how (?:do|would|should|can) (?:you|i) )?pronounce\b/i,
      /\b(?:pronunciation of|text[\s-]to[\s-]speech(?: for)?)\b/i,
    ];
    for (const re of patterns) {
      const m = re.exec(core);
      if (m) return { tool: 'read_aloud', argument: payload(m.index + m[0].length), weight: 12 };
    }
    return null;
  },

  make_quiz(_text, core) {
    const patterns = [
      /\b(?:quiz|test|examine|drill)\s+me\b(?:\s+(?:on|about|in|over|with|for))?/i,
      new RegExp(
        `\\b(?:make|create|generate|give|build|write|prepare|set|get|want|need|do)(?:\\s+(?:me|us))?\\s+(?:(?:an?|the|some|another|${NUMW})[\\s-]+)?(?:${NUMW}[\\s-]question\\s+)?(?:(?:practice|short|quick|little|multiple[- ]choice|pop|mini|new)\\s+)?(?:(?:quiz|test|practice|review|exam)\\s+questions|quiz(?:zes)?|test)\\b(?:\\s+(?:on|about|for|over|from|covering|with|of))?`,
        'i',
      ),
      /^(?:an?\s+)?(?:practice\s+)?quiz\s+(?:on|about|for|over|covering|from)\b/i,
      /\b(?:practice|quiz|test|review|exam)\s+questions\s+(?:on|about|for|from|over)\b/i,
      /\btest\s+my\s+(?:knowledge|understanding)\s+(?:of|on|about)\b/i,
      new RegExp(
        `\\bask\\s+me\\s+(?:(?:${NUMW}|some|a few|a couple of|more)\\s+)?(?:\\w+\\s+)?questions?\\s+(?:on|about|over|from)\\b`,
        'i',
      ),
    ];
    for (const re of patterns) {
      const m = re.exec(core);
      if (!m) continue;
      const { count } = takeCount(m[0]);
      const tail = takeCount(core.slice(m.index + m[0].length));
      const argument = cleanTopic(tail.rest);
      const n = count ?? tail.count;
      return { tool: 'make_quiz', argument, ...(n !== undefined ? { count: n } : {}), weight: 10 };
    }
    return null;
  },

  make_flashcards(_text, core) {
    const cards = /\bflash[\s-]?cards?\b/i.exec(core);
    if (cards) {
      if (
        /\bmy\s+(?:\w+\s+)?flash[\s-]?cards?\b/i.test(core) &&
        !/\b(?:make|create|generate|build)\b/i.test(core)
      )
        return null;
      if (/^(?:how|why|what|who|when|where)\b/i.test(core) && !/\b(?:make|create|generate)\b/i.test(core))
        return null;
      const { count } = takeCount(core);
      const after = takeCount(
        core
          .slice(cards.index + cards[0].length)
          .replace(/^\s*(?:on|about|for|of|from|covering|to (?:learn|study|memori[sz]e|revise))\b/i, ''),
      ).rest;
      let argument = cleanTopic(after);
      if (!argument) {
        argument = cleanTopic(
          core
            .slice(0, cards.index)
            .replace(new RegExp(`\\s*\\b${NUMW}\\s*$`, 'i'), '')
            .replace(
              /^(?:(?:make|create|generate|build|give|get|want|need|write|prepare)\s+)?(?:(?:me|us)\s+)?(?:(?:some|a set of|a deck of|a few|more|the|new)\s+)*/i,
              '',
            ),
        );
      }
      return { tool: 'make_flashcards', argument, ...(count !== undefined ? { count } : {}), weight: 10 };
    }
    const memo =
      /\b(?:help me\s+)?(?:memori[sz]e|learn by heart|remember)\b(?:\s+(?:all\s+)?(?:about|of))?/i.exec(core);
    if (memo && /^(?:help me\s+)?(?:memori[sz]e|learn by heart)|^help me remember/i.test(core))
      return {
        tool: 'make_flashcards',
        argument: cleanTopic(core.slice(memo.index + memo[0].length)),
        weight: 10,
      };
    if (
      /^(?:make|create|generate)\s+(?:me\s+)?(?:some\s+)?(?:study\s+|revision\s+)?cards\s+(?:on|about|for)\b/i.test(
        core,
      )
    ) {
      const m = /\bcards\s+(?:on|about|for)\b/i.exec(core)!;
      return { tool: 'make_flashcards', argument: cleanTopic(core.slice(m.index + m[0].length)), weight: 10 };
    }
    return null;
  },

  draw_diagram(text, core) {
    // Kinds the imaging engine plans by name stay in the argument; the rest are just "a picture".
    const KIND_KEEP = '(?:time[\\s-]?line|graph|plot|mind[\\s-]?map|concept[\\s-]?map)';
    const KIND_DROP =
      '(?:diagram|picture|image|illustration|drawing|sketch|visual|infographic|poster|photo|pic|flow[\\s-]?chart|chart)';
    const KIND = `(?:${KIND_KEEP}|${KIND_DROP})`;
    const fromKind = (rest: string): string => {
      const keep = new RegExp(
        `^(?:(?:an?|the|some|simple|labell?ed|detailed|quick|nice|colou?rful|clear)\\s+)*(${KIND_KEEP}s?\\b.*)$`,
        'i',
      ).exec(rest);
      if (keep) return cleanTopic(keep[1]!);
      const drop = new RegExp(
        `^(?:(?:an?|the|some|simple|labell?ed|detailed|quick|nice|colou?rful|clear)\\s+)*${KIND_DROP}s?\\b\\s*(?:(?:of|showing|about|for|on|to show|that shows|explaining|illustrating|depicting)\\b)?`,
        'i',
      ).exec(rest);
      return cleanTopic(drop ? rest.slice(drop[0].length) : rest);
    };
    // "draw a diagram of …", "illustrate …", "visualize …"
    const verb = /^(?:draw|sketch|illustrate|visuali[sz]e|depict)\b(?:\s+(?:me|us))?\s*/i.exec(core);
    if (
      verb &&
      !/^draw\s+(?:(?:a|any|some|the)\s+)?(?:conclusions?|attention|inspiration|comparisons?|parallels?|a line under|lots?)\b/i.test(
        core,
      )
    )
      return { tool: 'draw_diagram', argument: fromKind(core.slice(verb[0].length)), weight: 10 };
    // "graph y = x^2", "plot sin(x)" (only with a formula: "plot of Macbeth" is literature)
    const plot = /^(?:graph|plot)\b/i.exec(core);
    if (plot && mathKind(core) === 'expression')
      return { tool: 'draw_diagram', argument: cleanTopic(core), weight: 10 };
    // "create an image of …", "show me a picture of …", "make a mind map of …"
    const make = new RegExp(
      `^(?:create|make|generate|produce|give|show|render|design|build|get|want|need|do|can i (?:get|have|see))\\b(?:\\s+(?:me|us))?\\s+(?=(?:(?:an?|the|some|simple|labell?ed|detailed|quick|nice|colou?rful|clear)\\s+)*${KIND}s?\\b)`,
      'i',
    ).exec(core);
    if (make) return { tool: 'draw_diagram', argument: fromKind(core.slice(make[0].length)), weight: 10 };
    // "diagram of a neuron", "a picture of a plant cell please", "timeline of the Cold War"
    if (
      new RegExp(
        `^(?:(?:an?|the|some|simple|labell?ed|detailed)\\s+)*${KIND}s?\\s+(?:of|showing|for|about|on|to show|that shows)\\b`,
        'i',
      ).test(core)
    )
      return { tool: 'draw_diagram', argument: fromKind(core), weight: 10 };
    // "what does a plant cell look like", "show me what a neuron looks like"
    const look =
      /^(?:show me\s+)?what\s+(?:does|do|did|would|will)\s+(.+?)\s+look\s+like\b|^show me\s+what\s+(.+?)\s+looks?\s+like\b|^show me\s+how\s+(.+?)\s+looks?\b/i.exec(
        core,
      );
    if (look)
      return { tool: 'draw_diagram', argument: cleanTopic((look[1] ?? look[2] ?? look[3])!), weight: 9 };
    // "explain supply and demand with a diagram"
    const withPicture =
      /^(?:explain|show|describe|teach me|walk me through)\s+(.+?)\s+(?:with|using|in|through)\s+(?:an?\s+)?(?:diagram|picture|image|drawing|illustration|chart|mind[\s-]?map|visual)s?\b/i.exec(
        core,
      );
    if (withPicture) return { tool: 'draw_diagram', argument: cleanTopic(withPicture[1]!), weight: 9 };
    // The spec's "can you create": a picture unless it names something else (a quiz, flashcards).
    const canCreate = /^(?:can|could|would)\s+you\s+(?:please\s+)?create\b\s*/i.exec(text);
    if (canCreate)
      return { tool: 'draw_diagram', argument: fromKind(text.slice(canCreate[0].length)), weight: 5 };
    return null;
  },

  find_sources(_text, core) {
    const WORK =
      '(?:essay|paper|report|project|assignment|presentation|homework|dissertation|thesis|research|coursework)';
    const patterns = [
      /^(?:(?:find|get|give|recommend|suggest|list|show|need|want|search for|look for|cite)\s+(?:me\s+|us\s+)?)?(?:(?:some|a few|a list of|good|reliable|credible|more|the|a|any)\s+)*(?:(?:scholarly|academic|peer[\s-]reviewed|primary|secondary|reliable|credible|good)\s+)*(?:sources?|references?|citations?|bibliography|reading list)\s+(?:on|for|about|regarding|covering|related to|to cite (?:on|for|about))\b/i,
      /\b(?:sources?|references?|citations?|bibliography|reading list)\s+(?:on|for|about|regarding|covering|related to)\b/i,
      /\b(?:find|get|give|recommend|suggest|list|show|need|want|search for|look for)\s+(?:me\s+|us\s+)?(?:(?:some|a few|good|reliable|credible|more|any)\s+)*(?:(?:scholarly|academic|peer[\s-]reviewed|journal|research|news)\s+)*(?:articles?|papers|books|journals|studies|research)\s+(?:on|for|about|regarding|covering)\b/i,
      /\bwhere\s+(?:can|could|should|do)\s+(?:i|we)\s+(?:read|learn|find out|find (?:info|information|sources))\s+(?:more\s+)?(?:about|on)\b/i,
      /\bwhat\s+(?:should|can|could)\s+i\s+read\s+(?:about|on)\b/i,
      /^cite\b(?:\s+(?:some\s+)?(?:sources?\s+)?(?:on|for|about)\b)?/i,
    ];
    for (const re of patterns) {
      const m = re.exec(core);
      if (!m) continue;
      if (/\bmy\s+(?:own\s+)?sources\b/i.test(core) && !/\bfind\b/i.test(core)) return null;
      const argument = cleanTopic(
        core
          .slice(m.index + m[0].length)
          .replace(/^\s*(?:this|that|it)?\s*:\s*/i, '')
          .replace(new RegExp(`^\\s*(?:my|an?|the|our)\\s+${WORK}\\s+(?:on|about|for|into)\\s+`, 'i'), '')
          // "sources for my history essay": the subject named before the kind of work.
          .replace(
            new RegExp(`^\\s*(?:my|an?|the|our)\\s+((?:[\\w-]+\\s+){1,2}?)${WORK}\\s*([?.!]*)$`, 'i'),
            '$1$2',
          ),
      );
      return { tool: 'find_sources', argument, weight: 10 };
    }
    return null;
  },

  search_library(_text, core) {
    const mention = new RegExp(
      [
        `\\bmy\\s+(?:(?:last|latest|recent|previous|old|saved|uploaded|own|\\w+)\\s+)?${LIBRARY_KINDS}\\b`,
        `\\b(?:the\\s+)?(?:last|latest|most recent|previous)\\s+${LIBRARY_KINDS}\\b`,
        `\\bdo i have\\s+(?:any\\s+)?${LIBRARY_KINDS}\\b`,
        '\\b(?:what|when|where|which|how)\\s+(?:did|have)\\s+i\\b',
        '^(?:did|have)\\s+i\\b',
        '\\bi\\s+(?:wrote|saved|uploaded|studied|wrote down|noted)\\b',
      ].join('|'),
      'i',
    ).exec(core);
    if (!mention) return null;
    const after = core.slice(mention.index + mention[0].length);
    const about = /\b(?:about|on|regarding|concerning|covering|for|re|of)\s+(.+)$/i.exec(after);
    let argument = about ? cleanTopic(about[1]!) : '';
    if (!argument) {
      argument = cleanTopic(
        after.replace(
          /^(?:\s*(?:already|ever|recently|just|say|said|write|wrote|save|saved|upload|uploaded|study|studied|learn|learned|learnt|cover|covered|read|do|did|get|got|score|scored|have|has|any|in|my|the|find|show|me|look|at|into|on|go|went|was|were|is|are|about)\b)*/i,
          '',
        ),
      );
    }
    if (
      !argument ||
      /^(?:in|on|of)\b|^(?:results?|scores?|grades?|marks?|answers?|questions?)$/i.test(argument)
    ) {
      const kind = new RegExp(
        `\\b(?:(?:last|latest|most recent|previous)\\s+)?${LIBRARY_KINDS}\\b`,
        'i',
      ).exec(mention[0]);
      argument = kind ? kind[0].toLowerCase() : cleanTopic(after);
    }
    return { tool: 'search_library', argument: argument.replace(/^my\s+/i, ''), weight: 8 };
  },

  define(_text, core) {
    const explicit = [
      /^(?:what(?:['’]s| is| are)\s+)?(?:the\s+|a\s+)?(?:definition|meaning|defn)\s+of\s+(?:the\s+(?:word|term|phrase)\s+)?(.+)$/i,
      /^what(?:['’]s| is| are)\s+meant\s+by\s+(.+)$/i,
      /^define\s+(?:the\s+(?:word|term|phrase|concept)\s+)?(.+)$/i,
      /^(?:explain|give me)\s+the\s+(?:term|word|definition of)\s+(.+)$/i,
      /^what\s+(?:does|do|did)\s+(?:the\s+(?:word|term|phrase|abbreviation|acronym)\s+)?(.+?)\s+(?:mean|stand for)\b/i,
    ];
    const PRONOUN = /^(?:it|this|that|these|those|they|them|we|you|he|she|i|me|us|him|her|one)$/i;
    for (const re of explicit) {
      const m = re.exec(core);
      if (!m) continue;
      const term = cleanTopic(m[1]!);
      const ws = term.split(/\s+/).filter(Boolean);
      if (ws.length > 0 && ws.length <= 4 && !ws.every((w) => PRONOUN.test(w)))
        return { tool: 'define', argument: term, weight: 10 };
      return null;
    }
    const what = /^(?:what)(?:['’]s|['’]re| is| are| was| were)\s+(.+)$/i.exec(core);
    if (!what) return null;
    const term = cleanTopic(what[1]!);
    const ws = term.split(/\s+/).filter(Boolean);
    if (ws.length === 0 || ws.length > 4) return null;
    // "what is the capital of France", "what is it like": a question about something, not a term.
    const RELATION =
      /^(?:of|in|on|for|between|to|with|by|from|during|after|before|at|about|into|like|than|when|if|so|it|this|that|these|those|there|they|we|you|your|my|our|his|her|their|i|he|she|going|happening|wrong|up|next|left|new)$/i;
    // "what is the largest planet": a fact to look up, not a term.
    const RANKING =
      /^(?:largest|biggest|smallest|fastest|slowest|highest|lowest|tallest|longest|shortest|oldest|youngest|deepest|hottest|coldest|strongest|heaviest|lightest|closest|nearest|furthest|farthest|richest|poorest|most|least|first|last|best|worst|main|only|same|difference|differences|answer|time|date|weather|temperature|population|price|name)$/i;
    if (ws.some((w) => RELATION.test(w) || RANKING.test(w))) return null;
    return { tool: 'define', argument: term, weight: 6 };
  },

  solve_math(text) {
    const kind = mathKind(text);
    if (!kind) return null;
    const weight = kind === 'expression' || kind === 'words' ? 9 : kind === 'solve' ? 8 : 7;
    return { tool: 'solve_math', argument: mathArgument(text, kind), weight };
  },
};

// ---------------------------------------------------------------------------------------------
// Classifier

/** Keyword and phrase weights per tool: breaks ties between rules and routes paraphrases. */
const FEATURES: Record<ChatTool, [RegExp, number][]> = {
  solve_math: [
    [/\bsolve\b/, 2],
    [/\bequations?\b/, 1],
    [/\b(?:calculate|compute|evaluate|simplify|factori[sz]e|expand)\b/, 2],
    [/\b(?:derivative|differentiate|integral|integrate|limit)\b/, 2],
    [/\d\s*[-+*/^=]\s*\d/, 3],
    [/\b[xyz]\b/, 0.5],
    [/\bmaths?\b|\balgebra\b|\bcalculus\b|\barithmetic\b/, 1],
  ],
  make_quiz: [
    [/\bquiz(?:zes)?\b/, 3],
    [/\btest me\b|\btest my\b/, 3],
    [/\bpractice questions?\b|\bquestions\b/, 1.5],
    [/\b(?:exam|test)\b/, 1],
    [/\bpractice\b|\bpractise\b/, 1],
    [/\bask me\b/, 2],
    [/\bmultiple[- ]choice\b/, 2],
  ],
  make_flashcards: [
    [/\bflash[\s-]?cards?\b/, 4],
    [/\bmemori[sz]e\b|\bmemori[sz]ing\b/, 3],
    [/\bcards?\b/, 2],
    [/\bremember\b|\bby heart\b/, 1],
    [/\brevis(?:e|ion)\b/, 1],
    [/\bspaced repetition\b|\bdeck\b/, 3],
  ],
  draw_diagram: [
    [/\b(?:draw|sketch)\b/, 3],
    [
      /\b(?:diagram|picture|image|illustration|drawing|chart|graph|timeline|mind ?map|concept ?map|infographic)s?\b/,
      2,
    ],
    [/\b(?:illustrate|visuali[sz]e|depict)\b/, 3],
    [/\blooks? like\b/, 2],
    [/\bshow me\b/, 1],
    [/\bvisual(?:ly)?\b/, 1],
  ],
  read_aloud: [
    [/\baloud\b|\bout loud\b/, 4],
    [/\bpronounc\w*\b|\bpronunciation\b/, 3],
    [/\bread\b/, 1],
    [/\bsay\b/, 1],
    [/\b(?:listen|hear|speak|voice|audio|spoken)\b/, 2],
  ],
  search_library: [
    [new RegExp(`\\bmy\\s+(?:\\w+\\s+)?${LIBRARY_KINDS}\\b`), 3],
    [/\blibrary\b/, 2],
    [/\b(?:last|previous|recent|latest)\b/, 1],
    [/\bdid i\b|\bhave i\b/, 2],
    [/\bi (?:wrote|saved|uploaded|studied)\b/, 3],
    [/\bmy\b/, 0.5],
  ],
  define: [
    [/\bdefin(?:e|ition)\b/, 4],
    [/\bmeaning\b/, 3],
    [/\bmeans?\b/, 1],
    [/\bwhat (?:is|are)\b|\bwhat['’]s\b/, 1],
    [/\bstand for\b/, 3],
    [/\bterm\b|\bword\b/, 1],
  ],
  check_plagiarism: [
    [/\bplagiari\w*/, 5],
    [/\bcopied\b|\bcopy[\s-]?pasted?\b/, 2],
    [/\boriginal(?:ity)?\b/, 2],
  ],
  improve_writing: [
    [/\b(?:improve|proofread|polish|rephrase|reword|rewrite|paraphrase|edit)\b/, 3],
    [/\b(?:grammar|spelling|punctuation|typos?)\b/, 3],
    [/\b(?:essay|paragraph|sentence|writing)\b/, 1],
    [/\bsound (?:better|more|less)\b/, 3],
    [/\b(?:formal|clearer|flow)\b/, 1],
  ],
  find_sources: [
    [/\bsources?\b/, 3],
    [/\breferences?\b/, 3],
    [/\bcit(?:e|ation|ations)\b/, 3],
    [/\bbibliography\b|\breading list\b/, 3],
    [/\b(?:articles?|journals?)\b/, 1.5],
    [/\b(?:books?|papers|studies)\b/, 1.5],
    [
      /\b(?:good|recommended|reliable|credible|trustworthy)\b.*\b(?:books?|articles?|papers|journals?|sources?|websites?)\b/,
      1,
    ],
    [/\bread more\b|\blearn more\b/, 2],
    [/\bresearch\b|\bscholarly\b|\bacademic\b/, 1],
  ],
};

const TEXT_TOOLS: readonly ChatTool[] = ['read_aloud', 'check_plagiarism', 'improve_writing'];

interface Score {
  score: number;
  /** How many features fired: one keyword alone ("I can't draw") is not a request. */
  features: number;
}

function scoreAll(message: string): Record<ChatTool, Score> {
  const text = fixTypos(message).text.toLowerCase();
  // A colon or a quotation: text for a text tool to act on.
  const hasPayload = /:\s+\S/.test(text) || quoted(text) !== null;
  const out = {} as Record<ChatTool, Score>;
  for (const tool of CHAT_TOOLS) {
    let score = 0;
    let features = 0;
    for (const [re, weight] of FEATURES[tool])
      if (re.test(text)) {
        score += weight;
        features++;
      }
    if (hasPayload && score > 0 && TEXT_TOOLS.includes(tool)) {
      score += 1;
      features++;
    }
    out[tool] = { score, features };
  }
  return out;
}

/** Per-tool keyword scores of a message: the classifier the router uses for ties and paraphrases. */
export function classify(message: string): Record<ChatTool, number> {
  const all = scoreAll(message);
  const scores = {} as Record<ChatTool, number>;
  for (const tool of CHAT_TOOLS) scores[tool] = all[tool].score;
  return scores;
}

/** How much the classifier counts when rules compete: it can settle a near tie, not overturn a rule. */
const TIE_BREAK = 0.25;
/** A paraphrase no rule names is routed when its best tool scores this much (from two features, or one strong)… */
const FALLBACK_MIN = 3;
const FALLBACK_STRONG = 4;
/** …and this much more than the runner-up. */
const FALLBACK_MARGIN = 1.5;
/** Tools a paraphrase may reach: define and solve_math need their rules' exact shapes. */
const FALLBACK_TOOLS: readonly ChatTool[] = [
  'make_quiz',
  'make_flashcards',
  'draw_diagram',
  'find_sources',
  'improve_writing',
  'check_plagiarism',
  'read_aloud',
  'search_library',
];

/** Rule order when weights tie: text commands first, retrieval-ish last. */
const PRIORITY: readonly ChatTool[] = [
  'check_plagiarism',
  'improve_writing',
  'read_aloud',
  'make_quiz',
  'make_flashcards',
  'draw_diagram',
  'find_sources',
  'solve_math',
  'search_library',
  'define',
];

/** Words that open a question about something rather than ask for a tool. */
const QUESTION_OPENING =
  /^(?:why|how|who|whom|whose|when|where|which|what|explain|describe|tell me|summari[sz]e|is|are|was|were|does|do|did)\b/i;

const TOPIC_PREPOSITION = /\b(?:about|on|for|of|regarding|covering)\s+(.+)$/i;
const FRAME_WORDS = new Set(
  (
    'i me my we us you can could would will please need want like to help some any good a an the ' +
    'get give make create show find more few really just do have something with practice practise ' +
    'memorise memorize remember learn revise study read say hear listen books book articles article ' +
    'journal journals papers paper studies sources source references reference cards card deck or and ' +
    'spelling grammar mistakes errors typos in here this that it'
  ).split(' '),
);

function paraphraseArgument(tool: ChatTool, original: string, core: string): string {
  if (TEXT_TOOLS.includes(tool)) return payloadAfter(original, 0);
  const prep = TOPIC_PREPOSITION.exec(core);
  if (prep) return cleanTopic(prep[1]!);
  const ws = core.split(/\s+/);
  let i = 0;
  while (i < ws.length && FRAME_WORDS.has(ws[i]!.toLowerCase().replace(/[^a-z']/g, ''))) i++;
  return cleanTopic(ws.slice(i).join(' '));
}

/** Which tool a student's message asks for, and what the tool should act on. */
export function routeMessage(message: string): RoutedIntent {
  const original = message.replace(/\s+/g, ' ').trim();
  if (!original) return { tool: null, argument: '' };
  const fixed = fixTypos(original);
  const text = fixed.text;
  const core = stripPolite(text);
  const scores = scoreAll(text);
  const payload = (coreOffset: number) =>
    payloadAfter(original, fixed.toOriginal(text.length - core.length + coreOffset));

  const candidates: Candidate[] = [];
  for (const tool of PRIORITY) {
    const c = rules[tool](text, core, payload);
    if (c) candidates.push(c);
  }
  if (candidates.length > 0) {
    const total = (c: Candidate) => c.weight + TIE_BREAK * scores[c.tool].score;
    // Stable sort: PRIORITY order settles exact ties.
    const best = [...candidates].sort((a, b) => total(b) - total(a))[0]!;
    return {
      tool: best.tool,
      argument: best.argument,
      ...(best.count !== undefined ? { count: best.count } : {}),
    };
  }

  // A question about something ("why do scientists cite sources?") is answered, not routed.
  if (!QUESTION_OPENING.test(core)) {
    const ranked = FALLBACK_TOOLS.map((tool) => ({ tool, ...scores[tool] })).sort(
      (a, b) => b.score - a.score,
    );
    const [first, second] = ranked;
    if (
      first &&
      first.score >= FALLBACK_MIN &&
      (first.features >= 2 || first.score >= FALLBACK_STRONG) &&
      first.score - (second?.score ?? 0) >= FALLBACK_MARGIN
    ) {
      const argument = paraphraseArgument(first.tool, original, core);
      if (argument) return { tool: first.tool, argument };
    }
  }
  return { tool: null, argument: original };
}
