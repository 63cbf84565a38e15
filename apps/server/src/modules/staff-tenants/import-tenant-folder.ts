import {
  pageFilePath,
  pageNameOfFile,
  TENANT_CONFIG_FILE,
  type StaffTenant,
  type TenantFolder,
} from '@portal/domain/staff/tenant-settings';
import type { ConfigProblem } from '../../tenancy/check-tenant-config';
import {
  publishTenantRevision,
  sectionsBeforeAndAfter,
  sectionsChanged,
  settingsRefused,
} from './publish-tenant-revision';
import type { StaffTenantContext } from './staff-tenant-context';

/** A problem of a page in the folder, said at its file and field: `content/home.json:headline`. */
const pageField = (name: string, path: string) =>
  path ? `${pageFilePath(name)}:${path}` : pageFilePath(name);

/**
 * Publishes a tenant's folder exported before (docs/tenant-editing.md "Export and import"): its
 * `config.json` in place of the config in force, as a config import does, and each
 * `content/<name>.json` it holds as the tenant's own page, in one revision. Everything is checked
 * as the start-up checks the folder before anything is published: all of it, or nothing. Pages
 * of the tenant's own the file does not hold stay as they are. Only a provider administrator
 * imports (identity and routing may change); audited with the sections and pages it changed.
 */
export function importTenantFolder(
  context: StaffTenantContext & {
    tenantId: string;
    revision: number;
    reason: string;
    folder: TenantFolder;
  },
): Promise<StaffTenant> {
  const { files } = context.folder;
  const problems: ConfigProblem[] = [];
  const pages: { name: string; content: unknown }[] = [];
  if (!(TENANT_CONFIG_FILE in files)) {
    problems.push({ path: TENANT_CONFIG_FILE, message: 'The folder has no config.json' });
  }
  for (const [path, content] of Object.entries(files)) {
    if (path === TENANT_CONFIG_FILE) continue;
    const name = pageNameOfFile(path);
    if (name === undefined) {
      problems.push({
        path,
        message: 'Not a text file of a tenant folder: config.json or content/<name>.json',
      });
    } else {
      pages.push({ name, content });
    }
  }
  if (problems.length > 0) throw settingsRefused(problems);

  return publishTenantRevision({
    ...context,
    next: () => files[TENANT_CONFIG_FILE] as Record<string, unknown>,
    pages,
    pageField,
    audit: {
      action: 'tenant.imported',
      entry: (current, next, content) => {
        const sections = sectionsBeforeAndAfter(sectionsChanged(current, next), current, next);
        const changed = pages
          .map(({ name }) => name)
          .filter(
            (name) => JSON.stringify(content.before[name]) !== JSON.stringify(content.after[name]),
          );
        if (changed.length === 0) return sections;
        const of = (pagesByName: Record<string, unknown>) =>
          Object.fromEntries(changed.map((name) => [name, pagesByName[name] ?? null]));
        return {
          before: { ...sections.before, content: of(content.before) },
          after: { ...sections.after, content: of(content.after) },
        };
      },
    },
  });
}
