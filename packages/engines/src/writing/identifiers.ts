/**
 * Checks for the identifiers a catalogue source may carry. An ISBN is checked by its check digit, a
 * DOI by its syntax (a DOI has no check digit).
 */

/** True when `isbn` is a valid ISBN-10 or ISBN-13 (hyphens or spaces between groups allowed). */
export function isValidIsbn(isbn: string): boolean {
  if (!/^[0-9Xx]([0-9Xx -]*[0-9Xx])?$/.test(isbn) || /[ -]{2}/.test(isbn)) return false;
  const chars = isbn.replace(/[ -]/g, '').toUpperCase();
  if (chars.length === 10) {
    if (!/^\d{9}[\dX]$/.test(chars)) return false;
    let sum = 0;
    for (let i = 0; i < 10; i++) {
      const digit = chars[i] === 'X' ? 10 : Number(chars[i]);
      sum += (10 - i) * digit;
    }
    return sum % 11 === 0;
  }
  if (chars.length === 13) {
    if (!/^97[89]\d{10}$/.test(chars)) return false;
    let sum = 0;
    for (let i = 0; i < 13; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(chars[i]);
    return sum % 10 === 0;
  }
  return false;
}

/** True when `doi` has DOI syntax: `10.`, a registrant code of 4–9 digits, `/`, and a suffix. */
export function isValidDoi(doi: string): boolean {
  return /^10\.\d{4,9}\/\S+$/.test(doi);
}
