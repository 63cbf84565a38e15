import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productDetailSchema } from '@portal/domain/catalog/catalog-api';
import {
  catalogCategoryViewSchema,
  catalogCourseViewSchema,
  catalogExamViewSchema,
  catalogImportSchema,
  catalogPlanViewSchema,
  catalogProgramViewSchema,
  catalogPromotionViewSchema,
  categoryDraftSchema,
  courseDraftSchema,
  draftListSchema,
  examDraftSchema,
  draftViewSchema,
  liveCatalogSchema,
  planDraftSchema,
  programDraftSchema,
  promotionDraftSchema,
  programPreviewSchema,
  publishDraftSchema,
  scheduleDraftSchema,
  undoVersionSchema,
  CATALOG_FILE_PATTERN,
} from '@portal/domain/catalog/catalog-editing';
import { CATALOG_ENTRY_KINDS, ENTRY_LISTS } from '@portal/domain/catalog/catalog-entry';
import { mayEditCatalog } from '@portal/domain/staff/staff-roles';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import type { OfferedPrograms } from './catalog-draft-problems';
import { catalogFileNames } from './catalog-files';
import { exportCatalogFile } from './export-catalog-file';
import { getCatalogDraft } from './get-catalog-draft';
import { getCatalogEntry } from './get-catalog-entry';
import { importCatalogFiles } from './import-catalog-files';
import { listCatalogDrafts } from './list-catalog-drafts';
import { loadLiveCatalog } from './load-live-catalog';
import { previewCatalogCourse } from './preview-catalog-course';
import { previewCatalogProgram } from './preview-catalog-program';
import {
  publishCatalogDraft,
  type CatalogActor,
  type CatalogPublished,
} from './publish-catalog-draft';
import { saveCatalogDraft } from './save-catalog-draft';
import { scheduleCatalogDraft } from './schedule-catalog-draft';
import { setCatalogDraftAside } from './set-catalog-draft-aside';
import { undoCatalogVersion } from './undo-catalog-version';

const tags = ['staff'];
const security = [{ bearer: [] }];
const draftParam = z.object({ draftId: z.uuid() });
const idParam = z.object({ id: recordIdParamSchema });
const inDraft = z.object({ draft: z.uuid().optional() });

/** Each kind's draft body and entry page, by kind. */
const KIND_SCHEMAS = {
  course: { fields: courseDraftSchema, view: catalogCourseViewSchema },
  category: { fields: categoryDraftSchema, view: catalogCategoryViewSchema },
  program: { fields: programDraftSchema, view: catalogProgramViewSchema },
  exam: { fields: examDraftSchema, view: catalogExamViewSchema },
  plan: { fields: planDraftSchema, view: catalogPlanViewSchema },
  promotion: { fields: promotionDraftSchema, view: catalogPromotionViewSchema },
};

/**
 * The catalog editor's calls (docs/catalog-editing.md): the ability to edit the catalog, over
 * every tenant, since a course is the same on every site. A member holding it with a scope of
 * some tenants only is refused as one without it.
 */
function editor(request: FastifyRequest): NonNullable<CatalogActor> {
  const { member } = currentStaff(request);
  if (!mayEditCatalog(member)) throw new AppError('PERMISSION_DENIED');
  return { staffId: member.id, email: member.email, address: request.ip };
}

export async function catalogEditingRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    requireStaff: RequireStaff;
    published: CatalogPublished;
    /** Every tenant's `programs` list, whose programs keep their enrolment codes. */
    offered: OfferedPrograms;
  },
): Promise<void> {
  const { db, clock, published, offered } = options;
  const draftView = (draftId: string) => getCatalogDraft(db, draftId, offered);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = options.requireStaff({ may: 'edit_catalog' });

  routes.get(
    '/staff-api/catalog',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The live catalog as entries, and the files an export writes',
        response: { 200: liveCatalogSchema },
      },
    },
    async (request) => {
      editor(request);
      const live = await loadLiveCatalog(db);
      return { ...live, files: catalogFileNames(live) };
    },
  );

  for (const kind of CATALOG_ENTRY_KINDS) {
    const plural = ENTRY_LISTS[kind];
    const { fields, view } = KIND_SCHEMAS[kind];

    routes.get(
      `/staff-api/catalog/${plural}/:id`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: `A live ${kind} with its open drafts and its versions`,
          params: idParam,
          response: { 200: view },
        },
      },
      async (request) => {
        editor(request);
        return getCatalogEntry(db, kind, request.params.id);
      },
    );

    routes.post(
      `/staff-api/catalog/drafts/${plural}`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: `Drafts a new ${kind}, in a new draft or the one named`,
          querystring: inDraft,
          body: fields,
          response: { 200: draftViewSchema },
        },
      },
      async (request) => {
        const draftId = await saveCatalogDraft({
          db,
          clock,
          actor: editor(request),
          draftId: request.query.draft,
          kind,
          fields: request.body,
          offered,
        });
        return draftView(draftId);
      },
    );

    routes.put(
      `/staff-api/catalog/drafts/${plural}/:id`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: `Drafts a change to a ${kind}, in a new draft or the one named`,
          params: idParam,
          querystring: inDraft,
          body: fields,
          response: { 200: draftViewSchema },
        },
      },
      async (request) => {
        const draftId = await saveCatalogDraft({
          db,
          clock,
          actor: editor(request),
          draftId: request.query.draft,
          kind,
          id: request.params.id,
          fields: request.body,
          offered,
        });
        return draftView(draftId);
      },
    );

    routes.post(
      `/staff-api/catalog/${plural}/:id/undo`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary: `Publishes the ${kind} as it was before its latest version, as a new version`,
          params: idParam,
          body: undoVersionSchema,
          response: { 200: view },
        },
      },
      async (request) => {
        await undoCatalogVersion({
          db,
          clock,
          actor: editor(request),
          kind,
          id: request.params.id,
          body: request.body,
          published,
          offered,
        });
        return getCatalogEntry(db, kind, request.params.id);
      },
    );
  }

  routes.get(
    '/staff-api/catalog/drafts',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The drafts not yet published or discarded, newest first',
        response: { 200: draftListSchema },
      },
    },
    async (request) => {
      editor(request);
      return listCatalogDrafts(db);
    },
  );

  routes.get(
    '/staff-api/catalog/drafts/:draftId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A draft: each entry against what is live, and what publishing would break',
        params: draftParam,
        response: { 200: draftViewSchema },
      },
    },
    async (request) => {
      editor(request);
      return draftView(request.params.draftId);
    },
  );

  routes.get(
    '/staff-api/catalog/drafts/:draftId/courses/:id/preview',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "A drafted course's page as a visitor of this site will see it once published",
        params: draftParam.extend(idParam.shape),
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      editor(request);
      return previewCatalogCourse({
        db,
        draftId: request.params.draftId,
        courseId: request.params.id,
        config: request.tenant.config,
      });
    },
  );

  for (const kind of ['program', 'plan'] as const) {
    routes.get(
      `/staff-api/catalog/drafts/:draftId/${ENTRY_LISTS[kind]}/:id/preview`,
      {
        preHandler,
        schema: {
          tags,
          security,
          summary:
            kind === 'program'
              ? "A drafted program's page data as the storefront will read it once published"
              : "The page data of a drafted plan's program, at the plan's price, once published",
          params: draftParam.extend(idParam.shape),
          response: { 200: programPreviewSchema },
        },
      },
      async (request) => {
        editor(request);
        return previewCatalogProgram({
          db,
          draftId: request.params.draftId,
          entry: { kind, id: request.params.id },
        });
      },
    );
  }

  routes.post(
    '/staff-api/catalog/drafts/:draftId/publication',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Publishes a draft now, as a new version; audited',
        params: draftParam,
        body: publishDraftSchema,
        response: { 200: draftViewSchema },
      },
    },
    async (request) => {
      await publishCatalogDraft({
        db,
        clock,
        actor: editor(request),
        draftId: request.params.draftId,
        body: request.body,
        published,
        offered,
      });
      return draftView(request.params.draftId);
    },
  );

  routes.put(
    '/staff-api/catalog/drafts/:draftId/schedule',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Has the publishing job publish a draft at a set time; audited',
        params: draftParam,
        body: scheduleDraftSchema,
        response: { 200: draftViewSchema },
      },
    },
    async (request) => {
      const { draftId } = request.params;
      await scheduleCatalogDraft({
        db,
        clock,
        actor: editor(request),
        draftId,
        body: request.body,
        offered,
      });
      return draftView(draftId);
    },
  );

  for (const [path, to, summary] of [
    ['schedule', 'draft', 'Takes a draft off the schedule; it stays a draft'],
    ['discard', 'discarded', 'Gives a draft up; nothing of it goes live'],
  ] as const) {
    const method = to === 'draft' ? routes.delete.bind(routes) : routes.post.bind(routes);
    method(
      `/staff-api/catalog/drafts/:draftId/${path}`,
      {
        preHandler,
        schema: { tags, security, summary, params: draftParam, response: { 200: draftViewSchema } },
      },
      async (request) => {
        const { draftId } = request.params;
        await setCatalogDraftAside({ db, clock, actor: editor(request), draftId, to });
        return draftView(draftId);
      },
    );
  }

  routes.post(
    '/staff-api/catalog/imports',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Files as the export writes them, into a new draft of what differs; audited',
        body: catalogImportSchema,
        response: { 201: draftViewSchema },
      },
    },
    async (request, reply) => {
      const actor = editor(request);
      const draftId = await db.transaction((tx) =>
        importCatalogFiles({
          tx,
          now: clock.now(),
          actor,
          source: 'import',
          files: request.body.files,
          offered,
        }),
      );
      return reply.status(201).send(await draftView(draftId));
    },
  );

  routes.get(
    '/staff-api/catalog/file',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One file of the live catalog, as the seed writes it, to download; audited',
        querystring: z.object({
          name: z.string().regex(CATALOG_FILE_PATTERN, 'validation.catalogFile'),
        }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { name } = request.query;
      const content = await exportCatalogFile({ db, clock, actor: editor(request), name });
      // Written as the seed's files are (two-space indents), so a download reads and diffs alike.
      return reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name.replace('/', '-')}"`)
        .send(`${JSON.stringify(content, null, 2)}\n`);
    },
  );
}
