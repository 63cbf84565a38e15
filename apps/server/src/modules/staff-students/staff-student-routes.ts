import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import {
  studentRecordQuerySchema,
  studentRecordSchema,
  studentSearchPageSchema,
  studentSearchQuerySchema,
} from '@portal/domain/staff/student-lookup';
import { viewAsGrantSchema, viewAsRequestSchema } from '@portal/domain/staff/view-as';
import { ROUTE_PATHS } from '@portal/domain/permissions/route-paths';
import type { StaffAbility } from '@portal/domain/staff/staff-roles';
import { DEFAULT_NAME_RULE } from '@portal/domain/validation/person-name';
import {
  COURSE_ACTIONS,
  REASON_ONLY_ACTIONS,
  studentActionDoneSchema,
  studentActionSchema,
  studentCourseActionSchema,
  studentProfileCorrectionSchema,
  studentReceiptResendSchema,
  type CourseAction,
  type ReasonOnlyAction,
  type StudentAction,
  type StudentActionDone,
} from '@portal/domain/staff/student-actions';
import {
  studentAccessEndSchema,
  studentAccessExtensionSchema,
} from '@portal/domain/staff/access-change';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { nameRuleOfTenant, withNameRule } from '../../tenancy/tenant-name-rule';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { tenantOfStudent } from '../users/find-students';
import type { LiveSessionCache } from '../auth/live-session-cache';
import { currentStaff, type RequireStaff } from '../staff-auth/require-staff';
import type { StaffTokens } from '../staff-auth/staff-tokens';
import { endViewAs } from '../staff-auth/end-view-as';
import { startViewAs } from './start-view-as';
import type { StudentActionCall } from './act-on-student';
import { changeStudentCourse } from './change-student-course';
import { correctStudentProfile } from './correct-student-profile';
import { endStudentAccess } from './end-student-access';
import { endStudentSessions } from './end-student-sessions';
import { extendStudentAccess } from './extend-student-access';
import { liftStudentSignInThrottle } from './lift-student-sign-in-throttle';
import { resendStudentReceipt } from './resend-student-receipt';
import { searchStudentsAsStaff } from './search-students';
import { sendStudentRecoveryLink } from './send-student-recovery-link';
import { viewStudentRecord } from './view-student-record';

const tags = ['staff'];

/**
 * Finding a student, reading their record and seeing the portal as they do (docs/staff-console.md
 * "Finding a student", "Seeing the portal as the student").
 */
export async function staffStudentRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    clock: Clock;
    requireStaff: RequireStaff;
    tokens: StaffTokens;
    tenants: TenantRegistry;
    sessions: LiveSessionCache;
  },
): Promise<void> {
  const { db, clock, requireStaff, tokens, tenants, sessions } = options;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/staff-api/students',
    {
      preHandler: requireStaff({ may: 'view_students' }),
      schema: {
        tags,
        summary: 'Students in scope whose name, e-mail, phone or order number match; audited',
        security: [{ bearer: [] }],
        querystring: studentSearchQuerySchema,
        response: { 200: studentSearchPageSchema },
      },
    },
    async (request) =>
      searchStudentsAsStaff({
        db,
        clock,
        member: currentStaff(request).member,
        ...request.query,
        address: request.ip,
      }),
  );

  routes.get(
    '/staff-api/students/:studentId',
    {
      preHandler: requireStaff({ may: 'view_students' }),
      schema: {
        tags,
        summary: "A student's account, sign-in, orders, payments, courses and transcripts; audited",
        security: [{ bearer: [] }],
        params: z.object({ studentId: z.uuid() }),
        querystring: studentRecordQuerySchema,
        response: { 200: studentRecordSchema },
      },
    },
    async (request) =>
      viewStudentRecord({
        db,
        clock,
        tenants,
        member: currentStaff(request).member,
        studentId: request.params.studentId,
        reason: request.query.reason,
        address: request.ip,
      }),
  );
  routes.post(
    '/staff-api/students/:studentId/view-as',
    {
      preHandler: requireStaff({ may: 'view_students' }),
      schema: {
        tags,
        summary:
          'A read-only token (15 minutes, ends with the staff session) for the student API as this student sees it; audited with the reason',
        security: [{ bearer: [] }],
        params: z.object({ studentId: z.uuid() }),
        body: viewAsRequestSchema,
        response: { 200: viewAsGrantSchema },
      },
    },
    async (request) =>
      startViewAs({
        db,
        clock,
        tokens,
        staff: currentStaff(request),
        studentId: request.params.studentId,
        reason: request.body.reason,
        address: request.ip,
        openAt: (tenantId) =>
          tenantId === request.tenant.id
            ? `${request.tenant.basePath}${ROUTE_PATHS.dashboard}`
            : tenants.siteUrl(tenantId, ROUTE_PATHS.dashboard),
      }),
  );

  // The view's own tab ends it, holding only the view-as token: no staff session is needed.
  routes.post(
    '/staff-api/view-as/end',
    {
      schema: {
        tags,
        summary:
          'Ends the view whose view-as token is the bearer: the token is refused from then on; audited once',
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new AppError('INVALID_TOKEN');
      await endViewAs({ db, clock, tokens, token, address: request.ip });
      return reply.status(204).send(null);
    },
  );

  /**
   * Checks the body's names by the rule of the student's own tenant (docs/names.md), not that of
   * the host the console is open on. An id that is not a student's leaves the default rule; the
   * action refuses it after.
   */
  const byTheStudentsNameRule: preValidationHookHandler = (request, _reply, done) => {
    const { studentId } = request.params as { studentId: string };
    const tenantOf = z.uuid().safeParse(studentId).success
      ? tenantOfStudent(db, studentId)
      : Promise.resolve(undefined);
    tenantOf.then(
      (tenantId) =>
        withNameRule(
          tenantId === undefined
            ? DEFAULT_NAME_RULE
            : nameRuleOfTenant(tenants, tenantId, clock.now()),
          done,
        ),
      done,
    );
  };

  // Acting on a student (docs/staff-console.md "Acting on a student"): one route per action, each
  // with a reason (and what the action needs), answered with what it did.
  function actionRoute<Body extends z.ZodType<{ reason: string }>>(
    action: StudentAction,
    summary: string,
    body: Body,
    act: (call: StudentActionCall, body: z.infer<Body>) => Promise<StudentActionDone>,
    may: StaffAbility = 'help_students',
    beforeValidation: preValidationHookHandler[] = [],
  ) {
    routes.post(
      `/staff-api/students/:studentId/actions/${action}`,
      {
        // The member first: what the body is checked by may depend on the student.
        preValidation: [requireStaff({ may }), ...beforeValidation],
        schema: {
          tags,
          summary,
          security: [{ bearer: [] }],
          params: z.object({ studentId: z.uuid() }),
          body,
          response: { 200: studentActionDoneSchema },
        },
      },
      async (request) => {
        // The provider's type of a generic schema's output is opaque; Fastify parsed it with `body`.
        const parsed = request.body as z.infer<Body>;
        return act(
          {
            db,
            clock,
            member: currentStaff(request).member,
            studentId: request.params.studentId,
            reason: parsed.reason,
            address: request.ip,
          },
          parsed,
        );
      },
    );
  }

  const reasonOnly: Record<
    ReasonOnlyAction,
    { summary: string; act: (call: StudentActionCall) => Promise<StudentActionDone> }
  > = {
    'send-password-recovery': {
      summary: 'Mails the student a password recovery link; audited',
      act: (call) => sendStudentRecoveryLink({ ...call, tenants }),
    },
    'lift-sign-in-throttle': {
      summary: "Lifts the sign-in throttle on the student's account from every address; audited",
      act: (call) => liftStudentSignInThrottle(call),
    },
    'end-sessions': {
      summary: 'Signs the student out on every device at once and mails them; audited',
      act: (call) => endStudentSessions({ ...call, tenants, sessions }),
    },
  };
  for (const action of REASON_ONLY_ACTIONS) {
    const { summary, act } = reasonOnly[action];
    actionRoute(action, summary, studentActionSchema, act);
  }

  actionRoute(
    'correct-profile',
    "Corrects the student's name, e-mail and phone numbers; mails them (and the old address); audited",
    studentProfileCorrectionSchema,
    (call, { reason: _reason, ...correction }) =>
      correctStudentProfile({ ...call, tenants, correction }),
    'help_students',
    [byTheStudentsNameRule],
  );
  actionRoute(
    'extend-access',
    "Carries the student's access to a later day; mails them; audited",
    studentAccessExtensionSchema,
    (call, { endsOn }) => extendStudentAccess({ ...call, tenants, endsOn }),
  );
  actionRoute(
    'end-access',
    "Ends the student's access today or on a later day; mails them; audited",
    studentAccessEndSchema,
    (call, { endsOn }) => endStudentAccess({ ...call, tenants, endsOn }),
  );
  actionRoute(
    'resend-receipt',
    'Mails the student the receipt of one of their paid orders; audited',
    studentReceiptResendSchema,
    (call, { orderId }) => resendStudentReceipt({ ...call, tenants, orderId }),
  );

  const courseActions: Record<CourseAction, string> = {
    'withdraw-course':
      "Withdraws one of the student's courses, as their own remove course does; shown to them at once; audited",
    'reopen-course':
      "Re-opens one of the student's withdrawn courses when their course load has a place; audited",
  };
  for (const action of COURSE_ACTIONS) {
    actionRoute(
      action,
      courseActions[action],
      studentCourseActionSchema,
      (call, { courseEnrollmentId }) =>
        changeStudentCourse({ ...call, tenants, action, courseEnrollmentId }),
      'change_enrolments',
    );
  }
}
