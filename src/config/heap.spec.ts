import { describe, expect, it, jest } from '@jest/globals';
import { limitHeapGrowth } from './heap.js';

describe('limitHeapGrowth', () => {
  it('sets V8 heap growing percent to the configured value', () => {
    const setFlags = jest.fn<(flags: string) => void>();
    expect(limitHeapGrowth(50, [], setFlags)).toBe('--heap-growing-percent=50');
    expect(setFlags).toHaveBeenCalledWith('--heap-growing-percent=50');
  });

  it('leaves V8 heuristics alone when the percent is 0', () => {
    const setFlags = jest.fn<(flags: string) => void>();
    expect(limitHeapGrowth(0, [], setFlags)).toBeNull();
    expect(setFlags).not.toHaveBeenCalled();
  });

  it('defers to a growing percent given to node on its command line, in either spelling', () => {
    const setFlags = jest.fn<(flags: string) => void>();
    expect(limitHeapGrowth(50, ['--heap-growing-percent=20'], setFlags)).toBeNull();
    expect(limitHeapGrowth(50, ['--heap_growing_percent=20'], setFlags)).toBeNull();
    expect(setFlags).not.toHaveBeenCalled();
  });
});
