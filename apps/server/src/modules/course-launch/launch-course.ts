import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { CourseLaunch, CourseLaunchQuery } from '@portal/domain/coursework/course';
import { AppError, found } from '../../http/app-error';
import type { LtiPlatform } from '../../lti/lti-platform';
import { absoluteUrl } from '../../lti/lti-providers';
import { LTI_PATHS } from '../../lti/lti-paths';
import { signOAuth1 } from '../../lti/oauth1-signature';
import { outcomeSourcedid } from '../../lti/outcome-sourcedid';
import { courseworkQueries } from '../../coursework-records/coursework-queries';

/** How long the browser has to complete an LTI 1.3 login after asking for the launch. */
export const LAUNCH_HINT_SECONDS = 300;

/** What the launch hint of an LTI 1.3 login carries back to our authorisation endpoint. */
export interface LaunchHint {
  tid: string;
  uid: string;
  cid: number;
  kind: 'resume' | 'section';
  mod?: string;
}

export const LAUNCH_HINT_AUDIENCE = 'lti-launch-hint';

/**
 * GET /coursework-api/lti/launch: the form the browser submits to open one of the student's own
 * courses at its provider (docs/lti.md). LTI 1.1 gets the signed launch itself; LTI 1.3 gets the
 * tool's OIDC login initiation, with a short-lived single-use hint naming student and course that
 * our authorisation endpoint later turns into the id_token.
 */
export async function launchCourse(options: {
  platform: LtiPlatform;
  tenantId: string;
  userId: string;
  query: CourseLaunchQuery;
  /** The portal's origin as the browser sees it (the tenant's host). */
  origin: string;
}): Promise<CourseLaunch> {
  const { platform, tenantId, userId, query, origin } = options;
  const row = found(
    'courseId' in query
      ? await courseworkQueries.findForUser(platform.db, tenantId, userId, query.courseId)
      : await courseworkQueries.findForUserByModule(
          platform.db,
          tenantId,
          userId,
          query.moduleIdNumber,
        ),
  );
  const kind = 'kind' in query ? query.kind : 'section';
  const { moduleIdNumber } = query;
  if (kind === 'section' && !row.product.modules.some((m) => m.idNumber === moduleIdNumber)) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'moduleIdNumber', code: 'validation.invalid' }],
    });
  }
  const provider = found(platform.provider(row.product.provider));
  const courseId = row.enrollment.id;

  if (provider.version === '1.1') {
    const learner = found(await courseworkQueries.learner(platform.db, tenantId, userId));
    const action = absoluteUrl(provider.launchUrl, origin);
    const fields = signOAuth1({
      method: 'POST',
      url: action,
      consumerKey: provider.consumerKey,
      consumerSecret: platform.consumerSecret(provider),
      now: platform.clock.now(),
      params: {
        lti_message_type: 'basic-lti-launch-request',
        lti_version: 'LTI-1p0',
        resource_link_id: `course-${row.product.id}`,
        resource_link_title: row.product.name,
        user_id: userId,
        roles: 'Learner',
        lis_person_name_given: learner.firstName,
        lis_person_name_family: learner.lastName,
        context_id: String(row.product.id),
        context_label: row.product.code,
        context_title: row.product.name,
        lis_result_sourcedid: outcomeSourcedid(platform.sourcedidKey, {
          tenantId,
          enrollmentId: courseId,
          userId,
        }),
        lis_outcome_service_url: absoluteUrl(LTI_PATHS.outcomes, origin),
        launch_presentation_return_url: absoluteUrl(LTI_PATHS.dashboard, origin),
        custom_link_kind: kind,
        ...(moduleIdNumber ? { custom_module_id_number: moduleIdNumber } : {}),
      },
    });
    return { ltiVersion: '1.1', method: 'POST', action, fields };
  }

  const now = Math.floor(platform.clock.now().getTime() / 1000);
  const hint: LaunchHint = {
    tid: tenantId,
    uid: userId,
    cid: courseId,
    kind,
    ...(moduleIdNumber ? { mod: moduleIdNumber } : {}),
  };
  const messageHint = await new SignJWT({ ...hint })
    .setProtectedHeader({ alg: 'RS256', kid: platform.key.kid })
    .setIssuer(origin)
    .setAudience(LAUNCH_HINT_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + LAUNCH_HINT_SECONDS)
    .sign(platform.key.privateKey);
  return {
    ltiVersion: '1.3',
    method: 'POST',
    action: absoluteUrl(provider.loginUrl, origin),
    fields: {
      iss: origin,
      login_hint: userId,
      target_link_uri: absoluteUrl(provider.launchUrl, origin),
      lti_message_hint: messageHint,
      client_id: provider.clientId,
      lti_deployment_id: provider.deploymentId,
    },
  };
}
