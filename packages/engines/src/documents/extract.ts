/**
 * Text from an uploaded file, by its content: PDF, DOCX or UTF-8 plain text. This runs inside the
 * extraction worker (thread.ts); the server reaches it through DocumentWorkers, never directly.
 * Before pdf.js or mammoth sees a file, what it expands to is counted against a budget.
 */
import { ExpansionBudget, ExpansionLimitError } from './budget.ts';
import { DocumentTooLargeError, NoTextError, UnsupportedFileError } from './errors.ts';
import { detectFileKind, type FileKind } from './file-kind.ts';
import { checkPdfExpansion, UncheckableStreamError } from './pdf-expansion.ts';
import { checkZipExpansion } from './zip-expansion.ts';

export interface UploadedFile {
  name?: string;
  mime?: string;
  bytes: Uint8Array;
}

/** Most data a PDF's streams may expand to, all streams together. */
export const MAX_PDF_EXPANDED_BYTES = 128 * 1024 * 1024;
/**
 * Most data a DOCX may expand to. A real document's XML is a few megabytes; mammoth's work grows
 * faster than the XML does.
 */
export const MAX_DOCX_EXPANDED_BYTES = 8 * 1024 * 1024;

export interface ExtractOptions {
  maxPdfExpandedBytes?: number;
  maxDocxExpandedBytes?: number;
  /** Stop reading a PDF's pages once the text is longer than this. */
  maxChars?: number;
  /**
   * Keep the document's lines (a resume's layout carries meaning); otherwise all whitespace,
   * line breaks included, becomes single spaces.
   */
  keepLines?: boolean;
}

export interface ExtractedText {
  kind: FileKind;
  text: string;
  /** False when reading stopped early because the text was already longer than maxChars. */
  complete: boolean;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function checkExpansion(kind: 'pdf' | 'docx', bytes: Uint8Array, options: ExtractOptions): void {
  const limit =
    kind === 'pdf'
      ? (options.maxPdfExpandedBytes ?? MAX_PDF_EXPANDED_BYTES)
      : (options.maxDocxExpandedBytes ?? MAX_DOCX_EXPANDED_BYTES);
  const what = kind === 'pdf' ? 'This PDF' : 'This Word document';
  try {
    if (kind === 'pdf') checkPdfExpansion(bytes, new ExpansionBudget(limit));
    else checkZipExpansion(bytes, new ExpansionBudget(limit));
  } catch (error) {
    if (error instanceof ExpansionLimitError) {
      throw new DocumentTooLargeError(
        `${what} expands to more than ${megabytes(limit)} MB when unpacked, more than one upload may use. ` +
          'Upload a smaller part of it, or paste the text instead.',
      );
    }
    if (error instanceof UncheckableStreamError) {
      throw new UnsupportedFileError(
        'This PDF is built in an unusual way and could not be checked safely. Save it again as a new PDF, or paste the text instead.',
      );
    }
    throw new UnsupportedFileError(`${what} is damaged.`, { cause: error });
  }
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/**
 * A page's text with its lines: a new line where pdf.js marks one or where the baseline moves by
 * more than half a line, and a space between pieces of a line that are apart on the page.
 */
function pageText(items: readonly object[]): string {
  let out = '';
  let last: { y: number; end: number; height: number } | undefined;
  for (const item of items as PdfTextItem[]) {
    if (typeof item.str !== 'string') continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 10;
    if (last && Math.abs(y - last.y) > Math.max(height, last.height) / 2) {
      if (!out.endsWith('\n')) out += '\n';
    } else if (last && x - last.end > height * 0.15 && !/\s$/.test(out) && !/^\s/.test(item.str)) {
      out += ' ';
    }
    out += item.str;
    if (item.hasEOL && !out.endsWith('\n')) out += '\n';
    if (item.str.trim()) last = { y, end: x + item.width, height };
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A Word document's text from mammoth's HTML, one line per paragraph, with list items kept as "• "
 * lines (plain-text extraction drops Word's list marks, which a resume's bullets are).
 */
function htmlLines(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(?:p|h[1-6]|li|tr|table|ul|ol)>|<br\s*\/?>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/**
 * A PDF wraps long lines: a line that starts in lower case carries on the one above it (a bullet
 * wrapped onto a second line) when that one is long, did not end a sentence, and the line is not an
 * address ("maya@example.com" under a name).
 */
const WRAPPED_AFTER = 50;
function joinWrapped(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const carriesOn =
      previous !== undefined &&
      previous.length >= WRAPPED_AFTER &&
      !/[.!?:]$/.test(previous) &&
      /^\p{Ll}/u.test(line) &&
      !/@|:\/\/|^www\./.test(line);
    if (carriesOn) out[out.length - 1] = `${previous} ${line}`;
    else out.push(line);
  }
  return out.join('\n');
}

/** Each line's runs of spaces made one, lines trimmed, and at most one blank line in a row. */
function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
}

async function pdfText(
  bytes: Uint8Array,
  maxChars: number,
  keepLines: boolean,
): Promise<{ text: string; complete: boolean }> {
  const { getDocumentProxy } = await import('unpdf');
  const pages: string[] = [];
  let length = 0;
  let complete = true;
  try {
    // pdf.js may transfer (detach) the buffer it is given, so hand it a copy.
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      for (let n = 1; n <= pdf.numPages; n++) {
        if (length > maxChars) {
          complete = false;
          break;
        }
        const content = await (await pdf.getPage(n)).getTextContent();
        const page = keepLines
          ? pageText(content.items)
          : content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
        pages.push(page);
        length += page.length + 1;
      }
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    throw new UnsupportedFileError('This PDF could not be read.', { cause: error });
  }
  const text = pages.join('\n');
  return { text: keepLines ? joinWrapped(tidyLines(text)) : text.replace(/\s+/g, ' '), complete };
}

/**
 * Reads the text of a PDF, DOCX or plain-text file, in the calling thread. Throws UnsupportedFileError,
 * with a message for the student, for anything else, for a file that expands past its budget, and for
 * a file without text.
 */
export async function readText(file: UploadedFile, options: ExtractOptions = {}): Promise<ExtractedText> {
  const kind = detectFileKind(file.bytes);
  let text: string;
  let complete = true;
  switch (kind) {
    case 'pdf': {
      checkExpansion('pdf', file.bytes, options);
      ({ text, complete } = await pdfText(
        file.bytes,
        options.maxChars ?? Number.POSITIVE_INFINITY,
        options.keepLines ?? false,
      ));
      break;
    }
    case 'docx': {
      checkExpansion('docx', file.bytes, options);
      const mammoth = (await import('mammoth')).default;
      try {
        const buffer = Buffer.from(file.bytes);
        text = options.keepLines
          ? htmlLines(
              (
                await mammoth.convertToHtml(
                  { buffer },
                  // Pictures are not read: an empty source instead of the image inlined as base64.
                  { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
                )
              ).value,
            )
          : (await mammoth.extractRawText({ buffer })).value;
      } catch (error) {
        throw new UnsupportedFileError('This Word document could not be read.', { cause: error });
      }
      break;
    }
    case 'text':
      text = new TextDecoder('utf-8').decode(file.bytes).replace(/^\uFEFF/, '');
      break;
    default:
      throw new UnsupportedFileError(
        'Unsupported file type. Upload a PDF, a Word document (.docx) or a plain-text file.',
      );
  }
  text = text.replace(/\r\n?/g, '\n');
  text = (options.keepLines ? tidyLines(text) : text).trim();
  if (!text) {
    throw new NoTextError(
      kind === 'pdf'
        ? 'No text could be found in this PDF (it may be a scan). Paste the text instead.'
        : 'The file has no text in it.',
      kind === 'pdf',
    );
  }
  return { kind, text, complete };
}

/** readText's text alone. */
export async function extractText(file: UploadedFile, options: ExtractOptions = {}): Promise<string> {
  return (await readText(file, options)).text;
}
