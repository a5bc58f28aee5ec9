// Classifies a free-text prompt into one of the diagram kinds the local engine can draw.

import { looksLikeFigure } from './figure.ts';
import { looksLikeFlowchart } from './flowchart.ts';
import { isOneVariableInequality } from './number-line.ts';
import { isLineThroughPoints } from './plot.ts';

export { CannotDrawError } from './refusal.ts';

export type DiagramKind =
  | 'plot'
  | 'concept-map'
  | 'timeline'
  | 'number-line'
  | 'venn'
  | 'bar-chart'
  | 'line-chart'
  | 'pie-chart'
  | 'flowchart'
  | 'geometry'
  | 'cycle'
  | 'sequence'
  | 'relation-map'
  | 'scatter-plot';

const MATH_FUNCTIONS =
  'sin|cos|tan|sec|csc|cot|asin|acos|atan|arcsin|arccos|arctan|sinh|cosh|tanh|sqrt|cbrt|log|ln|log10|log2|exp|abs';

const PLOT_WORDS =
  /\b(graph|graphs|plot|plots|plotting|sketch|draw|curve|parabola|line|hyperbola|function|chart)\b|\bf\s*\(\s*x\s*\)|\by\s*=/i;
const TIMELINE_WORDS = /\b(time[\s-]?lines?|chronology|chronological|history timeline)\b/i;
const CONCEPT_WORDS =
  /\b(concept[\s-]?maps?|mind[\s-]?maps?|spider[\s-]?diagrams?|concept[\s-]?webs?|diagrams?|overview|structure|parts)\b/i;

/** Longer prompts are not study-diagram requests. */
const MAX_PROMPT = 300;

/** Asks for things in order: cycles, stages, ranks ("the rock cycle", "planets in order"). */
const SEQUENCE_WORDS =
  /\b(cycles?|stages|phases|steps|sequence|in order|order of|ranks|levels|layers|eras|process of)\b/i;
const NUMBER_LINE_WORDS = /\bnumber[\s-]?lines?\b/i;
const VENN_WORDS = /\bvenn\b/i;
const SCATTER_WORDS = /\bscatter[\s-]?(?:plots?|graphs?|charts?|diagrams?)\b/i;
const CHART_WORDS = /\b(bar|column|pie|line)[\s-]?(charts?|graphs?)\b/i;

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

/** The prompt without its lead-in and articles: "please draw the water cycle" → "water cycle". */
export function diagramSubject(prompt: string): string {
  const text = prompt.replace(/\s+/g, ' ').trim();
  return text.length > MAX_PROMPT ? '' : cleanSubject(stripLeadIn(text));
}

/** Classifies a prompt; null when it is none of the kinds the local engine draws. */
export function planDiagram(prompt: string): { kind: DiagramKind; subject: string } | null {
  const text = prompt.replace(/\s+/g, ' ').trim();
  if (!text || text.length > MAX_PROMPT) return null;

  // Number lines: "number line for x > 3", "show -2 ≤ x < 5 on a number line".
  if (NUMBER_LINE_WORDS.test(text)) {
    const subject = stripLeadIn(text)
      .replace(/[.?!]+$/, '')
      .trim();
    return { kind: 'number-line', subject };
  }

  // Venn diagrams: "Venn diagram of mammals and sea animals", "Venn diagram: A = {1,2}, B = {2,3}".
  if (VENN_WORDS.test(text)) {
    const lead = stripLeadIn(text);
    const after = lead
      .replace(/^.*?\bvenn(\s+diagrams?)?\b\s*/i, '')
      .replace(/^[\s:,-]+/, '')
      .replace(/^(of|for|about|on|showing|comparing|with)\s+/i, '')
      .replace(/[.?!]+$/, '')
      .trim();
    const before = cleanSubject(lead.replace(/\bvenn(\s+diagrams?)?\b.*$/i, ''));
    return { kind: 'venn', subject: after || before };
  }

  // Scatter plots of (x, y) pairs: "scatter plot of hours studied vs score: (1,50), (2,60)".
  if (SCATTER_WORDS.test(text)) {
    return {
      kind: 'scatter-plot',
      subject: stripLeadIn(text)
        .replace(/[.?!]+$/, '')
        .trim(),
    };
  }

  // Charts of given numbers: "bar chart: apples 5, pears 3", "pie chart of 40% rent, …".
  const chart = text.match(CHART_WORDS);
  if (chart) {
    const type = /^(bar|column)/i.test(chart[0]) ? 'bar' : /^pie/i.test(chart[0]) ? 'pie' : 'line';
    const lead = stripLeadIn(text);
    const after = lead
      .slice((lead.match(CHART_WORDS)?.index ?? 0) + (lead.match(CHART_WORDS)?.[0].length ?? 0))
      .replace(/^[\s:,-]+/, '')
      .trim();
    const before = lead
      .slice(0, lead.match(CHART_WORDS)?.index ?? 0)
      .replace(/^(a|an|the)\s+/i, '')
      .trim();
    // "line graph of y = 2x + 1" is a function plot, not a chart of data.
    const dataList = (after.match(/=\s*[-−]?[$£€¥]?\d[\d.,]*\s*(?:[,;]|$)/g) ?? []).length >= 2;
    if (!(type === 'line' && /graph/i.test(chart[0]) && looksLikeMath(after) && !dataList)) {
      return { kind: `${type}-chart`, subject: after || before };
    }
  }

  // Flowcharts of steps the student gives: "flowchart: boil water -> add pasta -> drain".
  if (looksLikeFlowchart(text)) {
    const subject = stripLeadIn(text)
      .replace(/^.*?\bflow[\s-]?(charts?|diagrams?)\b[\s:,-]*/i, '')
      .replace(/^(of|for|about|on|showing)\s+/i, '')
      .trim();
    return { kind: 'flowchart', subject };
  }

  // Geometry figures from their description: "right triangle with sides 3, 4, 5", "points A(1,2), B(3,4)".
  if (looksLikeFigure(text))
    return {
      kind: 'geometry',
      subject: stripLeadIn(text)
        .replace(/[.?!]+$/, '')
        .trim(),
    };

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

  // A line through two points: "line through (1,2) and (3,6)".
  if (isLineThroughPoints(text)) {
    return {
      kind: 'plot',
      subject: stripLeadIn(text)
        .replace(/[.?!]+$/, '')
        .trim(),
    };
  }

  // Plots: an equation or a formula in x, usually after graph/plot/draw.
  const plotMatch = text.match(
    /^(?:.*?\b(?:graphs?|plots?|plotting|sketch|draw|curve|parabola|hyperbola|line|function|chart)\b(?:\s+(?:of|for|the|a|an|function|curve|equation|line))*\s*)?(.*)$/i,
  );
  const mathPart = (plotMatch?.[1] ?? text).trim();
  if (mathPart && looksLikeMath(mathPart) && (PLOT_WORDS.test(text) || looksLikeMath(text))) {
    // "concept map of …" wins over a stray x unless there is an equation or an explicit graph/plot.
    // A bare inequality in x ("graph x > 3", "plot -2 <= x < 5") is drawn on a number line.
    if (isOneVariableInequality(mathPart.replace(/[.?!]+$/, ''))) {
      return { kind: 'number-line', subject: mathPart.replace(/[.?!]+$/, '').trim() };
    }
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
  // Cycles and ordered stages: "the water cycle", "planets in order", "stages of mitosis".
  if (SEQUENCE_WORDS.test(text)) {
    const subject = cleanSubject(stripLeadIn(text));
    if (subject) return { kind: 'sequence', subject };
  }

  return null;
}
