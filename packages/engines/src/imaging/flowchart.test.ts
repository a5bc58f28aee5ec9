// Flowcharts: steps typed in many ways, yes/no decisions, refusals, and a legible checked layout.
import { describe, expect, it } from 'vitest';
import {
  describeFlowchart,
  drawFlowchart,
  type FlowchartData,
  type FlowchartLayout,
  layoutFlowchart,
  looksLikeFlowchart,
  parseFlowchart,
} from './flowchart.ts';
import { type Box, insideCanvas, overlappingPairs, segmentIntersectsBox } from './geometry.ts';
import { CannotDrawError } from './plan.ts';
import { CANVAS_HEIGHT, CANVAS_WIDTH, escapeXml, svgDocument } from './svg.ts';
import { assertWellFormedXml } from './testing.ts';

const texts = (data: FlowchartData) => data.steps.map((s) => s.text);
const kinds = (data: FlowchartData) => data.steps.map((s) => s.kind);

const PASTA =
  'boil water -> add pasta -> cook 10 minutes -> is the pasta soft? yes: drain; no: cook 1 more minute';
const LOOP =
  'boil water -> add pasta -> cook 10 minutes -> is it soft? if no, go back to cook 10 minutes -> drain';

describe('reading the steps', () => {
  it('recognises flowchart prompts', () => {
    expect(looksLikeFlowchart('flowchart: a -> b')).toBe(true);
    expect(looksLikeFlowchart('Make a flow chart of making tea')).toBe(true);
    expect(looksLikeFlowchart('flow-diagram of the water cycle')).toBe(true);
    expect(looksLikeFlowchart('Flowcharts for loops')).toBe(true);
    expect(looksLikeFlowchart('the flow of a river')).toBe(false);
    expect(looksLikeFlowchart('bar chart: a 1, b 2')).toBe(false);
  });

  it.each([
    ['flowchart: boil water -> add pasta -> cook 10 minutes -> drain', undefined],
    [': boil water -> add pasta -> cook 10 minutes -> drain', undefined],
    ['boil water → add pasta → cook 10 minutes → drain', undefined],
    ['boil water => add pasta --> cook 10 minutes -> drain', undefined],
    ['boil water; add pasta; cook 10 minutes; drain', undefined],
    ['boil water then add pasta then cook 10 minutes then drain', undefined],
    ['first boil water, then add pasta, next cook 10 minutes, finally drain.', undefined],
    ['1. boil water 2. add pasta 3. cook 10 minutes 4. drain', undefined],
    ['step 1: boil water step 2: add pasta step 3: cook 10 minutes step 4: drain', undefined],
    ['\nboil water\nadd pasta\ncook 10 minutes\ndrain\n', undefined],
    ['- boil water\n- add pasta\n- cook 10 minutes\n- drain', undefined],
    ['1) boil water\n2) add pasta\n3) cook 10 minutes\n4) drain', undefined],
    ['of cooking pasta: boil water, add pasta, cook 10 minutes, drain', 'cooking pasta'],
    ['for cooking pasta: boil water -> add pasta -> cook 10 minutes -> drain', 'cooking pasta'],
  ])('reads a linear chain: %j', (subject, title) => {
    const data = parseFlowchart(subject);
    expect(texts(data)).toEqual(['Start', 'boil water', 'add pasta', 'cook 10 minutes', 'drain', 'End']);
    expect(kinds(data)).toEqual(['start', 'process', 'process', 'process', 'process', 'end']);
    expect(data.title).toBe(title);
  });

  it('takes the topic before the colon as the title', () => {
    const data = parseFlowchart(
      'of making tea: boil the kettle, put a tea bag in a cup, pour the water, wait 3 minutes, remove the bag',
    );
    expect(data.title).toBe('making tea');
    expect(texts(data)).toEqual([
      'Start',
      'boil the kettle',
      'put a tea bag in a cup',
      'pour the water',
      'wait 3 minutes',
      'remove the bag',
      'End',
    ]);
    // The whole prompt works too: the words before "flow chart" are dropped.
    expect(parseFlowchart('Please make a flow chart of making tea: boil the kettle, pour the water')).toEqual(
      {
        title: 'making tea',
        steps: [
          { kind: 'start', text: 'Start' },
          { kind: 'process', text: 'boil the kettle' },
          { kind: 'process', text: 'pour the water' },
          { kind: 'end', text: 'End' },
        ],
      },
    );
  });

  it('keeps a Start or End the student wrote instead of adding another', () => {
    expect(texts(parseFlowchart('start -> read -> think -> stop'))).toEqual([
      'Start',
      'read',
      'think',
      'Stop',
    ]);
    expect(kinds(parseFlowchart('Begin; read; think; End'))).toEqual(['start', 'process', 'process', 'end']);
  });

  it('reads a decision whose "no" is a side step that tries again', () => {
    const data = parseFlowchart(PASTA);
    expect(data.steps).toEqual([
      { kind: 'start', text: 'Start' },
      { kind: 'process', text: 'boil water' },
      { kind: 'process', text: 'add pasta' },
      { kind: 'process', text: 'cook 10 minutes' },
      {
        kind: 'decision',
        text: 'is the pasta soft?',
        answer: 'yes',
        branch: { answer: 'no', to: 'side', text: 'cook 1 more minute', rejoin: 4 },
      },
      { kind: 'process', text: 'drain' },
      { kind: 'end', text: 'End' },
    ]);
  });

  it.each([
    LOOP,
    'boil water, add pasta, cook 10 minutes, is it soft? if no, go back to cook 10 minutes, drain',
    'boil water -> add pasta -> cook 10 minutes -> is it soft? no: go back to COOK -> drain',
    'boil water -> add pasta -> cook 10 minutes -> is it soft? if not, repeat from step 3 -> drain',
    'boil water\nadd pasta\ncook 10 minutes\nis it soft?\nno: go back to cook\nyes: drain',
    'boil water -> add pasta -> cook 10 minutes -> is it soft? yes: drain, otherwise go back to cook',
    'boil water -> add pasta -> cook 10 minutes -> is it soft? no: cook 10 minutes -> drain',
  ])('reads a decision that loops back to an earlier step: %j', (subject) => {
    const data = parseFlowchart(subject);
    expect(texts(data)).toEqual([
      'Start',
      'boil water',
      'add pasta',
      'cook 10 minutes',
      'is it soft?',
      'drain',
      'End',
    ]);
    expect(data.steps[4]).toEqual({
      kind: 'decision',
      text: 'is it soft?',
      answer: 'yes',
      branch: { answer: 'no', to: 'step', target: 3 },
    });
  });

  it('reads a decision that stops, and one whose side step rejoins the main line', () => {
    const stop = parseFlowchart('read the question -> do you know the answer? no: stop -> write it down');
    expect(stop.steps[2]).toEqual({
      kind: 'decision',
      text: 'do you know the answer?',
      answer: 'yes',
      branch: { answer: 'no', to: 'end' },
    });
    expect(texts(stop)).toEqual([
      'Start',
      'read the question',
      'do you know the answer?',
      'write it down',
      'End',
    ]);

    const rain = parseFlowchart('is it raining? yes: take an umbrella; no: wear sunglasses -> go outside');
    expect(texts(rain)).toEqual(['Start', 'is it raining?', 'take an umbrella', 'go outside', 'End']);
    expect(rain.steps[1]!.branch).toEqual({ answer: 'no', to: 'side', text: 'wear sunglasses', rejoin: 3 });

    // "yes" may be the answer that leaves: then "no" carries on down the main line.
    const more = parseFlowchart('read a page -> take notes -> is there more to read? yes: go back to read');
    expect(more.steps[3]).toMatchObject({ answer: 'no', branch: { answer: 'yes', to: 'step', target: 1 } });
  });

  it('sends a lone side step back to ask its question again', () => {
    const tea = parseFlowchart(
      'of making tea: boil the kettle -> pour the water -> is it strong enough? no: wait a minute -> remove the bag',
    );
    expect(texts(tea)).toEqual([
      'Start',
      'boil the kettle',
      'pour the water',
      'is it strong enough?',
      'remove the bag',
      'End',
    ]);
    expect(tea.steps[3]!.branch).toEqual({ answer: 'no', to: 'side', text: 'wait a minute', rejoin: 3 });
    expect(describeFlowchart(tea)).toContain('if no, wait a minute, then ask again.');
    // "yes" may be the side step: then "no" carries on
    const cold = parseFlowchart('is the soup cold? yes: heat it some more; no: continue -> serve');
    expect(cold.steps[1]).toMatchObject({
      answer: 'no',
      branch: { answer: 'yes', to: 'side', text: 'heat it some more', rejoin: 1 },
    });
  });

  it('lets a side step carry on, or go where the student says', () => {
    const rain = parseFlowchart('is it raining? no: wear sunglasses, then carry on -> go outside');
    expect(rain.steps[1]!.branch).toEqual({ answer: 'no', to: 'side', text: 'wear sunglasses', rejoin: 2 });
    const skip = parseFlowchart(
      'is it raining? no: wear sunglasses, then go to walk to school -> take an umbrella -> walk to school',
    );
    expect(skip.steps[1]!.branch).toEqual({ answer: 'no', to: 'side', text: 'wear sunglasses', rejoin: 3 });
    // both answers with their own step: the side step rejoins after the main answer's step
    const homework = parseFlowchart(
      'do you have homework? yes: do your homework; no: play outside -> do your homework -> go to bed',
    );
    expect(texts(homework)).toEqual([
      'Start',
      'do you have homework?',
      'do your homework',
      'go to bed',
      'End',
    ]);
    expect(homework.steps[1]!.branch).toMatchObject({ to: 'side', text: 'play outside', rejoin: 3 });
  });

  it.each([
    ['repeat until x is 0: subtract 1 from x', []],
    ['start with x = 10; repeat: subtract 1 from x; until x is 0; print done', ['start with x = 10']],
    ['start with x = 10 -> repeat -> subtract 1 from x -> until x is 0 -> print done', ['start with x = 10']],
    ['start with x = 10 -> subtract 1 from x -> repeat until x is 0 -> print done', ['start with x = 10']],
    ['start with x = 10; loop: subtract 1 from x; until x = 0; print done', ['start with x = 10']],
  ])('turns a repeat-until loop into a question that loops back: %j', (subject, before) => {
    const data = parseFlowchart(subject);
    const first = before.length + 1;
    expect(texts(data).slice(0, first + 1)).toEqual(['Start', ...before, 'subtract 1 from x']);
    expect(data.steps[first + 1]).toEqual({
      kind: 'decision',
      text: subject.includes('x = 0') ? 'is x = 0?' : 'is x 0?',
      answer: 'yes',
      branch: { answer: 'no', to: 'step', target: first },
    });
    expect(data.title).toBeUndefined();
  });

  it('loops back to the first of several repeated steps', () => {
    const data = parseFlowchart(
      'of reading: open the book -> repeat: read a page; take notes; until the chapter is finished -> close the book',
    );
    expect(data.title).toBe('reading');
    expect(texts(data)).toEqual([
      'Start',
      'open the book',
      'read a page',
      'take notes',
      'is the chapter finished?',
      'close the book',
      'End',
    ]);
    expect(data.steps[4]!.branch).toEqual({ answer: 'no', to: 'step', target: 2 });
    // "do … while": "yes" repeats
    const words = parseFlowchart(
      'do: read the next word; look it up; while there are more words -> write it up',
    );
    expect(words.steps[3]).toMatchObject({
      text: 'are there more words?',
      answer: 'no',
      branch: { answer: 'yes', to: 'step', target: 1 },
    });
    // "repeat 3 times" counts
    const stir = parseFlowchart('add the sugar -> stir -> repeat 3 times -> serve');
    expect(stir.steps[3]).toMatchObject({ text: 'done it 3 times?', branch: { to: 'step', target: 2 } });
  });

  it('draws "while COND: step" as the question first, its step beside it asking again', () => {
    for (const subject of [
      'set x to 10 -> while x > 0: subtract 1 from x -> print done',
      'set x to 10 -> while x > 0 -> subtract 1 from x -> end while -> print done',
    ]) {
      const data = parseFlowchart(subject);
      expect(texts(data)).toEqual(['Start', 'set x to 10', 'is x > 0?', 'print done', 'End']);
      expect(data.steps[2]).toMatchObject({
        answer: 'no',
        branch: { answer: 'yes', to: 'side', text: 'subtract 1 from x', rejoin: 2 },
      });
    }
    expect(texts(parseFlowchart('while the kettle is not boiling: wait'))).toEqual([
      'Start',
      'is the kettle not boiling?',
      'End',
    ]);
  });

  it('refuses a loop that never says when it stops', () => {
    expect(() => parseFlowchart('repeat: stir -> add sugar')).toThrow(/say when it stops/);
  });

  it('refuses fewer than two steps, more than twelve, and answers that go nowhere', () => {
    const ask = /give me the steps, e\.g\. "flowchart: A -> B -> C"/;
    for (const subject of [
      '',
      'flowchart',
      'flow chart of making tea',
      'boil water',
      'start -> boil water -> end',
    ]) {
      expect(() => parseFlowchart(subject), subject).toThrow(CannotDrawError);
      expect(() => parseFlowchart(subject), subject).toThrow(ask);
    }
    const thirteen = Array.from({ length: 13 }, (_, i) => `step number ${i + 1}`).join(' -> ');
    expect(() => parseFlowchart(thirteen)).toThrow(/13 steps would be unreadable; give at most 12/);
    const twelve = Array.from({ length: 12 }, (_, i) => `step number ${i + 1}`).join(' -> ');
    expect(parseFlowchart(twelve).steps).toHaveLength(14);
    expect(() => parseFlowchart('boil water -> is it soft? no: go back to stir the sauce -> drain')).toThrow(
      /goes to "stir the sauce", but there is no such step; the steps are "boil water", "is it soft\?", "drain"/,
    );
    expect(() => parseFlowchart('boil water -> is it soft? -> drain')).toThrow(/say where "no" goes/);
    expect(() => parseFlowchart('boil water -> is it soft? yes: stop; no: go back to boil -> drain')).toThrow(
      /could never be reached/,
    );
  });
});

/** Every check a reader would make: shapes and labels whole, inside, apart; arrows clear of other boxes. */
function assertLegible(layout: FlowchartLayout, data: FlowchartData) {
  const inside = (b: Box) => insideCanvas(b, CANVAS_WIDTH, CANVAS_HEIGHT);
  for (const nd of layout.nodes) expect(inside(nd.box), nd.text).toBe(true);
  for (const l of layout.labels) {
    expect(inside(l.box), l.lines.join(' ')).toBe(true);
    for (const line of l.lines) expect(line.endsWith('…'), line).toBe(false);
  }
  expect(overlappingPairs(layout.nodes.map((nd) => nd.box))).toEqual([]);
  expect(overlappingPairs(layout.labels.map((l) => l.box))).toEqual([]);
  // Each shape shows its own step's whole text, inside the shape.
  for (const nd of layout.nodes) {
    expect(nd.label.lines.join(' ')).toBe(nd.text);
    const b = nd.box;
    const l = nd.label.box;
    expect(
      l.x >= b.x && l.y >= b.y && l.x + l.width <= b.x + b.width && l.y + l.height <= b.y + b.height,
    ).toBe(true);
    if (nd.shape === 'decision') {
      const cx = b.x + b.width / 2;
      const cy = b.y + b.height / 2;
      for (const [x, y] of [
        [l.x, l.y],
        [l.x + l.width, l.y + l.height],
      ] as const) {
        expect(
          Math.abs(x - cx) / (b.width / 2) + Math.abs(y - cy) / (b.height / 2),
          nd.text,
        ).toBeLessThanOrEqual(1);
      }
    }
  }
  const answers = layout.arrows.flatMap((a) => (a.label ? [a.label] : []));
  for (const l of answers) expect(overlappingPairs([l.box, ...layout.nodes.map((nd) => nd.box)])).toEqual([]);
  for (const a of layout.arrows) {
    for (const p of a.points) {
      expect(p.x >= 0 && p.x <= CANVAS_WIDTH && p.y >= 0 && p.y <= CANVAS_HEIGHT).toBe(true);
    }
    for (let k = 0; k + 1 < a.points.length; k++) {
      const p = a.points[k]!;
      const q = a.points[k + 1]!;
      for (const [m, nd] of layout.nodes.entries()) {
        const own = (k === 0 && m === a.from) || (k === a.points.length - 2 && m === a.to && !a.joins);
        if (own) continue;
        expect(
          segmentIntersectsBox(p.x, p.y, q.x, q.y, nd.box),
          `arrow ${a.from}→${a.to} crosses "${nd.text}"`,
        ).toBe(false);
      }
      for (const l of answers) expect(segmentIntersectsBox(p.x, p.y, q.x, q.y, l.box)).toBe(false);
    }
  }
  // The main line runs in order: down a column, then on to the top of the next one.
  const main = layout.nodes.filter((nd) => !nd.side);
  expect(main.map((nd) => nd.text)).toEqual(data.steps.map((s) => s.text));
  for (let i = 0; i + 1 < main.length; i++) {
    const [a, b] = [main[i]!, main[i + 1]!];
    if (a.column === b.column) expect(b.box.y).toBeGreaterThan(a.box.y + a.box.height);
    else expect(b.column).toBe(a.column + 1);
    const arrow = layout.arrows.find((x) => x.from === i && x.to === i + 1);
    expect(arrow?.kind).toBe(a.column === b.column ? 'next' : 'connector');
    // Arrows start on the bottom of one shape and end on the top of the next.
    expect(arrow!.points[0]!.y).toBeCloseTo(a.box.y + a.box.height, 6);
    expect(arrow!.points.at(-1)!.y).toBeCloseTo(b.box.y, 6);
  }
}

/** Each decision is a diamond with one arrow labelled with each answer. */
function assertDecisions(layout: FlowchartLayout, data: FlowchartData, svg: string) {
  const decisions = data.steps.filter((s) => s.kind === 'decision');
  expect(svg.match(/<polygon class="decision"/g) ?? []).toHaveLength(decisions.length);
  for (const [i, s] of data.steps.entries()) {
    if (s.kind !== 'decision') continue;
    expect(layout.nodes[i]!.shape).toBe('decision');
    const out = layout.arrows.filter((a) => a.from === i).map((a) => a.label?.lines.join(' '));
    expect(out.sort()).toEqual(['no', 'yes']);
  }
}

function draw(subject: string) {
  const data = parseFlowchart(subject);
  const title = data.title ? `Flowchart: ${data.title}` : 'Flowchart';
  const layout = layoutFlowchart(data, title);
  const svg = svgDocument({
    width: CANVAS_WIDTH,
    height: CANVAS_HEIGHT,
    title,
    desc: describeFlowchart(data),
    body: drawFlowchart(layout),
  });
  return { data, layout, svg };
}

const LONG_DAY =
  'wake up when the alarm rings -> brush your teeth for two minutes -> get dressed for school -> ' +
  'eat a healthy breakfast -> pack your school bag -> is it raining outside? yes: take an umbrella; no: wear a cap -> ' +
  'walk to the bus stop -> did the bus come on time? no: go back to walk to the bus -> arrive at school -> ' +
  'did you forget anything at home? yes: go back to pack your school bag';

describe('drawing flowcharts', () => {
  it.each([
    ['flowchart: boil water -> add pasta -> cook 10 minutes -> drain', 1],
    [
      'flow chart of making tea: boil the kettle, put a tea bag in a cup, pour the water, wait 3 minutes, remove the bag',
      1,
    ],
    [`flowchart: ${PASTA}`, 1],
    [`flowchart: ${LOOP}`, 1],
    ['flowchart: read the question -> do you know the answer? no: stop -> write it down', 1],
    ['flowchart: is it raining? yes: take an umbrella; no: wear sunglasses -> go outside', 1],
    [
      `flowchart: ${Array.from({ length: 12 }, (_, i) => `do the task numbered ${i + 1} carefully`).join(' -> ')}`,
      2,
    ],
    [`flowchart of a school morning: ${LONG_DAY}`, 2],
    ['flowchart: check a < b & c > d? no: stop -> print "done" -> tidy up', 1],
    [
      'flowchart of making tea: boil the kettle -> pour the water -> is it strong enough? no: wait a minute -> remove the bag',
      1,
    ],
    ['flowchart: repeat until x is 0: subtract 1 from x', 1],
    ['flowchart: start with x = 10; repeat: subtract 1 from x; until x is 0; print done', 1],
    ['flowchart: set x to 10 -> while x > 0: subtract 1 from x -> print done', 1],
  ])('%s', (prompt, minColumns) => {
    const { data, layout, svg } = draw(prompt);
    assertWellFormedXml(svg);
    assertLegible(layout, data);
    assertDecisions(layout, data, svg);
    expect(layout.columns).toBeGreaterThanOrEqual(minColumns);
    for (const l of layout.labels) for (const line of l.lines) expect(svg).toContain(`>${escapeXml(line)}<`);
    // Start and End are pills; every step is a box, in order.
    expect(svg.match(/<rect class="terminal"[^>]*rx="([\d.]+)"/g)?.length).toBeGreaterThanOrEqual(2);
    const steps = data.steps.filter((s) => s.kind === 'process').length;
    expect(svg.match(/<rect class="step"/g) ?? []).toHaveLength(steps);
    const shown = [...svg.matchAll(/<text [^>]*>(.*?)<\/text>/g)].map((m) =>
      m[1]!.replace(/<tspan[^>]*>/g, ' ').replace(/<\/tspan>/g, ''),
    );
    let last = -1;
    for (const s of data.steps.filter((x) => x.kind !== 'start')) {
      const at = shown.findIndex((t, k) => k > last && t.replace(/\s+/g, ' ').trim() === escapeXml(s.text));
      expect(at, s.text).toBeGreaterThan(last);
      last = at;
    }
  });

  it('snakes many steps into columns joined by an arrow', () => {
    const { layout } = draw(
      `flowchart: ${Array.from({ length: 12 }, (_, i) => `step ${i + 1} of the plan`).join(' -> ')}`,
    );
    expect(layout.columns).toBeGreaterThanOrEqual(2);
    const connectors = layout.arrows.filter((a) => a.kind === 'connector');
    expect(connectors).toHaveLength(layout.columns - 1);
    for (const c of connectors) {
      const [from, to] = [layout.nodes[c.from]!, layout.nodes[c.to]!];
      expect(to.column).toBe(from.column + 1);
      expect(to.box.x).toBeGreaterThan(from.box.x + from.box.width);
    }
  });

  it('routes a loop back around the side of the steps, labelled "no"', () => {
    const { layout } = draw(`flowchart: ${LOOP}`);
    const loop = layout.arrows.find((a) => a.kind === 'branch')!;
    expect(loop).toMatchObject({ from: 4, to: 3 });
    expect(loop.label?.lines).toEqual(['no']);
    const boxes = layout.nodes.map((nd) => nd.box);
    const left = Math.min(...boxes.map((b) => b.x));
    expect(Math.min(...loop.points.map((p) => p.x))).toBeLessThan(left);
    // It leaves the diamond's side and enters the side of "cook 10 minutes", going up.
    const cook = layout.nodes[3]!.box;
    expect(loop.points.at(-1)).toEqual({ x: cook.x, y: cook.y + cook.height / 2 });
    expect(loop.points.at(-1)!.y).toBeLessThan(loop.points[0]!.y);
  });

  it('draws a side step beside its question, returning to ask again', () => {
    const { layout } = draw(`flowchart: ${PASTA}`);
    const side = layout.nodes.find((nd) => nd.side)!;
    expect(side.text).toBe('cook 1 more minute');
    const question = layout.nodes[4]!;
    expect(side.box.x).toBeGreaterThan(question.box.x + question.box.width);
    const back = layout.arrows.find((a) => a.kind === 'return')!;
    expect(back).toMatchObject({ to: 4, joins: true });
    expect(back.points.at(-1)!.y).toBeLessThan(question.box.y);
    expect(back.points.at(-1)!.x).toBeCloseTo(question.box.x + question.box.width / 2, 6);
  });

  it('draws the tea example with waiting going back to ask again', () => {
    const { layout } = draw(
      'flowchart of making tea: boil the kettle -> pour the water -> is it strong enough? no: wait a minute -> remove the bag',
    );
    const back = layout.arrows.find((a) => a.kind === 'return')!;
    const question = layout.nodes[3]!;
    expect(back).toMatchObject({ to: 3, joins: true });
    expect(back.points.at(-1)!.y).toBeLessThan(question.box.y);
  });

  it('draws a repeat-until loop going back up to the repeated step', () => {
    const { layout } = draw(
      'flowchart: start with x = 10; repeat: subtract 1 from x; until x is 0; print done',
    );
    const loop = layout.arrows.find((a) => a.kind === 'branch')!;
    expect(loop).toMatchObject({ from: 3, to: 2 });
    expect(loop.label?.lines).toEqual(['no']);
    expect(layout.nodes.map((nd) => nd.text)).toEqual([
      'Start',
      'start with x = 10',
      'subtract 1 from x',
      'is x 0?',
      'print done',
      'End',
    ]);
  });

  it('describes the steps in order with where each answer goes', () => {
    expect(describeFlowchart(parseFlowchart(LOOP))).toBe(
      'Flowchart with 5 steps from Start to End. 1. boil water. 2. add pasta. 3. cook 10 minutes. ' +
        '4. Decision: is it soft? If yes, continue to step 5 (drain); if no, go back to step 3 (cook 10 minutes). ' +
        '5. drain. End.',
    );
    expect(describeFlowchart(parseFlowchart(PASTA))).toContain(
      'If yes, continue to step 5 (drain); if no, cook 1 more minute, then ask again.',
    );
    expect(describeFlowchart(parseFlowchart('of study: read -> do you know it? no: stop -> write'))).toMatch(
      /^Flowchart of study with 3 steps .* if no, stop \(End\)\. 3\. write\. End\.$/,
    );
  });

  it('refuses steps too long to draw legibly', () => {
    const long = Array.from({ length: 12 }, () => 'word '.repeat(40).trim()).join(' -> ');
    expect(() => layoutFlowchart(parseFlowchart(long), 'Flowchart')).toThrow(/too many or too long steps/);
  });
});
