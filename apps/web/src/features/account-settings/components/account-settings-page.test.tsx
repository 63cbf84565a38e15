import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/toaster';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { AccountSettingsPage } from './account-settings-page';

afterEach(() => {
  authSession.clear();
  toastStore.clear();
});

const STUDENT = {
  uuid: 'u1',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-04-30',
  accessCode: null,
  clientId: 'default',
  employerId: null,
  addresses: [
    {
      addressType: 'billing',
      address1: '600 Park St',
      city: 'Hays',
      state: 'KS',
      country: 'US',
      zipCode: '67601',
    },
  ],
  attributes: { userData: { q: 'a' }, orientationStarted: true },
  degreeProgram: null,
  feedbacks: [],
  phoneNumbers: ['(785) 555-0101', '(785) 555-0102'],
  profilePhoto: null,
  subscribedToSms: false,
  targetDateProgress: '05/2099',
  targetInstitutionId: null,
  transcriptPartnerId: null,
  policyAgreementStatus: { policyVersion: '2026-01' },
};

function renderPage(routes: Record<string, FakeHandler> = {}, user: object = STUDENT) {
  let tries = 0;
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () => json(200, user),
      ...routes,
      'PUT /user-api/users/password': () =>
        (tries += 1) === 1
          ? json(400, { global: [{ code: 'INVALID_PASSWORD', message: 'Invalid password' }] })
          : new Response(null, { status: 204 }),
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([{ path: '/', element: <AccountSettingsPage /> }]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
      <Toaster />
    </TestProviders>,
  );
  return { server, user: userEvent.setup() };
}

describe('account settings: change password', () => {
  it('puts a wrong current password under its field, then changes it and clears the form', async () => {
    const { server, user } = renderPage();
    const current = screen.getByLabelText('Current password');
    await user.type(current, 'Wrong#Pass1');
    await user.type(screen.getByLabelText(/^New password$/), 'Fresh#Start9');
    await user.type(screen.getByLabelText('New password again'), 'Fresh#Start9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(current);

    await user.clear(current);
    await user.type(current, 'Valid#Pass1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(''));
    const sent = server.requests.filter((r) => r.method === 'PUT');
    expect(JSON.parse(sent.at(-1)!.body)).toEqual({
      currentPassword: 'Valid#Pass1',
      newPassword: 'Fresh#Start9',
    });
  });
});

describe('account settings: details', () => {
  it('shows the user, puts a bad phone under its field, and saves without dropping the second phone', async () => {
    const { server, user } = renderPage({
      'PUT /user-api/users/account-settings': (req) =>
        json(200, { ...STUDENT, ...JSON.parse(req.body) }),
    });
    const first = await screen.findByLabelText('First name');
    await waitFor(() => expect((first as HTMLInputElement).value).toBe('Ada'));
    const phone = screen.getByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '785-555-019');
    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    // The first invalid field takes the focus, in the catalogue's words.
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('The phone number must contain 10 digits')).toBeTruthy();

    await user.type(first, 'Augusta');
    await user.clear(phone);
    await user.type(phone, '785.555.0199');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeTruthy();
    // Left, the number shows in the form of docs/product/validation.md.
    expect((phone as HTMLInputElement).value).toBe('(785) 555-0199');
    const sent = JSON.parse(server.requests.find((r) => r.method === 'PUT')!.body);
    expect(sent).toMatchObject({
      firstName: 'Augusta',
      phoneNumbers: ['(785) 555-0199', '(785) 555-0102'],
      addresses: [{ addressType: 'billing', address1: '600 Park St', country: 'US' }],
    });
    expect(sent).not.toHaveProperty('userData');
  });
});

describe('account settings: profile photo', () => {
  it('refuses a file over 500KB before sending it', async () => {
    const { server, user } = renderPage();
    const input = await screen.findByLabelText('Choose a photo');
    const big = new File([new Uint8Array(500 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(
      await screen.findByText('The uploaded image size exceeds the 500KB limit.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(server.requests.some((r) => r.path === '/user-api/users/profilePhoto')).toBe(false);
  });

  it("puts the server's refusal of a fake image under the file input", async () => {
    const { server, user } = renderPage({
      'POST /user-api/users/profilePhoto': () =>
        json(400, {
          global: [
            {
              code: 'IMAGE_NOT_SUPPORTED',
              message: 'The uploaded file is not a PNG, JPEG or WebP image.',
            },
          ],
        }),
    });
    const input = await screen.findByLabelText('Choose a photo');
    await user.upload(input, new File(['just text'], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    // Under the input (its description) and in the error toast.
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(
      input.getAttribute('aria-describedby')!.split(' ').at(-1)!,
    );
    expect(described?.textContent).toBe('The uploaded file is not a PNG, JPEG or WebP image.');
    // The toast may come a moment after the field's error: wait for both, not for the first.
    await waitFor(() =>
      expect(
        screen.getAllByText('The uploaded file is not a PNG, JPEG or WebP image.'),
      ).toHaveLength(2),
    );
    const sent = server.requests.find((r) => r.path === '/user-api/users/profilePhoto')!;
    expect(sent.headers['Content-Type']).toBe('image/png');
  });
});

describe('account settings: policy and feedback', () => {
  it('asks a student who has not agreed to the version in force, and records the agreement', async () => {
    const agreed = { ...STUDENT, policyAgreementStatus: { policyVersion: '2026-01' } };
    const { server, user } = renderPage(
      { 'PATCH /user-api/users/policy': () => json(200, agreed) },
      { ...STUDENT, policyAgreementStatus: { policyVersion: '2025-06' } },
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'The student policy has changed',
    });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const sent = server.requests.find((r) => r.method === 'PATCH')!;
    expect(JSON.parse(sent.body)).toEqual({ policyVersion: '2026-01' });
    expect(
      await screen.findByText(/You agreed to the student policy \(version 2026-01\)/),
    ).toBeTruthy();
  });

  it('needs a rating and allowed characters, then sends the feedback', async () => {
    const { server, user } = renderPage({
      'POST /user-api/users/feedback': () => json(201, STUDENT),
    });
    const message = await screen.findByLabelText('Your comments');
    await user.type(message, 'Great <b>courses</b>');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('This field contains characters that are not allowed')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('1 – poor'));

    await user.click(screen.getByLabelText('4'));
    await user.clear(message);
    await user.type(message, 'Great courses, thanks!');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeTruthy();
    const sent = server.requests.find((r) => r.path === '/user-api/users/feedback')!;
    expect(JSON.parse(sent.body)).toEqual({ rating: 4, message: 'Great courses, thanks!' });
  });
});

describe('account settings: where transcripts go', () => {
  it('offers the institutions and partners, and saves the choice', async () => {
    const { server, user } = renderPage({
      'GET /organization-api/institutions': () =>
        json(200, [
          { id: 2, name: 'Fort Hays State University' },
          { id: 3, name: 'University of the Incarnate Word' },
        ]),
      'GET /organization-api/transcript-partners': () =>
        json(200, [{ id: 1, name: 'Parchment', website: 'https://www.parchment.com' }]),
      'PUT /user-api/users/transcript-destination': (req) =>
        json(200, { ...STUDENT, ...JSON.parse(req.body) }),
    });
    const institution = await screen.findByLabelText(/^Target institution/);
    const partner = screen.getByLabelText(/^Transcript partner/);
    await screen.findByRole('option', { name: 'Parchment' });
    expect((institution as HTMLSelectElement).value).toBe('');
    await user.selectOptions(institution, 'University of the Incarnate Word');
    await user.selectOptions(partner, 'Parchment');
    await user.click(screen.getByRole('button', { name: 'Save transcript choices' }));
    expect(await screen.findByText('Your transcript choices have been saved.')).toBeTruthy();
    const sent = server.requests.find((r) => r.path === '/user-api/users/transcript-destination');
    expect(JSON.parse(sent!.body)).toEqual({ targetInstitutionId: 3, transcriptPartnerId: 1 });
  });
});
