import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADA_ID, ADA_RECORD, fakeStaffStudentsApi } from './fake-staff-students-api';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

// docs/staff-console.md "Acting on a student": the Actions section and its dialogs.
const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 900_000 });

const section = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).closest('section')!);

async function openRecord(api: ReturnType<typeof fakeStaffStudentsApi>) {
  signIn();
  const rendered = renderStaffRoute(api.fetch, `/staff/students/${ADA_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace 01' });
  return rendered;
}

describe('the Actions section', () => {
  afterEach(() => staffSession.set(null));

  it('offers a support agent the actions on the account, each in its own dialog', async () => {
    await openRecord(fakeStaffStudentsApi());
    await screen.findByRole('heading', { level: 2, name: 'Actions' });
    expect(
      section('Actions')
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Send a password recovery link',
      'Lift the sign-in throttle',
      'End all sessions',
      'Correct profile details',
      'Extend access',
      'End access',
    ]);
  });

  it('shows no actions to a role that may not take them', async () => {
    const api = fakeStaffStudentsApi({ roles: ['finance'] });
    await openRecord(api);
    await waitFor(() => expect(api.sent.some((call) => call.path === '/staff-api/me')).toBe(true));
    expect(screen.queryByRole('heading', { level: 2, name: 'Actions' })).toBeNull();
  });

  it('asks for a reason, sends it, reads the record again and says what was done', async () => {
    const api = fakeStaffStudentsApi();
    const { user } = await openRecord(api);
    expect(section('Sign-in').getByText('Locked until 11/28/2026 10:15 UTC')).toBeTruthy();
    const open = await screen.findByRole('button', { name: 'Lift the sign-in throttle' });
    await user.click(open);

    const dialog = await screen.findByRole('alertdialog', { name: 'Lift the sign-in throttle' });
    expect(dialog.textContent).toContain('Ada Lovelace 01 can try their password again at once');
    const reason = within(dialog).getByLabelText('Reason');
    expect(document.activeElement).not.toBe(document.body);

    // Without a reason the dialog says so on the field and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Lift the throttle' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    expect(api.sent.some((call) => call.method === 'POST')).toBe(false);

    await user.type(reason, 'Ticket 42: locked out');
    await user.click(within(dialog).getByRole('button', { name: 'Lift the throttle' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.find((call) => call.method === 'POST')).toMatchObject({
      path: `/staff-api/students/${ADA_ID}/actions/lift-sign-in-throttle`,
      authorization: 'Bearer staff-token',
      body: { reason: 'Ticket 42: locked out' },
    });
    expect((await section('Actions').findByRole('status')).textContent).toBe(
      'The sign-in throttle was lifted for Ada Lovelace 01.',
    );
    expect(await section('Sign-in').findByText('Not locked')).toBeTruthy();
    expect(document.activeElement).toBe(open);
  });

  it('counts the sessions it ended', async () => {
    const { user } = await openRecord(fakeStaffStudentsApi());
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End all sessions' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(
      await section('Actions').findByText('Ada Lovelace 01 was signed out of 2 sessions.'),
    ).toBeTruthy();
  });

  it("keeps the dialog open with the server's field error or the catalogue's words", async () => {
    const { user } = await openRecord(fakeStaffStudentsApi());
    await user.click(await screen.findByRole('button', { name: 'Send a password recovery link' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Send a password recovery link',
    });
    const reason = within(dialog).getByLabelText('Reason');
    await user.type(reason, 'refuse');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You do not have access permissions.',
    );

    // Cancel closes it; opened again, it starts afresh.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send a password recovery link' }));
    const again = await screen.findByRole('alertdialog');
    expect((within(again).getByLabelText('Reason') as HTMLTextAreaElement).value).toBe('');
    expect(within(again).queryByRole('alert')).toBeNull();
  });

  it('corrects the profile with the student side’s rules, and the record shows it', async () => {
    const api = fakeStaffStudentsApi();
    const { user } = await openRecord(api);
    await user.click(await screen.findByRole('button', { name: 'Correct profile details' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Correct profile details' });
    const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
    expect(field('First name').value).toBe('Ada');
    expect(field('Phone 1 (optional)').value).toBe('(785) 555-0100');

    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Byron');
    await user.type(field('Phone 2 (optional)'), '12');
    await user.type(field('Reason'), 'Ticket 77');
    await user.click(within(dialog).getByRole('button', { name: 'Save the details' }));
    expect(await within(dialog).findByText('The phone number must contain 10 digits')).toBeTruthy();
    expect(api.sent.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(field('Phone 2 (optional)'));
    await user.type(field('Phone 2 (optional)'), '785 555 0199');
    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save the details' }));
    expect(
      await within(dialog).findByText('There is already a user with this email address'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('E-mail')));

    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'ada.byron@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      reason: 'Ticket 77',
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada.byron@example.com',
      phoneNumbers: ['(785) 555-0100', '785 555 0199'],
    });
    expect(
      await section('Actions').findByText("Ada Lovelace 01's details were corrected (2 fields)."),
    ).toBeTruthy();
    expect(await section('Profile').findByText('ada.byron@example.com')).toBeTruthy();
  });

  it.each([
    ['english', true],
    ['any-script', false],
  ] as const)(
    "checks the name by the student's tenant's rule (%s): José refused only by English letters",
    async (nameRule, refused) => {
      const api = fakeStaffStudentsApi({ nameRule });
      const { user } = await openRecord(api);
      await user.click(await screen.findByRole('button', { name: 'Correct profile details' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Correct profile details' });
      const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
      await user.clear(field('First name'));
      await user.type(field('First name'), 'José');
      // The fixture's "Lovelace 01" has digits, which neither rule takes.
      await user.clear(field('Last name'));
      await user.type(field('Last name'), 'Nguyễn');
      await user.type(field('Reason'), 'Ticket 78');
      await user.click(within(dialog).getByRole('button', { name: 'Save the details' }));
      if (refused) {
        expect(
          await within(dialog).findAllByText(
            /^Must start with a letter and use only English letters/,
          ),
        ).not.toHaveLength(0);
        expect(api.sent.some((call) => call.method === 'POST')).toBe(false);
      } else {
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(api.sent.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
          firstName: 'José',
        });
      }
    },
  );

  it('extends the access to a day, with the refusal under the day, and the record shows it', async () => {
    const api = fakeStaffStudentsApi();
    const { user } = await openRecord(api);
    expect(section('Membership and plan').getByText('01/05/2027')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Extend access' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Extend access' });
    expect(dialog.textContent).toContain("Ada Lovelace 01's access now ends on 01/05/2027");
    const day = within(dialog).getByLabelText('Access ends on') as HTMLInputElement;
    expect(day.type).toBe('date');
    await user.type(within(dialog).getByLabelText('Reason'), 'Ticket 90');

    fireEvent.change(day, { target: { value: '2026-01-02' } });
    await user.click(within(dialog).getByRole('button', { name: 'Extend access' }));
    expect(
      await within(dialog).findByText(
        'Choose a day after today and after the current end of access, within two years.',
      ),
    ).toBeTruthy();

    fireEvent.change(day, { target: { value: '2027-03-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Extend access' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.filter((call) => call.method === 'POST').at(-1)).toMatchObject({
      path: `/staff-api/students/${ADA_ID}/actions/extend-access`,
      body: { reason: 'Ticket 90', endsOn: '2027-03-01' },
    });
    expect(
      await section('Actions').findByText("Ada Lovelace 01's access now ends on 03/01/2027."),
    ).toBeTruthy();
    expect(await section('Membership and plan').findByText('03/01/2027')).toBeTruthy();
  });

  it('ends the access from today unless another day is chosen', async () => {
    const api = fakeStaffStudentsApi();
    const { user } = await openRecord(api);
    await user.click(await screen.findByRole('button', { name: 'End access' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End access' });
    const day = within(dialog).getByLabelText('End access on') as HTMLInputElement;
    expect(day.value).toBe(new Date().toISOString().slice(0, 10));
    fireEvent.change(day, { target: { value: '2026-12-15' } });
    await user.type(within(dialog).getByLabelText('Reason'), 'Leaving');
    await user.click(within(dialog).getByRole('button', { name: 'End access' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      reason: 'Leaving',
      endsOn: '2026-12-15',
    });
    expect(
      await section('Actions').findByText("Ada Lovelace 01's access will end on 12/15/2026."),
    ).toBeTruthy();
  });

  it('offers no access actions for a student without a paid membership', async () => {
    const api = fakeStaffStudentsApi({ membership: null });
    await openRecord(api);
    await screen.findByRole('button', { name: 'Correct profile details' });
    expect(screen.queryByRole('button', { name: 'Extend access' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End access' })).toBeNull();
  });

  it('mails the receipt of the paid order chosen, offered only when there is one', async () => {
    const paid = {
      ...ADA_RECORD.orders[0]!,
      id: '22222222-2222-4222-8222-222222222222',
      status: 'SUCCESS',
    };
    const later = {
      ...paid,
      id: '33333333-3333-4333-8333-333333333333',
      kind: 'CHALLENGE_EXAM',
      totalCents: 12500,
      createdAt: '2026-03-02T09:00:00.000Z',
    };
    const unpaid = { ...paid, id: '44444444-4444-4444-8444-444444444444', status: 'CREATED' };
    const api = fakeStaffStudentsApi({ orders: [later, unpaid, paid] });
    const { user } = await openRecord(api);
    await user.click(await screen.findByRole('button', { name: 'Mail a receipt' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mail a receipt' });
    const order = within(dialog).getByLabelText('Order') as HTMLSelectElement;
    expect([...order.options].map((option) => option.textContent)).toEqual([
      '03/02/2026: CHALLENGE_EXAM, $125.00',
      '01/05/2026: ENROLLMENT, $99.00',
    ]);
    await user.selectOptions(order, '01/05/2026: ENROLLMENT, $99.00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Ticket 12');
    await user.click(within(dialog).getByRole('button', { name: 'Mail the receipt' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent.filter((call) => call.method === 'POST').at(-1)).toMatchObject({
      path: `/staff-api/students/${ADA_ID}/actions/resend-receipt`,
      body: { reason: 'Ticket 12', orderId: paid.id },
    });
    expect(
      await section('Actions').findByText('The receipt was mailed to ada1@example.com.'),
    ).toBeTruthy();
  });

  it('offers no receipt for a student with no paid order', async () => {
    await openRecord(fakeStaffStudentsApi());
    await screen.findByRole('button', { name: 'Correct profile details' });
    expect(screen.queryByRole('button', { name: 'Mail a receipt' })).toBeNull();
  });
});
