import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import { ADA_ID, fakeStaffStudentsApi } from './fake-staff-students-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

// docs/staff-console.md "Acting on a student's courses": the course rows' buttons and their dialog.
const course = (
  courseEnrollmentId: number,
  courseName: string,
  enrollmentStatus: string,
  completed = false,
): StudentRecord['courses'][number] => ({
  courseEnrollmentId,
  productId: 100 + courseEnrollmentId,
  courseName,
  courseCode: `C${courseEnrollmentId}`,
  enrollmentStatus,
  completed,
  gradePercent: completed ? 91 : null,
  lastActiveAt: null,
});

const COURSES = [
  course(1, 'Statistics', 'ENABLED'),
  course(2, 'Ethics', 'DISABLED'),
  course(3, 'Writing', 'ENABLED', true),
];

const coursesSection = () =>
  within(screen.getByRole('heading', { level: 2, name: 'Courses' }).closest('section')!);

async function openRecord(api: ReturnType<typeof fakeStaffStudentsApi>) {
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 900_000 });
  const rendered = renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace 01' });
  return rendered;
}

describe("the Courses section's actions", () => {
  afterEach(() => staffSession.set(null));

  it('offers Withdraw on a course in progress and Re-open on a withdrawn one, named for the course', async () => {
    await openRecord(fakeStaffStudentsApi({ courses: COURSES }));
    const withdraw = await coursesSection().findByRole('button', { name: 'Withdraw Statistics' });
    expect(withdraw.textContent).toBe('Withdraw');
    expect(coursesSection().getByRole('button', { name: 'Re-open Ethics' }).textContent).toBe(
      'Re-open',
    );
    // A completed course has neither.
    expect(coursesSection().getAllByRole('button')).toHaveLength(2);
  });

  it('shows no course actions to a role that may not change enrolments', async () => {
    const api = fakeStaffStudentsApi({ courses: COURSES, roles: ['finance'] });
    await openRecord(api);
    await waitFor(() => expect(api.sent.some((call) => call.path === '/staff-api/me')).toBe(true));
    expect(coursesSection().getByText('Statistics')).toBeTruthy();
    expect(coursesSection().queryAllByRole('button')).toEqual([]);
  });

  it('withdraws with a reason, reads the record again, says so and keeps the focus on the button', async () => {
    const api = fakeStaffStudentsApi({ courses: COURSES, roles: ['registrar'] });
    const { user } = await openRecord(api);
    const button = await coursesSection().findByRole('button', { name: 'Withdraw Statistics' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw Statistics' });
    expect(dialog.textContent).toContain('Ada Lovelace 01 is withdrawn from Statistics (C1)');

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the course' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.sent.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason'), 'Ticket 301');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw the course' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((call) => call.method === 'POST')).toMatchObject({
      path: `/staff-api/students/${ADA_ID}/actions/withdraw-course`,
      body: { reason: 'Ticket 301', courseEnrollmentId: 1 },
    });
    expect((await coursesSection().findByRole('status')).textContent).toBe(
      'Ada Lovelace 01 was withdrawn from Statistics.',
    );
    const row = coursesSection().getByRole('row', { name: /Statistics/ });
    expect(within(row).getByText('DISABLED')).toBeTruthy();
    // The same button, now offering the other action, has the focus back.
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-label')).toBe('Re-open Statistics');
  });

  it("keeps the dialog open with the catalogue's words when the load is full", async () => {
    const api = fakeStaffStudentsApi({ courses: COURSES, loadFull: true });
    const { user } = await openRecord(api);
    await user.click(await coursesSection().findByRole('button', { name: 'Re-open Ethics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Re-open Ethics' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Wants it back');
    await user.click(within(dialog).getByRole('button', { name: 'Re-open the course' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "The student's course load is full: withdraw another course before re-opening this one.",
    );
    expect(api.sent.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      reason: 'Wants it back',
      courseEnrollmentId: 2,
    });
  });
});
