import { describe, expect, it } from 'vitest';
import { readProblem } from '../math/read.ts';
import { cleanupCandidates, lineVariants, normalizeSymbols } from './cleanup.ts';

const texts = (ocr: string) => cleanupCandidates(ocr).map((c) => c.text);
const first = (ocr: string) => texts(ocr)[0];

describe('normalizeSymbols', () => {
  it.each([
    ['3 × 4', '3 * 4'],
    ['12 ÷ 4', '12 / 4'],
    ['5 − 3 – 1 — 0', '5 - 3 - 1 - 0'],
    ['x² + y³', 'x^2 + y^3'],
    ['x¹⁰', 'x^(10)'],
    ['x⁻¹', 'x^(-1)'],
    ['ｘ＋１＝２', 'x+1=2'],
    ['a ≤ b ≥ c', 'a <= b >= c'],
    ['2 · 3', '2 * 3'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSymbols(input)).toBe(expected);
  });
});

describe('cleanupCandidates: best candidate', () => {
  it.each([
    ['2x + 3 = 11', '2x+3=11'],
    ['2x +3 =11\n', '2x+3=11'],
    ['x2 - 5x + 6 = 0', 'x^2-5x+6=0'],
    ['x2 —5x+6=0', 'x^2-5x+6=0'],
    ['x² − 5x + 6 = 0', 'x^2-5x+6=0'],
    ['3x2 + 2x = 1', '3x^2+2x=1'],
    ['(x+1)2 = 9', '(x+1)^2=9'],
    ['3 x 4 + 5', '3*4+5'],
    ['3x4+5', '3*4+5'],
    ['3X4', '3*4'],
    ['3×4+5', '3*4+5'],
    ['12 ÷ 4', '12/4'],
    ['d/dx x~2', 'd/dx x^2'],
    ['d/dx xA2', 'd/dx x^2'],
    ['d/dx x^?', 'd/dx x^2'],
    ['V144 + 3^2', 'sqrt(144)+3^2'],
    ['2 * V(64) - 9', '2*sqrt(64)-9'],
    ['∫ sin(x) dx from 0 to TT', '∫ sin(x)dx from 0 to pi'],
    ['d/dx x?', 'd/dx x^2'],
    ['x ~ 2 = 9', 'x^2=9'],
    ['1O + 25', '10+25'],
    ['l5 - 3', '15-3'],
    ['2x + 3 = l1', '2x+3=11'],
    ['x + l = 5', 'x+1=5'],
    ['x = O', 'x=0'],
    ['|2 + 3', '12+3'],
    // Bars in pairs are an absolute value, however near a digit they stand.
    ['13) |2x + 1| <= 7', '|2x+1|<=7'],
    ['|x - 3| = 5', '|x-3|=5'],
    // …and so is a bar with a square bracket for its other half.
    ['|2X + 1] <= 7', '|2x+1|<=7'],
    ['[x - 3| = 5', '|x-3|=5'],
    ['2S + 5', '25+5'],
    ['Sx + 3 = 18', '5x+3=18'],
    ['Zx - 1 = 5', '2x-1=5'],
    ['2x + 3 == 11', '2x+3=11'],
    ['2x + 3 = = 11', '2x+3=11'],
    ['2x + 3 - - 11', '2x+3=11'],
    ['x2—-5x+6=0', 'x^2-5x+6=0'],
    ['x*2-5x+6=0', 'x^2-5x+6=0'],
    ['(8 - 3) * 4 - 2 ^3', '(8-3)*4-2^3'],
    ['25% x 64', '25%*64'],
    ['-5 + 12 - 3 x (-2)', '-5+12-3*(-2)'],
    ['2 x sqrt(64) - 9', '2*sqrt(64)-9'],
    ['In(x) = 3', 'ln(x)=3'],
    ['lim x—=0 sin(x)/x', 'lim x->0 sin(x)/x'],
    ['lim x^-*0 sin(x)/x', 'lim x->0 sin(x)/x'],
    ['3E^x - 5 = 7', '3e^x-5=7'],
    ['∫ x^2 DX from 0 to 3', '∫ x^2 dx from 0 to 3'],
    ['d/dx In(x^2 + 1)', 'd/dx ln(x^2+1)'],
    ['lim sin(x)/x\nx→0', 'lim_(x->0)sin(x)/x'],
    ['lim (1 + 1/x)\nx -> ∞', 'lim_(x->infinity)(1+1/x)'],
    ['x^2 - - - 5x + 6 = 0', 'x^2-5x+6=0'],
    ['2X + 3 = 11', '2x+3=11'],
    ['X+Y=5', 'x+y=5'],
    ['2x + 3 = 11.', '2x+3=11'],
    ['2x + 3 = 11 ,', '2x+3=11'],
    ["'2x + 3 = 11'", '2x+3=11'],
    ['3 × 4 + 5 =', '3*4+5'],
    ['3 × 4 + 5 = ?', '3*4+5'],
    ['1) 2x + 3 = 11', '2x+3=11'],
    ['15% of 80', '15% of 80'],
    ['3/4 + 1/6', '3/4+1/6'],
    ['2x+1<7', '2x+1<7'],
    ['(x + 1)(x — 2)', '(x+1)(x-2)'],
    ['35^0/o of 240', '35% of 240'],
    ['Find 62.5°/o of 96', 'Find 62.5% of 96'],
    ['(1 + 8 ^0 /6) x 350', '(1+8%)*350'],
    ['Simplify 3x ^2 2X ^3', 'Simplify 3x^2*2x^3'],
    ['∫ x ^3 dx from -1 to 1', '∫ x^3 dx from -1 to 1'],
    ['∫ x dx from (-2) to (-1)', '∫ x dx from (-2) to (-1)'],
    ['d/dx COS ( 2X )', 'd/dx cos(2x)'],
    ['Q23.. 2x - 1 > 0', '2x-1>0'],
    ['lo ^X = looo', '10^x=1000'],
    ['FACTOR: X ^3 - Ux', 'FACTOR: x^3-4x'],
    ['0.5% + 1.2 = 3.7', '0.5x+1.2=3.7'],
    ['lim_(x->infinity) (3x^2+1)/(x^2-5))', 'lim_(x->infinity)(3x^2+1)/(x^2-5)'],
    ['(x + 1)(x - 2', '(x+1)(x-2)'],
    ['X + y + Z = 6', 'x+y+z=6'],
    ['Simplify (6x^2y)/(3Xy)', 'Simplify(6x^2y)/(3xy)'],
    ['Simplify (6X^2Y)/(3XY)', 'Simplify(6x^2y)/(3xy)'],
    ['lim_(x->0)(1-c05(x))/(x^2)', 'lim_(x->0)(1-cos(x))/(x^2)'],
    ['5in x + l0g(x)', 'sin x+log(x)'],
    ['∫ X c0S(X) dx', '∫ x cos(x)dx'],
    ['∫ x cos(x) dX', '∫ x cos(x)dx'],
    ['lim_(x->0) (1-CcOos(X))/(X^2)', 'lim_(x->0)(1-cos(x))/(x^2)'],
    ['2xY + 1', '2xy+1'],
    ['25 ^0 /o X 64', '25%*64'],
    ['What is 12^0 % of 250?', 'What is 12% of 250?'],
    ['∫ X COS(XD DX', '∫ x cos(x)dx'],
    ['2X + 3Y = 12\nX - Y = )', '2x+3y=12, x-y=1'],
    ['3E ^X - 5 = 7', '3e^x-5=7'],
    ['∫ sin(x)dx from 0 to II', '∫ sin(x)dx from 0 to pi'],
    ['∫ sin(x)dx from 0 to LL', '∫ sin(x)dx from 0 to pi'],
    ['1n(x) = 3', 'ln(x)=3'],
    ['2 + 1n(x) = 3', '2+ln(x)=3'],
    ['∫ x €cos(x) dx', '∫ x cos(x)dx'],
    ["Frcto 'q\nx ^2 + 7x + 10", 'Factor: x^2+7x+10'],
    // What a percent is of is a number: a hand's open 4 read as y, a percent sign as a plus.
    ['8.5% Of yo', '8.5% Of 40'],
    ['150+Of 48', '150% Of 48'],
    ['what percent of 240 is 36?', 'what percent of 240 is 36?'],
    // A small x in a small power read twice.
    ['3^(Xx + 1) = 81', '3^(x+1)=81'],
    ['3/U x - 2 = 7', '3/4 x-2=7'],
    ['(2x + 3)(3x - u)', '(2x+3)(3x-4)'],
    ['u(x - 1) > 2x + 6', '4(x-1)>2x+6'],
    ['u^2 - 4 = 0', 'u^2-4=0'],
    ['x + u = 5, x - u = 1', 'x+u=5, x-u=1'],
    ['Expand: (u + 1)^2', 'Expand:(u+1)^2'],
    ['∫ 1/x ax', '∫ 1/x dx'],
    ['A^x = 7', 'e^x=7'],
    ['∫ x^2 clx from 0 to 2', '∫ x^2 dx from 0 to 2'],
    ['13) ¥ - 10x + 25 = 0', 'x^2-10x+25=0'],
    ['q9) FACTOR: X ^3 - Ux', 'FACTOR: x^3-4x'],
    ['°.75 + 1.6', '0.75+1.6'],
    ['a ^x = 7', 'e^x=7'],
    ['∫ a^(3x) dx', '∫ e^(3x)dx'],
    ['a^2 + a = 6', 'a^2+a=6'],
    ['∫ sin(x) dx from 0 to TU', '∫ sin(x)dx from 0 to pi'],
    ['x + Z = 5', 'x+Z=5'],
    // A hand's 1 read as a bar or a bracket where no bar or bracket can stand.
    ['5 - 2x >= |', '5-2x>=1'],
    ['∫ (2x + 1) dx from | to 4', '∫(2x+1)dx from 1 to 4'],
    ['∫ e ^X dx from 0 to |', '∫ e^x dx from 0 to 1'],
    ['∫ (2x + 1>dx from 1 to 4', '∫(2x+1)dx from 1 to 4'],
    ['Whaat is 12% of 250?', 'What is 12% of 250?'],
    ['- X ^2 + 4x > ()', '-x^2+4x>0'],
    ['Q21) 0g 2 (x) = 5', 'log_2(x)=5'],
    ['0g_2(x) = 5', 'log_2(x)=5'],
    ['d/dx INn(x^2 + 1)', 'd/dx ln(x^2+1)'],
    ['∫ 1/x Dx', '∫ 1/x dx'],
    ['(8 - 3>x4 - 2 ^3', '(8-3)*4-2^3'],
    ['4 * EXPAND\n(X + 2) ^3', 'EXPAND (x+2)^3'],
    ['2 * sqrt(64) - 9', '2*sqrt(64)-9'],
    ['2X ^2 - X - )>0', '2x^2-x-1>0'],
    ['Q2) 2T - 9 = 5T + 3', '2t-9=5t+3'],
    ['EXPAND\n(2X - )) ^2', 'EXPAND (2x-1)^2'],
    ['4(x - 1>>2x + 6', '4(x-1)>2x+6'],
    ['- 5 + 12 - 3X ( - 2>', '-5+12-3*(-2)'],
    ['0.75 + \\.6', '0.75+1.6'],
    ['12) X + Y = 3 X + Y = 5', 'x+y=3, x+y=5'],
    ['(3%^2+6X)/(3X)', '(3x^2+6x)/(3x)'],
    ['11) |2x + )| <= 7', '|2x+1|<=7'],
    // A hand's 2 read as z before digits, where no letter makes z an unknown.
    ['z5% * 64', '25%*64'],
    ['Evaluate: z5 + 3', 'Evaluate: 25+3'],
    ['3z5 = 7', '3z^5=7'],
    ['x + y + z2 = 3', 'x+y+z^2=3'],
    // A number's last 0 written small and raised; a power of 0 on an unknown stays.
    ['(1 + 8%) * 35^0', '(1+8%)*350'],
    ['x^0 + 2 = 3', 'x^0+2=3'],
    ['x^Z + x >= 6', 'x^2+x>=6'],
    // A printed × read as two letters.
    ['24) 25% xX 64', '25%*64'],
    // A hand's 1 slanting back, read as a backslash; an S opening a word read as a 5.
    ['7) (\\-X)/2 >3', '(1-x)/2>3'],
    ['5IMPLIFY (X^2-9)/(X-3)', 'Simplify:(x^2-9)/(x-3)'],
    ['EXPAND\n(2X - 1), ^2', 'EXPAND (2x-1)^2'],
    // d/dx with its second d misread; "sin" with its "in" run together.
    ['d/(AX) (x ^4 - 3x ^2 + 2)', 'd/dx(x^4-3x^2+2)'],
    ['d/(af) (t ^2 + 1) ^3', 'd/dt(t^2+1)^3'],
    ['d/(ax) Sm(3x)', 'd/dx sin(3x)'],
    ['d/(xy) + 3', 'd/(xy)+3'],
    // A hand's 1 with a flag read as a bracket that closes nothing, or as a brace's end.
    ['- 5 + )2 - 3X ( - 2)', '-5+12-3*(-2)'],
    ['3 ^(X+1) = 8}', '3^(x+1)=81'],
    ['∫ cos(2x)d^x', '∫ cos(2x)dx'],
    ['∫ x co s(x)dx', '∫ x cos(x)dx'],
    ['9) ∫ cos(2x) d ^X', '∫ cos(2x)dx'],
    ['36 iswhat percent of 240?', '36 is what percent of 240?'],
    ['What is 12^0 % of 250?', 'What is 12% of 250?'],
  ])('%j → %s', (ocr, expected) => {
    expect(first(ocr)).toBe(expected);
  });
});

describe('cleanupCandidates: alternatives', () => {
  it('offers two equations where a line holds two relations and the comma and space were lost', () => {
    expect(texts('2) X + Y = 3X + Y = 5')).toContain('x+y=3, x+y=5');
  });

  it('reads a 0 over a 0 as a division, not a percent sign', () => {
    expect(first('10/0 of 5')).toBe('10/0 of 5');
  });

  it('keeps a percent sign where the problem has words or an unknown', () => {
    expect(first('25% of 80 = ?')).toBe('25% of 80');
    expect(first('x + 5% = 7')).toBe('x+5%=7');
  });

  it('keeps the literal reading of x between numbers as a second guess', () => {
    const all = texts('3x4+5');
    expect(all).toContain('3*4+5');
    expect(all).toContain('3x^4+5');
  });

  it('prefers the variable when x is used as one elsewhere, but still offers times', () => {
    const all = texts('2x2 + 3x = 5');
    expect(all[0]).toBe('2x^2+3x=5');
    expect(all).toContain('2*2+3x=5');
  });

  it('offers both meanings of a minus fused with an equals sign', () => {
    const all = texts('4x-=7=9');
    expect(all).toContain('4x-7=9');
    expect(all).toContain('4x=7=9');
  });

  it('offers a 1 and a lone square bracket as the bars of an absolute value', () => {
    expect(texts('12x + 1] <= 7')).toContain('|2x+1|<=7');
    expect(texts('2x + 1] = 7')).not.toContain('|2x+1|=7');
  });

  it('offers joining a number split by a space', () => {
    expect(texts('2x + 3 = 1 1')).toContain('2x+3=11');
  });

  it('offers dropping a stray mark after the problem', () => {
    expect(texts('2x+3=11 i')).toContain('2x+3=11');
  });

  it('orders candidates by how much was guessed', () => {
    const edits = cleanupCandidates('x2 - 5x + 6 = 0').map((c) => c.edits);
    expect(edits).toEqual([...edits].sort((a, b) => a - b));
    expect(edits[0]).toBeGreaterThan(0);
  });

  it('costs nothing when only symbols were normalized', () => {
    expect(cleanupCandidates('x² − 5x + 6 = 0')[0]).toEqual({
      text: 'x^2-5x+6=0',
      edits: 0,
      droppedLines: 0,
    });
  });

  it('does not treat letter-then-digit inside a function name as a power', () => {
    expect(lineVariants('log2(8)').map(([t]) => t)).not.toContain('log^2(8)');
    expect(first('sin2x')).toBe('sin2x');
  });

  it('leaves 2x and words alone', () => {
    expect(first('2x = 8')).toBe('2x=8');
    expect(first('What is 15% of 80?')).toBe('What is 15% of 80?');
  });
});

describe('cleanupCandidates: several lines', () => {
  it('reads equations on separate lines as a system', () => {
    expect(first('X+y=5\n2x —y=1')).toBe('x+y=5, 2x-y=1');
  });

  it('joins a command line with the problem line', () => {
    expect(texts('Solve for x:\n3x + 4 = 19')).toContain('Solve for x 3x+4=19');
  });

  it('offers each line alone, counting the dropped ones', () => {
    const alone = cleanupCandidates('Homework 3\n2x + 3 = 11').find((c) => c.text === '2x+3=11');
    expect(alone?.droppedLines).toBe(1);
  });

  it('drops lines of pure punctuation noise', () => {
    expect(first('~ _ .\n2x + 3 = 11\n" ,')).toBe('2x+3=11');
  });
});

describe('cleanupCandidates: nothing to read', () => {
  it.each(['', '   \n  ', '~~ -- __', '. , ;'])('%j gives no candidates', (ocr) => {
    expect(cleanupCandidates(ocr)).toEqual([]);
  });

  it('limits the number of candidates', () => {
    expect(cleanupCandidates('x2 + l0 = 3x4 - - Sx 1 1', 5).length).toBeLessThanOrEqual(5);
  });
});

describe('cleaned candidates read as math', () => {
  it.each([
    ['x2 —5x+6=0', 'quadratic_equation', 'x^2-5*x+6=0'],
    ['3x4+5', 'arithmetic', '3*4+5'],
    ['d/dx x~2', 'derivative', 'diff(x^2, x)'],
    ['X+y=5\n2x —y=1', 'system_of_equations', 'x+y=5, 2*x-y=1'],
    ['15% of 80', 'percent', '15/100*80'],
    ['l5 - 3', 'arithmetic', '15-3'],
  ])('%j', (ocr, task, expression) => {
    const reading = readProblem(first(ocr)!);
    expect(reading?.task_type).toBe(task);
    expect(reading?.expression).toBe(expression);
  });
});

describe('cleanupCandidates: an opening word misread in a hand', () => {
  it.each([
    ['Ex pnd(2x-1)^2', 'Expand:(2x-1)^2', 'expand'],
    ['Fact0r: x^2-4', 'Factor: x^2-4', 'factor'],
    ['S1mpl1fy: x^3*x^4', 'Simplify: x^3*x^4', 'simplify'],
    ['Expnd\n(x+1)^2', 'Expand: (x+1)^2', 'expand'],
  ])('reads %s as the instruction it nearly spells', (ocr, expected, task) => {
    expect(first(ocr)).toBe(expected);
    expect(readProblem(expected)?.task_type).toBe(task);
  });

  it.each([
    // Too far from any instruction, or an instruction already, or no word at all.
    ['Simpl: x^3 x^4', 'Simpl: x^3 x^4'],
    ['Solve for x: x^2=4', 'Solve for x: x^2=4'],
    ['xy+3=5', 'xy+3=5'],
    // Not its first letters: "Facto" and an r.
    ['Factor\nx^2-49', 'Factor x^2-49'],
  ])('leaves %s as read', (ocr, expected) => {
    expect(first(ocr)).toBe(expected);
  });
});
