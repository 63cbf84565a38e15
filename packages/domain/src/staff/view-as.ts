import { z } from 'zod';

// A member of staff sees the student side as the student sees it, read-only
// (docs/staff-console.md "Seeing the portal as the student").

const required = { error: 'validation.required' } as const;
const tooLong = { error: 'validation.tooLong' } as const;

/** How long a view-as token is good for, at most: it is never renewed. */
export const VIEW_AS_TTL_SECONDS = 15 * 60;

/** The reason is required: it is written to the audit log with the view. */
export const viewAsRequestSchema = z.object({
  reason: z.string(required).trim().min(1, required).max(500, tooLong),
});
export type ViewAsRequest = z.infer<typeof viewAsRequestSchema>;

export const viewAsGrantSchema = z.object({
  /** The view-as token: the student API's reads take it as the student's own token. */
  token: z.string(),
  /** Seconds the token is good for (it ends sooner with the staff session that asked for it). */
  expiresIn: z.number().int(),
  viewId: z.string(),
  /**
   * Where the student's side opens: a path on this site when the student is of the tenant the
   * staff page is on, else the address of the student's tenant's site.
   */
  openAt: z.string(),
  student: z.object({
    id: z.string(),
    tenantId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  staff: z.object({ id: z.string(), name: z.string() }),
});
export type ViewAsGrant = z.infer<typeof viewAsGrantSchema>;
