/**
 * Text from an uploaded file, by its content: PDF, DOCX or UTF-8 plain text. This runs inside the
 * extraction worker (thread.ts); the server reaches it through DocumentWorkers, never directly.
 * Before pdf.js or mammoth sees a file, what it expands to is counted against a budget.
 */
import { ExpansionBudget, ExpansionLimitError } from './budget.ts';
import { DocumentTooLargeError, UnsupportedFileError } from './errors.ts';
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
        `${what} expands to more than ${megabytes(limit)} MB when unpacked, more than notes may use. ` +
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

async function pdfText(bytes: Uint8Array, maxChars: number): Promise<{ text: string; complete: boolean }> {
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
        const page = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join('');
        pages.push(page);
        length += page.length + 1;
      }
    } finally {
      await pdf.destroy();
    }
  } catch (error) {
    throw new UnsupportedFileError('This PDF could not be read.', { cause: error });
  }
  return { text: pages.join('\n').replace(/\s+/g, ' '), complete };
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
      ({ text, complete } = await pdfText(file.bytes, options.maxChars ?? Number.POSITIVE_INFINITY));
      break;
    }
    case 'docx': {
      checkExpansion('docx', file.bytes, options);
      const mammoth = (await import('mammoth')).default;
      try {
        text = (await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) })).value;
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
  text = text.replace(/\r\n?/g, '\n').trim();
  if (!text) {
    throw new UnsupportedFileError(
      kind === 'pdf'
        ? 'No text could be found in this PDF (it may be a scan). Paste the text instead.'
        : 'The file has no text in it.',
    );
  }
  return { kind, text, complete };
}

/** readText's text alone. */
export async function extractText(file: UploadedFile, options: ExtractOptions = {}): Promise<string> {
  return (await readText(file, options)).text;
}
