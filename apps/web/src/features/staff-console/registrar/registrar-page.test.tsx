import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  AdmissionsQueueItem,
  ExamRegistrationQueueItem,
  PriorCreditQueueItem,
  TranscriptQueueItem,
} from '@portal/domain/staff/registrar-queues';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

const ADA = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
};
const BO = {
  ...ADA,
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Bo',
  email: 'bo@x.com',
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const tenant = { tenantId: 'metro-transit', tenantName: 'Metro Transit Authority' };

interface Sent {
  method: string;
  path: string;
  query: string;
  body: unknown;
}

/** The registrar's API as the server answers it, with what waits in each queue. */
function fakeRegistrarApi(
  options: { roles?: string[]; failQueue?: number; conflictOn?: string } = {},
) {
  const sent: Sent[] = [];
  const transcripts: TranscriptQueueItem[] = [
    {
      id: 7,
      ...tenant,
      student: ADA,
      waitingSince: hoursAgo(75),
      status: 'REQUESTED',
      recipientName: 'Fort Hays State University',
      courses: [{ courseName: 'Introduction to Business', courseCode: 'BUS101' }],
    },
    {
      id: 8,
      ...tenant,
      student: BO,
      waitingSince: hoursAgo(5),
      status: 'REQUESTED',
      recipientName: 'Parchment',
      courses: [{ courseName: 'Microeconomics', courseCode: 'ECO201' }],
    },
  ];
  const priorCredit: PriorCreditQueueItem[] = [
    {
      id: 3,
      ...tenant,
      student: ADA,
      waitingSince: hoursAgo(30),
      courseName: 'Statistics',
      courseCode: 'MTH120',
      source: 'ACE',
      reference: 'ACE NV-1702',
    },
  ];
  const exams: ExamRegistrationQueueItem[] = [];
  const admissions: AdmissionsQueueItem[] = [
    {
      id: 12,
      ...tenant,
      student: BO,
      waitingSince: hoursAgo(50),
      courses: [
        { courseName: 'Introduction to Business', courseCode: 'BUS101' },
        { courseName: 'Microeconomics', courseCode: 'ECO201' },
      ],
    },
  ];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path: url.pathname, query: url.searchParams.toString(), body });
    const page = (items: unknown[]) =>
      json(200, {
        items,
        page: Number(url.searchParams.get('page') ?? 1),
        pageSize: 25,
        hasMore: false,
      });
    switch (`${method} ${url.pathname}`) {
      case 'GET /staff-api/me':
        return json(200, {
          id: 'staff-2',
          email: 'registrar@staff.demo.test',
          name: 'Rae Registrar',
          roles: options.roles ?? ['registrar'],
          scope: { kind: 'all_tenants' },
        });
      case 'GET /staff-api/registrar/tenants':
        return json(200, { tenants: [{ id: 'metro-transit', name: 'Metro Transit Authority' }] });
      case 'GET /staff-api/registrar/transcripts':
        if (options.failQueue) return json(options.failQueue, { global: [] });
        if (url.searchParams.get('page') === '0') {
          return json(400, {
            fields: [
              { field: 'page', code: 'validation.invalid', message: 'This value is not valid' },
            ],
          });
        }
        if (url.searchParams.get('minDays') === '7') return page([]);
        // The shortest waiting first when asked: the server's order, the fake's two rows.
        return page(
          url.searchParams.get('sort') === 'waited' && url.searchParams.get('dir') === 'asc'
            ? [...transcripts].reverse()
            : transcripts,
        );
      case 'GET /staff-api/registrar/prior-credit':
        return page(priorCredit);
      case 'GET /staff-api/registrar/exam-registrations':
        return page(exams);
      case 'GET /staff-api/registrar/admissions':
        return page(admissions);
    }
    if (options.conflictOn === url.pathname) {
      return json(409, {
        global: [
          {
            code: 'ALREADY_DECIDED',
            message: 'Someone else has already moved or decided this request. Refresh the queue.',
          },
        ],
      });
    }
    if (url.pathname === '/staff-api/registrar/transcripts/7/move') {
      transcripts.splice(0, 1);
      return json(200, { status: 'SENT', decidedAt: new Date().toISOString() });
    }
    if (url.pathname === '/staff-api/registrar/admissions/12/decision') {
      admissions.splice(0, 1);
      return json(200, { status: 'ADMITTED', decidedAt: new Date().toISOString() });
    }
    if (url.pathname === '/staff-api/registrar/prior-credit/3/decision') {
      priorCredit.splice(0, 1);
      return json(200, { status: 'DENIED', decidedAt: new Date().toISOString() });
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

describe('RegistrarPage', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('leads a registrar from the staff home to the transcript queue and moves a request', async () => {
    const api = fakeRegistrarApi();
    signIn();
    const { user, location } = renderStaffRoute(api.fetch, '/staff');

    await user.click(
      await screen.findByRole('link', {
        name: 'Open the queues of transcripts, prior credit, exam registrations and admissions reviews',
      }),
    );
    expect(location()).toBe('/staff/registrar');
    expect(screen.getByRole('heading', { level: 1, name: 'The registrar’s queues' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Transcript requests', selected: true })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Transcript requests, page 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Student', 'Tenant', 'Transcript', 'Waiting for', 'Action']);
    const ada = within(table).getByRole('row', { name: /Ada Lovelace/ });
    expect(within(ada).getByRole('link', { name: 'Ada Lovelace' }).getAttribute('href')).toBe(
      `/staff/students/${ADA.id}`,
    );
    expect(within(ada).getByText('Metro Transit Authority')).toBeTruthy();
    expect(
      within(ada).getByText('To Fort Hays State University: BUS101 Introduction to Business'),
    ).toBeTruthy();
    expect(within(ada).getByText('3 days')).toBeTruthy();
    expect(within(table).getByText('5 hours')).toBeTruthy();
    expect(screen.getByText(/2 items on page 1, the longest waiting first/)).toBeTruthy();

    await user.click(within(ada).getByRole('button', { name: 'Mark sent for Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send Ada Lovelace’s transcript',
    });
    await user.type(
      within(dialog).getByLabelText('Note for the audit log (optional)'),
      'ticket 42',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((c) => c.method === 'POST')).toMatchObject({
      path: '/staff-api/registrar/transcripts/7/move',
      body: { from: 'REQUESTED', reason: 'ticket 42' },
    });
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ada Lovelace/ })).toBeNull());
    expect(screen.getByRole('status').textContent).toContain(
      'Ada Lovelace’s request is now at “Sent”.',
    );
    expect(document.activeElement).toBe(
      screen.getByRole('table', { name: 'Transcript requests, page 1' }),
    );
  });

  it('refuses prior credit with the message the student reads, and shows a registrar who came second why', async () => {
    const api = fakeRegistrarApi();
    signIn();
    const { user } = renderStaffRoute(api.fetch, '/staff/registrar?queue=prior-credit');

    const table = await screen.findByRole('table', { name: 'Prior credit, page 1' });
    expect(
      within(table).getByText(
        'MTH120 Statistics; evidence: ACE credit recommendation, ACE NV-1702',
      ),
    ).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Decide for Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Prior credit on MTH120 for Ada Lovelace',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Refuse the credit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    // A refusal needs a message: the server's own schema says so on the field.
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.sent.some((c) => c.method === 'POST')).toBe(false);

    await user.type(
      within(dialog).getByLabelText(/Message to the student/),
      'The ACE record does not cover this course.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'REFUSE',
      message: 'The ACE record does not cover this course.',
    });
    expect(await screen.findByText(/Prior credit refused to Ada Lovelace\./)).toBeTruthy();
    expect(screen.getByText(/Nothing waits in this queue\./)).toBeTruthy();
  });

  it('admits a student from the admissions reviews tab, with a message', async () => {
    const api = fakeRegistrarApi();
    signIn();
    const { user, location } = renderStaffRoute(api.fetch, '/staff/registrar');
    await user.click(await screen.findByRole('tab', { name: 'Admissions reviews' }));
    expect(location()).toBe('/staff/registrar?queue=admissions');

    const table = await screen.findByRole('table', { name: 'Admissions reviews, page 1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Student', 'Tenant', 'Completed courses', 'Waiting for', 'Action']);
    const bo = within(table).getByRole('row', { name: /Bo Lovelace/ });
    expect(
      within(bo).getByText('BUS101 Introduction to Business, ECO201 Microeconomics'),
    ).toBeTruthy();
    expect(within(bo).getByText('2 days')).toBeTruthy();

    await user.click(within(bo).getByRole('button', { name: 'Decide for Bo Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Admissions review for Bo Lovelace',
    });
    expect(within(dialog).getByText(/completed 2 courses and sent their transcripts/)).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Decline' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));
    // Declining needs a message, by the server's own schema.
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Admit' }));
    await user.type(within(dialog).getByLabelText(/Message to the student/), 'Welcome aboard.');
    await user.click(within(dialog).getByRole('button', { name: 'Record the decision' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((c) => c.method === 'POST')).toMatchObject({
      path: '/staff-api/registrar/admissions/12/decision',
      body: { decision: 'ADMIT', message: 'Welcome aboard.' },
    });
    expect(await screen.findByText(/Bo Lovelace is admitted\./)).toBeTruthy();
    expect(screen.getByText(/Nothing waits in this queue\./)).toBeTruthy();
  });

  it('says so in the dialog when another registrar decided first', async () => {
    const api = fakeRegistrarApi({ conflictOn: '/staff-api/registrar/transcripts/7/move' });
    signIn();
    const { user } = renderStaffRoute(api.fetch, '/staff/registrar');
    await user.click(await screen.findByRole('button', { name: 'Mark sent for Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    expect(
      await within(dialog).findByText(
        'Someone else has already moved or decided this request. Refresh the queue.',
      ),
    ).toBeTruthy();
    // The queue is asked again, so the row another registrar moved goes away.
    await waitFor(() =>
      expect(api.sent.filter((c) => c.path === '/staff-api/registrar/transcripts')).toHaveLength(2),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Mark sent for Ada Lovelace' }),
    );
  });

  it('keeps the filters and the page in the address, and shows the empty, refused and failed states', async () => {
    const api = fakeRegistrarApi();
    signIn();
    const { user, location, router } = renderStaffRoute(api.fetch, '/staff/registrar');
    await screen.findByRole('table', { name: 'Transcript requests, page 1' });

    await user.selectOptions(screen.getByLabelText('Tenant'), 'metro-transit');
    await user.selectOptions(screen.getByLabelText('Waiting at least'), '7');
    await user.selectOptions(screen.getByLabelText('Step'), 'SENT');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(location()).toBe('/staff/registrar?step=SENT&tenant=metro-transit&minDays=7');
    expect(await screen.findByText('Nothing waits in this queue.')).toBeTruthy();
    expect(api.sent.at(-1)?.query).toBe('step=SENT&tenant=metro-transit&minDays=7');

    await router.navigate(-1);
    expect(await screen.findByRole('table', { name: 'Transcript requests, page 1' })).toBeTruthy();
    expect((screen.getByLabelText('Tenant') as HTMLSelectElement).value).toBe('');

    await user.click(screen.getByRole('tab', { name: 'Exam registrations' }));
    expect(location()).toBe('/staff/registrar?queue=exam-registrations');
    expect(await screen.findByText('Nothing waits in this queue.')).toBeTruthy();

    await router.navigate('/staff/registrar?page=0');
    expect(await screen.findByText('This value is not valid')).toBeTruthy();
  });

  it('sorts a queue from its headings, the longest waiting first by default', async () => {
    const api = fakeRegistrarApi();
    signIn();
    const { user, location } = renderStaffRoute(
      api.fetch,
      '/staff/registrar?tenant=metro-transit&page=2',
    );
    await screen.findByRole('table', { name: 'Transcript requests, page 2' });
    const heading = (name: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(heading('Waiting').getAttribute('aria-sort')).toBe('descending');
    expect(heading('Tenant').getAttribute('aria-sort')).toBe('none');

    await user.click(within(heading('Waiting')).getByRole('button'));
    await screen.findByRole('table', { name: 'Transcript requests, page 1' });
    expect(location()).toBe('/staff/registrar?tenant=metro-transit&sort=waited&dir=asc');
    expect(heading('Waiting').getAttribute('aria-sort')).toBe('ascending');
    expect(api.sent.at(-1)?.query).toBe('step=REQUESTED&tenant=metro-transit&sort=waited&dir=asc');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]!.textContent).toContain('Bo'),
    );

    await user.click(within(heading('Tenant')).getByRole('button'));
    await waitFor(() =>
      expect(location()).toBe('/staff/registrar?tenant=metro-transit&sort=tenant&dir=asc'),
    );
    expect(heading('Tenant').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Waiting').getAttribute('aria-sort')).toBe('none');
  });

  it('offers to try again when the server fails, and says a role may not', async () => {
    signIn();
    renderStaffRoute(fakeRegistrarApi({ failQueue: 500 }).fetch, '/staff/registrar');
    expect(await screen.findByText('This could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows no link to the queues to a member who may not work them', async () => {
    signIn();
    renderStaffRoute(fakeRegistrarApi({ roles: ['support_agent'] }).fetch, '/staff');
    expect(await screen.findByRole('heading', { name: 'Signed in as Rae Registrar' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Open the queues/ })).toBeNull();
  });
});
