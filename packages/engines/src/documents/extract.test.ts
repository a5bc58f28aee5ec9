import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UnsupportedFileError } from './errors.ts';
import { extractText, MAX_DOCX_EXPANDED_BYTES, MAX_PDF_EXPANDED_BYTES, readText } from './extract.ts';
import { detectFileKind } from './file-kind.ts';
import { deflate, deflateBomb, farBackBomb, hex, lzwBomb, makeDocx, makePdf, makeZip } from './testing.ts';

const ascii = (s: string) => new TextEncoder().encode(s);
const PDF_LIMIT_MB = MAX_PDF_EXPANDED_BYTES / 1024 / 1024;
const PDF_REFUSAL = `This PDF expands to more than ${PDF_LIMIT_MB} MB when unpacked, more than one upload may use. Upload a smaller part of it, or paste the text instead.`;
const SENTENCE = 'Osmosis is the movement of water across a membrane.';
const content = (text: string) => ascii(`BT /F1 18 Tf 72 720 Td (${text}) Tj ET`);

describe('reading PDFs with a budget for what they expand to', () => {
  it('refuses a PDF whose content stream is a deflate bomb, before pdf.js sees it', async () => {
    const bomb = makePdf('', { dict: '/Filter /FlateDecode', data: deflateBomb(400) });
    expect(bomb.length).toBeLessThan(500_000);
    await expect(extractText({ bytes: bomb })).rejects.toThrow(PDF_REFUSAL);
    await expect(extractText({ bytes: bomb })).rejects.toBeInstanceOf(UnsupportedFileError);
  });

  it('counts every stage of a chain of filters, abbreviated names included', async () => {
    const doubled = makePdf('', {
      dict: '/Filter [/FlateDecode /FlateDecode]',
      data: deflate(deflateBomb(300)),
    });
    expect(doubled.length).toBeLessThan(50_000);
    await expect(extractText({ bytes: doubled })).rejects.toThrow(PDF_REFUSAL);

    const hexed = makePdf('', { dict: '/Filter [/AHx /Fl]', data: hex(deflateBomb(200)) });
    await expect(extractText({ bytes: hexed })).rejects.toThrow(PDF_REFUSAL);

    // The same chains around an ordinary stream read normally.
    const fine = makePdf('', {
      dict: '/Filter [/FlateDecode /FlateDecode]',
      data: deflate(deflate(content(SENTENCE))),
    });
    expect(await extractText({ bytes: fine })).toBe(SENTENCE);
    const fineHex = makePdf('', { dict: '/Filter [/AHx /Fl]', data: hex(deflate(content(SENTENCE))) });
    expect(await extractText({ bytes: fineHex })).toBe(SENTENCE);
  });

  it('shares one budget over all streams, and finds filters pdf.js would use however they are written', async () => {
    // Five streams of 30 MB each: none over the limit alone, together over it.
    const parts = Array.from({ length: 5 }, () => ({ dict: '/Filter /FlateDecode', data: deflateBomb(30) }));
    const spread = makePdf(SENTENCE, undefined, parts);
    await expect(extractText({ bytes: spread })).rejects.toThrow(PDF_REFUSAL);
    // pdf.js reads /F before /Filter, and follows a filter given by reference.
    const short = makePdf('', { dict: '/F /FlateDecode', data: deflateBomb(200) });
    await expect(extractText({ bytes: short })).rejects.toThrow(PDF_REFUSAL);
    const referenced = makePdf('', { dict: '/Filter 6 0 R', data: deflateBomb(200) }, ['/FlateDecode']);
    await expect(extractText({ bytes: referenced })).rejects.toThrow(PDF_REFUSAL);
  });

  it('decodes DEFLATE as leniently as pdf.js, past what zlib rejects', async () => {
    const data = farBackBomb(200);
    expect(() => inflateSync(data)).toThrow('invalid distance too far back');
    const bomb = makePdf('', { dict: '/Filter /FlateDecode', data });
    await expect(extractText({ bytes: bomb })).rejects.toThrow(PDF_REFUSAL);
  });

  it('counts LZW the way pdf.js expands it, quadratically', async () => {
    const data = lzwBomb(20);
    expect(data.length).toBeLessThan(120_000);
    const bomb = makePdf('', { dict: '/Filter /LZWDecode', data });
    await expect(extractText({ bytes: bomb })).rejects.toThrow(PDF_REFUSAL);
  });

  it('refuses what it cannot follow, and takes a smaller budget when told', async () => {
    const nested = makePdf('', {
      dict: '/Filter [/FlateDecode /FlateDecode] /DecodeParms [<< /Predictor 12 /Columns 4 >> null]',
      data: deflate(deflate(content(SENTENCE))),
    });
    await expect(extractText({ bytes: nested })).rejects.toThrow(/built in an unusual way/);

    const ordinary = makePdf('', { dict: '/Filter /FlateDecode', data: deflate(content(SENTENCE)) });
    expect(await extractText({ bytes: ordinary })).toBe(SENTENCE);
    await expect(extractText({ bytes: ordinary }, { maxPdfExpandedBytes: 10 })).rejects.toThrow(
      'This PDF expands to more than 0 MB',
    );
  });

  it('reads a PDF by its content, whatever it is called', async () => {
    const bytes = makePdf(SENTENCE);
    expect(detectFileKind(bytes)).toBe('pdf');
    const text = await extractText({ name: 'notes.txt', mime: 'text/plain', bytes });
    expect(text).toContain(SENTENCE);
    // The caller's bytes are left intact.
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    expect(await readText({ bytes }, { maxChars: 10 })).toMatchObject({ kind: 'pdf', complete: true });
  });

  it('reports a broken PDF clearly', async () => {
    const bytes = ascii('%PDF-1.4\nthis is not really a pdf');
    await expect(extractText({ bytes })).rejects.toThrow(UnsupportedFileError);
  });
});

describe('reading DOCX and text', () => {
  it('refuses a DOCX that expands past the limit, even when its sizes lie', async () => {
    const huge = Array.from({ length: 200_000 }, () => 'The same sentence again and again.');
    for (const declaredSize of [undefined, 1000]) {
      const bomb = makeDocx(huge, { deflate: true, declaredSize });
      expect(bomb.length).toBeLessThan(200_000);
      await expect(extractText({ name: 'notes.docx', bytes: bomb })).rejects.toThrow(
        `This Word document expands to more than ${MAX_DOCX_EXPANDED_BYTES / 1024 / 1024} MB when unpacked`,
      );
    }
    const fine = makeDocx(['Deflated paragraphs read normally.'], { deflate: true });
    expect(await extractText({ name: 'notes.docx', bytes: fine })).toBe('Deflated paragraphs read normally.');
  });

  it('reads a DOCX', async () => {
    const bytes = makeDocx(['The heart has four chambers.', 'Valves keep blood flowing one way.']);
    expect(detectFileKind(bytes)).toBe('docx');
    const text = await extractText({ name: 'notes.pdf', bytes });
    expect(text).toBe('The heart has four chambers.\n\nValves keep blood flowing one way.');
  });

  it('reads UTF-8 text and drops a byte-order mark', async () => {
    const bytes = ascii('\uFEFFÉvaporation: l’eau devient vapeur.\r\nLine two.');
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
    await expect(extractText({ bytes: ascii('   \n ') })).rejects.toThrow('The file has no text in it.');
  });
});
