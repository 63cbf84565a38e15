import { describe, expect, it } from 'vitest';
import { globalConfigSchema, publicTenantConfig, tenantConfigSchema } from './tenant-config';

const valid = {
  id: 'fhsu',
  name: 'Fort Hays State University',
  hosts: ['fhsu.example.edu'],
  partnerSlug: 'fhsu',
  kind: 'school',
  theme: {
    brand: '#5b2c86',
    accent: '#e8b418',
    background: '#ffffff',
    text: '#1c1c1c',
    fontStack: "'Source Sans 3', system-ui, sans-serif",
    radius: '6px',
  },
  logo: { src: 'logo.svg', alt: 'Fort Hays State University' },
  phones: { studentAdvisor: '(785) 555-0110', publicAdvisor: '(785) 555-0111' },
  pages: { home: 'home', disabled: [] },
  features: {
    courseTrackDashboard: false,
    surveyWidget: false,
    requestInfo: true,
    enrolNow: true,
    readinessAssessment: false,
  },
  permissions: ['CAN_VIEW_FRONT_STORE', 'CAN_PLACE_ORDER'],
  enrollmentType: 'paid-selective',
  onboardingQuestions: [
    { id: 'student-id', label: 'Your FHSU student id', type: 'text', required: false },
  ],
  tracking: { analyticsId: 'G-PLACEHOLDER' },
  scheduled: [],
};

type Patch = (config: Record<string, unknown>) => void;

function issuesOf(patch: Patch): { path: string; message: string }[] {
  const config = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;
  patch(config);
  const result = tenantConfigSchema.safeParse(config);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('tenantConfigSchema', () => {
  it('accepts a complete config', () => {
    expect(issuesOf(() => {})).toEqual([]);
  });

  it("accepts the tenant's programs, pathways (group children too), values and a visitors' alert", () => {
    expect(
      issuesOf((c) => {
        c.programs = ['FHSU-BGS', 'NOC-AAGS'];
        c.pathways = ['new-fhsu-students/jump-start', 'coursepool/gened', 'fresh-start'];
        c.values = { support: { phone: '(785) 555-0111' } };
        c.systemAlert = { kind: 'ALERT', id: 'a', message: 'm', audience: 'visitors' };
      }),
    ).toEqual([]);
  });

  it('accepts a question in Spanish, Spanish values and messages reworded in either language', () => {
    expect(
      issuesOf((c) => {
        c.onboardingQuestions = [
          { id: 'x', label: 'Student id', type: 'text', required: false, es: { label: 'Id' } },
          {
            id: 'y',
            label: 'Studied here?',
            type: 'select',
            options: ['Yes', 'No'],
            required: true,
            es: { label: '¿Estudió aquí?', options: ['Sí', 'No'] },
          },
        ];
        c.values = { support: { hours: 'Weekdays' } };
        c.messages = { shell: { topBar: { enrolNow: 'Apply today' } } };
        c.es = {
          values: { support: { hours: 'De lunes a viernes' } },
          messages: { shell: { topBar: { enrolNow: 'Inscríbase hoy' } } },
        };
      }),
    ).toEqual([]);
  });

  it.each<[string, Patch, string, RegExp]>([
    [
      'Spanish options fewer than the English',
      (c) =>
        (c.onboardingQuestions = [
          {
            id: 'y',
            label: 'Studied here?',
            type: 'select',
            options: ['Yes', 'No'],
            required: true,
            es: { label: '¿Estudió aquí?', options: ['Sí'] },
          },
        ]),
      'onboardingQuestions.0.es.options',
      /same order and number/,
    ],
    [
      'a Spanish select question without options',
      (c) =>
        (c.onboardingQuestions = [
          {
            id: 'y',
            label: 'Studied here?',
            type: 'select',
            options: ['Yes', 'No'],
            required: true,
            es: { label: '¿Estudió aquí?' },
          },
        ]),
      'onboardingQuestions.0.es.options',
      /same order and number/,
    ],
    [
      'a Spanish question without its label',
      (c) =>
        (c.onboardingQuestions = [
          { id: 'x', label: 'Student id', type: 'text', required: false, es: { label: '' } },
        ]),
      'onboardingQuestions.0.es.label',
      /.+/,
    ],
    [
      'a Spanish value a placeholder cannot name',
      (c) => (c.es = { values: { 'support-hours': 'x' } }),
      'es.values.support-hours',
      /.+/,
    ],
    [
      'a reworded message that is not text',
      (c) => (c.es = { messages: { shell: { topBar: { enrolNow: 3 } } } }),
      'es.messages.shell.topBar',
      /Write each message as text/,
    ],
    [
      'a message id written with dots',
      (c) => (c.messages = { shell: { 'topBar.enrolNow': 'Apply today' } }),
      'messages.shell.topBar.enrolNow',
      /nested as in the message files/,
    ],
    ['something else in Spanish', (c) => (c.es = { name: 'Universidad' }), 'es', /name/],
    [
      'a colour that is not #rrggbb',
      (c) => ((c.theme as Record<string, unknown>).brand = 'purple'),
      'theme.brand',
      /Invalid hex colour/,
    ],
    [
      'unreadable body text',
      (c) => ((c.theme as Record<string, unknown>).text = '#dddddd'),
      'theme.text',
      /4.5:1/,
    ],
    [
      'a brand that no shade within reach makes readable on the background',
      (c) =>
        Object.assign(c.theme as object, {
          background: '#999999',
          text: '#000000',
          brand: '#ffff00',
        }),
      'theme.brand',
      /Links and brand-coloured text must reach 4\.5:1 against the background/,
    ],
    [
      'a font stack that could break out of CSS',
      (c) => ((c.theme as Record<string, unknown>).fontStack = 'a;}body{x'),
      'theme.fontStack',
      /font names/,
    ],
    [
      'a phone in another format',
      (c) => ((c.phones as Record<string, unknown>).publicAdvisor = '785-555-0111'),
      'phones.publicAdvisor',
      /\(###\)/,
    ],
    ['a host with a port', (c) => (c.hosts = ['fhsu.example.edu:443']), 'hosts.0', /host name/],
    [
      'a partner slug the app uses',
      (c) => (c.partnerSlug = 'account'),
      'partnerSlug',
      /already uses/,
    ],
    ['an unknown permission', (c) => (c.permissions = ['CAN_FLY']), 'permissions.0', /.+/],
    ['a permission twice', (c) => (c.permissions = ['CAN_PAY', 'CAN_PAY']), 'permissions', /twice/],
    ['a misspelt key', (c) => (c.featurs = {}), '', /featurs/],
    [
      'a select question without options',
      (c) => (c.onboardingQuestions = [{ id: 'x', label: 'X', type: 'select', required: true }]),
      'onboardingQuestions.0.options',
      /options/,
    ],
    [
      'a disabled page that is not a path',
      (c) => ((c.pages as Record<string, unknown>).disabled = ['paca']),
      'pages.disabled.0',
      /path/,
    ],
    [
      'an alert link with a script',
      (c) => (c.systemAlert = { kind: 'TEXT', id: 'a', message: 'm', link: 'javascript:alert(1)' }),
      'systemAlert.link',
      /https/,
    ],
    [
      'a window that ends before it starts',
      (c) =>
        (c.scheduled = [
          { startsAt: '2022-05-22T00:00:00Z', endsAt: '2022-04-22T00:00:00Z', override: {} },
        ]),
      'scheduled.0.endsAt',
      /after/,
    ],
    [
      'an override of the host names',
      (c) =>
        (c.scheduled = [
          {
            startsAt: '2022-04-22T00:00:00Z',
            endsAt: '2022-05-22T00:00:00Z',
            override: { hosts: [] },
          },
        ]),
      'scheduled.0.override',
      /hosts/,
    ],
    [
      'a date without a time',
      (c) =>
        (c.scheduled = [{ startsAt: '2022-04-22', endsAt: '2022-05-22T00:00:00Z', override: {} }]),
      'scheduled.0.startsAt',
      /ISO/,
    ],
    [
      'an unknown pathway',
      (c) => (c.pathways = ['fresh-start', 'tigers']),
      'pathways.1',
      /pathway/,
    ],
    ['a pathway twice', (c) => (c.pathways = ['nursing', 'nursing']), 'pathways', /twice/],
    ['a program that is not a code', (c) => (c.programs = ['fhsu bgs']), 'programs.0', /code/],
    ['a program twice', (c) => (c.programs = ['FHSU-BGS', 'FHSU-BGS']), 'programs', /twice/],
    ['an empty program list', (c) => (c.programs = []), 'programs', /.+/],
    [
      'an alert audience that does not exist',
      (c) => (c.systemAlert = { kind: 'TEXT', id: 'a', message: 'm', audience: 'students' }),
      'systemAlert.audience',
      /.+/,
    ],
  ])('refuses %s at %s', (_label, patch, path, message) => {
    const issues = issuesOf(patch);
    expect(issues).toContainEqual({ path, message: expect.stringMatching(message) });
  });
});

describe('globalConfigSchema', () => {
  it('accepts nested values and refuses keys a placeholder cannot name', () => {
    expect(
      globalConfigSchema.safeParse({ values: { company: { name: 'X', founded: 2009 } } }).success,
    ).toBe(true);
    const bad = globalConfigSchema.safeParse({ values: { 'company-name': 'X' } });
    expect(bad.success).toBe(false);
  });
});

describe('publicTenantConfig', () => {
  it('leaves out host names and the schedule', () => {
    const pub = publicTenantConfig(tenantConfigSchema.parse(valid));
    expect(pub).not.toHaveProperty('hosts');
    expect(pub).not.toHaveProperty('scheduled');
    expect(pub.id).toBe('fhsu');
    expect(pub.tracking).toEqual({ analyticsId: 'G-PLACEHOLDER' });
  });
});
