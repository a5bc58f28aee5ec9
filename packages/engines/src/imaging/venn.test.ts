// Venn diagrams of counts: each region's number worked out from the prompt and written in that region.
import { describe, expect, it } from 'vitest';
import { boxContains, insideCanvas, overlappingPairs } from './geometry.ts';
import { CannotDrawError, drawStudyDiagram } from './index.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml, svgTitle } from './svg.ts';
import { assertWellFormedXml, fakeSources } from './testing.ts';
import { boxInRegion, describeVenn, layoutVenn, parseVenn, regionOf, type VennLayout } from './venn.ts';

const regions = (...counts: number[]) => counts.map((count, i) => ({ mask: i + 1, count }));

/** Every label whole, on the canvas, below the title and apart; every count in its exact region. */
function checkLayout(layout: VennLayout, title: string, svg?: string) {
  const titleBottom = svgTitle(title).bottom;
  for (const l of layout.labels) {
    expect(insideCanvas(l.box, CANVAS_WIDTH, CANVAS_HEIGHT, 4), l.lines.join(' ')).toBe(true);
    expect(l.box.y).toBeGreaterThan(titleBottom);
    if (layout.frame) expect(boxContains(layout.frame, l.box), l.lines.join(' ')).toBe(true);
    for (const line of l.lines) {
      expect(line.endsWith('…')).toBe(false);
      if (svg) expect(svg).toContain(`>${escapeXml(line)}<`);
    }
  }
  expect(overlappingPairs(layout.labels.map((l) => l.box))).toEqual([]);
  for (const c of layout.counts) {
    const b = c.label.box;
    expect(boxInRegion(b, c.mask, layout.circles, 0), `${c.text} in ${c.mask}`).toBe(true);
    expect(regionOf(b.x + b.width / 2, b.y + b.height / 2, layout.circles)).toBe(c.mask);
  }
  for (const l of layout.setLabels) expect(l.lines.join(' ')).not.toMatch(/\d/);
}

describe('Venn diagrams of counts', () => {
  it.each([
    ['students who play football (12), basketball (9), both (4)', null],
    ['football 12, basketball 9, both 4', null],
    ['football: 12, basketball: 9 and both: 4', null],
    ['football only 8, basketball only 5, both 4, neither 3', 3],
    ['football = 12, basketball only 5, football and basketball = 4, none 3', 3],
    ['only football 8, basketball 9 students, both football and basketball 4, total 20', 3],
  ])('reads %s as totals per set unless "only" is said', (subject, neither) => {
    const data = parseVenn(subject);
    expect(data.sets).toEqual([
      { name: 'football', elements: null },
      { name: 'basketball', elements: null },
    ]);
    expect(data.counts).toEqual({ regions: regions(8, 5, 4), neither });
  });

  it('keeps what is counted out of the set names', () => {
    const data = parseVenn('students who play football (12), basketball (9), both (4)');
    expect(data.context).toBe('students who play');
    const layout = layoutVenn(data, 'Venn diagram: Football and Basketball');
    expect(describeVenn(data, layout)).toBe(
      'Venn diagram of students who play football and basketball: 8 in football only; ' +
        '5 in basketball only; 4 in both football and basketball.',
    );
    const people = parseVenn('people who own a cat (10), people who own a dog (7), both (3)');
    expect(people.sets.map((s) => s.name)).toEqual(['cat', 'dog']);
    expect(people.counts!.regions).toEqual(regions(7, 4, 3));
  });

  it('reads letters, and three sets with pairwise overlaps and all three', () => {
    expect(parseVenn('A: 12, B: 9, A and B: 4').counts).toEqual({ regions: regions(8, 5, 4), neither: null });
    const three = parseVenn(
      'French 20, German 15, Spanish 12, French and German 6, French & Spanish 5, German and Spanish 4, all three 2, none 7',
    );
    expect(three.sets.map((s) => s.name)).toEqual(['French', 'German', 'Spanish']);
    // Masks: 1 French, 2 German, 4 Spanish.
    expect(three.counts).toEqual({ regions: regions(11, 7, 4, 5, 3, 2, 2), neither: 7 });
    const only = parseVenn(
      'A only 3, B only 4, C only 5, A and B only 1, A and C only 2, B and C only 6, all three 7',
    );
    expect(only.counts!.regions).toEqual(regions(3, 4, 1, 5, 2, 6, 7));
  });

  it('leaves sets named by numbers, and listed elements, as they were', () => {
    expect(parseVenn('multiples of 2 and multiples of 3').sets.map((s) => s.name)).toEqual([
      'multiples of 2',
      'multiples of 3',
    ]);
    expect(parseVenn('year 7 and year 8 students').counts).toBeUndefined();
    expect(parseVenn('A = {1,2,3}, B = {3,4}').counts).toBeUndefined();
  });

  it('refuses counts that do not add up, or do not fix every region', () => {
    expect(() => parseVenn('football 3, basketball 9, both 4')).toThrow(
      /^The counts don't add up: the total for football is 3, but the other counts already put 4 in it/,
    );
    expect(() => parseVenn('football only 8, football 12, basketball 9, both 5')).toThrow(
      /don't add up: the count in both football and basketball is 5, but the other counts make it 4/,
    );
    expect(() => parseVenn('football 12, basketball 9')).toThrow(
      /say how many are in both \(e\.g\. "both 4"\)/,
    );
    expect(() => parseVenn('A 10, B 8, C 9, A and B 3')).toThrow(/all three/);
    expect(() => parseVenn('A 10, B 8, C 9, both 3')).toThrow(/"both" is unclear with three sets/);
    expect(() => parseVenn('A 1, B 2, C 3, D 4, A and B 1')).toThrow(CannotDrawError);
  });

  it('writes each region’s number in that region, and "neither" in the frame', () => {
    const prompt = 'Venn diagram: students who play football (12), basketball (9), both (4), neither 3';
    const d = drawStudyDiagram(prompt, fakeSources);
    expect(d).toMatchObject({ kind: 'venn', title: 'Venn diagram: Football and Basketball' });
    assertWellFormedXml(d.svg);
    expect(d.svg.match(/<circle class="set"/g)).toHaveLength(2);
    expect(d.svg).toContain('class="universe"');
    expect(d.alt).toContain('3 in neither');
    const data = parseVenn(prompt.replace(/^Venn diagram: /, ''));
    const layout = layoutVenn(data, d.title);
    checkLayout(layout, d.title, d.svg);
    expect(layout.counts.map((c) => [c.mask, c.text])).toEqual([
      [1, '8'],
      [2, '5'],
      [3, '4'],
      [0, '3'],
    ]);
    expect(texts(layout.setLabels)).toEqual(['football', 'basketball']);
  });

  it('writes all eight numbers of three sets in their regions', () => {
    const data = parseVenn(
      'French 20, German 15, Spanish 12, French and German 6, French and Spanish 5, German and Spanish 4, all three 2, none 7',
    );
    const title = 'Venn diagram: French, German and Spanish';
    const layout = layoutVenn(data, title);
    checkLayout(layout, title);
    expect(layout.counts).toHaveLength(8);
    expect(layout.frame).not.toBeNull();
  });

  it('keeps long set names whole, below the title, without crowding it', () => {
    const names = [
      'the history of the ancient Mediterranean world',
      'the geography of modern European countries',
      'the literature of the English Renaissance',
    ];
    const subject = `${names.map((n, i) => `students who study ${n} ${20 - i * 4}`).join(', ')}, all three 2, none 7, ${names[0]} and ${names[1]} 6, ${names[0]} and ${names[2]} 5, ${names[1]} and ${names[2]} 4`;
    const data = parseVenn(subject);
    expect(data.sets.map((s) => s.name)).toEqual(names);
    const title = `Venn diagram: ${names.join(', ')}`;
    const layout = layoutVenn(data, title);
    checkLayout(layout, title);
    expect(texts(layout.setLabels)).toEqual(names);
    expect(layout.counts).toHaveLength(8);
  });

  it('wraps a title that would otherwise be cut', () => {
    const long = 'a set whose name goes on and on about things';
    const data = parseVenn(`${long} one 5, ${long} two 4, both 1`);
    const title = `Venn diagram: ${data.sets.map((s) => s.name).join(' and ')} and more words, so many that two lines of the title at its smallest size cannot hold them`;
    expect(svgTitle(title).svg).toContain('…');
    const layout = layoutVenn(data, title);
    expect(layout.titleSvg).not.toContain('…');
    for (const l of layout.labels) expect(l.box.y).toBeGreaterThan(0);
    expect(overlappingPairs(layout.labels.map((l) => l.box))).toEqual([]);
  });

  it.each([
    ['30 students: 20 like tea, 15 like coffee, 10 like both', ['tea', 'coffee'], [10, 5, 10], 5],
    [
      'a class of 30 students: 20 students like tea, 15 like coffee, 10 like both',
      ['tea', 'coffee'],
      [10, 5, 10],
      5,
    ],
    ['30 students, 20 like tea, 15 like coffee and 10 like both', ['tea', 'coffee'], [10, 5, 10], 5],
    ['30 students: 20 like tea, 15 like coffee, 3 like neither', ['tea', 'coffee'], [12, 7, 8], 3],
    ['30 students: tea 20, coffee 15, both 10', ['tea', 'coffee'], [10, 5, 10], 5],
    ['5 in A only, 3 in B only, 2 in both, 10 in neither', ['A', 'B'], [5, 3, 2], 10],
    [
      '12 play football, 9 play basketball, 4 play both, 3 play neither',
      ['football', 'basketball'],
      [8, 5, 4],
      3,
    ],
    ['20 like tea, 15 like coffee, 10 like both, 5 like neither', ['tea', 'coffee'], [10, 5, 10], 5],
    ['12 football, 9 basketball, 4 both', ['football', 'basketball'], [8, 5, 4], null],
    ['10 own a cat, 7 own a dog, 3 own both, 30 in total', ['cat', 'dog'], [7, 4, 3], 16],
    ['football 12, 9 play basketball, both 4', ['football', 'basketball'], [8, 5, 4], null],
  ])('reads number-first counts: %s', (subject, names, counts, neither) => {
    const data = parseVenn(subject);
    expect(data.sets.map((s) => s.name)).toEqual(names);
    expect(data.counts).toEqual({ regions: regions(...counts), neither });
  });

  it('reads a total in front as everyone, and the rest as in neither', () => {
    const prompt = 'Venn diagram of 30 students: 20 like tea, 15 like coffee, 10 like both';
    const d = drawStudyDiagram(prompt, fakeSources);
    expect(d).toMatchObject({ kind: 'venn', title: 'Venn diagram: Tea and Coffee' });
    expect(d.svg.match(/<circle class="set"/g)).toHaveLength(2);
    expect(d.svg).toContain('class="universe"');
    expect(d.alt).toBe(
      'Venn diagram of students who like tea and coffee: 10 in tea only; 5 in coffee only; ' +
        '10 in both tea and coffee; 5 in neither.',
    );
    const data = parseVenn('30 students: 20 like tea, 15 like coffee, 10 like both');
    const layout = layoutVenn(data, d.title);
    checkLayout(layout, d.title, d.svg);
    expect(texts(layout.setLabels)).toEqual(['tea', 'coffee']);
    const three = parseVenn(
      '40 students: 20 study French, 15 study German, 12 study Spanish, 6 study French and German, 5 study French and Spanish, 4 study German and Spanish, 2 study all three',
    );
    expect(three.sets.map((s) => s.name)).toEqual(['French', 'German', 'Spanish']);
    expect(three.counts).toEqual({ regions: regions(11, 7, 4, 5, 3, 2, 2), neither: 6 });
  });

  it('refuses counts beyond the total, and sets named by a count', () => {
    expect(() => parseVenn('10 students: 20 like tea, 15 like coffee, 10 like both')).toThrow(
      /^The counts don't add up: "20 like tea" is more than the 10 students in all/,
    );
    expect(() => parseVenn('20 students: 15 like tea, 12 like coffee, 2 like both')).toThrow(
      /^The counts don't add up: they put 25 students in tea or coffee, more than the 20 students in all \(20 − 25 = −5 in neither\)/,
    );
    expect(() => parseVenn('football 12, basketball 9, both 4, total 10')).toThrow(
      /"football 12" is more than the 10 in all/,
    );
    for (const subject of ['15 like coffee and cats', '3 cats, dogs', 'dogs and 4 legged animals']) {
      expect(() => parseVenn(subject), subject).toThrow(
        /looks like a count, not the name of a set\. Give counts as "20 like tea, 15 like coffee, 10 like both"/,
      );
    }
    expect(() => drawStudyDiagram('Venn diagram of cats and 4 legged animals', fakeSources)).toThrow(
      /^"4 legged animals" looks like a count/,
    );
    expect(parseVenn('2D shapes and 3D shapes').sets.map((s) => s.name)).toEqual(['2D shapes', '3D shapes']);
  });
});

const texts = (labels: { lines: string[] }[]) => labels.map((l) => l.lines.join(' '));
