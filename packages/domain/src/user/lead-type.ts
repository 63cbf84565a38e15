import { z } from 'zod';

// docs/product/entities.md "Lead types"; the mixed case is the wire value.
export const LEAD_TYPES = ['INFO_REQUEST', 'Lead'] as const;

export type LeadType = (typeof LEAD_TYPES)[number];

export const leadTypeSchema = z.enum(LEAD_TYPES);
