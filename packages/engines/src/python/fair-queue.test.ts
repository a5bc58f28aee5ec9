import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

/** Serves the queue the way the pool does: one item at a time while `free` runners last. */
function serve(queue: FairQueue<string>, free: number): string[] {
  const started: string[] = [];
  for (let next = queue.next(); next && free > 0; next = queue.next(), free--) {
    started.push(queue.start(next.owner)!);
  }
  return started;
}

describe('FairQueue', () => {
  it('lets an owner run one item at a time and serves owners round-robin', () => {
    const queue = new FairQueue<string>(1);
    for (const item of ['f1', 'f2', 'f3', 'f4']) queue.push('flooder', item);
    expect(serve(queue, 3)).toEqual(['f1']); // three free runners, but the flooder may run only one
    queue.push('ann', 'a1');
    queue.push('bob', 'b1');
    queue.push('bob', 'b2');
    expect(serve(queue, 3)).toEqual(['a1', 'b1']);
    expect(queue.owners()).toEqual([
      { owner: 'flooder', running: 1, waiting: 3 },
      { owner: 'ann', running: 1, waiting: 0 },
      { owner: 'bob', running: 1, waiting: 1 },
    ]);
    // Runs end; with one runner free at a time, the owner served longest ago goes next.
    for (const owner of ['flooder', 'ann', 'bob']) queue.finished(owner);
    expect(serve(queue, 1)).toEqual(['f2']);
    expect(serve(queue, 1)).toEqual(['b2']);
    queue.push('ann', 'a2');
    queue.finished('flooder');
    queue.finished('bob');
    expect(serve(queue, 3)).toEqual(['a2', 'f3']);
    expect(queue.size).toBe(1);
  });

  it('forgets owners with nothing running or waiting, and removes items that give up', () => {
    const queue = new FairQueue<string>(1);
    queue.push('ann', 'a1');
    queue.push('ann', 'a2');
    expect(queue.remove('ann', 'a2')).toBe(true);
    expect(queue.remove('ann', 'a2')).toBe(false);
    expect(queue.waitingFor('ann')).toBe(1);
    serve(queue, 1);
    expect(queue.runningFor('ann')).toBe(1);
    queue.finished('ann');
    expect(queue.owners()).toEqual([]);
    queue.push('bob', 'b1');
    expect(queue.drain()).toEqual(['b1']);
    expect(queue.size).toBe(0);
  });
});
