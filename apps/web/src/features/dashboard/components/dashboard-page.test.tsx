import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Course, CourseLaunch, GradeRefresh } from '@portal/domain/coursework/course';
import type { Language } from '@portal/domain/i18n/languages';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { loadLanguage } from '@/lib/i18n';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { studentLiveUpdates } from '@/lib/student/student-live-updates';
import { TestProviders, testServices } from '@/testing/test-services';
import { DashboardPage } from './dashboard-page';

const DEFAULT_CONFIG = defaultTenantBootstrap().config;

const course = (courseId: number, over: Partial<Course> = {}): Course => ({
  courseId,
  courseName: `Course ${courseId}`,
  courseCode: `C${courseId}`,
  categoriesCode: [],
  productId: courseId + 100,
  enrollmentStatus: 'ENABLED',
  isEligibleForTranscript: false,
  completed: false,
  requiredGradeableItemsCompletedCount: 0,
  requiredGradeableItemsCount: 8,
  gradePercent: null,
  lastActiveAt: null,
  gradeReceivedAt: null,
  activityStatus: 'NOT_STARTED',
  links: [],
  ...over,
});

const ORIENTATION = course(1, {
  courseName: 'Student Orientation',
  courseCode: 'ORI001',
  requiredGradeableItemsCompletedCount: 0,
  requiredGradeableItemsCount: 4,
  lastActiveAt: '2026-03-01T10:00:00Z',
  activityStatus: 'SUCCESS',
});
const PROGRAMMING = course(2, {
  courseName: 'Programming Fundamentals',
  courseCode: 'CSC110',
  categoriesCode: ['Computer Science'],
  requiredGradeableItemsCompletedCount: 3,
  requiredGradeableItemsCount: 8,
  gradePercent: 76,
  lastActiveAt: '2026-02-25T10:00:00Z',
  gradeReceivedAt: '2026-02-25T10:05:00Z',
  activityStatus: 'WARNING',
  links: [
    { kind: 'resume', title: 'Resume' },
    { kind: 'section', title: 'Control flow', moduleIdNumber: 'CSC110-M2' },
  ],
});
const REMOVED = course(3, { courseName: 'Ethics', enrollmentStatus: 'DISABLED' });
const GATED = course(4, { courseName: 'Statistics', enrollmentStatus: 'GATED' });
const PACA = course(5, {
  courseName: 'Prior Learning Assessment',
  courseCode: 'PACA101',
  enrollmentStatus: 'NEW',
});

const LAUNCH: CourseLaunch = {
  ltiVersion: '1.1',
  method: 'POST',
  action: 'http://default.localhost/demo-course-tool/lti11/launch',
  fields: { oauth_signature: 'sig', lti_message_type: 'basic-lti-launch-request' },
};

afterEach(() => {
  authSession.clear();
  localStorage.clear();
  sessionStorage.clear();
});

interface Options {
  coursework?: FakeHandler;
  routes?: Record<string, FakeHandler>;
  config?: PublicTenantConfig;
  previousLogin?: string | null;
  language?: Language;
}

function renderDashboard(courses: Course[], options: Options = {}) {
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () =>
        json(200, {
          uuid: 'u1',
          firstName: 'Sam',
          degreeProgram: { id: 1, name: 'Bachelor of General Studies', schoolId: 1 },
          attributes: { userData: { a: 'b' }, orientationStarted: true },
        }),
      'GET /coursework-api/coursework': options.coursework ?? (() => json(200, courses)),
      'GET /user-events-api/users/events/USER_LOGIN/previous': () =>
        json(200, {
          occurredAt:
            options.previousLogin === undefined ? '2026-02-27T18:30:00Z' : options.previousLogin,
        }),
      ...options.routes,
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([
    { path: '/', element: <DashboardPage /> },
    { path: '/account/manage-courses', element: <h1>Manage courses</h1> },
  ]);
  const services = testServices({
    fetch: server.fetch,
    config: options.config,
    language: options.language,
  });
  const view = render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, services, view, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });
const requestsTo = (server: ReturnType<typeof createFakeServer>, path: string) =>
  server.requests.filter((r) => r.path === path);

describe('DashboardPage', () => {
  it('shows each course with its appearance, progress, activity, grade and when the grade came', async () => {
    renderDashboard([PROGRAMMING, ORIENTATION]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam' })).toBeTruthy();
    expect(await screen.findByText('Your previous visit was on February 27, 2026.')).toBeTruthy();

    const programming = await screen.findByRole('article', { name: 'Programming Fundamentals' });
    const facts = within(programming);
    expect(facts.getByText('3 / 8 completed')).toBeTruthy();
    expect(facts.getByText('25% milestone reached')).toBeTruthy();
    expect(facts.getByText('You may benefit from Resources below to improve.')).toBeTruthy();
    expect(facts.getByText('76%')).toBeTruthy();
    expect(
      facts.getByText('Your Grade is passing, but you may benefit from the resources below'),
    ).toBeTruthy();
    expect(facts.getByText('Grade last received on February 25, 2026')).toBeTruthy();
    // Computer Science's colour and icon; a course without a category gets dark red and a lightbulb.
    expect(programming.getAttribute('style')).toContain('--course-colour: #37474f');
    expect(programming.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('code');
    const orientation = card('Student Orientation');
    expect(orientation.getAttribute('style')).toContain('--course-colour: #8b1a1a');
    expect(orientation.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('lightbulb');
    expect(within(orientation).getByText('Just getting started')).toBeTruthy();
    expect(within(orientation).getByText('No grade yet')).toBeTruthy();
    expect(within(orientation).getByText('Ready to Start')).toBeTruthy();
  });

  it('says a completed course is complete, without an activity nudge', async () => {
    renderDashboard([
      {
        ...ORIENTATION,
        completed: true,
        requiredGradeableItemsCompletedCount: 4,
        gradePercent: 92,
      },
      PROGRAMMING,
    ]);
    const orientation = await screen.findByRole('article', { name: 'Student Orientation' });
    const facts = within(orientation);
    expect(facts.getByText('4 / 4 completed')).toBeTruthy();
    expect(facts.getByText('All required work completed')).toBeTruthy();
    expect(facts.queryByText('75% milestone reached')).toBeNull();
    expect(facts.queryByText('Activity')).toBeNull();
    expect(within(card('Programming Fundamentals')).getByText('Activity')).toBeTruthy();
  });

  it('puts orientation first and above the tabs while it is unfinished', async () => {
    renderDashboard([PROGRAMMING, ORIENTATION]);
    const callout = await screen.findByRole('region', { name: 'Start here: Student Orientation' });
    expect(within(callout).getByRole('button', { name: 'Continue orientation' })).toBeTruthy();
    const names = screen
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)?.textContent);
    expect(names).toEqual(['Student Orientation', 'Programming Fundamentals']);
  });

  it('has one tab per status with courses, and remembers the chosen tab for the visit', async () => {
    const { user, view } = renderDashboard([PROGRAMMING, REMOVED, GATED]);
    const tabs = await screen.findByRole('tablist', { name: 'Your courses by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['In progress (1)', 'Waiting for an earlier course (1)', 'Removed (1)']);
    expect(screen.getByRole('tab', { name: 'In progress (1)', selected: true })).toBeTruthy();

    // Arrow keys move between tabs (the WAI-ARIA pattern).
    await user.click(screen.getByRole('tab', { name: 'In progress (1)' }));
    await user.keyboard('{ArrowRight}');
    const gated = screen.getByRole('tabpanel', { name: 'Waiting for an earlier course (1)' });
    expect(within(gated).getByRole('article', { name: 'Statistics' })).toBeTruthy();
    // A gated course cannot be opened yet.
    expect(within(gated).queryByRole('button', { name: /Start|Resume/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Removed (1)' }));
    view.unmount();
    renderDashboard([PROGRAMMING, REMOVED, GATED]);
    expect(await screen.findByRole('tab', { name: 'Removed (1)', selected: true })).toBeTruthy();
    const removed = screen.getByRole('tabpanel', { name: 'Removed (1)' });
    expect(within(removed).getByText('You removed these courses.')).toBeTruthy();
    expect(within(removed).getByRole('link', { name: 'Manage courses' })).toBeTruthy();
  });

  it('opens the course at its provider from Resume or a section', async () => {
    const { server, user } = renderDashboard([PROGRAMMING], {
      routes: { 'GET /coursework-api/lti/launch': () => json(200, LAUNCH) },
    });
    const programming = await screen.findByRole('article', { name: 'Programming Fundamentals' });
    await user.click(
      within(programming).getByRole('button', { name: 'Resume Programming Fundamentals' }),
    );
    const go = await within(programming).findByRole('button', { name: 'Continue to the course' });
    const form = go.closest('form')!;
    expect(form.getAttribute('action')).toBe(LAUNCH.action);
    expect(Object.fromEntries(new FormData(form).entries())).toEqual(LAUNCH.fields);
    expect(Object.fromEntries(requestsTo(server, '/coursework-api/lti/launch')[0]!.query)).toEqual({
      courseId: '2',
      kind: 'resume',
    });

    await user.click(within(programming).getByText('Sections (1)'));
    await user.click(within(programming).getByRole('button', { name: 'Control flow' }));
    await waitFor(() => expect(requestsTo(server, '/coursework-api/lti/launch')).toHaveLength(2));
    expect(Object.fromEntries(requestsTo(server, '/coursework-api/lti/launch')[1]!.query)).toEqual({
      courseId: '2',
      kind: 'section',
      moduleIdNumber: 'CSC110-M2',
    });
  });

  it('refreshes a grade, or says the course must be opened to send one', async () => {
    const refreshed: GradeRefresh = {
      outcome: 'REFRESHED',
      course: { ...PROGRAMMING, gradePercent: 84, gradeReceivedAt: '2026-03-02T09:00:00Z' },
    };
    const relaunch: GradeRefresh = { outcome: 'RELAUNCH_NEEDED', course: ORIENTATION };
    const { user } = renderDashboard([ORIENTATION, PROGRAMMING], {
      routes: {
        'POST /coursework-api/coursework/2/grade/refresh': () => json(200, refreshed),
        'POST /coursework-api/coursework/1/grade/refresh': () => json(200, relaunch),
      },
    });
    const programming = await screen.findByRole('article', { name: 'Programming Fundamentals' });
    await user.click(
      within(programming).getByRole('button', { name: 'Refresh grade Programming Fundamentals' }),
    );
    expect(await within(programming).findByText('Your grade is up to date.')).toBeTruthy();
    expect(within(programming).getByText('84%')).toBeTruthy();
    expect(within(programming).getByText('Your Grade is 80% or better')).toBeTruthy();
    expect(within(programming).getByText('Grade last received on March 02, 2026')).toBeTruthy();

    const orientation = card('Student Orientation');
    await user.click(
      within(orientation).getByRole('button', { name: 'Refresh grade Student Orientation' }),
    );
    expect(
      await within(orientation).findByText(
        'Your course provider sends grades when you open the course. Open it to send your latest grade.',
      ),
    ).toBeTruthy();
  });

  it('reloads the coursework when a live update says it changed, and shows the new progress', async () => {
    let progress = 3;
    const { server, services } = renderDashboard([], {
      coursework: () =>
        json(200, [{ ...PROGRAMMING, requiredGradeableItemsCompletedCount: progress }]),
    });
    const programming = await screen.findByRole('article', { name: 'Programming Fundamentals' });
    expect(within(programming).getByText('3 / 8 completed')).toBeTruthy();
    const asked = requestsTo(server, '/coursework-api/coursework').length;

    // A module completed at the provider, in another tab: its grade comes back to the portal, whose
    // courseworkEntity update reaches this page (docs/product/states-and-transitions.md), with no reload and no polling.
    progress = 4;
    const live = studentLiveUpdates(services.queryClient);
    act(() => live.courseworkEntity?.({ productIds: [PROGRAMMING.productId] }));
    expect(
      await within(programming).findByText('4 / 8 completed', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(within(programming).getByText('50% milestone reached', { exact: false })).toBeTruthy();
    expect(requestsTo(server, '/coursework-api/coursework').length).toBe(asked + 1);

    // Coming back to the tab asks nothing: the live channel keeps the page current.
    // A refetch on focus would start as the event is handled: nothing is fetching after it.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    expect(services.queryClient.isFetching()).toBe(0);
    expect(requestsTo(server, '/coursework-api/coursework').length).toBe(asked + 1);
    live.stop?.();
  });

  it('greets a first sign-in, and links coaching, help and manage courses', async () => {
    renderDashboard([PROGRAMMING], { previousLogin: null });
    expect(await screen.findByText('This is your first visit. Welcome!')).toBeTruthy();
    const resources = screen.getByRole('region', { name: 'Resources' });
    expect(
      within(resources).getByRole('link', { name: 'Book a coaching session' }).getAttribute('href'),
    ).toBe(DEFAULT_CONFIG.coachingBookingUrl);
    expect(within(resources).getByRole('link', { name: 'Tutoring' }).getAttribute('href')).toBe(
      '/help-center/tutoring',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your courses' }))
        .getByRole('link', { name: 'Manage courses' })
        .getAttribute('href'),
    ).toBe('/account/manage-courses');
  });

  it('leaves the coaching link out where the tenant has none', async () => {
    renderDashboard([PROGRAMMING], {
      config: { ...DEFAULT_CONFIG, coachingBookingUrl: undefined },
    });
    const resources = await screen.findByRole('region', { name: 'Resources' });
    expect(within(resources).queryByRole('link', { name: 'Book a coaching session' })).toBeNull();
  });

  it('links the prior learning course to /paca, or to the help article where /paca is off', async () => {
    const { view } = renderDashboard([PACA]);
    const paca = await screen.findByRole('article', { name: 'Prior Learning Assessment' });
    expect(
      within(paca)
        .getByRole('link', { name: 'About prior learning assessment' })
        .getAttribute('href'),
    ).toBe('/paca');
    view.unmount();

    renderDashboard([PACA], {
      config: { ...DEFAULT_CONFIG, pages: { ...DEFAULT_CONFIG.pages, disabled: ['/paca'] } },
    });
    const again = await screen.findByRole('article', { name: 'Prior Learning Assessment' });
    expect(
      within(again)
        .getByRole('link', { name: 'About prior learning assessment' })
        .getAttribute('href'),
    ).toBe('/help-center/academics/paca');
  });

  it('shows the course track on a tenant that has it: the program in order, each with its state', async () => {
    const program = [
      { id: 101, code: 'ORI001', name: 'Student Orientation' },
      { id: 150, code: 'ENG101', name: 'English Composition I' },
      { id: 102, code: 'CSC110', name: 'Programming Fundamentals' },
    ];
    renderDashboard([{ ...ORIENTATION, completed: true }, PROGRAMMING], {
      config: {
        ...DEFAULT_CONFIG,
        features: { ...DEFAULT_CONFIG.features, courseTrackDashboard: true },
      },
      routes: { 'GET /catalog-api/degreeprograms/1/courses': () => json(200, program) },
    });
    const track = await screen.findByRole('region', { name: 'Your course track' });
    expect(await within(track).findByText('1 of 3 courses done')).toBeTruthy();
    expect(
      within(track)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Student Orientation (ORI001)Completed',
      'English Composition I (ENG101)Not taken yet',
      'Programming Fundamentals (CSC110)In progress · 3 / 8 completed',
    ]);
    // A finished orientation no longer leads the page.
    expect(screen.queryByRole('region', { name: /Start here/ })).toBeNull();
  });

  it('has no course track where the tenant has not switched it on', async () => {
    const { server } = renderDashboard([PROGRAMMING]);
    await screen.findByRole('article', { name: 'Programming Fundamentals' });
    expect(screen.queryByRole('region', { name: 'Your course track' })).toBeNull();
    expect(server.requests.some((r) => r.path.startsWith('/catalog-api/degreeprograms/'))).toBe(
      false,
    );
  });

  it('offers the challenge exam of a course that has one, on its card only', async () => {
    renderDashboard([ORIENTATION, PROGRAMMING], {
      routes: {
        'GET /catalog-api/challenge-exams': () =>
          json(200, [
            {
              productId: 105001,
              name: 'CSC110 Challenge Exam',
              price: 0,
              course: { productId: PROGRAMMING.productId, code: 'CSC110', name: 'Programming' },
            },
          ]),
      },
    });
    const link = await within(
      await screen.findByRole('article', { name: 'Programming Fundamentals' }),
    ).findByRole('link', { name: 'Take a challenge exam for Programming Fundamentals' });
    expect(link.getAttribute('href')).toBe('/account/challenge-exam/payment/105001');
    expect(
      within(card('Student Orientation')).queryByRole('link', { name: /challenge exam/ }),
    ).toBeNull();
  });

  it('says when there is no course yet', async () => {
    renderDashboard([]);
    expect(await screen.findByText('You are not enrolled in any course yet.')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers to try again when the courses cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderDashboard([], {
      coursework: () =>
        ++calls === 1 // a 4xx, which the query client does not retry by itself
          ? json(403, { global: [{ code: 'PERMISSION_DENIED', message: 'x' }] })
          : json(200, [PROGRAMMING]),
    });
    expect(screen.getByRole('status').textContent).toBe('Loading your courses…');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your courses.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Programming Fundamentals' })).toBeTruthy();
  });
});

describe('DashboardPage in Spanish (docs/languages.md "The catalog")', () => {
  const SPANISH_ORIENTATION = {
    ...ORIENTATION,
    es: { courseName: 'Orientación para estudiantes' },
  };

  it('names each course in Spanish where the catalog has it, else in English marked so', async () => {
    await loadLanguage('es');
    const program = [
      { id: 101, code: 'ORI001', name: 'Student Orientation', es: { name: 'Orientación' } },
      { id: 150, code: 'ENG101', name: 'English Composition I' },
    ];
    renderDashboard([SPANISH_ORIENTATION, PROGRAMMING], {
      language: 'es',
      config: {
        ...DEFAULT_CONFIG,
        features: { ...DEFAULT_CONFIG.features, courseTrackDashboard: true },
      },
      routes: { 'GET /catalog-api/degreeprograms/1/courses': () => json(200, program) },
    });
    const orientation = await screen.findByRole('article', {
      name: 'Orientación para estudiantes',
    });
    expect(within(orientation).getByRole('heading', { level: 3 }).querySelector('[lang]')).toBe(
      null,
    );
    expect(
      screen.getByRole('region', { name: 'Comience aquí: Orientación para estudiantes' }),
    ).toBeTruthy();
    const programming = card('Programming Fundamentals');
    const name = within(programming).getByText('Programming Fundamentals');
    expect(name.getAttribute('lang')).toBe('en');
    expect(
      within(programming).getByRole('button', { name: 'Reanudar Programming Fundamentals' }),
    ).toBeTruthy();

    // The track names the program's courses as the catalog does, the student's as their list.
    const track = await screen.findByRole('region', { name: 'Su secuencia de cursos' });
    const steps = await within(track).findAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('.course-track__name')!.textContent)).toEqual([
      'Orientación (ORI001)',
      'English Composition I (ENG101)',
      'Programming Fundamentals (CSC110)',
    ]);
    expect(
      steps.map((step) => step.querySelector('.course-track__name')!.getAttribute('lang')),
    ).toEqual([null, 'en', 'en']);
  });

  it('shows the English name unmarked on an English page', async () => {
    renderDashboard([SPANISH_ORIENTATION]);
    const orientation = await screen.findByRole('article', { name: 'Student Orientation' });
    expect(orientation.querySelector('[lang]')).toBeNull();
  });
});
