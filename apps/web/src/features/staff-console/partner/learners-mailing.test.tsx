import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PartnerMailing } from '@portal/domain/staff/partner-mailing';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const MAILING = '/staff-api/partner/tenants/fhsu/learners-mailing';

const off: PartnerMailing = {
  tenantId: 'fhsu',
  schedule: { kind: 'off' },
  recipients: [],
  eligibleRecipients: [
    { email: 'fay@staff.example.test', name: 'Fay Colleague' },
    { email: 'partner@staff.demo.test', name: 'Parker Partner' },
  ],
  nextOn: null,
  lastSentAt: null,
};

/** The staff API as it answers fhsu's partner staff; `save` answers the PUT. */
function fakeMailingApi(options: { mailing?: () => Response; save?: (body: unknown) => Response }) {
  const puts: unknown[] = [];
  // What the server holds: a saved mailing is what it answers next.
  let saved: Response | undefined;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'partner@staff.demo.test',
        name: 'Parker Partner',
        roles: ['partner_staff'],
        scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      });
    }
    if (url.pathname === '/staff-api/partner/programs') return json(200, { programs: [] });
    if (url.pathname === '/staff-api/partner/learners') {
      return json(200, { learners: [], page: 1, pageSize: 25, hasMore: false });
    }
    if (url.pathname === MAILING && init?.method === 'PUT') {
      const body: unknown = JSON.parse(String(init.body));
      puts.push(body);
      const answer = options.save?.(body) ?? json(500, {});
      if (answer.ok) saved = answer.clone();
      return answer;
    }
    if (url.pathname === MAILING) return saved?.clone() ?? options.mailing?.() ?? json(200, off);
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, puts };
}

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

async function mailingSection() {
  return screen.findByRole('region', { name: 'The learners file by mail' });
}

describe("the learners page's scheduled mailing", () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('saves a weekly schedule to the chosen colleagues, and says when the next file goes', async () => {
    signIn();
    const api = fakeMailingApi({
      save: () =>
        json(200, {
          ...off,
          schedule: { kind: 'weekly', weekday: 3 },
          recipients: ['fay@staff.example.test'],
          nextOn: '2026-11-25',
        }),
    });
    const { user } = renderStaffRoute(api.fetch, '/staff/partner/learners');
    const section = await mailingSection();
    const never = await within(section).findByRole('radio', { name: 'Never (off)' });
    expect((never as HTMLInputElement).checked).toBe(true);
    expect(within(section).getByText('No file is sent.')).toBeTruthy();
    // The weekday appears with the weekly choice only.
    expect(within(section).queryByLabelText('On')).toBeNull();
    await user.click(within(section).getByRole('radio', { name: 'Every week' }));
    await user.selectOptions(within(section).getByLabelText('On'), 'Wednesday');
    await user.click(
      within(section).getByRole('checkbox', { name: 'Fay Colleague (fay@staff.example.test)' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Save the schedule' }));
    expect(
      await within(section).findByText(/Saved\. The next file goes on 11\/25\/2026\./),
    ).toBeTruthy();
    expect(api.puts).toEqual([
      { schedule: { kind: 'weekly', weekday: 3 }, recipients: ['fay@staff.example.test'] },
    ]);
  });

  it('asks for a recipient before sending, and shows the server refusing one under them', async () => {
    signIn();
    const api = fakeMailingApi({
      save: () =>
        json(400, {
          global: [{ code: 'VALIDATION_FAILED', message: 'Bad request' }],
          fields: [{ field: 'recipients.0', code: 'validation.invalid', message: 'Invalid' }],
        }),
    });
    const { user } = renderStaffRoute(api.fetch, '/staff/partner/learners');
    const section = await mailingSection();
    await user.click(await within(section).findByRole('radio', { name: 'Every month' }));
    const save = within(section).getByRole('button', { name: 'Save the schedule' });
    await user.click(save);
    const recipients = within(section).getByRole('group', { name: 'Send it to' });
    expect(await within(recipients).findByText('This field is required')).toBeTruthy();
    expect(recipients.getAttribute('aria-invalid')).toBe('true');
    expect(api.puts).toEqual([]);

    await user.selectOptions(within(section).getByLabelText(/On day/), '15');
    await user.click(
      within(section).getByRole('checkbox', { name: 'Parker Partner (partner@staff.demo.test)' }),
    );
    await user.click(save);
    await waitFor(() => expect(api.puts).toHaveLength(1));
    expect(api.puts[0]).toEqual({
      schedule: { kind: 'monthly', day: 15 },
      recipients: ['partner@staff.demo.test'],
    });
    expect(await within(recipients).findByText('This value is not valid')).toBeTruthy();
  });

  it('says it is loading, and offers to try again when the schedule cannot be read', async () => {
    signIn();
    const api = fakeMailingApi({ mailing: () => json(500, {}) });
    renderStaffRoute(api.fetch, '/staff/partner/learners');
    const section = await mailingSection();
    expect(within(section).getByText('Loading the schedule…')).toBeTruthy();
    expect(await within(section).findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
