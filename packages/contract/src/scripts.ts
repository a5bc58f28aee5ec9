/**
 * Unicode subscript digits and superscript forms, shared by the web (which typesets "CO2" as "CO₂"
 * and "x^2" as "x²") and the server (which reads an answer typed that way back as "CO2", "x^2").
 */

export const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/** The superscript form of every character that has one: digits, signs, brackets, most small letters. */
export const SUPERSCRIPT: Readonly<Record<string, string>> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  a: 'ᵃ',
  b: 'ᵇ',
  c: 'ᶜ',
  d: 'ᵈ',
  e: 'ᵉ',
  f: 'ᶠ',
  g: 'ᵍ',
  h: 'ʰ',
  i: 'ⁱ',
  j: 'ʲ',
  k: 'ᵏ',
  l: 'ˡ',
  m: 'ᵐ',
  n: 'ⁿ',
  o: 'ᵒ',
  p: 'ᵖ',
  r: 'ʳ',
  s: 'ˢ',
  t: 'ᵗ',
  u: 'ᵘ',
  v: 'ᵛ',
  w: 'ʷ',
  x: 'ˣ',
  y: 'ʸ',
  z: 'ᶻ',
};

/** Plain text for each superscript character (both minus signs map to "⁻", which reads back as "-"). */
export const SUPERSCRIPT_PLAIN: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SUPERSCRIPT)
    .filter(([plain]) => plain !== '−')
    .map(([plain, sup]) => [sup, plain]),
);
