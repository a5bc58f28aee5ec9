import { describe, expect, it } from 'vitest';
import { ELEMENT_SYMBOLS, typesetScience } from './typeset';

describe('ELEMENT_SYMBOLS', () => {
  it('holds the 118 elements', () => {
    expect(ELEMENT_SYMBOLS.size).toBe(118);
    for (const symbol of ['H', 'He', 'Cl', 'Fe', 'Og', 'Ts', 'Nh', 'No']) {
      expect(ELEMENT_SYMBOLS.has(symbol)).toBe(true);
    }
    for (const symbol of ['A', 'D', 'E', 'G', 'J', 'L', 'M', 'Q', 'R', 'T', 'X', 'Z', 'CO', 'Uue']) {
      expect(ELEMENT_SYMBOLS.has(symbol)).toBe(false);
    }
  });
});

describe('typesetScience: chemical formulas', () => {
  it.each([
    ['CO2', 'CO₂'],
    ['H2O', 'H₂O'],
    ['C6H12O6', 'C₆H₁₂O₆'],
    ['Ca(OH)2', 'Ca(OH)₂'],
    ['H2SO4', 'H₂SO₄'],
    ['NaHCO3', 'NaHCO₃'],
    ['KMnO4', 'KMnO₄'],
    ['Fe2O3', 'Fe₂O₃'],
    ['C10H22', 'C₁₀H₂₂'],
    ['CH3COOH', 'CH₃COOH'],
    ['CH3CH2OH', 'CH₃CH₂OH'],
    ['(NH4)2SO4', '(NH₄)₂SO₄'],
    ['Ca3(PO4)2', 'Ca₃(PO₄)₂'],
    ['CuSO4·5H2O', 'CuSO₄·5H₂O'],
    // Molecular elements.
    ['O2', 'O₂'],
    ['N2', 'N₂'],
    ['Cl2', 'Cl₂'],
    ['O3', 'O₃'],
    // Coefficients stay full size.
    ['2H2 + O2 → 2H2O', '2H₂ + O₂ → 2H₂O'],
    ['6CO2 + 6H2O → C6H12O6 + 6O2', '6CO₂ + 6H₂O → C₆H₁₂O₆ + 6O₂'],
    // Charges.
    ['NH4+', 'NH₄⁺'],
    ['NO3-', 'NO₃⁻'],
    ['H3O+', 'H₃O⁺'],
    ['SO42-', 'SO₄²⁻'],
    ['PO43-', 'PO₄³⁻'],
    ['Cr2O72-', 'Cr₂O₇²⁻'],
    ['H2PO4-', 'H₂PO₄⁻'],
    ['Fe3+ and Fe2+', 'Fe³⁺ and Fe²⁺'],
    ['Ca2+,', 'Ca²⁺,'],
    ['(NO3-)', '(NO₃⁻)'],
    ['NH4+.', 'NH₄⁺.'],
    ['SO42-; NO3-: PO43-]', 'SO₄²⁻; NO₃⁻: PO₄³⁻]'],
    ['Fe3+ ions', 'Fe³⁺ ions'],
    ['Fe3+ + e- → Fe2+', 'Fe³⁺ + e- → Fe²⁺'],
    ['NH4+ + OH- ⇌ NH3 + H2O', 'NH₄⁺ + OH- ⇌ NH₃ + H₂O'],
    // Up to 64 characters and brackets 4 deep.
    [`(${'H2O'.repeat(20)})2`, `(${'H₂O'.repeat(20)})₂`],
    ['H2(O(O(O(H2)2)2)2)2', 'H₂(O(O(O(H₂)₂)₂)₂)₂'],
    // A `-` before more words is a suspended hyphen; a `+` before a formula or a number is a sum.
    ['the CO2- and CH4-based fuels', 'the CO₂- and CH₄-based fuels'],
    ['NO3- ions', 'NO₃- ions'],
    ['CO2- or SO2-free', 'CO₂- or SO₂-free'],
    ['CO2+ H2O', 'CO₂+ H₂O'],
    ['NH4+ 2', 'NH₄+ 2'],
    ['[Fe(CN)6]3-', '[Fe(CN)₆]³⁻'],
    ['[Cu(NH3)4]2+', '[Cu(NH₃)₄]²⁺'],
    // In sentences and punctuation.
    ['Plants take in CO2 and release O2.', 'Plants take in CO₂ and release O₂.'],
    ['Water (H2O) boils', 'Water (H₂O) boils'],
    ['(Ca(OH)2)', '(Ca(OH)₂)'],
    ['a CO2-rich gas', 'a CO₂-rich gas'],
    ['non-CO2 gases', 'non-CO₂ gases'],
    ['H2O/CO2', 'H₂O/CO₂'],
    ["CO2's effect", "CO₂'s effect"],
    ['"NaCl" and "H2SO4"', '"NaCl" and "H₂SO₄"'],
  ])('%s → %s', (text, expected) => {
    expect(typesetScience(text)).toBe(expected);
  });

  it.each([
    // Codes, names and numbers that are not formulas.
    'MP3',
    'A4 paper',
    'COVID19',
    'COVID-19',
    'vitamin B12',
    'WW2',
    'F1 racing',
    '4G and 5G',
    'the year 2023',
    '3D printing',
    'H1N1',
    'H3N2 flu',
    'H7N9',
    'N95 mask',
    'U235',
    'C14 dating',
    'K9 unit',
    // Acronym-shaped: one-letter symbols and a single count, not a well-known formula.
    'CSS3',
    'USB3',
    'PHP7',
    'PS5',
    'IPV4',
    'HIV2',
    'ISO9001',
    'SN2 reaction',
    'Y2K',
    'P2P',
    'B2B',
    'W3C',
    'I2C',
    'CS2',
    'C3PO',
    // One element that is not a molecular element; ambiguous capitalisation.
    'No2',
    'Co2',
    'Sn2',
    // One-letter ions could be atoms or molecules (O2- oxide or superoxide).
    'O2-',
    'H2+',
    'N3-',
    // Lower case, words, no digit.
    'pH7',
    'h2o',
    'NaCl',
    'HCl',
    'CO2e',
    'iPhone14',
    // Parts of identifiers, file names, numbers.
    'my_CO2',
    'H2O.txt',
    'v1.CO2',
    '$CO2',
    'CO2@home',
    'CO2_level',
    // Counts of 1, leading zeros.
    'C1H4',
    'H02',
    // Too long (over 64 characters) or nested too deep: left as written.
    `(${'H2O'.repeat(21)})2`,
    'H2(O(O(O(O(H2)2)2)2)2)2',
    'H2[O(O[O(O[H2]2)2]2)2]2',
  ])('leaves %s alone', (text) => {
    expect(typesetScience(text)).toBe(text);
  });
});

describe('typesetScience: exponents', () => {
  it.each([
    ['x^2', 'x²'],
    ['10^-3', '10⁻³'],
    ['10^23', '10²³'],
    ['(x+1)^2', '(x+1)²'],
    ['e^(2x)', 'e⁽²ˣ⁾'],
    ['a^n', 'aⁿ'],
    ['e^-x', 'e⁻ˣ'],
    ['x^{10}', 'x¹⁰'],
    ['x^−1', 'x⁻¹'],
    ['m/s^2', 'm/s²'],
    ['E = mc^2', 'E = mc²'],
    ['x^2y^3', 'x²y³'],
    ['x^2 + 2x + 1', 'x² + 2x + 1'],
    ['the area is 4 m^2.', 'the area is 4 m².'],
    ['SO4^2-', 'SO₄²⁻'],
    ['SO4^2-.', 'SO₄²⁻.'],
    ['SO4^2- + H^+', 'SO₄²⁻ + H^+'],
    ['SO4^2- ions', 'SO₄²- ions'],
    ['(SO4^2-)', '(SO₄²⁻)'],
    ['Ca^(2+) ions', 'Ca⁽²⁺⁾ ions'],
    // A sign after a plain exponent that runs on into more text is not part of it; nor is a `+` ever.
    ['x^2+ 1', 'x²+ 1'],
    ['x^2+', 'x²+'],
    ['Ca^2+ ions', 'Ca²+ ions'],
    ['x^2- 1', 'x²- 1'],
    ['x^2-y', 'x²-y'],
    ['e^(-x^2)', 'e^(-x²)'],
    ['|x|^2', '|x|²'],
  ])('%s → %s', (text, expected) => {
    expect(typesetScience(text)).toBe(expected);
  });

  it.each([
    'x ^ 2',
    '^2',
    'x^ 2',
    'e^ix',
    'x^T',
    'x^q',
    'x^2.5',
    'x^1/2',
    '2^3^2',
    'e^x^2',
    '2^(1/2)',
    'e^(x',
    'x^()',
    'e^(iπ)',
    'x^{a{b}}',
  ])('leaves %s alone', (text) => {
    expect(typesetScience(text)).toBe(text);
  });
});

describe('typesetScience: code and addresses', () => {
  it.each([
    ['`x^2` is x^2', '`x^2` is x²'],
    ['Run `print(2^3)` then H2O', 'Run `print(2^3)` then H₂O'],
    ['```\nCO2 = x^2\n```\nCO2', '```\nCO2 = x^2\n```\nCO₂'],
    ['An open ` CO2 x^2', 'An open ` CO2 x^2'],
    ['See https://example.com/CO2?x^2 for CO2', 'See https://example.com/CO2?x^2 for CO₂'],
    ['www.h2o.org/H2O and H2O', 'www.h2o.org/H2O and H₂O'],
    ['mail CO2@lab.org about CO2', 'mail CO2@lab.org about CO₂'],
  ])('%s → %s', (text, expected) => {
    expect(typesetScience(text)).toBe(expected);
  });

  it.each([
    // Where `^` is probably XOR: exponents stay, formulas are still typeset.
    ['In Python, 5^3 evaluates to 6', 'In Python, 5^3 evaluates to 6'],
    ['a^b is XOR in C', 'a^b is XOR in C'],
    ['In JavaScript 2^3 is 1', 'In JavaScript 2^3 is 1'],
    ['java: int y = x^2;', 'java: int y = x^2;'],
    ['x^2 in C++', 'x^2 in C++'],
    ['x^2 in C#', 'x^2 in C#'],
    ['the bitwise 6^3', 'the bitwise 6^3'],
    ['The ^ operator: 2^2', 'The ^ operator: 2^2'],
    ['This code prints 2^4', 'This code prints 2^4'],
    ['a program computing x^2', 'a program computing x^2'],
    ['if x^2 == 4', 'if x^2 == 4'],
    ['x^2 != y', 'x^2 != y'],
    ['`print(x)` shows x^2; in Python CO2', '`print(x)` shows x^2; in Python CO₂'],
    // Words that only contain a keyword do not count.
    ['a codec for x^2 and CO2', 'a codec for x² and CO₂'],
    ['Javanese x^2', 'Javanese x²'],
    ['vitamin C: x^2', 'vitamin C: x²'],
    ['x^2 = 4', 'x² = 4'],
  ])('%s → %s (talking about code)', (text, expected) => {
    expect(typesetScience(text)).toBe(expected);
  });

  it('leaves extreme tokens alone, quickly and without overflowing', () => {
    const cases = [
      `${'('.repeat(5000)}H2${')2'.repeat(5000)}`,
      `${'['.repeat(5000)}H2`,
      `${'A'.repeat(100_000)}2`,
      `${'a-'.repeat(50_000)}2`,
      `${'a.'.repeat(50_000)}2@`,
      'x^('.repeat(20_000),
      'a^'.repeat(20_000),
    ];
    const start = performance.now();
    for (const text of cases) expect(typesetScience(text)).toBe(text);
    expect(performance.now() - start).toBeLessThan(2000);
    // Long text made of ordinary tokens is still typeset.
    expect(typesetScience('H2O '.repeat(10_000))).toBe('H₂O '.repeat(10_000));
  });

  it('leaves text without digits or carets as it is', () => {
    const text = 'Photosynthesis makes glucose.';
    expect(typesetScience(text)).toBe(text);
    expect(typesetScience('')).toBe('');
  });
});
