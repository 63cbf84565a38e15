import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';

/** Used by `vite dev` without the server in front, and by tests. */
export const DEFAULT_BOOTSTRAP: TenantBootstrap = {
  tenantId: 'default',
  basePath: '',
  buildVersion: 'dev',
  cachingDisabled: true,
  config: {
    id: 'default',
    name: 'Student Portal',
    kind: 'provider',
    theme: {
      brand: '#7a1f2b',
      accent: '#f2a900',
      background: '#ffffff',
      text: '#1f1f1f',
      fontStack: 'system-ui, sans-serif',
      radius: '6px',
    },
    logo: { src: 'logo.svg', alt: 'Student Portal' },
    phones: { studentAdvisor: '(800) 555-0101', publicAdvisor: '(800) 555-0100' },
    pages: { home: 'home', disabled: [] },
    features: {
      courseTrackDashboard: false,
      surveyWidget: false,
      requestInfo: true,
      enrolNow: true,
      readinessAssessment: false,
    },
    permissions: [
      'CAN_VIEW_FRONT_STORE',
      'CAN_PLACE_ORDER',
      'CAN_PAY',
      'CAN_FILL_PROFILE',
      'CAN_COMPLETE_ONBOARDING',
      'CAN_ACCESS_DASHBOARD',
    ],
    enrollmentType: 'paid-preselected',
    onboardingQuestions: [],
    tracking: {},
  },
};

function normaliseBasePath(basePath: unknown): string {
  if (typeof basePath !== 'string' || basePath === '/' || basePath === '') return '';
  return ('/' + basePath.replace(/^\/+|\/+$/g, '')).toLowerCase();
}

/** Reads the injected bootstrap; falls back to the default tenant when it is absent or broken. */
export function readTenantBootstrap(doc: Document = document): TenantBootstrap {
  const text = doc.getElementById('tenant-bootstrap')?.textContent;
  if (!text) return DEFAULT_BOOTSTRAP;
  try {
    const parsed = JSON.parse(text) as Partial<TenantBootstrap>;
    if (!parsed.config || typeof parsed.config !== 'object') return DEFAULT_BOOTSTRAP;
    return {
      ...DEFAULT_BOOTSTRAP,
      ...parsed,
      basePath: normaliseBasePath(parsed.basePath),
      config: parsed.config,
    };
  } catch {
    return DEFAULT_BOOTSTRAP;
  }
}

let cached: TenantBootstrap | undefined;

/** The bootstrap, read once per page load. */
export function tenantBootstrap(): TenantBootstrap {
  cached ??= readTenantBootstrap();
  return cached;
}
