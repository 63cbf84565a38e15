import { z } from 'zod';

/**
 * Ids of catalog, organisation and user records are PostgreSQL `integer` columns: a larger number
 * names no record, and sent to the database it fails the query instead of finding nothing.
 */
export const MAX_RECORD_ID = 2_147_483_647;

const invalid = { error: 'validation.invalid' } as const;

/** A record id in a JSON body. */
export const recordIdSchema = z
  .number({ error: 'validation.required' })
  .int(invalid)
  .positive(invalid)
  .max(MAX_RECORD_ID, invalid);

/** A record id in a path or query string, where it arrives as text. */
export const recordIdParamSchema = z.coerce
  .number({ error: 'validation.invalid' })
  .int(invalid)
  .positive(invalid)
  .max(MAX_RECORD_ID, invalid);

/**
 * The record id a path segment that may also be a slug or key names: digits within the column's
 * range. Larger digits are no record's id, though they may still be a slug.
 */
export function asRecordId(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const parsed = recordIdParamSchema.safeParse(text);
  return parsed.success ? parsed.data : undefined;
}
