import type { TranscriptRequest } from '@portal/domain/coursework/transcript-request';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { transcriptQueries } from './transcript-queries';
import { transcriptView } from './transcript-views';

interface Owner {
  db: Executor;
  tenantId: string;
  userId: string;
}

/** GET /coursework-api/transcripts: the student's send history, newest first. */
export async function listTranscripts(options: Owner): Promise<TranscriptRequest[]> {
  const rows = await transcriptQueries.listForUser(options.db, options.tenantId, options.userId);
  return rows.map(transcriptView);
}

/** GET /coursework-api/transcripts/{id}: one request; another student's is not found. */
export async function getTranscript(
  options: Owner & { requestId: number },
): Promise<TranscriptRequest> {
  const row = await transcriptQueries.findForUser(
    options.db,
    options.tenantId,
    options.userId,
    options.requestId,
  );
  if (!row) throw new AppError('NOT_FOUND');
  return transcriptView(row);
}
