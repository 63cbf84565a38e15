import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftView, LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import type { ExamEntry } from '@portal/domain/catalog/catalog-entry';
import { renderStaffRoute } from '../shared/render-staff-route';
import { fakeCatalogApi } from './fake-catalog-api';
import { fakeEditorDraft } from './fake-editor-draft';
import { staffSession } from '../sign-in/staff-session';

const DRAFT = 'eeeeeeee-3333-4333-8333-333333333333';

const exam: ExamEntry = { id: 90, course: 'BUS101', priceCents: 9_900 };

const live: Partial<LiveCatalog> = {
  exams: [exam, { id: 91, course: 'CSC110', priceCents: 12_500 }],
  files: ['challenge-exams.json'],
};

/** The open draft the exam is saved into: it already holds another change. */
function draftOf(saved: ExamEntry | null): DraftView {
  return fakeEditorDraft(
    DRAFT,
    saved
      ? [
          {
            kind: 'exam',
            id: 90,
            label: 'BUS101 Challenge Exam',
            created: false,
            stale: false,
            entry: saved,
            fields: [{ field: 'priceCents', before: exam.priceCents, after: saved.priceCents }],
          },
        ]
      : [],
  );
}

/** The catalog calls as the server answers them; an exam of a course with one already is refused. */
const fakeApi = () =>
  fakeCatalogApi({
    live,
    draft: draftOf(null),
    save: ({ body }) =>
      (body as ExamEntry).course === 'CSC110'
        ? { refused: [{ field: 'course', code: 'validation.duplicateExam' }] }
        : draftOf({ id: 90, ...(body as Omit<ExamEntry, 'id'>) }),
  });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('the challenge-exam editor', () => {
  afterEach(() => staffSession.set(null));

  it('checks the course code with the server’s schema and sends nothing then', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/exams/90/edit');
    const course = await screen.findByLabelText('Course');
    await user.clear(course);
    await user.type(course, 'bus 101');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByText('A course code is 2 to 4 capital letters and 3 digits, such as BUS101');
    expect(course.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.some((s) => s.path.startsWith('/staff-api/catalog/drafts'))).toBe(false);
  });

  it('shows under the course a course the server finds an exam of already', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/exams/90/edit');
    const course = await screen.findByLabelText('Course');
    await user.clear(course);
    await user.type(course, 'CSC110');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByText('Another challenge exam is already of this course');
    expect(course.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(course);
  });

  it('shows the price in dollars and saves the change into the draft the address names', async () => {
    signIn();
    const api = fakeApi();
    const { user, location } = renderStaffRoute(
      api.fetch,
      `/staff/catalog/exams/90/edit?draft=${DRAFT}`,
    );
    const price = await screen.findByLabelText('Price');
    expect(screen.getByText('In cents: 6945 is $69.45. Now $99.00.')).toBeTruthy();
    await user.clear(price);
    await user.type(price, '10950');
    expect(screen.getByText('In cents: 6945 is $69.45. Now $109.50.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Draft' });
    expect(location()).toBe(`/staff/catalog/drafts/${DRAFT}`);
    const put = api.sent.find((s) => s.method === 'PUT')!;
    expect(put).toEqual({
      method: 'PUT',
      path: '/staff-api/catalog/drafts/exams/90',
      search: `?draft=${DRAFT}`,
      body: { course: 'BUS101', priceCents: 10_950 },
    });
    const diff = screen.getByRole('table', {
      name: 'What the draft changes in BUS101 Challenge Exam, against what is live',
    });
    expect(
      within(diff)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['FieldLiveDraft', 'Price$99.00$109.50']);
    expect(
      screen
        .getByRole('link', { name: 'Edit BUS101 Challenge Exam in this draft' })
        .getAttribute('href'),
    ).toBe(`/staff/catalog/exams/90/edit?draft=${DRAFT}`);
  });
});
