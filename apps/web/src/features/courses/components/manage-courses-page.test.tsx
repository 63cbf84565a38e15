import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Course } from '@portal/domain/coursework/course';
import { Toaster } from '@/components/toaster';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { ManageCoursesPage } from './manage-courses-page';

const PROGRAM = [
  'English Composition I',
  'College Algebra',
  'Intro to Psychology',
  'Ethics',
  'Biology',
  'Statistics',
].map((name, i) => ({ id: 100 + i, code: `C${i}`, name, credits: 3 }));
const course = (index: number, over: Partial<Course> = {}): Course => ({
  courseId: 500 + index,
  courseName: PROGRAM[index]!.name,
  courseCode: PROGRAM[index]!.code,
  categoriesCode: [],
  productId: PROGRAM[index]!.id,
  enrollmentStatus: 'ENABLED',
  isEligibleForTranscript: false,
  completed: false,
  requiredGradeableItemsCompletedCount: 3,
  requiredGradeableItemsCount: 8,
  gradePercent: null,
  lastActiveAt: null,
  gradeReceivedAt: null,
  activityStatus: 'NOT_STARTED',
  links: [],
  ...over,
});

afterEach(() => {
  authSession.clear();
  toastStore.clear();
  localStorage.clear();
});

function renderPage(coursework: Course[], routes: Record<string, FakeHandler> = {}) {
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () =>
        json(200, {
          uuid: 'u1',
          firstName: 'Theo',
          degreeProgram: { id: 3, name: 'Bachelor of General Studies', schoolId: 1 },
          attributes: { userData: { a: 'b' }, orientationStarted: true },
        }),
      'GET /catalog-api/degreeprograms/3/courses': () => json(200, PROGRAM),
      'GET /coursework-api/coursework': () => json(200, coursework),
      ...routes,
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <ManageCoursesPage />
          <Toaster />
        </>
      ),
    },
  ]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

const mine = () => screen.getByRole('region', { name: 'Your courses' });

describe('ManageCoursesPage', () => {
  it('lists the courses with status and progress, and drops one after a confirm step', async () => {
    const done = course(1, { completed: true, requiredGradeableItemsCompletedCount: 8 });
    const { server, user } = renderPage([course(0), done], {
      'DELETE /coursework-api/coursework/500': () =>
        json(200, [course(0, { enrollmentStatus: 'DISABLED' }), done]),
    });
    expect(
      await within(await screen.findByRole('region', { name: 'Your courses' })).findByText(
        'In progress · 3 / 8 completed',
      ),
    ).toBeTruthy();
    // A completed course cannot be dropped.
    expect(within(mine()).queryByRole('button', { name: 'Remove College Algebra' })).toBeNull();

    await user.click(within(mine()).getByRole('button', { name: 'Remove English Composition I' }));
    const confirm = within(mine()).getByRole('group', { name: 'Remove English Composition I?' });
    expect(within(confirm).getByText(/will not be able to add it again/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove course' }));
    expect(await screen.findByText('English Composition I has been removed.')).toBeTruthy();
    expect(within(mine()).getByText(/^Removed/)).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Your courses'));
  });

  it('adds only as many courses as places are left, and shows a refusal per course by name', async () => {
    let tries = 0;
    const { server, user } = renderPage([course(0), course(1)], {
      'POST /coursework-api/coursework': () =>
        (tries += 1) === 1
          ? json(409, {
              global: [
                {
                  code: 'ALREADY_ENROLLED',
                  message: 'You are already enrolled in the selected course',
                },
              ],
              courses: [
                {
                  code: 'ALREADY_ENROLLED',
                  message: 'You are already enrolled in the selected course',
                  courseName: 'Ethics',
                },
              ],
            })
          : json(200, [course(0), course(1), course(3)]),
    });
    const add = await screen.findByRole('group', { name: /you can add 2 more/ });
    expect(within(add).queryByRole('checkbox', { name: /English Composition I/ })).toBeNull();
    await user.click(within(add).getByRole('checkbox', { name: /Ethics/ }));
    await user.click(within(add).getByRole('checkbox', { name: /Biology/ }));
    expect(
      within(add)
        .getByRole('checkbox', { name: /Statistics/ })
        .hasAttribute('disabled'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add selected courses' }));
    expect(
      await screen.findByText('You are already enrolled in the selected course Ethics', {
        selector: 'li',
      }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add selected courses' }));
    expect(await screen.findByText('2 courses have been added.')).toBeTruthy();
    const sent = server.requests.filter((r) => r.method === 'POST');
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({ productIds: [103, 104] });
  });

  it('says when no place is left', async () => {
    renderPage([0, 1, 2, 3].map((i) => course(i)));
    expect(await screen.findByText(/You are taking 4 courses, the most at one time/)).toBeTruthy();
  });

  it('offers to try again when the courses cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderPage([], {
      'GET /coursework-api/coursework': () =>
        ++calls === 1 // a 4xx, which the query client does not retry by itself
          ? json(403, { global: [{ code: 'PERMISSION_DENIED', message: 'x' }] })
          : json(200, [course(0)]),
    });
    expect(await screen.findByText('We could not load your courses.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('English Composition I')).toBeTruthy();
  });
});
