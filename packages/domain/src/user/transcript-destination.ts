import { z } from 'zod';
import { recordIdSchema } from '../validation/record-id';

/**
 * PUT /user-api/users/transcript-destination: where the student's transcripts go (docs/product/entities.md
 * targetInstitutionId and transcriptPartnerId), chosen on the account settings page. Null clears
 * a choice; a transcript can then still go to a school by post (docs/transcripts.md).
 */
export const transcriptDestinationRequestSchema = z.object({
  targetInstitutionId: recordIdSchema.nullable(),
  transcriptPartnerId: recordIdSchema.nullable(),
});
export type TranscriptDestinationRequest = z.infer<typeof transcriptDestinationRequestSchema>;
