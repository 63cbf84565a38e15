import { z } from 'zod';

/**
 * GET /catalog-api/degreeprograms/{id}/prerequisites/{userRef} (docs/product/api-calls.md): each course of the
 * program with its prerequisites and whether the user has completed each.
 */
export const programPrerequisitesSchema = z.array(
  z.object({
    productId: z.number(),
    code: z.string(),
    name: z.string(),
    prerequisites: z.array(
      z.object({ productId: z.number(), code: z.string(), name: z.string(), met: z.boolean() }),
    ),
  }),
);
export type ProgramPrerequisites = z.infer<typeof programPrerequisitesSchema>;
