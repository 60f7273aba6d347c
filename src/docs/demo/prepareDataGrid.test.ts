import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInSlices } from './prepareDataGrid';

afterEach(() => {
  vi.useRealTimers();
});

describe('runInSlices', () => {
  it('runs every step once, in order', async () => {
    const calls: number[] = [];
    await runInSlices([1, 2, 3, 4].map((n) => () => calls.push(n)));
    expect(calls).toEqual([1, 2, 3, 4]);
  });

  it('yields to the browser once a slice has run its time', async () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const slowStep = (n: number) => () => {
      calls.push(n);
      vi.advanceTimersByTime(5);
    };
    const done = runInSlices([slowStep(1), slowStep(2), slowStep(3), slowStep(4)], 8);
    // 5 ms per step, 8 ms per slice: two steps, then a task boundary.
    expect(calls).toEqual([1, 2]);
    await vi.advanceTimersToNextTimerAsync();
    expect(calls).toEqual([1, 2, 3, 4]);
    await vi.runAllTimersAsync();
    await done;
  });
});
