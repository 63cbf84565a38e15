import { describe, expect, it } from 'vitest';
import { categorySlug, findCategory } from './category-slug';

describe('categorySlug (docs/product/constants-and-limits.md)', () => {
  it.each([
    ['Business', 'business'],
    ['Teaching', 'teaching'],
    ['Health', 'health'],
    ['Information Technology', 'it'],
    ['Computer Science', 'cs'],
    [' computer science ', 'cs'],
    ['Liberal Arts & Humanities', 'liberal-arts-humanities'],
  ])('%j -> %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
  });

  it.each([
    ['it', 'Information Technology'],
    ['CS', 'Computer Science'],
    ['health', 'Health'],
    ['art', null],
  ])('findCategory(%j) -> %s', (input, expected) => {
    expect(findCategory(input)).toBe(expected);
  });
});
