/** One prompt for each offline diagram kind: the docs gallery draws them and bench/diagrams.ts times them. */
import type { DiagramKind } from '@studybot/engines/imaging';

/** docs/diagrams.md quotes the same prompts under each picture. */
export const DIAGRAM_PROMPTS: Record<DiagramKind, string> = {
  plot: 'graph of y = x^2 - 4',
  'concept-map': 'concept map of the cell',
  timeline: 'timeline of the French Revolution',
  'number-line': 'show -2 ≤ x < 5 on a number line',
  venn: 'Venn diagram: A = {1,2,3,4,5}, B = {4,5,6,7}',
  'bar-chart': 'bar chart of rainfall in mm: spring 60, summer 35, autumn 80, winter 95',
  'line-chart': 'line chart of temperature Mon 12 Tue 15 Wed 11 Thu 14 Fri 17',
  'pie-chart': 'pie chart of 40% rent, 35% food, 25% other',
  flowchart:
    'flowchart of making pasta: boil water -> add pasta -> cook 10 minutes -> is it soft? no: cook 10 minutes -> drain',
  geometry: 'right triangle with sides 3, 4, 5',
  cycle: 'the water cycle',
  sequence: 'planets in order',
  'relation-map': 'concept map of photosynthesis',
  'scatter-plot': 'scatter plot of hours studied vs score: (1,50), (2,58), (3,65), (4,71), (5,80), (6,84)',
};
