import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFileKind, extractText, MAX_DOCX_EXPANDED_BYTES, UnsupportedFileError } from './extract.ts';

/** A one-page PDF with the given line of text, built by hand with a correct xref table. */
function makePdf(text: string): Uint8Array {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/**
 * A ZIP archive: stored entries (the smallest valid DOCX container), or deflated ones, whose
 * declared uncompressed size may lie as a zip bomb's would.
 */
function makeZip(
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

function makeDocx(paragraphs: string[], options: Parameters<typeof makeZip>[1] = {}): Uint8Array {
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

describe('extractText', () => {
  it('refuses a DOCX that expands past the limit, even when its sizes lie', async () => {
    const huge = Array.from({ length: 200_000 }, () => 'The same sentence again and again.');
    for (const declaredSize of [undefined, 1000]) {
      const bomb = makeDocx(huge, { deflate: true, declaredSize });
      expect(bomb.length).toBeLessThan(200_000);
      await expect(extractText({ name: 'notes.docx', bytes: bomb })).rejects.toThrow(
        `expands to more than ${MAX_DOCX_EXPANDED_BYTES / 1024 / 1024} MB`,
      );
    }
    const fine = makeDocx(['Deflated paragraphs read normally.'], { deflate: true });
    expect(await extractText({ name: 'notes.docx', bytes: fine })).toBe('Deflated paragraphs read normally.');
  });

  it('reads a PDF by its content, whatever it is called', async () => {
    const bytes = makePdf('Osmosis is the movement of water across a membrane.');
    expect(detectFileKind(bytes)).toBe('pdf');
    const text = await extractText({ name: 'notes.txt', mime: 'text/plain', bytes });
    expect(text).toContain('Osmosis is the movement of water across a membrane.');
    // The caller's bytes are left intact.
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('reads a DOCX', async () => {
    const bytes = makeDocx(['The heart has four chambers.', 'Valves keep blood flowing one way.']);
    expect(detectFileKind(bytes)).toBe('docx');
    const text = await extractText({ name: 'notes.pdf', bytes });
    expect(text).toBe('The heart has four chambers.\n\nValves keep blood flowing one way.');
  });

  it('reads UTF-8 text and drops a byte-order mark', async () => {
    const bytes = new TextEncoder().encode('\uFEFFÉvaporation: l’eau devient vapeur.\r\nLine two.');
    expect(await extractText({ bytes })).toBe('Évaporation: l’eau devient vapeur.\nLine two.');
  });

  it('rejects anything else with a clear error', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    await expect(extractText({ name: 'notes.pdf', bytes: png })).rejects.toThrow(UnsupportedFileError);
    await expect(extractText({ bytes: png })).rejects.toThrow(
      'Unsupported file type. Upload a PDF, a Word document (.docx) or a plain-text file.',
    );
    const zip = makeZip({ 'hello.txt': 'hi' });
    await expect(extractText({ name: 'a.docx', bytes: zip })).rejects.toThrow(UnsupportedFileError);
    await expect(extractText({ bytes: new Uint8Array([0xff, 0xfe, 0x41]) })).rejects.toThrow(
      UnsupportedFileError,
    );
    await expect(extractText({ bytes: new TextEncoder().encode('   \n ') })).rejects.toThrow(
      'The file has no text in it.',
    );
  });

  it('reports a broken PDF clearly', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf');
    await expect(extractText({ bytes })).rejects.toThrow(UnsupportedFileError);
  });
});
