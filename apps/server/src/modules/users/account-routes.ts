import type { FastifyInstance, FastifyReply, preHandlerHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSettingsRequestSchema } from '@portal/domain/user/account-settings';
import { feedbackSchema } from '@portal/domain/user/feedback';
import { policyAgreementSchema } from '@portal/domain/user/policy-agreement';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_UPLOAD_TYPES,
} from '@portal/domain/user/profile-photo';
import { transcriptDestinationRequestSchema } from '@portal/domain/user/transcript-destination';
import { languageChoiceSchema, userProfileSchema } from '@portal/domain/user/user-profile';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { currentUser } from '../auth/authenticate';
import { agreeToPolicy } from './agree-to-policy';
import { findProfilePhoto } from './find-profile-photo';
import { removeProfilePhoto } from './remove-profile-photo';
import { saveAccountSettings } from './save-account-settings';
import { saveLanguage } from './save-language';
import { saveTranscriptDestination } from './save-transcript-destination';
import { submitFeedback } from './submit-feedback';
import { uploadProfilePhoto } from './upload-profile-photo';
import { getUserProfile } from './user-profile';

const photoParamsSchema = z.object({ photoId: z.uuid({ error: 'validation.invalid' }) });

/**
 * The account settings calls (docs/account-settings.md). A plugin of its own, so that
 * the image body parser below applies to these routes only.
 */
export async function accountRoutes(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; authenticate: preHandlerHookHandler },
): Promise<void> {
  const { db, clock, authenticate } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const now = () => clock.now();

  // The photo is sent as the raw body with the image's type (or octet-stream); the type is only
  // a way in, the bytes decide (profile-photo-image.ts).
  app.addContentTypeParser(
    [...PROFILE_PHOTO_UPLOAD_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: PROFILE_PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  routes.put(
    '/user-api/users/account-settings',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Saves names, addresses, phone, SMS opt-in and target date; nothing else',
        body: accountSettingsRequestSchema(now),
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await saveAccountSettings({
        db,
        tenant: request.tenant,
        userId,
        settings: request.body,
        now,
      });
      return getUserProfile({ db, tenantId: request.tenant.id, userId });
    },
  );

  routes.put(
    '/user-api/users/language',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Saves the language the student reads the portal in, one the tenant offers',
        body: languageChoiceSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await saveLanguage({
        db,
        tenant: request.tenant,
        userId,
        language: request.body.language,
        now,
      });
      return getUserProfile({ db, tenantId: request.tenant.id, userId });
    },
  );

  routes.put(
    '/user-api/users/transcript-destination',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Saves the target institution and transcript partner transcripts may go to',
        body: transcriptDestinationRequestSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await saveTranscriptDestination({
        db,
        tenant: request.tenant,
        userId,
        destination: request.body,
        now,
      });
      return getUserProfile({ db, tenantId: request.tenant.id, userId });
    },
  );

  routes.post(
    '/user-api/users/profilePhoto',
    {
      preHandler: authenticate,
      bodyLimit: PROFILE_PHOTO_MAX_BYTES,
      config: { tooLargeCode: 'IMAGE_TOO_LARGE' },
      schema: {
        tags: ['users'],
        summary:
          'A new profile photo: a PNG, JPEG or WebP image of at most 500KB as the body; stored re-encoded without metadata',
        consumes: [...PROFILE_PHOTO_UPLOAD_TYPES, 'application/octet-stream'],
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const tenantId = request.tenant.id;
      const upload = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await uploadProfilePhoto({ db, tenantId, userId, upload, now });
      return getUserProfile({ db, tenantId, userId });
    },
  );

  routes.get(
    '/user-api/users/profilePhoto/:photoId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "The student's own profile photo (the path the profile's profilePhoto names)",
        params: photoParamsSchema,
        produces: ['image/webp'],
        response: { 200: z.string().describe('The photo, a WebP image') },
      },
    },
    async (request, reply) => {
      const photo = await findProfilePhoto({
        db,
        tenantId: request.tenant.id,
        userId: currentUser(request).userId,
        photoId: request.params.photoId,
      });
      return sendPhoto(reply, photo);
    },
  );

  routes.delete(
    '/user-api/users/profilePhoto/:photoId',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "Removes the student's own profile photo",
        params: photoParamsSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const tenantId = request.tenant.id;
      await removeProfilePhoto({ db, tenantId, userId, photoId: request.params.photoId, now });
      return getUserProfile({ db, tenantId, userId });
    },
  );

  routes.patch(
    '/user-api/users/policy',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'Agrees to the policy version in force (tenant config policyVersion)',
        body: policyAgreementSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await agreeToPolicy({
        db,
        tenant: request.tenant,
        userId,
        policyVersion: request.body.policyVersion,
        now,
      });
      return getUserProfile({ db, tenantId: request.tenant.id, userId });
    },
  );

  routes.post(
    '/user-api/users/feedback',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "A signed-in student's feedback: a rating of 1 to 5 and a comment",
        body: feedbackSchema,
        response: { 201: userProfileSchema },
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const tenantId = request.tenant.id;
      await submitFeedback({ db, tenantId, userId, feedback: request.body, now });
      return reply.status(201).send(await getUserProfile({ db, tenantId, userId }));
    },
  );
}

function sendPhoto(reply: FastifyReply, photo: { contentType: string; bytes: Buffer }) {
  // A new photo gets a new path, so each one may be kept; only by this user's browser.
  return reply
    .type(photo.contentType)
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .send(photo.bytes);
}
