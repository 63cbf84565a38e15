import type { Promotion } from '@portal/domain/enrollment/enrollment-api';
import type { PromotionKind } from '@portal/domain/ledger/promotion-kind';
import type { promotions } from '../../db/schema';
import { z } from 'zod';
import type { degreePrograms, employers, schools } from '../../db/schema';

export const schoolSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  institutionId: z.number().nullable(),
});

/** SPEC §3 degree program: id, name, schoolId; `price` in integer cents. */
export const degreeProgramSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  schoolId: z.number(),
  enrollmentCode: z.string(),
  price: z.number().int(),
});

/** SPEC §3: employers are referred to by employerId. */
export const employerSchema = z.object({
  id: z.number(),
  employerId: z.number(),
  name: z.string(),
  institutionId: z.number().nullable(),
});

export const institutionSchema = z.object({
  id: z.number(),
  name: z.string(),
  schools: z.array(schoolSchema),
});

export const schoolView = ({ id, key, name, institutionId }: typeof schools.$inferSelect) => ({
  id,
  key,
  name,
  institutionId,
});

export const degreeProgramView = (row: typeof degreePrograms.$inferSelect) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  schoolId: row.schoolId,
  enrollmentCode: row.enrollmentCode,
  price: row.priceCents,
});

export const employerView = (row: typeof employers.$inferSelect) => ({
  id: row.id,
  employerId: row.id,
  name: row.name,
  institutionId: row.institutionId,
});

type PromotionRow = typeof promotions.$inferSelect;

export const promotionView = (row: PromotionRow): Promotion => ({
  code: row.code,
  kind: row.kind as PromotionKind,
  percentOff: row.percentOff,
  deferredDays: row.deferredDays,
});
