import { describe, expect, it } from 'vitest';
import { renderProblemPng } from '../testing.ts';
import { isPi } from './pi.ts';
import { preparePhoto } from './prepare.ts';

async function marksOf(text: string, fontSize = 60) {
  const prepared = await preparePhoto(renderProblemPng([text], { fontSize }));
  return prepared.marks.sort((a, b) => a.x0 - b.x0).map((m) => isPi(prepared, m));
}

describe('π by its shape', () => {
  it.each([40, 60, 90])('finds a printed π at %i px', async (size) => {
    expect(await marksOf('π', size)).toEqual([true]);
  });

  it('takes no letter or digit with legs or a bar for one', async () => {
    expect(await marksOf('n m h u a T 4 7 H N Π', 60)).not.toContain(true);
  });
});
