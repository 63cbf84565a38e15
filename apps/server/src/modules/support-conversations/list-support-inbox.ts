import { scopeCoversTenant } from '@portal/domain/staff/staff-roles';
import {
  SUPPORT_INBOX_PAGE_SIZE,
  type SupportInboxPage,
  type SupportInboxQuery,
} from '@portal/domain/support/support-conversation';
import { recordAudit } from '../../audit/record-audit';
import type { Database } from '../../db/database';
import { AppError } from '../../http/app-error';
import { memberTenants } from './member-tenants';
import type { SupportActor } from './support-audit';
import { supportQueries, type InboxFilter } from './support-queries';
import { loadInboxRows } from './support-views';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A page of the support inbox within the member's scope (docs/staff-console.md "Support
 * conversations"), written to the audit log as the student search is: the page shows students'
 * names and addresses. A tenant outside the scope does not exist for the member (404).
 */
export async function listSupportInbox(
  options: { db: Database; actor: SupportActor } & { query: SupportInboxQuery },
): Promise<SupportInboxPage> {
  const { db, actor, query } = options;
  const scope = actor.member.scope;
  if (query.tenant !== undefined && !scopeCoversTenant(scope, query.tenant)) {
    throw new AppError('NOT_FOUND');
  }
  const filter: InboxFilter = {
    tenantIds: query.tenant !== undefined ? [query.tenant] : memberTenants(scope),
    status: query.status === 'all' ? null : query.status,
    assignee:
      query.assignee === 'anyone' || query.assignee === 'unassigned'
        ? { kind: query.assignee }
        : {
            kind: 'member',
            staffId: query.assignee === 'me' ? actor.member.id : query.assignee,
          },
    createdBefore:
      query.olderThanDays !== undefined
        ? new Date(actor.now.getTime() - query.olderThanDays * DAY_MS)
        : null,
    sort: { sort: query.sort, dir: query.dir },
  };
  return db.transaction(async (tx) => {
    // One row more than the page says whether another follows, without counting them all.
    const rows = await supportQueries.inbox(tx, filter, {
      limit: SUPPORT_INBOX_PAGE_SIZE + 1,
      offset: (query.page - 1) * SUPPORT_INBOX_PAGE_SIZE,
    });
    const shown = rows.slice(0, SUPPORT_INBOX_PAGE_SIZE);
    await recordAudit(tx, {
      at: actor.now,
      actorStaffId: actor.member.id,
      actorEmail: actor.member.email,
      address: actor.address,
      action: 'support.inbox_listed',
      subjectKind: 'support_inbox',
      subjectId: 'inbox',
      tenantId: query.tenant ?? null,
      after: { ...query, results: shown.length },
    });
    return {
      conversations: await loadInboxRows(tx, shown),
      page: query.page,
      pageSize: SUPPORT_INBOX_PAGE_SIZE,
      hasMore: rows.length > SUPPORT_INBOX_PAGE_SIZE,
    };
  });
}
