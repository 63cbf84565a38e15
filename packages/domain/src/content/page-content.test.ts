import { describe, expect, it } from 'vitest';
import { contentSchemaFor, homeContentSchema, pageContentSchema } from './page-content';

const page = {
  title: 'About us',
  description: 'Who we are.',
  sections: [{ id: 'mission', heading: 'Our mission', paragraphs: ['Affordable credit.'] }],
};

describe('content schemas', () => {
  it('accepts a page and picks the schema by file name', () => {
    expect(pageContentSchema.parse(page).sections[0]!.paragraphs).toEqual(['Affordable credit.']);
    expect(contentSchemaFor('home')).toBe(homeContentSchema);
    expect(contentSchemaFor('faq')).toBe(pageContentSchema);
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
