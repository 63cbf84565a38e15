import type { AdmissionsChecklist } from '@portal/domain/coursework/admissions';
import type { CourseStatus } from '@portal/domain/coursework/course-status';
import { isEligibleForTranscript } from '@portal/domain/coursework/transcript-request';
import type { Database, Executor } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { AppError } from '../../http/app-error';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { findEnrollmentOrder } from '../orders/find-enrollment-order';
import { admissionsQueries } from './admissions-queries';
import { courseworkQueries } from '../../coursework-records/coursework-queries';
import { transcriptQueries } from './transcript-queries';
import { queueCourseworkNotice } from './transcript-notices';
import { admissionsReviewView } from './transcript-views';

interface Owner {
  tenantId: string;
  userId: string;
}

/** Statuses that count a program course as done without a transcript of ours. */
const CREDITED: CourseStatus[] = ['PRIOR_CREDIT', 'WAIVED'];

async function standing(db: Executor, owner: Owner) {
  const order = await findEnrollmentOrder(db, owner);
  const [inProgram, owned, sent, review] = await queryAll(db, [
    () => courseworkQueries.programProductIds(db, order?.degreeProgramId ?? 0),
    () => courseworkQueries.listForUser(db, owner.tenantId, owner.userId),
    () => transcriptQueries.sentCourseIds(db, owner.tenantId, owner.userId),
    () => admissionsQueries.findForUser(db, owner.tenantId, owner.userId),
  ]);
  const programProducts = await courseworkQueries.products(db, [...inProgram]);
  const completed = owned.filter(({ enrollment }) =>
    isEligibleForTranscript({
      enrollmentStatus: enrollment.enrollmentStatus as CourseStatus,
      completed: enrollment.completed,
    }),
  );
  const missing = completed.filter(({ enrollment }) => !sent.has(enrollment.id));
  const checklist: AdmissionsChecklist = {
    items: [
      ...programProducts.map((product) => {
        const enrolment = owned.find((o) => o.product.id === product.id)?.enrollment;
        return {
          kind: 'COURSE_COMPLETED' as const,
          courseName: product.name,
          courseCode: product.code,
          done:
            !!enrolment &&
            (enrolment.completed || CREDITED.includes(enrolment.enrollmentStatus as CourseStatus)),
        };
      }),
      ...completed.map(({ enrollment, product }) => ({
        kind: 'TRANSCRIPT_SENT' as const,
        courseName: product.name,
        courseCode: product.code,
        done: sent.has(enrollment.id),
      })),
    ],
    ready: completed.length > 0 && missing.length === 0,
    review: review ? admissionsReviewView(review) : null,
  };
  return { checklist, completed, missing, review };
}

/** GET /coursework-api/admissions/checklist (docs/transcripts.md). */
export async function getAdmissionsChecklist(
  options: Owner & { db: Executor },
): Promise<AdmissionsChecklist> {
  return (await standing(options.db, options)).checklist;
}

/**
 * POST /coursework-api/admissions (docs/transcripts.md): the student asks the admissions office to review
 * them. They need a completed course (COURSEWORK_NOT_COMPLETED) and a transcript sent for every
 * completed course: otherwise TRANSCRIPT_REQUIRED_BEFORE_ADMISSION, followed by each course's
 * name (docs/product/error-catalogue.md). Asking again answers the review already asked for.
 */
export async function requestAdmissionsReview(options: {
  db: Database;
  tenant: RequestTenant;
  tenants: TenantRegistry;
  userId: string;
  now: () => Date;
}): Promise<AdmissionsChecklist> {
  const { db, tenant, userId } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
  await db.transaction(async (tx) => {
    await courseworkQueries.lockUser(tx, tenant.id, userId);
    const { completed, missing, review } = await standing(tx, owner);
    if (review) return;
    if (completed.length === 0) throw new AppError('COURSEWORK_NOT_COMPLETED');
    if (missing.length > 0) {
      throw new AppError('TRANSCRIPT_REQUIRED_BEFORE_ADMISSION', {
        courses: missing.map(({ product }) => ({
          code: 'TRANSCRIPT_REQUIRED_BEFORE_ADMISSION',
          courseName: product.name,
        })),
      });
    }
    const at = options.now();
    await admissionsQueries.insert(tx, {
      ...owner,
      status: 'REQUESTED',
      courses: completed.map(({ enrollment, product }) => ({
        courseId: enrollment.id,
        productId: product.id,
        courseName: product.name,
        courseCode: product.code,
      })),
      requestedAt: at,
    });
    await queueCourseworkNotice(tx, {
      tenants: options.tenants,
      ...owner,
      notice: { kind: 'admissions-requested', courseNames: completed.map((c) => c.product.name) },
      at,
    });
  });
  return getAdmissionsChecklist({ db, ...owner });
}
