import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftView, LiveCatalog } from '@portal/domain/catalog/catalog-editing';
import { diffEntry } from '@portal/domain/catalog/catalog-diff';
import type { CourseEntry } from '@portal/domain/catalog/catalog-entry';
import { renderStaffRoute } from '../shared/render-staff-route';
import { fakeCatalogApi } from './fake-catalog-api';
import { fakeEditorDraft } from './fake-editor-draft';
import { staffSession } from '../sign-in/staff-session';

const DRAFT = 'dddddddd-1111-4111-8111-111111111111';

const course: CourseEntry = {
  id: 5001,
  code: 'CSC110',
  name: 'Programming Fundamentals',
  category: 'cs',
  subcategory: 'programming',
  priceCents: 6945,
  description: 'Write, run and test small Python programs.',
  details: {
    credits: 3,
    topics: ['Variables and types', 'Control flow'],
    prerequisites: [],
    courseText: 'An online textbook.',
    gradingCriteria: [
      { item: 'Labs', weightPercent: 60 },
      { item: 'Final project', weightPercent: 40 },
    ],
  },
};

const live: Partial<LiveCatalog> = {
  categories: [
    { id: 5, name: 'Computer Science', slug: 'cs', description: 'Code.' },
    { id: 51, name: 'Programming', slug: 'programming', parentSlug: 'cs', description: 'Code.' },
  ],
  courses: [course],
  files: ['categories.json', 'courses/cs.json'],
};

/** The draft the server answers a saved course with: its diff against the live course. */
function draftOf(saved: CourseEntry): DraftView {
  return fakeEditorDraft(DRAFT, [
    {
      kind: 'course',
      id: 5001,
      label: 'CSC110 Programming Fundamentals',
      created: false,
      stale: false,
      entry: saved,
      fields: [
        { field: 'priceCents', before: 6945, after: saved.priceCents },
        {
          field: 'details.gradingCriteria',
          before: course.details.gradingCriteria,
          after: saved.details.gradingCriteria,
        },
      ],
    },
  ]);
}

/** The catalog calls as the server answers them; a code another course has is refused. */
const fakeApi = () =>
  fakeCatalogApi({
    live,
    save: ({ body }) =>
      (body as CourseEntry).code === 'CSC120'
        ? { refused: [{ field: 'code', code: 'validation.duplicateCode' }] }
        : draftOf({ id: 5001, ...(body as Omit<CourseEntry, 'id'>) }),
  });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('the course editor', () => {
  afterEach(() => staffSession.set(null));

  it('checks the form with the server’s schema, naming each field, and sends nothing then', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/courses/5001/edit');
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '-1');
    await user.clear(screen.getByLabelText('Weight of item 2 (percent)'));
    await user.type(screen.getByLabelText('Weight of item 2 (percent)'), '30');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByText('Enter the price in cents: a whole number, 0 or more (6945 is $69.45)');
    expect(screen.getByText('The grading weights must add up to 100')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.some((s) => s.path.startsWith('/staff-api/catalog/drafts'))).toBe(false);
  });

  it('shows under its field a code the server refuses as taken', async () => {
    signIn();
    const api = fakeApi();
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/courses/5001/edit');
    const code = await screen.findByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'CSC120');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await screen.findByText('Another course already has this code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);
  });

  it('saves a draft and shows what it changes against what is live, then publishes it with a reason', async () => {
    signIn();
    const api = fakeApi();
    const { user, location } = renderStaffRoute(api.fetch, '/staff/catalog/courses/5001/edit');
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '7450');
    expect(screen.getByText('In cents: 6945 is $69.45. Now $74.50.')).toBeTruthy();
    const topics = screen.getByLabelText('Topics');
    await user.type(topics, '{Enter}Functions');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));

    await screen.findByRole('heading', { level: 1, name: 'Draft' });
    expect(location()).toBe(`/staff/catalog/drafts/${DRAFT}`);
    const saved = api.sent.find((s) => s.method === 'PUT')!.body as CourseEntry;
    expect(saved.priceCents).toBe(7450);
    expect(saved.details.topics).toEqual(['Variables and types', 'Control flow', 'Functions']);
    expect(saved.subcategory).toBe('programming');

    const diff = screen.getByRole('table', {
      name: 'What the draft changes in CSC110 Programming Fundamentals, against what is live',
    });
    const rows = within(diff)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldLiveDraft',
      'Price$69.45$74.50',
      'Grading criteriaLabs 60%, Final project 40%Labs 60%, Final project 40%',
    ]);
    const preview = screen.getByRole('link', {
      name: 'Preview the page of CSC110 Programming Fundamentals',
    });
    expect(preview.getAttribute('href')).toBe(
      `/staff/catalog/drafts/${DRAFT}/courses/5001/preview`,
    );

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish now' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'Price review');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published as version 7. The storefront shows it now.');
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(api.sent.filter((s) => s.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/staff-api/catalog/drafts/${DRAFT}/publication`,
        search: '',
        body: { reason: 'Price review' },
      },
    ]);
  });

  it('writes Spanish texts beside the English, checks them, and shows them in the diff and a Spanish preview', async () => {
    signIn();
    const api = fakeCatalogApi({
      live,
      // The diff as the server makes it, with the domain's own rule.
      save: ({ body }) => {
        const saved = { id: 5001, ...(body as Omit<CourseEntry, 'id'>) };
        return fakeEditorDraft(DRAFT, [
          {
            kind: 'course',
            id: 5001,
            label: 'CSC110 Programming Fundamentals',
            created: false,
            stale: false,
            entry: saved,
            fields: diffEntry('course', course, saved),
          },
        ]);
      },
    });
    const { user } = renderStaffRoute(api.fetch, '/staff/catalog/courses/5001/edit');
    const spanish = await screen.findByRole('group', { name: 'Spanish texts' });
    const name = within(spanish).getByLabelText('Name (Spanish)');
    expect(name.getAttribute('lang')).toBe('es');
    await user.type(name, 'Fundamentos de programación');
    await user.type(within(spanish).getByLabelText('Topics (Spanish)'), 'Variables y tipos');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    expect(
      await screen.findByText(
        'Write one Spanish topic for each English topic, in the same order, or leave them all out',
      ),
    ).toBeTruthy();
    expect(api.sent.some((s) => s.method === 'PUT')).toBe(false);

    await user.type(within(spanish).getByLabelText('Topics (Spanish)'), '{Enter}Control de flujo');
    await user.click(screen.getByRole('button', { name: 'Save as a draft' }));
    await screen.findByRole('heading', { level: 1, name: 'Draft' });
    const saved = api.sent.find((s) => s.method === 'PUT')!.body as CourseEntry;
    // The boxes left empty are not sent: those texts show in English, with the note.
    expect(saved.es).toEqual({
      name: 'Fundamentos de programación',
      topics: ['Variables y tipos', 'Control de flujo'],
    });
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FieldLiveDraft',
      'Name (Spanish)(none)Fundamentos de programación',
      'Topics (Spanish)(none)Variables y tipos, Control de flujo',
    ]);
    const preview = screen.getByRole('link', {
      name: 'Preview the Spanish page of CSC110 Programming Fundamentals',
    });
    expect(preview.getAttribute('href')).toBe(
      `/es/staff/catalog/drafts/${DRAFT}/courses/5001/preview`,
    );
  });
});
