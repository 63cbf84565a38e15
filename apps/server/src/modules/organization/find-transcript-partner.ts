import type { TranscriptPartner } from '@portal/domain/organization/organization-api';
import type { Executor } from '../../db/database';
import { organizationQueries } from './organization-queries';

/** A transcript partner by id (docs/product/api-calls.md GET organization-api/transcript-partner/{id}). */
export async function findTranscriptPartner(
  db: Executor,
  id: number,
): Promise<TranscriptPartner | undefined> {
  const row = await organizationQueries.transcriptPartner(db, id);
  return row && { id: row.id, name: row.name, website: row.website };
}

/** An institution's name, for a transcript addressed to the student's target institution. */
export async function findInstitutionName(db: Executor, id: number): Promise<string | undefined> {
  return (await organizationQueries.institution(db, id))?.name;
}
