/**
 * Resume files made from plain text the way people make them, for the analyzer's tests and the
 * career benchmark: a PDF (headings in bold, dates set flush right on the role's line, bullets as
 * "•") and a Word document (headings, and bullets as Word list items, whose marks text extraction
 * drops).
 */
import { Document, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { loadFonts } from '../pdf/fonts.ts';
import { findDates } from './dates.ts';

const BULLET = /^\s*[-•*]\s+/;
const isHeading = (line: string) => /^[A-Z][A-Z &]{3,40}$/.test(line.trim());

export async function resumeToPdf(text: string): Promise<Uint8Array> {
  const fonts = await loadFonts();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 54, bottom: 54, left: 54, right: 54 },
    font: '',
  });
  doc.registerFont('sans', fonts.sans.data);
  doc.registerFont('bold', fonts.sansBold.data);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      doc.moveDown(0.4);
      continue;
    }
    if (isHeading(line)) {
      doc
        .font('bold')
        .fontSize(11)
        .text(line.trim(), left, doc.y + 4, { width });
      continue;
    }
    doc.font('sans').fontSize(10);
    if (BULLET.test(line)) {
      doc.text(`•  ${line.replace(BULLET, '')}`, left + 12, doc.y, { width: width - 12 });
      continue;
    }
    const dates = findDates(line);
    if (dates?.start) {
      // The role on the left, its dates flush right on the same baseline.
      const y = doc.y;
      const role = line.replace(dates.text, '').replace(/[\s|,–—-]+$/, '');
      doc.text(role, left, y, { width: width - 140, lineBreak: false });
      doc.text(dates.text, left, y, { width, align: 'right' });
      continue;
    }
    doc.text(line.trim(), left, doc.y, { width });
  }
  doc.end();
  return new Uint8Array(await done);
}

export async function resumeToDocx(text: string): Promise<Uint8Array> {
  const paragraphs = text.split('\n').map((raw) => {
    const line = raw.trimEnd();
    if (isHeading(line)) return new Paragraph({ children: [new TextRun({ text: line.trim(), bold: true })] });
    if (BULLET.test(line)) {
      return new Paragraph({ text: line.replace(BULLET, ''), numbering: { reference: 'bullets', level: 0 } });
    }
    return new Paragraph({ text: line.trim() });
  });
  const document = new Document({
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: [{ level: 0, format: LevelFormat.BULLET, text: '•', alignment: 'left' }],
        },
      ],
    },
    sections: [{ children: paragraphs }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
