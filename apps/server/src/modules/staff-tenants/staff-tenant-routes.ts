import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffTenantListSchema,
  staffTenantSchema,
  TENANT_LOGO_MAX_BYTES,
  TENANT_LOGO_UPLOAD_TYPES,
  tenantChangeSchema,
  tenantCreateSchema,
  tenantChangeQuerySchema,
  tenantFolderSchema,
  tenantPageListSchema,
  tenantPageNameSchema,
  tenantPagePublishSchema,
  tenantPageSchema,
} from '@portal/domain/staff/tenant-settings';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { TenantSync } from '../../tenancy/sync-tenant-documents';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import { createTenant } from './create-tenant';
import { listStaffTenants, readStaffTenant } from './list-staff-tenants';
import { publishTenantChange } from './publish-tenant-change';
import { exportTenantFolder } from './export-tenant-folder';
import { importTenantConfig } from './import-tenant-config';
import { importTenantFolder } from './import-tenant-folder';
import { publishTenantLogo } from './publish-tenant-logo';
import { returnTenantToFolder } from './return-tenant-to-folder';
import {
  listTenantPages,
  publishTenantPage,
  readTenantPage,
  revertTenantPage,
} from './tenant-pages';

const tags = ['staff'];
const security = [{ bearer: [] }];
const params = z.object({ tenantId: z.string().max(100) });
const pageParams = params.extend({ name: tenantPageNameSchema });

/** Tenants edited and created in the console (docs/tenant-editing.md). */
export async function staffTenantRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    tenants: TenantRegistry;
    sync: TenantSync;
    requireStaff: RequireStaff;
  },
): Promise<void> {
  const { requireStaff, ...shared } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => ({
    ...shared,
    member: currentStaff(request).member,
    address: request.ip,
  });
  const mayEdit = requireStaff({ may: 'edit_tenant' });

  // A logo is sent as the raw body with its type (or octet-stream); the bytes decide what it is.
  app.addContentTypeParser(
    [...TENANT_LOGO_UPLOAD_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: TENANT_LOGO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  routes.get(
    '/staff-api/tenants',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary: "The tenants within the member's scope",
        security,
        response: { 200: staffTenantListSchema },
      },
    },
    async (request) => listStaffTenants(context(request)),
  );

  routes.get(
    '/staff-api/tenants/:tenantId',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary: "A tenant's config in force and the revision an edit starts from",
        security,
        params,
        response: { 200: staffTenantSchema },
      },
    },
    async (request) => readStaffTenant(context(request), request.params.tenantId),
  );

  routes.put(
    '/staff-api/tenants/:tenantId',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary: "Publishes a change to a tenant's settings on every instance; audited",
        description:
          'Refused with TENANT_SETTINGS_INVALID (one field error per problem, in the words of the start-up check of tenants/) or TENANT_CHANGED_MEANWHILE when the revision is not the one in force.',
        security,
        params,
        body: tenantChangeSchema,
        response: { 200: staffTenantSchema },
      },
    },
    async (request) =>
      publishTenantChange({
        ...context(request),
        tenantId: request.params.tenantId,
        change: request.body,
      }),
  );

  routes.put(
    '/staff-api/tenants/:tenantId/logo',
    {
      preHandler: mayEdit,
      bodyLimit: TENANT_LOGO_MAX_BYTES,
      config: { tooLargeCode: 'IMAGE_TOO_LARGE' },
      schema: {
        tags,
        summary:
          'Publishes a new logo: an SVG (stored sanitised) or a PNG, JPEG or WebP image (stored re-encoded as WebP) of at most 500KB as the body; audited',
        security,
        params,
        querystring: tenantChangeQuerySchema,
        consumes: [...TENANT_LOGO_UPLOAD_TYPES, 'application/octet-stream'],
        response: { 200: staffTenantSchema },
      },
    },
    async (request) =>
      publishTenantLogo({
        ...context(request),
        tenantId: request.params.tenantId,
        ...request.query,
        upload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      }),
  );

  routes.get(
    '/staff-api/tenants/:tenantId/config.json',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary: "The tenant's config in force as its tenants/<id>/config.json file",
        security,
        params,
        response: { 200: z.string().describe('config.json, as the tenants/ folder holds it') },
      },
    },
    async (request, reply) => {
      const { config } = await readStaffTenant(context(request), request.params.tenantId);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="config.json"')
        .send(`${JSON.stringify(config, null, 2)}\n`);
    },
  );

  routes.put(
    '/staff-api/tenants/:tenantId/config.json',
    {
      preHandler: requireStaff({ may: 'create_tenants' }),
      schema: {
        tags,
        summary:
          "Publishes a whole config.json (the tenants/ format) in place of the tenant's config; audited",
        description:
          'Checked as the start-up checks tenants/: TENANT_SETTINGS_INVALID names each field; the file must name this tenant.',
        security,
        params,
        querystring: tenantChangeQuerySchema,
        body: z.record(z.string(), z.unknown()),
        response: { 200: staffTenantSchema },
      },
    },
    async (request) =>
      importTenantConfig({
        ...context(request),
        tenantId: request.params.tenantId,
        ...request.query,
        file: request.body,
      }),
  );

  routes.get(
    '/staff-api/tenants/:tenantId/folder.json',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary:
          "The tenant's folder as one file: config.json and each content/<name>.json of its own, by path",
        security,
        params,
        response: { 200: z.string().describe('{ "files": { "<path>": <file> } }') },
      },
    },
    async (request, reply) => {
      const folder = await exportTenantFolder(context(request), request.params.tenantId);
      return reply
        .type('application/json; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${request.params.tenantId}-folder.json"`,
        )
        .send(`${JSON.stringify(folder, null, 2)}\n`);
    },
  );

  routes.put(
    '/staff-api/tenants/:tenantId/folder.json',
    {
      preHandler: requireStaff({ may: 'create_tenants' }),
      schema: {
        tags,
        summary:
          "Publishes a tenant's folder file (config.json and content pages) in one revision, all or nothing; audited",
        description:
          'Every file is checked as the start-up checks tenants/ before any is published: TENANT_SETTINGS_INVALID names each file and field; TENANT_CHANGED_MEANWHILE when the revision is not the one in force.',
        security,
        params,
        querystring: tenantChangeQuerySchema,
        body: tenantFolderSchema,
        response: { 200: staffTenantSchema },
      },
    },
    async (request) =>
      importTenantFolder({
        ...context(request),
        tenantId: request.params.tenantId,
        ...request.query,
        folder: request.body,
      }),
  );

  routes.delete(
    '/staff-api/tenants/:tenantId/publications',
    {
      preHandler: requireStaff({ may: 'create_tenants' }),
      schema: {
        tags,
        summary:
          "Returns a tenant to its tenants/ folder's settings, logo and pages on every instance; audited",
        security,
        params,
        querystring: tenantChangeQuerySchema,
        response: { 200: staffTenantSchema },
      },
    },
    async (request) =>
      returnTenantToFolder({
        ...context(request),
        tenantId: request.params.tenantId,
        ...request.query,
      }),
  );

  routes.get(
    '/staff-api/tenants/:tenantId/pages',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary: "The tenant's content pages: its own and those it takes from the default tenant",
        security,
        params,
        response: { 200: tenantPageListSchema },
      },
    },
    async (request) => listTenantPages(context(request), request.params.tenantId),
  );

  routes.get(
    '/staff-api/tenants/:tenantId/pages/:name',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary: 'A content page as the tenant serves it, and the revision an edit starts from',
        security,
        params: pageParams,
        response: { 200: tenantPageSchema },
      },
    },
    async (request) =>
      readTenantPage(context(request), request.params.tenantId, request.params.name),
  );

  routes.put(
    '/staff-api/tenants/:tenantId/pages/:name',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary: "Publishes the tenant's own version of a content page on every instance; audited",
        description:
          'Checked as the start-up checks tenants/<id>/content/<name>.json: TENANT_SETTINGS_INVALID names each field; TENANT_CHANGED_MEANWHILE when the revision is not the one in force.',
        security,
        params: pageParams,
        body: tenantPagePublishSchema,
        response: { 200: tenantPageSchema },
      },
    },
    async (request) =>
      publishTenantPage({ ...context(request), ...request.params, publish: request.body }),
  );

  routes.delete(
    '/staff-api/tenants/:tenantId/pages/:name',
    {
      preHandler: mayEdit,
      schema: {
        tags,
        summary:
          "Removes the tenant's own version of a page: the default tenant's is served; audited",
        security,
        params: pageParams,
        querystring: tenantChangeQuerySchema,
        response: { 200: tenantPageSchema },
      },
    },
    async (request) =>
      revertTenantPage({ ...context(request), ...request.params, ...request.query }),
  );

  routes.post(
    '/staff-api/tenants',
    {
      preHandler: requireStaff({ may: 'create_tenants' }),
      schema: {
        tags,
        summary: "Creates a tenant from the default tenant's settings; audited",
        security,
        body: tenantCreateSchema,
        response: { 201: staffTenantSchema },
      },
    },
    async (request, reply) => {
      const created = await createTenant({ ...context(request), create: request.body });
      return reply.code(201).send(created);
    },
  );
}
