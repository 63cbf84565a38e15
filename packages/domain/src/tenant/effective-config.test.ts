import { describe, expect, it } from 'vitest';
import {
  deepMerge,
  effectiveConfig,
  effectiveGlobalConfig,
  isWithinWindow,
} from './effective-config';
import { tenantConfigSchema, type GlobalConfig } from './tenant-config';

const base = tenantConfigSchema.parse({
  id: 'davita',
  name: 'DaVita',
  hosts: [],
  kind: 'employer',
  theme: {
    brand: '#005f9e',
    accent: '#f7a800',
    background: '#ffffff',
    text: '#1a1a1a',
    fontStack: 'system-ui, sans-serif',
    radius: '4px',
  },
  logo: { src: 'logo.svg', alt: 'DaVita' },
  phones: { studentAdvisor: '(720) 555-0101', publicAdvisor: '(720) 555-0102' },
  pages: { home: 'home', disabled: ['/paca'] },
  features: {
    courseTrackDashboard: true,
    surveyWidget: false,
    requestInfo: true,
    enrolNow: true,
    readinessAssessment: false,
  },
  permissions: ['CAN_VIEW_FRONT_STORE'],
  enrollmentType: 'davita-assessment-prepaid',
  onboardingQuestions: [],
  tracking: {},
  // docs/product/constants-and-limits.md: the assessment tenant's readiness window, 22 Apr 2022 to 22 May 2022.
  scheduled: [
    {
      startsAt: '2022-04-22T00:00:00Z',
      endsAt: '2022-05-22T00:00:00Z',
      override: {
        features: { readinessAssessment: true },
        pages: { disabled: [] },
        systemAlert: { kind: 'TEXT', id: 'readiness-2022', message: 'Readiness check is open.' },
      },
    },
  ],
});

describe('effectiveConfig (start inclusive, end exclusive, server time)', () => {
  it.each([
    ['long before', '2022-01-01T00:00:00Z', false],
    ['one ms before the start', '2022-04-21T23:59:59.999Z', false],
    ['exactly at the start', '2022-04-22T00:00:00Z', true],
    ['inside', '2022-05-01T12:00:00Z', true],
    ['one ms before the end', '2022-05-21T23:59:59.999Z', true],
    ['exactly at the end', '2022-05-22T00:00:00Z', false],
    ['after', '2023-01-01T00:00:00Z', false],
  ])('%s (%s): override applied = %s', (_label, now, applied) => {
    const config = effectiveConfig(base, new Date(now));
    expect(config.features.readinessAssessment).toBe(applied);
    expect(config.systemAlert?.id).toBe(applied ? 'readiness-2022' : undefined);
    expect(config.pages.disabled).toEqual(applied ? [] : ['/paca']);
  });

  it('keeps fields the override does not mention', () => {
    const config = effectiveConfig(base, new Date('2022-05-01T00:00:00Z'));
    expect(config.features.courseTrackDashboard).toBe(true);
    expect(config.pages.home).toBe('home');
    expect(config.theme).toEqual(base.theme);
  });

  it('does not change the config it was given', () => {
    const copy = JSON.parse(JSON.stringify(base)) as typeof base;
    effectiveConfig(base, new Date('2022-05-01T00:00:00Z'));
    expect(base).toEqual(copy);
  });

  it('applies overlapping windows in file order, the later one winning', () => {
    const config = effectiveConfig(
      {
        ...base,
        scheduled: [
          {
            startsAt: '2024-01-01T00:00:00Z',
            endsAt: '2024-02-01T00:00:00Z',
            override: { name: 'First' },
          },
          {
            startsAt: '2024-01-15T00:00:00Z',
            endsAt: '2024-02-15T00:00:00Z',
            override: { name: 'Second' },
          },
        ],
      },
      new Date('2024-01-20T00:00:00Z'),
    );
    expect(config.name).toBe('Second');
  });

  it('reads windows written with an offset as instants', () => {
    expect(
      isWithinWindow(
        { startsAt: '2022-04-22T00:00:00-05:00', endsAt: '2022-04-23T00:00:00-05:00' },
        new Date('2022-04-22T04:59:59Z'),
      ),
    ).toBe(false);
  });
});

describe('effectiveGlobalConfig', () => {
  const global: GlobalConfig = {
    values: { company: { name: 'Crestline Learning', phone: '(800) 555-0100' } },
    scheduled: [
      {
        startsAt: '2030-01-01T00:00:00Z',
        endsAt: '2030-01-02T00:00:00Z',
        override: { values: { company: { phone: '(800) 555-0199' } } },
      },
    ],
  };

  it.each([
    ['2029-12-31T23:59:59.999Z', '(800) 555-0100'],
    ['2030-01-01T00:00:00Z', '(800) 555-0199'],
    ['2030-01-02T00:00:00Z', '(800) 555-0100'],
  ])('at %s the phone is %s and the name is kept', (now, phone) => {
    const values = effectiveGlobalConfig(global, new Date(now)).values;
    expect(values).toEqual({ company: { name: 'Crestline Learning', phone } });
  });
});

describe('deepMerge', () => {
  it.each([
    ['objects merge key by key', { a: { b: 1, c: 2 } }, { a: { c: 3 } }, { a: { b: 1, c: 3 } }],
    ['arrays are replaced, not appended', { a: [1, 2] }, { a: [3] }, { a: [3] }],
    ['an empty array replaces', { a: [1] }, { a: [] }, { a: [] }],
    ['undefined keeps the base value', { a: 1 }, { a: undefined }, { a: 1 }],
    ['false replaces true', { a: true }, { a: false }, { a: false }],
    ['new keys are added', { a: 1 }, { b: 2 }, { a: 1, b: 2 }],
  ])('%s', (_label, left, right, expected) => {
    expect(deepMerge(left, right)).toEqual(expected);
  });
});
