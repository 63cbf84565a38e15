import { describe, expect, it } from 'vitest';
import {
  contentSchemaFor,
  homeFileSchema,
  pageContentSchema,
  pageFileSchema,
} from './page-content';

const page = {
  title: 'About us',
  description: 'Who we are.',
  sections: [{ id: 'mission', heading: 'Our mission', paragraphs: ['Affordable credit.'] }],
};

describe('content schemas', () => {
  it('accepts a page and picks the schema by file name', () => {
    expect(pageContentSchema.parse(page).sections[0]!.paragraphs).toEqual(['Affordable credit.']);
    expect(contentSchemaFor('home')).toBe(homeFileSchema);
    expect(contentSchemaFor('faq')).toBe(pageFileSchema);
  });

  it('accepts a page with its Spanish version, checked as a page', () => {
    const spanish = { ...page, title: 'Acerca de' };
    expect(contentSchemaFor('faq').parse({ ...page, es: spanish })).toEqual({
      ...page,
      es: spanish,
    });
    const refused = contentSchemaFor('faq').safeParse({ ...page, es: { ...spanish, title: ' ' } });
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['es.title']);
    expect(contentSchemaFor('faq').safeParse({ ...page, fr: spanish }).success).toBe(false);
  });

  it.each([
    ['no sections', { ...page, sections: [] }],
    ['an unknown field', { ...page, subtitle: 'x' }],
    ['a bad anchor', { ...page, sections: [{ ...page.sections[0], id: 'Our Mission' }] }],
    ['a javascript: link', { ...page, callToAction: { label: 'Go', href: 'javascript:alert(1)' } }],
    ['an empty title', { ...page, title: ' ' }],
  ])('refuses %s', (_name, value) => {
    expect(pageContentSchema.safeParse(value).success).toBe(false);
  });
});
