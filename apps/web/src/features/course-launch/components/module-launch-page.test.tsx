import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseLaunch } from '@portal/domain/coursework/course';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { paths } from '@/lib/paths';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { ModuleLaunchPage } from './module-launch-page';

const LAUNCH: CourseLaunch = {
  ltiVersion: '1.3',
  method: 'POST',
  action: 'http://default.localhost/demo-course-tool/lti13/login',
  fields: {
    iss: 'http://default.localhost',
    login_hint: 'learner-1',
    client_id: 'demo-course-tool',
  },
};

afterEach(() => authSession.clear());

function renderLaunch(moduleIdNumber: string, routes: Record<string, FakeHandler>) {
  const server = createFakeServer({ routes });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter(
    [
      { path: paths.moodleSso.path, element: <ModuleLaunchPage /> },
      { path: paths.dashboard.path, element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [paths.moodleSso.href(moduleIdNumber)] },
  );
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('/moodle-sso/module/{moduleIdNumber}', () => {
  it('asks for the module launch and posts the learner to the provider', async () => {
    const { server } = renderLaunch('CSC110-M3', {
      'GET /coursework-api/lti/launch': () => json(200, LAUNCH),
    });
    const button = await screen.findByRole('button', { name: 'Continue to the course' });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe(LAUNCH.action);
    expect(form.getAttribute('method')).toBe('POST');
    const fields = Object.fromEntries(new FormData(form).entries());
    expect(fields).toEqual(LAUNCH.fields);
    expect(server.requests.filter((r) => r.path === '/coursework-api/lti/launch')).toHaveLength(1);
  });

  it("says so when the module is not in one of the student's courses, and leads back", async () => {
    const { user } = renderLaunch('NOPE-M1', {
      'GET /coursework-api/lti/launch': () =>
        json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] }),
    });
    expect(
      await screen.findByText('This part of a course is not one of your courses.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});
