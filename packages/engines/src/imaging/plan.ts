// Classifies a free-text prompt into one of the diagram kinds the local engine can draw.

export type DiagramKind = 'plot' | 'concept-map' | 'timeline';

const EXAMPLES =
  'I can draw three kinds of study diagrams offline: ' +
  'graphs of functions of x (e.g. "graph of y = x^2 - 4", "plot sin(x) from -2pi to 2pi"), ' +
  'concept maps of topics in your study packs (e.g. "concept map of photosynthesis", "diagram of the cell"), ' +
  'and timelines of historical events (e.g. "timeline of the French Revolution").';

/** Thrown when a prompt cannot be drawn; the message says what can be drawn, with examples. */
export class CannotDrawError extends Error {
  constructor(reason: string) {
    super(`${reason.trim()} ${EXAMPLES}`);
    this.name = 'CannotDrawError';
  }
}

const MATH_FUNCTIONS =
  'sin|cos|tan|sec|csc|cot|asin|acos|atan|arcsin|arccos|arctan|sinh|cosh|tanh|sqrt|cbrt|log|ln|log10|log2|exp|abs';

const PLOT_WORDS =
  /\b(graph|graphs|plot|plots|plotting|sketch|draw|curve|parabola|line|hyperbola|function|chart)\b|\bf\s*\(\s*x\s*\)|\by\s*=/i;
const TIMELINE_WORDS = /\b(time[\s-]?lines?|chronology|chronological|history timeline)\b/i;
const CONCEPT_WORDS =
  /\b(concept[\s-]?maps?|mind[\s-]?maps?|spider[\s-]?diagrams?|concept[\s-]?webs?|diagrams?|overview|structure|parts)\b/i;

/** Whether text looks like a formula in x (or any explicit equation). */
export function looksLikeMath(text: string): boolean {
  const t = text.toLowerCase();
  if (/=/.test(t)) return true;
  if (new RegExp(`\\b(${MATH_FUNCTIONS})\\s*(\\(|[-\\d.]*x\\b)`).test(t)) return true;
  const hasX = /(^|[^a-z])x([^a-z]|$)/.test(t);
  if (!hasX) return /^[\s\d+\-*/^().]+$/.test(t) && /\d/.test(t) && /[+\-*/^]/.test(t);
  // "x" with an operator, a digit or a bracket around it (x^2, 2x, x + 1, (x)), or x alone.
  return /[\d+\-*/^()]/.test(t) || /^\s*x\s*$/.test(t);
}

function cleanSubject(text: string): string {
  return text
    .replace(/^[\s:,-]+|[\s.?!:,;-]+$/g, '')
    .replace(/^(about|of|for|on|showing|the|a|an)\s+/i, '')
    .replace(/^(the|a|an)\s+/i, '')
    .trim();
}

/** Drops polite/verb lead-ins: "please can you make me a …". */
function stripLeadIn(prompt: string): string {
  return prompt
    .replace(/^\s*(please\s+)?((can|could|would)\s+you\s+)?(please\s+)?/i, '')
    .replace(
      /^(make|create|generate|produce|give|show|build|render|draw|sketch|design)(\s+me|\s+us)?\s+/i,
      '',
    )
    .replace(/^(a|an|the)\s+/i, '')
    .replace(/^(picture|image|illustration|drawing)\s+of\s+(a|an|the)?\s*/i, '');
}

/** Classifies a prompt; null when it is none of the kinds the local engine draws. */
export function planDiagram(prompt: string): { kind: DiagramKind; subject: string } | null {
  const text = prompt.replace(/\s+/g, ' ').trim();
  if (!text || text.length > 300) return null;

  // Timelines first: "timeline of World War II", "World War II timeline".
  if (TIMELINE_WORDS.test(text)) {
    const lead = stripLeadIn(text);
    const subject = cleanSubject(
      lead
        .replace(/^.*?\b(time[\s-]?lines?|chronology)\b\s*(of|for|about|on|showing)?/i, '')
        .replace(/\b(time[\s-]?lines?|chronology)\b/gi, ''),
    );
    const fallback = cleanSubject(lead.replace(/\b(time[\s-]?lines?|chronology)\b/gi, ''));
    const s = subject || fallback;
    return s ? { kind: 'timeline', subject: s } : null;
  }

  // Plots: an equation or a formula in x, usually after graph/plot/draw.
  const plotMatch = text.match(
    /^(?:.*?\b(?:graphs?|plots?|plotting|sketch|draw|curve|parabola|hyperbola|line|function|chart)\b(?:\s+(?:of|for|the|a|an|function|curve|equation|line))*\s*)?(.*)$/i,
  );
  const mathPart = (plotMatch?.[1] ?? text).trim();
  if (mathPart && looksLikeMath(mathPart) && (PLOT_WORDS.test(text) || looksLikeMath(text))) {
    // "concept map of …" wins over a stray x unless there is an equation or an explicit graph/plot.
    if (
      !CONCEPT_WORDS.test(text) ||
      /=/.test(mathPart) ||
      /\b(graphs?|plots?|parabola|curve)\b/i.test(text)
    ) {
      return { kind: 'plot', subject: mathPart.replace(/[.?!]+$/, '').trim() };
    }
  }

  // Concept maps: "concept map of photosynthesis", "diagram of the cell", "mind map: water cycle".
  if (CONCEPT_WORDS.test(text)) {
    const lead = stripLeadIn(text);
    const after = lead.replace(
      /^.*?\b(concept[\s-]?maps?|mind[\s-]?maps?|spider[\s-]?diagrams?|concept[\s-]?webs?|diagrams?|overview|structure|parts)\b\s*(of|for|about|on|showing)?/i,
      '',
    );
    const before = lead.replace(
      /\b(labelled|labeled)?\s*(concept[\s-]?maps?|mind[\s-]?maps?|spider[\s-]?diagrams?|concept[\s-]?webs?|diagrams?|overview|structure|parts)\b.*$/i,
      '',
    );
    const subject = cleanSubject(after) || cleanSubject(before);
    return subject ? { kind: 'concept-map', subject } : null;
  }
  return null;
}
