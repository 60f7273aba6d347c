import { describe, expect, it } from 'vitest';
import { WriteBatcher } from './writeBatcher';

describe('WriteBatcher', () => {
  it('writes the items of one tick as one batch and answers each in order', async () => {
    const batches: number[][] = [];
    const batcher = new WriteBatcher(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 10);
    });
    const outcomes = await Promise.all([1, 2, 3].map((item) => batcher.add(item)));
    expect(outcomes).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('queues what arrives during a batch for the next one, first in first out', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const batcher = new WriteBatcher(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) {
        await new Promise<void>((resolve) => (release = resolve));
      }
      return items;
    });
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.add(2), batcher.add(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('caps the batch size', async () => {
    const sizes: number[] = [];
    const batcher = new WriteBatcher(async (items: number[]) => {
      sizes.push(items.length);
      return items;
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.add(item)));
    expect(sizes).toEqual([2, 2, 1]);
  });

  it('fails only the batch whose write failed', async () => {
    let calls = 0;
    const batcher = new WriteBatcher(async (items: number[]) => {
      calls += 1;
      if (calls === 1) {
        throw new Error('disk full');
      }
      return items;
    }, 1);
    const results = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(results).toEqual([
      { status: 'rejected', reason: new Error('disk full') },
      { status: 'fulfilled', value: 2 },
    ]);
  });

  it('is idle once everything queued is written', async () => {
    const written: number[] = [];
    const batcher = new WriteBatcher(async (items: number[]) => {
      written.push(...items);
      return items;
    });
    void batcher.add(1);
    void batcher.add(2);
    await batcher.idle();
    expect(written).toEqual([1, 2]);
  });
});
