import { describe, expect, it } from 'vitest';
import { planDiagram } from './plan.ts';

describe('planDiagram', () => {
  const cases: [string, ReturnType<typeof planDiagram>][] = [
    ['graph of y = x^2 - 4', { kind: 'plot', subject: 'y = x^2 - 4' }],
    ['plot sin(x) from -2pi to 2pi', { kind: 'plot', subject: 'sin(x) from -2pi to 2pi' }],
    ['draw f(x) = 2x + 1', { kind: 'plot', subject: 'f(x) = 2x + 1' }],
    ['graph y = 1/x', { kind: 'plot', subject: 'y = 1/x' }],
    ['parabola x^2 - 3x + 2', { kind: 'plot', subject: 'x^2 - 3x + 2' }],
    ['Graph y = x and y = x^2.', { kind: 'plot', subject: 'y = x and y = x^2' }],
    ['y = z + 1', { kind: 'plot', subject: 'y = z + 1' }],
    ['sketch the curve of cos x', { kind: 'plot', subject: 'cos x' }],
    ['diagram of the cell', { kind: 'concept-map', subject: 'cell' }],
    ['concept map of photosynthesis', { kind: 'concept-map', subject: 'photosynthesis' }],
    ['Make a mind map of the water cycle', { kind: 'concept-map', subject: 'water cycle' }],
    ['photosynthesis concept map', { kind: 'concept-map', subject: 'photosynthesis' }],
    ['timeline of World War II', { kind: 'timeline', subject: 'World War II' }],
    ['Create a timeline of the French Revolution?', { kind: 'timeline', subject: 'French Revolution' }],
    ['Roman Empire timeline', { kind: 'timeline', subject: 'Roman Empire' }],
    ['number line for x > 3', { kind: 'number-line', subject: 'number line for x > 3' }],
    ['show -2 ≤ x < 5 on a number line', { kind: 'number-line', subject: '-2 ≤ x < 5 on a number line' }],
    ['graph x >= -1', { kind: 'number-line', subject: 'x >= -1' }],
    ['x < -1 or x > 3', { kind: 'number-line', subject: 'x < -1 or x > 3' }],
    ['Venn diagram of mammals and sea animals', { kind: 'venn', subject: 'mammals and sea animals' }],
    ['Venn diagram: A = {1,2,3,4}, B = {3,4,5}', { kind: 'venn', subject: 'A = {1,2,3,4}, B = {3,4,5}' }],
    ['cats and dogs venn diagram', { kind: 'venn', subject: 'cats and dogs' }],
    ['bar chart: apples 5, pears 3, plums 8', { kind: 'bar-chart', subject: 'apples 5, pears 3, plums 8' }],
    [
      'pie chart of 40% rent, 35% food, 25% other',
      { kind: 'pie-chart', subject: 'of 40% rent, 35% food, 25% other' },
    ],
    [
      'line chart of temperature Mon 12 Tue 15 Wed 11',
      { kind: 'line-chart', subject: 'of temperature Mon 12 Tue 15 Wed 11' },
    ],
    ['bar chart of rainfall in four seasons', { kind: 'bar-chart', subject: 'of rainfall in four seasons' }],
    ['line graph of y = 2x + 1', { kind: 'plot', subject: 'graph of y = 2x + 1' }],
    [
      'flowchart: boil water -> add pasta -> drain',
      { kind: 'flowchart', subject: 'boil water -> add pasta -> drain' },
    ],
    ['flow chart of making tea: boil, pour', { kind: 'flowchart', subject: 'making tea: boil, pour' }],
    ['right triangle with sides 3, 4, 5', { kind: 'geometry', subject: 'right triangle with sides 3, 4, 5' }],
    ['draw a circle with radius 4', { kind: 'geometry', subject: 'circle with radius 4' }],
    ['the water cycle', { kind: 'sequence', subject: 'water cycle' }],
    ['planets in order', { kind: 'sequence', subject: 'planets in order' }],
    ['Show the stages of mitosis.', { kind: 'sequence', subject: 'stages of mitosis' }],
    ['solve and graph x + 2 > 5', { kind: 'number-line', subject: 'x + 2 > 5' }],
    ['graph 2x + 1 > 7', { kind: 'number-line', subject: '2x + 1 > 7' }],
    [
      'graph the line through (1,2) and (3,6)',
      { kind: 'plot', subject: 'graph the line through (1,2) and (3,6)' },
    ],
    [
      'scatter plot of hours vs score: (1,50), (2,60)',
      { kind: 'scatter-plot', subject: 'scatter plot of hours vs score: (1,50), (2,60)' },
    ],
    [
      'line graph of week 1 = 20, week 2 = 25',
      { kind: 'line-chart', subject: 'of week 1 = 20, week 2 = 25' },
    ],
    ['a cat wearing a hat', null],
    ['draw a cat wearing a hat', null],
    ['graph of happiness over time', null],
    ['', null],
  ];
  it.each(cases)('%s', (prompt, expected) => {
    expect(planDiagram(prompt)).toEqual(expected);
  });
});
