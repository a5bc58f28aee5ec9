import { describe, expect, it } from 'vitest';
import { MemoryIndex } from './memory-index.ts';

describe('MemoryIndex', () => {
  it('ranks documents by shared fingerprints, then by insertion order', () => {
    const index = new MemoryIndex();
    index.add('a', [1, 2, 3]);
    index.add('b', [2, 3, 4, 5]);
    index.add('c', [9]);
    index.add('d', [5, -7]);
    expect(index.size).toBe(4);
    expect(index.candidates([2, 3, 5, -7], 10)).toEqual([
      { id: 'b', shared: 3 },
      { id: 'a', shared: 2 },
      { id: 'd', shared: 2 },
    ]);
    expect(index.candidates([2, 3, 5, -7], 1)).toEqual([{ id: 'b', shared: 3 }]);
    expect(index.candidates([100], 10)).toEqual([]);
    expect(index.candidates([1], 0)).toEqual([]);
  });

  it('counts repeated hashes once', () => {
    const index = new MemoryIndex();
    index.add('a', [1, 1, 1, 2]);
    expect(index.candidates([1, 1, 2, 2], 5)).toEqual([{ id: 'a', shared: 2 }]);
  });

  it('replaces the fingerprints of a document added again', () => {
    const index = new MemoryIndex();
    index.add('a', [1, 2]);
    index.add('b', [2]);
    index.add('a', [3]);
    expect(index.size).toBe(2);
    expect(index.candidates([1, 2], 5)).toEqual([{ id: 'b', shared: 1 }]);
    expect(index.candidates([3], 5)).toEqual([{ id: 'a', shared: 1 }]);
  });

  it('handles many documents', () => {
    const index = new MemoryIndex();
    for (let d = 0; d < 5000; d++) index.add(`doc${d}`, [d, d + 1, 1_000_000 + (d % 10)]);
    expect(index.size).toBe(5000);
    expect(index.candidates([10, 11], 2)).toEqual([
      { id: 'doc10', shared: 2 },
      { id: 'doc9', shared: 1 },
    ]);
    expect(index.candidates([1_000_003], 1000)).toHaveLength(500);
  });
});
