import { describe, expect, it } from 'vitest';
import { quotedCitedRanges } from './quoted-cited.ts';

const Q = 'the railway changed everything about how the valley towns grew';

/** The quoted-and-cited texts of `text`. */
const quoted = (text: string) => quotedCitedRanges(text).map((r) => text.slice(r.start, r.end));

describe('quotedCitedRanges', () => {
  it.each([
    ['author, year', `As one historian wrote, “${Q}” (Smith, 2003).`],
    ['author year and page', `Locals agreed: “${Q}” (Smith 2003, p. 5).`],
    ['et al.', `One study found that “${Q}” (Jones et al., 2019).`],
    ['two authors and a page range', `“${Q}” (Lee & Park, 2020, pp. 14–16).`],
    ['page only', `The report says “${Q}” (p. 12).`],
    ['numbered reference', `It was noted that “${Q}” [3].`],
    ['numbered references after the full stop', `It was noted that “${Q}.” [3, 7]`],
    ['superscript footnote', `It was noted that “${Q}”² and then forgotten.`],
    ['plain footnote number', `It was noted that “${Q}.”12 Later writers disagreed.`],
    ['straight double quotes', `The report says "${Q}" (Smith, 2003).`],
    ['single curly quotes', `The report says ‘${Q}’ (Smith, 2003).`],
    ['single straight quotes', `The report says '${Q}' (Smith, 2003).`],
    ['narrative citation after', `“${Q},” writes Smith (2003), and many agree.`],
    ['signal phrase before', `Smith (2003) argues that “${Q}”.`],
    ['according to', `According to Smith et al. (2019, p. 4), “${Q}”.`],
    ['MLA author and page', `Critics noted that “${Q}” (Smith 45).`],
  ])('counts a quotation with a citation: %s', (_, text) => {
    expect(quoted(text)).toEqual([expect.stringContaining('railway changed everything')]);
  });

  it('returns the text inside the marks', () => {
    const text = `As one historian wrote, “${Q}” (Smith, 2003).`;
    expect(quoted(text)).toEqual([Q]);
  });

  it.each([
    ['no citation', `As one historian wrote, “${Q}”, and I agree.`],
    ['citation in the next sentence', `He wrote “${Q}”. Later historians disagreed (Smith, 2003).`],
    [
      'citation too far away',
      `He wrote “${Q}” and then went on at great length about many other things and their histories (Smith, 2003).`,
    ],
    ['signal phrase in an earlier sentence', `Smith (2003) studied railways. “${Q}” is my own summary.`],
    ['a parenthesis that is no citation', `He wrote “${Q}” (in his diary).`],
    ['a parenthesis with a year that is no citation', `He wrote “${Q}” (In 1998, aged ninety).`],
    ['unclosed quotation', `He wrote “${Q} (Smith, 2003).`],
    ['a quotation across paragraphs', `He wrote “the railway changed\n\neverything” (Smith, 2003).`],
  ])('ignores a quotation without a citation: %s', (_, text) => {
    expect(quoted(text)).toEqual([]);
  });

  it('does not mistake apostrophes for quotation marks', () => {
    expect(quoted('The students’ books and the teachers’ desks were moved (Smith, 2003).')).toEqual([]);
    expect(quoted("The students' books and the teachers' desks were moved (Smith, 2003).")).toEqual([]);
    expect(quoted('It’s the ’90s again, isn’t it (Smith, 2003).')).toEqual([]);
    // Scare quotes around a word or two are not quotations.
    expect(quoted('These ‘experts’ (Smith, 2003) disagree.')).toEqual([]);
  });

  it('finds several quotations and keeps only the cited ones', () => {
    const text = `Smith (2003) calls it “a quiet revolution in the hills”. Others called it “a disaster”. “${Q}” [4].`;
    expect(quoted(text)).toEqual(['a quiet revolution in the hills', Q]);
  });
});
