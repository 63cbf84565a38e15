import { z } from 'zod';

export const MEMBERSHIP_STATUSES = ['pending', 'enabled', 'expired'] as const;

export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const membershipStatusSchema = z.enum(MEMBERSHIP_STATUSES);
