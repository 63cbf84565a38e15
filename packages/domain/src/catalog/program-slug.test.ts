import { describe, expect, it } from 'vitest';
import { findProgramBySlug, programSlug } from './program-slug';

describe('programSlug (docs/product/screens-and-routes.md /program/{slug})', () => {
  it.each([
    ['Bachelor of General Studies', 'bachelor-of-general-studies'],
    [
      'Associate of Science in Information Technology',
      'associate-of-science-in-information-technology',
    ],
    ['  Bachelor of Science in Nursing Completion ', 'bachelor-of-science-in-nursing-completion'],
    ['RN-to-BSN: Nursing & Health', 'rn-to-bsn-nursing-health'],
    ["Master's in Education (Online)", 'master-s-in-education-online'],
    ['Éducation Générale 2024', 'education-generale-2024'],
    ['---', ''],
  ])('%j -> %j', (name, slug) => {
    expect(programSlug(name)).toBe(slug);
  });
});

describe('findProgramBySlug', () => {
  const programs = [
    { id: 1, name: 'Associate of Arts in General Studies' },
    { id: 3, name: 'Bachelor of General Studies' },
  ];

  it.each([
    ['bachelor-of-general-studies', 3],
    ['Bachelor-Of-General-Studies', 3],
    ['associate-of-arts-in-general-studies', 1],
    ['general-studies', null],
    ['', null],
  ])('%j -> %s', (slug, id) => {
    expect(findProgramBySlug(programs, slug)?.id ?? null).toBe(id);
  });
});
