import { z } from 'zod';

// SPEC §3 "Approval statuses" (prior credit and admissions review requests).
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Declined'] as const;

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const approvalStatusSchema = z.enum(APPROVAL_STATUSES);
