import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json, type FakeHandler } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { RequestInfoSection } from './request-info-section';

/** Renders the section and waits for its form, which loads on demand. */
async function renderForm(createLead: FakeHandler = () => json(201, {})) {
  const server = createFakeServer({ routes: { 'POST /user-api/leads': createLead } });
  const router = createMemoryRouter([{ path: '/', element: <RequestInfoSection /> }]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  await screen.findByRole('button', { name: 'Request information' });
  return { server, user: userEvent.setup() };
}

/** The texts an input's aria-describedby points at. */
const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent);

const submit = () => screen.getByRole('button', { name: 'Request information' });

describe('RequestInfoForm', () => {
  afterEach(() => toastStore.clear());

  it('is the #request-info target of the header link', async () => {
    await renderForm();
    expect(screen.getByRole('region', { name: 'Request information' }).id).toBe('request-info');
  });

  it('says which required fields are missing, under each, and focuses the first', async () => {
    const { user, server } = await renderForm();
    await user.click(submit());
    // The form's check is asynchronous: wait for its answer, not for the click alone.
    await waitFor(() =>
      expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true'),
    );
    for (const label of ['First name', 'Last name', 'Email']) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(describedBy(input)).toContain('This field is required');
    }
    // The optional fields stay quiet.
    expect(screen.getByLabelText('Phone (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(server.requests).toHaveLength(0);
  });

  it('checks the phone format when the field is left', async () => {
    const { user } = await renderForm();
    const phone = screen.getByLabelText('Phone (optional)');
    await user.type(phone, '555-1234');
    await user.tab();
    expect(describedBy(phone)).toContain('The phone number must contain 10 digits');
    await user.clear(phone);
    await user.type(phone, '(555) 123-4567');
    await user.tab();
    expect(phone.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the errors the server finds under their fields', async () => {
    const { user } = await renderForm(() =>
      json(400, {
        fields: [
          {
            field: 'email',
            code: 'validation.emailAscii',
            message: 'The email field must be a valid email.',
          },
        ],
      }),
    );
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.type(screen.getByLabelText('Last name'), 'Park');
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.click(submit());
    const email = screen.getByLabelText('Email');
    await vi.waitFor(() =>
      expect(describedBy(email)).toContain('The email field must be a valid email.'),
    );
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('sends the lead, thanks the visitor in a polite live region and empties the form', async () => {
    const { user, server } = await renderForm();
    await user.type(screen.getByLabelText('First name'), 'Dana');
    await user.type(screen.getByLabelText('Last name'), "O'Neil");
    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Phone (optional)'), '(555) 123-4567');
    await user.type(screen.getByLabelText('Message (optional)'), 'Evening courses?');
    await user.click(submit());
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status.textContent).toMatch(/Your request has been sent/));
    expect(status.getAttribute('aria-live')).toBe('polite');
    const sent = server.requests.find((r) => r.path === '/user-api/leads');
    expect(sent?.headers.Authorization).toBeUndefined();
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      leadType: 'INFO_REQUEST',
      firstName: 'Dana',
      lastName: "O'Neil",
      email: 'dana@example.com',
      phone: '(555) 123-4567',
      message: 'Evening courses?',
    });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(submit()).toHaveProperty('disabled', false);
  });
});
