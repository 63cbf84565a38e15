import { z } from 'zod';

// docs/product/entities.md "Approval statuses": of prior credit and admissions review requests, and of a payment
// transaction (enrollment/order-transaction.ts).
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Declined'] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
