import { DocumentsBusyError, DocumentTooComplexError, MAX_PDF_EXPANDED_BYTES } from '@studybot/engines';
import { describe, expect, it, vi } from 'vitest';
import {
  deflate,
  deflateBomb,
  makeDocx,
  makePdf,
} from '../../../../../packages/engines/src/documents/testing.ts';
import { RATE_LIMITS } from '../../platform/rate-limits.ts';
import { createTestApp, signUp, type TestApp, uploadFile } from '../../test/app.ts';

const UPLOAD_LIMIT = RATE_LIMITS.uploadsPerUser;

const upload = (t: TestApp, headers: Record<string, string>, name: string, bytes: Uint8Array) =>
  uploadFile(t, '/api/notes/extract', headers, name, bytes);

const SENTENCE = 'Photosynthesis turns light into chemical energy.';

describe('POST /api/notes/extract with hostile files', () => {
  it('refuses a PDF deflate bomb and a DOCX zip bomb with 422, and keeps serving', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const bomb = makePdf('', { dict: '/Filter /FlateDecode', data: deflateBomb(350) });
    const [refused, health] = await Promise.all([
      upload(t, me.headers, 'bomb.pdf', bomb),
      t.app.inject({ url: '/api/health' }),
    ]);
    expect(health.statusCode).toBe(200);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      detail:
        `Could not read bomb.pdf: This PDF expands to more than ${MAX_PDF_EXPANDED_BYTES / 1024 / 1024} MB ` +
        'when unpacked, more than one upload may use. Upload a smaller part of it, or paste the text instead.',
    });

    const zipBomb = makeDocx(
      Array.from({ length: 200_000 }, () => 'The same sentence again and again.'),
      { deflate: true, declaredSize: 1000 },
    );
    const docx = await upload(t, me.headers, 'bomb.docx', zipBomb);
    expect(docx.statusCode).toBe(422);
    expect(docx.json().detail).toMatch(
      /^Could not read bomb\.docx: This Word document expands to more than 8 MB/,
    );

    const pdf = makePdf('', {
      dict: '/Filter /FlateDecode',
      data: deflate(Buffer.from(`BT /F1 18 Tf 72 720 Td (${SENTENCE}) Tj ET`)),
    });
    const ok = await upload(t, me.headers, 'notes.pdf', pdf);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ file_name: 'notes.pdf', text: SENTENCE, word_count: 6 });
  });

  it('says a file stopped for time or memory is too complex (422), and a full queue is a 503', async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const read = vi.spyOn(t.services.documents, 'read');
    read.mockRejectedValueOnce(new DocumentTooComplexError('time'));
    const slow = await upload(t, me.headers, 'slow.pdf', makePdf(SENTENCE));
    expect(slow.statusCode).toBe(422);
    expect(slow.json().detail).toBe(
      'Could not read slow.pdf: This file is too complex to read: it takes more time or memory than one ' +
        'upload may use. Upload a smaller part of it, or paste the text instead.',
    );
    read.mockRejectedValueOnce(new DocumentsBusyError());
    const busy = await upload(t, me.headers, 'notes.pdf', makePdf(SENTENCE));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json().detail).toBe('Too many files are being read right now. Try again in a minute.');
    read.mockRestore();
    const after = await upload(t, me.headers, 'notes.docx', makeDocx([SENTENCE]));
    expect(after.json()).toMatchObject({ text: SENTENCE });
  });
});

describe('per-student upload meter', () => {
  it(`lets a student send ${UPLOAD_LIMIT.max} files per window, then answers 429 with when it resets`, async () => {
    const t = await createTestApp();
    const me = await signUp(t);
    const other = await signUp(t);
    for (let i = 0; i < UPLOAD_LIMIT.max; i++) {
      // Refused files count as much as read ones.
      const bytes = i % 2 ? Buffer.from(`Notes number ${i}.`) : Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0]);
      const res = await upload(t, me.headers, `notes-${i}.txt`, bytes);
      expect(res.statusCode, `upload ${i}`).toBe(i % 2 ? 200 : 415);
    }
    const over = await upload(t, me.headers, 'one-more.txt', Buffer.from('More notes.'));
    expect(over.statusCode).toBe(429);
    const retryAfter = Number(over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(UPLOAD_LIMIT.timeWindow / 1000);
    expect(over.json().detail).toMatch(
      new RegExp(
        `^You have uploaded ${UPLOAD_LIMIT.max} files in the last ${UPLOAD_LIMIT.timeWindow / 60_000} minutes\\. ` +
          'You can upload again in \\d+ (minutes?|seconds) \\(at .+ UTC\\)\\.$',
      ),
    );
    // Another student is not affected.
    const theirs = await upload(t, other.headers, 'notes.txt', Buffer.from('Their notes.'));
    expect(theirs.statusCode).toBe(200);
    // Without a session the meter is not reached: the guard answers first.
    const anonymous = await upload(t, {}, 'notes.txt', Buffer.from('Notes.'));
    expect(anonymous.statusCode).toBe(401);
  });
});
