import { z } from 'zod';
import { spanishTextsSchema } from './catalog-api';

/** A course's Spanish name beside its English one, when the catalog has one (`fieldIn`). */
const es = spanishTextsSchema.pick({ name: true }).optional();

/**
 * GET /catalog-api/degreeprograms/{id}/prerequisites/{userRef} (docs/product/api-calls.md): each course of the
 * program with its prerequisites and whether the user has completed each.
 */
export const programPrerequisitesSchema = z.array(
  z.object({
    productId: z.number(),
    code: z.string(),
    name: z.string(),
    es,
    prerequisites: z.array(
      z.object({
        productId: z.number(),
        code: z.string(),
        name: z.string(),
        es,
        met: z.boolean(),
      }),
    ),
  }),
);
export type ProgramPrerequisites = z.infer<typeof programPrerequisitesSchema>;
