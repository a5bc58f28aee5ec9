import { citedAfter, citedBefore } from './citations.ts';
import { quotations } from './quotations.ts';

/**
 * The text inside quotation marks that is attributed: followed in the same sentence (within about
 * 60 characters) by a citation — (Author, 2003), (Author 2003, p. 5), (p. 12), [3], a footnote
 * number — or preceded in the same sentence by an "Author (2003)" signal phrase. Quotations with
 * no citation are not included: quoting alone does not credit a source.
 */
export function quotedCitedRanges(text: string): Array<{ start: number; end: number }> {
  return quotations(text)
    .filter((q) => citedAfter(text, q.close) || citedBefore(text, q.open))
    .map((q) => ({ start: q.open + 1, end: q.close }));
}
