// Flowcharts from the steps a student types ("flowchart: boil water -> add pasta -> drain"), with
// yes/no decisions that loop back, stop, or take a side step; laid out top to bottom in up to three columns.
import { type Box, boxesOverlap, insideCanvas, segmentIntersectsBox } from './geometry.ts';
import { drawLabel, fitText, type Label, makeLabel } from './label.ts';
import { CannotDrawError } from './refusal.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, COLORS, n, svgTitle, textWidth } from './svg.ts';

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
    start.text = titleCase(raws.shift()!.text.replace(/^the\s+/i, ''));
  }
  const end: FlowStep = { kind: 'end', text: 'End' };
  const lastRaw = raws.at(-1);
  if (lastRaw && END_WORDS.test(lastRaw.text) && lastRaw.answers.length === 0) {
    end.text = titleCase(raws.pop()!.text.replace(/^the\s+/i, ''));
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

function titleCase(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s;
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

// ---------------------------------------------------------------------------------------------------------
// Layout

export interface FlowNode {
  /** Index of the step in data.steps; a side step carries its decision's index. */
  step: number;
  side: boolean;
  shape: 'terminal' | 'process' | 'decision';
  text: string;
  column: number;
  box: Box;
  label: Label;
}

export interface FlowArrow {
  /** next: down the main line; connector: to the top of the next column; branch: a decision's other answer;
   * return: from a side step back to the main line. */
  kind: 'next' | 'connector' | 'branch' | 'return';
  /** Node indices: main steps share their step index, side steps follow them. */
  from: number;
  to: number;
  /** Whether the arrow ends on the main line just above `to` (merging into it) rather than at its edge. */
  joins: boolean;
  points: { x: number; y: number }[];
  /** The yes/no answer written beside a decision's arrow. */
  label: Label | null;
}

export interface FlowchartLayout {
  titleSvg: string;
  columns: number;
  size: number;
  nodes: FlowNode[];
  arrows: FlowArrow[];
  /** Every label: the text in each shape, then the yes/no answers. */
  labels: Label[];
}

const MARGIN = 20;
const GUTTER = 18;
/** Horizontal room from a decision to its side step: the yes/no label and the arrowhead fit in it. */
const ARM = 66;
const LANE_GAP = 16;
const LANE_FIRST = 58;
const HEAD = 14;

interface Loop {
  from: number;
  to: number;
}

function* partitions(count: number, cols: number): Generator<number[]> {
  if (cols === 1) {
    yield Array(count).fill(0);
    return;
  }
  const splits: number[][] = [];
  if (cols === 2) {
    for (let b = 2; b <= count - 2; b++) splits.push([b]);
  } else {
    for (let a = 2; a <= count - 4; a++) for (let b = a + 2; b <= count - 2; b++) splits.push([a, b]);
  }
  const sizes = (s: number[]) => [s[0]!, ...s.slice(1).map((v, i) => v - s[i]!), count - s.at(-1)!];
  splits.sort((p, q) => Math.max(...sizes(p)) - Math.max(...sizes(q)) || sizes(q)[0]! - sizes(p)[0]!);
  for (const s of splits) {
    const col: number[] = [];
    for (let i = 0; i < count; i++) col.push(s.filter((b) => i >= b).length);
    yield col;
  }
}

/** Lays the flowchart out top to bottom, in one to three columns, at the largest legible text size. */
export function layoutFlowchart(data: FlowchartData, title: string): FlowchartLayout {
  const head = svgTitle(title);
  const loops: Loop[] = data.steps.flatMap((s, i) =>
    s.branch?.to === 'step' ? [{ from: i, to: s.branch.target }] : [],
  );
  const count = data.steps.length;
  // Candidates best first: a loop that changes column costs about as much legibility as 6px of text.
  const candidates: { score: number; size: number; cols: number; colOf: number[] }[] = [];
  for (const size of [26, 24, 22, 20, 18, 16]) {
    for (const cols of [1, 2, 3]) {
      if (count < cols * 2) continue;
      for (const [k, colOf] of [...partitions(count, cols)].entries()) {
        const crossing = loops.filter((l) => colOf[l.from] !== colOf[l.to]).length;
        candidates.push({ score: crossing * 6 + (26 - size) + cols - 1 + k / 1000, size, cols, colOf });
      }
    }
  }
  candidates.sort((a, b) => a.score - b.score);
  for (const c of candidates) {
    const layout = tryLayout(data, head, c.size, c.cols, c.colOf, loops);
    if (layout) return layout;
  }
  throw new CannotDrawError(
    'The flowchart has too many or too long steps to draw legibly; shorten the steps or give fewer.',
  );
}

interface Sized {
  shape: FlowNode['shape'];
  text: string;
  lines: string[];
  bold: boolean;
  width: number;
  height: number;
}

function sizeNode(shape: FlowNode['shape'], text: string, maxWidth: number, size: number): Sized | null {
  const padX = Math.round(size * 0.7);
  const padY = Math.round(size * 0.5);
  const bold = shape === 'terminal';
  const textMax = shape === 'decision' ? maxWidth * 0.62 - 12 : maxWidth - 2 * padX;
  const fit = fitText(text, textMax, size, size, shape === 'terminal' ? 1 : 3, bold);
  if (!fit) return null;
  const tw = Math.max(...fit.lines.map((l) => textWidth(l, size, bold)));
  const th = size * 1.15 + (fit.lines.length - 1) * size * 1.2;
  if (shape === 'decision') {
    // The text's rectangle fits in the diamond when tw/W + th/H ≤ 1; as wide as allowed keeps it short.
    const f = Math.min(0.62, Math.max(0.5, (tw + 12) / maxWidth));
    return {
      shape,
      text,
      lines: fit.lines,
      bold,
      width: Math.max(150, (tw + 12) / f),
      height: Math.max(76, (th + 10) / (1 - f)),
    };
  }
  const minWidth = shape === 'terminal' ? 130 : Math.min(maxWidth, 170);
  return {
    shape,
    text,
    lines: fit.lines,
    bold,
    width: Math.max(minWidth, tw + 2 * padX * (shape === 'terminal' ? 1.4 : 1)),
    height: th + 2 * padY,
  };
}

function placeNode(
  s: Sized,
  step: number,
  side: boolean,
  column: number,
  cx: number,
  cy: number,
  size: number,
) {
  const box = { x: cx - s.width / 2, y: cy - s.height / 2, width: s.width, height: s.height };
  const th = size * 1.15 + (s.lines.length - 1) * size * 1.2;
  const label = makeLabel(s.lines, cx, cy - th / 2 + size * 0.9, size, { bold: s.bold });
  return { step, side, shape: s.shape, text: s.text, column, box, label };
}

function tryLayout(
  data: FlowchartData,
  head: { svg: string; bottom: number },
  size: number,
  cols: number,
  colOf: number[],
  loops: Loop[],
): FlowchartLayout | null {
  const steps = data.steps;
  const count = steps.length;
  const answerSize = Math.max(16, Math.min(20, size - 4));
  const rowOf: number[] = [];
  const members: number[][] = Array.from({ length: cols }, () => []);
  for (let i = 0; i < count; i++) {
    rowOf.push(members[colOf[i]!]!.length);
    members[colOf[i]!]!.push(i);
  }

  // Loops run in lanes left of their column's boxes, the shortest innermost; one that changes column
  // runs above (backwards) or below (forwards) everything.
  const spans: { loop: number; column: number; lo: number; hi: number }[] = [];
  let back = 0;
  let forward = 0;
  const level: number[] = [];
  for (const [k, l] of loops.entries()) {
    const cf = colOf[l.from]!;
    const ct = colOf[l.to]!;
    if (cf === ct) {
      spans.push({
        loop: k,
        column: cf,
        lo: Math.min(rowOf[l.from]!, rowOf[l.to]!),
        hi: Math.max(rowOf[l.from]!, rowOf[l.to]!),
      });
      level.push(0);
    } else if (ct < cf) {
      spans.push({ loop: k, column: cf, lo: 0, hi: rowOf[l.from]! });
      spans.push({ loop: k, column: ct, lo: 0, hi: rowOf[l.to]! });
      level.push(back++);
    } else {
      const lastRow = (c: number) => members[c]!.length - 1;
      spans.push({ loop: k, column: cf, lo: rowOf[l.from]!, hi: lastRow(cf) });
      spans.push({ loop: k, column: ct, lo: rowOf[l.to]!, hi: lastRow(ct) });
      level.push(forward++);
    }
  }
  const lane = new Map<string, number>();
  const laneCount: number[] = Array(cols).fill(0);
  for (let c = 0; c < cols; c++) {
    const mine = spans
      .filter((s) => s.column === c)
      .sort((a, b) => a.hi - a.lo - (b.hi - b.lo) || a.lo - b.lo);
    for (const [k, s] of mine.entries()) lane.set(`${s.loop}:${c}`, k);
    laneCount[c] = mine.length;
  }

  const colW = (CANVAS_WIDTH - 2 * MARGIN) / cols;
  const sized: Sized[] = [];
  const sideSized = new Map<number, Sized>();
  const geometry: { left: number; gutter: number; laneW: number; sideW: number; mainW: number }[] = [];
  for (let c = 0; c < cols; c++) {
    const gutter = c > 0 ? GUTTER : 0;
    const laneW = laneCount[c]! > 0 ? LANE_FIRST + LANE_GAP * (laneCount[c]! - 1) + 8 : 0;
    const hasSide = members[c]!.some((i) => {
      const b = steps[i]!.branch;
      return b?.to === 'side' || b?.to === 'end';
    });
    const sideW = hasSide ? Math.min(360, Math.max(180, colW * 0.38)) : 0;
    const mainW = Math.min(480, colW - gutter - laneW - sideW - 8);
    if (mainW < 140) return null;
    geometry.push({ left: MARGIN + c * colW, gutter, laneW, sideW, mainW });
  }
  for (const [i, s] of steps.entries()) {
    const g = geometry[colOf[i]!]!;
    const shape = s.kind === 'decision' ? 'decision' : s.kind === 'process' ? 'process' : 'terminal';
    const node = sizeNode(shape, s.text, g.mainW, size);
    if (!node) return null;
    sized.push(node);
    const b = s.branch;
    if (b?.to === 'side' || b?.to === 'end') {
      const text = b.to === 'side' ? b.text : (steps.at(-1)?.text ?? 'End');
      const side = sizeNode(b.to === 'side' ? 'process' : 'terminal', text, g.sideW - ARM, size);
      if (!side) return null;
      sideSized.set(i, side);
    }
  }

  // Rows: each as tall as its step (and side step); the same gap everywhere, as large as fits.
  const rowH = steps.map((_, i) => Math.max(sized[i]!.height, sideSized.get(i)?.height ?? 0));
  const minGap = Math.max(42, answerSize * 1.15 + 24);
  let top = head.bottom + 12 + (cols > 1 ? 14 * back + 36 : 6);
  const bottomLimit = CANVAS_HEIGHT - 12 - (cols > 1 ? 32 + 14 * forward : 0);
  const avail = bottomLimit - top;
  let gap = 72;
  for (const m of members) {
    const sum = m.reduce((s, i) => s + rowH[i]!, 0);
    gap = Math.min(gap, (avail - sum) / (m.length - 1));
  }
  if (gap < minGap) return null;
  const used = Math.max(...members.map((m) => m.reduce((s, i) => s + rowH[i]!, 0) + gap * (m.length - 1)));
  top += Math.max(0, (avail - used) / 2);

  const rowTop: number[] = Array(count).fill(0);
  const axis: number[] = [];
  const widest: number[] = [];
  for (const [c, m] of members.entries()) {
    let y = top;
    for (const i of m) {
      rowTop[i] = y;
      y += rowH[i]! + gap;
    }
    const g = geometry[c]!;
    const w = Math.max(...m.map((i) => sized[i]!.width));
    // Centre what the column really holds: its lanes, its widest step and its side steps.
    const left = laneCount[c]! > 0 ? w / 2 + LANE_FIRST + LANE_GAP * (laneCount[c]! - 1) : w / 2;
    const right = Math.max(
      ...m.map((i) => {
        const side = sideSized.get(i);
        return sized[i]!.width / 2 + (side ? ARM + side.width : 0);
      }),
    );
    const middle = g.left + g.gutter + (colW - g.gutter) / 2;
    axis.push(middle + (left - right) / 2);
    widest.push(w);
  }

  const nodes: FlowNode[] = steps.map((_, i) => {
    const c = colOf[i]!;
    return placeNode(sized[i]!, i, false, c, axis[c]!, rowTop[i]! + rowH[i]! / 2, size);
  });
  const sideOf = new Map<number, number>();
  for (const [i, s] of sideSized) {
    const main = nodes[i]!;
    const cx = main.box.x + main.box.width + ARM + s.width / 2;
    sideOf.set(i, nodes.length);
    nodes.push(placeNode(s, i, true, main.column, cx, main.box.y + main.box.height / 2, size));
  }

  const bottomOf = (b: Box) => b.y + b.height;
  const yT = top - 30;
  const yB = Math.max(...nodes.map((nd) => bottomOf(nd.box))) + 30;
  // A connector leaves just below its own column, unless a forward loop needs the space under every column.
  const yBOf = (c: number) =>
    forward > 0 ? yB : Math.max(...nodes.filter((nd) => nd.column === c).map((nd) => bottomOf(nd.box))) + 30;
  const laneX = (c: number, k: number) => axis[c]! - widest[c]! / 2 - LANE_FIRST - LANE_GAP * k;
  const answerLabel = (text: string, x: number, y: number, anchor: 'start' | 'end') =>
    makeLabel(text, x, y, answerSize, { anchor, bold: true, fill: COLORS.muted, halo: true });

  const arrows: FlowArrow[] = [];
  for (let i = 0; i + 1 < count; i++) {
    const a = nodes[i]!.box;
    const b = nodes[i + 1]!.box;
    const x = axis[colOf[i]!]!;
    const answer = steps[i]!.kind === 'decision' ? steps[i]!.answer : undefined;
    const label = answer ? answerLabel(answer, x - 8, bottomOf(a) + 4 + answerSize * 0.9, 'end') : null;
    if (colOf[i] === colOf[i + 1]) {
      arrows.push({
        kind: 'next',
        from: i,
        to: i + 1,
        joins: false,
        points: [
          { x, y: bottomOf(a) },
          { x, y: b.y },
        ],
        label,
      });
    } else {
      const c = colOf[i + 1]!;
      const gx = geometry[c]!.left + GUTTER / 2;
      const x2 = axis[c]!;
      const points = [
        { x, y: bottomOf(a) },
        { x, y: yBOf(colOf[i]!) },
        { x: gx, y: yBOf(colOf[i]!) },
        { x: gx, y: yT },
        { x: x2, y: yT },
        { x: x2, y: b.y },
      ];
      arrows.push({ kind: 'connector', from: i, to: i + 1, joins: false, points, label });
    }
  }

  for (const [i, s] of steps.entries()) {
    const branch = s.branch;
    if (!branch) continue;
    const d = nodes[i]!.box;
    const cy = d.y + d.height / 2;
    const c = colOf[i]!;
    if (branch.to === 'step') {
      const k = loops.findIndex((l) => l.from === i);
      const t = nodes[branch.target]!.box;
      const ct = colOf[branch.target]!;
      const ty = t.y + t.height / 2;
      const x1 = laneX(c, lane.get(`${k}:${c}`)!);
      const points = [
        { x: d.x, y: cy },
        { x: x1, y: cy },
      ];
      if (ct !== c) {
        const x2 = laneX(ct, lane.get(`${k}:${ct}`)!);
        const y = ct < c ? yT - 14 * (level[k]! + 1) : yB + 14 * (level[k]! + 1);
        points.push({ x: x1, y }, { x: x2, y }, { x: x2, y: ty });
      } else {
        points.push({ x: x1, y: ty });
      }
      points.push({ x: t.x, y: ty });
      const label = answerLabel(branch.answer, d.x - 6, cy - 10, 'end');
      arrows.push({ kind: 'branch', from: i, to: branch.target, joins: false, points, label });
      continue;
    }
    const sideIndex = sideOf.get(i)!;
    const side = nodes[sideIndex]!.box;
    arrows.push({
      kind: 'branch',
      from: i,
      to: sideIndex,
      joins: false,
      points: [
        { x: d.x + d.width, y: cy },
        { x: side.x, y: cy },
      ],
      label: answerLabel(branch.answer, d.x + d.width + 6, cy - 10, 'start'),
    });
    if (branch.to !== 'side') continue;
    const sx = side.x + side.width / 2;
    const j = branch.rejoin;
    const x = axis[c]!;
    if (j === i) {
      const y = rowTop[i]! - gap / 3;
      arrows.push({
        kind: 'return',
        from: sideIndex,
        to: i,
        joins: true,
        points: [
          { x: sx, y: side.y },
          { x: sx, y },
          { x, y },
        ],
        label: null,
      });
    } else if (colOf[j] === c) {
      const y = rowTop[j]! - (2 * gap) / 3;
      const points = [
        { x: sx, y: bottomOf(side) },
        { x: sx, y },
        { x, y },
      ];
      arrows.push({ kind: 'return', from: sideIndex, to: j, joins: true, points, label: null });
    } else if (colOf[j] === c + 1 && colOf[j - 1] === c) {
      // The next column starts at j: merge into the connector running along the bottom.
      arrows.push({
        kind: 'return',
        from: sideIndex,
        to: j,
        joins: true,
        points: [
          { x: sx, y: bottomOf(side) },
          { x: sx, y: yBOf(c) },
        ],
        label: null,
      });
    } else {
      return null;
    }
  }

  const labels = [...nodes.map((nd) => nd.label), ...arrows.flatMap((a) => (a.label ? [a.label] : []))];
  const layout: FlowchartLayout = { titleSvg: head.svg, columns: cols, size, nodes, arrows, labels };
  return layoutProblems(layout).length === 0 ? layout : null;
}

function inset(b: Box, by: number): Box {
  return { x: b.x + by, y: b.y + by, width: b.width - 2 * by, height: b.height - 2 * by };
}

/** What is wrong with a layout (empty when it is legible): used to reject candidates, and by the tests. */
export function layoutProblems(layout: FlowchartLayout): string[] {
  const problems: string[] = [];
  const { nodes, arrows, labels } = layout;
  for (const nd of nodes) {
    if (!insideCanvas(nd.box, CANVAS_WIDTH, CANVAS_HEIGHT, 4))
      problems.push(`"${nd.text}" is off the canvas`);
  }
  for (const l of labels) {
    if (!insideCanvas(l.box, CANVAS_WIDTH, CANVAS_HEIGHT, 4))
      problems.push(`label "${l.lines.join(' ')}" is off the canvas`);
  }
  for (let i = 0; i < nodes.length; i++) {
    for (let j = i + 1; j < nodes.length; j++) {
      if (boxesOverlap(nodes[i]!.box, nodes[j]!.box, 10))
        problems.push(`"${nodes[i]!.text}" meets "${nodes[j]!.text}"`);
    }
  }
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      if (boxesOverlap(labels[i]!.box, labels[j]!.box, 2)) problems.push(`labels ${i} and ${j} overlap`);
    }
  }
  for (const a of arrows) {
    if (a.label && nodes.some((nd) => boxesOverlap(nd.box, a.label!.box, 2)))
      problems.push('an answer label touches a shape');
    for (const [k, p] of a.points.entries()) {
      const q = a.points[k + 1];
      if (!q) continue;
      if (p.x < 4 || p.y < 4 || p.x > CANVAS_WIDTH - 4 || p.y > CANVAS_HEIGHT - 4)
        problems.push('an arrow leaves the canvas');
      for (const [m, nd] of nodes.entries()) {
        const ends = (k === 0 && m === a.from) || (k === a.points.length - 2 && m === a.to && !a.joins);
        if (!ends && segmentIntersectsBox(p.x, p.y, q.x, q.y, inset(nd.box, -2))) {
          problems.push(`an arrow from "${nodes[a.from]!.text}" crosses "${nd.text}"`);
        }
      }
      for (const l of labels) {
        if (segmentIntersectsBox(p.x, p.y, q.x, q.y, l.box))
          problems.push(`an arrow crosses label "${l.lines.join(' ')}"`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------
// Drawing

const STYLE = {
  terminal: { fill: '#dbeafe', stroke: '#1d4ed8' },
  process: { fill: '#f8fafc', stroke: '#334155' },
  decision: { fill: '#fef3c7', stroke: '#b45309' },
};

function arrowSvg(a: FlowArrow): string {
  const pts = a.points.map((p) => ({ ...p }));
  const tip = pts.at(-1)!;
  const prev = pts.at(-2)!;
  const len = Math.hypot(tip.x - prev.x, tip.y - prev.y) || 1;
  const ux = (tip.x - prev.x) / len;
  const uy = (tip.y - prev.y) / len;
  // The line stops inside the arrowhead so its square end never pokes past the tip.
  pts[pts.length - 1] = { x: tip.x - ux * (HEAD - 2), y: tip.y - uy * (HEAD - 2) };
  const bx = tip.x - ux * HEAD;
  const by = tip.y - uy * HEAD;
  const head = `${n(tip.x)},${n(tip.y)} ${n(bx - uy * 7)},${n(by + ux * 7)} ${n(bx + uy * 7)},${n(by - ux * 7)}`;
  return [
    `<polyline class="arrow ${a.kind}" points="${pts.map((p) => `${n(p.x)},${n(p.y)}`).join(' ')}" fill="none" stroke="${COLORS.axis}" stroke-width="3" stroke-linejoin="round"/>`,
    `<polygon class="arrowhead" points="${head}" fill="${COLORS.axis}"/>`,
  ].join('\n');
}

function nodeSvg(nd: FlowNode): string {
  const b = nd.box;
  const style = STYLE[nd.shape];
  const paint = `fill="${style.fill}" stroke="${style.stroke}" stroke-width="3"`;
  if (nd.shape === 'decision') {
    const cx = b.x + b.width / 2;
    const cy = b.y + b.height / 2;
    const pts = [
      [cx, b.y],
      [b.x + b.width, cy],
      [cx, b.y + b.height],
      [b.x, cy],
    ];
    return `<polygon class="decision" points="${pts.map(([x, y]) => `${n(x!)},${n(y!)}`).join(' ')}" ${paint}/>`;
  }
  const rx = nd.shape === 'terminal' ? b.height / 2 : 8;
  const cls = nd.shape === 'terminal' ? 'terminal' : nd.side ? 'step side' : 'step';
  return `<rect class="${cls}" x="${n(b.x)}" y="${n(b.y)}" width="${n(b.width)}" height="${n(b.height)}" rx="${n(rx)}" ${paint}/>`;
}

export function drawFlowchart(layout: FlowchartLayout): string {
  return [
    layout.titleSvg,
    ...layout.nodes.map(nodeSvg),
    ...layout.arrows.map(arrowSvg),
    ...layout.labels.map(drawLabel),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// Alt text

/** The steps in order, numbered, with where each decision's answers go. */
export function describeFlowchart(data: FlowchartData): string {
  const steps = data.steps;
  const number = new Map<number, number>();
  for (const [i, s] of steps.entries())
    if (s.kind === 'process' || s.kind === 'decision') number.set(i, number.size + 1);
  const name = (i: number) =>
    number.has(i) ? `step ${number.get(i)} (${steps[i]!.text})` : (steps[i]?.text ?? 'End');
  const first = steps[0]!.text;
  const last = steps.at(-1)!.text;
  const parts: string[] = [
    `Flowchart${data.title ? ` of ${data.title}` : ''} with ${number.size} steps from ${first} to ${last}.`,
  ];
  for (const [i, s] of steps.entries()) {
    if (s.kind === 'process') parts.push(`${number.get(i)}. ${s.text}.`);
    if (s.kind !== 'decision') continue;
    const b = s.branch;
    const next = steps[i + 1]?.kind === 'end' ? `go on to ${last}` : `continue to ${name(i + 1)}`;
    let other = '';
    if (b?.to === 'end') other = `stop (${last})`;
    else if (b?.to === 'step') other = `${b.target < i ? 'go back' : 'skip ahead'} to ${name(b.target)}`;
    else if (b?.to === 'side') {
      const after = b.rejoin === i ? 'then ask again' : `then continue to ${name(b.rejoin)}`;
      other = `${b.text}, ${after}`;
    }
    parts.push(`${number.get(i)}. Decision: ${s.text} If ${s.answer}, ${next}; if ${b?.answer}, ${other}.`);
  }
  parts.push(`${last}.`);
  return parts.join(' ');
}
