import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../audit/audit-tables';
import { json } from '../../test/accounts';
import { signedInDemoStaff, staffBearer } from '../../test/staff';
import { startTestServer, type TestServer } from '../../test/test-server';

// Tenants edited and created in the console (docs/tenant-editing.md): checked as tenants/ is at
// start-up, published one at a time on every instance, audited, and only within the member's scope.

let server: TestServer;
let fhsuAdmin: string;
let providerAdmin: string;

const send = (token: string, method: string, path: string, body: unknown, on = server) =>
  on.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
interface TenantRead {
  revision: number;
  source: string;
  config: Record<string, unknown>;
}
const readTenant = async (token: string, id: string): Promise<TenantRead> =>
  json(await server.request(`/staff-api/tenants/${id}`, staffBearer(token)));
const publicConfig = async (
  tenant: string,
  on = server,
): Promise<{ name: string; theme: { brand: string }; phones: Record<string, string> }> =>
  json(await on.request('/config/tenant.json', { tenant }));
const fieldErrors = async (response: Response): Promise<{ field: string; message: string }[]> =>
  (await json(response)).fields;

beforeAll(async () => {
  server = await startTestServer();
  fhsuAdmin = await signedInDemoStaff(server, 'tenant-admin@staff.demo.test');
  providerAdmin = await signedInDemoStaff(server, 'admin@staff.demo.test');
});
afterAll(() => server.close());

describe('a tenant administrator', () => {
  it('sees and edits only the tenants of their scope, as if no other existed', async () => {
    const list: { tenants: { id: string }[] } = await json(
      await server.request('/staff-api/tenants', staffBearer(fhsuAdmin)),
    );
    expect(list.tenants.map((t) => t.id)).toEqual(['fhsu']);
    expect((await server.request('/staff-api/tenants/uiw', staffBearer(fhsuAdmin))).status).toBe(
      404,
    );
    const change = { revision: 0, changes: { name: 'Not Yours' }, reason: 'attack' };
    expect((await send(fhsuAdmin, 'PUT', '/staff-api/tenants/uiw', change)).status).toBe(404);
    expect((await publicConfig('uiw')).name).not.toBe('Not Yours');
  });

  it('is the only kind of staff besides provider administrators who may', async () => {
    const support = await signedInDemoStaff(server, 'support@staff.demo.test');
    const change = { revision: 0, changes: { name: 'X' }, reason: 'r' };
    expect((await send(support, 'PUT', '/staff-api/tenants/fhsu', change)).status).toBe(403);
    const create = { id: 'x', name: 'X', kind: 'school', hosts: [], reason: 'r' };
    expect((await send(fhsuAdmin, 'POST', '/staff-api/tenants', create)).status).toBe(403);
  });

  it('publishes a new look and phone number, served at once and audited with the reason', async () => {
    const before = await readTenant(fhsuAdmin, 'fhsu');
    expect(before).toMatchObject({ revision: 0, source: 'files' });
    const theme = { ...(before.config.theme as object), brand: '#00573f' };
    const phones = { studentAdvisor: '(785) 555-0199', publicAdvisor: '(785) 555-0111' };
    const published = await send(fhsuAdmin, 'PUT', '/staff-api/tenants/fhsu', {
      revision: 0,
      changes: { theme, phones },
      reason: 'New brand guide',
    });
    expect(published.status).toBe(200);
    expect(await json(published)).toMatchObject({ revision: 1, source: 'console' });

    const served = await publicConfig('fhsu');
    expect(served.theme.brand).toBe('#00573f');
    expect(served.phones.studentAdvisor).toBe('(785) 555-0199');

    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.published'), eq(auditLog.subjectId, 'fhsu')));
    expect(entry).toMatchObject({
      actorEmail: 'tenant-admin@staff.demo.test',
      tenantId: 'fhsu',
      reason: 'New brand guide',
    });
    expect(entry!.after).toMatchObject({ phones: { studentAdvisor: '(785) 555-0199' } });
    expect(entry!.before).toMatchObject({ phones: { studentAdvisor: '(785) 555-0110' } });
  });

  it('is told every field a start-up would refuse, in its words, and nothing is published', async () => {
    const { revision, config } = await readTenant(fhsuAdmin, 'fhsu');
    const refused = await send(fhsuAdmin, 'PUT', '/staff-api/tenants/fhsu', {
      revision,
      changes: {
        // Pale text on a white page fails WCAG AA.
        theme: { ...(config.theme as object), text: '#cccccc', background: '#ffffff' },
        phones: { studentAdvisor: '785-555-0100', publicAdvisor: '(785) 555-0111' },
      },
      reason: 'typo',
    });
    expect(refused.status).toBe(400);
    const fields = await fieldErrors(refused);
    const byField = new Map(fields.map((f) => [f.field, f.message]));
    expect(byField.get('phones.studentAdvisor')).toBe('Use the form (###) ###-####');
    expect([...byField.keys()].some((field) => field.startsWith('theme.'))).toBe(true);

    // The programs are the database's: checked once the config itself is sound, as at start-up.
    const unknown = await send(fhsuAdmin, 'PUT', '/staff-api/tenants/fhsu', {
      revision,
      changes: { programs: ['NO-SUCH-PROGRAM'] },
      reason: 'typo',
    });
    expect(await fieldErrors(unknown)).toEqual([
      expect.objectContaining({
        field: 'programs.0',
        message: 'Unknown degree program "NO-SUCH-PROGRAM"',
      }),
    ]);

    expect((await readTenant(fhsuAdmin, 'fhsu')).revision).toBe(revision);
    expect((await publicConfig('fhsu')).phones.studentAdvisor).toBe('(785) 555-0199');
  });

  it('cannot publish over a change they have not seen, even at the same moment', async () => {
    const { revision } = await readTenant(fhsuAdmin, 'fhsu');
    const change = (name: string) => ({ revision, changes: { name }, reason: 'rename' });
    const answers = await Promise.all([
      send(fhsuAdmin, 'PUT', '/staff-api/tenants/fhsu', change('Fort Hays A')),
      send(fhsuAdmin, 'PUT', '/staff-api/tenants/fhsu', change('Fort Hays B')),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect((await json(loser)).global[0]!.code).toBe('TENANT_CHANGED_MEANWHILE');
    expect((await readTenant(fhsuAdmin, 'fhsu')).revision).toBe(revision + 1);
  });

  it('removes the alert with null, and another instance serves each publication', async () => {
    const other = await startTestServer({ sharing: server });
    try {
      // Started after the publications above: it reads them at start.
      expect((await publicConfig('fhsu', other)).theme.brand).toBe('#00573f');
      const { revision } = await readTenant(fhsuAdmin, 'fhsu');
      const alert = { kind: 'TEXT', id: 'closure', message: 'Closed on Friday' };
      await send(fhsuAdmin, 'PUT', '/staff-api/tenants/fhsu', {
        revision,
        changes: { systemAlert: alert },
        reason: 'closure',
      });
      // Told by NOTIFY, not by a restart.
      await expect
        .poll(async () => (await publicConfig('fhsu', other)) as unknown, { timeout: 5_000 })
        .toMatchObject({ systemAlert: { id: 'closure' } });
      const removed = await send(fhsuAdmin, 'PUT', '/staff-api/tenants/fhsu', {
        revision: revision + 1,
        changes: { systemAlert: null },
        reason: 'reopened',
      });
      expect(await json(removed)).not.toHaveProperty('config.systemAlert');
      await expect
        .poll(async () => (await publicConfig('fhsu', other)) as unknown, { timeout: 5_000 })
        .not.toHaveProperty('systemAlert');
    } finally {
      await other.close();
    }
  });
});

describe('a logo', () => {
  const upload = async (body: Buffer | string, type: string, reason = 'New logo') => {
    const { revision } = await readTenant(fhsuAdmin, 'fhsu');
    return server.request(
      `/staff-api/tenants/fhsu/logo?${new URLSearchParams({ revision: String(revision), reason })}`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${fhsuAdmin}`, 'Content-Type': type },
        body,
      },
    );
  };
  const servedLogo = () => server.request('/tenant/logo', { tenant: 'fhsu' });

  it('in SVG is published sanitised: no script, handler or javascript: link survives', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onload="alert(1)">
      <script>alert(document.cookie)</script>
      <a href="javascript:alert(2)"><rect width="120" height="40" fill="#00573f"/></a>
      <foreignObject><iframe src="https://evil.example"/></foreignObject>
      <text x="10" y="25" fill="#fff">FHSU</text></svg>`;
    const published = await upload(svg, 'image/svg+xml');
    expect(published.status).toBe(200);
    const served = await servedLogo();
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const body = await served.text();
    expect(body).toContain('<rect');
    expect(body).toContain('FHSU');
    for (const attack of ['<script', 'onload', 'javascript:', 'foreignObject', 'iframe']) {
      expect(body).not.toContain(attack);
    }
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.logo.published'), eq(auditLog.subjectId, 'fhsu')));
    expect(entry?.after).toMatchObject({ type: 'image/svg+xml', src: 'logo.svg' });
  });

  it('as a picture is published re-encoded as WebP, without its metadata', async () => {
    const png = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#00573f' },
    })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
      .toBuffer();
    expect((await upload(png, 'image/png')).status).toBe(200);
    const served = await servedLogo();
    expect(served.headers.get('content-type')).toMatch(/^image\/webp/);
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 100 });
    expect(metadata.exif).toBeUndefined();
  });

  it('that is not an image, or too large, is refused and the logo in force stays', async () => {
    const { revision } = await readTenant(fhsuAdmin, 'fhsu');
    const before = Buffer.from(await (await servedLogo()).arrayBuffer());
    const script = await upload('<html><script>alert(1)</script></html>', 'image/svg+xml');
    expect(script.status).toBe(400);
    expect((await json(script)).global[0].code).toBe('TENANT_LOGO_INVALID');
    const huge = await upload(Buffer.alloc(600 * 1024, 1), 'image/png');
    expect(huge.status).toBe(413);
    expect((await readTenant(fhsuAdmin, 'fhsu')).revision).toBe(revision);
    expect(Buffer.from(await (await servedLogo()).arrayBuffer()).equals(before)).toBe(true);
  });
});

describe('a provider administrator', () => {
  it('exports a tenant as its config.json and imports one edited elsewhere, checked the same way', async () => {
    const exported = await server.request(
      '/staff-api/tenants/uiw/config.json',
      staffBearer(providerAdmin),
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('config.json');
    const file: Record<string, unknown> = await json(exported);
    expect(file).toMatchObject({ id: 'uiw', name: expect.any(String) });
    const { revision } = await readTenant(providerAdmin, 'uiw');
    const importInto = async (body: unknown, id = 'uiw', token = providerAdmin) => {
      const at = (await readTenant(providerAdmin, id)).revision;
      const query = new URLSearchParams({ revision: String(at), reason: 'Reviewed file' });
      return server.request(`/staff-api/tenants/${id}/config.json?${query}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    };
    // A tenant admin may edit settings, never replace identity and routing.
    expect((await importInto(file, 'fhsu', fhsuAdmin)).status).toBe(403);
    const wrongTenant = await importInto(file, 'fhsu');
    expect(wrongTenant.status).toBe(400);
    expect(await fieldErrors(wrongTenant)).toEqual(
      expect.arrayContaining([
        { field: 'id', code: 'TENANT_SETTINGS_INVALID', message: 'Must be "fhsu"' },
      ]),
    );
    const imported = await importInto({
      ...file,
      hosts: ['learn.uiw.example'],
      name: 'UIW Online',
    });
    expect(imported.status).toBe(200);
    expect(await json(imported)).toMatchObject({
      revision: revision + 1,
      config: { name: 'UIW Online' },
    });
    expect((await publicConfig('uiw')).name).toBe('UIW Online');
    // Its new host name is served by this instance's registry at once.
    const served = server.tenants.resolve({ host: 'learn.uiw.example', path: '/' }).tenant.config;
    expect(served.name).toBe('UIW Online');
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.imported'), eq(auditLog.subjectId, 'uiw')));
    expect(Object.keys(entry!.after as object).sort()).toEqual(['hosts', 'name']);
  });

  it('creates a tenant served on its host name at once, from the default settings', async () => {
    const created = await send(providerAdmin, 'POST', '/staff-api/tenants', {
      id: 'acme',
      name: 'Acme Health',
      kind: 'employer',
      hosts: ['learn.acme.example'],
      reason: 'New employer partner',
    });
    expect(created.status).toBe(201);
    expect(await json(created)).toMatchObject({ id: 'acme', revision: 1, source: 'console' });
    const served = await json(
      await server.request('/config/tenant.json', {
        tenant: 'acme',
      }),
    );
    expect(served.name).toBe('Acme Health');
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.created'), eq(auditLog.subjectId, 'acme')));
    expect(entry?.reason).toBe('New employer partner');
  });

  it('cannot create a tenant over another, or on a host name or slug another holds', async () => {
    const base = { name: 'Copy', kind: 'school', reason: 'r' };
    const again = await send(providerAdmin, 'POST', '/staff-api/tenants', {
      ...base,
      id: 'acme',
      hosts: [],
    });
    expect(again.status).toBe(409);
    const taken = await send(providerAdmin, 'POST', '/staff-api/tenants', {
      ...base,
      id: 'copycat',
      hosts: ['fhsu.crestline.example'],
      partnerSlug: 'fhsu',
    });
    expect(taken.status).toBe(400);
    const fields = await fieldErrors(taken);
    expect(fields).toEqual(
      expect.arrayContaining([
        {
          field: 'hosts.0',
          code: 'TENANT_SETTINGS_INVALID',
          message: 'Host "fhsu.crestline.example" is already used by tenant "fhsu"',
        },
        expect.objectContaining({ field: 'partnerSlug' }),
      ]),
    );
    expect(
      (await server.request('/staff-api/tenants/copycat', staffBearer(providerAdmin))).status,
    ).toBe(404);
  });
});

describe('content pages', () => {
  interface PageRead {
    revision: number;
    source: string;
    content: { headline?: string; title?: string };
  }
  const readPage = async (token: string, id: string, name: string): Promise<PageRead> =>
    json(await server.request(`/staff-api/tenants/${id}/pages/${name}`, staffBearer(token)));
  const served = async (tenant: string, name: string, on = server) =>
    (await json(await on.request(`/content/${name}.json`, { tenant }))) as PageRead['content'];

  it('lists the tenant own pages and those it takes from the default', async () => {
    const list: { pages: { name: string; source: string }[] } = await json(
      await server.request('/staff-api/tenants/ridgeview/pages', staffBearer(providerAdmin)),
    );
    expect(list.pages).toContainEqual({ name: 'home', source: 'own' });
    expect(list.pages).toContainEqual({ name: 'faq', source: 'default' });
  });

  it('publishes a page live on every instance, audited', async () => {
    const other = await startTestServer({ sharing: server });
    // How long a browser may keep the page asked for with the build's version.
    const kept = async () =>
      (await server.request('/content/home.json?v=test', { tenant: 'ridgeview' })).headers.get(
        'cache-control',
      );
    try {
      expect(await kept()).toContain('immutable');
      const home = await readPage(providerAdmin, 'ridgeview', 'home');
      const content = { ...home.content, headline: 'Ridgeview learns online' };
      const published = await send(
        providerAdmin,
        'PUT',
        '/staff-api/tenants/ridgeview/pages/home',
        {
          revision: home.revision,
          content,
          reason: 'New headline',
        },
      );
      expect(published.status).toBe(200);
      expect(await json(published)).toMatchObject({ revision: home.revision + 1, source: 'own' });
      expect((await served('ridgeview', 'home')).headline).toBe('Ridgeview learns online');
      // Published pages change without a new build: a browser asks again each time.
      expect(await kept()).toBe('no-cache');
      await expect
        .poll(async () => (await served('ridgeview', 'home', other)).headline, { timeout: 5_000 })
        .toBe('Ridgeview learns online');
      // Other tenants' pages are untouched.
      expect((await served('bluestem', 'home')).headline).not.toBe('Ridgeview learns online');

      const [entry] = await server.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'tenant.page.published'), eq(auditLog.subjectId, 'ridgeview')),
        );
      expect(entry).toMatchObject({ reason: 'New headline' });
      expect(entry!.before).toMatchObject({
        page: 'home',
        content: { headline: home.content.headline },
      });
      expect(entry!.after).toMatchObject({ content: { headline: 'Ridgeview learns online' } });
    } finally {
      await other.close();
    }
  });

  it('is told every field a start-up would refuse and over a change it has not seen', async () => {
    const home = await readPage(providerAdmin, 'ridgeview', 'home');
    const refused = await send(providerAdmin, 'PUT', '/staff-api/tenants/ridgeview/pages/home', {
      revision: home.revision,
      content: { ...home.content, headline: '', heroImage: { name: 'nowhere', alt: 'x' }, x: 1 },
      reason: 'broken',
    });
    expect(refused.status).toBe(400);
    const fields = (await fieldErrors(refused)).map((f) => f.field);
    expect(fields).toContain('headline');
    expect(fields.some((f) => f === '' || f === 'x')).toBe(true);
    const stale = await send(providerAdmin, 'PUT', '/staff-api/tenants/ridgeview/pages/home', {
      revision: home.revision + 1,
      content: home.content,
      reason: 'late',
    });
    expect(stale.status).toBe(409);
    expect((await json(stale)).global[0].code).toBe('TENANT_CHANGED_MEANWHILE');
    expect((await readPage(providerAdmin, 'ridgeview', 'home')).revision).toBe(home.revision);
  });

  it('gives a page back to the default tenant, and a tenant admin reaches no other tenant', async () => {
    const faq = await readPage(providerAdmin, 'ridgeview', 'faq');
    const own = { ...faq.content, title: 'Ridgeview questions' };
    const published: PageRead = await json(
      await send(providerAdmin, 'PUT', '/staff-api/tenants/ridgeview/pages/faq', {
        revision: faq.revision,
        content: own,
        reason: 'Our own FAQ',
      }),
    );
    expect((await served('ridgeview', 'faq')).title).toBe('Ridgeview questions');
    const reverted = await server.request(
      `/staff-api/tenants/ridgeview/pages/faq?revision=${published.revision}&reason=Back`,
      { method: 'DELETE', ...staffBearer(providerAdmin) },
    );
    expect(await json(reverted)).toMatchObject({ source: 'default' });
    expect((await served('ridgeview', 'faq')).title).toBe(faq.content.title);

    const attack = { revision: published.revision + 1, content: own, reason: 'attack' };
    for (const path of [
      '/staff-api/tenants/ridgeview/pages/faq',
      '/staff-api/tenants/ridgeview/pages',
    ]) {
      expect((await server.request(path, staffBearer(fhsuAdmin))).status).toBe(404);
    }
    expect(
      (await send(fhsuAdmin, 'PUT', '/staff-api/tenants/ridgeview/pages/faq', attack)).status,
    ).toBe(404);
    expect((await served('ridgeview', 'faq')).title).toBe(faq.content.title);
  });

  it('returns a tenant to its folder, for a provider administrator only', async () => {
    const { revision } = await readTenant(providerAdmin, 'ridgeview');
    const path = `/staff-api/tenants/ridgeview/publications?revision=${revision}&reason=Folder`;
    expect(
      (await server.request(path, { method: 'DELETE', ...staffBearer(fhsuAdmin) })).status,
    ).toBe(403);
    const returned = await server.request(path, {
      method: 'DELETE',
      ...staffBearer(providerAdmin),
    });
    expect(await json(returned)).toMatchObject({ revision: 0, source: 'files' });
    expect((await served('ridgeview', 'home')).headline).toBe(
      'Online courses for Ridgeview students',
    );
    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'tenant.returned_to_folder'), eq(auditLog.subjectId, 'ridgeview')),
      );
    expect(entry).toMatchObject({ reason: 'Folder' });
  });
});

describe("a tenant's folder as one file", () => {
  interface Folder {
    files: Record<string, Record<string, unknown>>;
  }
  const exportFolder = (id: string, token = providerAdmin) =>
    server.request(`/staff-api/tenants/${id}/folder.json`, staffBearer(token));
  const importFolder = async (
    folder: unknown,
    { id = 'coastal-nurses', token = providerAdmin, revision = -1 } = {},
  ) => {
    const at = revision >= 0 ? revision : (await readTenant(providerAdmin, id)).revision;
    const query = new URLSearchParams({ revision: String(at), reason: 'Moved from staging' });
    return send(token, 'PUT', `/staff-api/tenants/${id}/folder.json?${query}`, folder);
  };
  const served = async (name: string) =>
    (await json(await server.request(`/content/${name}.json`, { tenant: 'coastal-nurses' }))) as {
      headline?: string;
      title?: string;
    };

  it('exports the config and the pages of its own, not those it takes from the default', async () => {
    const exported = await exportFolder('coastal-nurses');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('coastal-nurses-folder.json');
    const folder: Folder = await json(exported);
    expect(Object.keys(folder.files).sort()).toEqual(['config.json', 'content/home.json']);
    expect(folder.files['config.json']).toMatchObject({ id: 'coastal-nurses' });
    expect(folder.files['content/home.json']).toMatchObject({
      headline: 'Prerequisites for your nursing program',
    });
    // A tenant admin exports their own tenant; another does not exist for them.
    expect((await exportFolder('fhsu', fhsuAdmin)).status).toBe(200);
    expect((await exportFolder('coastal-nurses', fhsuAdmin)).status).toBe(404);
  });

  it('is imported by a provider administrator only, never into a tenant by another admin', async () => {
    const folder: Folder = await json(await exportFolder('fhsu', fhsuAdmin));
    const { revision } = await readTenant(fhsuAdmin, 'fhsu');
    // Identity and routing travel in the file: a tenant admin imports into no tenant, theirs included.
    for (const id of ['fhsu', 'coastal-nurses']) {
      expect((await importFolder(folder, { id, token: fhsuAdmin, revision })).status).toBe(403);
    }
    expect((await readTenant(fhsuAdmin, 'fhsu')).revision).toBe(revision);
  });

  it('is refused whole when one file would fail the start-up, each problem at its file and field', async () => {
    const folder: Folder = await json(await exportFolder('coastal-nurses'));
    const before = await readTenant(providerAdmin, 'coastal-nurses');
    const refused = await importFolder({
      files: {
        ...folder.files,
        'config.json': { ...folder.files['config.json'], name: 'Coastal Nurses Online' },
        'content/home.json': { ...folder.files['content/home.json'], headline: '' },
        'content/faq.json': { title: 'Questions' },
        'images/hero-480.webp': 'not text',
      },
    });
    expect(refused.status).toBe(400);
    const fields = (await fieldErrors(refused)).map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['images/hero-480.webp']));
    // The file names are checked first; with them right, every page is checked.
    const pagesRefused = await importFolder({
      files: {
        ...folder.files,
        'config.json': { ...folder.files['config.json'], name: 'Coastal Nurses Online' },
        'content/home.json': { ...folder.files['content/home.json'], headline: '' },
        'content/faq.json': { title: 'Questions' },
      },
    });
    expect(pagesRefused.status).toBe(400);
    expect((await fieldErrors(pagesRefused)).map((f) => f.field)).toEqual(
      expect.arrayContaining(['content/home.json:headline', 'content/faq.json:description']),
    );
    expect((await importFolder({ files: {} })).status).toBe(400);
    expect((await readTenant(providerAdmin, 'coastal-nurses')).revision).toBe(before.revision);
    expect((await publicConfig('coastal-nurses')).name).not.toBe('Coastal Nurses Online');
    expect((await served('home')).headline).toBe('Prerequisites for your nursing program');
  });

  it('publishes the config and every page in one revision, audited, and refuses a stale one', async () => {
    const folder: Folder = await json(await exportFolder('coastal-nurses'));
    const { revision } = await readTenant(providerAdmin, 'coastal-nurses');
    // The page as served, less the language the server says it is in (not part of the file).
    const { lang: _lang, ...faq }: Record<string, unknown> = await json(
      await server.request('/content/faq.json', { tenant: 'coastal-nurses' }),
    );
    const next = {
      files: {
        'config.json': { ...folder.files['config.json'], name: 'Coastal Nurses Online' },
        'content/home.json': { ...folder.files['content/home.json'], headline: 'Study nursing' },
        'content/faq.json': { ...faq, title: 'Nursing questions' },
      },
    };
    const imported = await importFolder(next, { revision });
    expect(imported.status).toBe(200);
    expect(await json(imported)).toMatchObject({ revision: revision + 1, source: 'console' });
    expect((await publicConfig('coastal-nurses')).name).toBe('Coastal Nurses Online');
    expect((await served('home')).headline).toBe('Study nursing');
    expect((await served('faq')).title).toBe('Nursing questions');
    const exported: Folder = await json(await exportFolder('coastal-nurses'));
    expect(Object.keys(exported.files).sort()).toEqual([
      'config.json',
      'content/faq.json',
      'content/home.json',
    ]);

    const [entry] = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.imported'), eq(auditLog.subjectId, 'coastal-nurses')));
    expect(entry).toMatchObject({
      reason: 'Moved from staging',
      actorEmail: 'admin@staff.demo.test',
    });
    expect(entry!.after).toMatchObject({
      name: 'Coastal Nurses Online',
      content: { home: { headline: 'Study nursing' }, faq: { title: 'Nursing questions' } },
    });
    expect(entry!.before).toMatchObject({ content: { faq: null } });

    const stale = await importFolder(next, { revision });
    expect(stale.status).toBe(409);
    expect((await json(stale)).global[0].code).toBe('TENANT_CHANGED_MEANWHILE');
  });
});

describe('a tenant in Spanish (docs/languages.md "A tenant\'s own content")', () => {
  const served = async (path: string) => json(await server.request(path, { tenant: 'uiw' }));

  it("publishes the alert's Spanish message beside the English, served and audited", async () => {
    const { revision } = await readTenant(providerAdmin, 'uiw');
    const alert = {
      kind: 'TEXT',
      id: 'enrol-by',
      message: 'Enrol by March 1. Call {$support.phone}.',
      es: { message: 'Inscríbase antes del 1 de marzo. Llame al {$support.phone}.' },
    };
    const change = (systemAlert: unknown) => ({
      revision,
      changes: { systemAlert },
      reason: 'Spring',
    });
    const empty = await send(
      providerAdmin,
      'PUT',
      '/staff-api/tenants/uiw',
      change({ ...alert, es: { message: '' } }),
    );
    expect(empty.status).toBe(400);
    expect((await fieldErrors(empty)).map((f) => f.field)).toEqual(['systemAlert.es.message']);

    const published = await send(providerAdmin, 'PUT', '/staff-api/tenants/uiw', change(alert));
    expect(published.status).toBe(200);
    expect(await served('/config/tenant.json')).toMatchObject({
      systemAlert: {
        message: 'Enrol by March 1. Call (210) 555-0121.',
        es: { message: 'Inscríbase antes del 1 de marzo. Llame al (210) 555-0121.' },
      },
    });
    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tenant.published'), eq(auditLog.subjectId, 'uiw')));
    expect(entries.at(-1)).toMatchObject({
      reason: 'Spring',
      before: { systemAlert: { es: { message: expect.stringContaining('¿Regresa a UIW?') } } },
      after: { systemAlert: { es: alert.es } },
    });
  });

  it("fills a Spanish page from the tenant's Spanish values and an English one from the English", async () => {
    const folder: { files: Record<string, Record<string, unknown>> } = await json(
      await server.request('/staff-api/tenants/uiw/folder.json', staffBearer(providerAdmin)),
    );
    const config = folder.files['config.json']!;
    const home = folder.files['content/home.json']!;
    const next = {
      files: {
        'config.json': { ...config, es: { values: { support: { hours: 'de lunes a viernes' } } } },
        'content/home.json': {
          ...home,
          es: { ...home, headline: 'Su título de UIW', intro: 'Llámenos {$support.hours}.' },
        },
      },
    };
    const { revision } = await readTenant(providerAdmin, 'uiw');
    const query = new URLSearchParams({ revision: String(revision), reason: 'Spanish hours' });
    const imported = await send(
      providerAdmin,
      'PUT',
      `/staff-api/tenants/uiw/folder.json?${query}`,
      next,
    );
    expect(imported.status).toBe(200);

    expect(await served('/content/home.json?lang=es')).toMatchObject({
      headline: 'Su título de UIW',
      intro: 'Llámenos de lunes a viernes.',
      lang: 'es',
    });
    const english = JSON.stringify(await served('/content/home.json?lang=en'));
    expect(english).toContain('Monday to Friday');
    expect(english).not.toContain('de lunes a viernes');
    // The question keeps its English beside its Spanish: the page picks, the answer is the English.
    expect(await served('/config/tenant.json')).toMatchObject({
      onboardingQuestions: [
        {
          label: 'Have you studied at UIW before?',
          options: ['Yes', 'No'],
          es: { label: '¿Ha estudiado antes en UIW?', options: ['Sí', 'No'] },
        },
      ],
    });
  });
});
