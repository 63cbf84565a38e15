import { describe, expect, it } from 'vitest';
import { transcriptProgress } from './transcript-progress';

describe('transcriptProgress (docs/product/entities.md)', () => {
  it.each([
    [false, 0, 12, { progress: '0 / 12', status: 'in progress' }],
    [false, 11, 12, { progress: '11 / 12', status: 'in progress' }],
    [true, 12, 12, { progress: '12 / 12', status: 'completed' }],
  ])('completed=%s %i of %i', (completed, done, required, expected) => {
    expect(
      transcriptProgress({
        completed,
        requiredGradeableItemsCompletedCount: done,
        requiredGradeableItemsCount: required,
      }),
    ).toEqual(expected);
  });
});
