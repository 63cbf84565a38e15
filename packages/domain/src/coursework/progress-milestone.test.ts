import { describe, expect, it } from 'vitest';
import { reachedMilestone } from './progress-milestone';

describe('reachedMilestone (docs/product/constants-and-limits.md)', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [24, 0],
    [25, 25],
    [49, 25],
    [50, 50],
    [74, 50],
    [75, 75],
    [100, 75],
  ])('%i%% -> %i', (percent, milestone) => {
    expect(reachedMilestone(percent)).toBe(milestone);
  });
});
