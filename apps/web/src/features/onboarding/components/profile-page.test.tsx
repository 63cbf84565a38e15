import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@portal/domain/i18n/languages';
import type { PublicTenantConfig } from '@portal/domain/tenant/tenant-config';
import { authSession, sessionFromTokenResponse } from '@/lib/auth-session';
import { defaultTenantBootstrap } from '@/lib/default-tenant-bootstrap';
import { loadLanguage } from '@/lib/i18n';
import { toastStore } from '@/lib/toasts';
import { createFakeServer, json } from '@/testing/fake-server';
import { TestProviders, testServices } from '@/testing/test-services';
import { ProfilePage } from './profile-page';

const BILLING = {
  addressType: 'billing',
  address1: '1 Main St',
  city: 'Hays',
  state: 'KS',
  country: 'US',
  zipCode: '67601',
};

function renderProfile(
  addresses: (typeof BILLING)[],
  page: { language?: Language; config?: PublicTenantConfig } = {},
) {
  const user = {
    uuid: 'u1',
    firstName: 'Maya',
    lastName: 'Lin',
    addresses,
    phoneNumbers: [],
    attributes: { userData: null, orientationStarted: false },
  };
  const server = createFakeServer({
    routes: {
      'GET /user-api/users': () => json(200, user),
      'PUT /user-api/users': () => json(200, user),
    },
  });
  authSession.set(sessionFromTokenResponse(server.issue(), Date.now()));
  const router = createMemoryRouter([{ path: '/', element: <ProfilePage /> }]);
  render(
    <TestProviders services={testServices({ fetch: server.fetch, ...page })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { server, learner: userEvent.setup() };
}

describe('ProfilePage (WCAG 3.3.7 Redundant Entry)', () => {
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  it('starts with the billing address the learner paid with, says so, and lets it be changed', async () => {
    const { server, learner } = renderProfile([BILLING]);
    const street = await screen.findByLabelText('Street address');
    expect((street as HTMLInputElement).value).toBe('1 Main St');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Hays');
    expect((screen.getByLabelText('State') as HTMLInputElement).value).toBe('KS');
    expect((screen.getByLabelText('ZIP code') as HTMLInputElement).value).toBe('67601');
    // The group is described by where the address came from, so a screen reader says it too.
    const group = screen.getByRole('group', { name: 'Home address' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'We filled in the billing address you paid with. Change it if you live somewhere else.',
    );

    await learner.clear(street);
    await learner.type(street, '9 Elm Ave');
    await learner.type(screen.getByLabelText('Phone number'), '7855550100');
    await learner.type(screen.getByLabelText('Date of birth'), '1994-03-15');
    await learner.type(screen.getByLabelText('Target completion date'), '06/2099');
    await learner.selectOptions(
      screen.getByLabelText('What is your main reason for taking courses?'),
      'Grow in my job',
    );
    await learner.click(screen.getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = JSON.parse(server.requests.find((r) => r.method === 'PUT')!.body ?? '{}');
    expect(sent.addresses).toEqual([{ ...BILLING, address1: '9 Elm Ave' }]);
  });

  it('asks for the address when none was given before', async () => {
    renderProfile([]);
    const street = await screen.findByLabelText('Street address');
    expect((street as HTMLInputElement).value).toBe('');
    expect(
      screen.getByRole('group', { name: 'Home address' }).hasAttribute('aria-describedby'),
    ).toBe(false);
    expect(screen.queryByText(/billing address you paid with/)).toBeNull();
  });
});

describe('ProfilePage on a Spanish page (docs/languages.md "A tenant\'s own content")', () => {
  beforeAll(() => loadLanguage('es'));
  afterEach(() => {
    authSession.clear();
    toastStore.clear();
  });

  const config = defaultTenantBootstrap().config;
  const FORMER_STUDENT = {
    id: 'former-student',
    label: 'Have you studied here before?',
    type: 'select' as const,
    options: ['Yes', 'No'],
    required: true,
  };

  it('asks the question in Spanish and saves the same answer an English page would', async () => {
    const question = {
      ...FORMER_STUDENT,
      es: { label: '¿Ha estudiado aquí antes?', options: ['Sí', 'No'] },
    };
    const { server, learner } = renderProfile([BILLING], {
      language: 'es',
      config: { ...config, onboardingQuestions: [question] },
    });
    const select = await screen.findByLabelText('¿Ha estudiado aquí antes?');
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('lang')]),
    ).toEqual([
      ['Elija una respuesta', null],
      ['Sí', null],
      ['No', null],
    ]);
    expect(screen.queryByText('Este texto se muestra en inglés.')).toBeNull();

    await learner.selectOptions(select, 'Sí');
    await learner.type(screen.getByLabelText('Número de teléfono'), '7855550100');
    await learner.type(screen.getByLabelText('Fecha de nacimiento'), '1994-03-15');
    await learner.type(screen.getByLabelText('Fecha prevista de finalización'), '06/2099');
    await learner.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    await vi.waitFor(() => expect(server.requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = JSON.parse(server.requests.find((r) => r.method === 'PUT')!.body ?? '{}');
    expect(sent.userData).toEqual({ 'former-student': 'Yes' });
  });

  it('shows a question written only in English as English, and says so once', async () => {
    renderProfile([BILLING], {
      language: 'es',
      config: { ...config, onboardingQuestions: [FORMER_STUDENT] },
    });
    const label = await screen.findByText('Have you studied here before?');
    expect(label.getAttribute('lang')).toBe('en');
    expect(screen.getByLabelText('Have you studied here before?')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Yes' }).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('option', { name: 'Elija una respuesta' }).getAttribute('lang')).toBe(
      null,
    );
    const notes = screen.getAllByText('Este texto se muestra en inglés.');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.getAttribute('lang')).toBe('es');
    expect(screen.getByRole('group', { name: 'Algunas preguntas' }).contains(notes[0]!)).toBe(true);
  });

  it('shows an English page the English without a note', async () => {
    const question = {
      ...FORMER_STUDENT,
      es: { label: '¿Ha estudiado aquí antes?', options: ['Sí', 'No'] },
    };
    renderProfile([BILLING], { config: { ...config, onboardingQuestions: [question] } });
    const label = await screen.findByText('Have you studied here before?');
    expect(label.getAttribute('lang')).toBeNull();
    expect(screen.queryByText('This text is shown in English.')).toBeNull();
  });
});
