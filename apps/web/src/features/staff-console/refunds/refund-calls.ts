import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRefunds, RefundRequest, RefundView } from '@portal/domain/ledger/refund';
import { useServices } from '@/lib/app-services';
import { staffKeys } from '../shared/staff-keys';
import { staffSession } from '../sign-in/staff-session';
import { useStaffQuery } from '../shared/use-staff-query';

const base = (studentId: string) => `/staff-api/students/${encodeURIComponent(studentId)}`;

/** GET .../orders/:orderId/refunds: the order's refunds and what is left of each payment. */
export function useOrderRefunds(studentId: string, orderId: string) {
  return useStaffQuery<OrderRefunds>({
    queryKey: staffKeys.orderRefunds(studentId, orderId),
    path: `${base(studentId)}/orders/${encodeURIComponent(orderId)}/refunds`,
  });
}

/** A POST on the staff API with the staff token; its answer refreshes the order's refunds. */
function useStaffPost<Vars>(
  studentId: string,
  orderId: string,
  request: (vars: Vars) => { path: string; json: unknown; headers?: Record<string, string> },
) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: Vars) => {
      const { path, json, headers } = request(vars);
      return api.request<RefundView>(path, {
        method: 'POST',
        auth: false,
        json,
        headers: {
          ...headers,
          Authorization: `Bearer ${staffSession.get()?.accessToken ?? ''}`,
        },
      });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: staffKeys.orderRefunds(studentId, orderId) }),
  });
}

/** POST .../payments/:attemptId/refunds, with one idempotency key per dialog opened. */
export function useRequestRefund(studentId: string, orderId: string) {
  return useStaffPost(
    studentId,
    orderId,
    (vars: { attemptId: string; key: string; request: RefundRequest }) => ({
      path: `${base(studentId)}/orders/${encodeURIComponent(orderId)}/payments/${encodeURIComponent(vars.attemptId)}/refunds`,
      json: vars.request,
      headers: { 'Idempotency-Key': vars.key },
    }),
  );
}

/** POST .../refunds/:refundId/approval or /decline: another member's decision, and why. */
export function useDecideRefund(studentId: string, orderId: string) {
  return useStaffPost(
    studentId,
    orderId,
    (vars: { refundId: string; decision: 'approval' | 'decline'; reason: string | undefined }) => ({
      path: `${base(studentId)}/refunds/${encodeURIComponent(vars.refundId)}/${vars.decision}`,
      json: vars.reason ? { reason: vars.reason } : {},
    }),
  );
}
