import type { SupportRequest } from '@portal/domain/validation/forms';
import type { Database } from '../../db/database';
import { supportRequests } from './user-tables';

/** Records a signed-in student's support request (docs/product/screens-and-routes.md help-center support-request). */
export async function submitSupportRequest(options: {
  db: Database;
  tenantId: string;
  userId: string;
  request: SupportRequest;
}) {
  const { db, tenantId, userId, request } = options;
  await db.insert(supportRequests).values({ tenantId, userId, ...request });
}
