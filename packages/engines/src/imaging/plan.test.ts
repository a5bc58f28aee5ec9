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
    ['a cat wearing a hat', null],
    ['draw a cat wearing a hat', null],
    ['graph of happiness over time', null],
    ['', null],
  ];
  it.each(cases)('%s', (prompt, expected) => {
    expect(planDiagram(prompt)).toEqual(expected);
  });
});
