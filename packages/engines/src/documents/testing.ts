/** Small hand-built files for the documents tests and the uploads benchmark, hostile ones included. */
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

const latin1 = (s: string) => Buffer.from(s, 'latin1');

/** A PDF stream object's parts: its dictionary entries (without /Length) and its raw data. */
export interface PdfStream {
  dict?: string;
  data: Uint8Array;
}

/**
 * A one-page PDF with a correct xref table. The page's content is `content` when given, else a
 * plain stream showing `text`. `extra` objects (numbered from 6) follow the page's.
 */
export function makePdf(text: string, content?: PdfStream, extra: (string | PdfStream)[] = []): Uint8Array {
  const plain = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const stream = content ?? { data: latin1(plain) };
  const streamObject = ({ dict, data }: PdfStream) =>
    Buffer.concat([
      latin1(`<< /Length ${data.length}${dict ? ` ${dict}` : ''} >>\nstream\n`),
      data,
      latin1('\nendstream'),
    ]);
  const objects: Buffer[] = [
    latin1('<< /Type /Catalog /Pages 2 0 R >>'),
    latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    latin1(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    streamObject(stream),
    latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    ...extra.map((object) => (typeof object === 'string' ? latin1(object) : streamObject(object))),
  ];
  const parts: Buffer[] = [latin1('%PDF-1.4\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([latin1(`${i + 1} 0 obj\n`), body, latin1('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) tail += `${String(o).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(latin1(tail));
  return new Uint8Array(Buffer.concat(parts));
}

/**
 * zlib data that inflates to `megabytes` MB of `fill`, built a megabyte at a time (each megabyte is
 * about 1 KB compressed) so that making it costs next to nothing.
 */
export function deflateBomb(megabytes: number, fill = 0x20): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, fill), { finishFlush: constants.Z_SYNC_FLUSH });
  // zlib header, the same non-final blocks over and over, then an empty final block (fixed codes).
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x78, 0x9c]),
      ...Array.from({ length: megabytes }, () => block),
      Buffer.from([0x03, 0x00]),
    ]),
  );
}

/** Writes bits least significant first, as DEFLATE packs them. */
class DeflateBits {
  readonly bytes: number[] = [];
  #bit = 0;

  bits(value: number, n: number): void {
    for (let i = 0; i < n; i++) this.#push((value >> i) & 1);
  }

  /** A Huffman code, whose bits DEFLATE packs most significant first. */
  code(value: number, n: number): void {
    for (let i = n - 1; i >= 0; i--) this.#push((value >> i) & 1);
  }

  #push(bit: number): void {
    if (this.#bit === 0) this.bytes.push(0);
    this.bytes[this.bytes.length - 1]! |= bit << this.#bit;
    this.#bit = (this.#bit + 1) % 8;
  }
}

/**
 * zlib data that starts with a back-reference to before the start of the output, which zlib
 * rejects at once and pdf.js reads as zeros, followed by a `megabytes` MB bomb.
 */
export function farBackBomb(megabytes: number): Uint8Array {
  const w = new DeflateBits();
  w.bits(0, 1); // not the last block
  w.bits(1, 2); // fixed Huffman codes
  w.code(0b11000101, 8); // length symbol 285: 258 bytes
  w.code(0, 5); // distance 1, with nothing written yet
  w.code(0, 7); // end of block
  w.bits(0, 1);
  w.bits(0, 2); // an empty stored block, to get back to a byte boundary
  const bomb = deflateBomb(megabytes);
  return new Uint8Array([0x78, 0x9c, ...w.bytes, 0, 0, 0xff, 0xff, ...bomb.subarray(2)]);
}

/**
 * LZW data that pdf.js expands quadratically, about 7 MB per cycle of 5 KB: each code past the end of
 * the dictionary makes pdf.js repeat its current sequence one byte longer. A cycle clears the
 * dictionary before code 4095 would become a real entry.
 */
export function lzwBomb(cycles: number): Uint8Array {
  const out: number[] = [];
  let buffer = 0;
  let filled = 0;
  let width = 9;
  const write = (code: number) => {
    buffer = (buffer << width) | code;
    filled += width;
    while (filled >= 8) {
      filled -= 8;
      out.push((buffer >> filled) & 0xff);
    }
    buffer &= (1 << filled) - 1;
  };
  for (let cycle = 0; cycle < cycles; cycle++) {
    width = 9;
    write(65);
    for (let next = 258; next < 4094; ) {
      write((1 << width) - 1);
      next++;
      // Early change, the default: the code gets wider one code before the dictionary fills.
      if (next + 1 >= 1 << width && width < 12) width++;
    }
    write(256);
  }
  if (filled > 0) out.push((buffer << (8 - filled)) & 0xff);
  return new Uint8Array(out);
}

/** ASCIIHexDecode data. */
export const hex = (data: Uint8Array) => latin1(`${Buffer.from(data).toString('hex')}>`);

/** Ordinary zlib data, as a PDF's FlateDecode holds. */
export const deflate = (data: Uint8Array) => new Uint8Array(deflateSync(data));

/**
 * A ZIP archive: stored entries (the smallest valid DOCX container), or deflated ones, whose
 * declared uncompressed size may lie as a zip bomb's would.
 */
export function makeZip(
  files: Record<string, string>,
  { deflate = false, declaredSize }: { deflate?: boolean; declaredSize?: number } = {},
): Uint8Array {
  const enc = new TextEncoder();
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = Buffer.from(enc.encode(name));
    const raw = Buffer.from(enc.encode(content));
    const data = deflate ? deflateRawSync(raw) : raw;
    const size = declaredSize ?? raw.length;
    const crc = crc32(raw);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(deflate ? 8 : 0, 8);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    local.push(header, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(deflate ? 8 : 0, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += header.length + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, ...central, end]));
}

export function makeDocx(paragraphs: string[], options: Parameters<typeof makeZip>[1] = {}): Uint8Array {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  return makeZip(
    {
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      '_rels/.rels':
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${paragraphs
        .map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`)
        .join('')}</w:body></w:document>`,
    },
    options,
  );
}
