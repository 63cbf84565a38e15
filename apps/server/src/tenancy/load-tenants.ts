import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { deepMerge } from '@portal/domain/tenant/effective-config';
import type { PlaceholderValues } from '@portal/domain/tenant/placeholders';
import { tenantValues } from '@portal/domain/tenant/tenant-offer';
import {
  globalConfigSchema,
  type GlobalConfig,
  type GlobalValues,
} from '@portal/domain/tenant/tenant-config';
import type { z } from 'zod';
import {
  checkTenantConfig,
  claimProblems,
  dotted,
  parseWithProblems,
  placeholderProblems,
  type ConfigProblem,
} from './check-tenant-config';
import { checkContentPage, isFile } from './check-tenant-content';
import { TenantConfigError, type TenantConfigProblem } from './tenant-config-error';
import {
  createTenantRegistry,
  DEFAULT_TENANT_ID,
  type LoadedTenant,
  type TenantRegistry,
} from './tenant-registry';

const CONTENT_FILE = /^([a-z0-9-]+)\.json$/;

type Problems = TenantConfigProblem[];
type FieldPath = readonly PropertyKey[];

/** The problems of one file, named for the person who edits it. */
const inFile = (file: string, found: readonly ConfigProblem[]): Problems =>
  found.map((problem) => ({ file, ...problem }));

/**
 * Reads and checks every tenant folder and `global.json` under `dir` at start-up
 * (docs/architecture.md, decision 5). Throws one `TenantConfigError` listing every problem found, each
 * naming the file and field: schema errors, a config id that is not its folder name, a scheduled
 * override that would make the config invalid, a missing logo file, content that is not JSON,
 * placeholders the global values cannot fill, duplicate host names or partner slugs, and a
 * missing `default` tenant.
 */
export async function loadTenants({
  dir,
  publicUrl,
}: {
  dir: string;
  /** PUBLIC_URL, for links in mail (TenantRegistry.siteUrl). */
  publicUrl?: string;
}): Promise<TenantRegistry> {
  const problems: Problems = [];
  // Files are named relative to the parent of `dir`, e.g. `tenants/fhsu/config.json`.
  const shown = (...parts: string[]) => path.posix.join(path.basename(dir), ...parts);

  const global = await loadGlobal(dir, shown('global.json'), problems);
  const values: GlobalValues = global?.values ?? {};

  const folders = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
  const loaded = await Promise.all(
    folders.map((folder) =>
      loadTenant({ dir: path.join(dir, folder), folder, shown, values, problems }),
    ),
  );
  const tenants = loaded.filter((t): t is LoadedTenant => t !== undefined);

  tenants.forEach((tenant, i) => {
    const others = tenants.slice(0, i).map((t) => t.config);
    problems.push(...inFile(shown(tenant.id, 'config.json'), claimProblems(tenant.config, others)));
  });
  if (!folders.includes(DEFAULT_TENANT_ID)) {
    problems.push({
      file: shown(DEFAULT_TENANT_ID, 'config.json'),
      path: '',
      message: 'The default tenant is required: it serves every request no other tenant claims',
    });
  }

  // Tenant files are read concurrently; the report lists them by file, whichever finished first.
  problems.sort((a, b) => a.file.localeCompare(b.file));
  if (problems.length > 0 || !global) throw new TenantConfigError(problems);
  return createTenantRegistry({ tenants, global, publicUrl });
}

async function readJson(file: string, shownFile: string, problems: Problems): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    problems.push({
      file: shownFile,
      path: '',
      message: missing ? 'File not found' : String(error),
    });
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    problems.push({
      file: shownFile,
      path: '',
      message: `Invalid JSON: ${(error as Error).message}`,
    });
    return undefined;
  }
}

function parseInto<T>(
  schema: z.ZodType<T>,
  value: unknown,
  at: { file: string; prefix?: FieldPath },
  problems: Problems,
): T | undefined {
  const found: ConfigProblem[] = [];
  const parsed = parseWithProblems(schema, value, found, at.prefix);
  problems.push(...inFile(at.file, found));
  return parsed;
}

function reportPlaceholders(
  value: unknown,
  values: PlaceholderValues,
  file: string,
  problems: Problems,
) {
  problems.push(...inFile(file, placeholderProblems(value, values)));
}

async function loadGlobal(
  dir: string,
  shownFile: string,
  problems: Problems,
): Promise<GlobalConfig | undefined> {
  const raw = await readJson(path.join(dir, 'global.json'), shownFile, problems);
  if (raw === undefined) return undefined;
  const global = parseInto(globalConfigSchema, raw, { file: shownFile }, problems);
  if (!global) return undefined;
  // An override is checked merged, because only the merged config is ever served.
  global.scheduled?.forEach((entry, i) =>
    parseInto(
      globalConfigSchema,
      deepMerge(global, entry.override),
      { file: shownFile, prefix: ['scheduled', i, 'override'] },
      problems,
    ),
  );
  reportPlaceholders({ ...global, values: undefined }, { en: global.values }, shownFile, problems);
  return global;
}

async function loadTenant(options: {
  dir: string;
  folder: string;
  shown: (...parts: string[]) => string;
  values: GlobalValues;
  problems: Problems;
}): Promise<LoadedTenant | undefined> {
  const { dir, folder, shown, problems } = options;
  const configFile = shown(folder, 'config.json');
  const raw = await readJson(path.join(dir, 'config.json'), configFile, problems);
  if (raw === undefined) return undefined;
  const found: ConfigProblem[] = [];
  const config = checkTenantConfig(raw, options.values, found);
  problems.push(...inFile(configFile, found));
  if (!config) return undefined;
  const values = tenantValues(options.values, config);

  if (config.id !== folder) {
    problems.push({
      file: configFile,
      path: 'id',
      message: `Must equal the folder name "${folder}"`,
    });
  }

  const logos: { src: string; at: FieldPath }[] = [
    { src: config.logo.src, at: ['logo', 'src'] },
    ...(config.scheduled ?? []).flatMap((entry, i) =>
      entry.override.logo?.src
        ? [{ src: entry.override.logo.src, at: ['scheduled', i, 'override', 'logo', 'src'] }]
        : [],
    ),
  ];
  for (const logo of logos) {
    if (!(await isFile(path.join(dir, logo.src)))) {
      problems.push({
        file: configFile,
        path: dotted(logo.at),
        message: `No file "${logo.src}" in ${shown(folder)}`,
      });
    }
  }

  const content = await loadContent({ dir, folder, shown, values, problems });
  return { id: config.id, dir, config, contentNames: [...content.keys()].sort(), content };
}

async function loadContent(options: {
  dir: string;
  folder: string;
  shown: (...parts: string[]) => string;
  values: PlaceholderValues;
  problems: Problems;
}): Promise<Map<string, unknown>> {
  const { dir, folder, shown, values, problems } = options;
  const content = new Map<string, unknown>();
  const imageDirs = [path.join(dir, 'images'), path.join(path.dirname(dir), 'default', 'images')];
  let names: string[];
  try {
    names = (await readdir(path.join(dir, 'content'))).sort();
  } catch {
    return content; // A tenant without a content folder uses the default tenant's content.
  }
  for (const fileName of names) {
    const shownFile = shown(folder, 'content', fileName);
    const name = CONTENT_FILE.exec(fileName)?.[1];
    if (name === undefined) {
      // Such a file could never be requested (names are [a-z0-9-]+), so it is surely a mistake.
      problems.push({
        file: shownFile,
        path: '',
        message: 'Content files are named <name>.json using a-z, 0-9 and -',
      });
      continue;
    }
    const raw = await readJson(path.join(dir, 'content', fileName), shownFile, problems);
    if (raw === undefined) continue;
    const found: ConfigProblem[] = [];
    const value = await checkContentPage({
      name,
      raw,
      values,
      imageDirs,
      missingImage: (file) =>
        `No image "${file}" in ${shown(folder, 'images')} or ${shown('default', 'images')}`,
      problems: found,
    });
    problems.push(...inFile(shownFile, found));
    if (value !== undefined) content.set(name, value);
  }
  return content;
}
