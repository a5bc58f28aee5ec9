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

/** What the bytes are (never judged by name or declared type), or undefined when none of PDF, DOCX or text. */
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
