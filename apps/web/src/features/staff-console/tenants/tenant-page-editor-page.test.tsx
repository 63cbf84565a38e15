import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffTenant, TenantPage } from '@portal/domain/staff/tenant-settings';
import { tenantConfigSchema } from '@portal/domain/tenant/tenant-config';
import defaultConfig from '../../../../../../tenants/default/config.json';
import { toastStore } from '@/lib/toasts';
import { json } from '@/testing/fake-server';
import { renderStaffRoute } from '../shared/render-staff-route';
import { staffSession } from '../sign-in/staff-session';

const fhsu: StaffTenant = {
  id: 'fhsu',
  revision: 3,
  source: 'console',
  updatedAt: '2027-01-04T10:00:00.000Z',
  updatedBy: 'tenant-admin@staff.demo.test',
  config: tenantConfigSchema.parse({
    ...defaultConfig,
    id: 'fhsu',
    name: 'Fort Hays State University',
    hosts: ['fhsu.crestline.example'],
    partnerSlug: 'fhsu',
    systemAlert: undefined,
  }),
};

// The pages as tenants/fhsu/content/home.json and the default tenant's faq.json hold them, shortened.
const home = {
  headline: 'Your path to a Fort Hays State degree',
  intro: 'Take general education courses online with {$company.name}.',
  keyFacts: [
    { title: 'Built with FHSU', text: 'Courses on this site are accepted by Fort Hays State.' },
    { title: 'Pick your courses', text: 'Choose the courses that fit your degree plan.' },
    { title: 'Math readiness', text: 'Prepare for college math first.' },
  ],
  heroImage: { name: 'hero', alt: 'A path winding over dark hills towards a golden sun' },
  programImages: { 'FHSU-BGS': 'program-fhsu-bgs' },
  trust: [
    { title: 'Recommended for college credit', text: 'Every course carries a recommendation.' },
    { title: 'Accepted by Fort Hays State', text: 'Toward the Bachelor of General Studies.' },
    { title: 'Support when you need it', text: 'Call {$support.phone}, {$support.hours}.' },
  ],
};
const faq = {
  title: 'Frequently asked questions',
  description: 'Answers about fees, payment and credit transfer.',
  sections: [{ id: 'fees', heading: 'Fees and payment', paragraphs: ['You pay monthly.'] }],
};

const pages: Record<string, TenantPage> = {
  home: { revision: 3, name: 'home', source: 'own', content: home },
  faq: { revision: 3, name: 'faq', source: 'default', content: faq },
};

/** The staff API as the server answers a tenant admin of fhsu; `answer` answers the changes. */
function fakePagesApi(answer: (method: string, name: string, body: unknown) => Response) {
  const sent: { method: string; path: string; query: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, path: url.pathname, query: url.searchParams.toString(), body });
    if (url.pathname === '/staff-api/me') {
      return json(200, {
        id: 'staff-1',
        email: 'tenant-admin@staff.demo.test',
        name: 'Tess Admin',
        roles: ['tenant_admin'],
        scope: { kind: 'tenants', tenantIds: ['fhsu'] },
      });
    }
    if (url.pathname === '/staff-api/tenants/fhsu') return json(200, fhsu);
    if (url.pathname === '/staff-api/tenants/fhsu/pages') {
      return json(200, {
        revision: 3,
        pages: Object.values(pages).map(({ name, source }) => ({ name, source })),
      });
    }
    const name = /^\/staff-api\/tenants\/fhsu\/pages\/([a-z-]+)$/.exec(url.pathname)?.[1];
    if (name && pages[name]) {
      return method === 'GET' ? json(200, pages[name]) : answer(method, name, body);
    }
    return json(404, { global: [{ code: 'NOT_FOUND', message: 'Not found' }] });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const published = (method: string, name: string, body: unknown) =>
  json(200, {
    revision: 4,
    name,
    source: method === 'DELETE' ? 'default' : 'own',
    content: method === 'DELETE' ? pages[name]!.content : (body as { content: unknown }).content,
  });

const signIn = () =>
  staffSession.set({ accessToken: 'staff-token', expiresAt: Date.now() + 15 * 60_000 });

describe("a tenant's content pages", () => {
  afterEach(() => {
    toastStore.clear();
    staffSession.set(null);
  });

  it('are listed from the tenant, each its own or the default tenant’s, and open an editor', async () => {
    signIn();
    const api = fakePagesApi(published);
    const { user, location } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu');
    await user.click(await screen.findByRole('link', { name: /^Content pages/ }));
    expect(location()).toBe('/staff/tenants/fhsu/pages');
    expect(await screen.findByText('2 pages, 1 of its own')).toBeTruthy();
    const table = screen.getByRole('table', { name: "The tenant's content pages" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "homeThe tenant's own",
      'faqTaken from the default tenant',
    ]);
    await user.click(within(table).getByRole('link', { name: 'home' }));
    expect(location()).toBe('/staff/tenants/fhsu/pages/home');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The home page of fhsu' }),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'All pages of the tenant' }));
    expect(location()).toBe('/staff/tenants/fhsu/pages');
  });

  it('edits the home page as a form checked as it is typed, and publishes it with the revision and a reason', async () => {
    signIn();
    const api = fakePagesApi(published);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu/pages/home');
    const form = await screen.findByRole('form', { name: 'Home page' });
    const headline = within(form).getByLabelText('Headline');
    expect((headline as HTMLInputElement).value).toBe('Your path to a Fort Hays State degree');
    await user.clear(headline);
    expect(headline.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain(
      '1 field needs correcting before publishing.',
    );
    await user.type(headline, 'Earn your Fort Hays degree online');
    expect(headline.getAttribute('aria-invalid')).toBeNull();

    const facts = within(form).getByRole('group', { name: 'Key facts' });
    await user.click(within(facts).getByRole('button', { name: 'Add a key fact' }));
    const fourth = within(facts).getByRole('group', { name: 'Key fact 4' });
    await user.type(within(fourth).getByLabelText('Title'), 'Transfer');
    await user.type(within(fourth).getByLabelText('Text'), 'Credit counts toward your degree.');
    await user.click(within(form).getByRole('button', { name: 'Remove Trust line 3' }));
    expect(screen.getByRole('status').textContent).toBe('The page has changes not yet published.');

    await user.click(within(form).getByRole('button', { name: 'Publish the page' }));
    // Nothing is sent without a reason.
    expect(await within(form).findByText('Say why, for the audit log.')).toBeTruthy();
    expect(api.sent.some((s) => s.method === 'PUT')).toBe(false);
    await user.type(within(form).getByLabelText('Reason'), 'New headline');
    await user.click(within(form).getByRole('button', { name: 'Publish the page' }));
    await waitFor(() => expect(api.sent.some((s) => s.method === 'PUT')).toBe(true));
    const put = api.sent.find((s) => s.method === 'PUT')!;
    expect(put.path).toBe('/staff-api/tenants/fhsu/pages/home');
    expect(put.body).toEqual({
      revision: 3,
      content: {
        ...home,
        headline: 'Earn your Fort Hays degree online',
        keyFacts: [
          ...home.keyFacts,
          { title: 'Transfer', text: 'Credit counts toward your degree.' },
        ],
        trust: home.trust.slice(0, 2),
      },
      reason: 'New headline',
    });
    expect(await screen.findByText(/The page was published as revision 4/)).toBeTruthy();
  });

  it('edits the Spanish version in the same form, publishing it beside the English as loaded', async () => {
    signIn();
    const spanish = { ...home, headline: 'Su título de Fort Hays', intro: 'Cursos en línea.' };
    pages.home = { ...pages.home!, content: { ...home, es: spanish } };
    try {
      const api = fakePagesApi(published);
      const { user, location } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu/pages/home');
      const versions = await screen.findByRole('group', { name: 'Version of the page' });
      expect(within(versions).getByLabelText('English')).toHaveProperty('checked', true);
      await user.click(within(versions).getByLabelText('Spanish'));
      expect(location()).toBe('/staff/tenants/fhsu/pages/home?version=es');

      const form = await screen.findByRole('form', { name: 'Home page (Spanish)' });
      const headline = within(form).getByLabelText('Headline (Spanish)');
      expect((headline as HTMLInputElement).value).toBe('Su título de Fort Hays');
      expect(headline.getAttribute('lang')).toBe('es');
      await user.clear(headline);
      await user.type(headline, 'Obtenga su título de Fort Hays');
      await user.type(within(form).getByLabelText('Reason'), 'Spanish headline');
      await user.click(within(form).getByRole('button', { name: 'Publish the page' }));
      await waitFor(() => expect(api.sent.some((s) => s.method === 'PUT')).toBe(true));
      expect(api.sent.find((s) => s.method === 'PUT')!.body).toEqual({
        revision: 3,
        content: { ...home, es: { ...spanish, headline: 'Obtenga su título de Fort Hays' } },
        reason: 'Spanish headline',
      });
      // The editor starts again from the publication, still on the Spanish version.
      expect(await screen.findByText(/The page was published as revision 4/)).toBeTruthy();
      expect((screen.getByLabelText('Headline (Spanish)') as HTMLInputElement).value).toBe(
        'Obtenga su título de Fort Hays',
      );
    } finally {
      pages.home = { revision: 3, name: 'home', source: 'own', content: home };
    }
  });

  it("shows the server's refusal under its field, and offers a reload when someone published first", async () => {
    signIn();
    let answer = json(400, {
      global: [{ code: 'TENANT_SETTINGS_INVALID', message: '' }],
      fields: [
        {
          field: 'heroImage.name',
          code: 'TENANT_SETTINGS_INVALID',
          message: 'No image "harbour-480.webp" in the tenant\'s images or the default tenant\'s',
        },
      ],
    });
    const api = fakePagesApi(() => answer);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu/pages/home');
    const form = await screen.findByRole('form', { name: 'Home page' });
    const picture = within(form).getByRole('group', { name: 'Picture beside the headline' });
    const image = within(picture).getByLabelText('Image name');
    await user.clear(image);
    await user.type(image, 'harbour');
    await user.type(within(form).getByLabelText('Reason'), 'New picture');
    await user.click(within(form).getByRole('button', { name: 'Publish the page' }));
    expect(await within(picture).findByText(/No image "harbour-480.webp"/)).toBeTruthy();
    expect(image.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(image);

    answer = json(409, {
      global: [
        {
          code: 'TENANT_CHANGED_MEANWHILE',
          message: 'Someone else published a change to this tenant meanwhile. Reload to see it.',
        },
      ],
    });
    await user.click(within(form).getByRole('button', { name: 'Publish the page' }));
    expect(await screen.findByText(/published a change to this tenant meanwhile/)).toBeTruthy();
    const reads = api.sent.filter((s) => s.path.endsWith('/pages/home') && s.method === 'GET');
    await user.click(screen.getByRole('button', { name: 'Reload the page' }));
    await waitFor(() =>
      expect(
        api.sent.filter((s) => s.path.endsWith('/pages/home') && s.method === 'GET').length,
      ).toBe(reads.length + 1),
    );
  });

  it('edits another page as its JSON, saying where the text is not JSON and what its schema refuses', async () => {
    signIn();
    const api = fakePagesApi(published);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu/pages/faq');
    expect(
      await screen.findByText(/takes this page from the default tenant/, { exact: false }),
    ).toBeTruthy();
    // The default tenant's page is not the tenant's own: there is nothing to return to.
    expect(
      screen.queryByRole('button', { name: "Return to the default tenant's page" }),
    ).toBeNull();
    const text = screen.getByLabelText('content/faq.json (JSON)');
    await user.clear(text);
    await user.click(text);
    await user.paste('{\n  "title": "Questions",\n  "description": "About fees" x\n}');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/^Not valid JSON at line 3, column \d+/)).toBeTruthy();
    await user.clear(text);
    await user.paste('{ "title": "Questions", "description": "About fees" }');
    expect(screen.getByText(/^sections: /)).toBeTruthy();
    await user.clear(text);
    const page = {
      title: 'Questions',
      description: 'About fees',
      sections: [{ id: 'fees', heading: 'Fees', paragraphs: ['Monthly.'] }],
    };
    await user.paste(JSON.stringify(page));
    expect(text.getAttribute('aria-invalid')).toBeNull();
    await user.type(screen.getByLabelText('Reason'), 'Our own FAQ');
    await user.click(screen.getByRole('button', { name: 'Publish the page' }));
    await waitFor(() => expect(api.sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(api.sent.find((s) => s.method === 'PUT')).toMatchObject({
      path: '/staff-api/tenants/fhsu/pages/faq',
      body: { revision: 3, content: page, reason: 'Our own FAQ' },
    });
  });

  it("gives an own page back to the default tenant's, after a confirmation and a reason", async () => {
    signIn();
    const api = fakePagesApi(published);
    const { user } = renderStaffRoute(api.fetch, '/staff/tenants/fhsu/pages/home');
    await user.click(
      await screen.findByRole('button', { name: "Return to the default tenant's page" }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: "Return to the default tenant's page",
    });
    await user.click(within(dialog).getByRole('button', { name: "Return to the default's page" }));
    expect(api.sent.some((s) => s.method === 'DELETE')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Use the shared page');
    await user.click(within(dialog).getByRole('button', { name: "Return to the default's page" }));
    await waitFor(() => expect(api.sent.some((s) => s.method === 'DELETE')).toBe(true));
    expect(api.sent.find((s) => s.method === 'DELETE')).toMatchObject({
      path: '/staff-api/tenants/fhsu/pages/home',
      query: 'revision=3&reason=Use+the+shared+page',
    });
    expect(await screen.findByText(/default tenant's page is served again/)).toBeTruthy();
    expect(await screen.findByText(/takes this page from the default tenant/)).toBeTruthy();
  });
});
