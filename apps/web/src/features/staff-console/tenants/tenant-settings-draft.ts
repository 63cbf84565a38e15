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
  /** The message in Spanish; empty until translated, when Spanish pages show the English. */
  spanishMessage: string;
}

/** A scheduled window as its inputs hold it: UTC times as `YYYY-MM-DDTHH:MM`, the override as JSON text. */
export interface WindowDraft {
  startsAt: string;
  endsAt: string;
  override: string;
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
  scheduled: WindowDraft[];
}

/** An ISO instant as a `datetime-local` input shows it, in UTC. */
const minuteOf = (iso: string) => new Date(iso).toISOString().slice(0, 16);

/** The JSON text of an override, or what it holds. */
function overrideOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const emptyWindow = (): WindowDraft => ({
  startsAt: '',
  endsAt: '',
  override: '{\n  "systemAlert": { "kind": "TEXT", "id": "window", "message": "" }\n}',
});

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
      spanishMessage: alert?.es?.message ?? '',
    },
    programs: (config.programs ?? []).join(', '),
    enrollmentType: config.enrollmentType,
    permissions: config.permissions,
    scheduled: (config.scheduled ?? []).map((window) => ({
      startsAt: minuteOf(window.startsAt),
      endsAt: minuteOf(window.endsAt),
      override: JSON.stringify(window.override, null, 2),
    })),
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
    ...(draft.spanishMessage.trim() ? { es: { message: draft.spanishMessage.trim() } } : {}),
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
    scheduled:
      draft.scheduled.length > 0
        ? draft.scheduled.map((window) => ({
            // The inputs hold minutes in UTC; the schema wants an instant with its offset.
            startsAt: window.startsAt ? `${window.startsAt}:00Z` : '',
            endsAt: window.endsAt ? `${window.endsAt}:00Z` : '',
            override: overrideOf(window.override) ?? {},
          }))
        : null,
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
  const problems = new Map<string, string>();
  draft.scheduled.forEach((window, i) => {
    if (overrideOf(window.override) === undefined)
      problems.set(`scheduled.${i}.override`, 'Not valid JSON');
  });
  const result = tenantConfigSchema.safeParse(configOf(config, draft));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  return problems;
}
