import type {
  OwnSupportConversation,
  OwnSupportConversations,
} from '@portal/domain/support/support-conversation';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { supportQueries } from './support-queries';
import { loadOwnConversation, ownSupportConversationSummaryView } from './support-views';

type Owner = { tenantId: string; userId: string };

/** The signed-in student's conversations, the most recently written first (docs/support.md). */
export async function listOwnSupportConversations(options: {
  db: Database;
  owner: Owner;
}): Promise<OwnSupportConversations> {
  const rows = await supportQueries.ownConversations(options.db, options.owner);
  return { conversations: rows.map(ownSupportConversationSummaryView) };
}

/** One of the student's own conversations; another student's, or another tenant's, is 404. */
export async function viewOwnSupportConversation(options: {
  db: Database;
  owner: Owner;
  conversationId: number;
}): Promise<OwnSupportConversation> {
  const { db, owner, conversationId } = options;
  const row = await supportQueries.ownConversation(db, owner, conversationId);
  if (!row) throw new AppError('NOT_FOUND');
  return loadOwnConversation(db, row);
}
