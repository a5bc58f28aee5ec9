// Local study-diagram engine: turns a prompt into a real, useful picture (plot, concept map, timeline,
// number line, Venn diagram, chart, flowchart, geometry figure, cycle, sequence or process map)
// without any image API. Pure: no HTTP, no database; the caller supplies concept and timeline data.

import { type ChartType, describeChart, drawChart, layoutChart, parseChart } from './chart.ts';
import { type ConceptMap, describeConceptMap, drawConceptMap, layoutConceptMap } from './concept-map.ts';
import { describeFigure, drawFigure, figureTitle, layoutFigure, parseFigure } from './figure.ts';
import { describeFlowchart, drawFlowchart, layoutFlowchart, parseFlowchart } from './flowchart.ts';
import { describeNumberLine, drawNumberLine, layoutNumberLine, parseInequality } from './number-line.ts';
import { type DiagramKind, diagramSubject, planDiagram } from './plan.ts';
import { analyzePlot, describePlot, drawPlot, joinLabels, parsePlotRequest, prettyFormula } from './plot.ts';
import { CannotDrawError } from './refusal.ts';
import {
  describeRelationMap,
  drawRelationMap,
  layoutRelationMap,
  type RelationData,
} from './relation-map.ts';
import { findDefaultFontFile, renderPng } from './render.ts';
import { describeScatter, drawScatter, layoutScatter, parseScatter, scatterTitle } from './scatter.ts';
import { describeSequence, drawSequence, layoutSequence, type SequenceData } from './sequence.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, capitalise, svgDocument } from './svg.ts';
import { describeTimeline, drawTimeline, layoutTimeline, type TimelineData } from './timeline.ts';
import { describeVenn, drawVenn, layoutVenn, parseVenn } from './venn.ts';

export type { ConceptMap } from './concept-map.ts';
export { type DiagramKind, planDiagram } from './plan.ts';
export { CannotDrawError } from './refusal.ts';
export type { RelationData } from './relation-map.ts';
export { findDefaultFontFile } from './render.ts';
export type { SequenceData } from './sequence.ts';
export type { TimelineData } from './timeline.ts';

/** Stages in order (a cycle or a chain), or what a process takes in and gives out. */
export type ProcessData = ({ kind: 'sequence' } & SequenceData) | ({ kind: 'relations' } & RelationData);

export interface DiagramSources {
  /** `request` is the whole prompt: it may ask for parts or kinds ("parts of a flower"). */
  concepts(topic: string, request: string): ConceptMap | null;
  timeline(topic: string): TimelineData | null;
  /** The ordered stages or the process a request names ("the water cycle", "photosynthesis"). */
  process(request: string): ProcessData | null;
}

export interface Diagram {
  kind: DiagramKind;
  title: string;
  alt: string;
  svg: string;
  png: Uint8Array;
  width: number;
  height: number;
  /** 'local:' + kind, e.g. 'local:plot', 'local:venn', 'local:bar-chart' */
  source: string;
  /** What the picture was drawn from. */
  basis: string;
}

export interface DrawOptions {
  /** A TrueType/OpenType font for the PNG's text; defaults to findDefaultFontFile(). */
  fontFile?: string;
  /** Output width in pixels (height is 3/4 of it); default 1200. */
  width?: number;
}

function describeSource(source: string): string {
  if (source.startsWith('pack:')) return `study pack ${source.slice(5)}`;
  if (source.toLowerCase() === 'wordnet') return 'WordNet';
  return source;
}

/** Draws a study diagram for the prompt, or throws CannotDrawError saying why it cannot. */
export function drawStudyDiagram(
  prompt: string,
  sources: DiagramSources,
  options: DrawOptions = {},
): Diagram {
  // Pack stages or a process the prompt names ("the water cycle", "photosynthesis", "plot structure"):
  // the whole prompt is tried first, as the planner strips words such entries use ("plot", "structure").
  const planned = planDiagram(prompt);
  const whole = diagramSubject(prompt);
  const process =
    !planned || planned.kind === 'concept-map' || planned.kind === 'sequence'
      ? (sources.process(whole) ?? (planned ? sources.process(planned.subject) : null))
      : null;
  const plan = planned ?? (process ? { kind: 'sequence' as const, subject: whole } : null);
  const shown = prompt.replace(/\s+/g, ' ').trim().slice(0, 80);
  if (!plan) throw new CannotDrawError(`I can't draw "${shown}" offline.`, true);
  const width = Math.round(Math.min(4000, Math.max(320, options.width ?? CANVAS_WIDTH)));
  const height = Math.round((width * CANVAS_HEIGHT) / CANVAS_WIDTH);

  let kind: DiagramKind = plan.kind;
  let title: string;
  let alt: string;
  let body: string;
  let basis: string;
  if (plan.kind === 'plot') {
    const analysis = analyzePlot(parsePlotRequest(plan.subject));
    const labels = analysis.curves.map((c) => c.fn.label);
    title = joinLabels(labels);
    alt = describePlot(analysis);
    body = drawPlot(analysis, joinLabels(labels.map(prettyFormula)));
    const points = analysis.curves.map((c) => c.pointCount);
    basis =
      analysis.curves.length === 1
        ? `${title} evaluated at ${points[0]} points`
        : `${title} evaluated at ${points.join(', ')} points respectively`;
  } else if (plan.kind === 'number-line') {
    const ineq = parseInequality(plan.subject);
    title = `Number line: ${ineq.text}`;
    const layout = layoutNumberLine(ineq, title);
    alt = describeNumberLine(ineq, layout);
    body = drawNumberLine(layout);
    basis = ineq.points
      ? 'the numbers in the prompt'
      : ineq.solution
        ? `the inequality ${ineq.text} in the prompt, solved to ${ineq.solution}`
        : `the inequality ${ineq.text} in the prompt`;
  } else if (plan.kind === 'venn') {
    const data = parseVenn(plan.subject);
    const names = data.sets.map((s) => capitalise(s.name));
    title = `Venn diagram: ${joinLabels(names)}`;
    const layout = layoutVenn(data, title);
    alt = describeVenn(data, layout);
    body = drawVenn(layout);
    basis = data.counts
      ? 'the counts in the prompt'
      : data.sets.some((s) => s.elements)
        ? 'the sets listed in the prompt'
        : 'the set names in the prompt (no elements given)';
  } else if (plan.kind === 'bar-chart' || plan.kind === 'line-chart' || plan.kind === 'pie-chart') {
    const data = parseChart(plan.kind.replace('-chart', '') as ChartType, plan.subject);
    const kindName = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' }[data.type];
    title = data.topic ? `${kindName}: ${capitalise(data.topic)}` : kindName;
    const layout = layoutChart(data, title);
    alt = describeChart(data, title);
    body = drawChart(layout);
    basis = `the ${data.points.length} values in the prompt`;
  } else if (plan.kind === 'scatter-plot') {
    const data = parseScatter(plan.subject);
    title = scatterTitle(data);
    alt = describeScatter(data);
    body = drawScatter(layoutScatter(data, title));
    basis = `the ${data.points.length} points in the prompt`;
  } else if (plan.kind === 'flowchart') {
    const data = parseFlowchart(plan.subject);
    title = data.title ? `Flowchart: ${capitalise(data.title)}` : 'Flowchart';
    body = drawFlowchart(layoutFlowchart(data, title));
    alt = describeFlowchart(data);
    const steps = data.steps.filter((s) => s.kind !== 'start' && s.kind !== 'end').length;
    basis = `the ${steps} steps in the prompt`;
  } else if (plan.kind === 'geometry') {
    const data = parseFigure(plan.subject);
    title = figureTitle(data);
    body = drawFigure(layoutFigure(data, title));
    alt = describeFigure(data);
    basis = 'the measurements in the prompt';
  } else if (process) {
    if (process.kind === 'sequence') {
      kind = process.cycle ? 'cycle' : 'sequence';
      title = capitalise(process.title);
      const layout = layoutSequence(process, title);
      alt = describeSequence(process);
      body = drawSequence(layout);
      basis = `${describeSource(process.source)} (${process.stages.length} stages in order)`;
    } else {
      kind = 'relation-map';
      title = capitalise(process.name);
      const layout = layoutRelationMap(process, title);
      alt = describeRelationMap(process);
      body = drawRelationMap(layout);
      basis = describeSource(process.source);
    }
  } else if (plan.kind === 'sequence') {
    throw new CannotDrawError(`I have no stages in order about "${plan.subject}" in your study packs.`, true);
  } else if (plan.kind === 'concept-map') {
    const map = sources.concepts(plan.subject, prompt);
    if (!map || map.nodes.length === 0) {
      throw new CannotDrawError(
        `I have no concept data about "${plan.subject}" in your study packs or dictionary.`,
        true,
      );
    }
    title = `Concept map: ${capitalise(map.center)}`;
    const layout = layoutConceptMap(map, title);
    alt = describeConceptMap(map, layout);
    body = drawConceptMap(layout);
    basis = describeSource(map.source);
  } else {
    const data = sources.timeline(plan.subject);
    if (!data || data.events.length === 0) {
      throw new CannotDrawError(`I have no dated events about "${plan.subject}" in your study packs.`, true);
    }
    title = `Timeline: ${capitalise(data.title)}`;
    const layout = layoutTimeline(data, title);
    alt = describeTimeline(data, layout);
    body = drawTimeline(layout);
    const shownEvents = data.events.length - layout.omitted;
    basis = `${describeSource(data.source)} (${shownEvents} dated event${shownEvents === 1 ? '' : 's'})`;
  }
  const svg = svgDocument({ width, height, title, desc: alt, body });
  const png = renderPng(svg, options.fontFile ?? findDefaultFontFile());
  return { kind, title, alt, svg, png, width, height, source: `local:${kind}`, basis };
}
