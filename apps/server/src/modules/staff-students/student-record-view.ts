import type { Course } from '@portal/domain/coursework/course';
import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { isErrorCode } from '@portal/domain/errors/error-code';
import type { Language } from '@portal/domain/i18n/languages';
import type { StudentRecord } from '@portal/domain/staff/student-lookup';
import type { NameRule } from '@portal/domain/validation/person-name';
import type { AttemptRow } from '../../ledger-records/payment-attempt-queries';
import type { OrderRow } from '../../ledger-records/order-queries';
import type { SubscriptionRow } from '../../ledger-records/subscription-queries';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

function attemptView(attempt: AttemptRow) {
  const code = attempt.errorCode;
  return {
    id: attempt.id,
    method: attempt.paymentMethod,
    status: attempt.status,
    amountCents: attempt.amountCents,
    cardType: attempt.cardType,
    lastFour: attempt.lastFour,
    createdAt: attempt.createdAt.toISOString(),
    completedAt: iso(attempt.completedAt),
    gatewayResultCode: attempt.responseCode,
    errorCode: code,
    errorMessage: code && isErrorCode(code) ? ERROR_CATALOGUE[code].message : null,
  };
}

/** The staff console's record of a student, from what each module answered. */
export function studentRecordView(parts: {
  student: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    tenantId: string;
    phoneNumbers: string[];
    createdAt: Date;
    language: Language | null;
  };
  /** Which names the student's tenant takes (docs/names.md): what a correction is checked by. */
  nameRule: NameRule;
  /** What their mail is written in now (docs/languages.md "Mail and documents"). */
  mailLanguage: Language;
  signIn: { lockedUntil: Date | null; lastSignInAt: Date | null };
  membership: { status: string; expiresAt: Date | null } | undefined;
  subscription: SubscriptionRow | undefined;
  orders: OrderRow[];
  attempts: AttemptRow[];
  courses: Course[];
  transcriptRequests: TranscriptRequest[];
}): StudentRecord {
  const { student, signIn, membership, subscription } = parts;
  return {
    profile: {
      ...student,
      nameRule: parts.nameRule,
      mailLanguage: parts.mailLanguage,
      createdAt: student.createdAt.toISOString(),
    },
    signIn: {
      locked: signIn.lockedUntil !== null,
      lockedUntil: iso(signIn.lockedUntil),
      lastSignInAt: iso(signIn.lastSignInAt),
    },
    membership: membership
      ? { status: membership.status, expiresAt: iso(membership.expiresAt) }
      : null,
    plan: subscription
      ? {
          name: subscription.planName,
          periodicity: subscription.periodicity,
          amountCents: subscription.amountCents,
          status: subscription.status,
          nextPaymentAt: iso(subscription.nextPaymentAt),
        }
      : null,
    debtCents: subscription?.debtCents ?? 0,
    orders: parts.orders.map((order) => ({
      id: order.id,
      kind: order.kind,
      status: order.status,
      totalCents: order.totalCents,
      createdAt: order.createdAt.toISOString(),
      attempts: parts.attempts.filter((a) => a.orderId === order.id).map(attemptView),
    })),
    courses: parts.courses.map((course) => ({
      courseEnrollmentId: course.courseId,
      productId: course.productId,
      courseName: course.courseName,
      courseCode: course.courseCode,
      enrollmentStatus: course.enrollmentStatus,
      completed: course.completed,
      gradePercent: course.gradePercent,
      lastActiveAt: course.lastActiveAt,
    })),
    transcriptRequests: parts.transcriptRequests,
  };
}
