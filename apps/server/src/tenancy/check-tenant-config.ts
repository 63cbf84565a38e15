import { deepMerge } from '@portal/domain/tenant/effective-config';
import { type PlaceholderValues, unknownPlaceholders } from '@portal/domain/tenant/placeholders';
import { tenantValues } from '@portal/domain/tenant/tenant-offer';
import {
  tenantConfigSchema,
  type GlobalValues,
  type TenantConfig,
} from '@portal/domain/tenant/tenant-config';
import type { z } from 'zod';
import { localhostTenantId } from './host-name';

// The checks a tenant's configuration passes, whether it comes from a `tenants/` folder at
// start-up or from the staff console (docs/tenant-editing.md): the same schema, the same merged
// scheduled overrides, the same placeholders and the same claims on host names and slugs, so a
// console edit can never publish what a start-up would refuse.

/** One thing wrong, at a dotted field path ('' for the whole config). */
export interface ConfigProblem {
  path: string;
  message: string;
}

type FieldPath = readonly PropertyKey[];

export const dotted = (fieldPath: FieldPath) => fieldPath.map(String).join('.');

/** Parses `value` with `schema`; each issue becomes a problem under `prefix`. */
export function parseWithProblems<T>(
  schema: z.ZodType<T>,
  value: unknown,
  problems: ConfigProblem[],
  prefix: FieldPath = [],
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    problems.push({ path: dotted([...prefix, ...issue.path]), message: issue.message });
  }
  return undefined;
}

/** Every `{$name.path}` in `value` that `values` cannot fill, each text in its language's. */
export function placeholderProblems(value: unknown, values: PlaceholderValues): ConfigProblem[] {
  return unknownPlaceholders(value, values).map(({ name, path }) => ({
    path: dotted(path),
    message: `Unknown placeholder {$${name}}`,
  }));
}

/**
 * A tenant config on its own: the schema, each scheduled override merged over it (only the merged
 * config is ever served), and placeholders against the global values. Answers the parsed config,
 * or undefined when the schema refused it.
 */
export function checkTenantConfig(
  raw: unknown,
  globalValues: GlobalValues,
  problems: ConfigProblem[],
): TenantConfig | undefined {
  const config = parseWithProblems(tenantConfigSchema, raw, problems);
  if (!config) return undefined;
  config.scheduled?.forEach((entry, i) =>
    parseWithProblems(tenantConfigSchema, deepMerge(config, entry.override), problems, [
      'scheduled',
      i,
      'override',
    ]),
  );
  problems.push(...placeholderProblems(config, tenantValues(globalValues, config)));
  return config;
}

/**
 * Host names and partner slugs are each one tenant's: `config`'s claims against the tenants
 * already holding theirs (`others`, which must not include `config`'s own tenant).
 */
export function claimProblems(
  config: Pick<TenantConfig, 'id' | 'hosts' | 'partnerSlug'>,
  others: readonly Pick<TenantConfig, 'id' | 'hosts' | 'partnerSlug'>[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  config.hosts.forEach((host, i) => {
    // `<id>.localhost` always means tenant <id>; another tenant listing it would be unreachable there.
    const localId = localhostTenantId(host);
    if (localId !== undefined && localId !== config.id) {
      problems.push({
        path: `hosts.${i}`,
        message: `"${host}" is the development host of tenant "${localId}"`,
      });
    }
    if (config.hosts.indexOf(host) !== i)
      problems.push({ path: `hosts.${i}`, message: `Host "${host}" is listed twice` });
    const owner = others.find((other) => other.hosts.includes(host));
    if (owner)
      problems.push({
        path: `hosts.${i}`,
        message: `Host "${host}" is already used by tenant "${owner.id}"`,
      });
  });
  const slugOwner =
    config.partnerSlug && others.find((other) => other.partnerSlug === config.partnerSlug);
  if (slugOwner) {
    problems.push({
      path: 'partnerSlug',
      message: `Partner slug "${config.partnerSlug}" is already used by tenant "${slugOwner.id}"`,
    });
  }
  return problems;
}

/** Every enrolment code the config lists (its own and its overrides') that names no program. */
export function programProblems(
  config: Pick<TenantConfig, 'programs' | 'scheduled'>,
  knownCodes: ReadonlySet<string>,
): ConfigProblem[] {
  const lists: { codes: readonly string[] | undefined; at: string }[] = [
    { codes: config.programs, at: 'programs' },
    ...(config.scheduled ?? []).map((entry, i) => ({
      codes: entry.override.programs,
      at: `scheduled.${i}.override.programs`,
    })),
  ];
  return lists.flatMap(({ codes, at }) =>
    (codes ?? []).flatMap((code, i) =>
      knownCodes.has(code)
        ? []
        : [{ path: `${at}.${i}`, message: `Unknown degree program "${code}"` }],
    ),
  );
}
