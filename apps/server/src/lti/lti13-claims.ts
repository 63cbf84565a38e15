// Claim names and values of LTI 1.3 Core and Assignment and Grade Services 2.0 (1EdTech).
const LTI = 'https://purl.imsglobal.org/spec/lti/claim';

export const CLAIM = {
  messageType: `${LTI}/message_type`,
  version: `${LTI}/version`,
  deploymentId: `${LTI}/deployment_id`,
  targetLinkUri: `${LTI}/target_link_uri`,
  resourceLink: `${LTI}/resource_link`,
  roles: `${LTI}/roles`,
  context: `${LTI}/context`,
  launchPresentation: `${LTI}/launch_presentation`,
  custom: `${LTI}/custom`,
  agsEndpoint: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

export const LEARNER_ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';
export const COURSE_OFFERING = 'http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering';

export const AGS_SCOPE = {
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  result: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
} as const;

export const SCORE_MEDIA_TYPE = 'application/vnd.ims.lis.v1.score+json';
export const RESULTS_MEDIA_TYPE = 'application/vnd.ims.lis.v2.resultcontainer+json';
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/**
 * Our extension to the AGS score (AGS allows extra properties named by URL): how many of the
 * course's gradeable modules the learner has completed. A tool that does not send it leaves the
 * progress count as it was; the grade still arrives (docs/lti.md).
 */
export const ITEMS_COMPLETED_EXTENSION = 'https://student-portal.example/lti/items-completed';
