import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestAtMostEvery } from './latest-at-most-every.js';

describe('latestAtMostEvery', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers the first value at once, then only the latest of each interval, and nothing when nothing came', () => {
    const delivered: number[] = [];
    const updates = latestAtMostEvery(100, (value: number) => delivered.push(value));
    updates.push(1);
    expect(delivered).toEqual([1]);
    updates.push(2);
    updates.push(3);
    vi.advanceTimersByTime(99);
    expect(delivered).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    expect(delivered).toEqual([1, 3]);
    // After a quiet interval the next value goes out at once again.
    updates.push(4);
    expect(delivered).toEqual([1, 3, 4]);
  });

  it('never delivers the last value late when no newer one follows', () => {
    const delivered: string[] = [];
    const updates = latestAtMostEvery(100, (value: string) => delivered.push(value));
    updates.push('preparing');
    vi.advanceTimersByTime(40);
    updates.push('ready');
    vi.advanceTimersByTime(60);
    expect(delivered).toEqual(['preparing', 'ready']);
  });

  it('delivers a settled value at once, inside the interval', () => {
    const delivered: string[] = [];
    const updates = latestAtMostEvery(500, (value: string) => delivered.push(value), (value) => value === 'all ready');
    updates.push('preparing 1');
    updates.push('preparing 2');
    vi.advanceTimersByTime(10);
    expect(delivered).toEqual(['preparing 1']);
    updates.push('all ready');
    expect(delivered).toEqual(['preparing 1', 'all ready']);
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual(['preparing 1', 'all ready']);
  });

  it('delivers the first value after a settled one at once: the page never shows work under way as finished', () => {
    const delivered: string[] = [];
    const updates = latestAtMostEvery(500, (value: string) => delivered.push(value), (value) => value.startsWith('all ready'));
    updates.push('preparing 1');
    updates.push('all ready');
    // A layout change inside the interval: its photos start preparing again.
    updates.push('preparing again 1');
    expect(delivered).toEqual(['preparing 1', 'all ready', 'preparing again 1']);
    // Within that phase the interval holds again.
    updates.push('preparing again 2');
    updates.push('preparing again 3');
    expect(delivered).toEqual(['preparing 1', 'all ready', 'preparing again 1']);
    vi.advanceTimersByTime(500);
    expect(delivered).toEqual(['preparing 1', 'all ready', 'preparing again 1', 'preparing again 3']);
    updates.push('all ready again');
    expect(delivered.at(-1)).toBe('all ready again');
  });

  it('delivers nothing after cancel', () => {
    const delivered: number[] = [];
    const updates = latestAtMostEvery(100, (value: number) => delivered.push(value));
    updates.push(1);
    updates.push(2);
    updates.cancel();
    vi.runAllTimers();
    expect(delivered).toEqual([1]);
  });
});
