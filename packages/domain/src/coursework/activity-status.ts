import { z } from 'zod';

export const ACTIVITY_STATUSES = ['NOT_STARTED', 'SUCCESS', 'WARNING', 'ERROR'] as const;

export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);
