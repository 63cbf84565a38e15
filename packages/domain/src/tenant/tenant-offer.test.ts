import { describe, expect, it } from 'vitest';
import {
  alertFor,
  offeredPrograms,
  offersPathway,
  pageIsOn,
  showsPrices,
  tenantMessages,
  tenantValues,
} from './tenant-offer';

const fhsu = { pathways: ['new-fhsu-students/jump-start', 'fresh-start'] };

describe('offersPathway', () => {
  it.each([
    ['/pathways/fresh-start', true],
    ['/pathways/new-fhsu-students/jump-start', true],
    ['/pathways/new-fhsu-students/jump-start/', true],
    ['/pathways/new-fhsu-students', true],
    ['/pathways/new-fhsu-students/math-readiness', false],
    ['/pathways/return-to-uiw', false],
    ['/pathways/nursing?x=1', false],
    ['/pathways', true],
    ['/about', true],
  ])('%s -> %s on a tenant with a list', (path, expected) => {
    expect(offersPathway(fhsu, path)).toBe(expected);
  });

  it('offers every pathway when the tenant lists none', () => {
    expect(offersPathway({}, '/pathways/return-to-uiw')).toBe(true);
  });
});

describe('pageIsOn', () => {
  const config = { ...fhsu, pages: { home: 'home' as const, disabled: ['/paca'] } };
  it.each([
    ['/paca', false],
    ['/about', true],
    ['/pathways/fresh-start', true],
    ['/pathways/return-to-uiw', false],
  ])('%s -> %s', (path, expected) => {
    expect(pageIsOn(config, path)).toBe(expected);
  });
});

describe('offeredPrograms', () => {
  const all = [
    { id: 1, enrollmentCode: 'NOC-AAGS' },
    { id: 3, enrollmentCode: 'FHSU-BGS' },
    { id: 4, enrollmentCode: 'UIW-RNBSN' },
  ];

  it("keeps the tenant's programs only, in the tenant's order", () => {
    expect(offeredPrograms({ programs: ['FHSU-BGS', 'NOC-AAGS'] }, all).map((p) => p.id)).toEqual([
      3, 1,
    ]);
  });

  it('keeps every program when the tenant lists none', () => {
    expect(offeredPrograms({}, all)).toEqual(all);
  });
});

describe('tenantValues', () => {
  const global = { support: { phone: '(800) 555-0142', email: 'help@example.com' } };

  it("lays the tenant's values over the global ones", () => {
    const config = { name: 'UIW Online', values: { support: { phone: '(210) 555-0121' } } };
    expect(tenantValues(global, config).en).toEqual({
      support: { phone: '(210) 555-0121', email: 'help@example.com' },
      tenant: { name: 'UIW Online' },
    });
  });

  it('names the tenant, and keeps the global values of a tenant that has none', () => {
    const english = { ...global, tenant: { name: 'Fort Hays State University' } };
    expect(tenantValues(global, { name: 'Fort Hays State University' })).toEqual({
      en: english,
      es: english,
    });
  });

  it('lays the Spanish values over the English ones for Spanish texts', () => {
    const config = {
      name: 'UIW Online',
      values: { support: { phone: '(210) 555-0121' } },
      es: { values: { support: { email: 'ayuda@example.com' } } },
    };
    expect(tenantValues(global, config)).toEqual({
      en: {
        support: { phone: '(210) 555-0121', email: 'help@example.com' },
        tenant: { name: 'UIW Online' },
      },
      es: {
        support: { phone: '(210) 555-0121', email: 'ayuda@example.com' },
        tenant: { name: 'UIW Online' },
      },
    });
  });
});

describe('tenantMessages', () => {
  const messages = { shell: { topBar: { enrolNow: 'Apply today' } } };
  const spanish = { shell: { topBar: { enrolNow: 'Inscríbase hoy' } } };

  it.each([
    ['en', { messages, es: { messages: spanish } }, messages],
    ['es', { messages, es: { messages: spanish } }, spanish],
    // The English rewording is never put on a Spanish page: the portal's Spanish stays.
    ['es', { messages }, {}],
    ['en', {}, {}],
  ] as const)('on a page in %s', (language, config, expected) => {
    expect(tenantMessages(config, language)).toEqual(expected);
  });
});

describe('showsPrices', () => {
  it.each([
    ['paid-preselected', true],
    ['paid-selective', true],
    ['prepaid', false],
    ['davita-assessment-prepaid', false],
  ] as const)('%s -> %s', (type, expected) => {
    expect(showsPrices(type)).toBe(expected);
  });
});

describe('alertFor', () => {
  const base = { kind: 'ALERT' as const, id: 'codes', message: 'Create your account' };
  it.each([
    [undefined, false, true],
    [undefined, true, true],
    ['everyone', true, true],
    ['visitors', false, true],
    ['visitors', true, false],
  ] as const)('audience %s, signed in %s -> shown %s', (audience, signedIn, shown) => {
    const alert = audience ? { ...base, audience } : base;
    expect(alertFor(alert, signedIn) !== undefined).toBe(shown);
  });
});
