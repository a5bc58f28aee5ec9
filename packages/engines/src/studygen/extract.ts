/**
 * Text from an uploaded file, by its content (never its name or declared type):
 * PDF (`%PDF-`), DOCX (a ZIP holding word/document.xml) or UTF-8 plain text.
 * unpdf and mammoth are imported on first use so that importing the engines stays cheap.
 */

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
        throw new UnsupportedFileError(`This PDF could not be read (${(error as Error).message}).`);
      }
      text = result.text;
      break;
    }
    case 'docx': {
      const mammoth = (await import('mammoth')).default;
      try {
        text = (await mammoth.extractRawText({ buffer: Buffer.from(file.bytes) })).value;
      } catch (error) {
        throw new UnsupportedFileError(`This Word document could not be read (${(error as Error).message}).`);
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
