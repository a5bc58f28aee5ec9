import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  type ExportablePaper,
  type PaperBlock,
  paperBlocks,
  paperToDocx,
  paperToPdf,
  splitParagraphs,
} from './export.ts';

const UNICODE = 'Schrödinger’s equation, π ≈ 3.14159, ΔG ≤ 0 and √2 — “naïve” café façade, σ² ∝ 1/n.';

const PAPER: ExportablePaper = {
  title: 'Light and the Growth of Plants',
  introduction:
    'Photosynthesis turns light into chemical energy.\nPlants need light to grow.\n\nThis paper asks how much light a plant needs.',
  body_paragraphs: [
    {
      topic: 'How Chlorophyll Works',
      content: `Chlorophyll absorbs red and blue light (Smith, 2020). ${UNICODE}`,
    },
    { topic: '', content: 'A paragraph without a topic gets no heading.' },
    { topic: 'An Unfinished Point', content: '  \n\n ' },
    { topic: 'Well-Known Results', content: 'Brighter lamps give faster growth, up to a point.' },
  ],
  conclusion: 'Light matters, but only up to a point.',
  references: [
    'Smith, J. (2020). The green machine: How chlorophyll captures light for photosynthesis in land plants and algae. Oxford University Press.',
    '',
    'Taylor, A., & Brown, B. (2019). Lamps and leaves. Journal of Plant Science, 12(3), 45–67.',
  ],
  referencesHeading: 'References',
};

const SENTENCES = [
  'Photosynthesis turns light into chemical energy in the chloroplasts of green plants.',
  'The students measured how fast the seedlings grew under each lamp over three well-documented weeks.',
  'Results were recorded every ten minutes, and the graphs were drawn carefully by hand.',
  'Brighter light gave more growth, although the effect levelled off above a certain intensity.',
  'Meiosis produces four cells, each with half the chromosomes of the parent cell.',
  'Water, carbon dioxide and light are all needed before a plant can make its sugar.',
];

/** About `words` words of plain essay text, split into paragraphs of about 120 words. */
function text(words: number, seed = 0): string {
  const paragraphs: string[] = [];
  let current: string[] = [];
  let count = 0;
  let inParagraph = 0;
  for (let i = seed; count < words; i++) {
    const sentence = SENTENCES[i % SENTENCES.length]!;
    current.push(sentence);
    const n = sentence.split(/\s+/).length;
    count += n;
    inParagraph += n;
    if (inParagraph >= 120) {
      paragraphs.push(current.join(' '));
      current = [];
      inParagraph = 0;
    }
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs.join('\n\n');
}

/** A paper of about `words` words: introduction, five body sections, conclusion, eight references. */
function longPaper(words: number): ExportablePaper {
  const part = Math.round(words / 7);
  return {
    title: 'A Long Paper on Light',
    introduction: text(part, 0),
    body_paragraphs: Array.from({ length: 5 }, (_, i) => ({
      topic: `Section ${i + 1}`,
      content: text(part, i + 1),
    })),
    conclusion: text(part, 6),
    references: Array.from(
      { length: 8 },
      (_, i) =>
        `Author${i}, A. (${2000 + i}). A rather long title about light, leaves and growth, number ${i}. Publisher ${i}.`,
    ),
    referencesHeading: 'Works Cited',
  };
}

const WORD_COUNT = (paper: ExportablePaper) =>
  [paper.introduction, ...paper.body_paragraphs.map((b) => b.content), paper.conclusion]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;

/** Words in order; a line break after a hyphen or dash (where the PDF may wrap) is not a word break. */
function words(value: string): string[] {
  return value
    .normalize('NFC')
    .replace(/([-‐–—])\s+/g, '$1')
    .split(/\s+/)
    .filter(Boolean);
}

const blockWords = (blocks: PaperBlock[]) => words(blocks.map((b) => b.text).join(' '));

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/** word/document.xml of a DOCX, and the text of each of its paragraphs (tags stripped) in order. */
async function readDocx(buffer: Buffer) {
  const zip = await JSZip.loadAsync(buffer);
  const xml = await zip.file('word/document.xml')!.async('string');
  const core = await zip.file('docProps/core.xml')!.async('string');
  const paragraphs = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map((m) => ({
    xml: m[1]!,
    text: decodeXml(m[1]!.replace(/<[^>]+>/g, '')),
  }));
  return { xml, core, paragraphs };
}

/** The text of each page of a PDF, its page count and its document information. */
async function readPdf(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  try {
    const { totalPages, text: pages } = await extractText(pdf, { mergePages: false });
    const { text: merged } = await extractText(pdf, { mergePages: true });
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    return { totalPages, pages, merged, info };
  } finally {
    await pdf.destroy();
  }
}

/** The words of a PDF's pages in order, each page's footer number checked and removed. */
function pdfBodyWords(pages: string[]): string[] {
  return pages.flatMap((page, i) => {
    const pageWords = words(page);
    expect(pageWords.at(-1), `page ${i + 1} footer`).toBe(String(i + 1));
    return pageWords.slice(0, -1);
  });
}

describe('paperBlocks', () => {
  it('splits sections on blank lines and joins single newlines with spaces', () => {
    expect(splitParagraphs('One\ntwo.\n\nThree.\r\n\r\nFour\tfive.\n   \n\n\nSix.  ')).toEqual([
      'One two.',
      'Three.',
      'Four five.',
      'Six.',
    ]);
    expect(splitParagraphs(' \n\n \n')).toEqual([]);
  });

  it('gives the title, headings, paragraphs and references in order, skipping empty sections', () => {
    expect(paperBlocks(PAPER)).toEqual([
      { kind: 'title', text: 'Light and the Growth of Plants' },
      { kind: 'heading', text: 'Introduction' },
      {
        kind: 'paragraph',
        text: 'Photosynthesis turns light into chemical energy. Plants need light to grow.',
      },
      { kind: 'paragraph', text: 'This paper asks how much light a plant needs.' },
      { kind: 'heading', text: 'How Chlorophyll Works' },
      { kind: 'paragraph', text: `Chlorophyll absorbs red and blue light (Smith, 2020). ${UNICODE}` },
      { kind: 'paragraph', text: 'A paragraph without a topic gets no heading.' },
      { kind: 'heading', text: 'Well-Known Results' },
      { kind: 'paragraph', text: 'Brighter lamps give faster growth, up to a point.' },
      { kind: 'heading', text: 'Conclusion' },
      { kind: 'paragraph', text: 'Light matters, but only up to a point.' },
      { kind: 'heading', text: 'References' },
      { kind: 'reference', text: PAPER.references[0]! },
      { kind: 'reference', text: PAPER.references[2]! },
    ]);
  });

  it('leaves out the introduction, conclusion and references heading when they are empty', () => {
    const blocks = paperBlocks({ ...PAPER, introduction: '\n\n', conclusion: ' ', references: ['  '] });
    const headings = blocks.filter((b) => b.kind === 'heading').map((b) => b.text);
    expect(headings).toEqual(['How Chlorophyll Works', 'Well-Known Results']);
    expect(blocks.some((b) => b.kind === 'reference')).toBe(false);
  });
});

describe('paperToDocx', () => {
  it('holds every heading, paragraph and reference, in order, with the right styles', async () => {
    const { paragraphs, core } = await readDocx(await paperToDocx(PAPER));
    const blocks = paperBlocks(PAPER);
    expect(paragraphs.map((p) => p.text)).toEqual(blocks.map((b) => b.text));
    blocks.forEach((block, i) => {
      const xml = paragraphs[i]!.xml;
      if (block.kind === 'title') expect(xml).toContain('<w:pStyle w:val="Title"/>');
      if (block.kind === 'heading') expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
      if (block.kind === 'reference') expect(xml).toMatch(/<w:ind w:left="720" w:hanging="720"\/>/);
      if (block.kind === 'paragraph') expect(xml).not.toContain('w:pStyle');
    });
    expect(core).toContain('<dc:title>Light and the Growth of Plants</dc:title>');
    expect(core).toContain('<dc:creator>StudyBot</dc:creator>');
  });

  it('keeps the paragraph breaks of a section as separate paragraphs', async () => {
    const { paragraphs } = await readDocx(
      await paperToDocx({
        ...PAPER,
        introduction: 'First\nline.\n\nSecond.\n\n\nThird.',
        body_paragraphs: [],
      }),
    );
    const texts = paragraphs.map((p) => p.text);
    expect(texts.slice(1, 5)).toEqual(['Introduction', 'First line.', 'Second.', 'Third.']);
  });

  it('escapes XML and drops characters XML cannot hold', async () => {
    const paper = {
      ...PAPER,
      title: 'Cats & <Dogs> "quoted"',
      conclusion: 'Bad\u0000char\u0007s and a lone \uD800 surrogate; emoji 😀 and 中文 stay.',
    };
    const { xml, paragraphs, core } = await readDocx(await paperToDocx(paper));
    expect(xml).not.toContain('\u0000');
    expect(xml).not.toContain('\u0007');
    expect(paragraphs[0]!.text).toBe('Cats & <Dogs> "quoted"');
    expect(core).toContain('Cats &amp; &lt;Dogs&gt;');
    expect(paragraphs.map((p) => p.text)).toContain(
      'Bad char s and a lone \uFFFD surrogate; emoji 😀 and 中文 stay.',
    );
  });

  it('exports a paper with nothing in it', async () => {
    const empty = {
      title: '',
      introduction: '',
      body_paragraphs: [],
      conclusion: '',
      references: [],
      referencesHeading: 'References',
    };
    const { paragraphs } = await readDocx(await paperToDocx(empty));
    expect(paragraphs).toEqual([]);
  });
});

describe('paperToPdf', () => {
  it('holds the same words in the same order, with the page number in the footer', async () => {
    const pdf = await paperToPdf(PAPER);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, info } = await readPdf(pdf);
    expect(pdfBodyWords(pages)).toEqual(blockWords(paperBlocks(PAPER)));
    expect(info.Title).toBe('Light and the Growth of Plants');
    expect(info.Creator).toBe('StudyBot');
  });

  it('keeps accents, Greek, maths symbols and curly quotes', async () => {
    const { merged } = await readPdf(await paperToPdf({ ...PAPER, title: 'Schrödinger’s “cat” ≤ π' }));
    const flat = words(merged).join(' ');
    expect(flat).toContain(words(UNICODE).join(' '));
    expect(flat).toContain('Schrödinger’s equation, π ≈ 3.14159, ΔG ≤ 0');
    expect(flat).toContain('Schrödinger’s “cat” ≤ π');
  });

  it('does not fail on scripts and symbols the fonts lack, or on control characters', async () => {
    const paper = {
      ...PAPER,
      conclusion:
        'Hebrew שלום, Arabic مرحبا, Chinese 中文, emoji 😀🧪, bad\u0000\u0007 chars, lone \uDC00 surrogate.',
      references: [...PAPER.references, 'Ωmega, Ж. (2021). Ελληνικά and русский. Αθήνα.'],
    };
    const { merged } = await readPdf(await paperToPdf(paper));
    expect(words(merged).join(' ')).toContain('Ωmega, Ж. (2021). Ελληνικά and русский. Αθήνα.');
    expect(merged).toContain('Hebrew');
  });

  it('spreads a 3,000-word paper over numbered pages', async () => {
    const paper = longPaper(3000);
    expect(WORD_COUNT(paper)).toBeGreaterThanOrEqual(3000);
    const { totalPages, pages } = await readPdf(await paperToPdf(paper));
    expect(totalPages).toBeGreaterThan(5);
    expect(pages).toHaveLength(totalPages);
    // pdfBodyWords checks that page n ends with the number n.
    expect(pdfBodyWords(pages)).toEqual(blockWords(paperBlocks(paper)));
  });

  it('exports a paper with nothing in it as one numbered page', async () => {
    const empty = {
      title: '',
      introduction: '',
      body_paragraphs: [],
      conclusion: '',
      references: [],
      referencesHeading: 'References',
    };
    const { totalPages, pages } = await readPdf(await paperToPdf(empty));
    expect(totalPages).toBe(1);
    expect(words(pages[0]!)).toEqual(['1']);
  });
});
