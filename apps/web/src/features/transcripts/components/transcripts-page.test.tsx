import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Course } from '@portal/domain/coursework/course';
import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import { Toaster } from '@/components/toaster';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { TranscriptsPage } from './transcripts-page';

const course = (over: Partial<Course>): Course => ({
  courseId: 1,
  courseName: 'English Composition I',
  courseCode: 'ENG101',
  categoriesCode: [],
  productId: 2012,
  enrollmentStatus: 'ENABLED',
  isEligibleForTranscript: false,
  completed: false,
  requiredGradeableItemsCompletedCount: 2,
  requiredGradeableItemsCount: 5,
  gradePercent: null,
  lastActiveAt: null,
  gradeReceivedAt: null,
  activityStatus: 'NOT_STARTED',
  links: [],
  ...over,
});

const DONE = course({
  courseId: 7,
  courseName: 'Student Orientation',
  courseCode: 'ORI001',
  completed: true,
  isEligibleForTranscript: true,
  requiredGradeableItemsCompletedCount: 4,
  requiredGradeableItemsCount: 4,
});
const IN_PROGRESS = course({});

const request = (over: Partial<TranscriptRequest> = {}): TranscriptRequest => ({
  id: 31,
  destination: 'TARGET_INSTITUTION',
  recipientName: 'Fort Hays State University',
  address: null,
  courses: [{ courseId: 7, courseName: 'Student Orientation', courseCode: 'ORI001' }],
  status: 'REQUESTED',
  requestedAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  receivedAt: null,
  postedAt: null,
  cancelledAt: null,
  nextStepAt: null,
  ...over,
});

afterEach(() => {
  authSession.clear();
  toastStore.clear();
  localStorage.clear();
});

function renderPage(routes: Record<string, FakeHandler> = {}) {
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () =>
        json(200, { uuid: 'u1', firstName: 'Sam', targetInstitutionId: 2, transcriptPartnerId: 1 }),
      'GET /organization-api/institutions/2': () =>
        json(200, { id: 2, name: 'Fort Hays State University', schools: [] }),
      'GET /organization-api/transcript-partner/1': () =>
        json(200, { id: 1, name: 'Parchment Credentials Exchange', website: 'https://x.test' }),
      'GET /coursework-api/coursework': () => json(200, [IN_PROGRESS, DONE]),
      'GET /coursework-api/transcripts': () => json(200, []),
      'GET /coursework-api/prior-credit/availability': () =>
        json(200, { available: [], requests: [] }),
      'GET /coursework-api/admissions/checklist': () =>
        json(200, { items: [], ready: false, review: null }),
      ...routes,
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <TranscriptsPage />
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

const courses = () => screen.getByRole('region', { name: 'Your courses' });

describe('TranscriptsPage', () => {
  it('shows each course with its progress and status; only completed ones can be sent', async () => {
    renderPage();
    const done = await within(courses()).findByRole('row', { name: /Student Orientation/ });
    expect(
      within(done)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4 / 4', 'completed', '']);
    const open = within(courses()).getByRole('row', { name: /English Composition I/ });
    expect(
      within(open)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2 / 5', 'in progress', 'Not eligible yet']);
    expect(within(courses()).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('sends the chosen course to the chosen destination with an idempotency key', async () => {
    let answer: TranscriptRequest | null = null;
    const { server, user } = renderPage({
      'POST /coursework-api/transcripts': () => {
        answer = request({ destination: 'TRANSCRIPT_PARTNER', recipientName: 'Parchment' });
        return json(200, answer);
      },
      'GET /coursework-api/transcripts': () => json(200, answer ? [answer] : []),
    });
    await user.click(await within(courses()).findByRole('button', { name: 'Send transcript' }));
    expect(within(courses()).getByRole('alert').textContent).toBe(
      'Choose at least one completed course.',
    );
    await user.click(within(courses()).getByRole('checkbox', { name: 'Send Student Orientation' }));
    await user.click(
      await within(courses()).findByRole('radio', {
        name: 'My transcript partner: Parchment Credentials Exchange',
      }),
    );
    await user.click(within(courses()).getByRole('button', { name: 'Send transcript' }));

    const history = screen.getByRole('region', { name: 'Transcript requests' });
    await within(history).findByRole('listitem', { name: 'To Parchment' });
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!.body)).toEqual({
      destination: 'TRANSCRIPT_PARTNER',
      courseIds: [7],
    });
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(history).getByRole('list', { name: 'Where your transcript is' })).toBeTruthy();
  });

  it('sends to a school by post only with a recipient and an address of the transcript type', async () => {
    const { server, user } = renderPage({
      'POST /coursework-api/transcripts': (req) =>
        json(
          200,
          request({ destination: 'ADDRESS', recipientName: 'Registrar', ...JSON.parse(req.body) }),
        ),
    });
    await user.click(
      await within(courses()).findByRole('checkbox', { name: 'Send Student Orientation' }),
    );
    await user.click(within(courses()).getByRole('radio', { name: 'Another school, by post' }));
    await user.click(within(courses()).getByRole('button', { name: 'Send transcript' }));
    expect(await within(courses()).findAllByText('This field is required')).toHaveLength(5);
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(courses()).getByLabelText('Recipient (office or person)'), 'Registrar');
    await user.type(within(courses()).getByLabelText('Street address'), '600 Park St');
    await user.type(within(courses()).getByLabelText('City'), 'Hays');
    await user.type(within(courses()).getByLabelText('State'), 'KS');
    await user.type(within(courses()).getByLabelText('ZIP code'), '67601');
    await user.click(within(courses()).getByRole('button', { name: 'Send transcript' }));
    await vi.waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    const sent = server.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(sent.body)).toEqual({
      destination: 'ADDRESS',
      courseIds: [7],
      recipientName: 'Registrar',
      address: {
        addressType: 'transcript',
        address1: '600 Park St',
        city: 'Hays',
        state: 'KS',
        country: 'US',
        zipCode: '67601',
      },
    });
  });

  it('shows a prior-credit request the registrar refused, with their message', async () => {
    renderPage({
      'GET /coursework-api/prior-credit/availability': () =>
        json(200, {
          available: [],
          requests: [
            {
              id: 4,
              productId: 9,
              courseName: 'Statistics',
              courseCode: 'MTH120',
              source: 'ACE',
              reference: 'ACE NV-1702',
              status: 'DENIED',
              requestedAt: '2026-11-20T10:00:00Z',
              decidedAt: '2026-11-21T10:00:00Z',
              message: 'The ACE record does not cover this course.',
              expectedAt: null,
            },
          ],
        }),
    });
    expect(await screen.findByText('Not granted')).toBeTruthy();
    expect(
      screen.getByText('The registrar wrote: The ACE record does not cover this course.'),
    ).toBeTruthy();
  });

  it('shows the registrar’s answer to the admissions review, with their message', async () => {
    renderPage({
      'GET /coursework-api/admissions/checklist': () =>
        json(200, {
          items: [],
          ready: true,
          review: {
            status: 'DECLINED',
            requestedAt: '2026-11-20T10:00:00Z',
            decidedAt: '2026-11-23T10:00:00Z',
            message: 'Two more courses of the program are needed first.',
          },
        }),
    });
    const section = screen.getByRole('region', { name: 'Admissions review' });
    expect(await within(section).findByText('Not admitted')).toBeTruthy();
    expect(within(section).getByText(/decided your admissions review on/)).toBeTruthy();
    expect(
      within(section).getByText(
        'The registrar wrote: Two more courses of the program are needed first.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Request admissions review' })).toBeNull();
  });

  it('shows where a request is, and the per-course error words with the course name', async () => {
    const { user } = renderPage({
      'GET /coursework-api/transcripts': () =>
        json(200, [
          request({
            status: 'RECEIVED',
            sentAt: '2026-11-21T10:00:00.000Z',
            receivedAt: '2026-11-22T10:00:00.000Z',
          }),
        ]),
      'POST /coursework-api/transcripts': () =>
        json(412, {
          courses: [
            {
              code: 'COURSEWORK_NOT_COMPLETED',
              message: 'Coursework was not completed for selected courses.',
              courseName: 'Student Orientation',
            },
          ],
        }),
    });
    const history = screen.getByRole('region', { name: 'Transcript requests' });
    const steps = await within(history).findByRole('list', { name: 'Where your transcript is' });
    const current = within(steps)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toBe('Received by the school November 22, 2026');
    expect(within(history).queryByRole('button', { name: 'Withdraw request' })).toBeNull();

    await user.click(
      await within(courses()).findByRole('checkbox', { name: 'Send Student Orientation' }),
    );
    await user.click(within(courses()).getByRole('button', { name: 'Send transcript' }));
    await vi.waitFor(() =>
      expect(
        screen.getByText('Coursework was not completed for selected courses. Student Orientation'),
      ).toBeTruthy(),
    );
  });
});
