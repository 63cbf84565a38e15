import type { TranscriptDestinationRequest } from '@portal/domain/user/transcript-destination';
import type { Database } from '../../db/database';
import { AppError, type FieldError } from '../../http/app-error';
import { requirePermission } from '../../permissions/require-permission';
import type { RequestTenant } from '../../tenancy/tenancy-plugin';
import {
  findInstitutionName,
  findTranscriptPartner,
} from '../organization/find-transcript-partner';
import { announceUser } from './user-events';
import { userQueries } from './user-queries';

/**
 * PUT /user-api/users/transcript-destination: the target institution and the transcript partner
 * a student's transcripts may be sent to (docs/transcripts.md). Each must name a record of the
 * organisation data; null clears it.
 */
export async function saveTranscriptDestination(options: {
  db: Database;
  tenant: RequestTenant;
  userId: string;
  destination: TranscriptDestinationRequest;
  now: () => Date;
}): Promise<void> {
  const { db, tenant, userId, destination } = options;
  const owner = { tenantId: tenant.id, userId };
  await requirePermission(db, owner, tenant, 'CAN_ACCESS_DASHBOARD');
  const { targetInstitutionId, transcriptPartnerId } = destination;
  const problems: FieldError[] = [];
  if (targetInstitutionId !== null && !(await findInstitutionName(db, targetInstitutionId))) {
    problems.push({ field: 'targetInstitutionId', code: 'validation.option' });
  }
  if (transcriptPartnerId !== null && !(await findTranscriptPartner(db, transcriptPartnerId))) {
    problems.push({ field: 'transcriptPartnerId', code: 'validation.option' });
  }
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', { fields: problems });
  await db.transaction(async (tx) => {
    await userQueries.updateProfile(tx, tenant.id, userId, {
      targetInstitutionId,
      transcriptPartnerId,
    });
    await announceUser(tx, owner, options.now());
  });
}
