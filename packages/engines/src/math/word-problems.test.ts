import { describe, expect, it } from 'vitest';
import { readProblem, solveProblem } from './index.ts';
import { translateWordProblem } from './word-problems.ts';

/** For each template: stories as students write them, the math each becomes, and the solver's answer. */
const TRANSLATED: Record<string, [story: string, math: string, answer: string][]> = {
  'consecutive integers': [
    ['The sum of three consecutive integers is 72. Find the integers.', 'x + (x+1) + (x+2) = 72', 'x = 23'],
    ['Find three consecutive odd integers whose sum is 57.', 'x + (x+2) + (x+4) = 57', 'x = 17'],
    ['Two consecutive even numbers add up to 46. What are the numbers?', 'x + (x+2) = 46', 'x = 22'],
    ['The sum of 4 consecutive whole numbers is 50.', 'x + (x+1) + (x+2) + (x+3) = 50', 'x = 11'],
    ['The product of two consecutive integers is 56. Find the integers.', 'x(x+1) = 56', 'x = -8 or x = 7'],
    [
      'If the sum of three consecutive even integers is 78, what is the largest?',
      'x + (x+2) + (x+4) = 78',
      'x = 24',
    ],
    [
      'The sum of three consecutive integers is 72. What is the largest number?',
      'x + (x+1) + (x+2) = 72',
      'x = 23',
    ],
    ['Find two consecutive integers whose sum is 41.', 'x + (x+1) = 41', 'x = 20'],
    [
      'Three consecutive even numbers add up to 96. What is the smallest?',
      'x + (x+2) + (x+4) = 96',
      'x = 30',
    ],
  ],
  'times as many': [
    [
      'Tom has twice as many marbles as Jerry. Together they have 36 marbles. How many marbles does each boy have?',
      'x + y = 36, x = 2y',
      'x = 24, y = 12',
    ],
    [
      'Anna has 3 more than twice as many stickers as Ben. They have 48 stickers altogether. How many stickers does Anna have?',
      'x + y = 48, x = 2y + 3',
      'x = 33, y = 15',
    ],
    [
      'There are twice as many girls as boys in the class. There are 30 students in the class. How many girls are there?',
      'x + y = 30, x = 2y',
      'x = 20, y = 10',
    ],
    [
      'One number is 3 more than twice another number. The sum of the numbers is 39. Find the numbers.',
      'x + y = 39, x = 2y + 3',
      'x = 27, y = 12',
    ],
    [
      'The sum of two numbers is 45. One number is twice the other. What are the two numbers?',
      'x + y = 45, x = 2y',
      'x = 30, y = 15',
    ],
    [
      'Maria has 5 fewer than three times as many books as Leo. Maria and Leo have 51 books in total.',
      'x + y = 51, x = 3y - 5',
      'x = 37, y = 14',
    ],
    [
      'Sam has 4 more cards than Tim. Together they have 30 cards. How many cards does Tim have?',
      'x + y = 30, x = y + 4',
      'x = 17, y = 13',
    ],
    [
      'Jane has three times as much money as Bob. Together they have $80. How much money does Bob have?',
      'x + y = 80, x = 3y',
      'x = 60, y = 20',
    ],
  ],
  ages: [
    [
      'Ann is 3 times as old as Ben. In 5 years, Ann will be twice as old as Ben. How old is Ann now?',
      'x = 3y, x + 5 = 2(y + 5)',
      'x = 15, y = 5',
    ],
    [
      'Tom is 4 years older than his sister. The sum of their ages is 30. How old is Tom?',
      'x = y + 4, x + y = 30',
      'x = 17, y = 13',
    ],
    [
      'A father is three times as old as his son. In 10 years he will be twice as old as his son. How old is the son now?',
      'x = 3y, x + 10 = 2(y + 10)',
      'x = 30, y = 10',
    ],
    [
      'Mary is 30 years old. Her son is 4 years old. In how many years will Mary be twice as old as her son?',
      '30 + x = 2(4 + x)',
      'x = 22',
    ],
    [
      'Five years ago, Carl was twice as old as Dana. Carl is 3 years older than Dana. Find their ages.',
      'x - 5 = 2(y - 5), x = y + 3',
      'x = 11, y = 8',
    ],
    [
      'Ann is twice as old as Ben. The sum of their ages is 36. What are their ages?',
      'x = 2y, x + y = 36',
      'x = 24, y = 12',
    ],
    [
      'Liz is half as old as her mother. The sum of their ages is 66. How old is Liz?',
      'x = y/2, x + y = 66',
      'x = 22, y = 44',
    ],
    [
      'A mother is 24 years older than her daughter. In 6 years, the mother will be three times as old as the daughter. How old is the daughter now?',
      'x = y + 24, x + 6 = 3(y + 6)',
      'x = 30, y = 6',
    ],
  ],
  'distance, speed and time': [
    ['A car travels 180 miles in 3 hours. How fast is it going?', '3x = 180', 'x = 60'],
    ['A train travels at 60 mph for 2.5 hours. How far does it go?', 'x = 60*2.5', 'x = 150'],
    ['How long does it take to drive 150 km at 60 km/h?', '60x = 150', 'x = 5/2'],
    [
      'A cyclist rides at 12 miles per hour. How long will it take her to ride 30 miles?',
      '12x = 30',
      'x = 5/2',
    ],
    ['Maria walks 6 km in 1.5 hours. What is her average speed?', '1.5x = 6', 'x = 4'],
    ['A plane flies 1200 km in 3 hours. What is its speed?', '3x = 1200', 'x = 400'],
    ['How far will a cyclist travel in 4 hours at 15 km/h?', 'x = 15*4', 'x = 60'],
  ],
  'two travellers': [
    [
      'Two trains leave stations 360 miles apart at the same time and travel toward each other. One travels at 55 mph and the other at 65 mph. How long until they meet?',
      '55x + 65x = 360',
      'x = 3',
    ],
    [
      'Two cars leave the same place at the same time and drive in opposite directions, one at 50 mph and the other at 60 mph. How long until they are 330 miles apart?',
      '50x + 60x = 330',
      'x = 3',
    ],
    [
      'Two cars start 360 miles apart and drive toward each other. One car is 10 mph faster than the other. They meet after 3 hours. Find the speed of each car.',
      '3x + 3(x + 10) = 360',
      'x = 55',
    ],
    [
      'Two cyclists start from the same point and ride in opposite directions at 12 km/h and 18 km/h. How far apart are they after 2 hours?',
      'x = 12*2 + 18*2',
      'x = 60',
    ],
  ],
  'percent of a price': [
    [
      'A jacket costs $80. It is on sale for 25% off. What is the sale price?',
      'x = 80 - 25/100*80',
      'x = 60',
    ],
    ['A $80 jacket is on sale for 25% off. How much do you save?', 'x = 25/100*80', 'x = 20'],
    ['After a 20% discount, a shirt costs $48. What was the original price?', 'x - 20/100*x = 48', 'x = 60'],
    [
      'A meal costs $40 before tax. The sales tax is 8%. What is the total cost?',
      'x = 40 + 8/100*40',
      'x = 216/5',
    ],
    ['A meal costs $40. Sam leaves a 15% tip. How much is the tip?', 'x = 15/100*40', 'x = 6'],
    [
      'A bike is on sale for $60, which is 25% off the original price. What was the original price?',
      'x - 25/100*x = 60',
      'x = 80',
    ],
    ['A $80 jacket is on sale for $60. What is the percent discount?', '80 - x/100*80 = 60', 'x = 25'],
    ['With 8% tax, the bill comes to $54. What was the price before tax?', 'x + 8/100*x = 54', 'x = 50'],
    [
      'The price of a game is 50 dollars. The store offers a 10 percent discount on it. How much will Maria pay?',
      'x = 50 - 10/100*50',
      'x = 45',
    ],
    ['A shirt costs $30 after a 25% discount. What was the original price?', 'x - 25/100*x = 30', 'x = 40'],
    [
      'A shirt originally costs $25. It is discounted by 20%. What is the new price?',
      'x = 25 - 20/100*25',
      'x = 20',
    ],
  ],
  mixture: [
    [
      'How many liters of a 10% salt solution must be mixed with a 40% salt solution to make 10 liters of a 25% salt solution?',
      'x + y = 10, 10/100*x + 40/100*y = 25/100*10',
      'x = 5, y = 5',
    ],
    [
      'A chemist mixes a 20% acid solution with a 50% acid solution to make 30 liters of a 40% acid solution. How many liters of each does she use?',
      'x + y = 30, 20/100*x + 50/100*y = 40/100*30',
      'x = 10, y = 20',
    ],
    [
      'A chemist has 20 liters of a 30% acid solution. How many liters of a 60% acid solution must be added to make a 40% acid solution?',
      '30/100*20 + 60/100*x = 40/100*(20 + x)',
      'x = 10',
    ],
  ],
  coins: [
    [
      'Sam has 20 coins, all dimes and quarters, worth $3.20. How many of each coin does he have?',
      'x + y = 20, 0.10x + 0.25y = 3.20',
      'x = 12, y = 8',
    ],
    [
      'A jar contains 30 coins. The coins are nickels and dimes. The total value of the coins is $2.25. How many nickels are there?',
      'x + y = 30, 0.05x + 0.10y = 2.25',
      'x = 15, y = 15',
    ],
  ],
  'two prices': [
    [
      'Adult tickets cost $8 and child tickets cost $5. A school sold 200 tickets for a total of $1300. How many of each were sold?',
      'x + y = 200, 8x + 5y = 1300',
      'x = 100, y = 100',
    ],
    [
      'Tickets cost $12 for adults and $7 for children. 150 tickets were sold and they collected $1400. How many adult tickets were sold?',
      'x + y = 150, 12x + 7y = 1400',
      'x = 70, y = 80',
    ],
    [
      'Pens cost $2 each. Notebooks cost $3 each. Sam bought 10 items for $24. How many pens did he buy?',
      'x + y = 10, 2x + 3y = 24',
      'x = 6, y = 4',
    ],
  ],
  rectangle: [
    [
      'The length of a rectangle is 3 cm more than its width. The perimeter is 46 cm. Find the length and width.',
      '2x + 2(x + 3) = 46',
      'x = 10',
    ],
    [
      'A rectangle has a perimeter of 60 m and its length is twice its width. What are the dimensions?',
      '2x + 2(2x) = 60',
      'x = 10',
    ],
    [
      'The length of a rectangle is 3 cm more than its width. Its area is 40 cm². Find the width.',
      'x(x + 3) = 40',
      'x = -8 or x = 5',
    ],
    [
      'The width of a rectangle is 4 less than its length. The perimeter is 48 inches. What is the length?',
      '2x + 2(x - 4) = 48',
      'x = 14',
    ],
    [
      "A rectangle's length is 2 more than 3 times its width. The perimeter is 52 feet. Find the dimensions of the rectangle.",
      '2x + 2(3x + 2) = 52',
      'x = 6',
    ],
  ],
  square: [
    ['A square has a perimeter of 36 cm. What is the length of each side?', '4x = 36', 'x = 9'],
    ['The area of a square is 49 square meters. Find the side length.', 'x^2 = 49', 'x = -7 or x = 7'],
    ['A square has sides of 7 cm. What is its area?', 'x = 7^2', 'x = 49'],
  ],
  'triangle angles': [
    ['Two angles of a triangle measure 50° and 60°. What is the third angle?', '50 + 60 + x = 180', 'x = 70'],
    ['The angles of a triangle are in the ratio 2:3:4. Find the angles.', '2x + 3x + 4x = 180', 'x = 20'],
    [
      'In a triangle, the second angle is twice the first, and the third angle is 20 degrees more than the first. Find the angles.',
      'x + 2x + (x + 20) = 180',
      'x = 40',
    ],
    [
      'The second angle of a triangle is 3 times the first. The third angle is 30 degrees less than the second. Find each angle.',
      'x + 3x + (3x - 30) = 180',
      'x = 30',
    ],
  ],
};

/** "x = 7 or x = -8" and "x = -8 or x = 7" are the same answer. */
const answerOf = (text: string) => text.split(' or ').sort().join(' or ');

const solved = (math: string) => {
  const reading = readProblem(math);
  if (!reading) throw new Error(`not read: ${math}`);
  return solveProblem(reading);
};

describe('translateWordProblem', () => {
  for (const [template, cases] of Object.entries(TRANSLATED))
    describe(template, () => {
      it.each(cases)('%s', (story, math, answer) => {
        const translation = translateWordProblem(story);
        expect(translation).toMatchObject({ math, template });
        // Every letter in the math is explained, and nothing else is.
        expect(translation!.unknowns.map((u) => u.name)).toEqual([...new Set(math.match(/[a-z]/g))].sort());
        const solution = solved(translation!.math);
        expect(answerOf(solution.final_answer.text)).toBe(answerOf(answer));
        expect(solution.validation.ok).toBe(true);
      });
    });

  it('says what each letter stands for in a student’s words', () => {
    const meanings = (story: string) =>
      translateWordProblem(story)!.unknowns.map((u) => `${u.name} = ${u.meaning}`);
    expect(meanings('The sum of three consecutive integers is 72. Find the integers.')).toEqual([
      'x = the smallest of the three integers (the others are x+1 and x+2)',
    ]);
    expect(
      meanings(
        'Tom has twice as many marbles as Jerry. Together they have 36 marbles. How many does each have?',
      ),
    ).toEqual(['x = the number of marbles Tom has', 'y = the number of marbles Jerry has']);
    expect(
      meanings('Tom is 4 years older than his sister. The sum of their ages is 30. How old is Tom?'),
    ).toEqual(["x = Tom's age now, in years", "y = the sister's age now, in years"]);
    expect(
      meanings(
        'The length of a rectangle is 3 cm more than its width. The perimeter is 46 cm. Find the width.',
      ),
    ).toEqual(['x = the width in cm (the length is x + 3)']);
    expect(
      meanings('The length of a rectangle is 3 cm more than its width. Its area is 40 cm². Find the width.'),
    ).toEqual(['x = the width in cm (the length is x + 3; a width must be positive)']);
    expect(meanings('After a 20% discount, a shirt costs $48. What was the original price?')).toEqual([
      'x = the original price in dollars',
    ]);
    expect(
      meanings(
        'Two trains leave stations 360 miles apart at the same time and travel toward each other at 55 mph and 65 mph. When will they meet?',
      ),
    ).toEqual(['x = the time in hours until they meet']);
    expect(
      meanings(
        'How many liters of a 10% salt solution must be mixed with a 40% salt solution to make 10 liters of a 25% salt solution?',
      ),
    ).toEqual([
      'x = the amount of the 10% solution, in liters',
      'y = the amount of the 40% solution, in liters',
    ]);
  });

  it.each([
    'Two consecutive odd integers add up to 50. What are they?',
    'The sum of two consecutive integers is 20.',
    'The product of two consecutive even integers is 30.',
  ])('declines %j: no integers of that kind fit, and the equation alone would answer anyway', (story) => {
    expect(translateWordProblem(story)).toBeNull();
  });

  it.each([
    // Not one of the templates.
    'A number doubled and increased by 3 gives 11. What is the number?',
    'Sam has 3 apples and buys 4 more apples at the shop. How many apples does Sam have now?',
    'A farmer has 12 cows and 30 chickens. How many legs are there?',
    'John earns $12 per hour. He works 35 hours a week. How much does he earn?',
    'A recipe needs 3 eggs for 12 cookies. How many eggs for 30 cookies?',
    'A boat travels 30 km upstream in 3 hours. How fast is the boat?',
    'A car leaves at 40 mph. Two hours later another car leaves at 60 mph. How long until the second car catches up?',
    '2x + 3 = 11',
    '',
    // Near misses: a number the math would not use.
    'Tom has twice as many marbles as Jerry. Together they have 36 marbles. Tom gives 4 to Jerry.',
    'A jacket costs $80. It is on sale for 25% off. What is the sale price of 2 jackets?',
    'A car travels 180 miles in 3 hours but stops for 30 minutes. How fast is it going?',
    'The sum of three consecutive integers is 72 and they are all less than 30.',
    'Ann is 3 times as old as Ben. In 5 years, Ann will be twice as old as Ben. How old will Ann be in 10 years?',
    'Adult tickets cost $8 and child tickets cost $5. A school sold 200 tickets for a total of $1300. 30 were sold online.',
    'A car travels 180 miles in 3 hours. Then it travels 100 miles in 2 hours. What is its average speed?',
    'A jacket costs $80. It is on sale for 25% off. There is an 8% sales tax. What is the total cost?',
    // Near misses: a question about something the unknowns do not directly give.
    'Tom has twice as many marbles as Jerry. Together they have 36 marbles. How many more marbles does Tom have?',
    'The length of a rectangle is 3 cm more than its width. The perimeter is 46 cm. What is the area?',
    'Sam has 20 coins, all dimes and quarters, worth $3.20. How many pennies does he have?',
    'A jacket costs $80. It is on sale for 25% off.',
    // Near misses: units that disagree, or a mixture no amounts could make.
    'The length of a rectangle is 3 cm more than its width. The perimeter is 46 m. Find the width.',
    'A car travels at 60 mph for 30 minutes. How far does it go?',
    'How many liters of a 10% salt solution must be mixed with a 40% salt solution to make 10 liters of a 50% salt solution?',
  ])('declines %j', (story) => {
    expect(translateWordProblem(story)).toBeNull();
  });

  it('declines a story longer than the school templates', () => {
    const long = `${'Tom has twice as many marbles as Jerry. '.repeat(15)}Together they have 36 marbles.`;
    expect(translateWordProblem(long)).toBeNull();
  });
});
