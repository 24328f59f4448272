import { describe, expect, it } from 'vitest';
import { labelIndexes, niceScale } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis up to a whole, round step', () => {
    expect(niceScale(37)).toEqual({ max: 40, step: 10 });
    expect(niceScale(4)).toEqual({ max: 4, step: 1 });
    expect(niceScale(1234)).toEqual({ max: 1500, step: 500 });
  });

  it('keeps the axis at or above the largest value', () => {
    for (const v of [1, 3, 9, 11, 99, 101, 2499, 7777]) expect(niceScale(v).max).toBeGreaterThanOrEqual(v);
  });

  it('draws an empty series on a small default axis', () => {
    expect(niceScale(0)).toEqual({ max: 4, step: 1 });
  });

  it('labels every day of a week and about every fourth day of a month, today included', () => {
    expect([...labelIndexes(7)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const month = labelIndexes(30);
    expect(month.size).toBeLessThanOrEqual(8);
    expect(month.has(29)).toBe(true);
  });
});
