import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeRequest } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { CourseSelection } from './course-selection';

const COURSES = [
  'English Composition I',
  'College Algebra',
  'Intro to Psychology',
  'Ethics',
  'Biology',
].map((name, i) => ({ id: 100 + i, code: `C${i}`, name, credits: 3 }));

function renderSelection(answer: (req: FakeRequest) => Response) {
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () =>
        json(200, {
          uuid: 'u1',
          firstName: 'Theo',
          degreeProgram: { id: 3, name: 'Bachelor of General Studies', schoolId: 1 },
          attributes: { userData: { a: 'b' }, orientationStarted: false },
        }),
      'GET /catalog-api/degreeprograms/3/courses': () => json(200, COURSES),
      'PUT /coursework-api/coursework/selection': answer,
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([{ path: '/', element: <CourseSelection /> }]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('CourseSelection', () => {
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('allows at most four courses and sends their product ids', async () => {
    const { user, server } = renderSelection(() => json(200, []));
    for (const name of COURSES.slice(0, 4).map((c) => c.name)) {
      await user.click(await screen.findByRole('checkbox', { name: new RegExp(name) }));
    }
    expect(screen.getByRole('checkbox', { name: /Biology/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('4 of 4 courses chosen')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save my courses' }));
    await vi.waitFor(() =>
      expect(server.requests.some((r) => r.path.endsWith('/selection'))).toBe(true),
    );
    const sent = server.requests.find((r) => r.path.endsWith('/selection'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ productIds: [100, 101, 102, 103] });
  });

  it('shows each per-course error as the message followed by the course name', async () => {
    const { user } = renderSelection(() =>
      json(409, {
        global: [],
        courses: [
          {
            code: 'ALREADY_ENROLLED',
            message: 'You are already enrolled in the selected course',
            courseName: 'Ethics',
          },
          {
            code: 'ENROLL_IN_REMOVED_COURSE',
            message: 'You can not enrol in this course',
            courseName: 'Biology',
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('checkbox', { name: /Ethics/ }));
    await user.click(screen.getByRole('checkbox', { name: /Biology/ }));
    await user.click(screen.getByRole('button', { name: 'Save my courses' }));
    const alert = await screen.findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'You are already enrolled in the selected course Ethics',
      'You can not enrol in this course Biology',
    ]);
    expect(toastStore.getSnapshot().map((t) => t.message)).toContain(
      'You are already enrolled in the selected course Ethics',
    );
  });

  it('asks for at least one course before sending anything', async () => {
    const { user, server } = renderSelection(() => json(200, []));
    await user.click(await screen.findByRole('button', { name: 'Save my courses' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one course.');
    expect(server.requests.some((r) => r.path.endsWith('/selection'))).toBe(false);
  });
});
