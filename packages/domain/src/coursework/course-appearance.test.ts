import { describe, expect, it } from 'vitest';
import { DEFAULT_COURSE_APPEARANCE, courseAppearance } from './course-appearance';

describe('courseAppearance (docs/product/entities.md)', () => {
  it.each([
    [['Business'], 'briefcase'],
    [['teaching'], 'chalkboard'],
    [['Health', 'Business'], 'heart-pulse'],
    [['it'], 'server'],
    [['Computer Science'], 'code'],
    [['Art', 'Business'], 'lightbulb'],
    [[], 'lightbulb'],
  ])('%j -> %s', (codes, icon) => {
    expect(courseAppearance(codes).icon).toBe(icon);
  });

  it('defaults to dark red', () => {
    expect(courseAppearance([])).toEqual(DEFAULT_COURSE_APPEARANCE);
    expect(DEFAULT_COURSE_APPEARANCE.colour).toBe('#8b1a1a');
  });
});
