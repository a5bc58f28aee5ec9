// Export a student's paper to DOCX (docx) and PDF (pdfkit with embedded DejaVu fonts).
// Both formats are built from the same list of blocks (paperBlocks), so they hold the same text in
// the same order. Nothing here touches the network; the only disk access is reading the DejaVu
// font files once per process (they are then kept in memory).
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  TextRun,
} from 'docx';
import PDFDocument from 'pdfkit';
import { type Face, FONT_FILES, faceFor, loadFonts } from '../pdf/fonts.ts';

export interface ExportablePaper {
  title: string;
  introduction: string;
  body_paragraphs: { topic: string; content: string }[];
  conclusion: string;
  /** Formatted reference-list entries, already in order. */
  references: string[];
  /** E.g. 'References' (APA, Chicago author-date) or 'Works Cited' (MLA). */
  referencesHeading: string;
}

/** One printable piece of a paper, in reading order. */
export type PaperBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'reference'; text: string };

const CREATOR = 'StudyBot';

/** Characters that are not allowed in XML (so would break a DOCX) or cannot be drawn. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text made safe for XML and PDF: line breaks unified, control characters and lone surrogates replaced. */
function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, ' ')
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC');
}

/** One line of text: every run of whitespace (newlines included) becomes a single space. */
function oneLine(text: string): string {
  return clean(text).replace(/\s+/g, ' ').trim();
}

/**
 * The paragraphs of a section: split on blank lines (a line holding only whitespace counts as blank);
 * single newlines inside a paragraph become spaces; empty paragraphs are dropped.
 */
export function splitParagraphs(text: string): string[] {
  return clean(text)
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph.length > 0);
}

/**
 * The paper as blocks: the title, then "Introduction", each body topic, "Conclusion" and the
 * references heading, each followed by its paragraphs, then the reference entries. A section with no
 * text is left out with its heading (a body paragraph with a topic but no content included); a body
 * paragraph without a topic gets no heading; the references heading appears only when there are
 * references.
 */
export function paperBlocks(paper: ExportablePaper): PaperBlock[] {
  const blocks: PaperBlock[] = [];
  const title = oneLine(paper.title);
  if (title) blocks.push({ kind: 'title', text: title });
  const section = (heading: string, content: string) => {
    const paragraphs = splitParagraphs(content);
    if (paragraphs.length === 0) return;
    if (heading) blocks.push({ kind: 'heading', text: heading });
    for (const text of paragraphs) blocks.push({ kind: 'paragraph', text });
  };
  section('Introduction', paper.introduction);
  for (const body of paper.body_paragraphs) section(oneLine(body.topic), body.content);
  section('Conclusion', paper.conclusion);
  const references = paper.references.map(oneLine).filter((entry) => entry.length > 0);
  if (references.length > 0) {
    blocks.push({ kind: 'heading', text: oneLine(paper.referencesHeading) || 'References' });
    for (const text of references) blocks.push({ kind: 'reference', text });
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// DOCX

const DOCX_FONT = 'Times New Roman';
/** Half-points. */
const DOCX_SIZE = 24;
/** Twips (1/20 pt): 0.5 inch. */
const HALF_INCH = 720;
/** Double spacing, in 240ths of a line. */
const DOUBLE = { line: 480, lineRule: LineRuleType.AUTO, before: 0, after: 0 };

function docxParagraph(block: PaperBlock, next: PaperBlock | undefined): Paragraph {
  switch (block.kind) {
    case 'title':
      return new Paragraph({ heading: HeadingLevel.TITLE, text: block.text });
    case 'heading':
      // The reference list's heading is centred, as APA, MLA and Chicago all ask.
      return new Paragraph({
        heading: HeadingLevel.HEADING_1,
        text: block.text,
        ...(next?.kind === 'reference' ? { alignment: AlignmentType.CENTER } : {}),
      });
    case 'paragraph':
      return new Paragraph({ children: [new TextRun(block.text)], indent: { firstLine: HALF_INCH } });
    case 'reference':
      return new Paragraph({
        children: [new TextRun(block.text)],
        indent: { left: HALF_INCH, hanging: HALF_INCH },
      });
  }
}

/** The paper as a Word document: Times New Roman 12 pt, double-spaced, page numbers in the footer. */
export async function paperToDocx(paper: ExportablePaper): Promise<Buffer> {
  const blocks = paperBlocks(paper);
  const headingRun = { font: DOCX_FONT, size: DOCX_SIZE, bold: true, color: '000000' };
  const document = new Document({
    title: oneLine(paper.title),
    creator: CREATOR,
    lastModifiedBy: CREATOR,
    styles: {
      default: {
        document: { run: { font: DOCX_FONT, size: DOCX_SIZE }, paragraph: { spacing: DOUBLE } },
        title: {
          run: { ...headingRun, size: 32 },
          paragraph: { alignment: AlignmentType.CENTER, spacing: DOUBLE, keepNext: true },
        },
        heading1: {
          run: headingRun,
          paragraph: { spacing: { ...DOUBLE, before: 240 }, keepNext: true, keepLines: true },
        },
      },
    },
    sections: [
      {
        properties: {
          page: { margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 } },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                spacing: { line: 240, before: 0, after: 0 },
                children: [new TextRun({ children: [PageNumber.CURRENT] })],
              }),
            ],
          }),
        },
        children: blocks.map((block, i) => docxParagraph(block, blocks[i + 1])),
      },
    ],
  });
  return Packer.toBuffer(document);
}

// ---------------------------------------------------------------------------------------------
// PDF

const PT = 72;
const FONT_SIZE = 12;
const TITLE_SIZE = 16;
/** Baseline to baseline for body text: double spacing. */
const LINE_HEIGHT = 2 * FONT_SIZE;
const FOOTER_SIZE = 10;

/**
 * The paper as a PDF: A4, 1-inch margins, DejaVu Serif 12 pt double-spaced (DejaVu Sans for
 * paragraphs with characters the serif face lacks), bold headings kept with the text below them,
 * references with a hanging indent, and the page number centred in the footer of every page.
 */
export async function paperToPdf(paper: ExportablePaper): Promise<Buffer> {
  const fonts = await loadFonts();
  const blocks = paperBlocks(paper);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PT, bottom: PT, left: PT, right: PT },
    bufferPages: true,
    // No default font: pdfkit would otherwise read Helvetica's metrics from disk.
    font: '',
    info: { Title: oneLine(paper.title), Creator: CREATOR },
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const face of Object.keys(FONT_FILES) as Face[]) doc.registerFont(face, fonts[face].data);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  /** Extra space pdfkit adds under each line so lines sit LINE_HEIGHT apart in `face` at `size`. */
  const gapFor = (face: Face, size: number, lineHeight: number) => {
    doc.font(face).fontSize(size);
    return Math.max(0, lineHeight - doc.currentLineHeight(false));
  };

  blocks.forEach((block, index) => {
    const bold = block.kind === 'title' || block.kind === 'heading';
    const face = faceFor(block.text, fonts, bold);
    switch (block.kind) {
      case 'title': {
        const lineGap = gapFor(face, TITLE_SIZE, 1.5 * TITLE_SIZE);
        doc.text(block.text, left, doc.y, { width, align: 'center', lineGap });
        doc.y += LINE_HEIGHT / 2;
        break;
      }
      case 'heading': {
        const lineGap = gapFor(face, FONT_SIZE, LINE_HEIGHT);
        const before = index === 0 ? 0 : FONT_SIZE / 2;
        const height = doc.heightOfString(block.text, { width, lineGap });
        // Keep the heading with at least two lines of what follows it.
        if (doc.y + before + height + 2 * LINE_HEIGHT > doc.page.maxY()) doc.addPage();
        else doc.y += before;
        const centred = blocks[index + 1]?.kind === 'reference';
        doc.text(block.text, left, doc.y, { width, lineGap, align: centred ? 'center' : 'left' });
        break;
      }
      case 'paragraph': {
        const lineGap = gapFor(face, FONT_SIZE, LINE_HEIGHT);
        doc.text(block.text, left, doc.y, { width, lineGap, indent: PT / 2, align: 'left' });
        break;
      }
      case 'reference': {
        const lineGap = gapFor(face, FONT_SIZE, LINE_HEIGHT);
        const hang = PT / 2;
        // pdfkit indents only the first line: a negative indent from a shifted left edge hangs the rest.
        doc.text(block.text, left + hang, doc.y, {
          width: width - hang,
          lineGap,
          indent: -hang,
          align: 'left',
        });
        break;
      }
    }
  });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const label = String(i + 1);
    doc.font('serif').fontSize(FOOTER_SIZE);
    const x = (doc.page.width - doc.widthOfString(label)) / 2;
    const y = doc.page.height - doc.page.margins.bottom / 2 - FOOTER_SIZE / 2;
    // No width and no line breaking: drawn where asked, never starting a new page.
    doc.text(label, x, y, { lineBreak: false });
  }
  doc.end();
  return done;
}
