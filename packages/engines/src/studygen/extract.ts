/**
 * Text from an uploaded file, by its content (never its name or declared type):
 * PDF (`%PDF-`), DOCX (a ZIP holding word/document.xml) or UTF-8 plain text.
 * unpdf and mammoth are imported on first use so that importing the engines stays cheap.
 */
import { inflateRawSync } from 'node:zlib';

export class UnsupportedFileError extends Error {
  override readonly name = 'UnsupportedFileError';
}

export interface UploadedFile {
  name?: string;
  mime?: string;
  bytes: Uint8Array;
}

export type FileKind = 'pdf' | 'docx' | 'text';

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

function includesBytes(bytes: Uint8Array, needle: number[]): boolean {
  const first = needle[0]!;
  for (
    let i = bytes.indexOf(first);
    i >= 0 && i <= bytes.length - needle.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    if (needle.every((b, j) => bytes[i + j] === b)) return true;
  }
  return false;
}

/** What the bytes are, or undefined when they are none of PDF, DOCX or text. */
export function detectFileKind(bytes: Uint8Array): FileKind | undefined {
  // A PDF may have a few bytes of junk before the header; the spec allows it within the first 1 KB.
  if (includesBytes(bytes.subarray(0, 1024), ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return includesBytes(bytes, ascii('word/document.xml')) ? 'docx' : undefined;
  }
  if (bytes.includes(0)) return undefined;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text';
  } catch {
    return undefined;
  }
}

/**
 * Most data a DOCX may expand to. A real document's XML is a few megabytes; a "zip bomb" of a
 * few kilobytes can expand to gigabytes, and mammoth's work grows faster than the XML does.
 */
export const MAX_DOCX_EXPANDED_BYTES = 8 * 1024 * 1024;

/**
 * Inflates every entry of a ZIP with a shared output budget, so a file whose sizes lie is
 * caught too. Throws UnsupportedFileError past the budget or on a damaged archive.
 */
function checkZipExpansion(bytes: Uint8Array, budget = MAX_DOCX_EXPANDED_BYTES): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const damaged = () => new UnsupportedFileError('This Word document is damaged.');
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw damaged();
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let left = budget;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw damaged();
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const local = view.getUint32(at + 42, true);
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50) throw damaged();
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(start, start + compressed);
    let size: number;
    if (method === 0) size = data.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: Math.max(1, left) }).length;
      } catch (error) {
        if (error instanceof RangeError) size = Number.POSITIVE_INFINITY;
        else throw damaged();
      }
    } else throw damaged();
    left -= size;
    if (left < 0) {
      throw new UnsupportedFileError(
        `This Word document expands to more than ${MAX_DOCX_EXPANDED_BYTES / 1024 / 1024} MB; upload a smaller part of it.`,
      );
    }
  }
}

/** Extract the text of a PDF, DOCX or plain-text file. Throws UnsupportedFileError otherwise. */
export async function extractText(file: UploadedFile): Promise<string> {
  const kind = detectFileKind(file.bytes);
  let text: string;
  switch (kind) {
    case 'pdf': {
      const { extractText: pdfText, getDocumentProxy } = await import('unpdf');
      let result: { text: string };
      try {
        // unpdf may transfer (detach) the buffer it is given, so hand it a copy.
        const pdf = await getDocumentProxy(new Uint8Array(file.bytes));
        result = await pdfText(pdf, { mergePages: true });
      } catch (error) {
        throw new UnsupportedFileError('This PDF could not be read.', { cause: error });
      }
      text = result.text;
      break;
    }
    case 'docx': {
      checkZipExpansion(file.bytes);
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
  return text;
}
