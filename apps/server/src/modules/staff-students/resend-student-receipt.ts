import type { StudentActionDone } from '@portal/domain/staff/student-actions';
import { AppError } from '../../http/app-error';
import { orderQueries } from '../../ledger-records/order-queries';
import type { TenantRegistry } from '../../tenancy/tenant-registry';
import { getOrderReceipt } from '../payment-records/get-order-receipt';
import { actOnStudent, type StudentActionCall } from './act-on-student';
import { queueStudentActionNotice } from './student-action-notices';

/**
 * Mails the student the receipt of one of their paid orders: what its PDF prints, and the link to
 * their payment history where the PDF is (the mail carries no attachment). Another student's
 * order is NOT_FOUND; one of theirs with no payment taken has no receipt, ORDER_NOT_PAID.
 */
export async function resendStudentReceipt(
  call: StudentActionCall & { tenants: TenantRegistry; orderId: string },
): Promise<StudentActionDone> {
  return actOnStudent(call, 'resend-receipt', async (tx, student, now) => {
    const owner = { tenantId: student.tenantId, userId: student.id };
    const tenant = call.tenants.get(student.tenantId);
    if (!tenant || !(await orderQueries.order(tx, owner, call.orderId))) {
      throw new AppError('NOT_FOUND');
    }
    const receipt = await getOrderReceipt({ db: tx, owner, tenant, orderId: call.orderId }).catch(
      (error: unknown) => {
        // The order is the student's: a receipt not found is a payment never taken.
        if (error instanceof AppError && error.code === 'NOT_FOUND') {
          throw new AppError('ORDER_NOT_PAID');
        }
        throw error;
      },
    );
    await queueStudentActionNotice(tx, {
      tenants: call.tenants,
      student,
      notice: { kind: 'receipt', receipt },
      now,
    });
    return {
      before: {},
      after: {
        orderId: call.orderId,
        transactionId: receipt.transactionId,
        mailedTo: student.email,
      },
      count: 1,
    };
  });
}
