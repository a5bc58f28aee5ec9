// Reading a flowchart's steps from the prompt: yes/no decisions, where each answer goes, loops as decisions.
import { CannotDrawError } from './refusal.ts';
import { capitalise } from './svg.ts';

export const MAX_FLOW_STEPS = 12;

/** Where a decision's other answer (the one not continuing down the main line) goes. */
export type FlowBranch =
  /** To another step of the main line, usually an earlier one (a loop back). */
  | { answer: string; to: 'step'; target: number }
  /** The flowchart stops there ("no: stop"). */
  | { answer: string; to: 'end' }
  /** A step of its own beside the decision, which then goes on to step `rejoin` (the decision itself to ask again). */
  | { answer: string; to: 'side'; text: string; rejoin: number };

export interface FlowStep {
  kind: 'start' | 'end' | 'process' | 'decision';
  text: string;
  /** Decisions: the answer on the arrow that continues down the main line. */
  answer?: string;
  /** Decisions: where the other answer goes. */
  branch?: FlowBranch;
}

export interface FlowchartData {
  /** The topic before the colon ("flow chart of making tea: …" → "making tea"). */
  title?: string;
  /** The main line in order, Start first and End last. */
  steps: FlowStep[];
}

const FLOW_WORDS = /\bflow[\s-]?(?:charts?|diagrams?)\b/i;

/** Whether a prompt asks for a flowchart (flowchart, flow chart, flow diagram). */
export function looksLikeFlowchart(text: string): boolean {
  return FLOW_WORDS.test(text);
}

const EXAMPLE = '"flowchart: A -> B -> C" or "flowchart: boil water -> add pasta -> drain"';
const ARROW = /\s*(?:-{1,3}>|={1,2}>|→|⟶|➔|➜|⇒|⟹|—>|–>)\s*/;
const NUMBER_MARK = /(?:^|\s)(?:step\s*)?(\d{1,2})\s*[.):]\s+/gi;
const BULLET = /^(?:[-*•·]|(?:step\s*)?\d{1,2}\s*[.):])\s+/i;
const COMMA_THEN = /\s*,\s*(?:and\s+)?(?:then\s+)?|\s+(?:and\s+)?then\s+/i;
/** Where a second answer starts inside an answer: "yes: drain, no: cook" → "yes: drain" | "no: cook". */
const NEXT_ANSWER =
  /(?<!\b(?:if|when))[\s,.]+(?=(?:(?:and|but)\s+)?(?:(?:if|when)\s+(?:yes|no|not)\b|(?:yes|no)\s*[:,\-–—]|otherwise\b|else\b))/i;
const ANSWER =
  /^(?:(?:and|but|or)\s+)?(?:(?:if|when)\s+(?:the\s+answer\s+is\s+|it\s+is\s+|it's\s+)?(yes|no|not|true|false)\b|(yes|no|true|false)\b(?=\s*(?:[:,\-–—)]|$)|\s+(?:then|go|goto|jump|loop|return|repeat|back|stop|end|continue|carry)\b)|(otherwise|else)\b)\s*[:,\-–—)]?\s*(?:then\s+)?/i;
const END_WORDS = /^(?:stop|end|finish|finished|done|quit|exit|the end|end here|stop here)$/i;
const START_WORDS = /^(?:start|begin|beginning|the start)$/i;
const CONTINUE_WORDS =
  /^(?:continue|carry on|go on|proceed|keep going|move on|next|next step|go to the next step)$/i;
const GOTO =
  /^(?:(?:go|jump|loop|return|skip|move|head|come)\s+(?:back\s+|forward\s+|on\s+|straight\s+)?(?:up\s+)?to\s+|back\s+to\s+|repeat\s+(?:from\s+)?|restart\s+(?:from|at)\s+|start\s+again\s+(?:from|at)\s+|redo\s+|goto\s+)(?:step\s+)?(.+)$/i;
const REPEAT_PREVIOUS = /^(?:repeat|go back|loop back|try again|do it again|repeat (?:it|this|that)|again)$/i;
const RESTART = /^(?:start again|start over|restart|begin again)$/i;
/** A retry written after a side step: "cook 1 more minute, then check again". */
const RETRY_TAIL =
  /[\s,]+(?:(?:and|then)\s+)+(?:check|ask|test|try|look)\s+again$|[\s,]+(?:(?:and|then)\s+)+(?:go\s+back|repeat|loop\s+back)$/i;
const RETRY_CHUNK =
  /^(?:(?:and|then)\s+)?(?:(?:check|ask|test|try|look)\s+again|go\s+back|repeat|loop\s+back)$/i;
/** Side steps that redo something ("cook 1 more minute") go back to their question. */
const RETRY_HINT = /\b(?:again|more|another|longer|extra|retry)\b/i;
/** A side step the student sends on down the main line: "wear a cap, then carry on". */
const CONTINUE_TAIL =
  /^(.*?)[\s,]+(?:(?:and|then)\s+)+(?:continue|carry\s+on|go\s+on|move\s+on|keep\s+going)$/i;
const GOTO_TAIL = /^(.*?)[\s,]+(?:(?:and|then)\s+)+(?:go|jump|loop|return)\s+(?:back\s+)?to\s+(.+)$/i;

type Answer = 'yes' | 'no';
interface RawAnswer {
  answer: Answer | 'other';
  action: string;
  retry: boolean;
  /** A loop's answer goes back to this step (the first one repeated). */
  loopTo?: RawStep;
}
interface RawStep {
  text: string;
  answers: RawAnswer[];
}

function parseAnswer(chunk: string): { answer: Answer | 'other'; action: string } | null {
  const m = chunk.match(ANSWER);
  if (!m) return null;
  const word = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
  const answer =
    word === 'yes' || word === 'true'
      ? 'yes'
      : word === 'no' || word === 'not' || word === 'false'
        ? 'no'
        : 'other';
  return { answer, action: chunk.slice(m[0].length).trim() };
}

function clean(chunk: string): string {
  return chunk
    .replace(/\s+/g, ' ')
    .replace(/^["'“‘\s]+|["'”’\s]+$/g, '')
    .replace(
      /^(?:(?:and\s+)?then|first(?:ly)?|secondly|thirdly|next|after\s+that|afterwards|finally|lastly)\b[\s,:]*/i,
      '',
    )
    .replace(/^[\s,.;:!]+|[\s,.;:!]+$/g, '')
    .trim();
}

function splitNumbered(chunk: string): string[] {
  const marks = [...chunk.matchAll(NUMBER_MARK)];
  const numbered = marks.length >= 2 && marks.every((m, i) => Number(m[1]) === i + 1);
  if (!numbered) return [chunk];
  const out = [chunk.slice(0, marks[0]!.index)];
  for (const [i, m] of marks.entries()) out.push(chunk.slice(m.index + m[0].length, marks[i + 1]?.index));
  return out;
}

/** "is it soft? yes: drain" → "is it soft?" | "yes: drain". */
function splitQuestions(chunk: string): string[] {
  const out: string[] = [];
  let rest = chunk;
  let m = rest.match(/^([^?]*\?)\s*(\S[\s\S]*)$/);
  while (m) {
    out.push(m[1]!);
    rest = m[2]!;
    m = rest.match(/^([^?]*\?)\s*(\S[\s\S]*)$/);
  }
  out.push(rest);
  return out;
}

function splitAnswers(chunk: string): string[] {
  const m = chunk.match(ANSWER);
  if (!m) return [chunk];
  const [first = '', ...rest] = chunk.slice(m[0].length).split(NEXT_ANSWER);
  return [m[0] + first, ...rest];
}

function countSteps(chunks: string[]): number {
  return chunks.filter((c) => c && !parseAnswer(c)).length;
}

/** Splits the steps on lines, arrows, numbers and semicolons; on commas and "then" only when nothing else does. */
function chunksOf(text: string): string[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const strong = lines.length > 1 || ARROW.test(text) || splitNumbered(text).length > 1;
  let chunks = lines.length > 1 ? lines.map((l) => l.replace(BULLET, '')) : [text.trim()];
  chunks = chunks
    .flatMap((c) => c.split(ARROW))
    .flatMap(splitNumbered)
    .flatMap((c) => c.split(/\s*;\s*/))
    .flatMap(splitQuestions)
    .flatMap(splitAnswers)
    .map(clean)
    .filter(Boolean);
  if (!strong && countSteps(chunks) < 2) {
    chunks = chunks
      .flatMap((c) => c.split(COMMA_THEN))
      .flatMap(splitAnswers)
      .map(clean)
      .filter(Boolean);
  }
  return chunks;
}

function splitTitle(text: string): { title?: string; rest: string } {
  const m = text.match(/^([^:\n]*?)\s*:\s*([\s\S]*)$/);
  if (m) {
    const head = clean(m[1]!.replace(/^(?:of|for|about|on|showing|describing)\s+/i, ''));
    if (!head) return { rest: m[2]! };
    const stepLike =
      /[?;,\n]|\d\s*$|\b(?:yes|no|if|otherwise|else|then)\s*$|^step\b/i.test(head) ||
      /^(?:repeat|loop|do|while|until|as long as|keep)\b/i.test(head) ||
      ARROW.test(head) ||
      head.split(' ').length > 12;
    if (!stepLike && m[2]!.trim()) return { title: head, rest: m[2]! };
  }
  // "flowchart of making tea -> boil the kettle -> …": the first chunk names the topic.
  const of = text.match(/^(?:of|for|about|showing|describing)\s+([^\n;]+?)(?=\s*(?:-{1,3}>|→|\n|$))/i);
  if (of && text.slice(of[0].length).trim()) return { title: clean(of[1]!), rest: text.slice(of[0].length) };
  return { rest: text };
}

function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\b(?:the|a|an)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Action =
  | { kind: 'continue' }
  | { kind: 'end' }
  | { kind: 'goto'; target: string }
  | { kind: 'new'; text: string; retry: boolean; back?: string };

function actionOf(raw: RawAnswer, rawIndex: Map<RawStep, number>): Action {
  if (raw.loopTo) return { kind: 'goto', target: `#step:${rawIndex.get(raw.loopTo)}` };
  const text = clean(raw.action);
  if (!text || CONTINUE_WORDS.test(text)) return { kind: 'continue' };
  if (END_WORDS.test(text)) return { kind: 'end' };
  if (REPEAT_PREVIOUS.test(text)) return { kind: 'goto', target: '#previous' };
  if (RESTART.test(text)) return { kind: 'goto', target: '#first' };
  const go = text.match(GOTO);
  if (go) return END_WORDS.test(clean(go[1]!)) ? { kind: 'end' } : { kind: 'goto', target: clean(go[1]!) };
  const tail = text.match(GOTO_TAIL);
  if (tail) return { kind: 'new', text: clean(tail[1]!), retry: false, back: clean(tail[2]!) };
  const goOn = text.match(CONTINUE_TAIL);
  if (goOn) return { kind: 'new', text: clean(goOn[1]!), retry: false, back: '#continue' };
  const retryTail = RETRY_TAIL.test(text);
  const stepText = clean(text.replace(RETRY_TAIL, ''));
  return { kind: 'new', text: stepText, retry: raw.retry || retryTail || RETRY_HINT.test(stepText) };
}

/** Groups chunks into steps, attaching each yes/no answer to its question. */
function rawSteps(chunks: string[]): RawStep[] {
  const raws: RawStep[] = [];
  let pending: RawAnswer | null = null;
  let last: RawAnswer | null = null;
  for (const chunk of chunks) {
    const parsed = parseAnswer(chunk);
    if (pending && !parsed) {
      pending.action = chunk;
      last = pending;
      pending = null;
      continue;
    }
    pending = null;
    if (parsed) {
      const question = [...raws].reverse().find((r) => r.text.endsWith('?'));
      if (!question) {
        throw new CannotDrawError(
          `"${chunk}" answers a question, but no step is a question; end the question with "?", e.g. "is the pasta soft? no: go back to cook".`,
        );
      }
      const answer: RawAnswer = { ...parsed, retry: false };
      question.answers.push(answer);
      if (parsed.action) last = answer;
      else pending = answer;
      continue;
    }
    if (last && RETRY_CHUNK.test(chunk)) {
      last.retry = true;
      last = null;
      continue;
    }
    last = null;
    raws.push({ text: chunk, answers: [] });
  }
  return raws;
}

const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const TIMES = String.raw`(\d{1,3}|${NUMBER_WORDS.join('|')}|twice)\s*(?:times\b)?`;
const LOOP_VERB = String.raw`(?:repeat|loop|keep\s+going|keep\s+\w+ing|do\s+(?:this|it|that)|do)`;
/** "repeat until x is 0: subtract 1" / "while x > 0: subtract 1" / "repeat 3 times: stir". */
const LOOP_WITH_BODY = new RegExp(
  String.raw`^(?:${LOOP_VERB}\s+)?(?:(until|while|as\s+long\s+as)\s+(.+?)|${TIMES.replace('(?:times\\b)?', 'times')})\s*:\s*(.+)$`,
  'i',
);
/** "repeat" / "do:" / "loop: subtract 1" opens a loop closed later by "until …". */
const LOOP_OPEN = new RegExp(
  String.raw`^(?:${LOOP_VERB}|repeat\s+(?:the\s+)?(?:following|these\s+steps))(?:\s*:\s*(.+))?$`,
  'i',
);
/** "until x is 0" / "repeat while x > 0" / "repeat 3 times" closes a loop (or repeats the step before). */
const LOOP_CLOSE = new RegExp(
  String.raw`^(?:${LOOP_VERB}\s+(?:(?:all\s+)?(?:this|that|these\s+steps|the\s+steps|it|them)\s+)?)?(?:(until|while|as\s+long\s+as)\s+(.+)|${TIMES})$`,
  'i',
);
/** "while x > 0" on its own opens a loop that "end while" (or "end loop", "repeat") closes. */
const WHILE_OPEN = /^(while|as\s+long\s+as)\s+(.+)$/i;
const LOOP_END = /^(?:end\s*(?:while|loop|repeat)|loop|repeat|go\s+back|loop\s+back)$/i;

/** "x is 0" → "is x 0?"; "x > 0" → "is x > 0?"; "the tea is strong" → "is the tea strong?". */
function conditionQuestion(cond: string): string {
  const c = clean(cond.replace(/\?+$/, ''));
  if (/^(?:is|are|was|were|has|have|had|does|do|did|can|could|will|should)\b/i.test(c)) return `${c}?`;
  const verb = c.match(/^((?:\S+\s+){0,3}?\S+)\s+(is|are|has|have|can)\s+(.+)$/i);
  if (verb) return `${verb[2]!.toLowerCase()} ${verb[1]} ${verb[3]}?`;
  if (/[=<>≤≥≠]/.test(c)) return `is ${c}?`;
  return `${c}?`;
}

function timesQuestion(times: string): string {
  const t = times.toLowerCase();
  return t === 'twice' ? 'done it twice?' : `done it ${t} times?`;
}

/**
 * Turns loops into decisions: the steps repeated, then "is COND?" whose answer (no for "until",
 * yes for "while") goes back to the first of them. "while COND: one step" keeps the question first,
 * with the step beside it going back to ask again.
 */
function expandLoops(raws: RawStep[]): RawStep[] {
  const out: RawStep[] = [];
  let open: { first: number; question?: string; repeatOn?: Answer } | null = null;
  const close = (question: string, repeatOn: Answer, first: number) => {
    const body = out[first];
    if (!body) {
      throw new CannotDrawError(
        `"${question}" ends a loop with no steps in it; put the steps to repeat first, e.g. "repeat until x is 0: subtract 1 from x".`,
      );
    }
    if (
      repeatOn === 'yes' &&
      first === out.length - 1 &&
      body.answers.length === 0 &&
      !body.text.endsWith('?')
    ) {
      out[first] = { text: question, answers: [{ answer: 'yes', action: body.text, retry: true }] };
      return;
    }
    out.push({ text: question, answers: [{ answer: repeatOn, action: '', retry: false, loopTo: body }] });
  };
  for (const raw of raws) {
    if (raw.answers.length > 0) {
      out.push(raw);
      continue;
    }
    const text = raw.text;
    const withBody = text.match(LOOP_WITH_BODY);
    if (withBody && !open) {
      const [, word, cond, times, body] = withBody;
      out.push({ text: clean(body!), answers: [] });
      const whileLoop = word && !/^until$/i.test(word);
      close(
        times ? timesQuestion(times) : conditionQuestion(cond!),
        whileLoop ? 'yes' : 'no',
        out.length - 1,
      );
      continue;
    }
    const whileOpen = text.match(WHILE_OPEN);
    if (whileOpen && !open) {
      open = { first: out.length, question: conditionQuestion(whileOpen[2]!), repeatOn: 'yes' };
      continue;
    }
    const opening = text.match(LOOP_OPEN);
    if (opening && !open) {
      open = { first: out.length };
      if (opening[1]) out.push({ text: clean(opening[1]), answers: [] });
      continue;
    }
    const closing = text.match(LOOP_CLOSE);
    if (closing && !open?.question) {
      const [, word, cond, times] = closing;
      const whileLoop = word && !/^until$/i.test(word);
      // with no loop opened, "repeat until …" repeats the step just before it
      close(
        times ? timesQuestion(times) : conditionQuestion(cond!),
        whileLoop ? 'yes' : 'no',
        open?.first ?? out.length - 1,
      );
      open = null;
      continue;
    }
    if (open?.question && LOOP_END.test(text)) {
      close(open.question, open.repeatOn!, open.first);
      open = null;
      continue;
    }
    out.push(raw);
  }
  if (open?.question) close(open.question, open.repeatOn!, open.first);
  else if (open) {
    throw new CannotDrawError(
      'A loop needs to say when it stops: end it with "until …", e.g. "repeat: subtract 1 from x; until x is 0".',
    );
  }
  return out;
}

function refuseCount(count: number): never {
  if (count < 2) {
    throw new CannotDrawError(
      `A flowchart needs at least two steps: give me the steps, e.g. ${EXAMPLE}, or ask about a decision with "is it soft? no: go back to cook".`,
    );
  }
  throw new CannotDrawError(
    `A flowchart of ${count} steps would be unreadable; give at most ${MAX_FLOW_STEPS} steps.`,
  );
}

/** Reads the steps (and yes/no decisions) of a flowchart from the prompt's subject. */
export function parseFlowchart(subject: string): FlowchartData {
  let text = subject.replace(/\r\n?/g, '\n').trim();
  const words = text.match(FLOW_WORDS);
  if (words) text = text.slice(words.index! + words[0].length);
  text = text.replace(/^[\s:,\-–—]+/, '');
  const { title, rest } = splitTitle(text);
  const raws = rawSteps(chunksOf(rest));

  const start: FlowStep = { kind: 'start', text: 'Start' };
  if (raws[0] && START_WORDS.test(raws[0].text) && raws[0].answers.length === 0) {
    start.text = capitalise(raws.shift()!.text.replace(/^the\s+/i, ''));
  }
  const end: FlowStep = { kind: 'end', text: 'End' };
  const lastRaw = raws.at(-1);
  if (lastRaw && END_WORDS.test(lastRaw.text) && lastRaw.answers.length === 0) {
    end.text = capitalise(raws.pop()!.text.replace(/^the\s+/i, ''));
  }
  const looped = expandLoops(raws);
  // a question whose answer is a step beside it ("while x > 0: subtract 1") already makes two
  const boxes = looped.reduce((sum, r) => sum + 1 + (r.answers.some((a) => a.retry && a.action) ? 1 : 0), 0);
  if (boxes < 2) refuseCount(boxes);
  const rawIndex = new Map<RawStep, number>();

  const steps: FlowStep[] = [start];
  const branches: { step: number; answer: Answer; action: Action }[] = [];
  for (const [r, raw] of looped.entries()) {
    rawIndex.set(raw, steps.length);
    const question = raw.text.endsWith('?');
    if (!question) {
      steps.push({ kind: 'process', text: raw.text });
      continue;
    }
    const acts = decisionActions(raw, rawIndex);
    if (!acts) {
      throw new CannotDrawError(
        `"${raw.text}" is a question, so say where "no" goes, e.g. "${raw.text} no: go back to ${looped[r - 1] && !looped[r - 1]!.text.endsWith('?') ? looped[r - 1]!.text : 'the first step'}" or "${raw.text} no: stop".`,
      );
    }
    const nextRaw = looped[r + 1];
    let main: Answer | null = null;
    // a side step that asks again ("yes: heat it more") leaves the main line too
    const leaves = (a: Action) => a.kind === 'goto' || a.kind === 'end' || (a.kind === 'new' && a.retry);
    if (!leaves(acts.yes)) main = 'yes';
    else if (!leaves(acts.no)) main = 'no';
    else if (!nextRaw) main = acts.yes.kind === 'end' ? 'yes' : acts.no.kind === 'end' ? 'no' : null;
    if (!main) {
      throw new CannotDrawError(
        `Both answers to "${raw.text}" leave the main line, so the steps after it could never be reached; let one answer continue, e.g. "yes: continue".`,
      );
    }
    const other: Answer = main === 'yes' ? 'no' : 'yes';
    const mainAct = acts[main];
    const otherAct = acts[other];
    if (otherAct.kind === 'continue') {
      throw new CannotDrawError(
        `"${raw.text}" is a question, so say where "${other}" goes, e.g. "${raw.text} ${other}: stop".`,
      );
    }
    const index = steps.length;
    steps.push({ kind: 'decision', text: raw.text, answer: main });
    const inserted = mainAct.kind === 'new' && (!nextRaw || norm(nextRaw.text) !== norm(mainAct.text));
    if (inserted) steps.push({ kind: 'process', text: mainAct.text });
    if (otherAct.kind === 'new' && !otherAct.retry && (!otherAct.back || otherAct.back === '#continue')) {
      // When both answers have their own step they are alternatives ("yes: take an umbrella; no: wear
      // a cap"): the side step rejoins after the main answer's step. A lone side step ("no: wait a
      // minute") acts to change what the question checks, so it goes back to ask again, unless the
      // student said it carries on.
      const alternative = mainAct.kind === 'new';
      const back = alternative ? '#after2' : otherAct.back === '#continue' ? '#after1' : '#ask';
      branches.push({ step: index, answer: other, action: { ...otherAct, back } });
    } else {
      branches.push({ step: index, answer: other, action: otherAct });
    }
  }
  steps.push(end);

  for (const b of branches) steps[b.step]!.branch = resolveBranch(steps, b.step, b.answer, b.action);
  const sideSteps = steps.filter((s) => s.branch?.to === 'side').length;
  const count = steps.filter((s) => s.kind === 'process' || s.kind === 'decision').length + sideSteps;
  if (count > MAX_FLOW_STEPS) refuseCount(count);
  return title ? { title, steps } : { steps };
}

function decisionActions(raw: RawStep, rawIndex: Map<RawStep, number>): Record<Answer, Action> | null {
  let yes: RawAnswer | undefined;
  let no: RawAnswer | undefined;
  for (const a of raw.answers) {
    const which =
      a.answer === 'other' ? (yes && !no ? 'no' : !yes && no ? 'yes' : yes ? null : 'no') : a.answer;
    if (which === 'yes' && !yes) yes = a;
    else if (which === 'no' && !no) no = a;
  }
  if (!yes && !no) return null;
  const acts = {
    yes: yes ? actionOf(yes, rawIndex) : ({ kind: 'continue' } as Action),
    no: no ? actionOf(no, rawIndex) : ({ kind: 'continue' } as Action),
  };
  if (acts.yes.kind === 'continue' && acts.no.kind === 'continue') return null;
  return acts;
}

/** The main-line step a branch names: "step 3", "the start", or a step's text (case-insensitive, prefix ok). */
function findStep(steps: FlowStep[], target: string, from: number): number | null {
  const t = norm(target);
  const numbered = steps.flatMap((s, i) => (s.kind === 'process' || s.kind === 'decision' ? [i] : []));
  if (target === '#first' || /^(?:start|beginning|top|first step|step 1)$/.test(t))
    return numbered[0] ?? null;
  if (target.startsWith('#step:')) return Number(target.slice(6));
  if (target === '#previous') {
    const prev = steps[from - 1];
    return prev && prev.kind !== 'start' ? from - 1 : null;
  }
  if (/^\d+$/.test(t)) return numbered[Number(t) - 1] ?? null;
  const candidates = numbered.filter((i) => i !== from);
  const exact = candidates.filter((i) => norm(steps[i]!.text) === t);
  const prefix = candidates.filter((i) => norm(steps[i]!.text).startsWith(`${t} `));
  const found = exact.length > 0 ? exact : prefix;
  if (!t || found.length === 0) return null;
  // Several matches: the nearest one before the question (a loop back), else the first after it.
  return found.filter((i) => i < from).at(-1) ?? found[0]!;
}

function resolveBranch(steps: FlowStep[], at: number, answer: Answer, action: Action): FlowBranch {
  const question = steps[at]!.text;
  const missing = (target: string): never => {
    const names = steps
      .filter((s) => s.kind === 'process' || s.kind === 'decision')
      .map((s) => `"${s.text}"`);
    const shown = target.startsWith('#') ? 'the step before it' : `"${target}"`;
    throw new CannotDrawError(
      `The "${answer}" answer to "${question}" goes to ${shown}, but there is no such step; the steps are ${names.join(', ')}.`,
    );
  };
  if (action.kind === 'end') return { answer, to: 'end' };
  if (action.kind === 'goto') {
    const target = findStep(steps, action.target, at);
    if (target === null) return missing(action.target);
    if (target === at + 1 && steps[at]!.answer) {
      throw new CannotDrawError(
        `Both answers to "${question}" go on to "${steps[target]!.text}"; say where the other answer goes.`,
      );
    }
    return { answer, to: 'step', target };
  }
  if (action.kind === 'continue') return missing('');
  // An answer that repeats an earlier step's words goes back to that step ("no: cook 10 minutes").
  const earlier = steps.findIndex(
    (s, i) => i < at && s.kind === 'process' && norm(s.text) === norm(action.text),
  );
  if (earlier >= 0 && !action.retry && (!action.back || /^#(?:after|ask)/.test(action.back))) {
    return { answer, to: 'step', target: earlier };
  }
  let rejoin = at;
  if (action.back === '#after1') rejoin = at + 1;
  else if (action.back === '#after2') rejoin = at + 2;
  else if (action.back && action.back !== '#ask' && !action.retry) {
    const target = findStep(steps, action.back, -1);
    if (target === null) return missing(action.back);
    if (target > at) rejoin = target;
    else if (target !== at) {
      throw new CannotDrawError(
        `I can draw a side step that goes back to its question, or a jump back to an earlier step, not both at once: split "${action.text}" into its own step.`,
      );
    }
  }
  return { answer, to: 'side', text: action.text, rejoin };
}
