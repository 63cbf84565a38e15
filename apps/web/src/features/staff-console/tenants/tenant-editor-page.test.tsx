import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffRole } from '@portal/domain/staff/staff-roles';
import type { StaffTenant } from '@portal/domain/staff/tenant-settings';
import { tenantConfigSchema } from '@portal/domain/tenant/tenant-config';
import defaultConfig from '../../../../../../tenants/default/config.json';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const fhsu: StaffTenant = {
  id: 'fhsu',
  revision: 0,
  source: 'files',
  updatedAt: null,
  updatedBy: null,
  // The default tenant's real settings under fhsu's identity (the web project reads only its file).
  config: tenantConfigSchema.parse({
    ...defaultConfig,
    id: 'fhsu',
    name: 'Fort Hays State University',
    hosts: ['fhsu.crestline.example'],
    partnerSlug: 'fhsu',
    phones: { studentAdvisor: '(785) 555-0110', publicAdvisor: '(785) 555-0111' },
    systemAlert: undefined,
    programs: ['FHSU-BGS'],
  }),
};

/** The staff API as the server answers a tenant admin of fhsu; `publish` answers the PUT. */
function fakeTenantApi(
  roles: StaffRole[],
  publish: (body: unknown) => Response = (body) =>
    json(200, { ...fhsu, revision: 1, source: 'console', config: fhsu.config, sent: body }),
) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown =
      init?.body instanceof Blob
        ? init.body
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined;
    sent.push({ method, path: url.pathname, body });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'tenant-admin@staff.demo.test',
        name: 'Tess Admin',
        roles,
        scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      });
    }
    if (url.pathname === '/staff-api/tenants') {
      return json(200, {
        tenants: [
          {
            id: 'fhsu',
            name: fhsu.config.name,
            kind: 'school',
            hosts: fhsu.config.hosts,
            partnerSlug: 'fhsu',
            revision: 0,
            source: 'files',
          },
        ],
      });
    }
    if (url.pathname === '/staff-api/tenants/fhsu/folder.json' && method === 'PUT') {
      sent.at(-1)!.body = { query: url.searchParams.toString(), file: body };
      return json(200, { ...fhsu, revision: 1, source: 'console' });
    }
    if (url.pathname === '/staff-api/tenants/fhsu/config.json' && method === 'PUT') {
      sent.at(-1)!.body = { query: url.searchParams.toString(), file: body };
      return json(200, { ...fhsu, revision: 1, source: 'console' });
    }
    if (url.pathname === '/staff-api/tenants/fhsu/logo') {
      sent.at(-1)!.body = { query: url.searchParams.toString(), file: body };
      return json(200, { ...fhsu, revision: 1, source: 'console' });
    }
    if (url.pathname === '/staff-api/tenants/fhsu') {
      return method === 'PUT' ? publish(body) : json(200, fhsu);
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

/** The settings' form (the logo has a form and a reason of its own). */
const settings = () => screen.getByRole('form', { name: 'Settings' });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe('the tenant pages', () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('are an area of the console for tenant admins, listing the tenants they edit', async () => {
    signIn();
    const api = fakeTenantApi(['tenant_admin']);
    const { user, location } = renderStaffRoute(api.fetch, '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    await user.click(within(nav).getByRole('link', { name: 'Tenants' }));
    expect(location()).toBe('/staff/tenants');
    const table = await screen.findByRole('table', { name: 'The tenants you edit' });
    // A tenant admin creates no tenant: that is the provider's.
    expect(screen.queryByRole('button', { name: 'New tenant' })).toBeNull();
    await user.click(within(table).getByRole('link', { name: 'Fort Hays State University' }));
    expect(location()).toBe('/staff/tenants/fhsu');
    expect(await screen.findByRole('heading', { name: 'Fort Hays State University' })).toBeTruthy();
  });

  it('says what the contrast rules refuse as the colour is typed, and publishes nothing then', async () => {
    signIn();
    const api = fakeTenantApi(['tenant_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    const text = await screen.findByLabelText('Text colour');
    await user.clear(text);
    await user.type(text, '#dddddd');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/contrast|4\.5:1/i, { selector: '.form-field__error' })).toBeTruthy();
    // The preview follows the draft.
    expect(
      screen.getByRole('figure', { name: 'Preview of the storefront in this look' }),
    ).toBeTruthy();
    await user.type(within(settings()).getByLabelText('Reason'), 'New colours');
    await user.click(screen.getByRole('button', { name: 'Publish to every instance' }));
    expect(document.activeElement).toBe(text);
    expect(api.sent.some((s) => s.method === 'PUT')).toBe(false);
  });

  it('publishes only the sections changed, from the revision loaded, with the reason', async () => {
    signIn();
    const api = fakeTenantApi(['tenant_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    const phone = await screen.findByLabelText('Advisor line for students');
    await user.clear(phone);
    await user.type(phone, '(785) 555-0199');
    await user.selectOptions(screen.getByLabelText('Banner'), 'TEXT');
    await user.type(screen.getByLabelText('Message'), 'Closed on Friday');
    await user.type(screen.getByLabelText('Banner id'), 'closure');
    expect(screen.getByText('2 sections changed.')).toBeTruthy();
    await user.type(within(settings()).getByLabelText('Reason'), 'Closure notice');
    await user.click(screen.getByRole('button', { name: 'Publish to every instance' }));
    await waitFor(() => expect(api.sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toEqual({
      revision: 0,
      changes: {
        phones: { studentAdvisor: '(785) 555-0199', publicAdvisor: '(785) 555-0111' },
        systemAlert: { kind: 'TEXT', id: 'closure', message: 'Closed on Friday' },
      },
      reason: 'Closure notice',
    });
    expect(await screen.findByText(/Published as revision 1/)).toBeTruthy();
  });

  it("publishes the alert's Spanish message, asked for on a site that offers Spanish", async () => {
    signIn();
    const api = fakeTenantApi(['tenant_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    await user.selectOptions(await screen.findByLabelText('Banner'), 'TEXT');
    await user.type(screen.getByLabelText('Message'), 'Closed on Friday');
    const spanish = screen.getByLabelText('Message (Spanish)');
    // Marked Spanish, for a screen reader's voice and the spelling check.
    expect(spanish.getAttribute('lang')).toBe('es');
    await user.type(spanish, 'Cerrado el viernes');
    await user.type(screen.getByLabelText('Banner id'), 'closure');
    await user.type(within(settings()).getByLabelText('Reason'), 'Closure notice');
    await user.click(screen.getByRole('button', { name: 'Publish to every instance' }));
    await waitFor(() => expect(api.sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toMatchObject({
      changes: {
        systemAlert: {
          kind: 'TEXT',
          id: 'closure',
          message: 'Closed on Friday',
          es: { message: 'Cerrado el viernes' },
        },
      },
    });
  });

  it("shows the server's refusal under its field, and offers a reload when someone published first", async () => {
    signIn();
    let answer = json(400, {
      global: [{ code: 'TENANT_SETTINGS_INVALID', message: '' }],
      fields: [
        {
          field: 'programs.0',
          code: 'TENANT_SETTINGS_INVALID',
          message: 'Unknown degree program "NOPE"',
        },
      ],
    });
    const api = fakeTenantApi(['tenant_admin'], () => answer);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    const programs = await screen.findByLabelText('Degree programs offered');
    await user.clear(programs);
    await user.type(programs, 'NOPE');
    await user.type(within(settings()).getByLabelText('Reason'), 'More programs');
    await user.click(screen.getByRole('button', { name: 'Publish to every instance' }));
    expect(await screen.findByText('Unknown degree program "NOPE"')).toBeTruthy();

    answer = json(409, {
      global: [
        {
          code: 'TENANT_CHANGED_MEANWHILE',
          message: 'Someone else published a change to this tenant meanwhile. Reload to see it.',
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Publish to every instance' }));
    expect(await screen.findByRole('button', { name: 'Reload the tenant' })).toBeTruthy();
  });

  it('publishes a logo file with the revision loaded and a reason', async () => {
    signIn();
    const api = fakeTenantApi(['tenant_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    const logo = await screen.findByRole('form', { name: 'Logo' });
    const file = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });
    await user.click(within(logo).getByRole('button', { name: 'Publish the logo' }));
    expect(within(logo).getByText('Choose a file.')).toBeTruthy();
    await user.upload(within(logo).getByLabelText('New logo file'), file);
    await user.type(within(logo).getByLabelText('Reason'), 'Rebrand');
    await user.click(within(logo).getByRole('button', { name: 'Publish the logo' }));
    await waitFor(() => expect(api.sent.some((s) => s.path.endsWith('/logo'))).toBe(true));
    const sent = api.sent.find((s) => s.path.endsWith('/logo'));
    expect(sent).toMatchObject({ method: 'PUT', body: { query: 'revision=0&reason=Rebrand' } });
    expect(await screen.findByText('Logo published as revision 1.')).toBeTruthy();
  });

  it('schedules a window, told at once when it ends before it starts', async () => {
    signIn();
    const api = fakeTenantApi(['tenant_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    await user.click(await screen.findByRole('button', { name: 'Add a window' }));
    const window = screen.getByRole('group', { name: 'Window 1' });
    const starts = within(window).getByLabelText('Starts (UTC)');
    const ends = within(window).getByLabelText('Ends (UTC)');
    await user.type(starts, '2027-01-10T00:00');
    await user.type(ends, '2027-01-05T00:00');
    expect(within(window).getByText('endsAt must be after startsAt')).toBeTruthy();
    await user.clear(ends);
    await user.type(ends, '2027-01-20T00:00');
    const override = within(window).getByLabelText('Settings during the window (JSON)');
    await user.clear(override);
    await user.click(override);
    await user.paste('{"features": {"readinessAssessment": true}}');
    await user.type(within(settings()).getByLabelText('Reason'), 'Campaign');
    await user.click(screen.getByRole('button', { name: 'Publish to every instance' }));
    await waitFor(() => expect(api.sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toMatchObject({
      changes: {
        scheduled: [
          {
            startsAt: '2027-01-10T00:00:00Z',
            endsAt: '2027-01-20T00:00:00Z',
            override: { features: { readinessAssessment: true } },
          },
        ],
      },
    });
  });

  it('lets a provider admin publish a whole config.json, and a tenant admin only download it', async () => {
    signIn();
    const tenantAdmin = fakeTenantApi(['tenant_admin']);
    renderStaffRoute(tenantAdmin.fetch, '/staff/tenants/fhsu');
    expect(await screen.findByRole('button', { name: 'Download config.json' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Download the folder (config and pages)' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Publish a config.json or folder file')).toBeNull();
    cleanup();

    const api = fakeTenantApi(['provider_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    const input = await screen.findByLabelText('Publish a config.json or folder file');
    const file = new File(
      [JSON.stringify({ ...fhsu.config, name: 'FHSU Online' })],
      'config.json',
      {
        type: 'application/json',
      },
    );
    await user.upload(input, file);
    const section = screen.getByRole('region', { name: 'The tenant as a file' });
    await user.type(within(section).getByLabelText('Reason'), 'Reviewed');
    await user.click(within(section).getByRole('button', { name: 'Publish the file' }));
    await waitFor(() =>
      expect(api.sent.some((s) => s.path.endsWith('/config.json') && s.method === 'PUT')).toBe(
        true,
      ),
    );
    expect(api.sent.find((s) => s.method === 'PUT')?.body).toMatchObject({
      query: 'revision=0&reason=Reviewed',
      file: { id: 'fhsu', name: 'FHSU Online' },
    });
  });

  it('lets a provider admin publish a folder file, config and pages together', async () => {
    signIn();
    const api = fakeTenantApi(['provider_admin']);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    const input = await screen.findByLabelText('Publish a config.json or folder file');
    const folder = {
      files: {
        'config.json': { ...fhsu.config, name: 'FHSU Online' },
        'content/home.json': { headline: 'Study online', intro: 'With FHSU.' },
      },
    };
    await user.upload(
      input,
      new File([JSON.stringify(folder)], 'fhsu-folder.json', { type: 'application/json' }),
    );
    const section = screen.getByRole('region', { name: 'The tenant as a file' });
    await user.type(within(section).getByLabelText('Reason'), 'From staging');
    await user.click(within(section).getByRole('button', { name: 'Publish the file' }));
    await waitFor(() => expect(api.sent.some((s) => s.path.endsWith('/folder.json'))).toBe(true));
    expect(api.sent.find((s) => s.path.endsWith('/folder.json'))).toMatchObject({
      method: 'PUT',
      body: { query: 'revision=0&reason=From+staging', file: JSON.parse(JSON.stringify(folder)) },
    });
    expect(await screen.findByText('The folder was published as revision 1.')).toBeTruthy();
    expect(api.sent.some((s) => s.path.endsWith('/config.json') && s.method === 'PUT')).toBe(false);
  });
});
