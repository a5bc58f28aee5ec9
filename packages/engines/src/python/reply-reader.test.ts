import { describe, expect, it } from 'vitest';
import { type Reply, ReplyReader } from './reply-reader.ts';

function reader(maxLineBytes = 1000) {
  const replies: [Reply, string | undefined][] = [];
  const violations: string[] = [];
  const r = new ReplyReader({
    token: 't0k',
    maxLineBytes,
    onReply: (reply, bytes) => replies.push([reply, bytes?.toString('utf8')]),
    onViolation: (reason) => violations.push(reason),
  });
  return { r, replies, violations };
}

describe('ReplyReader', () => {
  it('passes token-carrying JSON lines split across chunks, blank lines aside', () => {
    const { r, replies, violations } = reader();
    r.push(Buffer.from('\n{"type":"ready","token":"t0k"}\n\n{"type":"do'));
    r.push(Buffer.from('ne","id":1,"token":"t0k"}\n'));
    expect(replies.map(([reply]) => [reply.type, reply.id])).toEqual([
      ['ready', undefined],
      ['done', 1],
    ]);
    expect(violations).toEqual([]);
  });

  it.each([
    ['not json\n'],
    ['{"type":"done","id":2}\n'],
    ['{"type":"done","id":3,"token":"other"}\n'],
    ['[1]\n'],
    // A partial line someone left cannot swallow a reply: the reply's leading newline ends it as junk.
    ['{"type":"done","id":9,"token":"t0k"'],
  ])('stops at the first line without the token: %j', (junk) => {
    const { r, replies, violations } = reader();
    r.push(Buffer.from(junk));
    r.push(Buffer.from('\n{"type":"ready","token":"t0k"}\n'));
    expect(violations).toEqual(['a reply without the token']);
    expect(replies).toEqual([]);
  });

  it('reads a raw block after a snapshot header only while one is expected', () => {
    const { r, replies } = reader();
    // Not expected (say, after the maker's first 'ready'): just a message, which its owner ignores.
    r.push(Buffer.from('{"type":"snapshot","length":5,"token":"t0k"}\n'));
    expect(replies.map(([reply, bytes]) => [reply.type, bytes])).toEqual([['snapshot', undefined]]);
    r.expectRaw = true;
    r.push(Buffer.from('\n{"type":"snapshot","length":5,"token":"t0k"}\nab'));
    r.push(Buffer.from('cde{"type":"ready","token":"t0k"}\n'));
    expect(replies.slice(1).map(([reply, bytes]) => [reply.type, bytes])).toEqual([
      ['snapshot', 'abcde'],
      ['ready', undefined],
    ]);
    expect(r.expectRaw).toBe(false);
  });

  it('reports a flood without a newline once, and stops reading', () => {
    const { r, replies, violations } = reader(100);
    r.push(Buffer.alloc(60, 'x'));
    r.push(Buffer.alloc(60, 'x'));
    r.push(Buffer.from('\n{"type":"ready","token":"t0k"}\n'));
    expect(violations).toEqual(['a reply line was too long']);
    expect(replies).toEqual([]);
  });
});
