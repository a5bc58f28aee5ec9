// The one error every diagram step throws when a prompt cannot be drawn offline.

const EXAMPLES =
  'I can draw these study diagrams offline: ' +
  'graphs of functions of x (e.g. "graph of y = x^2 - 4", "plot sin(x) from -2pi to 2pi"), ' +
  'concept maps of topics in your study packs (e.g. "concept map of photosynthesis", "diagram of the cell"), ' +
  'cycles and ordered stages in your study packs (e.g. "the water cycle", "planets in order", "stages of mitosis"), ' +
  'timelines of historical events (e.g. "timeline of the French Revolution"), ' +
  'flowcharts of steps you give (e.g. "flowchart: boil water -> add pasta -> drain"), ' +
  'geometry figures (e.g. "right triangle with sides 3, 4, 5", "circle with radius 4 and a chord of 6"), ' +
  'number lines for inequalities (e.g. "show -2 ≤ x < 5 on a number line"), ' +
  'Venn diagrams of two or three sets (e.g. "Venn diagram: A = {1,2,3,4}, B = {3,4,5}"), ' +
  'and bar, line or pie charts of numbers you give (e.g. "bar chart: apples 5, pears 3, plums 8").';

/**
 * Thrown when a prompt cannot be drawn. The message is the reason; with `listKinds` (a prompt that is
 * none of the kinds, or a topic there is no data about) it goes on to say what can be drawn, with
 * examples, which would only bury the reason of a nearly-right request.
 */
export class CannotDrawError extends Error {
  constructor(reason: string, listKinds = false) {
    super(listKinds ? `${reason.trim()} ${EXAMPLES}` : reason.trim());
    this.name = 'CannotDrawError';
  }
}
