import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, publicRedirect } from './public-pages';

describe('public pages', () => {
  it('gives every content page its own path and file', () => {
    const paths = CONTENT_PAGES.map((p) => p.path);
    const files = CONTENT_PAGES.map((p) => p.content);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(files).size).toBe(files.length);
    expect(files.every((f) => /^[a-z0-9-]+$/.test(f))).toBe(true);
  });

  it.each([
    ['/pathways/coursepool/gened', 'pathway-coursepool-gened'],
    ['/pathways/new-fhsu-students/jump-start', 'pathway-new-fhsu-students-jump-start'],
    ['/help-center/account/billing', 'help-account-billing'],
    ['/help-center/tutoring', 'help-tutoring'],
    ['/faq', 'faq'],
  ])('%s reads %s', (path, content) => {
    expect(CONTENT_PAGES.find((p) => p.path === path)?.content).toBe(content);
  });

  it.each([
    ['/program/first-year', '/pathways/first-year'],
    ['/program/transfer', '/pathways/transfer-earned-admission'],
    ['/program/fresh-start', '/pathways/fresh-start'],
    ['/program/back-to-pack', '/pathways/back-to-the-pack'],
    ['/earnedadmission', '/pathways/earned-admission'],
    ['/earnedadmission/', '/pathways/earned-admission'],
    ['/privacy-policy', '/help-center/policies/privacy-policy'],
    ['/pathways/new-fhsu-students', '/pathways/new-fhsu-students/jump-start'],
    ['/pathways/current-fhsu-students', '/pathways/current-fhsu-students/math-readiness'],
    ['/pathways/returning-fhsu-students', '/pathways/returning-fhsu-students/bridge-back'],
    ['/program/nursing', undefined],
    ['/faq', undefined],
  ])('%s redirects to %s', (from, to) => {
    expect(publicRedirect(from)).toBe(to);
  });
});
