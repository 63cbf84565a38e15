import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTENT_PAGES } from '@portal/domain/content/public-pages';
import { PERMISSIONS } from '@portal/domain/permissions/permission';
import { describe, expect, it } from 'vitest';
import { TENANTS_DIR, useTenantsCopy } from '../test/tenants-copy';
import { loadTenants } from './load-tenants';
import { TenantConfigError } from './tenant-config-error';

describe('loadTenants on the real tenants folder', () => {
  it('loads 19 tenants with the permission split of docs/product/roles-and-permissions.md', async () => {
    const registry = await loadTenants({ dir: TENANTS_DIR });
    const tenants = registry.all();
    expect(tenants).toHaveLength(19);
    expect(registry.get('default')).toBeDefined();

    const allButSelect = PERMISSIONS.filter((p) => p !== 'CAN_SELECT_COURSEWORK');
    const grantsExactly = (list: readonly string[]) =>
      tenants.filter((t) => [...t.config.permissions].sort().join() === [...list].sort().join());
    const preselected = grantsExactly(allButSelect);
    expect(preselected).toHaveLength(14);
    expect(preselected.map((t) => t.id)).toContain('default');
    expect(preselected.every((t) => t.config.enrollmentType === 'paid-preselected')).toBe(true);

    const selective = grantsExactly(PERMISSIONS);
    expect(selective.map((t) => t.id).sort()).toEqual(['fhsu', 'uiw']);
    expect(selective.every((t) => t.config.enrollmentType === 'paid-selective')).toBe(true);

    const withoutPay = tenants.filter((t) => !t.config.permissions.includes('CAN_PAY'));
    expect(withoutPay.map((t) => [t.id, t.config.enrollmentType]).sort()).toEqual([
      ['davita', 'davita-assessment-prepaid'],
      ['harborline', 'prepaid'],
      ['veterans-alliance', 'prepaid'],
    ]);
  });

  it('gives the tenants the variety docs/product/README.md, screens-and-routes.md and constants-and-limits.md ask for', async () => {
    const configs = (await loadTenants({ dir: TENANTS_DIR })).all().map((t) => t.config);
    expect(configs.filter((c) => c.features.courseTrackDashboard)).toHaveLength(2);
    expect(configs.filter((c) => c.pages.home === 'coming-soon')).toHaveLength(1);
    expect(configs.some((c) => c.pages.disabled.length > 0)).toBe(true);
    expect(new Set(configs.flatMap((c) => (c.systemAlert ? [c.systemAlert.kind] : [])))).toEqual(
      new Set(['TEXT', 'ALERT']),
    );
    expect(configs.filter((c) => c.partnerSlug).length).toBeGreaterThanOrEqual(3);
    expect(new Set(configs.map((c) => c.theme.brand)).size).toBe(configs.length);
    expect(new Set(configs.map((c) => c.phones.publicAdvisor)).size).toBe(configs.length);
    expect(configs.find((c) => c.id === 'davita')?.scheduled).toEqual([
      expect.objectContaining({ startsAt: '2022-04-22T00:00:00Z', endsAt: '2022-05-22T00:00:00Z' }),
    ]);
  });
});

describe('the content of the public pages', () => {
  it('has a checked content file for every public page of docs/product/screens-and-routes.md, for every tenant', async () => {
    const registry = await loadTenants({ dir: TENANTS_DIR });
    for (const tenant of registry.all()) {
      const missing = CONTENT_PAGES.filter(
        (page) => registry.content(tenant, page.content) === undefined,
      );
      expect(missing, tenant.id).toEqual([]);
    }
  });
});

describe('loadTenants on a broken folder', () => {
  const copy = useTenantsCopy();

  async function loadError(): Promise<TenantConfigError> {
    const error = await loadTenants({ dir: copy.dir }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TenantConfigError);
    return error as TenantConfigError;
  }

  it('loads the unbroken copy', async () => {
    expect((await loadTenants({ dir: copy.dir })).all().map((t) => t.id)).toEqual([
      'default',
      'fhsu',
      'uiw',
    ]);
  });

  it.each<[string, () => Promise<void>, string]>([
    [
      'a colour that is not #rrggbb',
      () =>
        copy.editJson(
          'fhsu/config.json',
          (c) => ((c.theme as Record<string, unknown>).brand = 'gold'),
        ),
      'tenants/fhsu/config.json: theme.brand: Invalid hex colour',
    ],
    [
      'a brand that no shade within reach makes readable as link text',
      () =>
        copy.editJson('fhsu/config.json', (c) =>
          Object.assign(c.theme as object, {
            background: '#999999',
            text: '#000000',
            brand: '#ffff00',
            accent: '#000000',
          }),
        ),
      'tenants/fhsu/config.json: theme.brand: Links and brand-coloured text must reach 4.5:1 against the background',
    ],
    [
      'an accent that no shade within reach makes a visible focus ring',
      () =>
        copy.editJson('fhsu/config.json', (c) =>
          Object.assign(c.theme as object, {
            background: '#999999',
            text: '#000000',
            brand: '#000000',
            accent: '#ffff00',
          }),
        ),
      'tenants/fhsu/config.json: theme.accent: The focus ring (the accent colour) must reach 3:1',
    ],
    [
      'a missing field',
      () => copy.editJson('fhsu/config.json', (c) => delete c.phones),
      'tenants/fhsu/config.json: phones: ',
    ],
    [
      'a file that is not JSON',
      () => writeFile(path.join(copy.dir, 'uiw/config.json'), '{ "id": "uiw", }'),
      'tenants/uiw/config.json: Invalid JSON',
    ],
    [
      'an id that is not the folder name',
      () => copy.editJson('uiw/config.json', (c) => (c.id = 'fhsu')),
      'tenants/uiw/config.json: id: Must equal the folder name "uiw"',
    ],
    [
      'a missing logo file',
      () => rm(path.join(copy.dir, 'fhsu/logo.svg')),
      'tenants/fhsu/config.json: logo.src: No file "logo.svg" in tenants/fhsu',
    ],
    [
      'a host served twice',
      () => copy.editJson('uiw/config.json', (c) => (c.hosts = ['fhsu.crestline.example'])),
      'tenants/uiw/config.json: hosts.0: Host "fhsu.crestline.example" is already used by tenant "fhsu"',
    ],
    [
      "another tenant's development host",
      () => copy.editJson('uiw/config.json', (c) => (c.hosts = ['fhsu.localhost'])),
      'tenants/uiw/config.json: hosts.0: "fhsu.localhost" is the development host of tenant "fhsu"',
    ],
    [
      'a partner slug used twice',
      () => copy.editJson('uiw/config.json', (c) => (c.partnerSlug = 'fhsu')),
      'tenants/uiw/config.json: partnerSlug: Partner slug "fhsu" is already used by tenant "fhsu"',
    ],
    [
      'a scheduled override that breaks the config',
      () =>
        copy.editJson('fhsu/config.json', (c) => {
          c.scheduled = [
            {
              startsAt: '2030-01-01T00:00:00Z',
              endsAt: '2030-02-01T00:00:00Z',
              override: { theme: { text: '#fefefe' } },
            },
          ];
        }),
      'tenants/fhsu/config.json: scheduled.0.override.theme.text: Text must reach 4.5:1',
    ],
    [
      'an unknown placeholder in content',
      () =>
        writeFile(
          path.join(copy.dir, 'fhsu/content/home.json'),
          JSON.stringify({
            headline: 'Hi',
            intro: 'Hello',
            keyFacts: [{ title: 'Fax', text: 'Call {$support.fax}' }],
          }),
        ),
      'tenants/fhsu/content/home.json: keyFacts.0.text: Unknown placeholder {$support.fax}',
    ],
    [
      'a content page that lacks a field',
      () =>
        writeFile(
          path.join(copy.dir, 'fhsu/content/about.json'),
          JSON.stringify({ title: 'About', sections: [] }),
        ),
      'tenants/fhsu/content/about.json: description: ',
    ],
    [
      'a Spanish version of a page that lacks a field',
      () =>
        copy.editJson('default/content/home.json', (home) => {
          const { headline: _headline, ...rest } = home.es as Record<string, unknown>;
          home.es = rest;
        }),
      'tenants/default/content/home.json: es.headline: ',
    ],
    [
      'a Spanish version of a page with a picture no folder has',
      () =>
        copy.editJson('default/content/home.json', (home) => {
          (home.es as { heroImage: { name: string } }).heroImage.name = 'no-such-picture';
        }),
      'tenants/default/content/home.json: es.heroImage.name: ',
    ],
    [
      'a Spanish alert without its message',
      () =>
        copy.editJson('uiw/config.json', (c) => {
          (c.systemAlert as Record<string, unknown>).es = { message: '' };
        }),
      'tenants/uiw/config.json: systemAlert.es.message: ',
    ],
    [
      'Spanish options of a question fewer than its English ones',
      () =>
        copy.editJson('uiw/config.json', (c) => {
          const [question] = c.onboardingQuestions as { es: { options: string[] } }[];
          question!.es.options = ['Sí'];
        }),
      'tenants/uiw/config.json: onboardingQuestions.0.es.options: Give the Spanish options in the same order and number as the English ones',
    ],
    [
      'a Spanish value a placeholder cannot name',
      () => copy.editJson('uiw/config.json', (c) => (c.es = { values: { 'horario-x': 'x' } })),
      'tenants/uiw/config.json: es.values.horario-x: ',
    ],
    [
      'a Spanish rewording that is not text',
      () =>
        copy.editJson('uiw/config.json', (c) => (c.es = { messages: { shell: { topBar: 3 } } })),
      'tenants/uiw/config.json: es.messages.shell.topBar: Write each message as text',
    ],
    [
      'a placeholder in a Spanish page that no value, English or Spanish, fills',
      () =>
        copy.editJson('default/content/home.json', (home) => {
          (home.es as Record<string, unknown>).intro = 'Llame {$support.horario}';
        }),
      'tenants/default/content/home.json: es.intro: Unknown placeholder {$support.horario}',
    ],
    [
      'a content file name that cannot be requested',
      () => writeFile(path.join(copy.dir, 'fhsu/content/Home Page.json'), '{}'),
      'tenants/fhsu/content/Home Page.json: Content files are named',
    ],
    [
      'a broken global.json',
      () => copy.editJson('global.json', (g) => (g.values = { 'company-name': 'X' })),
      'tenants/global.json: values.company-name: ',
    ],
    [
      'no default tenant',
      () => rm(path.join(copy.dir, 'default'), { recursive: true }),
      'tenants/default/config.json: The default tenant is required',
    ],
  ])('names the file and field for %s', async (_label, breakIt, line) => {
    await breakIt();
    const error = await loadError();
    expect(error.message.split('\n')).toContainEqual(expect.stringContaining(line));
  });

  it('reports every problem at once', async () => {
    await copy.editJson(
      'fhsu/config.json',
      (c) => ((c.theme as Record<string, unknown>).accent = 'x'),
    );
    await copy.editJson(
      'uiw/config.json',
      (c) => ((c.phones as Record<string, unknown>).studentAdvisor = '1'),
    );
    const error = await loadError();
    expect(error.problems.map((p) => `${p.file} ${p.path}`)).toEqual([
      'tenants/fhsu/config.json theme.accent',
      'tenants/uiw/config.json phones.studentAdvisor',
    ]);
  });
});
