import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordIdParamSchema } from '@portal/domain/validation/record-id';
import { promotionSchema } from '@portal/domain/enrollment/plans-and-promotions';
import {
  degreeProgramSchema,
  employerSchema,
  institutionSchema,
  institutionSummarySchema,
  schoolSchema,
  transcriptPartnerSchema,
} from '@portal/domain/organization/organization-api';
import type { Database } from '../../db/database';
import { found } from '../../http/app-error';
import { cachePublicAnswers } from '../../http/http-cache';
import { organizationQueries } from './organization-queries';
import { findPromotion } from './find-promotion';
import { findTranscriptPartner } from './find-transcript-partner';
import { listEmployerDegreePrograms } from './list-employer-degree-programs';
import { listTenantDegreePrograms } from './list-tenant-degree-programs';
import { findTenantSchool, listTenantSchools } from './list-tenant-schools';
import { degreeProgramView, employerView, schoolView } from './organization-views';

const idParam = z.object({ id: recordIdParamSchema });

/** The public organisation data (docs/product/api-calls.md Organisation). */
export async function organizationRoutes(
  app: FastifyInstance,
  options: { db: Database; authenticate: preHandlerHookHandler },
) {
  const { db, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['organization'];
  // Public answers are shared by every visitor: ETag and Cache-Control a CDN can honour.
  cachePublicAnswers(app);

  routes.get(
    '/organization-api/schools',
    {
      schema: {
        tags,
        summary: "The schools behind the tenant's programs",
        response: { 200: z.array(schoolSchema) },
      },
    },
    async (request) =>
      (await listTenantSchools({ db, config: request.tenant.config })).map(schoolView),
  );

  routes.get(
    '/organization-api/schools/:id',
    {
      schema: {
        tags,
        summary: "One of the tenant's schools, by id or key",
        params: z.object({ id: z.string().min(1).max(80) }),
        response: { 200: schoolSchema },
      },
    },
    async (request) =>
      schoolView(
        found(
          await findTenantSchool({ db, config: request.tenant.config, idOrKey: request.params.id }),
        ),
      ),
  );

  routes.get(
    '/organization-api/institutions/degree-programs',
    {
      schema: {
        tags,
        summary:
          "The tenant's degree programs in its order, or the one of them with an enrollment code",
        querystring: z.object({ code: z.string().min(1).max(40).optional() }),
        response: { 200: z.array(degreeProgramSchema) },
      },
    },
    async (request) =>
      (
        await listTenantDegreePrograms({
          db,
          config: request.tenant.config,
          code: request.query.code,
        })
      ).map(degreeProgramView),
  );

  routes.get(
    '/organization-api/institutions/employers/:id/degree-programs',
    {
      schema: {
        tags,
        summary: "The degree programs an employer's staff may enrol in",
        params: idParam,
        response: { 200: z.array(degreeProgramSchema) },
      },
    },
    async (request) => {
      found(await organizationQueries.employer(db, request.params.id));
      return (await listEmployerDegreePrograms(db, request.params.id)).map(degreeProgramView);
    },
  );

  routes.get(
    '/organization-api/institutions',
    {
      schema: {
        tags,
        summary: 'Institutions a student may name as the target of their transcripts',
        response: { 200: z.array(institutionSummarySchema) },
      },
    },
    async () => (await organizationQueries.institutions(db)).map(({ id, name }) => ({ id, name })),
  );

  routes.get(
    '/organization-api/institutions/:id',
    {
      schema: {
        tags,
        summary: 'An institution with its schools',
        params: idParam,
        response: { 200: institutionSchema },
      },
    },
    async (request) => {
      const institution = found(await organizationQueries.institution(db, request.params.id));
      const schoolRows = await organizationQueries.schoolsOfInstitution(db, institution.id);
      return { ...institution, schools: schoolRows.map(schoolView) };
    },
  );

  routes.get(
    '/organization-api/employers',
    { schema: { tags, summary: 'Employers', response: { 200: z.array(employerSchema) } } },
    async () => (await organizationQueries.employers(db)).map(employerView),
  );

  routes.get(
    '/organization-api/employers/:id',
    {
      schema: { tags, summary: 'An employer', params: idParam, response: { 200: employerSchema } },
    },
    async (request) =>
      employerView(found(await organizationQueries.employer(db, request.params.id))),
  );

  routes.get(
    '/organization-api/promotions/:code',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'A promotion by its code (signed in)',
        params: z.object({ code: z.string().trim().min(1).max(40) }),
        response: { 200: promotionSchema },
      },
    },
    async (request) => found(await findPromotion(db, request.params.code)),
  );

  routes.get(
    '/organization-api/transcript-partners',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Transcript partners (signed in)',
        response: { 200: z.array(transcriptPartnerSchema) },
      },
    },
    async () =>
      (await organizationQueries.transcriptPartners(db)).map(({ id, name, website }) => ({
        id,
        name,
        website,
      })),
  );

  routes.get(
    '/organization-api/transcript-partner/:id',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'A transcript partner (signed in)',
        params: idParam,
        response: { 200: transcriptPartnerSchema },
      },
    },
    async (request) => found(await findTranscriptPartner(db, request.params.id)),
  );
}
