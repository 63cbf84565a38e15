import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftView, LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import type { ProgramEntry } from '@portal/domain/catalog/catalog-entry';
import { renderStaffRoute } from '../shared/render-staff-route';
import { fakeCatalogApi } from './fake-catalog-api';
import { fakeEditorDraft } from './fake-editor-draft';
import { staffSession } from '../sign-in/staff-session';

const DRAFT = 'dddddddd-2222-4222-8222-222222222222';

const program: ProgramEntry = {
  id: 8,
  name: 'Computer Science',
  enrollmentCode: 'PSC-CSP',
  schoolId: 4,
  description: 'Software, systems and theory.',
  priceCents: 34_900,
  courses: ['ORI001', 'CSC110', 'CSC120'],
};

const live: Partial<LiveCatalog> = {
  programs: [program],
  files: ['categories.json', 'programs.json'],
};

/** The draft the server answers a saved program with: its diff against the live program. */
function draftOf(saved: ProgramEntry): DraftView {
  return fakeEditorDraft(DRAFT, [
    {
      kind: 'program',
      id: 8,
      label: 'PSC-CSP Computer Science',
      created: false,
      stale: false,
      entry: saved,
      fields: [
        { field: 'priceCents', before: program.priceCents, after: saved.priceCents },
        { field: 'courses', before: program.courses, after: saved.courses },
      ],
    },
  ]);
}

/** The catalog calls as the server answers them; a course code the catalog lacks is refused. */
const fakeApi = () =>
  fakeCatalogApi({
    live,
    save: ({ body }) => {
      const index = (body as ProgramEntry).courses.indexOf('ZZZ999');
      return index >= 0
        ? { refused: [{ field: `courses.${index}`, code: 'validation.unknownCourse' }] }
        : draftOf({ id: 8, ...(body as Omit<ProgramEntry, 'id'>) });
    },
  });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('the program editor', () => {
  afterEach(() => staffSession.set(null));

  it('checks the form with the server’s schema and sends nothing then', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/programs/8/edit');
    const code = await screen.findByLabelText('Enrolment code');
    await user.clear(code);
    await user.type(code, 'psc csp');
    await user.clear(screen.getByLabelText('Courses in study order'));
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByText(
      'An enrolment code is capital letters and digits in parts joined by hyphens, such as FHSU-BGS',
    );
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.some((s) => s.path.startsWith('/staff-api/catalog/drafts'))).toBe(false);
  });

  it('shows under the courses a code the server finds no course for', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/programs/8/edit');
    const courses = await screen.findByLabelText('Courses in study order');
    await user.type(courses, '{Enter}ZZZ999');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await screen.findByText('No course has this code');
    expect(courses.getAttribute('aria-invalid')).toBe('true');
  });

  it('saves the courses one a line in order, and shows the change in words with a preview', async () => {
    signIn();
    const api = fakeApi();
    const { user, location } = renderStaffRoute(api.fetch, '/staff/catalog/programs/8/edit');
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '36900');
    const courses = screen.getByLabelText('Courses in study order');
    await user.clear(courses);
    await user.type(courses, 'ORI001{Enter}CSC120{Enter}{Enter}CSC110');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Draft' });
    expect(location()).toBe(`/staff/catalog/drafts/${DRAFT}`);
    const saved = api.sent.find((s) => s.method === 'PUT')!.body as ProgramEntry;
    expect(saved.priceCents).toBe(36_900);
    expect(saved.courses).toEqual(['ORI001', 'CSC120', 'CSC110']);

    const diff = screen.getByRole('table', {
      name: 'What the draft changes in PSC-CSP Computer Science, against what is live',
    });
    expect(
      within(diff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'FieldLiveDraft',
      'Price$349.00$369.00',
      'Courses in study orderORI001, CSC110, CSC120ORI001, CSC120, CSC110',
    ]);
    expect(
      screen
        .getByRole('link', { name: 'Preview the page of PSC-CSP Computer Science' })
        .getAttribute('href'),
    ).toBe(`/staff/catalog/drafts/${DRAFT}/programs/8/preview`);
    expect(
      screen
        .getByRole('link', { name: 'Edit PSC-CSP Computer Science in this draft' })
        .getAttribute('href'),
    ).toBe(`/staff/catalog/programs/8/edit?draft=${DRAFT}`);
  });
});
