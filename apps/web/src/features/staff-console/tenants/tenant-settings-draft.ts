import type { EditableTenantSection } from '@portal/domain/staff/tenant-settings';
import {
  tenantConfigSchema,
  type SystemAlert,
  type TenantConfig,
} from '@portal/domain/tenant/tenant-config';

// The editor's working copy of a tenant's settings (docs/tenant-editing.md): what the inputs hold,
// the sections it changes, and what the tenant schema (the server's own check) says of the result,
// so the member sees a contrast or format problem as they type rather than when they publish.

export interface AlertDraft {
  kind: 'none' | SystemAlert['kind'];
  id: string;
  message: string;
  link: string;
  audience: NonNullable<SystemAlert['audience']>;
}

export interface TenantDraft {
  name: string;
  /** The logo's text alternative; the file itself is published on its own. */
  logoAlt: string;
  theme: TenantConfig['theme'];
  phones: TenantConfig['phones'];
  alert: AlertDraft;
  /** Enrolment codes separated by commas; empty offers every program. */
  programs: string;
  enrollmentType: TenantConfig['enrollmentType'];
  permissions: TenantConfig['permissions'];
}

export function draftOf(config: TenantConfig): TenantDraft {
  const alert = config.systemAlert;
  return {
    name: config.name,
    logoAlt: config.logo.alt,
    theme: config.theme,
    phones: config.phones,
    alert: {
      kind: alert?.kind ?? 'none',
      id: alert?.id ?? '',
      message: alert?.message ?? '',
      link: alert?.link ?? '',
      audience: alert?.audience ?? 'everyone',
    },
    programs: (config.programs ?? []).join(', '),
    enrollmentType: config.enrollmentType,
    permissions: config.permissions,
  };
}

function alertOf(draft: AlertDraft): SystemAlert | null {
  if (draft.kind === 'none') return null;
  return {
    kind: draft.kind,
    id: draft.id.trim(),
    message: draft.message.trim(),
    ...(draft.link.trim() ? { link: draft.link.trim() } : {}),
    ...(draft.audience === 'visitors' ? { audience: 'visitors' as const } : {}),
  };
}

function programsOf(text: string): string[] | null {
  const codes = text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return codes.length > 0 ? codes : null;
}

/** Every section as the draft has it; `null` is a section removed. */
function sectionsOf(
  config: TenantConfig,
  draft: TenantDraft,
): Partial<Record<EditableTenantSection, unknown>> {
  return {
    name: draft.name.trim(),
    logo: { ...config.logo, alt: draft.logoAlt.trim() },
    theme: draft.theme,
    phones: draft.phones,
    systemAlert: alertOf(draft.alert),
    programs: programsOf(draft.programs),
    enrollmentType: draft.enrollmentType,
    permissions: draft.permissions,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The sections the draft changes, as the publication sends them. */
export function changedSections(
  config: TenantConfig,
  draft: TenantDraft,
): Partial<Record<EditableTenantSection, unknown>> {
  return Object.fromEntries(
    Object.entries(sectionsOf(config, draft)).filter(
      ([section, value]) => !same(config[section as EditableTenantSection], value),
    ),
  );
}

/** The config the draft would publish. */
function configOf(config: TenantConfig, draft: TenantDraft): Record<string, unknown> {
  const next: Record<string, unknown> = { ...config };
  for (const [section, value] of Object.entries(sectionsOf(config, draft))) {
    if (value === null) delete next[section];
    else next[section] = value;
  }
  return next;
}

/**
 * What the tenant schema refuses in the draft, by dotted field path (`theme.text`,
 * `phones.studentAdvisor`, `systemAlert.message`), first message per field. The server checks
 * more (host names, programs that exist) and answers in the same shape.
 */
export function draftProblems(config: TenantConfig, draft: TenantDraft): Map<string, string> {
  const result = tenantConfigSchema.safeParse(configOf(config, draft));
  const problems = new Map<string, string>();
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  return problems;
}
